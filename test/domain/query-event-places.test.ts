/**
 * Organisers' asks (issue 45, round 12's class "outsiders' asks"), with our own examples: the city
 * of the asker's event ("a meetup in Porto") is context, not the place of the people asked for;
 * a negation reaches over a time adverb to what it excludes ("not the ones already at X").
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Quartzline", country: "DE" }]);
const now = new Date(Date.UTC(2026, 10, 26));
const leaves = (q: string) => leavesOf(parseQuery(q, { companies, now }).where);
const places = (q: string) =>
  leaves(q)
    .filter((l) => l.criterion.kind === "location")
    .map((l) => l.criterion.label);

describe("the event's city is not the people's place", () => {
  for (const [q, theirs, event] of [
    ["For our Rust meetup in Porto we want backend engineers based in Spain", "Spain", "Porto"],
    ["Hosting a fintech summit in Vienna: product managers in Poland or Czechia", "Poland", "Vienna"],
    ["design leaders in Italy for a roundtable in Milan", "Italy", "Milan"],
    ["Alumni breakfast in Lyon — engineers living in France", "France", "Lyon"],
    ["speakers for the platform track of a conference in The Hague, SREs in Belgium", "Belgium", "Hague"],
  ] as const)
    test(q, () => {
      const p = places(q);
      expect(p.some((l) => l.includes(theirs))).toBe(true);
      expect(p.some((l) => l.includes(event))).toBe(false);
      expect(parseQuery(q, { companies, now }).notes.some((n) => n.includes("where the event is"))).toBe(
        true,
      );
    });
  test("a place after a word that is no event is still the people's place", () => {
    expect(places("data engineers in Porto").some((l) => l.includes("Porto"))).toBe(true);
    expect(places("network engineers in Vienna").some((l) => l.includes("Vienna"))).toBe(true);
  });
});

describe("a negation reaches over a time adverb", () => {
  for (const q of [
    "designers in Berlin, but not the ones already at Quartzline",
    "analysts in Munich, not those now at Quartzline",
  ])
    test(q, () => {
      const company = leaves(q).filter((l) => l.criterion.label.includes("Quartzline"));
      expect(company.length).toBeGreaterThan(0);
      expect(company.every((l) => l.negated)).toBe(true);
    });
});
