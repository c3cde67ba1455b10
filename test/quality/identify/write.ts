/**
 * How a CRM row writes a person's facts: the row's shape (./rows.ts), its name in one `name` field
 * or split into `first_name` / `last_name`, the company, the place and the title, each with the
 * claims (./truth.ts) the written value makes about who the person is.
 */

import { asciiAs, fold, givenShown, type Rng, surnameShown } from "./names.ts";
import { employerOf, type IdPerson } from "./people.ts";
import { ALL_CITIES, ALL_COUNTRIES } from "./places.ts";
import type { Claims } from "./truth.ts";

export const PRESENT_CLASSES = [
  "exact",
  "nickname",
  "partial_name",
  "swapped",
  "transliteration",
  "legal_suffix",
  "stale_employer",
  "metro",
  "work_email",
  "personal_email",
  "phone",
  "profile_url",
  "sparse_company",
  "sparse_city",
  "same_name",
] as const;
export const CLASSES = [...PRESENT_CLASSES, "absent"] as const;
export type VariantClass = (typeof CLASSES)[number];

/** The request fields, as a CRM export names its columns. */
export const FIELDS = [
  "name",
  "first_name",
  "last_name",
  "company",
  "title",
  "location",
  "email",
  "phone",
  "profile_url",
  "school",
] as const;
export type Field = (typeof FIELDS)[number];
export type Fields = Partial<Record<Field, string>>;

/** A row before it is judged: what it says, what that claims, and how it was varied. */
export interface Draft {
  detail: string;
  fields: Fields;
  claims: Claims;
}

/** The name as the row writes it: in `name`, or in `first_name` and `last_name`. */
export function nameFields(r: Rng, given: string, surname: string, middle: string | null = null): Fields {
  const first = middle ? `${given} ${middle}` : given;
  return r.chance(0.55) ? { name: `${first} ${surname}` } : { first_name: first, last_name: surname };
}

export const nameClaims = (given: string, surname: string): Claims => ({
  given: fold(given),
  surname: fold(surname),
});

/** The person's name exactly as the profile writes it. */
export function storedName(p: IdPerson): { given: string; surname: string; middle: string | null } {
  const n = p.name;
  return {
    given: givenShown(n),
    surname: surnameShown(n),
    middle: n.middleShown ? asciiAs(n.ascii, n.middleShown) : null,
  };
}

/** A city as a CRM writes it: one of its spellings, sometimes with the country or its code. */
export function cityText(r: Rng, p: IdPerson): string | null {
  if (!p.city || !p.country) return null;
  const spelling = r.pick(ALL_CITIES[p.city]?.[1] ?? [p.city]);
  const style = r.weighted([
    ["city", 5],
    ["country", 4],
    ["code", 1],
  ] as const);
  if (style === "city") return spelling;
  return `${spelling}, ${style === "code" ? p.country : r.pick(ALL_COUNTRIES[p.country] ?? [p.country])}`;
}

export interface ContextWanted {
  company: number;
  location: number;
  title: number;
  /** At least one of company and location (else the row may say too little to decide). */
  one?: boolean;
}

/** Company (current, as written), place and title, each with its probability; claims for them. */
export function context(r: Rng, p: IdPerson, want: ContextWanted): { fields: Fields; claims: Claims } {
  let company = r.chance(want.company);
  let location = p.city !== null && r.chance(want.location);
  if ((want.one ?? true) && !company && !location) {
    if (p.city !== null && r.chance(0.5)) location = true;
    else company = true;
  }
  const fields: Fields = {};
  const claims: Claims = {};
  if (company) {
    fields.company = employerOf(p.employer).name;
    claims.employer = p.employer;
  }
  const place = location ? cityText(r, p) : null;
  if (place) {
    fields.location = place;
    claims.city = p.city ?? undefined;
  }
  if (p.title && r.chance(want.title)) fields.title = p.title;
  return { fields, claims };
}

/** A draft from name fields and context, claims merged. */
export function draft(
  detail: string,
  name: { fields: Fields; claims: Claims },
  extra: { fields: Fields; claims: Claims },
): Draft {
  return {
    detail,
    fields: { ...name.fields, ...extra.fields },
    claims: { ...name.claims, ...extra.claims },
  };
}

/** The stored name, written by `nameFields`, with its claims. */
export function writtenName(r: Rng, p: IdPerson): { fields: Fields; claims: Claims } {
  const { given, surname, middle } = storedName(p);
  return { fields: nameFields(r, given, surname, middle), claims: nameClaims(given, surname) };
}
