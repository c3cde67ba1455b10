/**
 * Round 14's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least five times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted (an empty
 * "Exclude: —" field excludes nobody), and the set keeps its styles (lay descriptions: a person said
 * in plain words with no job title; org questions: a company by its short name and a part of its
 * organisation; forms: at least three "Field:" labels). No floor on search quality: the round-14
 * first-sight figures are in ./README.md.
 */
import { expect, test } from "bun:test";
import { roundSoundness, words } from "../first-sight-soundness.ts";
import { ROUND_14 } from "./evaluate.ts";

/** Exclusions: a word of the list standing alone, or a filled-in "Exclude:" / "Out of scope:" field. */
const EXCLUDE_WORDS = words([
  "not",
  "no",
  "nobody",
  "no one",
  "except",
  "exclude",
  "excluding",
  "out of scope",
  "without",
  "apart from",
  "minus",
  "leave out",
  "isn't",
  "rather than",
]);
/** A form's exclusion field left empty ("Exclude: —", "N/A", "TBD", "none", "any") excludes nobody. */
const EMPTY_EXCLUSION = /(Exclude|Out of scope):\s*(—|-|N\/A|TBD|none|any)(?=\s*(\/|;|$))/giu;
const excludes = (query: string) => EXCLUDE_WORDS.test(query.replace(EMPTY_EXCLUSION, ""));

/** The people said in plain words. */
const LAY_PEOPLE = words([
  "folks",
  "people",
  "someone",
  "somebody",
  "whoever",
  "the ones",
  "person",
  "head honchos",
]);
/** Job titles and their shorthand: a lay description names none. */
const TITLE = words([
  "engineers?",
  "developers?",
  "analysts?",
  "designers?",
  "recruiters?",
  "accountants?",
  "executives?",
  "scientists?",
  "directors?",
  "managers?",
  "VPs?",
  "CTO",
  "CEO",
  "head of",
  "SRE",
  "devops",
  "QA",
  "backend",
  "frontend",
]);
/** The data's companies by the short names colleagues use, and their full names (not used here). */
const SHORT_COMPANY = words([
  "Northwind",
  "Quillon",
  "Bluefin",
  "Kestrel",
  "Orbital",
  "Papaya",
  "Tessellate",
  "Lumen",
  "H&F",
  "Vantablue",
  "Cobalt",
  "Minerva",
]);
const FULL_COMPANY =
  /Northwind Labs|Quillon Systems|Bluefin Data|Kestrel Health|Orbital Freight|Papaya Pay|Tessellate AG|Lumen Grid|Harbor & Finch|Cobalt Works|Minerva Analytics/iu;
/** A part of a company's organisation. */
const ORG_PART = words([
  "team",
  "org",
  "leadership",
  "offices?",
  "engineering",
  "sales",
  "product",
  "marketing",
  "engineers",
  "salespeople",
  "managers",
  "bosses",
  "VPs",
  "everybody",
  "everyone",
]);
/** A form's or ticket's "Field:" labels. */
const fields = (query: string) => query.match(/[\p{L}#]+:\s/gu)?.length ?? 0;

/** Each style (the first part of its classes' names) and the check that a query keeps it. */
const KEEPS_STYLE = {
  lay: (query: string) => LAY_PEOPLE.test(query) && !TITLE.test(query) && fields(query) === 0,
  org: (query: string) =>
    SHORT_COMPANY.test(query) && !FULL_COMPANY.test(query) && ORG_PART.test(query) && fields(query) === 0,
  form: (query: string) => fields(query) >= 3,
};

roundSoundness(
  ROUND_14,
  {
    styles: KEEPS_STYLE,
    minPerClass: 5,
    excludes: { test: excludes },
    excludingPerStyle: 10,
    styleTest: "the styles: lay descriptions, company org questions, intake forms and tickets",
    plainAsk: {
      query: "senior backend engineers at Papaya Pay in Berlin",
      classes: ["lay_work", "org_team", "form_intake"],
    },
  },
  () => {
    test("the exclusion check can fail: a plain ask and an empty Exclude field exclude nobody", () => {
      expect(excludes("Role: Backend Engineer / Location: Berlin / Exclude: — / Notes: N/A")).toBe(false);
      expect(excludes("Role: Backend Engineer / Exclude: N/A")).toBe(false);
      expect(excludes("Role: Backend Engineer / Location: Berlin / Exclude: juniors")).toBe(true);
      expect(excludes("the folks who keep the servers running, no beginners")).toBe(true);
    });
  },
);
