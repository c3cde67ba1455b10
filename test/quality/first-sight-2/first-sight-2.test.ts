/**
 * Round 2's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, every class is asked, and the records say
 * the languages the latent facts hold (round 1's people otherwise unchanged). No floor on search
 * quality: the round-2 figures are in ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { generateFirstSight } from "../first-sight/people.ts";
import { roundSoundness } from "../first-sight-soundness.ts";
import { ROUND_2 } from "./evaluate.ts";
import { generateSecond, LANGUAGES, PROFICIENCY } from "./people.ts";

roundSoundness(ROUND_2, {
  minQueries: 40,
  maxQueries: 60,
  minPerClass: 1,
  countsToday: true,
  styleTest: "the style: lower case throughout",
  keepsStyle: (_cls, query) => query === query.toLowerCase(),
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
