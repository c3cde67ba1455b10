/**
 * Turning outside records into canonical People: aliases of common provider dumps, partial dates,
 * and the derived fields a record may leave out (initials, the active experience, totals, the
 * country's codes and regions). A value the record gives is kept as given, but for its spelling:
 * the profile URL and times of day are stored in one form (issue 44); only missing values are
 * derived, so that an export re-imported is identical.
 */

import { formatYearMonth, monthsBetween, parsePartialDate, type YearMonth, yearMonthOf } from "./dates.ts";
import { canonicalProfileUrl, emailKey, numericProfileKey, phoneKey, urlKey } from "./keys.ts";
import { memoize } from "./memo.ts";
import type { Contact, ContactSubType, Education, Experience, Person, Social } from "./model.ts";
import { CoercionError, coerceRecord } from "./record/coerce.ts";
import { PERSON_FIELDS } from "./record/fields.ts";
import { canonicalTimestamp } from "./record/meaning.ts";
import { personOverBound } from "./record/text-bounds.ts";
import type { SourceRow } from "./sources/rows.ts";
import { countryFieldsOf } from "./vocab/places.ts";

export class InvalidRecord extends Error {}

export interface PersonWrite {
  person: Person;
  contacts: Contact[];
  social: Social[];
  /**
   * Other profile URL keys the person is known under (the network's numeric id a vendor gives
   * beside the vanity URL: `pnet_id`): a later record under one of them lands on this person.
   */
  aliases?: string[];
  /**
   * Every source's row of this person after a merge of sources (src/domain/sources/write.ts): the
   * store replaces the person's rows with these. Absent: the write only records the sighting.
   */
  sources?: SourceRow[];
}

const SUB_TYPES: readonly ContactSubType[] = ["personal", "work", "verified", "mobile", "work_phone"];

/** Other names for the profile URL seen in provider dumps. */
const URL_ALIASES = ["pnet_url", "professional_network_url", "profile_url", "pnet_profile_url", "url"];

/** Top-level fields an import line may carry besides the record's own (also: formats/dry-run.ts). */
export const EXTRA_FIELDS = new Set([...URL_ALIASES, "contacts", "social", "pnet_id", "provenance"]);

/**
 * Something in an otherwise good record that was not taken as given: a field the record format does
 * not have (ignored), a date that could not be read (kept as text, no year/month derived).
 */
export type RecordWarning = { kind: string; message: string };

