/**
 * Deciding a person's record from what each source gave (docs/sources.md). Root fields that only
 * make sense together are decided together (a group: the name and its parts, the location and its
 * parts, the experience and what is derived from it, ...): the winning source of a group supplies
 * all of its fields, so a record never shows one vendor's job list with another's current title.
 * Values are compared by meaning (src/domain/record/meaning.ts): another spelling is no conflict.
 * Contacts and social links are the union of every source's.
 */

import { emailKey, phoneKey, urlKey } from "../keys.ts";
import type { Contact, Experience, Person, Social } from "../model.ts";
import type { PersonWrite } from "../person.ts";
import { project } from "../record/coerce.ts";
import { PERSON_FIELDS } from "../record/fields.ts";
import { sameMeaning } from "../record/meaning.ts";
import { GROUP_FIELDS, OWN_FIELDS, SOURCED_FIELDS } from "./groups.ts";
import { jobsDerived, mergeJobs } from "./jobs.ts";
import type { SourceRow } from "./rows.ts";
import { type SourceRules, sourceOrder } from "./rules.ts";

const empty = (v: unknown) =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** What a source gave of a person, as kept in its row: sourced fields with a value, contacts, social. */
export interface SourceView {
  fields: Record<string, unknown>;
  contacts: Contact[];
  social: Social[];
  /**
   * Per group, when this source last brought a value it had not sent before (ISO time): what
   * "newest" means in the rule. A source sending the same again is not news.
   */
  since?: Record<string, string>;
}

/** The fields that say what a source holds of a group (the rest is derived from them). */
const ownOf = (group: string) => OWN_FIELDS[group] ?? GROUP_FIELDS.get(group) ?? [group];
const groupValue = (fields: Record<string, unknown>, group: string) =>
  ownOf(group).map((f) => fields[f] ?? null);

/**
 * A source's view of a written person. `previous` is what the same source gave before (null: it
 * never did): a group whose meaning is unchanged keeps its `since`, a new one is dated `at`.
 */
export function viewOf(
  w: Pick<PersonWrite, "person" | "contacts" | "social">,
  previous: { view: SourceView; at: string } | null = null,
  at?: string,
): SourceView {
  const fields: Record<string, unknown> = {};
  const person = w.person as unknown as Record<string, unknown>;
  for (const f of SOURCED_FIELDS) if (!empty(person[f])) fields[f] = person[f];
  const view: SourceView = { fields, contacts: w.contacts, social: w.social };
  if (at === undefined) return view;
  view.since = {};
  for (const group of GROUP_FIELDS.keys()) {
    const value = groupValue(fields, group);
    if (value.every(empty)) continue;
    const before = previous ? groupValue(previous.view.fields, group) : null;
    view.since[group] =
      previous && before && sameMeaning(before, value) ? (previous.view.since?.[group] ?? previous.at) : at;
  }
  return view;
}

export function encodeView(view: SourceView): string {
  return JSON.stringify(view);
}

export function decodeView(text: string): SourceView {
  const v = JSON.parse(text) as Partial<SourceView>;
  return {
    fields: v.fields ?? {},
    contacts: v.contacts ?? [],
    social: v.social ?? [],
    ...(v.since ? { since: v.since } : {}),
  };
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

/** The record the rules make of these sources' views; a group whose winner means what `base` holds keeps base's spelling. */
export function decide(candidates: readonly Candidate[], rules: SourceRules, base: Person): Decision {
  // Change-tracking fields are left out: change detection merges them from the stored record, as
  // for any write, so the same views make the same record (and content hash) every time.
  const merged: Record<string, unknown> = { id: base.id, pnet_url: base.pnet_url };
  const stored = base as unknown as Record<string, unknown>;
  // What derives from time (months in the current job) is reckoned at the latest sighting.
  const now = new Date(
    candidates
      .map((c) => c.row.lastSeen)
      .sort()
      .at(-1) ?? 0,
  );
  const supplied = new Map<string, string[]>(candidates.map((c) => [c.row.source, []]));
  const won = new Map<string, number>();
  const lost = new Map<string, number>();
  for (const [group, fields] of GROUP_FIELDS) {
    // A source holds a group when it gives one of the group's own fields: a value derived from
    // nothing (is_working: false without jobs) never outweighs another source's jobs.
    const own = ownOf(group);
    const holding = candidates.filter((c) => own.some((f) => !empty(c.view.fields[f])));
    if (holding.length === 0) continue;
    const order = sourceOrder(
      rules,
      group,
      holding.map((c) => c.row),
      (row) => holding.find((c) => c.row === row)?.view.since?.[group],
    );
    const ranked = order.map((s) => holding.find((c) => c.row.source === s) as Candidate);
    const winner = ranked[0] as Candidate;
    const value = group === "experience" ? mergedJobs(ranked, rules, now) : winner.view.fields;
    // The same meaning as stored (another spelling, another order): the stored value stays.
    const keep = sameMeaning(groupValue(value, group), groupValue(stored, group));
    for (const f of fields) {
      const v = keep ? stored[f] : value[f];
      if (empty(v)) continue;
      merged[f] = v;
      supplied.get(winner.row.source)?.push(f);
    }
    const mine = groupValue(winner.view.fields, group);
    for (const other of holding) {
      if (other === winner || sameMeaning(groupValue(other.view.fields, group), mine)) continue;
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

/**
 * The experience group of the winner, its job list joined by the jobs the other sources know
 * and it does not (a CRM that holds only the current job does not erase a vendor's history),
 * unless the winner says its list is complete (SOURCE_RULES "complete").
 */
function mergedJobs(ranked: readonly Candidate[], rules: SourceRules, now: Date): Record<string, unknown> {
  const winner = ranked[0] as Candidate;
  if (rules.complete.includes(winner.row.source) || ranked.length === 1) return winner.view.fields;
  const lists = ranked.map((c) => (c.view.fields.experience as Experience[] | undefined) ?? []);
  const jobs = mergeJobs(lists);
  if (jobs.length === lists[0]?.length) return winner.view.fields;
  return { ...winner.view.fields, ...jobsDerived(jobs, now) };
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
