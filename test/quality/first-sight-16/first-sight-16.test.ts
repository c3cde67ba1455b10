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
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON, labelChecks } from "../first-sight-harness.ts";
import { ROUND_16 } from "./evaluate.ts";
import type { SixteenthClass } from "./labels.ts";

/** A phrase of the list standing alone (letters around it would make it part of another word). */
const words = (list: string[]) => new RegExp(`(?<![\\p{L}])(${list.join("|")})(?![\\p{L}])`, "iu");

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

const STYLES = ["rank", "alt", "like"] as const;
const style = (c: SixteenthClass) => c.split("_")[0] as (typeof STYLES)[number];

function keepsStyle(cls: SixteenthClass, query: string): boolean {
  if (style(cls) === "rank") return RANKING.test(query) && !LOOKALIKE.test(query);
  if (style(cls) === "alt") return ALTERNATIVE.test(query) && !RANKING.test(query) && !LOOKALIKE.test(query);
  return LOOKALIKE.test(query);
}

describe("first-sight round 16 labels", () => {
  test("every query has >= 10 true matches at 20,000 people seed 2026 and 12,000 seed 11", () => {
    labelChecks.tenTrueAtBothSizes(ROUND_16);
  }, 120_000);

  test("nobody is both relevant and inverted; no query is asked twice; 20 per style, every class asked", () => {
    labelChecks.soundSet(ROUND_16, {
      minPerClass: 5,
      perStyle: { style, styles: STYLES, n: 20 },
      now: LABELS_CHECKED_ON,
    });
  });

  test("every style holds exclusions in at least 10 of its 20, and a query that excludes says who is inverted", () => {
    labelChecks.excludersSayInverted(ROUND_16, EXCLUDES, { style, styles: STYLES });
    for (const s of STYLES) {
      const excluding = ROUND_16.queries.filter((q) => style(q.class) === s && q.inverted).length;
      expect({ s, atLeastTen: excluding >= 10 }).toEqual({ s, atLeastTen: true });
    }
  });

  test("the styles: rankings, alternatives, lookalikes of an exemplar", () => {
    labelChecks.keepStyle(ROUND_16, keepsStyle);
  });

  test("the style checks can fail: a plain ask keeps none of the styles", () => {
    for (const cls of ["rank_level", "alt_role", "like_role"] as const)
      expect({ cls, style: keepsStyle(cls, "senior backend engineers at Papaya Pay in Berlin") }).toEqual({
        cls,
        style: false,
      });
    expect(keepsStyle("alt_role", "the most senior PMs or designers")).toBe(false);
    expect(keepsStyle("rank_level", "the most senior people like Ana")).toBe(false);
  });

  test("the exclusion check can fail: a plain ask excludes nobody, an exclusion is seen", () => {
    expect(EXCLUDES.test("senior backend engineers at Papaya Pay in Berlin")).toBe(false);
    expect(EXCLUDES.test("the ten newest sales hires in Germany, now in Berlin")).toBe(false);
    expect(EXCLUDES.test("the ten newest sales hires in Germany, no juniors")).toBe(true);
    expect(EXCLUDES.test("CTOs excluded")).toBe(true);
  });
});
