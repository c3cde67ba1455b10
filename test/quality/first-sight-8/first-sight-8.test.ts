/**
 * Round 8's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, 20 queries per style and every class asked,
 * every style holds exclusions, a query that excludes says who is inverted, and the set keeps its
 * styles (Indian-English postings carry the idiom; pasted filters are "Key: value" fields, JSON
 * objects or key=value / CSV strings; due-diligence asks are questions about a named company). No
 * floor on search quality: the round-8 first-sight figures are in ./README.md.
 */
import { describe, test } from "bun:test";
import { labelChecks } from "../first-sight-harness.ts";
import { EMPLOYERS } from "../independent/vocab.ts";
import { ROUND_8 } from "./evaluate.ts";

const INDIAN =
  /\b(freshers|having \d|yrs|exp\b|B\.Tech|M\.Tech|B-school|[Kk]indly share|immediate joiners|PAN India|CTC|LPA|currently working|profiles of|need not apply|CAs)/;
const EXCLUDES =
  /\b(not|no|need not|except|excluding|other than|isn't|never|outside|aside|not counting)\b|[Ee]xclud|!=/;
const PIPE_FIELD = /^[A-Z][\w .()]*: \S/;
const PARAMS = /^[a-z_]+(=|!=|>|<|,[a-z_]+,)/;

const style = (c: string) => c.split("_")[0] as "in" | "filter" | "dd";
const STYLES = ["in", "filter", "dd"] as const;

function keepsStyle(cls: string, query: string): boolean {
  if (style(cls) === "in") return INDIAN.test(query);
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
  if (cls === "filter_params") return PARAMS.test(query) && /[=,]/.test(query);
  return (
    /^(Who|Which|How|Among|Of|Excluding) /.test(query) &&
    query.endsWith("?") &&
    EMPLOYERS.some((e) => query.includes(e))
  );
}

describe("first-sight round 8 labels", () => {
  test("every query has >= 10 true matches at 20,000 people seed 2026 and 12,000 seed 11", () => {
    labelChecks.tenTrueAtBothSizes(ROUND_8);
  }, 120_000);

  test("nobody is both relevant and inverted; no query is asked twice; 20 per style, every class asked", () => {
    labelChecks.soundSet(ROUND_8, {
      minPerClass: 6,
      perStyle: { style, styles: STYLES, n: 20 },
    });
  });

  test("every style holds exclusions, and a query that excludes says who is inverted", () => {
    labelChecks.excludersSayInverted(ROUND_8, EXCLUDES, { style, styles: STYLES });
  });

  test("the styles: Indian-English postings, pasted saved-search filters, due-diligence questions", () => {
    labelChecks.keepStyle(ROUND_8, keepsStyle);
  });
});
