/**
 * Round 16's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least five times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted, and the set keeps
 * its styles (rankings: a superlative or ranking word and no exemplar; alternatives: an "or", a
 * slash list, "either", "and/or", "one of" or "any of", and no ranking word or exemplar; lookalikes:
 * an exemplar asked for by likeness). No floor on search quality: the round-16 first-sight figures
 * are in ./README.md.
 */
import { expect, test } from "bun:test";
import { roundSoundness, words } from "../first-sight-soundness.ts";
import { ROUND_16 } from "./evaluate.ts";

/** Exclusions in everyday English. */
const EXCLUDES = words([
  "not",
  "no",
  "nobody",
  "no one",
  "none",
  "never",
  "except",
  "excluded",
  "exclude",
  "excluding",
  "without",
  "outside",
  "isn't",
  "don't",
  "leave out",
  "leaving out",
  "anyone but",
  "anywhere but",
]);

/** Superlatives and ranking words. */
const RANKING = words([
  "most",
  "least",
  "longest(-[a-z]+)?",
  "newest",
  "earliest",
  "highest(-[a-z]+)?",
  "top",
  "rank",
]);
/** Alternatives: "or", "either", "and/or", "one of", "any of", or a slash between two words. */
const ALTERNATIVE = /(?<![\p{L}])(or|either|and\/or|one of|any of)(?![\p{L}])|\p{L}\/\p{L}/iu;
/** An exemplar asked for by likeness. */
const LOOKALIKE = words([
  "like",
  "similar to",
  "lookalike",
  "clones of",
  "same career shape as",
  "background",
]);

/** Each style (the first part of its classes' names) and the check that a query keeps it. */
const KEEPS_STYLE = {
  rank: (query: string) => RANKING.test(query) && !LOOKALIKE.test(query),
  alt: (query: string) => ALTERNATIVE.test(query) && !RANKING.test(query) && !LOOKALIKE.test(query),
  like: (query: string) => LOOKALIKE.test(query),
};

roundSoundness(
  ROUND_16,
  {
    styles: KEEPS_STYLE,
    minPerClass: 5,
    excludes: EXCLUDES,
    excludingPerStyle: 10,
    styleTest: "the styles: rankings, alternatives, lookalikes of an exemplar",
    plainAsk: {
      query: "senior backend engineers at Papaya Pay in Berlin",
      classes: ["rank_level", "alt_role", "like_role"],
      also: () => {
        expect(KEEPS_STYLE.alt("the most senior PMs or designers")).toBe(false);
        expect(KEEPS_STYLE.rank("the most senior people like Ana")).toBe(false);
      },
    },
  },
  () => {
    test("the exclusion check can fail: a plain ask excludes nobody, an exclusion is seen", () => {
      expect(EXCLUDES.test("senior backend engineers at Papaya Pay in Berlin")).toBe(false);
      expect(EXCLUDES.test("the ten newest sales hires in Germany, now in Berlin")).toBe(false);
      expect(EXCLUDES.test("the ten newest sales hires in Germany, no juniors")).toBe(true);
      expect(EXCLUDES.test("CTOs excluded")).toBe(true);
    });
  },
);
