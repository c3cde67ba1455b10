/**
 * The first-sight set is sound: every query has >= 10 true matches at both evaluation sizes,
 * nobody is both relevant and inverted, and the records say what the latent facts say (jobs,
 * dates, places, schools). No floor on search quality: the round-1 figures are in ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON } from "../first-sight-harness.ts";
import { labelCounts } from "./evaluate.ts";
import { generateFirstSight, METRO_CITIES, NEW_SCHOOLS } from "./people.ts";
import { QUERIES } from "./queries.ts";

describe("first-sight labels", () => {
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
  }, 60_000);

  test("nobody is both relevant and inverted; no query is asked twice", () => {
    const { people } = generateFirstSight(4000, 2026);
    for (const q of QUERIES) {
      const both = people.filter((p) => q.relevant(p.latent) && q.inverted?.(p.latent)).length;
      expect({ query: q.query, both }).toEqual({ query: q.query, both: 0 });
    }
    expect(new Set(QUERIES.map((q) => q.query.toLowerCase())).size).toBe(QUERIES.length);
  });
});

describe("first-sight data", () => {
  const at = new Date(Date.UTC(2026, 10, 25));
  const { people } = generateFirstSight(3000, 7, at);
  const nowIndex = 2026 * 12 + 10;
  const index = (s: string) => {
    const [y, m] = s.split("-").map(Number);
    return (y ?? 0) * 12 + (m ?? 1) - 1;
  };

  test("experience says who works, since when, and when the last job ended", () => {
    for (const { record, latent } of people) {
      const experience = record.experience as { date_from: string; date_to: string | null }[];
      expect(experience.length).toBe(latent.jobs.length);
      expect(experience.filter((e) => e.date_to === null).length).toBe(latent.working ? 1 : 0);
      const first = experience[0] as { date_from: string; date_to: string | null };
      if (latent.working) expect(nowIndex - index(first.date_from)).toBe(latent.tenure as number);
      else expect(nowIndex - index(String(first.date_to))).toBe(latent.idleFor as number);
      // Months of experience: from the first job's start to today, or to the last job's end.
      const end = latent.working ? nowIndex : index(String(first.date_to));
      expect(end - index(String(experience.at(-1)?.date_from))).toBe(latent.months);
    }
    const share = (f: (l: (typeof people)[number]["latent"]) => boolean) =>
      people.filter((p) => f(p.latent)).length / people.length;
    expect(share((l) => !l.working)).toBeGreaterThan(0.04);
    expect(share((l) => l.tenure !== null && l.tenure < 12)).toBeGreaterThan(0.1);
  });

  test("metro cities and added schools are written in the record", () => {
    for (const { record, latent } of people) {
      const place = `${record.location ?? ""} ${record.location_city ?? ""}`;
      const metro = latent.city ? METRO_CITIES[latent.city] : undefined;
      if (metro) expect(metro[2].some((c) => place.includes(c))).toBe(true);
      const schools = ((record.education as { institution_name: string }[] | undefined) ?? []).map(
        (e) => e.institution_name,
      );
      for (const id of latent.schools.filter((s) => s in NEW_SCHOOLS))
        expect(NEW_SCHOOLS[id]?.some((s) => schools.includes(s))).toBe(true);
    }
  });
});
