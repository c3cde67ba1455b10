/**
 * Round 4's set is sound: every job-ad query has >= 10 true matches and every name query exactly
 * one at both evaluation sizes, nobody is both relevant and inverted, no query is asked twice,
 * every class is asked, and the set keeps its style (job ads are long pasted snippets with a job
 * title; name queries name a person the data holds, or a title and a company). No floor on search
 * quality: the round-4 first-sight figures are in ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON, labelCounts } from "../first-sight-harness.ts";
import { ROUND_4 } from "./evaluate.ts";
import { CLASSES, NAME_CLASSES } from "./labels.ts";
import { generateFourth } from "./people.ts";
import { QUERIES } from "./queries.ts";

const isName = (c: string) => NAME_CLASSES.some((n) => n === c);

describe("first-sight round 4 labels", () => {
  test("job ads have >= 10 true matches, names exactly one, at 20,000 people seed 2026 and 12,000 seed 11", () => {
    for (const [people, seed] of [
      [20_000, 2026],
      [12_000, 11],
    ] as const) {
      const wrong = labelCounts(ROUND_4, people, seed, QUERIES, LABELS_CHECKED_ON)
        .filter((c) => (isName(c.class) ? c.truth !== 1 : c.truth < 10))
        .map((c) => `${c.query}: ${c.truth}`);
      expect({ people, seed, wrong }).toEqual({ people, seed, wrong: [] });
    }
  }, 120_000);

  test("nobody is both relevant and inverted; no query is asked twice; every class is asked", () => {
    const { people } = generateFourth(4000, 2026);
    for (const q of QUERIES) {
      const both = people.filter((p) => q.relevant(p.latent) && q.inverted?.(p.latent)).length;
      expect({ query: q.query, both }).toEqual({ query: q.query, both: 0 });
    }
    expect(new Set(QUERIES.map((q) => q.query.toLowerCase())).size).toBe(QUERIES.length);
    expect(QUERIES.length).toBeGreaterThanOrEqual(45);
    expect(QUERIES.filter((q) => q.class.startsWith("job_ad_")).length).toBeGreaterThanOrEqual(30);
    const names = QUERIES.filter((q) => isName(q.class)).length;
    expect(names >= 15 && names <= 21).toBe(true);
    for (const c of CLASSES)
      expect({ c, n: QUERIES.filter((q) => q.class === c).length > 0 }).toEqual({ c, n: true });
  });

  test("the style: pasted job-ad snippets; names the data holds, written as people type them", () => {
    const { people } = generateFourth(20_000, 2026);
    const first = new Set(people.map((p) => p.latent.name.split(" ")[0]));
    const last = new Set(people.map((p) => p.latent.name.split(" ")[1]));
    const plain = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    const plainLast = new Set([...last].map((l) => plain(l ?? "")));
    for (const q of QUERIES) {
      if (q.class.startsWith("job_ad_")) {
        // A pasted snippet: at least eight words, and punctuation an ad carries (a dash, a bar, a colon, brackets, a bullet, commas...).
        const words = q.query.split(/\s+/).length;
        expect({ q: q.query, snippet: words >= 8 && /[–—\-|:;•()!,]/.test(q.query) }).toEqual({
          q: q.query,
          snippet: true,
        });
      } else if (q.class.startsWith("names_")) {
        // A last name the data holds (accents may be dropped) follows a first name or its short form.
        const tokens = q.query.split(/[\s,()-]+/).filter(Boolean);
        const hasLast = tokens.some((t) => last.has(t) || plainLast.has(t));
        const hasFirst = tokens.some(
          (t) => first.has(t) || [...first].some((f) => plain(f ?? "") === t || f?.startsWith(t)),
        );
        expect({ q: q.query, named: hasLast && hasFirst }).toEqual({ q: q.query, named: true });
      }
    }
  }, 60_000);
});
