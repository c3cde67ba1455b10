/**
 * The people of the identify evaluation. It starts from the natural generator's people for the
 * seed (../natural/people.ts, itself the independent generator's people extended with current and
 * past employers: nothing there is changed), and from a separate random stream gives each one an
 * identity written as a profile export writes it: a name from ./names-data.ts (nicknames, accents,
 * middle names, double surnames, particles), a profile URL made from it, and contacts in the
 * import's `contacts` shape (a work email at the employer's domain, sometimes a personal one, a
 * phone by the numbering plan of where they live). Experience items sometimes carry the employer's
 * website, as vendor exports do. Some people are given the very name of an earlier one (namesakes).
 *
 * Beyond the stored people it makes **held-out people**: generated the same way but never
 * imported, each sharing a name, an employer, or a surname and an employer with someone who is
 * stored. Rows about them have no person in the data (./rows.ts).
 */
import { rng } from "../independent/people.ts";
import { generateNatural } from "../natural/people.ts";
import { EMPLOYER_BY_ID, type Employer } from "../natural/world.ts";
import {
  displayName,
  drawName,
  fold,
  givenShown,
  type PersonName,
  pickOrigin,
  type Rng,
  strip,
  surnameShown,
  transliterate,
} from "./names.ts";
import { drawPhone, type Phone, type PhoneFormat, writePhone } from "./phones.ts";

/** The natural generator writes dates relative to "now": fixed, so a corpus is the same every day. */
export const GENERATED_AT = new Date(Date.UTC(2026, 10, 1));
export const FREEMAIL = [
  "gmail.example",
  "outlook.example",
  "yahoo.example",
  "proton.example",
  "web.example",
];

export type Relation = "same_name" | "same_employer" | "same_surname_employer";

export interface IdPerson {
  index: number;
  stored: boolean;
  /** The profile URL (for a held-out person: the one it would have). */
  url: string;
  record: Record<string, unknown>;
  name: PersonName;
  employer: string;
  /** Earlier employers, most recent first, and the titles held there. */
  past: string[];
  pastTitles: string[];
  title: string;
  city: string | null;
  country: string | null;
  /** The location as the record writes it. */
  locationText: string | null;
  school: string | null;
  workEmail: string | null;
  personalEmail: string | null;
  phone: Phone | null;
  phoneFormat: PhoneFormat | null;
  /** Held-out people: how they resemble stored ones. */
  relation: Relation | null;
}

export interface Corpus {
  count: number;
  seed: number;
  people: IdPerson[];
  heldOut: IdPerson[];
  companies: Record<string, unknown>[];
}

export const employerOf = (id: string) => EMPLOYER_BY_ID.get(id) as Employer;
export const domainOf = (id: string) => `${id}.example`;

interface Taken {
  slugs: Set<string>;
  emails: Set<string>;
  phones: Set<string>;
}

function hex(r: Rng, n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += Math.floor(r.next() * 16).toString(16);
  return s;
}

