/**
 * People in result lists (search pages, deep-research results): the legacy result with the
 * person's latest posts, or the modern record with how they matched. Reads nothing: the domain
 * call returned everything a format shows (a legacy result's posts too).
 */
import type { Person, Post } from "../domain/model.ts";
import type { PeopleSearchPage } from "../domain/search/search-people.ts";
import { creditsHeader } from "./charged.ts";
import { arrayText, objectText } from "./json-text.ts";
import { LEGACY_HEADERS, toLegacyPerson } from "./legacy.ts";
import { toModernPerson } from "./modern.ts";
import { personResultText } from "./person-text.ts";

/** How a person matched a search or a job: the score, the criteria met, optionally each verdict. */
export interface MatchView {
  score: number;
  matched: string[];
  /** include_evaluations=true (modern only): each criterion's YES / MAYBE / NO and the reason. */
  evaluations?: unknown;
}

/** How many of a person's latest posts a legacy result shows. */
export const LEGACY_RESULT_POSTS = 5;

/**
 * A person in a result list: the legacy result (with their latest posts) or the modern record. The
 * wire shape's definition: answers are made as text by ./person-text.ts, held to this byte for byte
 * (test/domain/json-text.test.ts).
 */
export function personResult(
  person: Person,
  legacy: boolean,
  match: MatchView,
  now: Date,
  posts: readonly Post[],
): Record<string, unknown> {
  if (legacy) return toLegacyPerson(person, posts.slice(0, LEGACY_RESULT_POSTS), now);
  const record = toModernPerson(person, { similarity_score: match.score, matched_criteria: match.matched });
  // Opt-in: the verdict and reason per criterion (the console's badges); not in the spec's shape.
  if (match.evaluations !== undefined)
    record.match_data = { ...(record.match_data as object), evaluations: match.evaluations };
  return record;
}

/**
 * One page of a people search in the format asked for, and the headers that describe it. The body
 * is JSON text made from each person's serialized pieces (./person-text.ts): the route sends it as
 * it is.
 */
export function peopleSearchResponse(
  page: PeopleSearchPage,
  options: { legacy: boolean; evaluations: boolean; now: Date },
): { headers: Record<string, string>; body: string } {
  const results = page.hits.map(({ person, assessment }) =>
    personResultText(person, {
      legacy: options.legacy,
      match: {
        score: assessment.score,
        matched: assessment.matched,
        ...(options.evaluations ? { evaluations: assessment.evaluations } : {}),
      },
      now: options.now,
      posts: options.legacy ? (page.posts.get(person.id) ?? []).slice(0, LEGACY_RESULT_POSTS) : [],
    }),
  );
  return {
    headers: {
      ...creditsHeader(page.charged),
      // How far this search can be paged: its candidates, the best of all matches, at most
      // MAX_CANDIDATES (docs/search.md, "Sessions and paging"); `total` may be larger.
      "X-Search-Candidates": String(page.candidates),
      // Whether `total` is the exact number of matches ("eq") or a lower bound ("gte": the count
      // stopped at its cap; exact_total=true counts them all), as search engines say it.
      "X-Total-Relation": page.totalExact ? "eq" : "gte",
      // How the query was read: words not understood, typo corrections, relaxation (docs/search.md).
      "X-Search-Notes": notesHeader(page.notes),
      ...(options.legacy ? LEGACY_HEADERS : {}),
    },
    body: objectText(peopleSearchEnvelope(page, arrayText(results))),
  };
}

/** A search page's body around its results (JSON text when answering, personResult objects for the reference). */
export function peopleSearchEnvelope(page: PeopleSearchPage, results: unknown): Record<string, unknown> {
  return { results, total: page.total, query: page.query, search_id: page.searchId };
}

/** Notes as a header value: a JSON array of strings, ASCII only (other characters \u-escaped), bounded. */
export function notesHeader(notes: readonly string[]): string {
  const kept: string[] = [];
  let length = 2;
  for (const note of notes) {
    length += note.length + 3;
    if (length > 2000) break;
    kept.push(note);
  }
  return JSON.stringify(kept).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
