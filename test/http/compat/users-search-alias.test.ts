/**
 * GET /api/search/users?query=&limit=&acceptance_threshold=&school=&company= (the older people
 * search of older official clients), on both listeners, priced like /api/search.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { seedDemoData } from "../../../src/domain/demo/seed.ts";
import { auth, makeKey } from "../../helpers/keys.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { NETWORK_WORD: "linkedin" },
    prepare: (s) => seedDemoData(s, { people: 1500, seed: 21 }).then(() => {}),
  });
}, 60_000);
afterAll(() => server.stop());

type Body = { results: unknown[]; total: number; search_id: string; query: string };
const credits = async (k: string) =>
  ((await (await server.fetch("/api/credits", auth(k))).json()) as { credits: number }).credits;

test("the same results as /api/search for the same query; 1 credit per result", async () => {
  const k = await makeKey(server.storage, "tier2", { credits: 1000 });
  const alias = await server.fetch("/api/search/users?query=software%20engineers&limit=5", auth(k));
  expect(alias.status).toBe(200);
  const a = (await alias.json()) as Body;
  expect(a.results.length).toBeGreaterThan(0);
  expect(await credits(k)).toBe(1000 - a.results.length);
  const direct = (await (
    await server.fetch("/api/search?query=software%20engineers&limit=5", auth(k))
  ).json()) as Body;
  expect(a.total).toBe(direct.total);
  expect(a.results).toEqual(direct.results);
});

test("company and school narrow like companies and schools; on the alternate listener too", async () => {
  const k = await makeKey(server.storage, "tier2", { credits: 1000 });
  const [person] = await server.storage.people.scan(0, 1);
  const company = person?.experience[0]?.company_name as string;
  const url = `/api/search/users?query=people&company=${encodeURIComponent(company)}&limit=10&legacy=false`;
  for (const fetcher of [server.fetch, server.altFetch]) {
    const res = await fetcher(url, auth(k));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { experience: { company_name: string }[] }[] };
    expect(body.results.length).toBeGreaterThan(0);
    for (const r of body.results) expect(r.experience.map((e) => e.company_name)).toContain(company);
  }
});

test("acceptance_threshold 0-100 is honoured: 100 admits no more than 50; 101 is a 400, free", async () => {
  const k = await makeKey(server.storage, "tier2", { credits: 1000 });
  const strict = (await (
    await server.fetch(
      "/api/search/users?query=senior%20engineers%20in%20london&limit=50&acceptance_threshold=100",
      auth(k),
    )
  ).json()) as Body;
  const lenient = (await (
    await server.fetch(
      "/api/search/users?query=senior%20engineers%20in%20london&limit=50&acceptance_threshold=50",
      auth(k),
    )
  ).json()) as Body;
  expect(strict.results.length).toBeLessThanOrEqual(lenient.results.length);
  const before = await credits(k);
  expect((await server.fetch("/api/search/users?query=x&acceptance_threshold=101", auth(k))).status).toBe(
    400,
  );
  expect(await credits(k)).toBe(before);
});
