/**
 * What changed between the stored record of a person and the one a write brings (issue 32,
 * docs/changes.md): job starts and ends, title and employer changes, moves, and other profile
 * fields, one change per row of the change log; and the record's own change-tracking fields, merged
 * from the dump's values, the values stored before and what was detected now.
 */
import type { Experience, ExperienceChange, Person } from "../model.ts";
import { meaningKey, sameMeaning } from "../record/meaning.ts";

export const CHANGE_TYPES = [
  "job_started",
  "job_ended",
  "title_changed",
  "company_changed",
  "location_changed",
  "profile_updated",
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

export interface PersonChange {
  type: ChangeType;
  /** The root field or the collection the change is about. */
  field: string;
  change: "added" | "removed" | "changed";
  /** A compact before/after: what a client needs to act on it, not the whole record. */
  detail: Record<string, unknown>;
}

/** Root fields whose change is a `profile_updated` (counters and vendor timestamps are not). */
const ROOT_FIELDS = ["name", "headline", "summary", "description", "skills", "interests"] as const;
/** Collections whose change is a `profile_updated` (experience has its own event types). */
const COLLECTIONS = [
  "education",
  "certifications",
  "languages",
  "awards",
  "organizations",
  "patents",
  "projects",
  "publications",
  "courses",
] as const;
/** Longest text kept in a change's before/after. */
const TEXT_LIMIT = 280;
/** Detected items kept in experience_recently_started / _closed. */
const RECENT_ITEMS = 10;

const norm = (s: string | null | undefined) => (s ?? "").trim().toLowerCase();
const isCurrent = (e: Experience) => e.date_to === null || e.date_to === "";
const monthOf = (d: string | null) => (d ?? "").slice(0, 7);

function sameCompany(a: Experience, b: Experience): boolean {
  if (a.company_id !== null && b.company_id !== null) return a.company_id === b.company_id;
  return norm(a.company_name) !== "" && norm(a.company_name) === norm(b.company_name);
}

const noEmployer = (e: Experience) => e.company_id === null && norm(e.company_name) === "";

/** The same job: one employer, one start month (without an employer on either: one title). */
export function sameJob(a: Experience, b: Experience): boolean {
  if (monthOf(a.date_from) !== monthOf(b.date_from)) return false;
  if (noEmployer(a) && noEmployer(b)) return norm(a.position_title) === norm(b.position_title);
  return sameCompany(a, b);
}

function job(e: Experience) {
  return {
    company_id: e.company_id,
    company_name: e.company_name,
    title: e.position_title,
    date_from: e.date_from,
    date_to: e.date_to,
  };
}

function clip(value: unknown): unknown {
  return typeof value === "string" && value.length > TEXT_LIMIT ? `${value.slice(0, TEXT_LIMIT)}…` : value;
}

function empty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)
  );
}

/** The primary current job: the one marked active, else the first without an end. */
function primaryJob(p: Person): Experience | undefined {
  return p.experience.find((e) => e.active_experience === 1) ?? p.experience.find(isCurrent);
}

function experienceChanges(before: Person, after: Person): PersonChange[] {
  const out: PersonChange[] = [];
  const unmatched = new Set(before.experience.keys());
  let other = 0;
  for (const a of after.experience) {
    const i = [...unmatched].find((k) => sameJob(before.experience[k] as Experience, a));
    if (i === undefined) {
      if (isCurrent(a))
        out.push({
          type: "job_started",
          field: "experience",
          change: "added",
          detail: { experience: job(a) },
        });
      else other++;
      continue;
    }
    unmatched.delete(i);
    const b = before.experience[i] as Experience;
    if (isCurrent(b) && !isCurrent(a))
      out.push({ type: "job_ended", field: "experience", change: "changed", detail: { experience: job(a) } });
    else if (isCurrent(a) && norm(a.position_title) !== norm(b.position_title))
      out.push({
        type: "title_changed",
        field: "experience",
        change: "changed",
        detail: {
          company_id: a.company_id,
          company_name: a.company_name,
          before: b.position_title,
          after: a.position_title,
        },
      });
    else if (JSON.stringify(job(a)) !== JSON.stringify(job(b))) other++;
  }
  for (const k of unmatched) {
    const b = before.experience[k] as Experience;
    if (isCurrent(b))
      out.push({ type: "job_ended", field: "experience", change: "removed", detail: { experience: job(b) } });
    else other++;
  }
  const was = primaryJob(before);
  const now = primaryJob(after);
  if (was && now && !sameCompany(was, now))
    out.push({
      type: "company_changed",
      field: "experience",
      change: "changed",
      detail: {
        before: { company_id: was.company_id, company_name: was.company_name, title: was.position_title },
        after: { company_id: now.company_id, company_name: now.company_name, title: now.position_title },
      },
    });
  if (other > 0 && out.length === 0)
    out.push({ type: "profile_updated", field: "experience", change: "changed", detail: { items: other } });
  return out;
}

function place(p: Person) {
  return { location: p.location_full ?? p.location, country: p.location_country };
}

function rootChange(field: string, before: unknown, after: unknown): PersonChange | null {
  // Another spelling of the same value (case, spacing, a list's order) is no change.
  if (sameMeaning(before, after)) return null;
  if (empty(before) && empty(after)) return null;
  const change = empty(before) ? "added" : empty(after) ? "removed" : "changed";
  if (Array.isArray(before) || Array.isArray(after)) {
    const was = new Set((before as unknown[] | null) ?? []);
    const now = new Set((after as unknown[] | null) ?? []);
    const folded = (xs: Set<unknown>) => new Set([...xs].map(meaningKey));
    const wasKeys = folded(was);
    const nowKeys = folded(now);
    const added = [...now].filter((x) => !wasKeys.has(meaningKey(x)));
    const removed = [...was].filter((x) => !nowKeys.has(meaningKey(x)));
    if (added.length === 0 && removed.length === 0) return null; // only the order moved
    return { type: "profile_updated", field, change, detail: { added, removed } };
  }
  return { type: "profile_updated", field, change, detail: { before: clip(before), after: clip(after) } };
}

