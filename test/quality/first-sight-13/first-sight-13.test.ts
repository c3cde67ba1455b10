/**
 * Round 13's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least five times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted, and the set keeps
 * its styles (career trajectories: a move, a stay, a start or a span of a career; headlines and CV
 * fragments: pipes, dots, bullets or arrows, or "someone like:" / a CV section's label; relayed asks:
 * someone else's request in reported speech). No floor on search quality: the round-13 first-sight
 * figures are in ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON, labelChecks } from "../first-sight-harness.ts";
import { ROUND_13 } from "./evaluate.ts";
import type { ThirteenthClass } from "./labels.ts";
import { generateThirteenth } from "./people.ts";

/** A phrase of the list standing alone (letters around it would make it part of another word). */
const words = (list: string[]) => new RegExp(`(?<![\\p{L}])(${list.join("|")})(?![\\p{L}])`, "iu");

/** Exclusions, spoken or terse: a word of the list standing alone, or a cross mark. */
const EXCLUDES = new RegExp(
  `✗|${
    words([
      "not",
      "no",
      "nobody",
      "no one",
      "except",
      "excluding",
      "without",
      "skip",
      "leave out",
      "anyone but",
      "rather than",
    ]).source
  }`,
  "iu",
);

/** Career moves, stays, starts and spans. */
const TRAJECTORY = words([
  "only ever worked",
  "promoted",
  "whole career",
  "career",
  "careers",
  "moved",
  "moved on",
  "came over",
  "first job",
  "first and only job",
  "left",
  "started out",
  "used to be",
  "previous employer",
  "previous company",
  "been with their current employer",
  "at their current company",
  "joined their current employer",
]);
/** A headline's separators, a CV section's label or "someone like:". */
const HEADLINE = /[|·•▸]|someone like:|^(Experience|Education|Skills|Summary|About):/iu;
/** Someone else's request in reported speech: a boss, a client, an agency, someone's notes. */
const RELAYED = words([
  "wants",
  "said",
  "asked",
  "needs",
  "per",
  "notes",
  "forwarding",
  "relayed",
  "relaying",
  "told us",
  "client",
  "recap",
  "comments",
]);

const STYLES = ["traj", "cv", "relay"] as const;
const style = (c: ThirteenthClass) => c.split("_")[0] as (typeof STYLES)[number];

function keepsStyle(cls: ThirteenthClass, query: string): boolean {
  if (style(cls) === "traj") return TRAJECTORY.test(query);
  if (style(cls) === "cv") return HEADLINE.test(query);
  return RELAYED.test(query);
}

describe("first-sight round 13 labels", () => {
  test("every query has >= 10 true matches at 20,000 people seed 2026 and 12,000 seed 11", () => {
    labelChecks.tenTrueAtBothSizes(ROUND_13);
  }, 120_000);

  test("nobody is both relevant and inverted; no query is asked twice; 20 per style, every class asked", () => {
    labelChecks.soundSet(ROUND_13, {
      minPerClass: 5,
      perStyle: { style, styles: STYLES, n: 20 },
      now: LABELS_CHECKED_ON,
    });
  });

  test("every style holds exclusions in at least 10 of its 20, and a query that excludes says who is inverted", () => {
    labelChecks.excludersSayInverted(ROUND_13, EXCLUDES, { style, styles: STYLES });
    for (const s of STYLES) {
      const excluding = ROUND_13.queries.filter((q) => style(q.class) === s && q.inverted).length;
      expect({ s, atLeastTen: excluding >= 10 }).toEqual({ s, atLeastTen: true });
    }
  });

  test("the styles: career trajectories, headline and CV look-alikes, relayed asks", () => {
    labelChecks.keepStyle(ROUND_13, keepsStyle);
  });

  test("the style checks can fail: a plain ask keeps none of the styles", () => {
    for (const cls of ["traj_move", "cv_headline", "relay_notes"] as const)
      expect({ cls, style: keepsStyle(cls, "senior backend engineers in Berlin with Go") }).toEqual({
        cls,
        style: false,
      });
  });

  test("the exclusion words can fail: a plain ask holds none", () => {
    expect(EXCLUDES.test("Senior Backend Engineer | Go | Berlin")).toBe(false);
    expect(EXCLUDES.test("Senior Backend Engineer | Go | Berlin | ✗ juniors")).toBe(true);
  });

  test("the earlier job's title is read off the record: every two-job person has one, a one-job person none", () => {
    const { people } = generateThirteenth(2000, 2026, LABELS_CHECKED_ON);
    for (const { record, latent } of people) {
      const jobs = record.experience as { position_title: string }[];
      expect({ url: latent.url, pastTitle: latent.pastTitle }).toEqual({
        url: latent.url,
        pastTitle: jobs[1]?.position_title ?? null,
      });
      expect(latent.pastTitle === null).toBe(latent.past === null);
    }
    // Leaders' earlier jobs are the generator's other titles, so "used to be a teacher" has people.
    expect(people.some((p) => p.latent.leads !== null && p.latent.pastTitle === "Teacher")).toBe(true);
  });
});
