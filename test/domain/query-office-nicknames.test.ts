/**
 * Office nicknames for trades and ranks (issue 45 round 22): a nickname read as a whole phrase is
 * the family or level it names, with the query's own polarity and department; one common word alone
 * ("suits", "firefighters") is not read as a nickname. This test's own phrasings, places and firms.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { OFFICE_NICKNAMES } from "../../src/domain/query/office-nicknames.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Saltmarsh Robotics", country: "GB" }]);
const now = new Date(Date.UTC(2026, 10, 26));
const labels = (q: string) =>
  leavesOf(parseQuery(q, { companies, now }).where).map((l) => (l.negated ? "NOT " : "") + l.criterion.label);
const has = (q: string, want: string) => expect(labels(q).some((l) => l.includes(want))).toBe(true);
const lacks = (q: string, unwanted: string) =>
  expect(labels(q).some((l) => l.includes(unwanted))).toBe(false);

describe("a trade's nickname is its family", () => {
  const TRADES: [string, string][] = [
    ["bean counters in Glasgow", "Accounting family"],
    ["a code monkey at Saltmarsh Robotics", "Software Engineering family"],
    ["white-hat hackers around Dublin", "Security Engineering family"],
    ["data plumbers who know Airflow", "Data Engineering family"],
    ["demo jockeys in Toronto", "Sales Engineering family"],
    ["quota-carrying reps in Austin", "Account Executive family"],
    ["firefighters on call in Leeds", "DevOps family"],
    ["mini-CEOs of product in Oslo", "Product Management family"],
  ];
  for (const [q, family] of TRADES) test(q, () => has(q, family));

  test("pixel pushers are designers", () => has("pixel pushers in Valencia", "Design"));
  test("number crunchers are analysts or accountants, as the dictionary says", () => {
    has("number crunchers in Lyon", "Data Analysis family");
    has("number crunchers in Lyon", "Accounting family");
  });
  test("a nickname keeps the query's polarity", () =>
    has("nurses in Leeds, no bean counters", "NOT Job title in the Accounting family"));
});

describe("a rank's nickname is its level", () => {
  test("top brass are the top levels, not the managers", () => {
    const got = labels("top brass in finance in Madrid");
    expect(got).toContain("Seniority: Director");
    expect(got).toContain("Seniority: C-level");
    expect(got.some((l) => l.includes("Manager"))).toBe(false);
  });
  test("not the top brass leaves the managers asked for", () => {
    const got = labels("middle managers in marketing in Lyon, not the top brass");
    expect(got).toContain("Seniority: Manager");
    expect(got.some((l) => l.startsWith("NOT") && l.includes("Manager"))).toBe(false);
    expect(got.some((l) => l.startsWith("NOT") && l.includes("Director"))).toBe(true);
  });
  test("the frozen middle is the manager level", () =>
    has("the frozen middle of finance in Porto", "Seniority: Manager"));
  test("line managers are the manager level, not an occupation", () => {
    has("finance leaders in Oslo, not the line managers", "NOT Seniority: Manager");
    lacks("finance leaders in Oslo, not the line managers", "ESCO");
  });
  test("a pointy-haired boss is a manager", () =>
    has("a pointy-haired boss in design", "Seniority: Manager"));
  test("worker bees are individual contributors", () =>
    has("finance worker bees in Cork", "Entry level or Mid level or Senior"));
  test("the finance C-suite is its C-level", () => has("the finance C-suite in Spain", "Seniority: C-level"));
  test("the tech C-suite is engineering's C-level", () =>
    has("the tech C-suite in Spain", "Works in Engineering"));
  test("the suits running a department are its leaders", () =>
    has(
      "the suits running marketing in Leeds",
      "Seniority: Manager or Head of or Director or VP or C-level",
    ));
});

describe("common words alone are not nicknames", () => {
  test("suits alone is no rank", () => lacks("lawyers who handle lawsuits in Leeds", "Seniority"));
  test("firefighters alone are the occupation", () => lacks("firefighters in Leeds", "DevOps"));
  test("first-line managers keep their reading", () =>
    has("first-line managers in finance", "Seniority: Manager"));
});

test("every nickname cites its source and sense", () => {
  for (const n of OFFICE_NICKNAMES) {
    expect(n.source.length).toBeGreaterThan(10);
    expect(n.sense.length).toBeGreaterThan(5);
  }
});

describe("a rank said of someone else or of the past", () => {
  test("the rank they serve is no level of theirs", () => {
    lacks("paralegals who answer to the top brass in Leeds", "Seniority");
    lacks("chauffeurs working for the C-suite in Glasgow", "Seniority");
    lacks("speechwriters alongside the top brass at Saltmarsh Robotics", "Seniority");
    has("speechwriters alongside the top brass at Saltmarsh Robotics", "Saltmarsh Robotics");
  });
  test("seeking or reaching the rank is still the rank", () => {
    has("searching for top brass in Leeds", "Seniority: Director");
    has("engineers with C-suite experience", "Seniority: C-level");
  });
  test("a listed rank in the past is a past range, never a current level", () => {
    has("architects, former top brass", "Previously at level Director or VP or C-level");
    lacks("architects, former top brass", "Seniority");
    has("chemists who used to be the top brass", "Previously at level Director or VP or C-level");
  });
});

describe("a nickname's words in their plain sense", () => {
  test("clothing, instruments, insects and the series stay literal", () => {
    lacks("tailors of women's suits in Glasgow", "Seniority");
    lacks("top brass sections for a wedding band in Leeds", "Seniority");
    lacks("apiarists breeding worker bees for honey", "Seniority");
    lacks("writers who binge-watched Mad Men, in Dublin", "Marketing");
  });
});
