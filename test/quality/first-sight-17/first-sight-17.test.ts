/**
 * Round 17's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least five times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted, and the set keeps
 * its styles (levels: a job-architecture level word; regions: a region, bloc, time zone, language
 * area or sub-national region; stack: a stack or tool nickname; each without the other two styles'
 * words). No floor on search quality: the round-17 first-sight figures are in ./README.md.
 */
import { expect, test } from "bun:test";
import { roundSoundness, styleOf, words } from "../first-sight-soundness.ts";
import { ROUND_17 } from "./evaluate.ts";

/** Exclusions in everyday English. */
const EXCLUDES = words([
  "not",
  "no",
  "none",
  "except",
  "excluded",
  "excluding",
  "without",
  "outside",
  "aren't",
  "isn't",
  "aside",
  "anyone but",
]);

/** Job-architecture and level words. */
const LEVEL = words([
  "staff\\+",
  "IC[- ]track",
  "individual contributors?",
  "senior ICs?",
  "senior-band",
  "junior band",
  "associate-level",
  "mid-level",
  "early-career",
  "people leaders",
  "people managers",
  "first-line",
  "director level",
  "director and above",
  "VP-level",
  "C-level",
  "exec layer",
  "VP and up",
  "level below",
  "band",
  "head-of",
]);
/** Regions, blocs, time zones, language areas and sub-national regions. */
const REGION = words([
  "DACH",
  "Iberia",
  "EMEA",
  "LATAM",
  "APAC",
  "Eurozone",
  "CEE",
  "Southern Europe",
  "CET",
  "East Coast",
  "Pacific time",
  "English-speaking",
  "French-speaking",
  "German-speaking",
  "GMT",
  "WET",
  "Bavaria",
  "Randstad",
  "Bay Area",
  "South India",
  "Lombardy",
  "Lazio",
]);
/** Stack and tool nicknames for skills. */
const STACK = words([
  "container-orchestration",
  "IaC",
  "hyperscaler",
  "Amazon's cloud",
  "multi-cloud",
  "JVM",
  "Gophers",
  "Pythonistas",
  "\\.NET",
  "Microsoft-stack",
  "full-JS",
  "RDBMS",
  "write TypeScript",
  "CRM",
  "spreadsheets?",
  "mockups",
  "deep-learning framework",
  "script in Python",
  "SQL-fluent",
]);

const MARKS = { level: LEVEL, region: REGION, stack: STACK } as const;
type Style = keyof typeof MARKS;
const STYLES = Object.keys(MARKS) as Style[];

/** A query keeps style `own` when it carries that style's words and neither other style's. */
const only = (own: Style) => (query: string) => STYLES.every((s) => MARKS[s].test(query) === (s === own));
/** Each style and its check. */
const KEEPS_STYLE = { level: only("level"), region: only("region"), stack: only("stack") };
const keepsStyle = (cls: string, query: string) => KEEPS_STYLE[styleOf(cls) as Style](query);

roundSoundness(
  ROUND_17,
  {
    styles: KEEPS_STYLE,
    minPerClass: 5,
    excludes: EXCLUDES,
    excludingPerStyle: 10,
    styleTest: "the styles: level words, region words, stack nicknames, one style per query",
  },
  () => {
    test("the style checks can fail: a plain ask keeps none of the styles, a mixed ask keeps one at most", () => {
      for (const cls of ["level_ic", "region_bloc", "stack_lang"] as const)
        expect({ cls, style: keepsStyle(cls, "backend engineers at Papaya Pay in Berlin") }).toEqual({
          cls,
          style: false,
        });
      expect(keepsStyle("level_ic", "Staff+ engineers anywhere in DACH")).toBe(false);
      expect(keepsStyle("region_bloc", "Staff+ engineers anywhere in DACH")).toBe(false);
      expect(keepsStyle("stack_cloud", "IaC people in the Nordics")).toBe(true);
      expect(keepsStyle("stack_cloud", "IaC people in Iberia")).toBe(false);
    });

    test("the exclusion check can fail: a plain ask excludes nobody, an exclusion is seen", () => {
      expect(EXCLUDES.test("backend engineers at Papaya Pay in Berlin")).toBe(false);
      expect(EXCLUDES.test("Node and React people in Europe")).toBe(false);
      expect(EXCLUDES.test("software engineers in APAC, India aside")).toBe(true);
      expect(EXCLUDES.test("Gophers who aren't SREs")).toBe(true);
    });
  },
);
