/**
 * A person as both engines store it: the columns search filters and ranks on, the stored record
 * (compacted against company snapshots) and its inverse, the words indexed, and contacts rows back
 * to contacts. Engine-neutral: the SQLite and PostgreSQL repositories share it.
 */
import { compactExperience, hydrateExperience, type SnapshotEntries } from "../../domain/company-snapshot.ts";
import { emailKey, phoneKey, urlKey } from "../../domain/keys.ts";
import type { Contact, Person, Social } from "../../domain/model.ts";
import { linkJobs } from "../../domain/occupations/jobs.ts";
import type { PersonWrite } from "../../domain/person.ts";
import { project } from "../../domain/record/coerce.ts";
import { PERSON_FIELDS } from "../../domain/record/fields.ts";
import { facetTokens } from "../../domain/search/facets.ts";
import { profileQuality, rankKey } from "../../domain/search/prior.ts";
import type { PersonText } from "../../domain/storage/people.ts";

/** The text the people_fts columns index, in column order. */
export function personSearchText(p: Person): string[] {
  const join = (xs: (string | null | undefined)[]) => xs.filter(Boolean).join(" \u2022 ");
  return [
    p.name,
    p.headline ?? "",
    p.summary && p.summary !== p.description
      ? join([p.summary, p.description])
      : (p.summary ?? p.description ?? ""),
    join(p.experience.map((e) => e.position_title)),
    join(p.experience.map((e) => e.company_name)),
    join([...p.skills, ...p.inferred_skills.filter((s) => !p.skills.includes(s))]),
    join(p.education.flatMap((e) => [e.institution_name, e.degree, e.field_of_study])),
    join([
      p.location,
      ...(p.location === p.location_full ? [] : [p.location_full]),
      p.location_country,
      ...p.location_regions,
    ]),
  ];
}

/**
 * What the search index holds of a person, for every writer of both engines (writes, imports on
 * worker threads, index rebuilds): the facet tokens (src/domain/search/facets.ts), the text its
 * words come from, and the static rank key (src/domain/search/prior.ts). Each engine only encodes
 * it (FTS5 columns on SQLite, text[] columns on PostgreSQL).
 */
export interface PersonSearchProjection {
  tokens: string[];
  text: string[];
  /** The rank key of the person at id 0: at id n it is rankBase + n. */
  rankBase: number;
}

export function personSearchProjection(p: Person): PersonSearchProjection {
  return { tokens: facetTokens(p), text: personSearchText(p), rankBase: rankKey(p, 0) };
}

/** Completeness and reach, 0..100 (the ranking prior, src/domain/search/prior.ts). */
export function qualityOf(p: Person): number {
  return Math.round(profileQuality(p) * 100);
}

/**
 * The stored form of a person: nulls and empty arrays left out (a third of the modern fields are
 * usually unknown) and experiences compacted against their companies (docs/decisions.md).
 */
export function storedRecord(p: Person, snapshots: SnapshotSource): string {
  const out: Record<string, unknown> = {};
  for (const field in p) {
    const value = (p as unknown as Record<string, unknown>)[field];
    if (value === null || field === "match_data" || (Array.isArray(value) && value.length === 0)) continue;
    out[field] =
      field === "experience"
        ? p.experience.map((e) => compactExperience(e, snapshots.get(e.company_id)))
        : value;
  }
  return JSON.stringify(out);
}

/**
 * A stored person's record with its jobs linked again (both engines' facet rebuilds, run when the
 * taxonomy or the link rules changed: src/domain/search/index-version.ts); null when no link changed.
 */
export function relinkedRecord(p: Person, snapshots: SnapshotSource): string | null {
  return linkJobs(p) ? storedRecord(p, snapshots) : null;
}

/** The inverse of storedRecord: every field back, in wire order. */
export function readRecord(record: string, snapshots: SnapshotSource): Person {
  return readStored(JSON.parse(record) as Record<string, unknown>, snapshots);
}

/**
 * A stored record's PersonText: what readRecord's person would give (the current job is the first
 * marked active; absent fields read as null and []), without hydrating or projecting the rest.
 */
export function storedText(id: number, record: string): PersonText {
  const stored = JSON.parse(record) as {
    experience?: { active_experience?: number; position_title?: string | null }[];
    active_experience_title?: string | null;
    headline?: string | null;
    skills?: string[];
  };
  const active = stored.experience?.find((e) => e.active_experience === 1);
  return {
    id,
    title: active?.position_title ?? stored.active_experience_title ?? null,
    headline: stored.headline ?? null,
    skills: stored.skills ?? [],
  };
}

/** The company ids a stored record's experiences refer to (to load their snapshots first). */
export function storedCompanyIds(stored: Record<string, unknown>): number[] {
  return Array.isArray(stored.experience)
    ? (stored.experience as Record<string, unknown>[])
        .map((e) => e.company_id)
        .filter((id): id is number => typeof id === "number")
    : [];
}

/** readRecord for a record already parsed. */
export function readStored(stored: Record<string, unknown>, snapshots: SnapshotSource): Person {
  if (Array.isArray(stored.experience)) {
    for (const e of stored.experience as Record<string, unknown>[]) {
      hydrateExperience(e, snapshots.get((e.company_id as number | undefined) ?? null));
    }
  }
  return project(PERSON_FIELDS, stored) as unknown as Person;
}

