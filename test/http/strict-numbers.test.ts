/**
 * Numbers mean what they say (issue 27): a query-string number is plain decimal digits (no hex,
 * exponent, padding or fraction for a whole number), and `null` for an optional body number is a
 * 400, never the default (which would be charged): `limit` when starting deep research and
 * `additional_limit` when continuing it (issue 42).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer({
    env: { DEMO_PEOPLE: "0" },
    // People for a deep research job to continue (below).
    prepare: (s) =>
      seedDemoData(s, { people: 300, seed: 8, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
  key = await makeKey(server.storage, "tier3", { credits: 10_000 });
});
afterAll(() => server.stop());

const balance = async () =>
  ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number }).credits;

describe("query-string numbers are plain decimal", () => {
  const paths = ["/api/search?query=engineers&limit=", "/api/credits/ledger?limit=", "/api/jobs?limit="];
  for (const bad of ["0x10", "1e2", "%205", "5%20", "5.0", "+5", "0b11", "Infinity"])
    test(`${decodeURIComponent(bad)} is a 400 naming the parameter, and costs nothing`, async () => {
      const before = await balance();
      for (const path of paths) {
        const res = await server.fetch(`${path}${bad}`, auth(key));
        const body = (await res.json()) as { detail: string; code: string };
        expect([path, res.status, body.code]).toEqual([path, 400, "BAD_REQUEST"]);
        expect(body.detail).toContain("limit");
      }
      expect(await balance()).toBe(before);
    });

  test("plain numbers still work, leading zeros included; the alternate listener too", async () => {
    expect((await server.fetch("/api/credits/ledger?limit=05", auth(key))).status).toBe(200);
    expect((await server.fetch("/api/jobs?limit=3", auth(key))).status).toBe(200);
    const alt = await server.altFetch("/api/search/companies?query=acme&limit=1e1", auth(key));
    await expectCode(alt, "BAD_REQUEST");
    expect((await server.altFetch("/api/search/companies?query=acme&limit=10", auth(key))).status).toBe(200);
  });

  test("a fraction where a number may have one is fine; written otherwise it is refused", async () => {
    const ok = await server.fetch("/api/search/users?query=engineers&acceptance_threshold=72.5", auth(key));
    expect(ok.status).toBe(200);
    const bad = await server.fetch(
      "/api/search/users?query=engineers&acceptance_threshold=7.25e1",
      auth(key),
    );
    await expectCode(bad, "BAD_REQUEST");
  });
});

describe("null for an optional body number", () => {
  test('"limit": null in a deep research body is a 400 and starts nothing', async () => {
    const before = await balance();
    const res = await server.fetch("/api/search/deep_research", {
      method: "POST",
      headers: { ...(auth(key).headers as Record<string, string>), "Content-Type": "application/json" },
      body: JSON.stringify({ query: "engineers", limit: null }),
    });
    const body = (await res.json()) as { detail: string; code: string };
    expect([res.status, body.code]).toEqual([400, "BAD_REQUEST"]);
    expect(body.detail).toContain("not null");
    const jobs = (await (await server.fetch("/api/jobs", auth(key))).json()) as { jobs: unknown[] };
    expect(jobs.jobs).toEqual([]);
    expect(await balance()).toBe(before);
  });

  test('"additional_limit": null on /more (any of its spellings) is a 400 and continues nothing', async () => {
    const post = (path: string, body: unknown) =>
      server.fetch(path, {
        method: "POST",
        headers: { ...(auth(key).headers as Record<string, string>), "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const started = (await (
      await post("/api/search/deep_research", { query: "engineers", limit: 2 })
    ).json()) as {
      job_id: string;
    };
    const job = async () =>
      (await (await server.fetch(`/api/search/deep_research/${started.job_id}`, auth(key))).json()) as {
        status: string;
        total: number;
      };
    for (let i = 0; i < 500 && (await job()).status !== "completed"; i++) await Bun.sleep(10);
    expect(await job()).toMatchObject({ status: "completed", total: 2 });
    const before = await balance();
    for (const field of ["additional_limit", "additionalLimit", "limit"]) {
      const res = await post(`/api/search/deep_research/${started.job_id}/more`, { [field]: null });
      const body = (await res.json()) as { detail: string; code: string };
      expect([field, res.status, body.code]).toEqual([field, 400, "BAD_REQUEST"]);
      expect(body.detail).toContain(`${field} must be a whole number`);
      expect(body.detail).toContain("not null");
      expect((await job()).status).toBe("completed");
    }
    expect(await balance()).toBe(before);
    // The job could be continued: left out, the default is taken (and charged as it is delivered).
    expect((await post(`/api/search/deep_research/${started.job_id}/more`, {})).status).toBe(200);
  });
});
