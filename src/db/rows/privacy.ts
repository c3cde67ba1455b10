/**
 * Data-subject requests as both engines store them: the erasure log and access log rows and their
 * records, and the list of tables that hold a person's data (what an erasure runs through).
 */
import type { AccessRecord, ErasureRecord, JobKind } from "../../domain/storage/index.ts";

/** An erasure log row. */
export interface ErasureRow {
  id: number;
  person_id: number;
  reason: string;
  requested_by: string;
  removed: string;
  erased_at: string;
}

export const toErasure = (r: ErasureRow): ErasureRecord => ({
  id: r.id,
  personId: r.person_id,
  reason: r.reason,
  requestedBy: r.requested_by,
  removed: JSON.parse(r.removed) as Record<string, number>,
  erasedAt: r.erased_at,
});

/** An access-log row with the name and prefix of the key that received the data. */
export interface AccessRow {
  key_id: number;
  name: string | null;
  prefix: string | null;
  fields: string;
  operation: string;
  created_at: number;
}

/** A person's access log, oldest first; `param` is the engine's marker of the person id. */
export const accessLogOf = (param: string) =>
  `SELECT a.key_id, k.name, k.prefix, a.fields, a.operation, a.created_at
   FROM access_log a LEFT JOIN api_keys k ON k.id = a.key_id
   WHERE a.person_id = ${param} ORDER BY a.created_at, a.id`;

export const toAccessRecord = (r: AccessRow): AccessRecord => ({
  keyId: r.key_id,
  keyName: r.name,
  keyPrefix: r.prefix,
  fields: r.fields.split(",").filter(Boolean),
  operation: r.operation,
  at: new Date(r.created_at * 1000).toISOString(),
});

/**
 * What an erasure does with a table that holds a person's data:
 * - `rows`: the rows naming them by person_id are deleted (one statement, the same on both engines);
 * - the others are steps of each engine's erasure, whose SQL differs (arrays, the search index):
 *   `posts` (theirs, with the reactions to them), `reactions` (theirs, by id or profile URL),
 *   `webhooks` (bodies naming them), `watchers` (lists naming them), `index` (the search index),
 *   `marker` (job results replaced by the removal marker), `scrub` (bulk requests naming their URL),
 *   `person` (their row, last);
 * - `kept`: not erased (the list says why).
 */
export type ErasureStep =
  | "rows"
  | "posts"
  | "reactions"
  | "webhooks"
  | "watchers"
  | "index"
  | "marker"
  | "scrub"
  | "person"
  | "kept";

export interface PersonalDataTable {
  table: string;
  erase: ErasureStep;
  /** The count of the erasure log (`removed`) it adds to. */
  tally?: "contacts" | "changes" | "webhooks" | "posts" | "reactions" | "job_results";
  /** Where a subject access export shows it (src/domain/privacy/subjects.ts), or why it does not. */
  exported: string;
}

/**
 * Every table that holds a person's data (docs/privacy.md), in the order an erasure visits them on
 * both engines: what it does with each, and what a subject access export reads of it.
 * test/db/personal-data.test.ts checks that every table naming a person is here.
 */
export const PERSONAL_DATA: readonly PersonalDataTable[] = [
  { table: "contacts", erase: "rows", tally: "contacts", exported: "contacts, social" },
  { table: "inferred_emails", erase: "rows", tally: "contacts", exported: "contacts (inferred work emails)" },
  { table: "experiences", erase: "rows", exported: "record (its experience)" },
  { table: "educations", erase: "rows", exported: "record (its education)" },
  { table: "person_changes", erase: "rows", tally: "changes", exported: "no: derived from the record" },
  { table: "person_sources", erase: "rows", exported: "no: where the record came from" },
  { table: "person_aliases", erase: "rows", exported: "no: other URLs of the record" },
  { table: "webhook_deliveries", erase: "webhooks", tally: "webhooks", exported: "no: copies of the record" },
  { table: "watcher_people", erase: "watchers", exported: "no: a client's list naming the person" },
  { table: "search index", erase: "index", exported: "no: derived from the record" },
  { table: "posts", erase: "posts", tally: "posts", exported: "posts" },
  { table: "post_reactions", erase: "reactions", tally: "reactions", exported: "reactions" },
  // Before job_items: the scrub finds the results of inputs that named the person, for the marker.
  { table: "jobs", erase: "scrub", exported: "jobs" },
  { table: "job_items", erase: "marker", tally: "job_results", exported: "jobs" },
  { table: "people", erase: "person", exported: "record" },
  // Who received the person's data: kept ACCESS_LOG_DAYS, then pruned.
  { table: "access_log", erase: "kept", exported: "access_log" },
  // The append-only log of the erasure itself: the person id, never the data.
  { table: "erasures", erase: "kept", exported: "no" },
  // Hashes of the erased identifiers: what keeps the person from being stored again.
  { table: "suppressions", erase: "kept", exported: "no" },
];

/** An engine's erasure: one step per kind, each giving how many rows it removed (R: a number or its promise). */
export type ErasureSteps<R> = Record<ErasureStep, (t: PersonalDataTable) => R>;

/** A bulk job's row, as an erasure reads it to scrub the person's URL from the request. */
export interface BulkJobRow {
  id: string;
  kind: JobKind;
  params: string;
}

/**
 * What finds a bulk request that may name the person: its URL's last path segment. The request
 * lists URLs as the client spelled them; the domain decides which spellings are the person's.
 */
export const urlHandle = (pnetUrl: string) => pnetUrl.split("/").filter(Boolean).pop() ?? pnetUrl;

/** Adds a step's count to the erasure log's counts (`removed`), when the step has one. */
export function tally(removed: Record<string, number>, t: PersonalDataTable, n: number): void {
  if (t.tally) removed[t.tally] = (removed[t.tally] ?? 0) + n;
}
