/**
 * `total` counts the people the plan matches (issue 45): words the parser cannot place only rank,
 * so a query with soft words reports as many people as the same query without them, and the
 * vocabularies added for issue 45 (verbs for roles, school groups, states, title abbreviations)
 * report exactly the people the stored records say match. Real HTTP on both engines
 * (TEST_ENGINE=postgres); truth from the stored records (../quality/truth.ts), never the parser.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Person } from "../../src/domain/model.ts";
import { COUNTRY_BY_ISO2 } from "../../src/domain/vocab/index.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import * as T from "../quality/truth.ts";

let server: TestServer;
let key: string;
let everyone: Person[];

beforeAll(async () => {
  server = await startTestServer({
    prepare: (s) =>
      seedDemoData(s, { people: 3000, seed: 45, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
  key = await makeKey(server.storage, "tier3", { credits: 1_000_000 });
  everyone = await server.storage.people.scan(0, 5000);
}, 60_000);
afterAll(() => server.stop());

async function total(query: string): Promise<number> {
  const res = await server.fetch(
    `/api/search?legacy=false&limit=10&query=${encodeURIComponent(query)}`,
    auth(key),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

/** The most common value among people, best first. */
function top<T>(values: (T | null | undefined)[]): T {
  const counts = new Map<T, number>();
  for (const v of values) if (v !== null && v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] as T;
}

describe("total is the number of people the plan matches", () => {
  test("a leadership verb: every leader of the department in the country, soft words or not", async () => {
    const country = top(everyone.filter((p) => T.department(p) === "Sales" && T.isLeader(p)).map(T.country));
    const truth = everyone.filter(
      (p) => T.department(p) === "Sales" && T.isLeader(p) && T.country(p) === country,
    );
    expect(truth.length).toBeGreaterThan(0);
    const query = `who runs sales in ${COUNTRY_BY_ISO2.get(country as string)?.name}`;
    expect({ query, total: await total(query) }).toEqual({ query, total: truth.length });
    const soft = `${query}, ideally someone who loves mentoring`;
    expect({ soft, total: await total(soft) }).toEqual({ soft, total: truth.length });
  });

  test("a school group: anyone who studied at one of its schools", async () => {
    const oxbridge = ["University of Oxford", "University of Cambridge"];
    const truth = everyone.filter((p) => oxbridge.some((s) => T.schools(p).has(s)));
    expect(truth.length).toBeGreaterThan(0);
    expect(await total("Oxbridge alumni")).toBe(truth.length);
    expect(await total("Oxbridge alumni who love hiking")).toBe(truth.length);
  });

  test("a title abbreviation: the department at its level", async () => {
    const truth = everyone.filter((p) => T.department(p) === "Engineering" && T.level(p) === "Manager");
    expect(truth.length).toBeGreaterThan(0);
    expect(await total("EMs")).toBe(truth.length);
    expect(await total("EMs who enjoy pairing")).toBe(truth.length);
  });
});
