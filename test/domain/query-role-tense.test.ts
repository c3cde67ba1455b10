/**
 * A role said with where a career came from or what someone has done (issue 45, a class found by
 * trying the parser as a stranger would): "used to work in sales", "came from engineering",
 * "started out in design", "moved from sales to marketing" are an earlier role; "with experience in
 * sales", "sales experience", "has worked in sales" a role now or before. Read as the role now they
 * asked the opposite ("people who used to work in sales" found today's sellers) or, beside a second
 * role, made the two alternatives ("marketers who started out in sales" asked marketing OR sales).
 * And a title the vocabulary does not know after "former" / "ex" / "previously a" is a title held
 * before, not an employer no one is named ("former teachers", "was previously a consultant").
 * This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { careerTokens, holdsAny, type Job } from "../helpers/career-tokens.ts";
import { queryReaders } from "../helpers/query.ts";

const now = new Date(Date.UTC(2026, 10, 27));
const { plan, leaves } = queryReaders(
  new CompanyLexicon([{ name: "Initech" }, { name: "Hooli" }] as never),
  now,
);

describe("a role held before", () => {
  test.each([
    ["people who used to work in sales", "Previously worked as Sales"],
    ["folks who used to be in marketing", "Previously worked as Marketing"],
    [
      "product managers who came from engineering",
      "Job title in the Product Management family AND Previously worked as Engineering",
    ],
    ["marketers who started out in sales", "Works in Marketing AND Previously worked as Sales"],
    [
      "designers who started their careers in engineering",
      "Works in Design AND Previously worked as Engineering",
    ],
    ["people who moved from sales to marketing", "Works in Marketing AND Previously worked as Sales"],
    [
      "people who switched from engineering into product management",
      "Job title in the Product Management family AND Previously worked as Engineering",
    ],
    ["marketers with prior sales experience", "Works in Marketing AND Previously worked as Sales"],
    ["people who have worked in sales before", "Previously worked as Sales"],
    ["people who were in sales", "Previously worked as Sales"],
  ])("%s", (query, expected) => {
    expect(plan(query)).toBe(expected);
  });

  test("a list after the cue shares it: 'came from sales or marketing', 'came from sales/marketing'", () => {
    const both = "(Previously worked as Sales OR Previously worked as Marketing)";
    expect(plan("engineers who came from sales or marketing")).toBe(`Works in Engineering AND ${both}`);
    expect(plan("engineers who came from sales/marketing")).toBe(`Works in Engineering AND ${both}`);
  });
});

describe("a role now or before", () => {
  test.each([
    ["marketers with experience in sales", "Works in Marketing AND Works or worked in Sales"],
    ["engineers with sales experience", "Works in Engineering AND Works or worked in Sales"],
    [
      "product managers with a background in engineering",
      "Job title in the Product Management family AND Works or worked in Engineering",
    ],
    [
      "people who worked in sales before moving to marketing",
      "Works in Marketing AND Works or worked in Sales",
    ],
  ])("%s", (query, expected) => {
    expect(plan(query)).toBe(expected);
  });

  test("'sales experience' holds for a seller now and for a marketer who sold before, not a marketer who never did", () => {
    const [criterion] = leaves("people with sales experience").map((l) => l.criterion);
    expect(criterion?.kind).toBe("background");
    const tokensOf = (experience: Job[]) => careerTokens(experience, now);
    const holds = (tokens: Set<string>) => holdsAny(criterion, tokens);
    const seller = tokensOf([
      { position_title: "Account Executive", company_name: "Hooli", date_from: "2021-03" },
    ]);
    const soldBefore = tokensOf([
      { position_title: "Marketing Manager", company_name: "Hooli", date_from: "2022-01" },
      {
        position_title: "Sales Representative",
        company_name: "Initech",
        date_from: "2017-05",
        date_to: "2021-12",
      },
    ]);
    const never = tokensOf([
      { position_title: "Marketing Manager", company_name: "Hooli", date_from: "2019-01" },
    ]);
    expect([holds(seller), holds(soldBefore), holds(never)]).toEqual([true, true, false]);
  });
});

describe("an industry after the same cues", () => {
  test("'came from consulting' is an earlier employer's industry, beside the role now", () => {
    expect(plan("engineers who came from consulting")).toMatch(
      /^Works in Engineering AND Previously at a company in /,
    );
  });
  test("'spent years in consulting' is an employer's industry now or before", () => {
    expect(plan("people who spent years in consulting")).toMatch(/^Works or worked at a company in /);
  });
});

describe("a title the vocabulary does not know, after a past cue", () => {
  test.each([
    ["was previously a consultant", 'Earlier job titled "consultant"'],
    ["former teachers", 'Earlier job titled "teacher"'],
    ["ex-consultants at Initech", 'Earlier job titled "consultant" AND Currently works at Initech'],
    [
      "former teachers now in product management",
      'Job title in the Product Management family AND Earlier job titled "teacher"',
    ],
  ])("%s", (query, expected) => {
    expect(plan(query)).toBe(expected);
  });

  test("an employer keeps its reading: a known name, or an unknown one before a role or its people", () => {
    expect(plan("engineers who came from Hooli")).toContain("Previously worked at Hooli");
    expect(plan("former hooli employees")).toBe("Previously worked at Hooli");
    expect(plan("ex stripe engineers")).not.toContain("Earlier job titled");
    expect(plan("ex papaya employees")).not.toContain("Earlier job titled");
  });
});

describe("a title of a department's worker", () => {
  const departmentsOf = (title: string) => {
    const experience = [
      { position_title: title, company_name: "Hooli", date_from: "2022-01" },
      { position_title: title, company_name: "Initech", date_from: "2017-05", date_to: "2021-12" },
    ];
    return [...careerTokens(experience, now)]
      .filter((t) => t.startsWith("dept0") || t.startsWith("pdep0"))
      .sort();
  };
  test.each([
    ["Sales Representative", "sales"],
    ["Inside Sales Rep", "sales"],
    ["Sales Associate", "sales"],
    ["Finance Associate", "finance"],
    ["Operations Coordinator", "operations"],
    ["Technical Support Agent", "customersuccess"],
    ["Legal Assistant", "legal"],
  ])("'%s' is in its department now and before", (title, department) => {
    expect(departmentsOf(title)).toEqual([`dept0${department}`, `pdep0${department}`]);
  });
  test("a noun of how one works without a department before it places nothing", () => {
    expect(departmentsOf("Data Entry Clerk")).toEqual([]);
    expect(departmentsOf("Compliance Officer")).toEqual([]);
  });
});

describe("a level held before", () => {
  test.each([
    ["former managers", "Previously at level Manager"],
    ["people who were previously directors", "Previously at level Director"],
    [
      "used to be managers, now ICs",
      "Previously at level Manager AND Seniority: Entry level or Mid level or Senior",
    ],
  ])("%s", (query, expected) => {
    expect(plan(query)).toBe(expected);
  });

  test("an earlier job's level is in the index: a staff engineer who managed before, not one who never did", () => {
    const [criterion] = leaves("former managers").map((l) => l.criterion);
    const tokensOf = (experience: Job[]) => careerTokens(experience, now);
    const holds = (tokens: Set<string>) => holdsAny(criterion, tokens);
    const managedBefore = tokensOf([
      { position_title: "Staff Engineer", company_name: "Hooli", date_from: "2022-01" },
      {
        position_title: "Engineering Manager",
        company_name: "Initech",
        date_from: "2017-05",
        date_to: "2021-12",
      },
    ]);
    const managesNow = tokensOf([
      { position_title: "Engineering Manager", company_name: "Hooli", date_from: "2022-01" },
      {
        position_title: "Software Engineer",
        company_name: "Initech",
        date_from: "2017-05",
        date_to: "2021-12",
      },
    ]);
    expect([holds(managedBefore), holds(managesNow)]).toEqual([true, false]);
  });

  test("leading a team in the past: an earlier job's leadership level and department", () => {
    const led = "Previously at level Manager or Head of or Director or VP or C-level";
    expect(plan("people who ran sales teams")).toBe(`${led} AND Previously worked as Sales`);
    expect(plan("people who used to lead design teams")).toBe(`${led} AND Previously worked as Design`);
    expect(plan("people who run sales teams")).toBe(
      "Works in Sales AND Seniority: Manager or Head of or Director or VP or C-level",
    );
  });
});

describe("verbs and 'turned'", () => {
  test.each([
    ["people who sell", "Works in Sales"],
    ["marketers who used to sell", "Works in Marketing AND Previously worked as Sales"],
    ["salespeople turned marketers", "Works in Marketing AND Previously worked as Sales"],
    ["designers turned engineers", "Works in Engineering AND Previously worked as Design"],
  ])("%s", (query, expected) => {
    expect(plan(query)).toBe(expected);
  });
  test("'turned' after no role is left alone", () => {
    expect(plan("people who turned 40")).not.toContain("Previously");
  });
});

describe("IC, the individual contributor", () => {
  test("'ICs' typed in capitals are the contributor levels; after a level word only that level", () => {
    expect(plan("ICs in Berlin")).toBe(
      "Seniority: Entry level or Mid level or Senior AND Located in Berlin, Berlin, Germany",
    );
    expect(plan("sr IC data engineers")).toBe(
      "Job title in the Data Engineering family AND Seniority: Senior",
    );
    expect(plan("senior individual contributors")).toBe("Seniority: Senior");
  });
});

test("'experience' naming a field of work before a role is no experience in it", () => {
  expect(plan("product experience leads")).toBe("Works in Product AND Title says Lead");
});
