/**
 * API input that the database indexes is bounded the same on both engines (docs/decisions.md,
 * "Bounded text fields"): a watcher's profile URL and a bulk job's URL (the job item's key) over 800
 * characters are a 400 with a JSON `detail` naming the item, never a 500 from PostgreSQL's index
 * (B-tree entries over 2,704 bytes are refused) nor a job that fails later. A real server (SQLite or
 * PostgreSQL: TEST_ENGINE), real HTTP.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { expectError } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer({ env: { WEBHOOKS_ALLOW_LOOPBACK: "true" } });
  key = await makeKey(server.storage, "tier2", { credits: 100 });
});
afterAll(() => server.stop());

/** Letters that do not compress (PostgreSQL compresses an index entry first). */
function noise(length: number): string {
  let seed = 11;
  let out = "";
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out += String.fromCharCode(97 + Math.floor((seed / 2147483648) * 26));
  }
  return out;
}
const post = (path: string, body: unknown) =>
  server.fetch(path, {
    method: "POST",
    headers: { ...(auth(key).headers as Record<string, string>), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const profile = (slug: string) => `https://www.pnet.example/in/${slug}`;

describe("indexed API input over its bound", () => {
  test("a watcher's 6.4 KB profile URL is a 400 naming it; one within the bound is watched", async () => {
    const long = profile(noise(6400));
    const res = await post("/api/watchers", {
      people: [profile("alice"), long],
      webhook_url: "http://127.0.0.1:9/hook",
    });
    await expectError(res, "BAD_REQUEST", "people[1] is longer than 800 characters");
    const ok = await post("/api/watchers", {
      people: [profile(noise(800 - profile("").length))],
      webhook_url: "http://127.0.0.1:9/hook",
    });
    expect(ok.status).toBe(200);
  });

  test("a bulk job's URL of 2,000 characters (under the old 2,048) is a 400 naming it, before any job exists", async () => {
    const res = await post("/api/enrich/bulk-contacts", {
      urls: [profile("alice"), profile("中".repeat(1970))],
    });
    await expectError(res, "BAD_REQUEST", "urls[1] is longer than 800 characters");
    const jobs = await server.sql<{ n: number }>("SELECT count(*) AS n FROM jobs");
    expect(Number(jobs[0]?.n)).toBe(0);
  });
});
