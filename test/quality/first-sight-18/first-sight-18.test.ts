/**
 * Round 18's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least five times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted, and the set keeps
 * its styles (posts: a hashtag, an emoji or a flag; local: a job title in a local language;
 * relative: a proximity, commute or relative-to-self phrase; each without the other two styles'
 * marks). No floor on search quality: the round-18 first-sight figures are in ./README.md.
 */
import { expect, test } from "bun:test";
import { roundSoundness, styleOf, words } from "../first-sight-soundness.ts";
import { ROUND_18 } from "./evaluate.ts";

/** Exclusions in everyday English and in post glyphs. */
const EXCLUDES = {
  test: (query: string) =>
    /[🚫❌🙅]/u.test(query) ||
    words([
      "not",
      "no",
      "none",
      "nobody",
      "nothing",
      "except",
      "excluded",
      "excluding",
      "without",
      "isn't",
      "don't want",
      "too far",
      "need not",
      "can pass",
    ]).test(query),
};

/** Posts: a hashtag, an emoji (pictographs, flags, the pin) or an @-mention. */
const POST = {
  test: (query: string) =>
    /(^|\s)[#@]\p{L}/u.test(query) || /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(query),
};
/** Job titles in a local language (German, Spanish, Polish, Swedish, Italian, Portuguese, French). */
const LOCAL = words([
  "Softwareentwickler(/in)?",
  "Ingenier[oa] de datos",
  "Programista",
  "Systemutvecklare",
  "frontendutvecklare",
  "Sviluppat(ore|rice)",
  "Analista d[eio] \\p{L}+",
  "Ingénieure?",
  "Buchhalter(/in)?",
  "Wirtschaftsprüfer",
  "Chargée? de marketing",
  "Responsable marketing",
  "Vertrieb\\p{L}*(/in)?",
  "Reclutadora?",
  "Recrutador",
  "Produktmanager(/in)?",
  "Specjalista",
  "Krankenpfleger",
  "Krankenschwester",
  "Pflegefachkraft",
  "Rechtsanwalt",
  "Avocat",
  "Abogado",
  "Leiter",
  "Teamleiter",
  "Directeur technique",
  "Geschäftsführer",
  "Bauingenieur(/in)?",
  "Maschinenbauingenieure?",
]);
/** Proximity, commute and relative-to-self phrases. */
const RELATIVE = words([
  "near",
  "around",
  "area",
  "close to",
  "commutable",
  "commute",
  "within",
  "than me",
  "above me",
  "my level",
  "same level",
  "peers",
]);

const MARKS = { post: POST, local: LOCAL, rel: RELATIVE } as const;
type Style = keyof typeof MARKS;
const STYLES = Object.keys(MARKS) as Style[];

/** A query keeps style `own` when it carries that style's marks and neither other style's. */
const only = (own: Style) => (query: string) => STYLES.every((s) => MARKS[s].test(query) === (s === own));
/** Each style and its check. */
const KEEPS_STYLE = { post: only("post"), local: only("local"), rel: only("rel") };
const keepsStyle = (cls: string, query: string) => KEEPS_STYLE[styleOf(cls) as Style](query);

roundSoundness(
  ROUND_18,
  {
    styles: KEEPS_STYLE,
    minPerClass: 5,
    excludes: EXCLUDES,
    excludingPerStyle: 10,
    styleTest: "the styles: post marks, local-language titles, relative phrases, one style per query",
  },
  () => {
    test("the style checks can fail: a plain ask keeps none of the styles, a mixed ask keeps one at most", () => {
      for (const cls of ["post_role", "local_tech", "rel_near"] as const)
        expect({ cls, style: keepsStyle(cls, "backend engineers at Papaya Pay in Berlin") }).toEqual({
          cls,
          style: false,
        });
      expect(keepsStyle("post_place", "📍Lyon Softwareentwickler wanted")).toBe(false);
      expect(keepsStyle("local_tech", "Softwareentwickler near Hamburg")).toBe(false);
      expect(keepsStyle("rel_near", "#devops folks near Oslo")).toBe(false);
      expect(keepsStyle("post_skill", "#devops folks in Oslo 🚀")).toBe(true);
      expect(keepsStyle("local_biz", "Buchhalterin in Graz")).toBe(false);
      expect(keepsStyle("local_biz", "Buchhalter/in in Graz")).toBe(true);
    });

    test("the exclusion check can fail: a plain ask excludes nobody, an exclusion is seen", () => {
      expect(EXCLUDES.test("backend engineers at Papaya Pay in Berlin")).toBe(false);
      expect(EXCLUDES.test("#hiring designers 📍Oslo, who knows someone?")).toBe(false);
      expect(EXCLUDES.test("🚀 SREs 📍Oslo 🚫 agencies")).toBe(true);
      expect(EXCLUDES.test("testers near Lyon, nobody junior")).toBe(true);
    });
  },
);