/** A profile URL slug: the name with a random tail mostly, sometimes a bare vanity name. */
function slugFor(r: Rng, n: PersonName, taken: Taken): string {
  const unicode = r.chance(0.05) && displayName(n) !== strip(displayName(n));
  const words = `${givenShown(n)} ${surnameShown(n)}`.split(/[\s'-]+/).filter(Boolean);
  const base = words
    .map((w) => (unicode ? w.toLowerCase() : fold(w)))
    .filter(Boolean)
    .join("-");
  for (;;) {
    const style = r.weighted([
      ["hex", 6],
      ["plain", 2],
      ["number", 2],
      ["initial", 1],
    ] as const);
    const slug =
      style === "hex"
        ? `${base}-${hex(r, 8)}`
        : style === "plain"
          ? base
          : style === "number"
            ? `${base}-${1 + Math.floor(r.next() * 99)}`
            : `${fold(givenShown(n))[0]}${fold(surnameShown(n))}${Math.floor(r.next() * 1000)}`;
    if (!taken.slugs.has(slug)) {
      taken.slugs.add(slug);
      return slug;
    }
  }
}

const localPart = (s: string) =>
  transliterate(s)
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/** A work email at the employer's domain, in the pattern the employer uses (mostly). */
function workEmail(r: Rng, n: PersonName, employer: string, taken: Taken): string {
  const first = localPart(n.shownAsNickname ? (n.given.spellings[0] ?? "") : n.givenShown);
  const last = localPart(n.surnames[n.surnames.length > 1 && n.origin === "pt" ? 1 : 0] ?? "");
  const patterns = [
    `${first}.${last}`,
    `${first[0]}${last}`,
    `${first}`,
    `${first}${last[0]}`,
    `${first}_${last}`,
  ];
  const usual = employer.length % 3;
  let local = r.chance(0.85) ? (patterns[usual] as string) : r.pick(patterns);
  for (let k = 2; taken.emails.has(`${local}@${domainOf(employer)}`); k++)
    local = `${local.replace(/\d+$/, "")}${k}`;
  const email = `${local}@${domainOf(employer)}`;
  taken.emails.add(email);
  return email;
}

/** A personal address at a free-mail provider (`.example`: never a real mailbox). */
export function personalEmail(r: Rng, n: PersonName, taken: Set<string>): string {
  const first = localPart(n.givenShown);
  const last = localPart(n.surnames[0] ?? "");
  for (;;) {
    const year = String(60 + Math.floor(r.next() * 45)).slice(-2);
    const local = r.pick([
      `${first}.${last}${year}`,
      `${first}${last}`,
      `${first[0]}${last}${year}`,
      `${last}.${first}`,
    ]);
    const email = `${local}@${r.pick(FREEMAIL)}`;
    if (!taken.has(email)) {
      taken.add(email);
      return email;
    }
  }
}

function uniquePhone(r: Rng, country: string | null, city: string | null, taken: Taken): Phone | null {
  for (let k = 0; k < 5; k++) {
    const phone = drawPhone(r, country, city);
    if (!phone) return null;
    const key = phone.cc + phone.nsn;
    if (!taken.phones.has(key)) {
      taken.phones.add(key);
      return phone;
    }
  }
  return null;
}

function locationText(record: Record<string, unknown>): string | null {
  if (typeof record.location === "string") return record.location;
  const parts = [record.location_city, record.location_country].filter((x) => typeof x === "string");
  return parts.length ? parts.join(", ") : null;
}

/** The record an export holds for `p`: the natural record with this identity and its contacts. */
function writeRecord(r: Rng, p: IdPerson, base: Record<string, unknown>): Record<string, unknown> {
  const n = p.name;
  const record: Record<string, unknown> = { ...base, pnet_url: p.url, name: displayName(n) };
  if (r.chance(0.7)) {
    record.first_name = givenShown(n);
    if (n.middleShown) record.middle_name = n.middleShown;
    record.last_name = surnameShown(n);
  }
  record.experience = (base.experience as Record<string, unknown>[]).map((e, k) => {
    const id = k === 0 ? p.employer : p.past[k - 1];
    if (!id || !r.chance(0.4)) return e;
    return { ...e, company_website: r.chance(0.5) ? `https://www.${domainOf(id)}` : domainOf(id) };
  });
  const contacts: Record<string, unknown>[] = [];
  const rating = () => 70 + Math.floor(r.next() * 30);
  if (p.workEmail) contacts.push({ type: "email", value: p.workEmail, rating: rating(), subType: "work" });
  if (p.personalEmail)
    contacts.push({ type: "email", value: p.personalEmail, rating: rating(), subType: "personal" });
  if (p.phone && p.phoneFormat)
    contacts.push({
      type: "phone",
      value: writePhone(p.phone, p.phoneFormat) ?? writePhone(p.phone, "e164"),
      rating: rating(),
      subType: r.chance(0.8) ? "mobile" : "work_phone",
    });
  if (contacts.length) record.contacts = contacts;
  return record;
}

function storedPhoneFormat(r: Rng, phone: Phone): PhoneFormat {
  const f = r.weighted<PhoneFormat>([
    ["e164", 4],
    ["international", 4],
    ["trunk_in_brackets", 1],
    ["national", 1],
  ]);
  return writePhone(phone, f) === null ? "international" : f;
}

function person(r: Rng, base: ReturnType<typeof generateNatural>["people"][number], index: number) {
  const l = base.latent;
  const experience = base.record.experience as Record<string, unknown>[];
  const name = drawName(r, pickOrigin(r, l.country));
  const p: IdPerson = {
    index,
    stored: true,
    url: "",
    record: {},
    name,
    employer: l.employer,
    past: l.past.map((x) => x.employer),
    pastTitles: experience.slice(1).map((e) => String(e.position_title ?? "")),
    title: String(experience[0]?.position_title ?? ""),
    city: l.city,
    country: l.country,
    locationText: locationText(base.record),
    school: ((base.record.education as Record<string, unknown>[])[0]?.institution_name as string) ?? null,
    workEmail: null,
    personalEmail: null,
    phone: null,
    phoneFormat: null,
    relation: null,
  };
  return p;
}

/** Gives `p` (whose name is final) its URL, contacts and record. */
function finish(r: Rng, p: IdPerson, base: Record<string, unknown>, taken: Taken): IdPerson {
  p.url = `https://www.pnet.com/in/${slugFor(r, p.name, taken)}`;
  if (!p.stored) return p;
  if (r.chance(0.45)) p.workEmail = workEmail(r, p.name, p.employer, taken);
  if (r.chance(0.12)) p.personalEmail = personalEmail(r, p.name, taken.emails);
  p.phone = r.chance(0.35) ? uniquePhone(r, p.country, p.city, taken) : null;
  p.phoneFormat = p.phone ? storedPhoneFormat(r, p.phone) : null;
  p.record = writeRecord(r, p, base);
  return p;
}

const copyName = (n: PersonName): PersonName => ({
  ...n,
  surnames: [...n.surnames],
  surnameEntries: [...n.surnameEntries],
});

/** A held-out person: like a stored one in name, employer, or surname and employer. */
function holdOut(r: Rng, p: IdPerson, stored: IdPerson[]): IdPerson {
  p.stored = false;
  const other = r.pick(stored);
  p.relation = r.weighted<Relation>([
    ["same_name", 5],
    ["same_employer", 3],
    ["same_surname_employer", 2],
  ]);
  if (p.relation === "same_name") p.name = copyName(other.name);
  if (p.relation === "same_surname_employer") {
    const own = drawName(r, other.name.origin);
    const entries = [...other.name.surnameEntries];
    // The same family name, in the form this person's given name takes (Kowalski / Kowalska).
    const surnames = entries.map((e) => (own.given.female ? e.fem : e.masc)[0] ?? "");
    p.name = { ...own, surnames, surnameEntries: entries, ascii: other.name.ascii };
    p.employer = other.employer;
    p.past = p.past.filter((e) => e !== other.employer);
    p.pastTitles = p.pastTitles.slice(0, p.past.length);
  }
  return p;
}

/** `count` stored people and about 6% more held out, from `seed`. */
export function generateCorpus(
  count: number,
  seed: number,
  heldOut = Math.max(150, Math.round(count * 0.06)),
): Corpus {
  const natural = generateNatural(count + heldOut, seed, GENERATED_AT);
  const r = rng((Math.imul(seed, 0x85ebca6b) ^ 0x1d3e7a11) >>> 0);
  const taken: Taken = { slugs: new Set(), emails: new Set(), phones: new Set() };
  const people: IdPerson[] = [];
  const held: IdPerson[] = [];
  natural.people.forEach((base, i) => {
    const p = person(r, base, i);
    if (i >= count) held.push(holdOut(r, p, people));
    else {
      // Namesakes: someone earlier's very name, written the same way.
      if (people.length > 10 && r.chance(0.03)) p.name = copyName(r.pick(people).name);
      people.push(p);
    }
    finish(r, p, base.record, taken);
  });
  return { count, seed, people, heldOut: held, companies: natural.companies };
}
