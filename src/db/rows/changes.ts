/**
 * Change tracking as both engines write it (issue 32): the content hash that lets an unchanged
 * re-import skip a person, the stored record with its change-tracking fields merged in, and the
 * change-log rows. Engine-neutral: the SQLite and PostgreSQL repositories share it.
 */
import { detectChanges, mergeTracking, type PersonChange } from "../../domain/changes/detect.ts";
import type { StoredChange } from "../../domain/storage/index.ts";
import { readRecord, type SnapshotSource } from "./people.ts";

/**
 * A hash of what a write brings for a person: the stored record after its id and the contacts
 * rows. 64 bits (wyhash): a changed person is taken for unchanged with odds of 2^-64.
 */
export function contentHash(recordTail: string, contacts: unknown[][]): string {
  return Bun.hash(contacts.length ? `${recordTail}\u0000${JSON.stringify(contacts)}` : recordTail).toString(
    16,
  );
}

export interface TrackedRecord {
  /** The record to store: the incoming one with the merged change-tracking fields. */
  record: string;
  changes: PersonChange[];
  pnetUrl: string;
}

/** Compares a stored record with the incoming one of the same person (both stored forms). */
export function trackRecord(
  stored: string,
  incoming: string,
  snapshots: SnapshotSource,
  at: string,
): TrackedRecord {
  const before = readRecord(stored, snapshots);
  const after = readRecord(incoming, snapshots);
  const changes = detectChanges(before, after);
  const tracking = mergeTracking(after, before, changes, at);
  const fields = tracking as unknown as Record<string, unknown>;
  const given = after as unknown as Record<string, unknown>;
  const moved = Object.keys(fields).filter((k) => JSON.stringify(fields[k]) !== JSON.stringify(given[k]));
  if (moved.length === 0) return { record: incoming, changes, pnetUrl: after.pnet_url };
  const out = JSON.parse(incoming) as Record<string, unknown>;
  for (const k of moved) {
    const v = fields[k];
    // The stored form leaves nulls and empty lists out (rows/people.ts storedRecord).
    if (v === null || (Array.isArray(v) && v.length === 0)) delete out[k];
    else out[k] = v;
  }
  return { record: JSON.stringify(out), changes, pnetUrl: after.pnet_url };
}

/** person_changes rows in column order: person_id, pnet_url, type, field, change, detail, occurred_at, source. */
export type ChangeRow = [number, string, string, string, string, string, string, string];

export function changeRows(
  personId: number,
  tracked: TrackedRecord,
  at: string,
  source: string,
): ChangeRow[] {
  return tracked.changes.map((c) => [
    personId,
    tracked.pnetUrl,
    c.type,
    c.field,
    c.change,
    JSON.stringify(c.detail),
    at,
    source,
  ]);
}

/** A person_changes row as both engines read it. */
export interface ChangeLogRow {
  id: number;
  person_id: number;
  pnet_url: string;
  type: string;
  field: string;
  change: string;
  detail: string;
  occurred_at: string;
  source: string;
}

export function storedChange(r: ChangeLogRow): StoredChange {
  return {
    id: Number(r.id),
    personId: Number(r.person_id),
    pnetUrl: r.pnet_url,
    type: r.type as StoredChange["type"],
    field: r.field,
    change: r.change as StoredChange["change"],
    detail: JSON.parse(r.detail) as Record<string, unknown>,
    occurredAt: r.occurred_at,
    source: r.source,
  };
}
