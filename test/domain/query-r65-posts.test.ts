/**
 * Stop 65's post fixes, in words of this file's own: a contact request said to the whole post is no
 * refusal, a positive mark ends a prohibition mark's clause, a refusal hashtag refuses its own words
 * only, and the EU flag is the EU.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, positive, negative } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));

describe("post refusals keep the ask", () => {
  test("'please don't message me' ending a one-clause post refuses no one", () => {
    const q = "Haskell developers in Krakow please don't message me";
    expect(negative(q)).toEqual([]);
    expect(positive(q).join(" | ")).toMatch(/Software Engineering/);
  });

  test("a check mark ends a prohibition mark's clause", () => {
    expect(plan("⛔ Java ✅ Python backend devs")).toMatch(/(?<!NOT )Skilled in Python/);
    expect(negative("⛔ Java ✅ Python backend devs").join(" | ")).not.toMatch(/Python/);
  });

  test("a refusal hashtag governs only its own words", () => {
    expect(negative("#NoAgencies product designers").join(" | ")).not.toMatch(/Design/);
    expect(positive("#NoAgencies product designers").join(" | ")).toMatch(/Design/);
  });

  test("the EU flag is the EU", () => {
    expect(plan("Rust devs 🇪🇺")).toMatch(/Located in EU/);
  });
});