export function normalizePersonInput(
  raw: unknown,
  now: Date = new Date(),
  warn?: (warning: RecordWarning) => void,
): PersonWrite {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new InvalidRecord("not a JSON object");
  const input = { ...(raw as Record<string, unknown>) };
  const url = URL_ALIASES.map((k) => input[k]).find((v) => typeof v === "string" && v.trim() !== "");
  // A record without a URL is kept when a work email may tell whose it is (src/domain/sources/write.ts).
  if (typeof url !== "string" && !hasEmail(input.contacts))
    throw new InvalidRecord("missing pnet_url (or professional_network_url)");
  if (typeof url === "string" && urlKey(url) === null)
    throw new InvalidRecord(`pnet_url is not a profile URL: ${JSON.stringify(url)}`);
  // Stored in one spelling (every spelling has the same key: lookups by any of them find it).
  input.pnet_url = typeof url === "string" ? (canonicalProfileUrl(url) ?? url.trim()) : "";
  const aliases = networkIdKeys(input.pnet_id);
  if (warn)
    for (const k of Object.keys(input))
      if (!(k in PERSON_FIELDS) && !EXTRA_FIELDS.has(k))
        warn({ kind: `unknown field "${k}" (ignored)`, message: `unknown field "${k}" was ignored` });
  if (input.id !== undefined && input.id !== null && !/^\d+$/.test(String(input.id))) {
    throw new InvalidRecord(`id must be a positive integer, got ${JSON.stringify(input.id)}`);
  }

  let person: Person;
  try {
    person = coerceRecord(PERSON_FIELDS, input) as unknown as Person;
  } catch (e) {
    if (e instanceof CoercionError) throw new InvalidRecord(e.message);
    throw e;
  }
  person.id = person.id ?? 0;
  person.match_data = null;
  if (!person.name) {
    person.name =
      person.full_name || [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(" ");
  }
  if (!person.name?.trim()) throw new InvalidRecord("missing name (or full_name / first_name and last_name)");
  person.name = person.name.trim();
  deriveNames(person);
  if (warn)
    person.experience.forEach((e, i) => {
      for (const f of ["date_from", "date_to"] as const)
        if (e[f] && parsePartialDate(e[f]) === null)
          warn({
            kind: `unreadable date in experience[].${f} (kept as text)`,
            message: `experience[${i}].${f} ${JSON.stringify(e[f])} is not a date (kept as text)`,
          });
    });
  person.experience = person.experience.map((e, i) => normalizeExperience(e, i, now));
  person.education = person.education.map((e, i) => normalizeEducation(e, i));
  deriveTotals(person, now);
  if (!person.location) {
    person.location =
      [person.location_city, person.location_state, person.location_country].filter(Boolean).join(", ") ||
      null;
  }
  person.location_full ??= person.location;
  // The country a place names, as the search index reads it (one reading for both).
  const country = countryFieldsOf(person);
  person.location_country_iso2 ??= country.iso2;
  person.location_country_iso3 ??= country.iso3;
  if (person.location_regions.length === 0) person.location_regions = country.regions;
  canonicalTimestamps(person as unknown as Record<string, unknown>);
  for (const e of person.experience) canonicalTimestamps(e as unknown as Record<string, unknown>);
  const write: PersonWrite = {
    person,
    contacts: normalizeContacts(input.contacts),
    social: normalizeSocial(input.social),
  };
  if (aliases.length) write.aliases = aliases;
  // Refused whole, never cut: a record is stored as given (docs/decisions.md, "Bounded text fields").
  const over = personOverBound(write);
  if (over) throw new InvalidRecord(over);
  return write;
}

/**
 * Each timestamp text parsed once per process (a bounded memo, ./memo.ts): dumps repeat them a
 * great deal (a record's created_at, updated_at, checked_at, a company's last update on every job);
 * parsing each through Date, with the walk over every field, was about 9% of an import worker's
 * CPU (bench/README.md, issue 43).
 */
const timestampOf = memoize(canonicalTimestamp);

/** Times of day (`*_at`) in one form: "2026-11-20 08:15:00" and "2026-11-20T08:15:00.000Z" are one time. */
function canonicalTimestamps(record: Record<string, unknown>): void {
  // Keys walked in place: Object.entries built an array of pairs for each of a person's ~100 fields.
  for (const k in record) {
    if (!k.endsWith("_at")) continue;
    const v = record[k];
    if (typeof v === "string") record[k] = timestampOf(v) ?? v;
  }
}

function hasEmail(contacts: unknown): boolean {
  return (
    Array.isArray(contacts) &&
    contacts.some((c) => {
      const x = c as Record<string, unknown> | null;
      return x?.type === "email" && typeof x.value === "string" && x.value.includes("@");
    })
  );
}

/** The network's numeric member id (`pnet_id`: a number or digits) as the key of its URL form. */
function networkIdKeys(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === "") return [];
  const text = String(raw).trim();
  if (!/^\d{1,20}$/.test(text)) throw new InvalidRecord(`pnet_id must be digits, got ${JSON.stringify(raw)}`);
  return [numericProfileKey(text)];
}

function initial(s: string | null): string | null {
  return s ? s.charAt(0).toUpperCase() : null;
}

function deriveNames(p: Person): void {
  const parts = p.name.split(/\s+/);
  p.full_name ??= p.name;
  if (p.first_name === null && p.last_name === null && parts.length > 1) {
    p.first_name = parts[0] ?? null;
    p.last_name = parts[parts.length - 1] ?? null;
    if (parts.length > 2) p.middle_name ??= parts.slice(1, -1).join(" ");
  }
  p.first_name_initial ??= initial(p.first_name);
  p.middle_name_initial ??= initial(p.middle_name);
  p.last_name_initial ??= initial(p.last_name);
}

function normalizeExperience(e: Experience, index: number, now: Date): Experience {
  const from =
    parsePartialDate(e.date_from) ??
    (e.date_from_year ? { year: e.date_from_year, month: e.date_from_month } : null);
  const to =
    parsePartialDate(e.date_to) ?? (e.date_to_year ? { year: e.date_to_year, month: e.date_to_month } : null);
  if (from) {
    e.date_from_year ??= from.year;
    e.date_from_month ??= from.month;
    e.date_from ??= formatYearMonth(from.year, from.month);
  }
  if (to) {
    e.date_to_year ??= to.year;
    e.date_to_month ??= to.month;
    e.date_to ??= formatYearMonth(to.year, to.month);
  }
  e.active_experience ??= to === null ? 1 : 0;
  if (e.duration_months === null && from) e.duration_months = monthsBetween(from, to ?? yearMonthOf(now));
  e.company_stock_ticker ??= [];
  e.order_in_profile ??= index;
  return e;
}

