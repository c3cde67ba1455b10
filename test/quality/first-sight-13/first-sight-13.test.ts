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
import { expect, test } from "bun:test";
import { LABELS_CHECKED_ON } from "../first-sight-harness.ts";
import { roundSoundness, words } from "../first-sight-soundness.ts";
import { ROUND_13 } from "./evaluate.ts";
import { generateThirteenth } from "./people.ts";

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

/** Each style (the first part of its classes' names) and the check that a query keeps it. */
const KEEPS_STYLE = {
  traj: (query: string) => TRAJECTORY.test(query),
  cv: (query: string) => HEADLINE.test(query),
  relay: (query: string) => RELAYED.test(query),
};

roundSoundness(
  ROUND_13,
  {
    styles: KEEPS_STYLE,
    minPerClass: 5,
    excludes: EXCLUDES,
    excludingPerStyle: 10,
    styleTest: "the styles: career trajectories, headline and CV look-alikes, relayed asks",
    plainAsk: {
      query: "senior backend engineers in Berlin with Go",
      classes: ["traj_move", "cv_headline", "relay_notes"],
    },
  },
  () => {
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
  },
);
