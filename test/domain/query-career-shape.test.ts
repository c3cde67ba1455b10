/**
 * A career's shape (issue 45, round 13's class "career trajectories"): one employer only, promoted
 * from within, hired in from elsewhere, how long the previous job lasted, a career's first employer,
 * each read to the career tokens the index keeps for every person (../../src/domain/search/
 * career-facets.ts) and each excluded under its own cue, never applied the other way. Before this
 * file's change such asks ranked on their words ("promoted", "switched") or became the opposite (a
 * "switched employers" read as a recent start). This file's own companies and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { normalizePersonInput } from "../../src/domain/person.ts";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { careerFacet } from "../../src/domain/search/career-facets.ts";
import { facetTokens } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Marrow Tide Logistics", country: "GB" },
  { id: 2, name: "Pellucid Foods", country: "NL" },
]);
// Asked on 26 November 2026.
const now = new Date(Date.UTC(2026, 10, 26));
const { plan, positive, negative } = queryReaders(companies, now);

const MOVED = "Has changed employer (an earlier job at another company)";
const INSIDE = "Promoted within the current employer (an earlier job there)";

describe("one employer, promoted within, hired in", () => {
  test.each([
    ["buyers who never changed companies", [], [MOVED]],
    ["nurses who stayed with the same employer their whole life", [], [MOVED]],
    ["machinists who have never switched employers", [], [MOVED]],
    ["planners still with the firm where they started out", [], [MOVED]],
    ["site leads who rose through the ranks", [INSIDE], []],
    ["controllers who got promoted in-house", [INSIDE], []],
    ["auditors who moved up internally, not anyone brought in from another firm", [INSIDE], [MOVED]],
    ["managers hired in from outside", [MOVED], []],
    ["analysts who have switched employers at least once", [MOVED], []],
    ["drivers at their second company", [MOVED], []],
    ["dispatchers, but nobody who has hopped companies", [], [MOVED]],
    ["clerks rather than people who came over from a different company", [], [MOVED]],
    ["supervisors, skip anyone who has moved around", [], [MOVED]],
  ])("%s", (q, wanted, excluded) => {
    for (const label of wanted) expect(positive(q)).toContain(label);
    for (const label of excluded) expect(negative(q)).toContain(label);
    for (const label of excluded) expect(positive(q)).not.toContain(label);
    // Never a recent start read from "changed / switched / moved".
    expect(plan(q)).not.toMatch(/At the current company for at most/);
  });

  test("a whole career at a named company: there now, never anywhere else", () => {
    const q = "people whose entire career was at Pellucid Foods";
    expect(positive(q)).toContain("Currently works at Pellucid Foods");
    expect(negative(q)).toContain(MOVED);
  });

  test("a dated change of jobs is a recent start, not a career's shape", () => {
    const q = "chemists who changed jobs in the last few months";
    expect(plan(q)).toMatch(/At the current company for at most/);
    expect(plan(q)).not.toContain(MOVED);
  });

  test("moved to X from another company: at X now, and hired in", () => {
    const q = "buyers who came over to Pellucid Foods from a different company";
    expect(positive(q)).toEqual(expect.arrayContaining(["Currently works at Pellucid Foods", MOVED]));
  });

  test("first and only job: no earlier job at all; 'not first-jobbers' asks for one", () => {
    expect(negative("welders in their one and only job")).toContain("Has worked for an earlier employer");
    expect(positive("welders who joined this year, not first-jobbers")).toContain(
      "Has worked for an earlier employer",
    );
  });
});

describe("the previous job's length", () => {
  test.each([
    ["chemists with under four years at their last employer", "At most 3 years in the previous job"],
    ["chemists who spent 6+ years at their prior company", "At least 6 years in the previous job"],
    ["chemists who spent at least ten years at their former firm", "At least 10 years in the previous job"],
  ])("%s", (q, label) => {
    expect(positive(q)).toContain(label);
    expect(plan(q)).not.toMatch(/years of experience/);
  });

  test("promoted within N years of joining: a promotion there, after a short first job", () => {
    const q =
      "accountants promoted within three years of joining, but not anyone who got the role by changing employers";
    expect(positive(q)).toEqual(expect.arrayContaining([INSIDE, "At most 3 years in the previous job"]));
    expect(negative(q)).toContain(MOVED);
  });
});

describe("where a career started", () => {
  test("started out at X and since gone somewhere else: X the first employer, not X now", () => {
    const q = "planners who got their start at Marrow Tide Logistics and have since gone somewhere else";
    // The first job's employer (./query-first-employer.test.ts), which an earlier employer need not be.
    expect(positive(q)).toContain("First job at Marrow Tide Logistics");
    expect(negative(q)).toContain("Currently works at Marrow Tide Logistics");
  });
});

describe("a departure from a recent start is excluded, not asked for", () => {
  test("'not those who joined in the last 3 years'", () => {
    const q = "welders with 10+ years at their current company, not those who joined in the last 3 years";
    expect(negative(q)).toContain("At the current company for at most 36 months");
    expect(positive(q)).not.toContain("At the current company for at most 36 months");
  });
});

describe("the career tokens every person gets", () => {
  const tokensOf = (experience: Record<string, unknown>[]) =>
    facetTokens(
      normalizePersonInput({ pnet_url: "https://www.pnet.example/in/c", name: "C", experience }, now).person,
    );
  test("promoted at the same employer: inside, not moved; the earlier job's years", () => {
    const t = tokensOf([
      { position_title: "Senior Buyer", company_name: "Pellucid Foods", date_from: "2022-03" },
      { position_title: "Buyer", company_name: "Pellucid Foods", date_from: "2017-03", date_to: "2022-03" },
    ]);
    expect(t).toContain(careerFacet.promotedInside());
    expect(t).not.toContain(careerFacet.moved());
    expect(t).toContain(careerFacet.previousYears(5));
    expect(t).toContain(careerFacet.firstCompanyName("Pellucid Foods"));
  });
  test("hired in from elsewhere: moved, not inside; a single job: neither", () => {
    const moved = tokensOf([
      { position_title: "Buyer", company_name: "Pellucid Foods", date_from: "2024-01" },
      {
        position_title: "Clerk",
        company_name: "Marrow Tide Logistics",
        date_from: "2021-06",
        date_to: "2023-12",
      },
    ]);
    expect(moved).toContain(careerFacet.moved());
    expect(moved).not.toContain(careerFacet.promotedInside());
    expect(moved).toContain(careerFacet.previousYears(2));
    expect(moved).toContain(careerFacet.firstCompanyName("Marrow Tide Logistics"));
    const single = tokensOf([
      { position_title: "Buyer", company_name: "Pellucid Foods", date_from: "2024-01" },
    ]);
    expect(single.filter((x) => x.startsWith("crr0") || x.startsWith("crrpy0"))).toEqual([]);
  });
});
