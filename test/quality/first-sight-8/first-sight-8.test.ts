/**
 * Round 8's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, 20 queries per style and every class asked,
 * every style holds exclusions, a query that excludes says who is inverted, and the set keeps its
 * styles (Indian-English postings carry the idiom; pasted filters are "Key: value" fields, JSON
 * objects or key=value / CSV strings; due-diligence asks are questions about a named company). No
 * floor on search quality: the round-8 first-sight figures are in ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON } from "../first-sight-harness.ts";
import { EMPLOYERS } from "../independent/vocab.ts";
import { labelCounts } from "./evaluate.ts";
import { CLASSES } from "./labels.ts";
import { generateEighth } from "./people.ts";
import { QUERIES } from "./queries.ts";

const INDIAN =
  /\b(freshers|having \d|yrs|exp\b|B\.Tech|M\.Tech|B-school|[Kk]indly share|immediate joiners|PAN India|CTC|LPA|currently working|profiles of|need not apply|CAs)/;
const EXCLUDES =
  /\b(not|no|need not|except|excluding|other than|isn't|never|outside|aside|not counting)\b|[Ee]xclud|!=/;
const PIPE_FIELD = /^[A-Z][\w .()]*: \S/;
const PARAMS = /^[a-z_]+(=|!=|>|<|,[a-z_]+,)/;

const style = (c: string) => c.split("_")[0] as "in" | "filter" | "dd";

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
    for (const [people, seed] of [
      [20_000, 2026],
      [12_000, 11],
    ] as const) {
      const wrong = labelCounts(people, seed, QUERIES, LABELS_CHECKED_ON)
        .filter((c) => c.truth < 10)
        .map((c) => `${c.query}: ${c.truth}`);
      expect({ people, seed, wrong }).toEqual({ people, seed, wrong: [] });
    }
  }, 120_000);

  test("nobody is both relevant and inverted; no query is asked twice; 20 per style, every class asked", () => {
    const { people } = generateEighth(4000, 2026);
    for (const q of QUERIES) {
      const both = people.filter((p) => q.relevant(p.latent) && q.inverted?.(p.latent)).length;
      expect({ query: q.query, both }).toEqual({ query: q.query, both: 0 });
    }
    expect(new Set(QUERIES.map((q) => q.query.toLowerCase())).size).toBe(QUERIES.length);
    for (const s of ["in", "filter", "dd"])
      expect({ s, n: QUERIES.filter((q) => style(q.class) === s).length }).toEqual({ s, n: 20 });
    for (const c of CLASSES)
      expect({ c, n: QUERIES.filter((q) => q.class === c).length >= 6 }).toEqual({ c, n: true });
  });

  test("every style holds exclusions, and a query that excludes says who is inverted", () => {
    for (const s of ["in", "filter", "dd"]) {
      const excluding = QUERIES.filter((q) => style(q.class) === s && q.inverted).length;
      expect({ s, atLeastFive: excluding >= 5 }).toEqual({ s, atLeastFive: true });
    }
    for (const q of QUERIES.filter((x) => EXCLUDES.test(x.query)))
      expect({ q: q.query, inverted: typeof q.inverted }).toEqual({ q: q.query, inverted: "function" });
  });

  test("the styles: Indian-English postings, pasted saved-search filters, due-diligence questions", () => {
    for (const q of QUERIES)
      expect({ q: q.query, style: keepsStyle(q.class, q.query) }).toEqual({ q: q.query, style: true });
  });
});
