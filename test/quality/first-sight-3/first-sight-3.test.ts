/**
 * Round 3's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, every class is asked, and the set keeps its
 * style (long sentences in the long classes, a non-English place name in every native_places
 * query, boolean operators in every boolean query). No floor on search quality: the round-3
 * first-sight figures are in ./README.md.
 */
import { roundSoundness } from "../first-sight-soundness.ts";
import { ROUND_3 } from "./evaluate.ts";

/** A place name the way its own language writes it (not the English exonym). */
const NATIVE =
  /München|Köln|Wien|Lisboa|Deutschland|España|Österreich|Schweiz|Sverige|Norge|Suomi|Italia|México|København|Göteborg|Praha|Warszawa|Kraków|Bombay|Madras|Den Haag/;

/** Long classes hold 12 words or more, boolean ones an AND or OR, native_places a native place name. */
function keepsStyle(cls: string, query: string): boolean {
  if (cls.startsWith("long_")) return query.split(/\s+/).length >= 12;
  if (cls === "boolean") return /\b(AND|OR)\b/.test(query);
  if (cls === "native_places") return NATIVE.test(query);
  return true;
}

roundSoundness(ROUND_3, {
  minQueries: 50,
  maxQueries: 60,
  minPerClass: 1,
  countsToday: true,
  styleTest: "the style: long sentences, place names in their own language, boolean operators",
  keepsStyle,
});
