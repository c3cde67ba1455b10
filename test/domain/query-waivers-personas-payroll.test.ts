/**
 * Readings that must not turn into the opposite of the ask (review r68, issue 45): a verb of
 * leaving out that is itself negated or waived leaves nobody out, and one whose people are "not X"
 * keeps only X; a persona that is the reader's own role ("You are the head of a clinic") before
 * the role asked for ("We are hiring ...") is framing, not the ask; "payroll" as how someone is
 * employed ("on X's payroll", "off-payroll") is no Accounting family; the formal register's bare
 * words ("save" as a verb, "no exceptions", "noted above") exclude nothing, and "managerial
 * positions" with no department are the manager level and above. This file's own companies, places and wording.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Quillfeather", country: "GB" },
  { id: 2, name: "Brightmoor", country: "GB" },
]);
const { plan, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));

describe("a waived verb of leaving out", () => {
  test.each([
    ["Pharmacists in Bristol. Please don't leave out interns.", "Entry level"],
    ["There's no need to exclude directors. Pharmacists in Bristol.", "Director"],
    ["Pharmacists in Bristol; you needn't filter out anyone at manager level.", "Manager"],
    ["Pharmacists in Bristol. Never drop people who work at Quillfeather.", "Quillfeather"],
    ["Pharmacists in Bristol. Skip no one at entry level.", "Entry level"],
    ["Pharmacists in Bristol. Exclude nobody from Brightmoor.", "Brightmoor"],
  ])("'%s' excludes no %s", (q, what) => {
    expect(negative(q).join(" | ")).not.toContain(what);
    expect(positive(q).join(" | ")).not.toContain(what);
    expect(plan(q)).toContain("Bristol");
  });
  test("the waiver is noted in explain", () => {
    const notes = parseQuery("Pharmacists in Bristol. Don't skip juniors.", { companies }).notes.join(" ");
    expect(notes).toContain("waived");
  });
  test("a waiver of one group keeps the exclusion said after 'but'", () => {
    const q = "Pharmacists in Bristol. No need to skip juniors, but exclude Quillfeather.";
    expect(negative(q)).toEqual(["Currently works at Quillfeather"]);
  });
  test("the verb with a thing after it is no waiver of people", () => {
    expect(plan("Pharmacists who don't skip audits in Bristol.")).toContain("Bristol");
  });
  test("an unwaived verb still excludes", () => {
    expect(negative("Pharmacists in Bristol. Leave out juniors.")).toContain("Seniority: Entry level");
  });
});

describe("leaving out those who are not X keeps only X", () => {
  test.each([
    ["Pharmacists in Bristol. Ignore anyone not at director level.", "Seniority: Director"],
    ["Pharmacists in Bristol. Drop people not senior.", "Seniority: Senior"],
  ])("'%s' requires %s", (q, level) => {
    expect(positive(q)).toContain(level);
    expect(negative(q)).not.toContain(level);
  });
});

describe("the reader's own role before the role asked for", () => {
  test.each([
    ["You are the head of a small clinic. We are hiring pharmacists in Bristol.", "Head"],
    ["You're a partner at a law firm. We're looking for paralegals in Bristol.", "Partner"],
    ["You are our VP of operations. I need a buyer in Bristol.", "VP"],
    ["You are the head of a small clinic, and we need pharmacists in Bristol.", "Head"],
    ["You are the owner of a chain. Hiring: pharmacists in Bristol.", "Founder"],
  ])("'%s' asks nothing of %s", (q, persona) => {
    expect(plan(q)).not.toContain(persona);
    expect(plan(q)).toContain("Bristol");
  });
  test("a job ad's 'You are <role>' with 'we need you' keeps the role", () => {
    expect(
      plan("You are a backend engineer with ten years of experience. We need you in Bristol."),
    ).toContain("Backend Engineer");
  });
  test("a persona with no other ask is left as it was", () => {
    expect(plan("You are the head of pharmacy in Bristol.")).toContain("Bristol");
  });
});

describe("payroll as how someone is employed", () => {
  test.each([
    "Pharmacists on Quillfeather's payroll in Bristol.",
    "Pharmacists in Bristol on the payroll at Quillfeather.",
  ])("'%s' requires the employer, no accountants", (q) => {
    expect(plan(q)).not.toContain("Accounting");
    expect(positive(q)).toContain("Currently works at Quillfeather");
  });
  test.each([
    "Locum pharmacists in Bristol, off-payroll.",
    "Pharmacists in Bristol who are not on the payroll.",
    "Pharmacists salaried through payroll in Bristol.",
    "Payroll staff in Bristol who are pharmacists.",
  ])("'%s' asks for no accountants", (q) => {
    expect(plan(q)).not.toContain("Accounting");
    expect(plan(q)).toContain("Bristol");
  });
  test("the field of payroll is still accounting", () => {
    expect(plan("Payroll accountants in Bristol.")).toContain("Accounting");
  });
});

describe("bare formal words (review r68)", () => {
  test.each([
    "Pharmacists in Bristol who save patients time.",
    "Pharmacists in Bristol that can save Quillfeather money.",
    "Pharmacists who help save hospitals money in Bristol.",
  ])("'%s': 'save' as a verb excludes nothing", (q) => {
    expect(negative(q)).toEqual([]);
  });
  test("'save' as the connective still excludes", () => {
    expect(negative("Pharmacists in Bristol, save those at Quillfeather.")).toContain(
      "Currently works at Quillfeather",
    );
  });
  test.each([
    "Pharmacists in Bristol, without exception.",
    "Pharmacists in Bristol, no exceptions.",
    "Pharmacists in Bristol, other than those mentioned so far.",
    "Pharmacists in Bristol except the aforementioned.",
  ])("'%s': the formal leftovers exclude no text", (q) => {
    expect(plan(q)).not.toContain("Mentions");
    expect(plan(q)).toContain("Bristol");
  });
  test.each([
    "Individuals in management posts in Bristol.",
    "Pharmacists in managerial roles in Bristol.",
    "Management personnel in Bristol.",
  ])("'%s': managerial with no department is the manager level and above", (q) => {
    expect(positive(q)).toContain("Seniority: Manager");
    expect(positive(q)).toContain("Seniority: Director");
  });
});

describe("every verb of leaving out governs what the text passes read whole", () => {
  test("'ignore anyone under N years' is a floor", () => {
    expect(positive("Pharmacists in Bristol, ignore anyone under 4 years of experience.")).toContain(
      "At least 4 years of experience",
    );
  });
  test("'omit anyone who joined in <year> or later' excludes the recent joiners", () => {
    const q = "Pharmacists in Bristol, omit anyone who joined in 2025 or later.";
    expect(negative(q).join(" | ")).toContain("At the current company");
    expect(positive(q).join(" | ")).not.toContain("At the current company");
  });
});
