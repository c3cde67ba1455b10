/**
 * Time at a company is the stay, not the seat (issue 45): the month a person joined the current
 * employer is the start of the unbroken run of jobs there that ends with the current one, indexed
 * beside the current job's start; "at X for N+ years", "joined X in the last N years", "been with X
 * since 2021", "N years at X", "longest-serving at X" ask for the stay, "in their current role for N
 * years" and "in the role since" for the seat; relaxation drops a tenure no one has, never the
 * company or the role it is about. This file's own companies and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { normalizePersonInput } from "../../src/domain/person.ts";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import type { Criterion } from "../../src/domain/query/criteria.ts";
import { leavesOf, type PlanNode } from "../../src/domain/query/plan.ts";
import { facetTokens } from "../../src/domain/search/facets.ts";
import { relaxOnce } from "../../src/domain/search/relax.ts";
import { joinedCurrentCompany } from "../../src/domain/search/time-facets.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Tallow Bay Instruments", country: "GB" },
  { id: 2, name: "Orrin Freight", country: "NL" },
]);
// Asked on 26 November 2026.
const now = new Date(Date.UTC(2026, 10, 26));
const { parsed } = queryReaders(companies, now);
const tenure = (q: string) =>
  leavesOf(parsed(q).where)
    .map((l) => l.criterion)
    .filter((c) => c.kind === "tenure");
const only = (q: string): Criterion => {
  const found = tenure(q);
  expect({ q, tenures: found.length }).toEqual({ q, tenures: 1 });
  return found[0] as Criterion;
};

describe("the stay at a company", () => {
  test.each([
    [
      "buyers who have been at Tallow Bay Instruments for 6+ years",
      "At the current company for at least 72 months",
    ],
    ["who joined Orrin Freight in the last three years", "At the current company for at most 36 months"],
    ["planners who've been with Orrin Freight since 2022", "At the current company for at most 58 months"],
    ["7 years at Tallow Bay Instruments, in operations", "At the current company for at least 84 months"],
    ["the longest-serving engineers at Orrin Freight", "At the current company for at least 120 months"],
    [
      "Orrin Freight drivers who joined Orrin Freight in 2020 or later",
      "At the current company for at most 82 months",
    ],
    [
      "anyone at Tallow Bay Instruments who has been there more than eighteen months",
      "At the current company for at least 19 months",
    ],
  ])("%s", (q, label) => {
    const c = only(q);
    expect(c.label).toBe(label);
    expect(c.tokens.every((t) => t.startsWith("ccj"))).toBe(true);
    expect(leavesOf(parsed(q).where).some((l) => l.criterion.kind === "current_company")).toBe(true);
  });

  test("since 2021 is a stay begun in 2021 or later, still going", () => {
    const c = only("accountants with Orrin Freight since 2021");
    expect(c.tokens).toContain("ccjy02021");
    expect(c.tokens).toContain("ccj0202611");
    expect(c.tokens).not.toContain("ccjy02020");
    expect(c.tokens).not.toContain("ccj0202012");
  });

  test("joined X in a year is a stay begun in that year", () => {
    const c = only("who joined Tallow Bay Instruments in 2023");
    expect(c.tokens).toEqual(["ccjy02023"]);
  });
});

describe("the seat: time in the current role", () => {
  test.each([
    ["engineers in their current role for 4 years", "In the current job for at least 48 months"],
    ["designers at Orrin Freight in the role since 2025", "In the current job for at most 22 months"],
    ["analysts in post for at least three years", "In the current job for at least 36 months"],
  ])("%s", (q, label) => {
    const c = only(q);
    expect(c.label).toBe(label);
    expect(c.tokens.every((t) => t.startsWith("cst"))).toBe(true);
  });
});

describe("the month joined: the unbroken run of jobs at the employer", () => {
  const joinedOf = (experience: Record<string, unknown>[]) => {
    const p = normalizePersonInput(
      { pnet_url: "https://www.pnet.example/in/t", name: "T", experience },
      now,
    ).person;
    const active = p.experience.find((e) => e.active_experience === 1);
    const at = active ? joinedCurrentCompany(p.experience, active) : null;
    return at === null ? null : `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, "0")}`;
  };
  test("a promotion keeps the first job's start; the tokens say both", () => {
    const experience = [
      { position_title: "Head of Buying", company_name: "Orrin Freight", date_from: "2025-04" },
      {
        position_title: "Senior Buyer",
        company_name: "Orrin Freight",
        date_from: "2021-02",
        date_to: "2025-03",
      },
      { position_title: "Buyer", company_name: "Orrin Freight", date_from: "2018-09", date_to: "2021-01" },
      { position_title: "Clerk", company_name: "Kessel Mills", date_from: "2015-01", date_to: "2018-08" },
    ];
    expect(joinedOf(experience)).toBe("2018-09");
    const tokens = facetTokens(
      normalizePersonInput({ pnet_url: "https://www.pnet.example/in/u", name: "U", experience }, now).person,
    );
    expect(tokens).toContain("ccj0201809");
    expect(tokens).toContain("cst0202504");
    expect(tokens).not.toContain("ccj0202504");
  });
  test("a job elsewhere in between ends the run: back at the company is a new stay", () => {
    expect(
      joinedOf([
        { position_title: "Buyer", company_name: "Orrin Freight", date_from: "2024-06" },
        { position_title: "Buyer", company_name: "Kessel Mills", date_from: "2021-01", date_to: "2024-05" },
        { position_title: "Clerk", company_name: "Orrin Freight", date_from: "2017-01", date_to: "2020-12" },
      ]),
    ).toBe("2024-06");
  });
  test("a job held alongside breaks nothing", () => {
    expect(
      joinedOf([
        { position_title: "Lead Buyer", company_name: "Orrin Freight", date_from: "2023-01" },
        { position_title: "Board Member", company_name: "Kessel Mills", date_from: "2020-05" },
        { position_title: "Buyer", company_name: "Orrin Freight", date_from: "2019-03", date_to: "2022-12" },
      ]),
    ).toBe("2019-03");
  });
});

describe("relaxation drops a tenure no one has, never its company or role", () => {
  test("the tenure goes first, even when the company was read with less certainty", () => {
    const where = parsed("logistics analysts at Orrin Freight for 40+ years").where;
    // The company and the role read with less certainty than the tenure (a name the index knew,
    // a title guessed): by certainty alone they would go first.
    const shaken = JSON.parse(JSON.stringify(where), function (this: Criterion, k, v) {
      return k === "confidence" && this.kind !== "tenure" ? 0.5 : v;
    }) as PlanNode;
    const step = relaxOnce(shaken);
    expect(step?.dropped.map((c) => c.kind)).toEqual(["tenure"]);
    const kept = leavesOf(step?.where as PlanNode).map((l) => l.criterion.kind);
    expect(kept).toContain("current_company");
    expect(kept).toContain("role");
    expect(step?.note).toContain("At the current company for at least 480 months");
  });
});
