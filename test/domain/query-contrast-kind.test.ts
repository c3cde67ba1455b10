/**
 * Round 15 of first sight (issue 45), class contrast_kind: one kind of role against a neighbouring
 * one. "The X kind" narrows the role noun said before it (never a role of its own beside it); the
 * kind a contrast names is left out, and what it shares with the ask (a level, a family's noun) is
 * not; a B read only as its head noun's department, its modifiers unread, is not applied (it would
 * leave out the ask too); "like X, but the ones who <do the work>" leaves X out and asks for the
 * work; a negation does not reach into a relative clause. This test's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Harrowgate Systems", country: "GB" }]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));

describe("'the X kind' narrows the role said before it", () => {
  test.each([
    ["Engineers in Leeds, but the backend kind", "Job title Backend Engineer", "Works in Engineering"],
    ["Designers in Lyon — the UX kind", "Job title in the Product Design family", "Works in Product"],
  ])("%s", (q, narrowed, wider) => {
    expect(positive(q)).toContain(narrowed);
    expect(positive(q)).not.toContain(wider);
  });
  test("a contrast between two kinds of one noun", () => {
    const q = "Engineers in Leeds, but the backend kind rather than the frontend kind";
    expect(positive(q)).toContain("Job title Backend Engineer");
    expect(negative(q)).toContain("Job title Frontend Engineer");
    expect(positive(q)).not.toContain("Job title Frontend Engineer");
  });
});

describe("the kind B names is left out, what it shares with the ask is not", () => {
  test.each([
    [
      "Mobile developers as distinct from web developers",
      "Job title in the Mobile Engineering family",
      "Job title Web Developer",
    ],
    [
      "Account executives, not so much the sales engineers",
      "Job title in the Account Executive family",
      "Job title in the Sales Engineering family",
    ],
    [
      "Senior QA engineers, as opposed to senior backend engineers",
      "Job title in the Quality Assurance family",
      "Job title Backend Engineer",
    ],
    [
      "Data engineers versus data scientists in Madrid",
      "Job title in the Data Engineering family",
      "Job title in the Data Science family",
    ],
  ])("%s", (q, asked, left) => {
    expect(positive(q)).toContain(asked);
    expect(negative(q)).toContain(left);
    expect(positive(q)).not.toContain(left);
  });
  test("a shared level stays asked", () => {
    const q = "Senior QA engineers, as opposed to senior backend engineers";
    expect(positive(q)).toContain("Seniority: Senior");
    expect(negative(q)).not.toContain("Seniority: Senior");
  });
});

describe("a B read only as its head noun's department is not applied", () => {
  test.each([
    ["Engineers in Porto but the software kind rather than chemical engineers"],
    ["software engineers in Porto as opposed to aerospace engineers"],
  ])("%s", (q) => {
    expect(negative(q)).not.toContain("Works in Engineering");
    expect(positive(q)).toContain("Job title in the Software Engineering family");
  });
});

describe("like X, but the ones who do the work", () => {
  test("X is left out and the work asked", () => {
    const q = "Tech people like the QA engineers, but the ones who keep the servers running";
    expect(positive(q)).toContain("Job title in the DevOps family");
    expect(negative(q)).toContain("Job title in the Quality Assurance family");
  });
  test("the contrast ends the description of the work", () => {
    const q = "people who keep the servers running rather than the QA engineers";
    expect(positive(q)).toContain("Job title in the DevOps family");
    expect(negative(q)).toContain("Job title in the Quality Assurance family");
  });
});

describe("a negation does not reach into a relative clause", () => {
  test("not architects who design buildings", () => {
    const q = "Designers in Porto, not architects who design buildings";
    expect(negative(q)).not.toContain("Works in Design");
    expect(positive(q)).toContain("Works in Design");
  });
});
