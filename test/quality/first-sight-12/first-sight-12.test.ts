/**
 * Round 12's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least five times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted, and the set keeps
 * its styles (search-operator syntax: a `key:value` field, or quoted phrases joined by OR / AND /
 * NOT; education: a degree or a school named; outsiders: an organiser's, investor's, journalist's
 * or alumni network's words). No floor on search quality: the round-12 first-sight figures are in
 * ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON, labelChecks } from "../first-sight-harness.ts";
import { ROUND_12 } from "./evaluate.ts";
import type { TwelfthClass } from "./labels.ts";

/** A phrase of the list standing alone (letters around it would make it part of another word). */
const words = (list: string[]) => new RegExp(`(?<![\\p{L}])(${list.join("|")})(?![\\p{L}])`, "iu");

/** Spoken exclusions: a word of the list standing alone. */
const SPOKEN_EXCLUDES = words([
  "not",
  "except",
  "excluding",
  "no",
  "without",
  "outside",
  "anywhere but",
  "leave out",
  "leaving out",
  "don't count",
]);
/** Hard exclusions: a leading minus on a field (a value follows it), NOT, and the spoken ones. */
const EXCLUDES = new RegExp(`(?<![\\p{L}])-[a-z_]+:|${SPOKEN_EXCLUDES.source}`, "iu");

/** A search-operator field as other tools take it: `key:value`, `key:"..."`, `key:(...)`, `key:>5`. */
const FIELD = /(?<![\p{L}])-?[a-z_]+:[("\p{L}[>]/u;
/** Quoted phrases joined by a boolean operator written in capitals. */
const BOOLEAN = /"[^"]+"[^"]*\b(OR|AND|NOT)\b/u;
/** A degree or one of the data's schools, however written. */
const EDUCATION = words([
  "PhD",
  "doctorate",
  "master's",
  "bachelor's",
  "MBA",
  "B\\.Tech",
  "degree",
  "alumni",
  "grads",
  "studied",
  "Oxbridge",
  "ETH",
  "TUM",
  "MIT",
  "Oxford",
  "Cambridge",
  "Stanford",
  "Berkeley",
  "IIT Bombay",
  "University of Toronto",
  "PoliMi",
  "Politecnico di Milano",
]);
/** Words of people outside hiring and sales: organisers, investors, journalists, alumni networks. */
const OUTSIDER = words([
  "speakers?",
  "speaker line-up",
  "panel",
  "roundtable",
  "conference",
  "diligence",
  "investment memo",
  "LP",
  "Series B",
  "bench",
  "journalist",
  "reporter",
  "piece",
  "writing on",
  "to quote",
  "alumni (network|chapter|association|dinner|mentoring)",
]);

const STYLES = ["op", "edu", "out"] as const;
const style = (c: TwelfthClass) => c.split("_")[0] as (typeof STYLES)[number];

function keepsStyle(cls: TwelfthClass, query: string): boolean {
  if (style(cls) === "op") return FIELD.test(query) || BOOLEAN.test(query);
  if (style(cls) === "edu") return EDUCATION.test(query);
  return OUTSIDER.test(query);
}

describe("first-sight round 12 labels", () => {
  test("every query has >= 10 true matches at 20,000 people seed 2026 and 12,000 seed 11", () => {
    labelChecks.tenTrueAtBothSizes(ROUND_12);
  }, 120_000);

  test("nobody is both relevant and inverted; no query is asked twice; 20 per style, every class asked", () => {
    labelChecks.soundSet(ROUND_12, {
      minPerClass: 5,
      perStyle: { style, styles: STYLES, n: 20 },
      now: LABELS_CHECKED_ON,
    });
  });

  test("every style holds exclusions in at least 10 of its 20, and a query that excludes says who is inverted", () => {
    labelChecks.excludersSayInverted(ROUND_12, EXCLUDES, { style, styles: STYLES });
    for (const s of STYLES) {
      const excluding = ROUND_12.queries.filter((q) => style(q.class) === s && q.inverted).length;
      expect({ s, atLeastTen: excluding >= 10 }).toEqual({ s, atLeastTen: true });
    }
  });

  test("the styles: search-operator strings, education asks, outsiders' asks", () => {
    labelChecks.keepStyle(ROUND_12, keepsStyle);
  });

  test("the style checks can fail: a plain ask keeps none of the styles", () => {
    for (const cls of ["op_field", "edu_school", "out_press"] as const)
      expect({ cls, style: keepsStyle(cls, "senior backend engineers in Berlin with Go") }).toEqual({
        cls,
        style: false,
      });
  });

  test("the exclusion words can fail: a plain ask holds none", () => {
    expect(EXCLUDES.test('title:"backend engineer" location:Munich')).toBe(false);
    expect(EXCLUDES.test('title:"backend engineer" -location:Munich')).toBe(true);
  });
});