/** Every change from `before` to `after` (the change-tracking fields themselves are not compared). */
export function detectChanges(before: Person, after: Person): PersonChange[] {
  const out = experienceChanges(before, after);
  const was = place(before);
  const now = place(after);
  if (norm(was.location) !== norm(now.location) || norm(was.country) !== norm(now.country))
    out.push({
      type: "location_changed",
      field: "location",
      change: empty(was.location) ? "added" : empty(now.location) ? "removed" : "changed",
      detail: { before: was, after: now },
    });
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  for (const field of ROOT_FIELDS) {
    const change = rootChange(field, b[field], a[field]);
    if (change) out.push(change);
  }
  for (const field of COLLECTIONS) {
    const was = (b[field] as unknown[] | undefined) ?? [];
    const now = (a[field] as unknown[] | undefined) ?? [];
    if (sameMeaning(was, now)) continue;
    out.push({
      type: "profile_updated",
      field,
      change: was.length === 0 ? "added" : now.length === 0 ? "removed" : "changed",
      detail: { before: was.length, after: now.length },
    });
  }
  return out;
}

/** The change-tracking fields of a record (the modern record's own). */
export type ChangeTracking = Pick<
  Person,
  | "changed_at"
  | "experience_change_last_identified_at"
  | "profile_root_field_changes_summary"
  | "profile_collection_field_changes_summary"
  | "experience_recently_started"
  | "experience_recently_closed"
>;

const later = (...xs: (string | null | undefined)[]) =>
  xs
    .filter((x): x is string => typeof x === "string" && x !== "")
    .sort()
    .at(-1) ?? null;

/** A summary list merged by field name, the latest `last_changed_at` kept. */
function mergeSummary<T extends { field_name: string; last_changed_at: string }>(...lists: T[][]): T[] {
  const byField = new Map<string, T>();
  for (const list of lists)
    for (const item of list) {
      const seen = byField.get(item.field_name);
      if (!seen || item.last_changed_at > seen.last_changed_at) byField.set(item.field_name, item);
    }
  return [...byField.values()].sort((x, y) => y.last_changed_at.localeCompare(x.last_changed_at));
}

function itemKey(e: ExperienceChange) {
  return `${e.company_id ?? norm(e.company_name)}|${monthOf(e.date_from)}`;
}

function mergeItems(...lists: ExperienceChange[][]): ExperienceChange[] {
  const byKey = new Map<string, ExperienceChange>();
  for (const list of lists)
    for (const item of list) {
      const seen = byKey.get(itemKey(item));
      if (!seen || (item.identification_date ?? "") > (seen.identification_date ?? ""))
        byKey.set(itemKey(item), item);
    }
  return [...byKey.values()]
    .sort((x, y) => (y.identification_date ?? "").localeCompare(x.identification_date ?? ""))
    .slice(0, RECENT_ITEMS);
}

function experienceItem(change: PersonChange, at: string): ExperienceChange {
  const e = change.detail.experience as ReturnType<typeof job>;
  return {
    company_id: e.company_id,
    company_name: e.company_name,
    company_url: null,
    company_shorthand_name: null,
    date_from: e.date_from,
    date_to: e.date_to,
    title: e.title,
    identification_date: at,
  };
}

/**
 * The tracking fields the stored record gets: the dump's own values (`incoming`), merged with what
 * was stored before (so a dump without them does not erase what was detected) and with the changes
 * detected at `at`. Lists merge by field name or job, the latest date wins.
 */
export function mergeTracking(
  incoming: ChangeTracking,
  stored: ChangeTracking,
  changes: readonly PersonChange[],
  at: string,
): ChangeTracking {
  const jobs = changes.filter((c) => c.field === "experience");
  const roots = changes.filter(
    (c) => c.field !== "experience" && !(COLLECTIONS as readonly string[]).includes(c.field),
  );
  const collections = [...new Set(changes.filter((c) => !roots.includes(c)).map((c) => c.field))];
  return {
    changed_at: later(incoming.changed_at, stored.changed_at, changes.length ? at : null),
    experience_change_last_identified_at: later(
      incoming.experience_change_last_identified_at,
      stored.experience_change_last_identified_at,
      jobs.length ? at : null,
    ),
    profile_root_field_changes_summary: mergeSummary(
      incoming.profile_root_field_changes_summary,
      stored.profile_root_field_changes_summary,
      roots.map((c) => ({
        field_name: c.field,
        change_type: c.change === "changed" ? "modified" : c.change,
        last_changed_at: at,
      })),
    ),
    profile_collection_field_changes_summary: mergeSummary(
      incoming.profile_collection_field_changes_summary,
      stored.profile_collection_field_changes_summary,
      collections.map((field) => ({ field_name: field, last_changed_at: at })),
    ),
    experience_recently_started: mergeItems(
      incoming.experience_recently_started,
      stored.experience_recently_started,
      changes.filter((c) => c.type === "job_started").map((c) => experienceItem(c, at)),
    ),
    experience_recently_closed: mergeItems(
      incoming.experience_recently_closed,
      stored.experience_recently_closed,
      changes.filter((c) => c.type === "job_ended").map((c) => experienceItem(c, at)),
    ),
  };
}
