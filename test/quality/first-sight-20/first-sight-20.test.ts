/**
 * Round 20's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least five times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted, and the set keeps
 * its styles (prompt: an instruction to an assistant; code: a place written as a code; stage: a
 * career stage in idiom; each without the other two styles' marks).
 * No floor on search quality: the round-20 first-sight figures are in ./README.md.
 */
import { expect, test } from "bun:test";
import { roundSoundness, styleOf, words } from "../first-sight-soundness.ts";
import { ROUND_20 } from "./evaluate.ts";

/** Exclusions in everyday English and in prompts' must-not lists. */
const EXCLUDES = words([
  "not",
  "no",
  "none",
  "nobody",
  "never",
  "neither",
  "except",
  "exclude",
  "excluding",
  "exclusions",
  "excl",
  "without",
  "skip",
  "leave out",
  "must-nots",
]);

/** An instruction to an assistant: a role line, an output format or a reply instruction. */
const PROMPT = words([
  "you are",
  "you're",
  "act as",
  "return",
  "output",
  "format",
  "table",
  "CSV",
  "JSON",
  "rows",
  "reply with",
  "be brief",
  "be concise",
]);
/**
 * A place written as a code: ISO country codes, city and airport shorthands, state, province,
 * canton and Land codes, in capitals (so neither the word "in" nor "it" is one).
 */
const CODE = new RegExp(
  `(?<![\\p{L}])(${[
    "DE",
    "AT",
    "CH",
    "NL",
    "BE",
    "GB",
    "IE",
    "PT",
    "ES",
    "FR",
    "IT",
    "PL",
    "CZ",
    "DK",
    "SE",
    "IN",
    "US",
    "LDN",
    "AMS",
    "MUC",
    "BER",
    "FRA",
    "CPH",
    "STHLM",
    "GBG",
    "TLV",
    "BLR",
    "WAW",
    "KRK",
    "PRG",
    "VIE",
    "ZRH",
    "GVA",
    "NYC",
    "SF",
    "NY",
    "CA",
    "QC",
    "SP",
    "KA",
    "MH",
    "TN",
    "BY",
    "NRW",
    "HE",
    "ZH",
    "GE",
    "MI",
    "RM",
  ].join("|")})(?![\\p{L}])`,
  "u",
);
/** A career stage in everyday idiom. */
const STAGE = words([
  "fresh-out-of-school",
  "fresh out of school",
  "fresh grads",
  "just starting out",
  "up-and-coming",
  "up-and-comers",
  "learning the ropes",
  "a year or two into",
  "cutting their teeth",
  "start of their careers",
  "mid-career",
  "under their belt",
  "past the junior stage",
  "hitting their stride",
  "in their prime",
  "greybeards?",
  "miles on them",
  "old hands",
  "seasoned",
  "been around the block",
  "battle-tested",
  "first-time managers",
  "veterans",
]);

const MARKS = { prompt: PROMPT, code: CODE, stage: STAGE } as const;
type Style = keyof typeof MARKS;
const STYLES = Object.keys(MARKS) as Style[];

/** A query keeps style `own` when it carries that style's marks and neither other style's. */
const only = (own: Style) => (query: string) => STYLES.every((s) => MARKS[s].test(query) === (s === own));
/** Each style and its check. */
const KEEPS_STYLE = { prompt: only("prompt"), code: only("code"), stage: only("stage") };
const keepsStyle = (cls: string, query: string) => KEEPS_STYLE[styleOf(cls) as Style](query);

roundSoundness(
  ROUND_20,
  {
    styles: KEEPS_STYLE,
    minPerClass: 5,
    excludes: EXCLUDES,
    excludingPerStyle: 10,
    styleTest:
      "the styles: prompts to an assistant, places as codes, career stages in idiom, one style per query",
  },
  () => {
    test("the style checks can fail: a plain ask keeps none of the styles, a mixed ask keeps one at most", () => {
      for (const cls of ["prompt_role", "code_city", "stage_mid"] as const)
        expect({ cls, style: keepsStyle(cls, "senior iOS developers in Lyon, it is urgent") }).toEqual({
          cls,
          style: false,
        });
      expect(keepsStyle("prompt_place", "You are a scout. Find chemists in Lyon. Output a table.")).toBe(
        true,
      );
      expect(keepsStyle("prompt_place", "You are a scout. Find chemists in LYS. Output a table.")).toBe(true);
      expect(keepsStyle("prompt_place", "You are a scout. Find chemists in Lyon, FR. Output a table.")).toBe(
        false,
      );
      expect(keepsStyle("code_state", "chemists Austin TX")).toBe(false);
      expect(keepsStyle("code_state", "chemists Brooklyn NY")).toBe(true);
      expect(keepsStyle("code_country", "seasoned chemists in FR")).toBe(false);
      expect(keepsStyle("stage_late", "seasoned chemists in Lyon")).toBe(true);
      expect(keepsStyle("stage_early", "chemists just starting out, return a table")).toBe(false);
    });

    test("the exclusion check can fail: a plain ask excludes nobody, an exclusion is seen", () => {
      expect(EXCLUDES.test("You are a scout. Find chemists in Lyon, max 20 rows.")).toBe(false);
      expect(EXCLUDES.test("chemists in Lyon, excl. Acme")).toBe(true);
      expect(EXCLUDES.test("Must-nots: interns")).toBe(true);
      expect(EXCLUDES.test("chemists, leave out Lyon")).toBe(true);
    });
  },
);
