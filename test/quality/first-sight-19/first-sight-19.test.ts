/**
 * Round 19's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least five times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted, and the set keeps
 * its styles (typo: one of the slips the set makes; ctx: the asker speaking of themselves or their
 * company; prof: a profession's jargon outside software; each without the other two styles' marks).
 * No floor on search quality: the round-19 first-sight figures are in ./README.md.
 */
import { expect, test } from "bun:test";
import { roundSoundness, styleOf, words } from "../first-sight-soundness.ts";
import { ROUND_19 } from "./evaluate.ts";

/** Exclusions in everyday English. */
const EXCLUDES = words([
  "not",
  "no",
  "none",
  "nobody",
  "never",
  "except",
  "excluded",
  "excluding",
  "without",
  "skip",
  "don't need",
  "anywhere but",
  "anyone but",
  "outside",
  "only",
]);

/** The slips the set makes: swapped, dropped and doubled letters, run-together words, a split brand. */
const TYPO = words([
  "senoir",
  "enginers",
  "enigneers",
  "datascientists",
  "junoirs",
  "recuiters",
  "prodcut",
  "lerning",
  "Netherlnds",
  "Mnuich",
  "Berln",
  "Barcelonna",
  "Madird",
  "inLondon",
  "Stockhlom",
  "Gothenberg",
  "Sao Paolo",
  "Lisbn",
  "Zurcih",
  "Eruope",
  "Germnay",
  "kubernetis",
  "postgress",
  "pyhton",
  "Kestral",
  "Helth",
  "typescirpt",
  "tensorflw",
  "Analitics",
  "sales force",
  "Papya",
]);
/**
 * The asker speaking of themselves, their team or their company ("I" as a capital before a
 * lower-case word, so neither the "i" of "i.e." nor the "I" of "T&I" is one).
 */
const CONTEXT = /(?<![\p{L}])(I(?=\s\p{Ll})|I'm|I'd|[Mm]e|[Mm]y|[Mm]yself|[Oo]ur|[Ww]e|[Ww]e're)(?![\p{L}])/u;
/** Professions outside software, in their jargon. */
const PROFESSION = words([
  "RNs?",
  "nurses?",
  "physios?",
  "PTs",
  "physiotherapists?",
  "pharmacists?",
  "chefs?",
  "teachers?",
  "educators?",
  "sparkies",
  "electricians?",
  "civil",
  "mechanical",
  "CEs",
  "MEs",
  "architects?",
  "CAs",
  "accountants?",
  "auditors?",
  "TA",
  "talent acquisition",
  "counsel",
  "attorneys?",
  "lawyers?",
  "translators?",
  "linguists?",
  "office managers?",
  "quota-carrying",
  "closers",
]);

const MARKS = { typo: TYPO, ctx: CONTEXT, prof: PROFESSION } as const;
type Style = keyof typeof MARKS;
const STYLES = Object.keys(MARKS) as Style[];

/** A query keeps style `own` when it carries that style's marks and neither other style's. */
const only = (own: Style) => (query: string) => STYLES.every((s) => MARKS[s].test(query) === (s === own));
/** Each style and its check. */
const KEEPS_STYLE = { typo: only("typo"), ctx: only("ctx"), prof: only("prof") };
const keepsStyle = (cls: string, query: string) => KEEPS_STYLE[styleOf(cls) as Style](query);

roundSoundness(
  ROUND_19,
  {
    styles: KEEPS_STYLE,
    minPerClass: 5,
    excludes: EXCLUDES,
    excludingPerStyle: 10,
    styleTest: "the styles: typing slips, the asker's context, profession jargon, one style per query",
  },
  () => {
    test("the style checks can fail: a plain ask keeps none of the styles, a mixed ask keeps one at most", () => {
      for (const cls of ["typo_role", "ctx_place", "prof_care"] as const)
        expect({ cls, style: keepsStyle(cls, "backend engineers at Papaya Pay in Berlin") }).toEqual({
          cls,
          style: false,
        });
      expect(keepsStyle("typo_place", "backend enginers in Berlin")).toBe(true);
      expect(keepsStyle("typo_place", "I need backend enginers in Berlin")).toBe(false);
      expect(keepsStyle("ctx_company", "I work in Oslo but need designers in Lyon")).toBe(true);
      expect(keepsStyle("ctx_company", "I work in Oslo but need pharmacists in Lyon")).toBe(false);
      expect(keepsStyle("prof_desk", "paralegals and counsel in Lyon")).toBe(true);
      expect(keepsStyle("prof_desk", "counsel in Mnuich")).toBe(false);
      expect(keepsStyle("prof_build", "MEs, i.e. mechanical engineers")).toBe(true);
      expect(keepsStyle("prof_desk", "T&I linguists, I need them in Lyon")).toBe(false);
    });

    test("the exclusion check can fail: a plain ask excludes nobody, an exclusion is seen", () => {
      expect(EXCLUDES.test("I'm in Oslo, but I need designers in Lyon")).toBe(false);
      expect(EXCLUDES.test("sparkies in Lyon, no apprentices")).toBe(true);
      expect(EXCLUDES.test("civil engineers outside Europe")).toBe(true);
    });
  },
);
