/**
 * English titles outside the role vocabulary, over real HTTP (src/domain/query/read-english-occupations.ts):
 * the demo generator writes no such titles, so the demo people are joined by the independent
 * generator's (test/quality/independent/, whose "other" family writes "Pharmacist", "Civil
 * Engineer", "Chef"...) through the ordinary import. "pharmacists" answers the pharmacists and only
 * them (before, too, through the soft word's text match), "pharmacists or physiotherapists" both
 * and only them (before, the soft words' total was wider), and "civil engineers" no longer answers
 * the software department.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importPeople } from "../../src/domain/import/import.ts";
import type { Person } from "../../src/domain/model.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { generate } from "../quality/independent/people.ts";
import type { SearchBody } from "./search-fixture.ts";

let server: TestServer;
let key: string;
let everyone: Person[];

async function* lines(records: Record<string, unknown>[]) {
  for (const r of records) yield JSON.stringify(r);
}

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (s) => {
      await seedDemoData(s, { people: 300, seed: 5, reference: new Date(Date.UTC(2026, 0, 1)) });
      await importPeople(s, lines(generate(1500, 21).map((g) => g.record)));
    },
  });
  key = await makeKey(server.storage, "tier3", { credits: 100_000 });
  everyone = await server.storage.people.scan(0, 5000);
});
afterAll(() => server?.stop());

const currentTitle = (p: Person) =>
  (p.experience.find((e) => e.active_experience === 1)?.position_title ?? "").trim().toLowerCase();

async function search(query: string): Promise<{ ids: number[]; total: number }> {
  const qs = new URLSearchParams({ query, legacy: "false", limit: "100", advanced_filtering: "false" });
  const res = await server.fetch(`/api/search?${qs}`, auth(key));
  expect(res.status).toBe(200);
  const body = (await res.json()) as SearchBody;
  return { ids: body.results.map((r) => r.id as number).sort((a, b) => a - b), total: body.total };
}

describe("English titles outside the vocabulary, searched", () => {
  test("'pharmacists' answers every pharmacist and nobody else", async () => {
    const pharmacists = everyone.filter((p) => currentTitle(p) === "pharmacist").map((p) => p.id);
    expect(pharmacists.length).toBeGreaterThan(0);
    const { ids, total } = await search("pharmacists");
    expect(ids).toEqual([...pharmacists].sort((a, b) => a - b));
    expect(total).toBe(pharmacists.length);
  });

  test("'pharmacists or physiotherapists' answers both, counted", async () => {
    const either = everyone
      .filter((p) => ["pharmacist", "physiotherapist"].includes(currentTitle(p)))
      .map((p) => p.id)
      .sort((a, b) => a - b);
    const { ids, total } = await search("pharmacists or physiotherapists");
    expect(ids).toEqual(either);
    expect(total).toBe(either.length);
  });

  test("'civil engineers' answers civil engineers, not the software department", async () => {
    const civil = new Set(everyone.filter((p) => currentTitle(p) === "civil engineer").map((p) => p.id));
    expect(civil.size).toBeGreaterThan(0);
    const { ids } = await search("civil engineers");
    expect(ids.length).toBe(civil.size);
    for (const id of ids) expect(civil.has(id)).toBe(true);
  });
});
