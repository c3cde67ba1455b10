/**
 * Round 22's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least five times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted, and the set keeps
 * its styles (nick: an office nickname of ./labels.ts's `NICKNAMES`; cond: a conditional or proviso;
 * pref: a preference connective; each without the other two styles' marks).
 * No floor on search quality: the round-22 first-sight figures are in ./README.md.
 */
import { expect, test } from "bun:test";
import { roundSoundness, styleOf, words } from "../first-sight-soundness.ts";
import { ROUND_22 } from "./evaluate.ts";
import { NICKNAMES } from "./labels.ts";

/** Exclusions in words: negations, "unless", "skip", "aside", and the preference connectives. */
const EXCLUDE_WORDS = words([
  "not",
  "no",
  "nobody",
  "never",
  "without",
  "except",
  "excluding",
  "unless",
  "skip",
  "aside",
  "aren't",
  "don't",
  "isn't",
  "rather than",
  "instead of",
  "as opposed to",
  "in lieu of",
  "in preference to",
  "over",
  "than",
]);
const EXCLUDES = EXCLUDE_WORDS;

/** Office nicknames: the set's (`NICKNAMES`), the main word of each. */
const NICK = words(
  Object.keys(NICKNAMES).map((n) =>
    n
      .replace(/^tech /, "")
      .replace(/ on the pager$/, "")
      .replace(/ types$/, ""),
  ),
);

/** Conditionals and provisos. */
const COND = words([
  "if",
  "unless",
  "as long as",
  "so long as",
  "provided",
  "assuming",
  "on condition",
  "in case",
]);

/** Preference connectives. */
const PREF = words([
  "rather than",
  "instead of",
  "as opposed to",
  "in lieu of",
  "in preference to",
  "over",
  "than",
  "not so much",
  "preferred",
  "prefer",
]);

const MARKS = { nick: NICK, cond: COND, pref: PREF } as const;
type Style = keyof typeof MARKS;
const STYLES = Object.keys(MARKS) as Style[];

/** A query keeps style `own` when it carries that style's marks and neither other style's. */
const only = (own: Style) => (query: string) => STYLES.every((s) => MARKS[s].test(query) === (s === own));
/** Each style and its check. */
const KEEPS_STYLE = { nick: only("nick"), cond: only("cond"), pref: only("pref") };
const keepsStyle = (cls: string, query: string) => KEEPS_STYLE[styleOf(cls) as Style](query);

roundSoundness(
  ROUND_22,
  {
    styles: KEEPS_STYLE,
    minPerClass: 5,
    excludes: EXCLUDES,
    excludingPerStyle: 10,
    styleTest:
      "the styles: office nicknames, conditionals and provisos, preference connectives, one style per query",
  },
  () => {
    test("the style checks can fail: a plain ask keeps none of the styles, a mixed ask keeps one at most", () => {
      for (const cls of ["nick_trade", "cond_place", "pref_skill"] as const)
        expect({ cls, style: keepsStyle(cls, "senior chemists in Lyon who know Python") }).toEqual({
          cls,
          style: false,
        });
      expect(keepsStyle("nick_trade", "bean counters in Lyon")).toBe(true);
      expect(keepsStyle("nick_trade", "bean counters in Lyon, as long as they know Excel")).toBe(false);
      expect(keepsStyle("cond_place", "chemists, provided they live in Lyon")).toBe(true);
      expect(keepsStyle("cond_place", "chemists in Lyon rather than Paris, if possible")).toBe(false);
      expect(keepsStyle("pref_place", "chemists in Lyon rather than Paris")).toBe(true);
      expect(keepsStyle("pref_place", "the top brass in Lyon rather than Paris")).toBe(false);
    });

    test("the exclusion check can fail: a plain ask excludes nobody, an exclusion is seen", () => {
      expect(EXCLUDES.test("chemists in Lyon, as long as they know Python")).toBe(false);
      expect(EXCLUDES.test("bean counters in Lyon")).toBe(false);
      expect(EXCLUDES.test("chemists in Lyon unless they're junior")).toBe(true);
      expect(EXCLUDES.test("chemists in Lyon, provided they aren't at Acme")).toBe(true);
      expect(EXCLUDES.test("chemists in Lyon rather than Paris")).toBe(true);
      expect(EXCLUDES.test("chemists: Lyon over Paris")).toBe(true);
      expect(EXCLUDES.test("bean counters, founders aside")).toBe(true);
    });
  },
);
