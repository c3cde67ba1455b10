/**
 * What an outside security test found (issue 13), over real HTTP, against the source and (with
 * TEST_TARGET=binary) the compiled binary: authentication only from the header, numeric bounds that
 * hold whatever the schema layer does, routing without a Host header of any length, the admin
 * token's failure limit, jobs of a revoked key, and fair scheduling between keys.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { hashApiKey } from "../../src/domain/billing/keys.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const ADMIN = "admin-token-for-hardening-tests";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_TOKEN: ADMIN, JOB_CONCURRENCY: "1", AUTH_FAILURES_PER_MINUTE: "100000" },
    prepare: (s) =>
      seedDemoData(s, { people: 3000, seed: 13, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
}, 60_000);
afterAll(() => server.stop());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const keyId = async (k: string) => (await server.storage.keys.findByHash(hashApiKey(k)))?.id as number;
const credits = async (k: string) => (await server.storage.keys.get(await keyId(k)))?.credits as number;
const post = (k: string, path: string, body: unknown) =>
  server.fetch(path, {
    method: "POST",
    headers: { Authorization: `Bearer ${k}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const jobStatus = async (k: string, id: string) =>
  (await json(
    await server.fetch(`/api/search/deep_research/${id}?legacy=false&page=1&page_size=1`, auth(k)),
  )) as {
    status: string;
    message: string;
    total: number;
  };

describe("authentication comes from the Authorization header only", () => {
  const routes = ["/api/credits", "/api/jobs", "/api/search?query=engineers"];
  for (const path of routes)
    test(`${path}: no header, Basic, an empty Bearer -> 401 with detail, never 500`, async () => {
      const variants: Record<string, string>[] = [
        {},
        { Authorization: "Basic dXNlcjpwYXNz" },
        { Authorization: "Bearer" },
      ];
      for (const headers of variants) {
        const res = await server.fetch(path, { headers });
        await expectCode(res, "UNAUTHORIZED");
        expect(String((await json(res)).detail)).toContain("API key");
      }
    });

  test("the scheme is case-insensitive (RFC 7235): lowercase bearer with a valid key works", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 10 });
    const res = await server.fetch("/api/credits", { headers: { Authorization: `bearer ${k}` } });
    expect(res.status).toBe(200);
  });

  test("a key in the query string is refused with a 401 that says to send the header", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 100 });
    for (const path of [
      `/api/search?query=engineers&access_token=${k}`,
      `/api/jobs?access_token=${k}`,
      `/api/credits?api_key=${k}`,
      `/api/credits?anything=${k}`,
    ]) {
      const res = await server.fetch(path);
      await expectCode(res, "UNAUTHORIZED");
      expect(String((await json(res)).detail)).toContain("Authorization: Bearer");
    }
    // Even next to a valid header: the key in the URL has leaked already.
    const both = await server.fetch(`/api/credits?access_token=${k}`, auth(k));
    await expectCode(both, "UNAUTHORIZED");
    expect(await credits(k)).toBe(100);
  });

  test("admin routes: no header or another scheme is a 401, not a 500", async () => {
    const variants: Record<string, string>[] = [{}, { Authorization: `Basic ${btoa(`admin:${ADMIN}`)}` }];
    for (const headers of variants) {
      const res = await server.fetch("/admin/keys", { headers });
      await expectCode(res, "UNAUTHORIZED");
    }
    const ok = await server.fetch("/admin/keys", { headers: { Authorization: `Bearer ${ADMIN}` } });
    expect(ok.status).toBe(200);
  });
});

describe("numbers that change what is charged or returned are bounded", () => {
  const cases: [string, string][] = [
    ["search limit above 100", "/api/search?query=engineer&limit=101"],
    [
      "search limit far above, filter off",
      "/api/search?query=engineer&advanced_filtering=false&limit=100000",
    ],
    ["search limit 1000, filter on", "/api/search?query=engineer&limit=1000"],
    ["search limit 0", "/api/search?query=engineer&limit=0"],
    ["search offset -1", "/api/search?query=engineer&offset=-1"],
    ["jobs limit 0", "/api/jobs?limit=0"],
    ["jobs limit past 64 bits", "/api/jobs?limit=99999999999999999999"],
    ["ledger limit -1", "/api/credits/ledger?limit=-1"],
    ["ledger limit past 64 bits", "/api/credits/ledger?limit=99999999999999999999"],
    ["deep research page 0", "/api/search/deep_research/00000000-0000-4000-8000-000000000000?page=0"],
    [
      "deep research page_size 1000",
      "/api/search/deep_research/00000000-0000-4000-8000-000000000000?page=1&page_size=1000",
    ],
    ["bulk page 0", "/api/enrich/bulk-contacts/00000000-0000-4000-8000-000000000000?page=0"],
    [
      "bulk page_size 1000",
      "/api/enrich/bulk-contacts/00000000-0000-4000-8000-000000000000?page=1&page_size=1000",
    ],
  ];
  for (const [label, path] of cases)
    test(`${label}: 400 with a detail naming the parameter, nothing charged`, async () => {
      const k = await makeKey(server.storage, "tier3", { credits: 5000 });
      const res = await server.fetch(path, auth(k));
      await expectCode(res, "BAD_REQUEST");
      const name = /[?&](limit|offset|page_size|page)=[^&]*$/.exec(path)?.[1] as string;
      expect(String((await json(res)).detail)).toContain(name);
      expect(await credits(k)).toBe(5000);
    });

  test("alternate company search: acceptance_threshold 101 and limit 0 are 400", async () => {
    const k = await makeKey(server.storage, "tier3", { credits: 100 });
    for (const qs of ["query=software&acceptance_threshold=101", "query=software&limit=0"]) {
      const res = await server.altFetch(`/api/search/companies?${qs}`, auth(k));
      await expectCode(res, "BAD_REQUEST");
    }
    expect(await credits(k)).toBe(100);
  });
});

describe("routing does not depend on the Host header", () => {
  /** A raw HTTP/1.1 request, so that the Host header is exactly what the test says. */
  async function rawGet(host: string, path: string, headers: Record<string, string> = {}): Promise<string> {
    const { port, hostname } = new URL(server.url);
    let text = "";
    const { promise, resolve } = Promise.withResolvers<string>();
    const socket = await Bun.connect({
      hostname,
      port: Number(port),
      socket: {
        data(_s, chunk) {
          text += Buffer.from(chunk).toString("utf8");
        },
        close() {
          resolve(text);
        },
      },
    });
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${extra.join("")}Connection: close\r\n\r\n`);
    return promise;
  }

  for (const host of ["a", "ab", "api", "api.example.com"])
    test(`Host: ${host} -> /health and an authenticated route answer as usual`, async () => {
      expect(await rawGet(host, "/health")).toMatch(/^HTTP\/1\.1 200/);
      const k = await makeKey(server.storage, "tier2", { credits: 7 });
      const credits = await rawGet(host, "/api/credits", { Authorization: `Bearer ${k}` });
      expect(credits).toMatch(/^HTTP\/1\.1 200/);
      expect(credits).toContain('"credits":7');
    });
});

test("admin token failures are limited per address: 429 with Retry-After, even for the right token", async () => {
  const limited = await startTestServer({ env: { ADMIN_TOKEN: ADMIN, AUTH_FAILURES_PER_MINUTE: "5" } });
  try {
    const wrong = { headers: { Authorization: "Bearer not-the-admin-token-at-all" } };
    for (let i = 0; i < 5; i++) await expectCode(await limited.fetch("/admin/keys", wrong), "UNAUTHORIZED");
    const refused = await limited.fetch("/admin/keys", wrong);
    await expectCode(refused, "RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const right = await limited.fetch("/admin/keys", { headers: { Authorization: `Bearer ${ADMIN}` } });
    await expectCode(right, "RATE_LIMITED");
  } finally {
    await limited.stop();
  }
});

test("a key revoked while its job runs: the job stops as cancelled, saying why; nothing is charged after", async () => {
  const k = await makeKey(server.storage, "tier3", { credits: 10_000 });
  const started = await json(await post(k, "/api/search/deep_research", { query: "engineers", limit: 1000 }));
  const id = started.job_id as string;
  for (let i = 0; i < 2000 && (await jobStatus(k, id)).total === 0; i++) await Bun.sleep(5);
  const revoke = await server.fetch(`/admin/keys/${await keyId(k)}/revoke`, {
    method: "POST",
    headers: { Authorization: `Bearer ${ADMIN}` },
  });
  expect(revoke.status).toBe(200);
  const balanceAtRevocation = await credits(k);
  let row = await server.storage.jobs.get(id);
  for (let i = 0; i < 2000 && (row?.status === "pending" || row?.status === "processing"); i++) {
    await Bun.sleep(10);
    row = await server.storage.jobs.get(id);
  }
  expect(row?.status).toBe("cancelled");
  expect(row?.message).toContain("revoked");
  expect(await credits(k)).toBe(balanceAtRevocation);
  const totals = await server.storage.jobs.totals(id);
  expect(totals.items).toBeLessThan(1000);
  // Everything delivered was paid for once, and nothing else was charged.
  expect(10_000 - balanceAtRevocation).toBe(totals.credits);
}, 60_000);

test("fair scheduling: another key's small job is not stuck behind one key's queue", async () => {
  const busy = await makeKey(server.storage, "tier3", { credits: 100_000 });
  const small = await makeKey(server.storage, "tier3", { credits: 100 });
  const queued: string[] = [];
  for (let i = 0; i < 6; i++) {
    const body = await json(
      await post(busy, "/api/search/deep_research", { query: "engineers", limit: 1000 }),
    );
    queued.push(body.job_id as string);
  }
  const mine = (await json(await post(small, "/api/search/deep_research", { query: "engineers", limit: 10 })))
    .job_id as string;
  // Polled in the database: status requests would run into the key's own rate limit.
  let done = await server.storage.jobs.get(mine);
  for (let i = 0; i < 6000 && (done?.status === "pending" || done?.status === "processing"); i++) {
    await Bun.sleep(5);
    done = await server.storage.jobs.get(mine);
  }
  expect(done?.status).toBe("completed");
  expect((await server.storage.jobs.totals(mine)).items).toBe(10);
  // With one worker and first-come order, the small job would wait for all six; here it ran
  // after at most one step of the busy key's first job.
  const unfinished = [];
  for (const id of queued) {
    const status = (await server.storage.jobs.get(id))?.status;
    if (status === "pending" || status === "processing") unfinished.push(id);
  }
  expect(unfinished.length).toBeGreaterThanOrEqual(5);
  for (const id of queued) await post(busy, `/api/search/deep_research/${id}/cancel`, {});
}, 60_000);