/**
 * The people row of a person (both engines): id, key, the columns search filters and ranks on, the
 * stored record; in the order of the INSERT statements (updated_at follows). Every writer passes
 * here first, so this is where each job is linked to its ESCO occupation (the person is changed in
 * place: the facet tokens computed next, and the answer of a write, see the links).
 */
export function personColumns(p: Person, id: number, key: string, snapshots: SnapshotSource) {
  linkJobs(p);
  const active = p.experience.find((e) => e.active_experience === 1);
  return [
    id,
    key,
    p.name,
    p.headline,
    p.active_experience_title ?? active?.position_title ?? null,
    p.active_experience_department ?? active?.department ?? null,
    p.active_experience_management_level ?? active?.management_level ?? null,
    p.active_experience_company_id ?? active?.company_id ?? null,
    active?.company_name ?? null,
    p.location_city,
    p.location_state,
    p.location_country,
    p.location_country_iso2,
    p.location_country_iso3,
    JSON.stringify(p.location_regions),
    p.total_experience_duration_months,
    p.is_decision_maker === null ? null : p.is_decision_maker ? 1 : 0,
    p.is_working === null ? null : p.is_working ? 1 : 0,
    JSON.stringify(p.skills.map((x) => x.toLowerCase())),
    JSON.stringify(p.education.map((e) => e.institution_name).filter(Boolean)),
    qualityOf(p),
    storedRecord(p, snapshots),
  ] as const;
}

type Value = string | number | null;

/** The experiences rows of a person without person_id, in the column order of both engines' INSERT. */
export function experienceValues(p: Person): Value[][] {
  return p.experience.map((e) => [
    e.order_in_profile,
    e.position_title,
    e.company_id,
    e.company_name,
    e.department,
    e.management_level,
    e.date_from,
    e.date_to,
    e.active_experience,
  ]);
}

/** The educations rows of a person without person_id, in the column order of both engines' INSERT. */
export function educationValues(p: Person): Value[][] {
  return p.education.map((e) => [
    e.order_in_profile,
    e.institution_name,
    e.degree,
    e.field_of_study,
    e.date_from_year,
    e.date_to_year,
  ]);
}

/**
 * The contacts rows of a written person without person_id: kind, value, lookup key, rating, sub
 * type, provider, domain, owner's name (emails: the domain's pattern is learnt from them).
 */
export function contactValues(w: PersonWrite): Value[][] {
  const rows: Value[][] = [];
  for (const c of w.contacts) {
    const lookup = c.type === "email" ? emailKey(c.value) : phoneKey(c.value);
    const domain = c.type === "email" ? lookup.slice(lookup.lastIndexOf("@") + 1) : null;
    rows.push([
      c.type,
      c.value,
      lookup,
      c.rating,
      c.subType,
      c.provider,
      domain,
      c.type === "email" ? w.person.name : null,
    ]);
  }
  for (const so of w.social)
    rows.push([
      "social",
      so.link,
      urlKey(so.link) ?? so.link.toLowerCase(),
      so.rating,
      so.type,
      null,
      null,
      null,
    ]);
  return rows;
}

/** Where experience snapshots come from (each engine's cache of companies). */
export interface SnapshotSource {
  get(companyId: number | null): SnapshotEntries | undefined;
}

/** Contacts rows (email, phone and social links of one person, in id order) back to the model. */
export function contactsFromRows(
  rows: { kind: string; value: string; rating: number; subType: string | null; provider: string | null }[],
): { contacts: Contact[]; social: Social[] } {
  const found: Contact[] = [];
  const social: Social[] = [];
  for (const r of rows) {
    if (r.kind === "social") social.push({ link: r.value, type: r.subType ?? "other", rating: r.rating });
    else
      found.push({
        type: r.kind as Contact["type"],
        value: r.value,
        rating: r.rating,
        subType: (r.subType ?? "personal") as Contact["subType"],
        provider: r.provider,
      });
  }
  return { contacts: found, social };
}

/** An inferred_emails row as both engines read it. */
export interface InferredRow {
  lookup_key: string;
  rating: number;
  provider: string;
}

/** An inferred work email given out, as the person's contact (never "verified"). */
export function inferredContact(row: InferredRow): Contact {
  return {
    type: "email",
    value: row.lookup_key,
    rating: row.rating,
    subType: "work",
    provider: row.provider,
  };
}

/**
 * Which row a written person goes to (both engines, so that upserts mean the same): the given id
 * (refused when the profile URL belongs to another person; not honoured when it was an erased
 * person's: ids are never reused, ./ids.ts), else the person who owns the URL, else a new id.
 */
export function placePerson(
  givenId: number,
  owner: number | null,
  idExists: (id: number) => boolean,
  nextId: number,
  wasErased: (id: number) => boolean,
): { id: number; exists: boolean } | { rejected: string } {
  if (givenId > 0) {
    const exists = idExists(givenId);
    if (exists || !wasErased(givenId)) {
      if (owner !== null && owner !== givenId)
        return { rejected: `pnet_url already belongs to person ${owner}` };
      return { id: givenId, exists };
    }
  }
  if (owner !== null) return { id: owner, exists: true };
  return { id: nextId, exists: false };
}
