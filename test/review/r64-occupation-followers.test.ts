/**
 * Review r64 of main's 20bc79a (read-english-occupations.ts: "an English occupation word followed
 * by an unknown noun goes on into a compound"). Any alphabetic word after the occupation that is no
 * stop word and no phrase counts as that noun, so the participles and adjectives a searcher writes
 * after a trade ("available", "certified", "licensed", "registered", "qualified", "trained",
 * "relocating", "seeking") drop the occupation: "electricians certified in Texas" asks everyone in
 * Texas, "nurses available immediately" everyone. On 031b952 (before 20bc79a) each asked the
 * occupation. Phrasings of this file's own.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { positive } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));

test.each([
  ["electricians certified in Texas", /electricians/],
  ["nurses available immediately", /nurses/],
  ["pharmacists registered in the UK", /pharmacists/],
  ["welders certified in TIG", /welders/],
  ["teachers relocating to Dubai", /teachers/],
  ["truck drivers available now", /truck drivers/],
])("%s keeps the occupation", (q, occupation) => {
  expect(positive(q).join(" | ")).toMatch(occupation);
});
