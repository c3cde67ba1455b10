/**
 * Round 4 of first sight (issue 45), class 3: certifications asked for are a criterion over the
 * certifications a profile lists, through storage (TEST_ENGINE=postgres runs it on PostgreSQL).
 * People from the natural-phrasing generator, which lists CPA, CFA, CISSP and AWS certifications
 * under several titles ("Certified Public Accountant (CPA)", "AWS Certified DevOps Engineer").
 */
import { describe, expect, test } from "bun:test";
import type { Person } from "../../src/domain/model.ts";
import { certificationKeys } from "../../src/domain/vocab/certifications.ts";
import { searchStore } from "../helpers/search-store.ts";
import { TEST_ENGINE } from "../helpers/server.ts";
import { generateNatural } from "../quality/natural/people.ts";

const store = searchStore(new Date(Date.UTC(2026, 0, 1)), () => {
  const data = generateNatural(1500, 7, new Date(Date.UTC(2026, 0, 1)));
  return { companies: data.companies, people: data.people.map((p) => p.record) };
});

async function search(query: string) {
  const { session, params } = await store.service.start(1, {
    query,
    companies: [],
    schools: [],
    advancedFiltering: true,
  });
  const hits = await store.service.page(session, params, 0, 50);
  return {
    total: session.total,
    people: hits.map((h) => h.person as unknown as Person),
    where: params.where,
  };
}

const holds = (p: Person, key: string) =>
  (p.certifications ?? []).some((c) => certificationKeys(c.title, c.issuer).includes(key));

describe(`certifications through storage (${TEST_ENGINE})`, () => {
  test.each([
    ["accountants with a CPA", "cpa"],
    ["CISSP holders", "cissp"],
    ["devops engineers, AWS certification required", "aws"],
    ["Chartered Financial Analysts", "cfa"],
  ])("%s: every result holds it", async (query, key) => {
    const { total, people } = await search(query);
    expect(total).toBeGreaterThan(0);
    expect(people.length).toBeGreaterThan(0);
    for (const p of people) expect(holds(p, key)).toBe(true);
  });
  test("excluding a certification excludes its holders", async () => {
    const { people } = await search("accountants without a CPA");
    expect(people.length).toBeGreaterThan(0);
    for (const p of people) expect(holds(p, "cpa")).toBe(false);
  });
  test("a vendor alone is a skill, not a certification", async () => {
    const { where } = await search("AWS engineers");
    expect(JSON.stringify(where)).not.toContain("cert0");
  });
});
