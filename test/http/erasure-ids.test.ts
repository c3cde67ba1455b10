/**
 * Ids are never reused, and a running server never serves an erased person's record for another
 * (issue 42), on every engine and target: X (the highest id) is looked up (the server caches the
 * record), its contacts given out (the access log names its id), then erased through the admin API;
 * Y imported next gets a new id, and the server answers Y's URL with Y, the subject search by Y's
 * URL finds Y, and Y's subject-access export holds none of X's access-log entries.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { importPeople } from "../../src/domain/import/import.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { fromArray } from "../helpers/stores.ts";

const ADMIN = "admin-token-for-the-erasure-ids-test-0123";
const HOST = "https://www.pnet.example";
const person = (slug: string, name: string, email: string) =>
  JSON.stringify({
    pnet_url: `${HOST}/in/${slug}`,
    name,
    headline: `${name.split(" ")[0]}'s headline`,
    contacts: [{ type: "email", value: email, subType: "work" }],
  });

let server: TestServer;
let key: string;
const q = encodeURIComponent;
const admin = (path: string, init: RequestInit = {}) =>
  server.fetch(`/admin${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
  });
const profile = async (slug: string) => {
  const res = await server.fetch(`/api/enrich/pnet?pnet_url=${q(`${HOST}/in/${slug}`)}`, auth(key));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_TOKEN: ADMIN },
    prepare: async (s) => {
      await importPeople(
        s,
        fromArray([
          person("ana-first", "Ana First", "ana@first.example"),
          person("xavier-erased", "Xavier Erased", "xavier@erased.example"),
        ]),
      );
    },
  });
  key = await makeKey(server.storage, "tier2", { credits: 10_000 });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

test("a person imported after an erasure gets a new id and is never served the erased record", async () => {
  const x = await profile("xavier-erased");
  expect(x.status).toBe(200);
  expect(JSON.stringify(x.body)).toContain("Xavier Erased");
  // Contacts given out: the access log now names X's id.
  const contacts = await server.fetch(
    `/api/enrich/contacts?pnet_url=${q(`${HOST}/in/xavier-erased`)}`,
    auth(key),
  );
  expect(contacts.status).toBe(200);
  const found = (await (await admin(`/subjects?url=${q(`${HOST}/in/xavier-erased`)}`)).json()) as {
    matches: { id: number }[];
  };
  const xId = found.matches[0]?.id ?? 0;
  expect(xId).toBeGreaterThan(0);
  const erased = await admin(`/subjects/${xId}/erase`, {
    method: "POST",
    body: JSON.stringify({ reason: "erasure-ids test" }),
  });
  expect(erased.status).toBe(200);

  // Y arrives after the erasure (through the test's own connection: another writer of the file).
  const summary = await importPeople(
    server.storage,
    fromArray([person("yvonne-next", "Yvonne Next", "yvonne@next.example")]),
  );
  expect(summary.imported).toBe(1);

  const y = await profile("yvonne-next");
  expect(y.status).toBe(200);
  expect(JSON.stringify(y.body)).toContain("Yvonne Next");
  expect(JSON.stringify(y.body)).not.toContain("Xavier");
  expect((await profile("xavier-erased")).status).toBe(404);

  const bySubject = (await (await admin(`/subjects?url=${q(`${HOST}/in/yvonne-next`)}`)).json()) as {
    matches: { id: number; name: string; held: { access_log: number } }[];
  };
  expect(bySubject.matches.map((m) => m.name)).toEqual(["Yvonne Next"]);
  const yId = bySubject.matches[0]?.id ?? 0;
  expect(yId).toBeGreaterThan(xId);
  expect(bySubject.matches[0]?.held.access_log).toBe(0);
  const exported = (await (await admin(`/subjects/${yId}/export`)).json()) as { access_log: unknown[] };
  expect(exported.access_log).toEqual([]);
});
