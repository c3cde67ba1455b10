/**
 * Provenance rows as both engines read and write them (src/domain/sources/rows.ts): the column
 * order of their INSERTs and the stored row back to the domain's.
 */

import { urlKey } from "../../domain/keys.ts";
import type { PersonWrite } from "../../domain/person.ts";
import type { SourceReportLine, SourceRow } from "../../domain/sources/rows.ts";
import type { Provenance } from "../../domain/storage/index.ts";

/** A person_sources row as selected (snake case, both engines). */
export interface StoredSourceRow {
  person_id: number;
  source: string;
  first_seen: string;
  last_seen: string;
  view: string | null;
  fields: string | null;
  won: number;
  lost: number;
}

export const SOURCE_COLUMNS = "person_id, source, first_seen, last_seen, view, fields, won, lost";

export function sourceRowOf(r: StoredSourceRow): SourceRow {
  return {
    source: r.source,
    firstSeen: r.first_seen,
    lastSeen: r.last_seen,
    view: r.view,
    fields: r.fields === null ? null : (JSON.parse(r.fields) as string[]),
    won: Number(r.won),
    lost: Number(r.lost),
  };
}

/** Rows grouped by person, in source order. */
export function groupSourceRows(rows: readonly StoredSourceRow[]): Map<number, SourceRow[]> {
  const out = new Map<number, SourceRow[]>();
  for (const r of rows) {
    const id = Number(r.person_id);
    const list = out.get(id) ?? [];
    list.push(sourceRowOf(r));
    out.set(id, list);
  }
  return out;
}

/** The values of the person_sources rows a write replaces a person's with, in SOURCE_COLUMNS order. */
export function sourceValues(personId: number, rows: readonly SourceRow[]): (string | number | null)[][] {
  return rows.map((r) => [
    personId,
    r.source,
    r.firstSeen,
    r.lastSeen,
    r.view,
    r.fields === null ? null : JSON.stringify(r.fields),
    r.won,
    r.lost,
  ]);
}

/** What a placed write records of its sources: its rows replaced, or the sighting of one. */
export type SourceWrite =
  | { replace: readonly SourceRow[] }
  /** `line`: the raw-line hash the record came from (PeopleBulkWriter.write); else the stored one is cleared. */
  | { seen: Provenance; line?: bigint | null }
  | null;

/** JSON text of 64-bit hashes, exact (JSON.stringify refuses a bigint). */
export const hashList = (hashes: readonly bigint[]) => `[${hashes.join(",")}]`;

/** Index in `hashes` -> the key of the person holding it, from rows of hash text and key. */
export function heldKeys(hashes: readonly bigint[], rows: readonly { h: string; key: string }[]) {
  const keyOf = new Map(rows.map((r) => [r.h, r.key]));
  const out = new Map<number, string>();
  hashes.forEach((h, i) => {
    const key = keyOf.get(h.toString());
    if (key !== undefined) out.set(i, key);
  });
  return out;
}

/** The indexes of the hashes whose text (as the engine returns a 64-bit integer) is among `held`. */
export function indexesOf(hashes: readonly bigint[], held: readonly string[]): Set<number> {
  const found = new Set(held);
  const out = new Set<number>();
  hashes.forEach((h, i) => {
    if (found.has(h.toString())) out.add(i);
  });
  return out;
}

export function sourceWriteOf(
  w: Pick<PersonWrite, "sources">,
  provenance: Provenance | undefined,
): SourceWrite {
  if (w.sources) return { replace: w.sources };
  return provenance ? { seen: provenance } : null;
}

/** A report row as both engines' GROUP BY returns it. */
export interface StoredReportRow {
  source: string;
  people: number | string;
  alone: number | string;
  fields_supplied: number | string | null;
  won: number | string | null;
  lost: number | string | null;
  first_seen: string;
  last_seen: string;
}

export function reportLineOf(r: StoredReportRow): SourceReportLine {
  return {
    source: r.source,
    people: Number(r.people),
    alone: Number(r.alone),
    fieldsSupplied: Number(r.fields_supplied ?? 0),
    won: Number(r.won ?? 0),
    lost: Number(r.lost ?? 0),
    firstSeen: r.first_seen,
    lastSeen: r.last_seen,
  };
}

/** The owners of profile URL keys as both engines' UNION of aliases (own 0) and own keys (own 1) returns them. */
export function ownersOf(rows: readonly { key: string; id: number | string; own: number | string }[]) {
  const out = new Map<string, { id: number; own: boolean }>();
  // Own keys come last (ORDER BY own): a person's own key wins over another's alias of it.
  for (const r of rows) out.set(r.key, { id: Number(r.id), own: Number(r.own) === 1 });
  return out;
}

/**
 * The key a person stored under `profile/view` should have: keys stored before the numeric form
 * kept its id (`profile/view?id=N` was keyed `profile/view`). Null when there is nothing to fix.
 */
export function numericProfileKey(row: { url: string | null } | null): string | null {
  const key = row?.url ? urlKey(row.url) : null;
  return key && key !== "profile/view" ? key : null;
}
