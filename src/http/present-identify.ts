/**
 * Identify's answers in the format asked for (legacy person result by default, as the other
 * person endpoints; legacy=false: the modern record). Beside ./present.ts, which picks every other
 * route's format the same way.
 */
import type { IdentifyMatch } from "../domain/identify/identify.ts";
import type { Person, Post } from "../domain/model.ts";
import { personBrief } from "../format/identify.ts";
import { toLegacyPerson } from "../format/legacy.ts";
import { LEGACY_RESULT_POSTS, modernRecordOf } from "./present.ts";

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
export function bulkResultBody(status: {
  status: Record<string, unknown>;
  persons: Map<number, Person>;
  results: Record<string, unknown>[];
  pagination?: Record<string, unknown>;
}) {
  return {
    ...status.status,
    results: status.results.map((r) => {
      if (r.status !== "matched") return r;
      const person = status.persons.get(r.person_id as number);
      // Erased since: the result is the removal marker already, or the person is no longer there to show.
      const { person_id: _, ...rest } = r;
      return { ...rest, person: person ? personBrief(person) : null };
    }),
    ...(status.pagination ? { pagination: status.pagination } : {}),
  };
}