function normalizeEducation(e: Education, index: number): Education {
  e.order_in_profile ??= index;
  return e;
}

/** Months covered by at least one position (overlaps counted once). */
function coveredMonths(experience: Experience[], now: Date): number {
  const months = new Set<number>();
  const nowYm = yearMonthOf(now);
  for (const e of experience) {
    if (!e.date_from_year) continue;
    const from: YearMonth = { year: e.date_from_year, month: e.date_from_month ?? 1 };
    const to: YearMonth = e.date_to_year ? { year: e.date_to_year, month: e.date_to_month ?? 12 } : nowYm;
    const start = from.year * 12 + (from.month ?? 1) - 1;
    const end = Math.min(to.year * 12 + (to.month ?? 1) - 1, nowYm.year * 12 + (nowYm.month ?? 1) - 1);
    for (let m = start; m <= end && months.size < 1200; m++) months.add(m);
  }
  return months.size;
}

/** The fields a record derives from its jobs and schools, where it does not give them itself. */
export function deriveTotals(p: Person, now: Date): void {
  const active = p.experience
    .filter((e) => e.active_experience === 1)
    .sort((a, b) => a.order_in_profile - b.order_in_profile)[0];
  p.is_working ??= active !== undefined;
  if (active) {
    p.active_experience_company_id ??= active.company_id;
    p.active_experience_title ??= active.position_title;
    p.active_experience_description ??= active.description;
    p.active_experience_department ??= active.department;
    p.active_experience_management_level ??= active.management_level;
  }
  p.total_experience_duration_months ??= p.experience.length ? coveredMonths(p.experience, now) : null;
  if (p.total_experience_duration_months_breakdown_department.length === 0) {
    p.total_experience_duration_months_breakdown_department = sumBy(p.experience, "department").map(
      ([department, months]) => ({
        department,
        total_experience_duration_months: months,
      }),
    );
  }
  if (p.total_experience_duration_months_breakdown_management_level.length === 0) {
    p.total_experience_duration_months_breakdown_management_level = sumBy(
      p.experience,
      "management_level",
    ).map(([management_level, months]) => ({ management_level, total_experience_duration_months: months }));
  }
  if (p.education_degrees.length === 0) {
    p.education_degrees = [...new Set(p.education.map((e) => e.degree).filter((d): d is string => !!d))];
  }
  if (p.last_graduation_date === null) {
    const years = p.education.map((e) => e.date_to_year).filter((y): y is number => y !== null);
    p.last_graduation_date = years.length ? Math.max(...years) : null;
  }
}

function sumBy(experience: Experience[], key: "department" | "management_level"): [string, number][] {
  const totals = new Map<string, number>();
  for (const e of experience) {
    const k = e[key];
    if (k && e.duration_months) totals.set(k, (totals.get(k) ?? 0) + e.duration_months);
  }
  return [...totals.entries()];
}

function normalizeContacts(raw: unknown): Contact[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new InvalidRecord("contacts: expected an array");
  return raw.map((c, i) => {
    const item = c as Record<string, unknown>;
    const type = item?.type;
    const value = item?.value;
    if ((type !== "email" && type !== "phone") || typeof value !== "string" || value.trim() === "") {
      throw new InvalidRecord(`contacts[${i}]: needs type "email" or "phone" and a value`);
    }
    if (type === "email" && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim())) {
      throw new InvalidRecord(`contacts[${i}]: not an email address: ${JSON.stringify(value)}`);
    }
    if (type === "phone" && phoneKey(value).length < 6) {
      throw new InvalidRecord(`contacts[${i}]: not a phone number: ${JSON.stringify(value)}`);
    }
    const subType = SUB_TYPES.includes(item.subType as ContactSubType)
      ? (item.subType as ContactSubType)
      : type === "email"
        ? "personal"
        : "mobile";
    return {
      type,
      value: type === "email" ? emailKey(value) : value.trim(),
      rating: clampRating(item.rating),
      subType,
      provider: typeof item.provider === "string" ? item.provider : null,
    };
  });
}

function normalizeSocial(raw: unknown): Social[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new InvalidRecord("social: expected an array");
  return raw.map((s, i) => {
    const item = s as Record<string, unknown>;
    if (typeof item?.link !== "string" || typeof item.type !== "string") {
      throw new InvalidRecord(`social[${i}]: needs link and type`);
    }
    return { link: item.link.trim(), type: item.type, rating: clampRating(item.rating) };
  });
}

function clampRating(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.max(0, Math.min(100, Math.round(n))) : 50;
}
