/**
 * Identify's answers (docs/identify.md): a matched person in brief, as bulk identify results and
 * `prospector identify` write them; POST /api/identify's matches in the format asked for (legacy
 * person result by default, as the other person endpoints; legacy=false: the modern record); a
 * bulk identify job's status.
 */
import type { IdentifyBulkStatus } from "../domain/identify/bulk.ts";
import type { IdentifyMatch } from "../domain/identify/identify.ts";
import type { Person, Post } from "../domain/model.ts";
import { bulkJobStatusBody } from "./jobs.ts";
import { toLegacyPerson } from "./legacy.ts";
import { modernRecordOf } from "./modern.ts";
import { LEGACY_RESULT_POSTS } from "./people.ts";

export function personBrief(person: Person) {
  return {
    id: person.id,
    name: person.name,
    pnet_url: person.pnet_url,
    headline: person.headline,
    title: person.active_experience_title,
    company: person.experience.find((e) => e.active_experience === 1)?.company_name ?? null,
    location: person.location,
  };
}

export function identifiedPerson(person: Person, legacy: boolean, now: Date, posts: readonly Post[]) {
  return legacy ? toLegacyPerson(person, posts.slice(0, LEGACY_RESULT_POSTS), now) : modernRecordOf(person);
}

export function identifyBody(
  result: { matches: IdentifyMatch[]; posts: Map<number, Post[]> },
  legacy: boolean,
  now: Date,
) {
  return {
    matches: result.matches.map((m) => ({
      score: m.score,
      person: identifiedPerson(m.person, legacy, now, result.posts.get(m.person.id) ?? []),
      explanation: m.explanation,
    })),
  };
}

/** A bulk identify job's status, each matched result with its person in brief. */
export function bulkResultBody(status: IdentifyBulkStatus) {
  const { params, totals } = status;
  return bulkJobStatusBody({
    ...status,
    total: params.total,
    counts: { matched: totals.byStatus.matched ?? 0 },
    with: { min_score: params.min_score },
    results: status.results.map((r) => {
      if (r.status !== "matched") return r;
      const person = status.persons.get(r.person_id as number);
      // Erased since: the result is the removal marker already, or the person is no longer there to show.
      const { person_id: _, ...rest } = r;
      return { ...rest, person: person ? personBrief(person) : null };
    }),
  });
}
