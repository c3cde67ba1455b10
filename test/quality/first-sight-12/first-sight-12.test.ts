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
import { expect, test } from "bun:test";
import { roundSoundness, words } from "../first-sight-soundness.ts";
import { ROUND_12 } from "./evaluate.ts";

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

/** Each style (the first part of its classes' names) and the check that a query keeps it. */
const KEEPS_STYLE = {
  op: (query: string) => FIELD.test(query) || BOOLEAN.test(query),
  edu: (query: string) => EDUCATION.test(query),
  out: (query: string) => OUTSIDER.test(query),
};

roundSoundness(
  ROUND_12,
  {
    styles: KEEPS_STYLE,
    minPerClass: 5,
    excludes: EXCLUDES,
    excludingPerStyle: 10,
    styleTest: "the styles: search-operator strings, education asks, outsiders' asks",
    plainAsk: {
      query: "senior backend engineers in Berlin with Go",
      classes: ["op_field", "edu_school", "out_press"],
    },
  },
  () => {
    test("the exclusion words can fail: a plain ask holds none", () => {
      expect(EXCLUDES.test('title:"backend engineer" location:Munich')).toBe(false);
      expect(EXCLUDES.test('title:"backend engineer" -location:Munich')).toBe(true);
    });
  },
);
