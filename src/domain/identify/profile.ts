/**
 * What identify knows of a stored person: a compact profile (names as folded tokens, employers
 * without legal forms, the place, emails, phones, titles, schools) kept beside the person in the
 * identify index, so that scoring fifty candidates reads fifty small rows instead of fifty whole
 * records. Written by the indexer (./indexer.ts) from the canonical Person and its contacts.
 */
import { companyNameKey, domainOf, urlKey } from "../keys.ts";
import { memoize } from "../memo.ts";
import type { Contact } from "../model.ts";
import type { IdentifySource } from "../storage/index.ts";
import { type Place, placeOf } from "./places.ts";
import { fold, nameTokens, phoneDigits } from "./text.ts";

/** One employer: key without legal form, the name as written (lower case), its domain, current or past. */
export type Employer = [key: string, written: string, domain: string | null, current: 0 | 1];

export interface IdentifyProfile {
  /** Given-name forms, folded (first_name, and the first word of `name` when it differs). */
  g: string[];
  /** The same as written, lower case with accents (an "exact" match keeps the accents). */
  gw: string[];
  /** Middle names, folded. */
  m: string[];
  /** Surname tokens, folded, without particles. */
  s: string[];
  /** The surname as written, lower case. */
  sw: string;
  /** Employers, current first, then the most recent past ones. */
  c: Employer[];
  /** Titles, folded: the current first. */
  t: string[];
  p: Place;
  e: string[];
  /** Phone digits without international prefix. */
  ph: string[];
  sc: string[];
  /** Profile URL key. */
  u: string;
}

/** How many employers a profile keeps: CRMs go stale, but not by a whole career. */
const MAX_EMPLOYERS = 5;
const LEGAL_FORM_WORDS = new Set(
  (
    "inc incorporated llc llp lp pllc ltd limited private pvt plc corp corporation co company gmbh mbh ag kg kgaa ug ev " +
    "sa sas sarl sca se spa srl sl bv nv oy oyj ab asa as aps kk pte pty sro zoo sp and"
  ).split(" "),
);

/** A company's key: companyNameKey, then any legal-form words left at its end ("Private Limited", "GmbH & Co. KG"). */
export const companyKey = memoize((name: string): string => {
  const words = fold(companyNameKey(name))
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  while (words.length > 1 && LEGAL_FORM_WORDS.has(words[words.length - 1] as string)) words.pop();
  return words.join(" ");
});

const DOMAIN_SHAPE = /^(https?:\/\/)?(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+\/?$/i;

/** The domain a company field names, when it is written as one ("papaya.example", "https://www.papaya.example"). */
export function companyDomain(text: string): string | null {
  return DOMAIN_SHAPE.test(text.trim()) ? domainOf(text) : null;
}

export const titleKey = memoize((title: string) =>
  fold(title)
    .replace(/[^a-z0-9]+/g, " ")
    .trim(),
);

function employersOf(person: IdentifySource): Employer[] {
  const items = [...person.experience].sort(
    (a, b) =>
      b.active_experience - a.active_experience ||
      (b.date_from ?? "").localeCompare(a.date_from ?? "") ||
      a.order_in_profile - b.order_in_profile,
  );
  const out: Employer[] = [];
  for (const x of items) {
    if (!x.company_name) continue;
    const key = companyKey(x.company_name);
    if (!key || out.some((e) => e[0] === key)) continue;
    const current = x.active_experience === 1 || (out.length === 0 && x.date_to === null) ? 1 : 0;
    out.push([key, x.company_name.toLowerCase(), domainOf(x.company_website), current]);
    if (out.length >= MAX_EMPLOYERS) break;
  }
  return out;
}

function namesOf(person: IdentifySource): Pick<IdentifyProfile, "g" | "gw" | "m" | "s" | "sw"> {
  const whole = nameTokens(person.name);
  const first = nameTokens(person.first_name);
  const last = nameTokens(person.last_name);
  const given = first.length ? first : whole.slice(0, 1);
  const surname = last.length ? last : whole.slice(1);
  const middle = nameTokens(person.middle_name).filter((t) => !given.includes(t) && !surname.includes(t));
  // The display name may go by another given name than first_name (a nickname, a middle name).
  const g = [...new Set([...given, ...(whole[0] && !surname.includes(whole[0]) ? [whole[0]] : [])])];
  const writtenGiven = (person.first_name ?? person.name.split(/\s+/)[0] ?? "").toLowerCase();
  const writtenSurname = (person.last_name ?? person.name.split(/\s+/).slice(1).join(" ")).toLowerCase();
  return { g, gw: writtenGiven ? [writtenGiven] : [], m: middle, s: surname, sw: writtenSurname };
}

/** A person's profile: from a whole record, or from the few fields the index build reads (IdentifySource). */
export function profileOf(person: IdentifySource, contacts: readonly Contact[]): IdentifyProfile {
  const titles = [person.active_experience_title, ...person.experience.map((x) => x.position_title)]
    .filter((t): t is string => !!t)
    .map(titleKey);
  return {
    ...namesOf(person),
    c: employersOf(person),
    t: [...new Set(titles)].slice(0, 6),
    p: placeOf({
      location: person.location,
      location_city: person.location_city,
      location_state: person.location_state,
      location_country: person.location_country,
      location_country_iso2: person.location_country_iso2,
    }),
    e: [...new Set(contacts.filter((c) => c.type === "email").map((c) => c.value.trim().toLowerCase()))],
    ph: [
      ...new Set(
        contacts
          .filter((c) => c.type === "phone")
          .map((c) => phoneDigits(c.value))
          .filter((d) => d.length >= 8),
      ),
    ],
    sc: [
      ...new Set(person.education.flatMap((e) => (e.institution_name ? [titleKey(e.institution_name)] : []))),
    ],
    u: urlKey(person.pnet_url) ?? person.pnet_url.toLowerCase(),
  };
}
