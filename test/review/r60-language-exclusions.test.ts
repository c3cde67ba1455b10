/**
 * Review r60: a language phrase read whole by the language pass ("German native speakers",
 * "English speakers") was taken out of the text with its exclusion cue left behind, so "not German
 * native speakers" or "excluding English speakers" required the language (and, since "German
 * native" reads as fluent, the fluent level): the opposite of the ask. And "non-native English
 * speakers" asked for fluent English, the one level the query rules out.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Globex Corporation", country: "US" }]),
  new Date(Date.UTC(2026, 5, 15)),
);

describe("an exclusion cue before a language phrase excludes it", () => {
  test.each([
    ["developers, not German native speakers", "NOT Speaks German fluently"],
    ["developers, excluding German native speakers", "NOT Speaks German fluently"],
    ["developers, not German speakers", "NOT Speaks German"],
    ["engineers, excluding anyone who speaks French", "NOT Speaks French"],
    ["engineers without fluent Spanish", "NOT Speaks Spanish fluently"],
    ["no German speakers", "NOT Speaks German"],
  ])("%s", (query, excluded) => {
    expect(plan(query)).toContain(excluded);
  });

  test("a language asked for stays asked for", () => {
    expect(plan("developers, German native speakers")).toContain("Speaks German fluently");
    expect(plan("developers, German native speakers")).not.toContain("NOT");
    expect(plan("developers who speak French, not in Paris")).toContain("Speaks French");
    expect(plan("developers who speak French, not in Paris")).not.toContain("NOT Speaks");
  });

  test("'non-native' is spoken, not the fluent level", () => {
    expect(plan("engineers, non-native English speakers")).toContain("Speaks English");
    expect(plan("engineers, non-native English speakers")).not.toContain("Speaks English fluently");
  });
});
