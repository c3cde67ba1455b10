/**
 * Round 2's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, every class is asked, and the records say
 * the languages the latent facts hold (round 1's people otherwise unchanged). No floor on search
 * quality: the round-2 figures are in ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { generateFirstSight } from "../first-sight/people.ts";
import { LABELS_CHECKED_ON } from "../first-sight-harness.ts";
import { labelCounts } from "./evaluate.ts";
import { CLASSES } from "./labels.ts";
import { generateSecond, LANGUAGES, PROFICIENCY } from "./people.ts";
import { QUERIES } from "./queries.ts";

describe("first-sight round 2 labels", () => {
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
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(QUERIES.length).toBeLessThanOrEqual(60);
    for (const c of CLASSES)
      expect({ c, n: QUERIES.filter((q) => q.class === c).length > 0 }).toEqual({ c, n: true });
  });

  test("the style: lower case throughout", () => {
    for (const q of QUERIES) expect(q.query).toBe(q.query.toLowerCase());
  });
});

describe("first-sight round 2 data", () => {
  const at = new Date(Date.UTC(2026, 10, 25));
  const second = generateSecond(3000, 7, at).people;
  const first = generateFirstSight(3000, 7, at).people;

  test("round 1's records and latent facts are unchanged apart from the languages", () => {
    second.forEach(({ record, latent }, i) => {
      const { languages: _written, ...rest } = record;
      const { languages: _spoken, ...facts } = latent;
      expect(rest).toEqual(first[i]?.record as Record<string, unknown>);
      expect(facts).toEqual(first[i]?.latent as typeof facts);
    });
  });

  test("every listed language is written, with its proficiency when the level is known", () => {
    let listed = 0;
    for (const { record, latent } of second) {
      const written = (record.languages as { language: string; proficiency?: string }[] | undefined) ?? [];
      expect(written.length).toBe(latent.languages.length);
      latent.languages.forEach((s, k) => {
        const w = written[k] as { language: string; proficiency?: string };
        expect(LANGUAGES[s.language]).toContain(w.language);
        if (s.level === null) expect(w.proficiency).toBeUndefined();
        else expect(PROFICIENCY[s.level]).toContain(w.proficiency as string);
      });
      if (latent.languages.length) listed++;
    }
    expect(listed / second.length).toBeGreaterThan(0.6);
    expect(listed / second.length).toBeLessThan(0.8);
  });
});
