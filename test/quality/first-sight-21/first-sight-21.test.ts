/**
 * Round 21's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least five times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted, and the set keeps
 * its styles (hyph: two or more hyphenated modifiers; formal: the formal register's words; sym: the
 * shorthand symbols; each without the other two styles' marks).
 * No floor on search quality: the round-21 first-sight figures are in ./README.md.
 */
import { expect, test } from "bun:test";
import { roundSoundness, styleOf, words } from "../first-sight-soundness.ts";
import { ROUND_21 } from "./evaluate.ts";

/** Exclusions in words, as modifiers ("non-", "-free", "-averse") and as symbols ("w/o", "!=", "≠", "!X", "-X"). */
const EXCLUDE_WORDS = words([
  "not",
  "no",
  "non",
  "never",
  "without",
  "except",
  "exception",
  "excepted",
  "excluding",
  "other than",
  "save",
  "free",
  "averse",
  "no longer",
  "now-elsewhere",
  "anywhere else",
  "now @ another",
]);
const EXCLUDE_SYMBOLS = /w\/o|!=|≠|!\p{L}|(?:^|\s)-\p{L}/u;
const EXCLUDES = { test: (query: string) => EXCLUDE_WORDS.test(query) || EXCLUDE_SYMBOLS.test(query) };

/** Stacked hyphenated modifiers: at least two words joined by a hyphen ("Berlin-based, Python-first"). */
const hyphenated = (query: string) => query.split(/[\s,]+/).filter((w) => /\p{L}-\p{L}/u.test(w)).length >= 2;
const HYPHEN = { test: hyphenated };

/** The formal register: nominalisations, official phrasing and legal connectives. */
const FORMAL = words([
  "identification of",
  "persons",
  "individuals",
  "presently",
  "domiciled",
  "resident",
  "hereby",
  "thereby",
  "in so far as",
  "in possession of",
  "in the capacity of",
  "of the rank of",
  "notwithstanding",
  "save",
  "amounts to",
  "place of residence",
]);

/** Symbol shorthand: w/ and w/o, & and +, | and / between words, @, ~, →, comparisons, !, -X, yoe, 5y+. */
const SYMBOL =
  /w\/o?(?!\p{L})|[+&|@~→≥≤<>≠!]|(?:^|\s)-\p{L}|(?<!\p{L})yoe(?!\p{L})|\d+y\+|\p{L}\/\p{L}|\s\/\s/u;

const MARKS = { hyph: HYPHEN, formal: FORMAL, sym: SYMBOL } as const;
type Style = keyof typeof MARKS;
const STYLES = Object.keys(MARKS) as Style[];

/** A query keeps style `own` when it carries that style's marks and neither other style's. */
const only = (own: Style) => (query: string) => STYLES.every((s) => MARKS[s].test(query) === (s === own));
/** Each style and its check. */
const KEEPS_STYLE = { hyph: only("hyph"), formal: only("formal"), sym: only("sym") };
const keepsStyle = (cls: string, query: string) => KEEPS_STYLE[styleOf(cls) as Style](query);

roundSoundness(
  ROUND_21,
  {
    styles: KEEPS_STYLE,
    minPerClass: 5,
    excludes: EXCLUDES,
    excludingPerStyle: 10,
    styleTest:
      "the styles: stacked hyphenated modifiers, the formal register, symbol shorthand, one style per query",
  },
  () => {
    test("the style checks can fail: a plain ask keeps none of the styles, a mixed ask keeps one at most", () => {
      for (const cls of ["hyph_place", "formal_role", "sym_skill"] as const)
        expect({ cls, style: keepsStyle(cls, "senior chemists in Lyon who know Python") }).toEqual({
          cls,
          style: false,
        });
      expect(keepsStyle("hyph_skill", "Lyon-based, Python-savvy chemists")).toBe(true);
      expect(keepsStyle("hyph_skill", "Lyon-based chemists who know Python")).toBe(false);
      expect(keepsStyle("hyph_skill", "Lyon-based, Python-savvy chemists w/ R")).toBe(false);
      expect(
        keepsStyle("formal_place", "Persons resident in the French Republic practising chemistry."),
      ).toBe(true);
      expect(keepsStyle("formal_place", "Persons resident in Lyon-area, Python-savvy labs")).toBe(false);
      expect(keepsStyle("sym_skill", "chemists w/ Python, !Lyon")).toBe(true);
      expect(keepsStyle("sym_skill", "chemists w/ Python, save those in Lyon")).toBe(false);
    });

    test("the exclusion check can fail: a plain ask excludes nobody, an exclusion is seen", () => {
      expect(EXCLUDES.test("Lyon-based, Python-first chemists")).toBe(false);
      expect(EXCLUDES.test("chemists w/ Python + R, ~ Lyon, 5y+")).toBe(false);
      expect(EXCLUDES.test("non-Lyon chemists")).toBe(true);
      expect(EXCLUDES.test("R-free chemists")).toBe(true);
      expect(EXCLUDES.test("chemists w/o R")).toBe(true);
      expect(EXCLUDES.test("chemists +Python -R")).toBe(true);
      expect(EXCLUDES.test("chemists, != Lyon")).toBe(true);
      expect(EXCLUDES.test("Persons practising chemistry, save those resident in Lyon.")).toBe(true);
    });
  },
);
