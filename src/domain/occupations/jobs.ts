/**
 * Every job of a stored person linked to its ESCO occupation (issue 46, point 2): the store calls
 * `linkJobs` on each person it writes (src/db/rows/people.ts, personColumns: the one place every
 * writer of both engines, import workers included, passes through), so the stored record carries
 * `occupation: {uri, label, score}` per job, current and past. A link is recomputed whatever a
 * record brought: it is ours, made from the title, not data a vendor may set.
 *
 * Titles repeat a great deal in people data ("Software Engineer", "Sales Manager"), so links are
 * memoized per title as written: an import links each distinct title once per worker.
 */
import type { JobOccupation, Person } from "../model.ts";
import { linkTitle, occupations, occupationsFileHash } from "./index.ts";

/**
 * The score a link needs to be stored. The linker's scores are cosine similarities plus a little
 * for matching translations: a title that is an ESCO label scores about 1 and more; weak partial
 * matches ("Student" -> philosopher, 0.81; "Backend Engineer" read as Dutch, 0.72) fall below.
 */
export const MIN_JOB_LINK_SCORE = 0.85;

/**
 * Bumped when linking itself changes (link.ts, analyze.ts, levels.ts, this threshold) without the
 * taxonomy file changing: stored links are then recomputed like after a new file (occupationsVersion).
 */
const LINK_RULES = 5;

/** Distinct titles memoized per process (or worker); the memo starts afresh when full. */
const MEMO_LIMIT = 200_000;
const memo = new Map<string, JobOccupation | null>();

/** The occupation a job title links to, or null (no title, or no link scores MIN_JOB_LINK_SCORE). */
export function jobOccupation(title: string | null | undefined): JobOccupation | null {
  if (!title) return null;
  // Most titles are written as their key already: found so, without the spacing folded (a title
  // that is some key as written is its own key, the folding being idempotent).
  const asWritten = memo.get(title);
  if (asWritten !== undefined) return asWritten;
  const key = title.trim().replace(/\s+/g, " ");
  if (key === "") return null;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const best = linkTitle(occupations(), key, 1).occupations[0];
  const link =
    best && best.score >= MIN_JOB_LINK_SCORE ? { uri: best.uri, label: best.label, score: best.score } : null;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, link);
  return link;
}

/** Sets each job's occupation from its title; true when any job's link changed (a relink rewrites the record). */
export function linkJobs(person: Person): boolean {
  let changed = false;
  for (const e of person.experience) {
    const link = jobOccupation(e.position_title);
    const before = e.occupation ?? null;
    if (
      before?.uri !== link?.uri ||
      before?.score !== link?.score ||
      before?.label !== link?.label ||
      (before === null) !== (link === null)
    )
      changed = true;
    e.occupation = link;
  }
  return changed;
}

/**
 * What stored links were computed with: the taxonomy file (its hash) and the link rules. Storage
 * keeps it beside the facet index's version; another value at start-up relinks every stored person
 * (src/domain/search/facets.ts, indexVersion). Cheap: the file's bytes are hashed, not decoded.
 */
export function occupationsVersion(): string {
  return `${occupationsFileHash()}.${LINK_RULES}`;
}
