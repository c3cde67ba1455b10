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
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON, labelChecks } from "../first-sight-harness.ts";
import { ROUND_14 } from "./evaluate.ts";
import type { FourteenthClass } from "./labels.ts";

/** A phrase of the list standing alone (letters around it would make it part of another word). */
const words = (list: string[]) => new RegExp(`(?<![\\p{L}])(${list.join("|")})(?![\\p{L}])`, "iu");

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
/** The harness's check takes a pattern: a query excludes when `excludes` says so. */
const EXCLUDES = { test: excludes } as unknown as RegExp;

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

const STYLES = ["lay", "org", "form"] as const;
const style = (c: FourteenthClass) => c.split("_")[0] as (typeof STYLES)[number];

function keepsStyle(cls: FourteenthClass, query: string): boolean {
  if (style(cls) === "lay") return LAY_PEOPLE.test(query) && !TITLE.test(query) && fields(query) === 0;
  if (style(cls) === "org")
    return (
      SHORT_COMPANY.test(query) && !FULL_COMPANY.test(query) && ORG_PART.test(query) && fields(query) === 0
    );
  return fields(query) >= 3;
}

describe("first-sight round 14 labels", () => {
  test("every query has >= 10 true matches at 20,000 people seed 2026 and 12,000 seed 11", () => {
    labelChecks.tenTrueAtBothSizes(ROUND_14);
  }, 120_000);

  test("nobody is both relevant and inverted; no query is asked twice; 20 per style, every class asked", () => {
    labelChecks.soundSet(ROUND_14, {
      minPerClass: 5,
      perStyle: { style, styles: STYLES, n: 20 },
      now: LABELS_CHECKED_ON,
    });
  });

  test("every style holds exclusions in at least 10 of its 20, and a query that excludes says who is inverted", () => {
    labelChecks.excludersSayInverted(ROUND_14, EXCLUDES, { style, styles: STYLES });
    for (const s of STYLES) {
      const excluding = ROUND_14.queries.filter((q) => style(q.class) === s && q.inverted).length;
      expect({ s, atLeastTen: excluding >= 10 }).toEqual({ s, atLeastTen: true });
    }
  });

  test("the styles: lay descriptions, company org questions, intake forms and tickets", () => {
    labelChecks.keepStyle(ROUND_14, keepsStyle);
  });

  test("the style checks can fail: a plain ask keeps none of the styles", () => {
    for (const cls of ["lay_work", "org_team", "form_intake"] as const)
      expect({ cls, style: keepsStyle(cls, "senior backend engineers at Papaya Pay in Berlin") }).toEqual({
        cls,
        style: false,
      });
  });

  test("the exclusion check can fail: a plain ask and an empty Exclude field exclude nobody", () => {
    expect(excludes("Role: Backend Engineer / Location: Berlin / Exclude: — / Notes: N/A")).toBe(false);
    expect(excludes("Role: Backend Engineer / Exclude: N/A")).toBe(false);
    expect(excludes("Role: Backend Engineer / Location: Berlin / Exclude: juniors")).toBe(true);
    expect(excludes("the folks who keep the servers running, no beginners")).toBe(true);
  });
});
