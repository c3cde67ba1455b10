/**
 * Identify's answers in the format asked for (legacy person result by default, as the other
 * person endpoints; legacy=false: the modern record). Beside ./present.ts, which picks every other
 * route's format the same way.
 */
import type { IdentifyMatch } from "../domain/identify/identify.ts";
import type { Person, Post } from "../domain/model.ts";
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
