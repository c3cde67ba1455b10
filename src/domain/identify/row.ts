/**
 * A CRM row as identify reads it: the request's fields checked (400 naming the rule otherwise) and
 * turned into what the comparisons use. A name may be read two ways (given name first, or the
 * family name first: "Zhang Wei", swapped columns, "MÜLLER, Hans"); the comparison keeps the
 * reading that agrees best, never the sum of both.
 */
import { ApiError } from "../../errors.ts";
import { urlKey } from "../keys.ts";
import { type Place, placeOfText } from "./places.ts";
import { companyDomain, companyKey, titleKey } from "./profile.ts";
import { fold, nameTokens, phoneDigits } from "./text.ts";

export const ROW_FIELDS = [
  "name",
  "first_name",
  "last_name",
  "company",
  "title",
  "location",
  "school",
  "email",
  "phone",
  "profile_url",
] as const;
export type RowField = (typeof ROW_FIELDS)[number];
export type RowInput = Partial<Record<RowField, string>>;

/** One way of reading the row's name. */
export interface NameReading {
  given: string[];
  /** The given name as written, lower case (accents kept). */
  givenWritten: string;
  surname: string[];
  surnameWritten: string;
  /** Family name first (the fields' order taken the other way round). */
  swapped: boolean;
}

export interface IdentifyRow {
  input: RowInput;
  readings: NameReading[];
  company: { key: string; written: string; domain: string | null } | null;
  title: string | null;
  place: (Place & { written: string }) | null;
  email: string | null;
  phone: string | null;
  url: string | null;
  school: string | null;
}

const MAX_FIELD = 500;

/** The row's fields as strings (400 for anything else), blanks dropped. */
export function rowInput(body: Record<string, unknown>, where = ""): RowInput {
  const out: RowInput = {};
  for (const field of ROW_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") throw new ApiError("BAD_REQUEST", `${where}${field} must be a string`);
    if (value.length > MAX_FIELD)
      throw new ApiError("BAD_REQUEST", `${where}${field} is longer than ${MAX_FIELD} characters`);
    if (value.trim() !== "") out[field] = value.trim();
  }
  return out;
}

function reading(given: string, surname: string, swapped: boolean): NameReading {
  return {
    given: nameTokens(given),
    givenWritten: given.trim().toLowerCase(),
    surname: nameTokens(surname),
    surnameWritten: surname.trim().toLowerCase(),
    swapped,
  };
}

/** Both ways of reading a name written in one field. */
function readingsOfName(name: string): NameReading[] {
  const comma = name.indexOf(",");
  if (comma > 0) {
    const [family, given] = [name.slice(0, comma), name.slice(comma + 1)];
    return [reading(given, family, false), reading(family, given, true)];
  }
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return [reading(name, "", false), reading("", name, true)];
  const last = words.length - 1;
  return [
    reading(words[0] as string, words.slice(1).join(" "), false),
    reading(words[last] as string, words.slice(0, last).join(" "), true),
  ];
}

function readingsOf(input: RowInput): NameReading[] {
  const out: NameReading[] = [];
  if (input.first_name !== undefined || input.last_name !== undefined) {
    const [first, last] = [input.first_name ?? "", input.last_name ?? ""];
    out.push(reading(first, last, false), reading(last, first, true));
  }
  if (input.name !== undefined) out.push(...readingsOfName(input.name));
  return out.filter((r) => r.given.length + r.surname.length > 0);
}

/** What a row needs to be worth looking up: a contact key, or a full name, or a name part with a company or place. */
function checkEnough(input: RowInput, readings: NameReading[]): void {
  if (input.email || input.phone || input.profile_url) return;
  const tokens = new Set(readings.flatMap((r) => [...r.given, ...r.surname]).filter((t) => t.length > 1));
  const context = input.company !== undefined || input.location !== undefined;
  if (tokens.size >= 2 || (tokens.size === 1 && context)) return;
  throw new ApiError(
    "BAD_REQUEST",
    "Too little to identify someone: give an email, a phone or a profile_url, or a full name (name, or first_name and last_name), or one name with a company or location",
  );
}

export function readRow(input: RowInput): IdentifyRow {
  const readings = readingsOf(input);
  checkEnough(input, readings);
  const company = input.company
    ? {
        key: companyKey(input.company),
        written: input.company.toLowerCase(),
        domain: companyDomain(input.company),
      }
    : null;
  let url: string | null = null;
  if (input.profile_url) {
    url = urlKey(input.profile_url);
    if (url === null) throw new ApiError("BAD_REQUEST", "profile_url is not a profile URL");
  }
  const phone = input.phone ? phoneDigits(input.phone) : null;
  if (input.phone && (phone?.length ?? 0) < 6)
    throw new ApiError("BAD_REQUEST", "phone must hold at least 6 digits");
  if (input.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.email))
    throw new ApiError("BAD_REQUEST", "email is not an email address");
  return {
    input,
    readings,
    company,
    title: input.title ? titleKey(input.title) : null,
    place: input.location ? { ...placeOfText(input.location), written: input.location } : null,
    email: input.email ? input.email.toLowerCase() : null,
    phone,
    url,
    school: input.school ? titleKey(input.school) : null,
  };
}

/** A row from one of the store's profiles (u estimation: pairs of two people): its name read one way. */
export function rowOfFolded(
  fields: Omit<IdentifyRow, "input" | "readings"> & { given: string; surname: string[] },
): IdentifyRow {
  return {
    ...fields,
    input: {},
    readings: [
      {
        given: fields.given ? [fields.given] : [],
        givenWritten: fold(fields.given),
        surname: fields.surname,
        surnameWritten: fields.surname.join(" "),
        swapped: false,
      },
    ],
  };
}
