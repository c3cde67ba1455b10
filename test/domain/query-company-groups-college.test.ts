/**
 * Found trying the parser as a stranger (stop 63, third batch): a group of companies named as one
 * word ("ex-FAANG", "Big Tech", "the Big Four", "MBB") was a text word no profile holds, and "didn't
 * go to college" excluded the word "go" (a skill) instead of asking for no degree.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const held = ["Google", "Amazon", "Apple", "Facebook", "Microsoft", "Deloitte", "KPMG", "Quartzline"];
const companies = new CompanyLexicon(held.map((name, i) => ({ id: i + 1, name, country: "US" })));
const { plan, positive, negative, parsed } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));

describe("a group of companies is its members the data holds", () => {
  test("'anyone at FAANG': the members held, under the names they are held as", () => {
    const asked = positive("anyone at FAANG").join(" | ");
    for (const name of ["Google", "Amazon", "Apple", "Facebook"]) expect(asked).toContain(name);
    expect(asked).not.toContain("Netflix");
    expect(asked).not.toContain("Microsoft");
  });
  test("'ex-FAANG engineers' worked there before and not now", () => {
    const p = plan("ex-FAANG engineers");
    expect(p).toContain("Previously worked at Google");
    expect(negative("ex-FAANG engineers").join(" | ")).toContain("Currently works at");
  });
  test("'engineers not at Big Tech' excludes every member", () => {
    const out = negative("engineers not at Big Tech").join(" | ");
    for (const name of ["Google", "Amazon", "Apple", "Facebook", "Microsoft"]) expect(out).toContain(name);
  });
  test("'auditors from the Big 4' asks for the firms held", () => {
    const asked = positive("auditors from the Big 4").join(" | ");
    expect(asked).toContain("Deloitte");
    expect(asked).toContain("KPMG");
  });
  test("'people who worked at a FAANG company': now or before", () => {
    expect(plan("people who worked at a FAANG company")).toContain("Works or worked at Amazon");
  });
  test("a group none of whose members is held applies nothing, with a note", () => {
    expect(positive("ex-MBB strategy people").join(" | ")).not.toMatch(/works at/i);
    expect(parsed("ex-MBB strategy people").notes.join(" ")).toContain("MBB");
  });
  test("'manga' in lower case is the word", () => {
    expect(plan("manga illustrators")).not.toContain("works at");
  });
});

describe("no college is no degree", () => {
  test.each([
    "people who didn't go to college",
    "engineers who never went to university",
    "engineers who didn't finish college",
    "college dropouts in sales",
    "engineers without a university education",
    "analysts who dropped out of uni",
  ])("%s", (q) => {
    expect(negative(q)).toContain("Holds a degree (any kind)");
    expect(plan(q)).not.toContain('Mentions "go"');
  });
  test("going to college somewhere is no absence", () => {
    expect(negative("people who went to college in Boston")).toEqual([]);
  });
});
