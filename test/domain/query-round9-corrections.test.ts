/**
 * Round 9 of first sight (issue 45; test/quality/first-sight-9/README.md), style (b):
 * self-corrections and refinements inside one message. A value taken back is never applied (a
 * value said as an exclusion stays one), "too" adds rather than replaces, a number said again with
 * the same words is the second one, and a clause that ends in "only" is what is asked, never part
 * of the exclusion before it. This test's own companies, places and phrasings, none of that set's
 * queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Marlowe Robotics", country: "GB" },
  { id: 2, name: "Sable & Rye", country: "US" },
  { id: 3, name: "Quartzline", country: "DE" },
  { id: 4, name: "Fennick Labs", country: "FR" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { parsed, plan, positive, negative } = queryReaders(companies, now);

describe("a value taken back is not applied", () => {
  test.each([
    ["nurses in Leeds, hmm no, make it Bristol or Bath", "Bristol", "Leeds"],
    ["nurses in Leeds, err, I mean Bristol", "Bristol", "Leeds"],
    ["pharmacists at Marlowe Robotics — sorry, I meant Fennick Labs", "Fennick Labs", "Marlowe"],
    ["pharmacists at Quartzline, sorry, not Quartzline, Fennick Labs", "Fennick Labs", "Quartzline"],
  ])("%s", (q, kept, retracted) => {
    expect(plan(q)).toContain(kept);
    expect(positive(q).some((l) => l.includes(retracted))).toBe(false);
  });

  test("a name read after 'at' never takes the marker in ('at Quartzline — sorry, I meant')", () => {
    expect(parsed("welders at Quartzline — sorry, I meant Fennick Labs").notes.join(" ")).not.toContain(
      "typo match",
    );
  });

  test("'instead of X, make it Y': X said again earlier is taken back too, and stays excluded", () => {
    const q = "accountants in Hamburg... instead of Hamburg, make it Cologne and Stuttgart";
    expect(positive(q).some((l) => l.includes("Hamburg"))).toBe(false);
    expect(negative(q).some((l) => l.includes("Hamburg"))).toBe(true);
    expect(positive(q).some((l) => l.includes("Cologne"))).toBe(true);
    expect(positive(q).some((l) => l.includes("Stuttgart"))).toBe(true);
  });

  test("'not X, I meant Y': X is excluded, Y asked, and the exclusion does not reach Y", () => {
    const q = "not copywriters, I meant UX designers, in Porto";
    expect(negative(q).some((l) => /Copywrit|Marketing/.test(l))).toBe(true);
    expect(positive(q).some((l) => /Design/.test(l))).toBe(true);
  });

  test("'swap X for Y' takes X back", () => {
    const q = "welders at Quartzline; swap Quartzline for Marlowe Robotics";
    expect(positive(q)).toContain("Currently works at Marlowe Robotics");
    expect(positive(q).some((l) => l.includes("Quartzline"))).toBe(false);
  });

  test("'scratch X,' takes X back for the exclusion that follows", () => {
    const q = "statisticians in Spain, scratch Spain, anywhere except Spain and Portugal";
    expect(positive(q).some((l) => l.includes("Spain"))).toBe(false);
    expect(negative(q)).toEqual(expect.arrayContaining(["Located in Spain", "Located in Portugal"]));
  });
});

describe("a correction that adds, and a number said again", () => {
  test("'make that Y too' adds Y to X", () => {
    const p = plan("geologists in Perth. actually make that Adelaide too");
    expect(p).toContain("Perth");
    expect(p).toContain("Adelaide");
  });

  test("'in 2019 or later. actually 2021 or later' is 2021", () => {
    const p = plan("chemists who started their current job in 2019 or later. actually 2021 or later");
    expect(p).toContain("In the current job for at most 70 months");
  });
});

describe("a clause ending in 'only' is asked, never excluded", () => {
  test("'no seniors, juniors and mids only'", () => {
    const q = "data engineers in Chile — actually, no seniors, juniors and mids only";
    expect(negative(q)).toEqual(["Seniority: Senior"]);
    expect(positive(q)).toEqual(expect.arrayContaining(["Seniority: Entry level", "Seniority: Mid level"]));
  });

  test("'outside X, Y only'", () => {
    const q = "solutions engineers outside Canada, Mexico only";
    expect(negative(q)).toEqual(["Located in Canada"]);
    expect(positive(q)).toContain("Located in Mexico");
  });

  test("a bare 'mid' listed with another level is the mid level", () => {
    expect(positive("mid or senior actuaries in Leeds")).toEqual(
      expect.arrayContaining(["Seniority: Mid level", "Seniority: Senior"]),
    );
    // "mid" is linked to no ESCO occupation ("mid-office"); the only one read is the actuaries' own
    // (an English title the vocabulary does not place, read as a stored "Actuary" is indexed).
    const linked = parsed("mid or senior actuaries in Leeds")
      .criteria.filter((c) => c.label.includes("ESCO"))
      .map((c) => c.from);
    expect(linked).toEqual(["actuaries"]);
  });
});
