/**
 * English titles the English vocabulary does not place (src/domain/query/read-english-occupations.ts):
 * a query's title span is read the way a stored job with that title is indexed, as its ESCO
 * occupation (occ0), so "chefs" finds the people whose current title is "Chef" and nobody else,
 * "civil engineers" no longer asks the software department, "office managers" no longer every
 * manager. Each case is judged on the tokens the index writes for a career (test/helpers/career-tokens.ts),
 * with this file's own titles, places and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { holderTokens } from "../helpers/career-tokens.ts";
import { queryReaders } from "../helpers/query.ts";

const now = new Date(Date.UTC(2026, 10, 27));
const reader = queryReaders(new CompanyLexicon([{ id: 1, name: "Harrow Clinics", country: "GB" }]), now);
const { plan, positive, negative } = reader;

/** The tokens the index writes for someone whose current job is this title, living there when given. */
const holder = holderTokens("Harrow Clinics", "2021-04", now);

const meets = (q: string, title: string, location?: string) => reader.meets(q, holder(title, location));

describe("a title the vocabulary does not place is read as its ESCO occupation", () => {
  test.each([
    // health
    ["pharmacists", "Pharmacist", "Software Engineer"],
    ["a physiotherapist", "Physiotherapist", "Product Manager"],
    ["dietitians", "Dietitian", "Accountant"],
    // legal (outside the vocabulary's Legal family)
    ["notaries", "Notary", "Paralegal"],
    // trades
    ["an electrician", "Electrician", "Electrical Engineer"],
    ["plumbers", "Plumber", "Pipe Welder"],
    ["carpenters", "Carpenter", "Data Analyst"],
    // education
    ["primary school teachers", "Primary School Teacher", "Software Engineer"],
    ["librarians", "Librarian", "Data Engineer"],
    // hospitality
    ["chefs", "Chef", "Sales Manager"],
    ["bartenders", "Bartender", "Backend Engineer"],
    ["hotel receptionists", "Hotel Receptionist", "Recruiter"],
    // engineering outside software
    ["civil engineers", "Civil Engineer", "Software Engineer"],
    ["mechanical engineers", "Mechanical Engineer", "DevOps Engineer"],
    // offices
    ["office managers", "Office Manager", "Engineering Manager"],
    ["insurance agents", "Insurance Broker", "Account Executive"],
  ])("%s: %s, not %s", (q, title, other) => {
    expect(positive(q).join(" | ")).toMatch(/ESCO occupation/);
    expect(meets(q, title)).toBe(true);
    expect(meets(q, other)).toBe(false);
  });

  test("a generic head word of the title is not read besides it", () => {
    expect(plan("civil engineers")).not.toMatch(/Works in Engineering/);
    expect(plan("office managers")).not.toMatch(/Seniority: Manager/);
    // A software engineer was everything "civil engineers" asked before.
    expect(meets("civil engineers in Munich", "Software Engineer", "Munich, Germany")).toBe(false);
    expect(meets("civil engineers in Munich", "Civil Engineer", "Munich, Germany")).toBe(true);
  });

  test("a title the vocabulary places keeps its reading", () => {
    expect(plan("sales assistants")).toBe("Works in Sales");
    expect(plan("lawyers")).toBe("Job title in the Legal family");
    expect(plan("software engineers")).not.toMatch(/ESCO/);
    expect(plan("paralegals")).not.toMatch(/ESCO/);
  });
});

