/**
 * Round 6's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, every class is asked, and the set keeps its
 * style (dictated queries are lower case without punctuation or digits and carry a filler, a spelled
 * number or a self-correction; ICP definitions carry sales-ops shorthand and field punctuation;
 * briefs give context in at least two sentences before the ask). No floor on search quality: the
 * round-6 first-sight figures are in ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON } from "../first-sight-harness.ts";
import { labelCounts } from "./evaluate.ts";
import { CLASSES } from "./labels.ts";
import { generateSixth } from "./people.ts";
import { QUERIES } from "./queries.ts";

const SPOKEN =
  /\b(um|uh|like|you know|so basically|whatever|ok so|hey)\b|\b(two|three|five|eight|ten|twenty)\b|\b(no sorry|sorry i mean|i mean|no wait|scratch that|well actually|or actually)\b/;
const SHORTHAND =
  /(VP\+|Dir\+|\bIC\b|eng mgmt|DACH|Nordics|Benelux|EMEA|\bNA\b|APAC|LATAM|UK&I|Iberia|YoE|tenure|excl\.|w\/o?\b|Persona:|Geo:|Seg:|ICP|\bPMs\b|\bSWE\b)/;

describe("first-sight round 6 labels", () => {
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

  test("nobody is both relevant and inverted; no query is asked twice; every class is asked", () => {
    const { people } = generateSixth(4000, 2026);
    for (const q of QUERIES) {
      const both = people.filter((p) => q.relevant(p.latent) && q.inverted?.(p.latent)).length;
      expect({ query: q.query, both }).toEqual({ query: q.query, both: 0 });
    }
    expect(new Set(QUERIES.map((q) => q.query.toLowerCase())).size).toBe(QUERIES.length);
    expect(QUERIES.length).toBeGreaterThanOrEqual(55);
    for (const c of CLASSES)
      expect({ c, n: QUERIES.filter((q) => q.class === c).length >= 5 }).toEqual({ c, n: true });
  });

  test("the style: dictated, ICP shorthand, chat briefs", () => {
    for (const q of QUERIES) {
      const style = q.class.startsWith("voice_")
        ? /^[a-z ]+$/.test(q.query) && SPOKEN.test(q.query)
        : q.class.startsWith("icp_")
          ? SHORTHAND.test(q.query) && /[|;,/—+]/.test(q.query) && q.query.length < 90
          : // Context, then the ask: two sentences or more, in ordinary case.
            (q.query.match(/[.?!](\s|$)/g) ?? []).length >= 2 && /^[A-Z]/.test(q.query);
      expect({ q: q.query, style }).toEqual({ q: q.query, style: true });
    }
  });
});
