/**
 * Round 5's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, every class is asked, and the set keeps its
 * style (sellers' questions name an account the data holds; boolean strings carry an operator;
 * foreign queries are written in their language). No floor on search quality: the round-5
 * first-sight figures are in ./README.md and the floor in ../first-sight-floor.test.ts.
 */
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON } from "../first-sight-harness.ts";
import { EMPLOYERS } from "../independent/vocab.ts";
import { labelCounts } from "./evaluate.ts";
import { CLASSES } from "./labels.ts";
import { generateFifth } from "./people.ts";
import { QUERIES } from "./queries.ts";

describe("first-sight round 5 labels", () => {
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
    const { people } = generateFifth(4000, 2026);
    for (const q of QUERIES) {
      const both = people.filter((p) => q.relevant(p.latent) && q.inverted?.(p.latent)).length;
      expect({ query: q.query, both }).toEqual({ query: q.query, both: 0 });
    }
    expect(new Set(QUERIES.map((q) => q.query.toLowerCase())).size).toBe(QUERIES.length);
    expect(QUERIES.length).toBeGreaterThanOrEqual(50);
    for (const c of CLASSES)
      expect({ c, n: QUERIES.filter((q) => q.class === c).length >= 5 }).toEqual({ c, n: true });
  });

  test("the style: accounts the data holds, boolean operators, other languages", () => {
    for (const q of QUERIES) {
      const style = q.class.startsWith("sales_")
        ? EMPLOYERS.some((e) => q.query.includes(e)) &&
          /\b(who|which|anyone|any|decision makers|contacts|is there|ex)\b/i.test(q.query)
        : q.class.startsWith("boolean_")
          ? /\b(OR|AND|NOT)\b|\s-\w|\w+:/.test(q.query)
          : // A function word of German, Spanish, French, Portuguese, Dutch, Italian or Polish.
            /\b(in|mit|bei|und|en|de|o|y|à|ou|chez|qui|em|no|com|of|met|bij|a|con|di|w|z|ze|lub)\b/.test(
              q.query,
            ) && !/\b(the|with|and|who|at)\b/i.test(q.query);
      expect({ q: q.query, style }).toEqual({ q: q.query, style: true });
    }
  });
});
