/**
 * The identify index's reads as both engines hand them back, and what the storage port
 * (src/domain/storage/identify.ts) makes of them: the row shapes and their assembly are written
 * once here. The statements stay per engine (src/db/sqlite/identify.ts binds a list as one JSON
 * array and reads it with json_each; src/db/postgres/identify.ts binds an array and reads it with
 * unnest or = ANY), so only the SQL text differs between the two.
 */
import type { DueEntry } from "../../domain/storage/index.ts";
import type { RawSource } from "./identify-sources.ts";

export interface DueRow {
  person_id: number;
  seq: number;
}

export const dueEntryOf = (r: DueRow): DueEntry => ({ personId: r.person_id, seq: r.seq });

/** One person's source as both SOURCE statements give it: a small JSON object, as text. */
export interface SourceRow {
  id: number;
  fields: string;
}

export const rawSourcesOf = (rows: readonly SourceRow[]) =>
  rows.map((r) => ({ id: r.id, raw: JSON.parse(r.fields) as RawSource }));

export interface ContactRow {
  person_id: number;
  kind: "email" | "phone";
  value: string;
}

export type ContactLists = Map<number, { type: "email" | "phone"; value: string }[]>;

/** Adds each person's emails and phones to their list, in the order read (a read may come in slices). */
export function addContacts(out: ContactLists, rows: readonly ContactRow[]): ContactLists {
  for (const r of rows) {
    const list = out.get(r.person_id) ?? [];
    list.push({ type: r.kind, value: r.value });
    out.set(r.person_id, list);
  }
  return out;
}

export interface TermCountRow {
  term: number;
  n: number;
}

export interface ProfileRow {
  person_id: number;
  profile: string;
}

export const termCountsOf = (rows: readonly TermCountRow[]) => new Map(rows.map((r) => [r.term, r.n]));

export const profilesOf = (rows: readonly ProfileRow[]) => new Map(rows.map((r) => [r.person_id, r.profile]));

export const sampleOf = (r: ProfileRow) => ({ personId: r.person_id, profile: r.profile });

/**
 * SHARED_CONTACTS' rows as the port's counts. PostgreSQL's sum() over bigint is numeric, which its
 * driver hands back as text; Number() reads that and SQLite's number alike.
 */
export function sharedContactCounts(rows: readonly { kind: string; pairs: number | string }[]) {
  return {
    email: Number(rows.find((r) => r.kind === "email")?.pairs ?? 0),
    phone: Number(rows.find((r) => r.kind === "phone")?.pairs ?? 0),
  };
}
