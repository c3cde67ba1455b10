/**
 * Round 11's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least six times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted, and the set keeps
 * its styles (a company written as a domain, with a legal suffix, possessive, short form, lower case
 * or "the X folks"; report shorthand with at least two of its marks; narrowing over at least two
 * sentences). No floor on search quality: the round-11 first-sight figures are in ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON, labelChecks } from "../first-sight-harness.ts";
import { EMPLOYERS } from "../independent/vocab.ts";
import { ROUND_11 } from "./evaluate.ts";
import type { EleventhClass } from "./labels.ts";

/** A phrase of the list standing alone (letters around it would make it part of another word). */
const words = (list: string[]) => new RegExp(`(?<![\\p{L}])(${list.join("|")})(?![\\p{L}])`, "iu");

/** Hard exclusions in the three styles' words. */
const EXCLUDES = words([
  "excl\\.",
  "excluding",
  "w/o",
  "sans",
  "minus",
  "less",
  "but not",
  "not anyone",
  "not counting",
  "not the",
  "aren't",
  "anywhere but",
  "outside",
  "without",
  "drop",
  "remove",
]);

/** A company as people write it: a domain, a legal suffix, a possessive, "the X folks", "ex-X". */
const COMPANY_FORM = words([
  "@?[a-z-]+\\.(com|io|de|ai|co)",
  "Inc\\.",
  "GmbH",
  "Ltd\\.?",
  "LLP",
  "S\\.A\\.",
  "B\\.V\\.",
  "Oy",
  "SAS",
  "AG",
  "\\p{L}+'s",
  "H&F",
  "folks",
  "crowd",
  "people",
  "ex-\\p{L}+",
]);
/** Report marks: abbreviations, symbols, slashes and parentheses a headcount sheet writes. */
const REPORT_MARKS =
  /excl\.|incl\.|w\/o|w\/|\bsans\b|\bminus\b|\bless\b|\+|≥|<|n\/a|\btbd\b|\/|\(|Sr\.|Jr\.|mgmt|—/giu;
/** A narrowing sentence after the first ask. */
const NARROWING =
  /(Of those|Of them|Among them|From that group drop|Keep only the ones|keep only|Now remove|And of them)/u;

const STYLES = ["co", "rep", "chain"] as const;
const style = (c: EleventhClass) => c.split("_")[0] as (typeof STYLES)[number];

function keepsStyle(cls: EleventhClass, query: string): boolean {
  if (style(cls) === "co")
    return COMPANY_FORM.test(query) || EMPLOYERS.some((e) => query.includes(e.toLowerCase()));
  if (style(cls) === "rep") return new Set(query.match(REPORT_MARKS) ?? []).size >= 2;
  const sentences = query.split(/(?<=[.?!:])\s+(?=\p{Lu})/u).length;
  return sentences >= 2 && NARROWING.test(query);
}

describe("first-sight round 11 labels", () => {
  test("every query has >= 10 true matches at 20,000 people seed 2026 and 12,000 seed 11", () => {
    labelChecks.tenTrueAtBothSizes(ROUND_11);
  }, 120_000);

  test("nobody is both relevant and inverted; no query is asked twice; 20 per style, every class asked", () => {
    labelChecks.soundSet(ROUND_11, {
      minPerClass: 6,
      perStyle: { style, styles: STYLES, n: 20 },
      now: LABELS_CHECKED_ON,
    });
  });

  test("every style holds exclusions in at least 10 of its 20, and a query that excludes says who is inverted", () => {
    labelChecks.excludersSayInverted(ROUND_11, EXCLUDES, { style, styles: STYLES });
    for (const s of STYLES) {
      const excluding = ROUND_11.queries.filter((q) => style(q.class) === s && q.inverted).length;
      expect({ s, atLeastTen: excluding >= 10 }).toEqual({ s, atLeastTen: true });
    }
  });

  test("the styles: company spellings, report shorthand, narrowing over several sentences", () => {
    labelChecks.keepStyle(ROUND_11, keepsStyle);
  });

  test("the style checks can fail: a plain ask keeps none of the styles", () => {
    for (const cls of ["co_domain", "rep_role", "chain_drop"] as const)
      expect({ cls, style: keepsStyle(cls, "senior backend engineers in Berlin with Go") }).toEqual({
        cls,
        style: false,
      });
  });
});
