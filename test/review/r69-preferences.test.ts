/**
 * Review r69 of the preference connectives (read-preferences.ts): each test.failing is one defect
 * class, in phrasings of this file's own, ranked by harm (inverted first); it flips to a failure
 * when fixed. The plain tests are readings checked and found right.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Hooli", country: "US" },
  { id: 2, name: "Initech", country: "US" },
]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const required = (q: string) => positive(q).join(" | ");
const excluded = (q: string) => negative(q).join(" | ");

describe("defects", () => {
  // OPPOSITE: "over" of rank ("a director over engineering", "managers over designers": in charge
  // of) is read as a preference: the function they lead is excluded. Expected: the function
  // required with the rank.
  for (const [query, item] of [
    ["Directors over engineering in Berlin", "Engineering"],
    ["A VP over sales at Hooli", "Sales"],
    ["Managers over designers in Berlin", "Design"],
    ["Leaders over product managers in Berlin", "Product Management"],
  ] as const) {
    test(`'${query}' does not exclude ${item}`, () => {
      expect(excluded(query)).not.toContain(item);
    });
  }

  // OPPOSITE: "over to" of a move ("migrated X over to Y", "from X over to Y") is read as "X
  // rather than Y": the skill they moved to is excluded. Expected: Y never excluded ("over to"
  // is no connective; Y is the one they have now).
  for (const [query, item] of [
    ["Engineers who migrated Python over to Rust", "Rust"],
    ["Designers who switched from Sketch over to Figma", "Figma"],
    ["Engineers who moved from Java over to Kotlin", "Kotlin"],
  ] as const) {
    test(`'${query}' does not exclude ${item}`, () => {
      expect(excluded(query)).not.toContain(item);
    });
  }

  // OPPOSITE: "rather X than Y" (the split form of "X rather than Y") asks Y too: both required,
  // or either accepted. Expected: X asked, Y left out, as "X rather than Y" is.
  for (const [query, item] of [
    ["Engineers, rather Rust than Go", "Go"],
    ["Designers, rather Berlin than Munich", "Munich"],
    ["Designers, rather senior than junior", "Entry level"],
  ] as const) {
    test(`'${query}' does not accept ${item}`, () => {
      expect(required(query)).not.toContain(item);
      expect(excluded(query)).toContain(item);
    });
  }

  // DROPPED: an employer said bare as the asked side ("Hooli over Initech", "Hooli rather than
  // Initech") is not read: only the refused side is applied. Expected: Hooli required.
  for (const query of ["Designers, Hooli over Initech", "Designers, Hooli rather than Initech"]) {
    test(`'${query}' requires Hooli`, () => {
      expect(required(query)).toContain("Hooli");
    });
  }
});

describe("checked and right", () => {
  test("'over' between two places, two skills, two roles is a preference", () => {
    expect(excluded("Designers in Berlin over Munich")).toContain("Munich");
    expect(excluded("Designers with Figma over Sketch")).toContain("Sketch");
    expect(excluded("Designers preferred over developers")).toContain("Software Engineering");
    expect(excluded("Designers in Berlin in lieu of Munich")).toContain("Munich");
  });
  test("'over' of a number, of time and a particle verb is no preference", () => {
    expect(required("Designers in Berlin, over 5 years of experience")).toContain("years");
    expect(excluded("Designers who have worked at Hooli over the years")).toBe("");
    expect(required("Designers who moved over from Hooli")).toContain("Hooli");
  });
  test("'more X than Y' and 'not so much Y as X' ask X and leave Y out", () => {
    expect(excluded("More designers than developers in Berlin")).toContain("Software Engineering");
    expect(required("Not so much designers as developers")).toContain("Software Engineering");
    expect(excluded("Designers, not so much in Berlin as in Munich")).toContain("Berlin");
  });
  test("'more than ever' and 'more than 5 years' are no preference", () => {
    expect(excluded("We need designers more than ever in Berlin")).toBe("");
    expect(excluded("Designers with more than 5 years in Berlin")).toBe("");
  });
});
