/**
 * Round 3's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, every class is asked, and the set keeps its
 * style (long sentences in the long classes, a non-English place name in every native_places
 * query, boolean operators in every boolean query). No floor on search quality: the round-3
 * first-sight figures are in ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { generateSecond } from "../first-sight-2/people.ts";
import { LABELS_CHECKED_ON } from "../first-sight-harness.ts";
import { labelCounts } from "./evaluate.ts";
import { CLASSES } from "./labels.ts";
import { QUERIES } from "./queries.ts";

describe("first-sight round 3 labels", () => {
  test("every query has >= 10 true matches at 20,000 people seed 2026 and 12,000 seed 11", () => {
    for (const [people, seed] of [
      [20_000, 2026],
      [12_000, 11],
    ] as const) {
      const thin = labelCounts(people, seed, QUERIES, LABELS_CHECKED_ON)
        .filter((c) => c.truth < 10)
        .map((c) => `${c.query}: ${c.truth}`);
      expect({ people, seed, thin }).toEqual({ people, seed, thin: [] });
    }
  }, 120_000);

  test("nobody is both relevant and inverted; no query is asked twice; every class is asked", () => {
    const { people } = generateSecond(4000, 2026);
    for (const q of QUERIES) {
      const both = people.filter((p) => q.relevant(p.latent) && q.inverted?.(p.latent)).length;
      expect({ query: q.query, both }).toEqual({ query: q.query, both: 0 });
    }
    expect(new Set(QUERIES.map((q) => q.query.toLowerCase())).size).toBe(QUERIES.length);
    expect(QUERIES.length).toBeGreaterThanOrEqual(50);
    expect(QUERIES.length).toBeLessThanOrEqual(60);
    for (const c of CLASSES)
      expect({ c, n: QUERIES.filter((q) => q.class === c).length > 0 }).toEqual({ c, n: true });
  });

  test("the style: long sentences, place names in their own language, boolean operators", () => {
    for (const q of QUERIES) {
      const words = q.query.split(/\s+/).length;
      if (q.class.startsWith("long_"))
        expect({ q: q.query, long: words >= 12 }).toEqual({ q: q.query, long: true });
      if (q.class === "boolean")
        expect({ q: q.query, ops: /\b(AND|OR)\b/.test(q.query) }).toEqual({ q: q.query, ops: true });
    }
    // A native_places query names a place the way its own language writes it (not the English exonym).
    const native =
      /München|Köln|Wien|Lisboa|Deutschland|España|Österreich|Schweiz|Sverige|Norge|Suomi|Italia|México|København|Göteborg|Praha|Warszawa|Kraków|Bombay|Madras|Den Haag/;
    for (const q of QUERIES.filter((x) => x.class === "native_places"))
      expect({ q: q.query, native: native.test(q.query) }).toEqual({ q: q.query, native: true });
  });
});
