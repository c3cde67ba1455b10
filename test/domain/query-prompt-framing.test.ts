/**
 * Asks written as prompts to an AI assistant (issue 45, round 20's class "prompts"): the persona,
 * the turn labels, output, tone and conduct instructions are never criteria; a prompt's labelled
 * lists give every item their label's polarity ("Must-nots:" excludes each item, never requires
 * it); "skip anyone who works at X" excludes X's people; "<x> / <x> engineering" is one role.
 * This file's own companies, roles and places.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Granite Robotics", country: "DE" },
  { id: 2, name: "Saffron Mobility", country: "ES" },
  { id: 3, name: "Tidewater Bank", country: "GB" },
]);
const now = new Date(Date.UTC(2026, 10, 27));
const { plan, positive, negative, parsed } = queryReaders(companies, now);

const FRAMING =
  /Recruit|Human Resources|assistant|Sourcing|Data Analysis|co-pilot|Mentions|Senior|Artificial/i;

describe("the persona is the assistant's, never the person sought", () => {
  test.each([
    "You are a sourcing assistant. Find payroll accountants in Lyon.",
    "Act as my talent researcher and find accountants in Lyon.",
    "I want you to act as a recruitment consultant. Find accountants in Lyon.",
    "Pretend you're a headhunter working for a bank in Vienna. I need accountants in Lyon.",
    "Role: search assistant. Find accountants in Lyon.",
    "System: you are a hiring bot. User: find accountants in Lyon.",
    "Hi! You're an AI sourcing copilot for an agency. Please look for accountants in Lyon.",
  ])("%s", (q) => {
    const p = plan(q);
    expect(p).toMatch(/Accounting/);
    expect(p).toMatch(/Lyon/);
    expect(p).not.toMatch(FRAMING);
    expect(p).not.toMatch(/Vienna|Bank/);
  });
  test("a job ad's second person describes the person sought and is left alone", () => {
    expect(plan("You are an experienced recruiter based in Leeds with agency background")).toMatch(
      /Recruiting/,
    );
  });
  test("a form's 'Role:' is the role sought", () => {
    expect(plan("Role: Recruiter / Location: Leeds / Level: Senior")).toMatch(/Recruiting/);
  });
});

describe("output, tone and conduct instructions are no criteria, negated ones exclude nobody", () => {
  test.each([
    "Find mobile developers in Oslo. Sort by seniority, most senior first.",
    "Find mobile developers in Oslo. Give me 12 names with their employer and a fit score.",
    "Find mobile developers in Oslo. Reply with a numbered list. Keep it brief. Thanks!",
    "Find mobile developers in Oslo. Output: markdown table with name, title, city. Don't add phone numbers.",
    "Find mobile developers in Oslo. Present them as a table with a remarks column. Do not make up data.",
    "Find mobile developers in Oslo and return a JSON array, max 10 rows.",
    "Find mobile developers in Oslo. Include a GitHub link where you have one. No commentary.",
  ])("%s", (q) => {
    expect(positive(q).join(" | ")).toMatch(/Mobile/);
    expect(positive(q).join(" | ")).toMatch(/Oslo/);
    expect(plan(q)).not.toMatch(/Senior|Mentions|phone|data|GitHub|Works in/i);
    expect(negative(q)).toEqual([]);
  });
  test("a list of people asked for is the ask, not its format", () => {
    const p = plan("You are a sourcing bot. Give me a list of nurses in Leeds. Return it as CSV.");
    expect(p).toMatch(/nurse/);
    expect(p).toMatch(/Leeds/);
  });
});

describe("a labelled list's label governs every item", () => {
  test("'Must-nots:' excludes each item, never requires one", () => {
    const q =
      "You are a talent agent. Find backend engineers in Madrid. Must-nots: interns, anyone at Saffron Mobility. Reply in a table.";
    expect(negative(q).join(" | ")).toMatch(/Saffron/);
    expect(negative(q).join(" | ")).toMatch(/Intern|Entry/);
    expect(positive(q).join(" | ")).not.toMatch(/Saffron|Intern|Entry/);
  });
  test("numbered requirements and lettered exclusions", () => {
    const q =
      "You are an AI helper. Hard requirements: (1) accountant (2) based in Spain (3) 3+ years of experience. Exclusions: (a) nobody from Tidewater Bank (b) no directors. Output: table.";
    const pos = positive(q).join(" | ");
    expect(pos).toMatch(/Accounting/);
    expect(pos).toMatch(/Spain/);
    expect(pos).toMatch(/3 years/);
    expect(negative(q).join(" | ")).toMatch(/Tidewater/);
    expect(negative(q).join(" | ")).toMatch(/Director/);
    expect(pos).not.toMatch(/Tidewater|Director/);
  });
  test("an output item in a list of rules is dropped, the exclusion beside it kept", () => {
    const q =
      "You're a research assistant. I need designers in Porto. Rules: 1) not interns 2) no commentary, just the names.";
    expect(negative(q).join(" | ")).toMatch(/Intern|Entry/);
    expect(plan(q)).not.toMatch(/commentary|Mentions|Recruit/);
  });
  test("a labelled exclusion list in plain prose, no assistant addressed", () => {
    const q = "Analysts in Oslo. Must-nots: interns, anyone at Tidewater Bank.";
    expect(negative(q).join(" | ")).toMatch(/Tidewater/);
    expect(negative(q).join(" | ")).toMatch(/Intern|Entry/);
    expect(positive(q).join(" | ")).not.toMatch(/Tidewater|Intern|Entry/);
  });
  test("a list continued on lines of its own", () => {
    const q =
      "You are a sourcing assistant.\nFind designers in Porto.\nExclude:\n- interns\n- anyone at Granite Robotics";
    expect(negative(q).join(" | ")).toMatch(/Granite/);
    expect(positive(q).join(" | ")).not.toMatch(/Granite/);
  });
});

describe("leaving out the people of an employer excludes them", () => {
  test.each([
    "designers in Lyon, but skip anyone who works at Granite Robotics",
    "designers in Lyon; leave out anybody working for Granite Robotics",
    "designers in Lyon. Exclude everyone currently employed by Granite Robotics.",
  ])("%s", (q) => {
    expect(negative(q).join(" | ")).toMatch(/Granite/);
    expect(positive(q).join(" | ")).not.toMatch(/Granite/);
  });
});

describe("two names of one role joined by a slash", () => {
  test.each([
    ["presales / sales engineering in Madrid", /Sales Engineering/],
    ["solutions engineering or pre-sales in Madrid", /Sales Engineering/],
    ["security engineering in Madrid", /Security Engineering/],
    ["test engineering / QA in Madrid", /Quality Assurance/],
  ])("%s", (q, family) => {
    expect(plan(q)).toMatch(family);
    expect(plan(q)).not.toMatch(/Works in (?:Sales|Engineering)/);
  });
});

test("the notes say what was taken as framing", () => {
  const notes = parsed("You are a sourcing assistant. Find accountants in Lyon. Be concise.").notes.join(
    " | ",
  );
  expect(notes).toMatch(/persona/);
  expect(notes).toMatch(/instruction to the assistant/);
});

describe("after a role, a phrase that is a family and a skill is the skill it is said as", () => {
  test.each([
    "Find analysts in Oslo. Must have: machine learning on their profile.",
    "statisticians in Oslo with machine learning",
    "data analysts in Oslo who know ML",
    "data analysts in Oslo skilled in machine learning",
  ])("%s", (q) => {
    expect(plan(q)).toMatch(/Skilled in Machine Learning/);
    expect(plan(q)).not.toMatch(/Machine Learning family/);
  });
  test("said as the role, it is the role", () => {
    expect(plan("machine learning engineers in Oslo with Python")).toMatch(/Machine Learning family/);
    expect(plan("data scientists or ML engineers in Oslo")).toMatch(/Machine Learning family/);
  });
});
