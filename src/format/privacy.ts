/**
 * Data-subject requests on the admin API (docs/privacy.md): the matches of a search and the erasure
 * log. The access export and an erasure's log entry are answered as the domain writes them (the
 * CLI prints the same documents).
 */
import type { SubjectSummary } from "../domain/privacy/subjects.ts";
import type { ErasureRecord } from "../domain/storage/index.ts";

export function subjectMatchesBody(matches: readonly SubjectSummary[]) {
  return { matches };
}

export function erasureLogBody(erasures: readonly ErasureRecord[]) {
  return { erasures };
}