describe("near ties: the kinds of the title the linker ranks beside it", () => {
  test("'pharmacists' finds the hospital pharmacist, whose job links only its own concept", () => {
    expect(meets("pharmacists", "Hospital Pharmacist")).toBe(true);
    expect(meets("psychologists", "Clinical Psychologist")).toBe(true);
    expect(meets("electricians", "Domestic Electrician")).toBe(true);
  });

  test("'nurses' holds the nurses, not the nurse assistant (a kind of assistant)", () => {
    const [label] = positive("nurses");
    expect(label).toMatch(/specialist nurse/);
    // A veterinary nurse is a kind of work on animals, no kind of the nurse asked (review r66,
    // test/review/r66-english-occupations.test.ts; src/domain/query/plain-title.ts).
    expect(label).not.toMatch(/veterinary nurse/);
    expect(label).not.toMatch(/nurse assistant/);
    expect(meets("nurses", "Nurse")).toBe(true);
    expect(meets("nurses", "Nurse Assistant")).toBe(false);
  });

  test("a kind the linker ranks well under the title is not asked ('chefs' are not head chefs)", () => {
    expect(meets("chefs", "Head Chef")).toBe(false);
    expect(meets("head chefs", "Head Chef")).toBe(true);
  });

  test("the criterion stays a short token list", () => {
    for (const q of ["electricians", "teachers", "social workers", "welders"])
      for (const leaf of reader.leaves(q)) expect(leaf.criterion.tokens.length).toBeLessThanOrEqual(8);
  });
});

describe("with exclusions, levels, places and lists", () => {
  test.each([
    ["not teachers", "Music Teacher"],
    ["everyone but pharmacists", "Pharmacist"],
    ["carpenters, not plumbers", "Plumber"],
    ["people in Leeds except dentists", "Dentist"],
  ])("%s: the occupation is excluded", (q, excluded) => {
    expect(negative(q).join(" | ")).toMatch(/ESCO occupation/);
    expect(meets(q, excluded, "Leeds, United Kingdom")).toBe(false);
  });

  test("'senior civil engineers' asks the level and the occupation", () => {
    const labels = positive("senior civil engineers");
    expect(labels).toContain("Seniority: Senior");
    expect(labels.join(" | ")).toMatch(/civil engineer/);
    expect(meets("senior civil engineers", "Senior Civil Engineer")).toBe(true);
    expect(meets("senior civil engineers", "Civil Engineer")).toBe(false);
    expect(meets("senior civil engineers", "Senior Software Engineer")).toBe(false);
  });

  test("a place beside the title", () => {
    expect(meets("teachers in Valencia", "Teacher", "Valencia, Spain")).toBe(true);
    expect(meets("teachers in Valencia", "Teacher", "Lyon, France")).toBe(false);
    expect(meets("teachers in Valencia", "Backend Engineer", "Valencia, Spain")).toBe(false);
  });

  test("'X or Y' is either occupation", () => {
    expect(meets("opticians or audiologists", "Optician")).toBe(true);
    expect(meets("bakers or butchers in Leeds", "Butcher", "Leeds, United Kingdom")).toBe(true);
    expect(meets("bakers or butchers in Leeds", "Cashier", "Leeds, United Kingdom")).toBe(false);
  });

  test("a list of titles after the ask's verb, plurals in -ves included", () => {
    expect(meets("hiring: chefs, cooks and waiters in Bristol", "Chef", "Bristol, United Kingdom")).toBe(
      true,
    );
    expect(meets("seeking welders in Gdynia", "Welder", "Gdynia, Poland")).toBe(true);
    expect(meets("nurses and midwives in Cork", "Midwife", "Cork, Ireland")).toBe(true);
    expect(meets("nurses and midwives in Cork", "Accountant", "Cork, Ireland")).toBe(false);
  });

  test("a title held before stays an earlier job's", () => {
    expect(plan("product managers who used to be pharmacists")).toMatch(/Earlier job titled "pharmacist"/);
    expect(plan("former electricians")).not.toMatch(/ESCO/);
  });
});

describe("English words that are ESCO labels but no title asked", () => {
  test.each([
    "data scientists who build a model for churn",
    "sales people who work with a channel partner",
    "developers who wrote a style guide",
    "founders in Lisbon",
    "support engineers in Dublin",
    "tech leads in Oslo",
    "engineers who maintain device drivers",
    "firmware engineers who write printer drivers",
    "PMs who shipped AI agents",
    "analysts in Porto",
    "consultants in Vienna",
    "designers in Milan",
    "researchers who could mentor interns",
    "growth marketers, recruiter here",
    "lawyers at Baker Botts",
    "accountants at Cook Medical",
  ])("%s", (q) => {
    expect(positive(q).join(" | ")).not.toMatch(/ESCO/);
  });
});
