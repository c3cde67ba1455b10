/**
 * What the identify index is built from, read without whole records (both engines): each engine's
 * statement pulls the few fields out of the stored record in the database (SQLite's json_extract,
 * PostgreSQL's jsonb operators) and hands back one small JSON object per person, which
 * identifySourceOf completes here. Reading and hydrating whole records (every field projected,
 * every experience filled from its company) was most of the index build's time.
 *
 * An experience's company_name and company_website come as [value] when the stored record holds
 * them (a stored null included), null when it left them to the company (compactExperience): then
 * the company's snapshot gives them, as hydrateExperience does for a whole record.
 */
import type { SnapshotEntries } from "../../domain/company-snapshot.ts";
import type { IdentifySource } from "../../domain/storage/index.ts";

/**
 * Pairs of people sharing each kind of contact (the same SQL on both engines), in one pass over the
 * (kind, lookup_key) index alone: a person holds a lookup key at most once
 * (contacts_person_value_uq), so count(*) is the number of people, and no row of the table is read
 * (count(DISTINCT person_id) read every one of them).
 */
export const SHARED_CONTACTS = `SELECT kind, sum(c * (c - 1) / 2) AS pairs FROM (SELECT kind, lookup_key, count(*) AS c FROM contacts WHERE kind IN ('email', 'phone') GROUP BY kind, lookup_key HAVING count(*) > 1) shared GROUP BY kind`;

/** Scalar fields taken as they are, in the record's own names. */
export const SOURCE_FIELDS = [
  "name",
  "first_name",
  "last_name",
  "middle_name",
  "active_experience_title",
  "location",
  "location_city",
  "location_state",
  "location_country",
  "location_country_iso2",
  "pnet_url",
] as const;

/** An experience as the statements give it (short names: one of these per job of every person). */
export interface RawExperience {
  id: number | null;
  /** [value] when the record holds it; null when the company's snapshot does. */
  cn: [string | null] | null;
  cw: [string | null] | null;
  ae: 0 | 1 | null;
  df: string | null;
  dt: string | null;
  op: number | null;
  pt: string | null;
}

export type RawSource = Record<(typeof SOURCE_FIELDS)[number], string | null> & {
  experience: RawExperience[] | null;
  education: (string | null)[] | null;
};

/** The companies whose snapshots a batch of raw sources needs (to load them first, on PostgreSQL). */
export function snapshotIdsOf(raws: readonly RawSource[]): number[] {
  const ids = new Set<number>();
  for (const r of raws)
    for (const e of r.experience ?? []) if (e.id !== null && (e.cn === null || e.cw === null)) ids.add(e.id);
  return [...ids];
}

const companyField = (own: [string | null] | null, entries: SnapshotEntries | undefined, field: string) =>
  own !== null ? own[0] : ((entries?.get(field) as string | null | undefined) ?? null);

export function identifySourceOf(
  raw: RawSource,
  snapshots: { get(companyId: number | null): SnapshotEntries | undefined },
): IdentifySource {
  return {
    name: raw.name ?? "",
    first_name: raw.first_name,
    last_name: raw.last_name,
    middle_name: raw.middle_name,
    active_experience_title: raw.active_experience_title,
    location: raw.location,
    location_city: raw.location_city,
    location_state: raw.location_state,
    location_country: raw.location_country,
    location_country_iso2: raw.location_country_iso2,
    pnet_url: raw.pnet_url ?? "",
    experience: (raw.experience ?? []).map((e) => {
      const entries = e.cn === null || e.cw === null ? snapshots.get(e.id) : undefined;
      return {
        company_name: companyField(e.cn, entries, "company_name"),
        company_website: companyField(e.cw, entries, "company_website"),
        active_experience: e.ae === 1 ? 1 : 0,
        date_from: e.df,
        date_to: e.dt,
        order_in_profile: e.op ?? 0,
        position_title: e.pt,
      };
    }),
    education: (raw.education ?? []).map((institution_name) => ({ institution_name })),
  };
}
