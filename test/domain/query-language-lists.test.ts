/**
 * Languages said in a list of phrases (a reviewer's finding on issue 45): two language phrases of one
 * form joined by "or" are either language ("German native or English native" was read as both);
 * a language named after a language phrase under an exclusion cue is a language excluded, never a
 * place ("business fluent in German, not French" excluded France). This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, positive, negative } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 26)));

describe("either language", () => {
  test("'<A> native or <B> native' is one alternative, at the fluent level", () => {
    const q = "support agents, Polish native or Czech native";
    expect(plan(q)).toMatch(/Speaks Polish fluently or Speaks Czech fluently/);
    expect(positive(q)).not.toContain("Speaks Polish fluently");
  });
  test("'fluent <A> or fluent <B>' and '<A> speakers or <B> speakers' too", () => {
    expect(plan("accountants, fluent Dutch or fluent French")).toMatch(
      /Speaks Dutch fluently or Speaks French fluently/,
    );
    expect(plan("Italian speakers or Spanish speakers in Lisbon")).toMatch(
      /Speaks Italian or Speaks Spanish/,
    );
  });
  test("two languages asked with 'and' stay both", () => {
    const q = "Polish native and Czech native engineers";
    expect(positive(q)).toContain("Speaks Polish fluently");
    expect(positive(q)).toContain("Speaks Czech fluently");
  });
});

describe("a language list's exclusion", () => {
  test("'business fluent in <A>, not <B>': B is a language excluded, no country", () => {
    const q = "sales reps in Vienna, business fluent in Italian, not Spanish";
    expect(negative(q)).toContain("Speaks Spanish");
    expect(negative(q).some((l) => /Spain/.test(l))).toBe(false);
    expect(positive(q)).toContain("Speaks Italian");
  });
  test("'speaks <A> but not <B>'", () => {
    const q = "nurses who speak Greek but not Turkish";
    expect(negative(q)).toContain("Speaks Turkish");
    expect(negative(q).some((l) => /Turkey|Türkiye/.test(l))).toBe(false);
  });
  test("a nationality word before a role stays a place ('no French engineers')", () => {
    expect(negative("German speakers, no French engineers").some((l) => /France/.test(l))).toBe(true);
  });
});
