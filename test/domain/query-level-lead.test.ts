/**
 * Leadership levels as a job architecture writes them (issue 45, round 17 of first sight, class
 * level_lead): "people managers" are whoever has reports (manager and up), also after "no";
 * "tech leaders" are engineering's leaders ("tech leads" stay a senior IC's title); a level inside
 * another narrows it ("C-suite technology leaders" are the C-level ones); "senior <department>
 * leaders" are its senior leadership; the management track is the leaders; a department excluded
 * with its level noun after it is excluded as one role, never read as that level asked for
 * elsewhere ("no finance leaders" is not "leaders outside finance"). This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { parsed, plan, positive, negative } = queryReaders(
  new CompanyLexicon([]),
  new Date(Date.UTC(2026, 10, 27)),
);

const LEADERS = "Seniority: Manager or Head of or Director or VP or C-level";
const IC = "Seniority: Entry level or Mid level or Senior";

describe("people managers and the management track", () => {
  test.each([
    "people managers in finance, Oslo",
    "management-track engineers in Oslo",
    "designers on the manager track in Oslo",
  ])("%s: the leaders, manager and up", (q) => {
    expect(positive(q)).toContain(LEADERS);
    expect(parsed(q).unplaced ?? []).toEqual([]);
  });
  test("'no people managers' excludes every leader, not only managers", () => {
    const q = "data analysts in Oslo, no people managers";
    expect(negative(q)).toEqual([LEADERS]);
    expect(positive(q).join(" ")).not.toMatch(/Seniority/);
  });
});

describe("the technology function's leaders", () => {
  test.each([
    ["tech leadership in Warsaw", LEADERS],
    ["technology leaders in Warsaw", LEADERS],
    ["C-suite technology leaders in Warsaw", "Seniority: C-level"],
    ["C-level tech executives, Warsaw", "Seniority: C-level"],
  ])("%s: engineering's, at %s alone", (q, level) => {
    expect(positive(q)).toContain("Works in Engineering");
    expect(positive(q).filter((l) => l.startsWith("Seniority"))).toEqual([level]);
  });
  test("'tech leads' stay the senior IC title, not leaders", () => {
    expect(positive("tech leads in Warsaw").join(" ")).not.toMatch(/Manager or Head/);
  });
});

describe("a leader level inside another narrows it", () => {
  test.each([
    ["C-level leaders in retail banking, Lisbon", "Seniority: C-level"],
    ["VP-level leadership in Lisbon", "Seniority: VP"],
  ])("%s: %s alone", (q, level) => {
    expect(positive(q).filter((l) => l.startsWith("Seniority"))).toEqual([level]);
  });
  test("'senior design leaders' are design's senior leadership, not senior ICs", () => {
    const p = positive("senior design leaders in Lisbon");
    expect(p).toContain("Works in Design");
    expect(p.filter((l) => l.startsWith("Seniority"))).toEqual(["Seniority: Director or VP or C-level"]);
  });
});

describe("a department excluded with its level noun", () => {
  test("'no finance leaders' beside finance people excludes the finance leaders only", () => {
    const q = "finance people in Oslo, no finance leaders";
    expect(plan(q)).toMatch(
      /NOT \(Works in Finance AND Seniority: Manager or Head of or Director or VP or C-level\)/,
    );
    expect(positive(q)).toContain("Works in Finance");
    expect(positive(q)).not.toContain(LEADERS);
  });
  test("'not sales ICs' beside sales leaders keeps the leaders and sales", () => {
    const q = "sales leaders in Oslo, not sales ICs";
    expect(positive(q)).toEqual(expect.arrayContaining(["Works in Sales", LEADERS]));
    expect(positive(q)).not.toContain(IC);
    expect(plan(q)).toMatch(/NOT \(Works in Sales AND Seniority: Entry level or Mid level or Senior\)/);
  });
  test("'excluding legal leadership' asks no leader anywhere", () => {
    const q = "lawyers and paralegals in Oslo, excluding legal leadership";
    expect(positive(q)).not.toContain(LEADERS);
  });
});
