/**
 * Round 15's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least five times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted, and the set keeps
 * its styles (contrasts: an analyst's comparison word and no filter syntax; filters: at least two
 * filter operators, or a pasted CSV criteria row; negations: a negation in everyday English and no
 * filter syntax). No floor on search quality: the round-15 first-sight figures are in ./README.md.
 */
import { expect, test } from "bun:test";
import { roundSoundness, words } from "../first-sight-soundness.ts";
import { ROUND_15 } from "./evaluate.ts";

/** Exclusions in everyday English, an analyst's contrasts and filter operators. */
const EXCLUDE_WORDS = words([
  "not",
  "no",
  "nobody",
  "no one",
  "none",
  "never",
  "except",
  "exclude",
  "excluding",
  "without",
  "outside",
  "isn't",
  "can't",
  "haven't",
  "rather than",
  "as opposed to",
  "instead of",
  "versus",
  "distinct from",
  "other than",
  "anyone but",
  "anywhere but",
]);
const EXCLUDE_OPERATORS = /!=|<>|≠|~df|\bNOT (IN|ILIKE)\b/u;
const excludes = (query: string) => EXCLUDE_WORDS.test(query) || EXCLUDE_OPERATORS.test(query);

/** An analyst's comparison between groups. */
const CONTRAST = words([
  "rather than",
  "as opposed to",
  "instead of",
  "compared with",
  "compared to",
  "versus",
  "unlike",
  "as distinct from",
  "counterpart",
  "more senior than",
  "one level above",
  "one step below",
  "below head-of level",
  "the [a-z ]+ kind",
  "like the",
  "as many [a-z ]+ as",
]);
/** Filter syntax: comparison operators, a panel's "(is ...)", SQL / pandas words, panel separators. */
const OPERATOR =
  /!=|<>|≠|>=|<=|==|≥|≤|[=<>]|\((is|is not|is any of|is none of)\)|\b(is (not|any of|none of)|contains|includes|begins with|does not equal|equals)\b|[·›|]/giu;
/** SQL and pandas words, in their own case ("where" in a sentence is no filter). */
const CODE_WORD = /\b(ILIKE|NOT IN|IN \(|WHERE|SELECT|isin)\b/gu;
const operators = (query: string) =>
  (query.match(OPERATOR)?.length ?? 0) + (query.match(CODE_WORD)?.length ?? 0);
/** A CSV criteria row pasted flat: a header of snake_case column names and comma-separated values. */
const csvRow = (query: string) =>
  (query.match(/\b[a-z]+(_[a-z]+)+\b/g)?.length ?? 0) >= 2 && (query.match(/,/g)?.length ?? 0) >= 4;
/** A negation in everyday English. */
const NEGATION = words([
  "not",
  "no",
  "nobody",
  "no one",
  "none",
  "never",
  "isn't",
  "can't",
  "don't",
  "haven't",
  "except",
  "other than",
  "anyone but",
]);

/** Each style (the first part of its classes' names) and the check that a query keeps it. */
const KEEPS_STYLE = {
  contrast: (query: string) => CONTRAST.test(query) && operators(query) === 0,
  filter: (query: string) => operators(query) >= 2 || csvRow(query),
  neg: (query: string) => NEGATION.test(query) && operators(query) === 0,
};

roundSoundness(
  ROUND_15,
  {
    styles: KEEPS_STYLE,
    minPerClass: 5,
    excludes: { test: excludes },
    excludingPerStyle: 10,
    styleTest: "the styles: analysts' contrasts, pasted tool filters, negated everyday asks",
    plainAsk: {
      query: "senior backend engineers at Papaya Pay in Berlin",
      classes: ["contrast_place", "filter_panel", "neg_place"],
    },
  },
  () => {
    test("the exclusion check can fail: a plain ask and a filter without a negative operator exclude nobody", () => {
      expect(excludes("senior backend engineers at Papaya Pay in Berlin")).toBe(false);
      expect(excludes("WHERE role = 'Data Engineer' AND city = 'Berlin'")).toBe(false);
      expect(excludes("WHERE role = 'Data Engineer' AND city <> 'Berlin'")).toBe(true);
      expect(excludes("Notion filter — Location is not United States")).toBe(true);
      expect(excludes("designers rather than architects")).toBe(true);
    });
  },
);
