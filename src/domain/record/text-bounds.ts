/**
 * Bounds on the text that reaches an index (docs/decisions.md, "Bounded text fields"). PostgreSQL
 * refuses a B-tree entry over 2,704 bytes and a GIN key over 2,712 (a third of a page) after
 * compression: one person with a 6 KB name made a whole batch fail, stopped the import, and, once
 * the import had deferred the name index, made every later open of the database fail while it was
 * built again. SQLite has no such cap; the bounds are the same on both engines, so a file imports the
 * same way on either.
 *
 * Lengths are in UTF-16 code units, as JavaScript and JSON count characters: a unit is at most three
 * bytes of UTF-8, so 500 of them stay under 1,500 bytes and every index entry under its cap. An email
 * address is bounded in bytes, as RFC 5321 bounds it (254 octets).
 */
import type { Contact, Person, Social } from "../model.ts";

/** What a person's write holds that an index reads (person.ts PersonWrite, without importing it back). */
type IndexedWrite = { person: Person; contacts: readonly Contact[]; social: readonly Social[] };

/** A name, title, company, school, place or skill: well above any real one. */
export const MAX_NAME_LENGTH = 500;
/** A profile, company, post or social URL (its key is the lower-case path: at most as long). */
export const MAX_URL_LENGTH = 800;
/** A domain name (RFC 1035: 253 characters). */
export const MAX_DOMAIN_LENGTH = 253;
/** A date and time as text (ISO 8601 with a zone is under 40). */
export const MAX_TIMESTAMP_LENGTH = 64;
/** An email address (RFC 5321: 254 octets). */
export const MAX_EMAIL_BYTES = 254;

/** Why `value` is over `max` characters, or null when it is within (or absent). */
export function overLength(value: string | null | undefined, max: number): string | null {
  return value && value.length > max ? `longer than ${max} characters (${value.length})` : null;
}

/** Why an email address is over its bound, or null. */
export function overEmailBytes(value: string): string | null {
  const bytes = Buffer.byteLength(value);
  return bytes > MAX_EMAIL_BYTES ? `longer than ${MAX_EMAIL_BYTES} bytes (${bytes})` : null;
}

const PERSON_NAMES = [
  "name",
  "full_name",
  "first_name",
  "middle_name",
  "last_name",
  "active_experience_title",
  "active_experience_department",
  "active_experience_management_level",
  "location",
  "location_city",
  "location_state",
  "location_country",
] as const;
const PERSON_NAME_LISTS = ["location_regions", "skills"] as const;
const EXPERIENCE_NAMES = [
  "position_title",
  "department",
  "management_level",
  "company_name",
  "company_industry",
] as const;

/**
 * The first field of a normalised person over its bound, as `path: reason`; null when none is.
 * Only fields an index holds (people's name and key, facet tokens, contacts' lookup keys and owner
 * names) are bounded: a long summary or description is stored and searched whole.
 */
export function personOverBound(w: IndexedWrite): string | null {
  const p = w.person;
  const fields = p as unknown as Record<string, unknown>;
  // Jobs first: the current one's title and department are copied to the person's own fields.
  for (const [i, e] of p.experience.entries())
    for (const f of EXPERIENCE_NAMES) {
      const why = overLength(e[f], MAX_NAME_LENGTH);
      if (why) return `experience[${i}].${f}: ${why}`;
    }
  for (const [i, e] of p.education.entries()) {
    const why = overLength(e.institution_name, MAX_NAME_LENGTH);
    if (why) return `education[${i}].institution_name: ${why}`;
  }
  for (const f of PERSON_NAMES) {
    const why = overLength(fields[f] as string | null, MAX_NAME_LENGTH);
    if (why) return `${f}: ${why}`;
  }
  for (const f of PERSON_NAME_LISTS)
    for (const [i, v] of (fields[f] as string[]).entries()) {
      const why = overLength(v, MAX_NAME_LENGTH);
      if (why) return `${f}[${i}]: ${why}`;
    }
  const url = overLength(p.pnet_url, MAX_URL_LENGTH);
  if (url) return `pnet_url: ${url}`;
  for (const [i, c] of w.contacts.entries()) {
    // A phone's key is its last ten digits; an email's is the address itself.
    const why = c.type === "email" ? overEmailBytes(c.value) : null;
    if (why) return `contacts[${i}].value: ${why}`;
  }
  for (const [i, s] of w.social.entries()) {
    const why = overLength(s.link, MAX_URL_LENGTH);
    if (why) return `social[${i}].link: ${why}`;
  }
  return null;
}
