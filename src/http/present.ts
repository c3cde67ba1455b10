/**
 * Canonical records to wire shapes, for the routes: the one place that picks a format from what
 * the request asked for (legacy or modern, main or alternate listener). It reads nothing: a
 * route's domain call returned everything the format shows (a legacy result's posts too). The
 * serializers themselves are pure functions in src/format/.
 */

import type { AltLookup } from "../domain/enrich/alt-profile.ts";
import type { StoredProfile } from "../domain/enrich/profile.ts";
import type { Scraped } from "../domain/enrich/scrape.ts";
import type { Person, Post } from "../domain/model.ts";
import type { ResearchResult } from "../domain/research/deep-research.ts";
import type { PeopleSearchPage } from "../domain/search/search-people.ts";
import { toAltProfile } from "../format/alt-profile.ts";
import { toLegacyPerson } from "../format/legacy.ts";
import { toModernPerson } from "../format/modern.ts";
import { toHostedScrapeRecord } from "../format/scrape-record.ts";
import { toStoredProfileLegacy } from "../format/stored-profile.ts";
import { LEGACY_HEADERS } from "./schemas.ts";

/**
 * Modern records of recently served people, keyed by the record object itself: the people
 * repository hands out the same object until the row changes, so an entry can never be stale and
 * goes away with the object.
 */
const modernRecords = new WeakMap<Person, Record<string, unknown>>();

export function modernRecordOf(person: Person): Record<string, unknown> {
  let record = modernRecords.get(person);
  if (!record) {
    record = toModernPerson(person);
    modernRecords.set(person, record);
  }
  return record;
}

/** GET /api/enrich/pnet: the legacy stored-profile shape, or the modern record. */
export function storedProfileBody(profile: StoredProfile, legacy: boolean): Record<string, unknown> {
  const body = legacy ? toStoredProfileLegacy(profile) : modernRecordOf(profile.person);
  return profile.provenance ? { ...body, provenance: profile.provenance } : body;
}

/** GET {alt}/api/enrich/pnet: `{data: [record]}`, or `{data: [{message}]}` naming the lookup. */
export function altProfileBody(result: AltLookup): { data: Record<string, unknown>[] } {
  if (!result.found) return { data: [{ message: `No profile found for ${result.lookup}` }] };
  const { person, companies, social } = result.found;
  return { data: [toAltProfile(person, companies, social)] };
}

/** GET /api/enrich/scrape: the modern record plus source and time, and the hosted shape under data. */
export function scrapeBody(scraped: Scraped): Record<string, unknown> {
  return {
    ...toModernPerson(scraped.person),
    source: scraped.source,
    scraped_at: scraped.scrapedAt.toISOString(),
    // The hosted service's shape, which published clients read (docs/api.md).
    data: toHostedScrapeRecord(scraped.person, scraped.posts),
  };
}

/** How a person matched a search or a job: the score, the criteria met, optionally each verdict. */
export interface MatchView {
  score: number;
  matched: string[];
  /** include_evaluations=true (modern only): each criterion's YES / MAYBE / NO and the reason. */
  evaluations?: unknown;
}

/** How many of a person's latest posts a legacy result shows. */
export const LEGACY_RESULT_POSTS = 5;

/** A person in a result list: the legacy result (with their latest posts) or the modern record. */
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

/** One page of a people search in the format asked for, and the headers that describe it. */
export function peopleSearchResponse(
  page: PeopleSearchPage,
  options: { legacy: boolean; evaluations: boolean; now: Date },
): { headers: Record<string, string>; body: Record<string, unknown> } {
  const results = page.hits.map(({ person, assessment }) =>
    personResult(
      person,
      options.legacy,
      {
        score: assessment.score,
        matched: assessment.matched,
        ...(options.evaluations ? { evaluations: assessment.evaluations } : {}),
      },
      options.now,
      page.posts.get(person.id) ?? [],
    ),
  );
  return {
    headers: {
      "X-Credits-Charged": String(page.charged),
      // How far this search can be paged: its candidates, the best of all matches, at most
      // MAX_CANDIDATES (docs/search.md, "Sessions and paging"); `total` may be larger.
      "X-Search-Candidates": String(page.candidates),
      // How the query was read: words not understood, typo corrections, relaxation (docs/search.md).
      "X-Search-Notes": notesHeader(page.notes),
      ...(options.legacy ? LEGACY_HEADERS : {}),
    },
    body: { results, total: page.total, query: page.query, search_id: page.searchId },
  };
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

/** A deep-research job's results in the format asked for; removed results stay as their marker. */
export function researchResults(
  results: ResearchResult[],
  legacy: boolean,
  now: Date,
  posts: Map<number, Post[]>,
): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const result of results) {
    if ("removed" in result) {
      out.push(result.removed);
      continue;
    }
    const record = personResult(result.person, legacy, result, now, posts.get(result.person.id) ?? []);
    if (result.contacts !== undefined) record.contacts = result.contacts;
    out.push(record);
  }
  return out;
}
