/**
 * Round 8's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, 20 queries per style and every class asked,
 * every style holds exclusions, a query that excludes says who is inverted, and the set keeps its
 * styles (Indian-English postings carry the idiom; pasted filters are "Key: value" fields, JSON
 * objects or key=value / CSV strings; due-diligence asks are questions about a named company). No
 * floor on search quality: the round-8 first-sight figures are in ./README.md.
 */

import { roundSoundness } from "../first-sight-soundness.ts";
import { EMPLOYERS } from "../independent/vocab.ts";
import { ROUND_8 } from "./evaluate.ts";

const INDIAN =
  /\b(freshers|having \d|yrs|exp\b|B\.Tech|M\.Tech|B-school|[Kk]indly share|immediate joiners|PAN India|CTC|LPA|currently working|profiles of|need not apply|CAs)/;
const EXCLUDES =
  /\b(not|no|need not|except|excluding|other than|isn't|never|outside|aside|not counting)\b|[Ee]xclud|!=/;
const PIPE_FIELD = /^[A-Z][\w .()]*: \S/;
const PARAMS = /^[a-z_]+(=|!=|>|<|,[a-z_]+,)/;

/** A pasted filter's class says its form: "Key: value" fields, a JSON object, or key=value / CSV. */
function keepsFilter(cls: string, query: string): boolean {
  if (cls === "filter_pipes") {
    const fields = query.split(" | ");
    return fields.length >= 3 && fields.every((f) => PIPE_FIELD.test(f));
  }
  if (cls === "filter_json") {
    try {
      const parsed = JSON.parse(query);
      return typeof parsed === "object" && !Array.isArray(parsed) && Object.keys(parsed).length >= 3;
    } catch {
      return false;
    }
  }
  return cls === "filter_params" && PARAMS.test(query) && /[=,]/.test(query);
}

/** Each style (the first part of its classes' names) and the check that a query keeps it. */
const KEEPS_STYLE = {
  in: (query: string) => INDIAN.test(query),
  filter: (query: string, cls: string) => keepsFilter(cls, query),
  dd: (query: string) =>
    /^(Who|Which|How|Among|Of|Excluding) /.test(query) &&
    query.endsWith("?") &&
    EMPLOYERS.some((e) => query.includes(e)),
};

roundSoundness(ROUND_8, {
  styles: KEEPS_STYLE,
  minPerClass: 6,
  countsToday: true,
  excludes: EXCLUDES,
  styleTest: "the styles: Indian-English postings, pasted saved-search filters, due-diligence questions",
});
