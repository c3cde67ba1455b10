/**
 * Deciding a person's record from what each source gave (docs/sources.md). Root fields that only
 * make sense together are decided together (a group: the name and its parts, the location and its
 * parts, the experience and what is derived from it, ...): the winning source of a group supplies
 * all of its fields, so a record never shows one vendor's job list with another's current title.
 * Contacts and social links are the union of every source's.
 */

import { emailKey, phoneKey, urlKey } from "../keys.ts";
import type { Contact, Person, Social } from "../model.ts";
import type { PersonWrite } from "../person.ts";
import { project } from "../record/coerce.ts";
import { PERSON_FIELDS } from "../record/fields.ts";
import { GROUP_FIELDS, OWN_FIELDS, SOURCED_FIELDS } from "./groups.ts";
import type { SourceRow } from "./rows.ts";
import { type SourceRules, sourceOrder } from "./rules.ts";

const empty = (v: unknown) =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** What a source gave of a person, as kept in its row: sourced fields with a value, contacts, social. */
export interface SourceView {
  fields: Record<string, unknown>;
  contacts: Contact[];
  social: Social[];
}

export function viewOf(w: Pick<PersonWrite, "person" | "contacts" | "social">): SourceView {
  const fields: Record<string, unknown> = {};
  const person = w.person as unknown as Record<string, unknown>;
  for (const f of SOURCED_FIELDS) if (!empty(person[f])) fields[f] = person[f];
  return { fields, contacts: w.contacts, social: w.social };
}

export function encodeView(view: SourceView): string {
  return JSON.stringify(view);
}

export function decodeView(text: string): SourceView {
  const v = JSON.parse(text) as Partial<SourceView>;
  return { fields: v.fields ?? {}, contacts: v.contacts ?? [], social: v.social ?? [] };
}

/** A source's view with its row, as a decision reads them. */
export interface Candidate {
  row: SourceRow;
  view: SourceView;
}

export interface Decision {
  /** The decided record (id and URL are the caller's). */
  person: Person;
  contacts: Contact[];
  social: Social[];
  /** Every source's row, its fields and conflicts won/lost filled in. */
  rows: SourceRow[];
}

/** The record the rules make of these sources' views. */
export function decide(candidates: readonly Candidate[], rules: SourceRules, base: Person): Decision {
  // Change-tracking fields are left out: change detection merges them from the stored record, as
  // for any write, so the same views make the same record (and content hash) every time.
  const merged: Record<string, unknown> = { id: base.id, pnet_url: base.pnet_url };
  const supplied = new Map<string, string[]>(candidates.map((c) => [c.row.source, []]));
  const won = new Map<string, number>();
  const lost = new Map<string, number>();
  for (const [group, fields] of GROUP_FIELDS) {
    // A source holds a group when it gives one of the group's own fields: a value derived from
    // nothing (is_working: false without jobs) never outweighs another source's jobs.
    const own = OWN_FIELDS[group] ?? fields;
    const holding = candidates.filter((c) => own.some((f) => !empty(c.view.fields[f])));
    if (holding.length === 0) continue;
    const order = sourceOrder(
      rules,
      group,
      holding.map((c) => c.row),
    );
    const winner = holding.find((c) => c.row.source === order[0]) as Candidate;
    for (const f of fields) {
      const value = winner.view.fields[f];
      if (empty(value)) continue;
      merged[f] = value;
      supplied.get(winner.row.source)?.push(f);
    }
    const mine = JSON.stringify(fields.map((f) => winner.view.fields[f] ?? null));
    for (const other of holding) {
      if (other === winner) continue;
      if (JSON.stringify(fields.map((f) => other.view.fields[f] ?? null)) === mine) continue;
      won.set(winner.row.source, (won.get(winner.row.source) ?? 0) + 1);
      lost.set(other.row.source, (lost.get(other.row.source) ?? 0) + 1);
    }
  }
  // Contacts: every source's, in the order of the default rule (newest first), each once.
  const byNewest = sourceOrder(
    rules,
    "",
    candidates.map((c) => c.row),
  );
  const ordered = byNewest.map((s) => candidates.find((c) => c.row.source === s) as Candidate);
  const contacts = uniqueBy(
    ordered.flatMap((c) => c.view.contacts),
    (c) => `${c.type}:${c.type === "email" ? emailKey(c.value) : phoneKey(c.value)}`,
  );
  const social = uniqueBy(
    ordered.flatMap((c) => c.view.social),
    (s) => urlKey(s.link) ?? s.link.toLowerCase(),
  );
  return {
    person: project(PERSON_FIELDS, merged) as unknown as Person,
    contacts,
    social,
    rows: candidates.map((c) => ({
      ...c.row,
      view: encodeView(c.view),
      fields: supplied.get(c.row.source) ?? [],
      won: won.get(c.row.source) ?? 0,
      lost: lost.get(c.row.source) ?? 0,
    })),
  };
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Which source supplies each root field of a stored record (include_provenance, export): from the
 * rows' fields, or every field holding a value when one source alone supplied the person.
 */
export function fieldSources(rows: readonly SourceRow[], person: Person): Record<string, string> {
  const out: Record<string, string> = {};
  const record = person as unknown as Record<string, unknown>;
  if (rows.length === 1 && rows[0]?.fields === null) {
    for (const f of SOURCED_FIELDS) if (!empty(record[f])) out[f] = rows[0].source;
    return out;
  }
  for (const row of rows) for (const f of row.fields ?? []) out[f] = row.source;
  return out;
}
