/**
 * The natural-phrasing evaluation (./natural/) is sound: its labels have enough true matches to
 * mean something, negations and comparatives can be caught read backwards, the data says what the
 * labels assume, and the harness runs and scores. No floor on search quality here: the figures of
 * today's code are in ./natural/README.md, and the parser work (issue 28) puts floors under them.
 */
import { describe, expect, test } from "bun:test";
import { precisionAt10, totalError } from "./harness.ts";
import { evaluateNatural, labelCounts, NATURAL_QUERIES } from "./natural/evaluate.ts";
import { FLOOR_CLASSES, QUERY_CLASSES } from "./natural/labels.ts";
import { generateNatural } from "./natural/people.ts";
import { ACTIVITIES } from "./natural/work.ts";
import { EMPLOYER_BY_ID } from "./natural/world.ts";

/** The size a floor test would run at (about 13 s for the whole set). */
const FLOOR_SIZE = 12_000;
const counted = new Map<number, ReturnType<typeof labelCounts>>();
const countsAt = (seed: number) => {
  const counts = counted.get(seed) ?? labelCounts(FLOOR_SIZE, seed);
  counted.set(seed, counts);
  return counts;
};

describe("natural-phrasing labels", () => {
  test("every query of the floor classes has >= 10 true matches at 12,000 people (seeds 11 and 2026)", () => {
    const floor = new Set(FLOOR_CLASSES);
    for (const seed of [11, 2026]) {
      const thin = countsAt(seed)
        .filter((c) => floor.has(c.class) && c.truth < 10)
        .map((c) => `${c.query}: ${c.truth}`);
      expect({ seed, thin }).toEqual({ seed, thin: [] });
    }
  }, 30_000);

  test("negations and ranges say what they exclude; nobody is both relevant and excluded", () => {
    const counts = countsAt(2026);
    const { people } = generateNatural(2000, 2026);
    for (const q of NATURAL_QUERIES.filter((x) => x.class === "negation" || x.class === "ranges")) {
      expect({ query: q.query, hasInverted: q.inverted !== undefined }).toEqual({
        query: q.query,
        hasInverted: true,
      });
      const both = people.filter((p) => q.relevant(p.latent) && q.inverted?.(p.latent)).length;
      expect({ query: q.query, both }).toEqual({ query: q.query, both: 0 });
      const inverted = counts.find((c) => c.query === q.query)?.inverted ?? 0;
      expect({ query: q.query, someInverted: inverted > 0 }).toEqual({ query: q.query, someInverted: true });
    }
  }, 30_000);

  test("every class has 10 to 16 queries and no query is asked twice", () => {
    for (const c of QUERY_CLASSES) {
      const n = NATURAL_QUERIES.filter((q) => q.class === c).length;
      expect({ class: c, inRange: n >= 10 && n <= 16 }).toEqual({ class: c, inRange: true });
    }
    expect(new Set(NATURAL_QUERIES.map((q) => q.query.toLowerCase())).size).toBe(NATURAL_QUERIES.length);
  });
});

describe("natural-phrasing data", () => {
  const { people, companies } = generateNatural(3000, 7);

  test("every activity a person has is written in their headline or summary", () => {
    const patterns = Object.fromEntries(
      Object.entries(ACTIVITIES).map(([a, phrases]) => [
        a,
        phrases.map((s) => new RegExp(s.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace("{domain}", ".+"))),
      ]),
    );
    const unwritten = people.flatMap((p) => {
      const text = `${p.record.headline ?? ""} ${p.record.summary ?? ""}`;
      return p.latent.activities
        .filter((a) => !patterns[a]?.some((re) => re.test(text)))
        .map((a) => `${p.latent.url} ${a}`);
    });
    expect(unwritten).toEqual([]);
  });

  test("experience says where and how long: employers in order, months as the latent facts say", () => {
    const names = new Set(companies.map((c) => c.company_name));
    for (const { record, latent } of people.slice(0, 500)) {
      const experience = record.experience as {
        company_name: string;
        date_from: string;
        date_to: string | null;
      }[];
      const written = experience.map((e) => e.company_name);
      const expected = [latent.employer, ...latent.past.map((x) => x.employer)].map(
        (id) => EMPLOYER_BY_ID.get(id)?.name,
      );
      expect(written).toEqual(expected as string[]);
      for (const n of written) expect(names.has(n)).toBe(true);
      const [y, m] = (experience.at(-1)?.date_from ?? "").split("-").map(Number);
      const now = new Date();
      const months = (now.getUTCFullYear() - (y ?? 0)) * 12 + now.getUTCMonth() - ((m ?? 1) - 1);
      expect(months).toBe(latent.months);
      expect(latent.months % 12 >= 2 && latent.months % 12 <= 10).toBe(true);
    }
  });
});

describe("natural-phrasing harness", () => {
  test("scoring: maybe results count as good, and the total may fall anywhere in [truth, truth + maybe]", () => {
    expect(precisionAt10(30, 0, 7, 10)).toBeCloseTo(0.7);
    expect(precisionAt10(4, 0, 4, 10)).toBe(1);
    expect(precisionAt10(3, 3, 6, 10)).toBe(1);
    expect(precisionAt10(0, 0, 0, 0)).toBe(1);
    expect(precisionAt10(0, 0, 0, 2)).toBe(0);
    expect(totalError(100, 20, 110)).toBe(0);
    expect(totalError(100, 20, 80)).toBeCloseTo(0.2);
    expect(totalError(100, 20, 150)).toBeCloseTo(0.3);
    expect(totalError(100, 0, 0)).toBe(1);
  });

  test("runs every query on 2,000 people and reports every class", async () => {
    const result = await evaluateNatural(2000, 5);
    expect(result.rows.length).toBe(NATURAL_QUERIES.length);
    expect(result.classes.map((c) => c.name)).toEqual([...QUERY_CLASSES]);
    expect(result.floor.queries).toBe(NATURAL_QUERIES.filter((q) => q.class !== "out_of_vocabulary").length);
    for (const f of [...result.classes, result.floor]) {
      for (const x of [f.p10On, f.p10Off]) expect(x >= 0 && x <= 1).toBe(true);
      expect(f.emptyOn + f.invertedOn).toBeLessThanOrEqual(2 * f.queries);
    }
  }, 60_000);
});
