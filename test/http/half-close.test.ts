/**
 * A client that half-closes its socket (sends the request, then shutdown(SHUT_WR), as some probes
 * do) is never charged without an answer written (issue 42). Bun's server takes the FIN for the
 * client going away: on SQLite a request finishes within one turn of the event loop, before the
 * FIN is read, so it is answered (and charged); on PostgreSQL it waits for the database, the
 * client is gone before the answer, and it used to be charged all the same (5 such charges in the
 * outside test). Raw sockets against the real listener; the ledger says what was charged.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { connect } from "node:net";
import { hashApiKey } from "../../src/domain/billing/keys.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let someone: string;

beforeAll(async () => {
  server = await startTestServer({
    prepare: (s) =>
      seedDemoData(s, { people: 200, seed: 12, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
  someone = (await server.storage.people.scan(0, 1))[0]?.pnet_url as string;
}, 60_000);
afterAll(() => server.stop());

/** One request on a raw socket; `halfClose`: the sending side is shut right after it. The status line, or null. */
function raw(path: string, key: string, halfClose: boolean): Promise<string | null> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve) => {
    let got = "";
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${key}\r\nConnection: close\r\n\r\n`,
      );
      if (halfClose) socket.end();
    });
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("data", (d) => {
      got += d.toString();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(got ? (got.split("\r\n")[0] ?? null) : null));
  });
}

/** The key's debits once they stop changing (work of a request whose client left may still run). */
async function settledDebits(keyId: number): Promise<number> {
  let last = -1;
  for (let i = 0; i < 50; i++) {
    const debits = (await server.storage.credits.ledger(keyId, 1000)).filter((e) => e.delta < 0).length;
    if (debits === last) return debits;
    last = debits;
    await Bun.sleep(200);
  }
  return last;
}

test("half-closed requests: every charge has an answer written (on PostgreSQL none is answered, none is charged)", async () => {
  const key = await makeKey(server.storage, "tier3", { credits: 1000 });
  const id = (await server.storage.keys.findByHash(hashApiKey(key)))?.id as number;
  const paths = [
    "/api/search?query=engineers&limit=3",
    `/api/enrich/pnet?pnet_url=${encodeURIComponent(someone)}`,
  ];
  const answers: (string | null)[] = [];
  for (let i = 0; i < 10; i++) answers.push(await raw(paths[i % paths.length] as string, key, true));
  const answered = answers.filter((a) => a?.startsWith("HTTP/1.1 200")).length;
  const debits = await settledDebits(id);
  console.log(`half-closed: ${answered} of ${answers.length} answered 200, ${debits} charged`);
  expect(answers.filter((a) => a !== null && !a.startsWith("HTTP/1.1 200"))).toEqual([]);
  expect(debits).toBe(answered);
  // The same requests with the socket left open: answered and charged, each.
  for (let i = 0; i < 4; i++)
    expect(await raw(paths[i % paths.length] as string, key, false)).toBe("HTTP/1.1 200 OK");
  expect(await settledDebits(id)).toBe(answered + 4);
  expect((await server.fetch("/api/credits", auth(key))).status).toBe(200);
}, 60_000);

test("a request the deadline already answered 503 is not charged when its work completes later", async () => {
  // A query planner (the operator's LLM) that answers after 2 s; the request deadline is 1 s.
  const llm = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch() {
      await Bun.sleep(2000);
      const plan = { where: { all: [{ kind: "role", value: "software engineer" }] }, prefer: [] };
      return Response.json({ choices: [{ message: { role: "assistant", content: JSON.stringify(plan) } }] });
    },
  });
  const slow = await startTestServer({
    env: {
      REQUEST_TIMEOUT_MS: "1000",
      LLM_URL: `http://127.0.0.1:${llm.port}/v1/chat/completions`,
      LLM_TIMEOUT_MS: "3000",
    },
    prepare: (s) =>
      seedDemoData(s, { people: 200, seed: 12, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
  try {
    const key = await makeKey(slow.storage, "tier3", { credits: 1000 });
    const id = (await slow.storage.keys.findByHash(hashApiKey(key)))?.id as number;
    const res = await slow.fetch("/api/search?query=software%20engineers&limit=3", auth(key));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).not.toBeNull();
    // The planner answers and the search goes on after the 503: its charge is refused.
    await Bun.sleep(2500);
    expect((await slow.storage.credits.ledger(id, 1000)).filter((e) => e.delta < 0)).toEqual([]);
  } finally {
    await slow.stop();
    await llm.stop(true);
  }
}, 60_000);
