/**
 * Comparing one row with one stored profile, field by field (./comparisons.ts): each field gets
 * the strongest level any of its forms reaches, once (a field never counts twice, however many
 * spellings either side has).
 */
import { type Compared, levelIndex } from "./comparisons.ts";
import { areNicknames } from "./nicknames.ts";
import type { IdentifyProfile } from "./profile.ts";
import type { IdentifyRow, NameReading } from "./row.ts";
import { collapse, fold, jaroWinkler, phoneticCodes } from "./text.ts";

const same = (a: string, b: string) => a === b || collapse(a) === collapse(b);

function soundsAlike(a: string, b: string): boolean {
  if (a.length < 2 || b.length < 2) return false;
  const [a1, a2] = phoneticCodes(a);
  const [b1, b2] = phoneticCodes(b);
  if (a1.length >= 2 && (a1 === b1 || a1 === b2 || a2 === b1)) return true;
  // Jaro-Winkler reaches 0.9 only between names of about one length that start alike.
  if (a[0] !== b[0] || Math.abs(a.length - b.length) > 2) return false;
  return jaroWinkler(a, b) >= 0.9;
}

/** A short form: one name starts the other ("Alex" and "Alexandra", "Chris" and "Christopher"). */
const shortForm = (a: string, b: string) =>
  a.length >= 3 && b.length >= 3 && a !== b && (a.startsWith(b) || b.startsWith(a));

const FIRST = (l: string) => levelIndex("first_name", l);
const LAST = (l: string) => levelIndex("last_name", l);

function givenLevel(
  row: string,
  written: string,
  stored: string,
  storedWritten: string[],
): [number, string?] {
  if (row === stored)
    return storedWritten.includes(written) || written === ""
      ? [FIRST("exact")]
      : [FIRST("transliteration"), "accents"];
  if (row.length === 1 || stored.length === 1)
    return row[0] === stored[0] ? [FIRST("initial")] : [FIRST("different")];
  if (same(row, stored)) return [FIRST("transliteration")];
  if (areNicknames(row, stored)) return [FIRST("nickname"), "nickname list"];
  if (shortForm(row, stored)) return [FIRST("nickname"), "short form"];
  if (soundsAlike(row, stored)) return [FIRST("similar")];
  return [row[0] === stored[0] ? FIRST("same_initial") : FIRST("different")];
}

/** The row's given name against the person's given forms, then their middle names. */
export function compareGiven(r: NameReading, p: IdentifyProfile): Compared | null {
  const row = r.given[0];
  if (!row || p.g.length === 0) return null;
  let best: Compared = { level: FIRST("different"), row: r.givenWritten, stored: p.gw[0] ?? p.g[0] ?? "" };
  for (const stored of p.g) {
    const [level, how] = givenLevel(row, r.givenWritten, stored, p.gw);
    const term = level === FIRST("initial") || level === FIRST("same_initial") ? `gi|${row[0]}` : `gn|${row}`;
    if (level < best.level) best = { level, row: r.givenWritten, stored, how, term };
  }
  if (best.level >= FIRST("initial")) {
    for (const middle of p.m)
      if (row.length > 1 && (same(row, middle) || areNicknames(row, middle)))
        return { level: FIRST("middle_name"), row: r.givenWritten, stored: middle };
  }
  return best;
}

/** The row's surname tokens against the person's (compound surnames, particles, feminine forms). */
export function compareSurname(r: NameReading, p: IdentifyProfile): Compared | null {
  // Tokens the row carries beyond the surname (a middle name written in `name`, an initial) are not the surname.
  const row = r.surname.filter((t) => t.length > 1 && !p.m.some((m) => same(m, t)));
  if (row.length === 0 || p.s.length === 0) return null;
  const stored = p.sw || p.s.join(" ");
  const base = { row: r.surnameWritten, stored };
  if (row.join(" ") === p.s.join(" ")) {
    const term = `sn|${row.join(" ")}`;
    if (r.surnameWritten === p.sw) return { ...base, level: LAST("exact"), term };
    // The same words: written with other accents, or without the particle ("Berg" for "van den Berg").
    if (fold(r.surnameWritten) === fold(p.sw)) return { ...base, level: LAST("transliteration"), term };
    return { ...base, level: LAST("part"), how: "without particle", term };
  }
  if (row.length === p.s.length && row.every((t, i) => same(t, p.s[i] as string)))
    return { ...base, level: LAST("transliteration"), term: `sn|${p.s.join(" ")}` };
  const shared = row.find((t) => p.s.some((s) => same(s, t)));
  if (shared) return { ...base, level: LAST("part"), how: "one of the surnames", term: `sn|${shared}` };
  if (row.some((t) => p.s.some((s) => soundsAlike(s, t))) || soundsAlike(row.join(""), p.s.join("")))
    return { ...base, level: LAST("similar") };
  return { ...base, level: LAST("different") };
}

const COMPANY = (l: string) => levelIndex("company", l);

/**
 * Names of one company written two ways share their leading word, the brand ("Papaya Pay" and
 * "Papaya Payments Group"); two companies of one trade share only the trade ("Aldway Motors" and
 * "Vexhall Motors"), which said "similar" and weighed as much as a current employer.
 */
function companySimilar(a: string, b: string): boolean {
  // The leading words differ for nearly every pair: told apart before either name is split.
  const lead = a.indexOf(" ") < 0 ? a : a.slice(0, a.indexOf(" "));
  if (lead.length <= 2 || !b.startsWith(lead) || (b.length > lead.length && b[lead.length] !== " "))
    return false;
  const wa = a.split(" ");
  const wb = b.split(" ");
  const shared = wa.filter((w) => w.length > 2 && wb.includes(w)).length;
  return shared / Math.min(wa.length, wb.length) >= 0.5;
}

/** The row's company against the current employer, then past ones: by name without legal form, or by domain. */
export function compareCompany(
  row: IdentifyRow,
  p: IdentifyProfile,
  emailDomains: string[],
): Compared | null {
  const c = row.company;
  if (!c || p.c.length === 0) return null;
  const written = row.input.company ?? c.written;
  for (const [key, storedName, domain, current] of p.c) {
    const level = current ? COMPANY("current") : COMPANY("past");
    if (c.domain && (c.domain === domain || (current && emailDomains.includes(c.domain))))
      return {
        level,
        row: written,
        stored: storedName,
        how: domain === c.domain ? "domain" : "email domain",
        term: `co|${key}`,
      };
    if (c.key && c.key === key) {
      const how = !current ? "past employer" : c.written === storedName ? undefined : "legal-suffix-free";
      return { level, row: written, stored: storedName, how, term: `co|${key}` };
    }
  }
  const similar = p.c.find(([key]) => c.key && companySimilar(c.key, key));
  if (similar) return { level: COMPANY("similar"), row: written, stored: similar[1] };
  return { level: COMPANY("different"), row: written, stored: p.c[0]?.[1] ?? "" };
}

const LOCATION = (l: string) => levelIndex("location", l);

export function compareLocation(row: IdentifyRow, p: IdentifyProfile): Compared | null {
  const place = row.place;
  if (!place || (!p.p.city && !p.p.iso2)) return null;
  const stored = [p.p.city, p.p.iso2].filter(Boolean).join(", ");
  const base = { row: place.written, stored };
  if (
    place.city &&
    p.p.city &&
    place.city === p.p.city &&
    (!place.iso2 || !p.p.iso2 || place.iso2 === p.p.iso2)
  )
    return { ...base, level: LOCATION("city"), term: `ci|${p.p.iso2 ?? ""}|${p.p.city}` };
  const metro = place.metros.find((m) => p.p.metros.includes(m));
  if (metro)
    return { ...base, level: LOCATION("metro"), how: `metro ${metro.slice(3)}`, term: `me|${metro}` };
  // A place either side cannot put in a country is not known to differ (a region name, a town no table holds).
  if (!place.iso2 || !p.p.iso2) return null;
  if (place.iso2 !== p.p.iso2) return { ...base, level: LOCATION("different") };
  const level = place.city && p.p.city ? LOCATION("country_other_city") : LOCATION("country");
  return { ...base, level, term: `cc|${p.p.iso2}` };
}

export function compareKey(
  values: readonly string[],
  row: string | null,
  name: "email" | "phone",
): Compared | null {
  if (!row || values.length === 0) return null;
  const match =
    name === "phone"
      ? values.find(
          (v) =>
            v.slice(-8) === row.slice(-8) &&
            (v.length < 10 || row.length < 10 || v.endsWith(row.slice(-9)) || row.endsWith(v.slice(-9))),
        )
      : values.find((v) => v === row);
  return match ? { level: 0, row, stored: match } : { level: 1, row, stored: values[0] as string };
}

const TITLE = (l: string) => levelIndex("title", l);

export function compareTitle(row: IdentifyRow, p: IdentifyProfile): Compared | null {
  if (!row.title || p.t.length === 0) return null;
  const written = row.input.title ?? row.title;
  const at = p.t.indexOf(row.title);
  if (at === 0) return { level: TITLE("current"), row: written, stored: p.t[0] as string };
  if (at > 0) return { level: TITLE("past"), row: written, stored: p.t[at] as string };
  const words = new Set(row.title.split(" ").filter((w) => w.length > 2));
  const similar = p.t.find((t) => {
    const shared = t.split(" ").filter((w) => words.has(w)).length;
    return shared > 0 && shared / Math.max(1, Math.min(words.size, t.split(" ").length)) >= 0.5;
  });
  if (similar) return { level: TITLE("similar"), row: written, stored: similar };
  return { level: TITLE("different"), row: written, stored: p.t[0] as string };
}

export function compareSchool(row: IdentifyRow, p: IdentifyProfile): Compared | null {
  if (!row.school || p.sc.length === 0) return null;
  const written = row.input.school ?? row.school;
  const match = p.sc.find(
    (s) => s === row.school || s.includes(row.school as string) || (row.school as string).includes(s),
  );
  return match
    ? { level: 0, row: written, stored: match }
    : { level: 1, row: written, stored: p.sc[0] as string };
}

export function compareUrl(
  row: IdentifyRow,
  p: IdentifyProfile,
  urlOwner: number | null,
  id: number,
): Compared | null {
  if (!row.url) return null;
  const written = row.input.profile_url ?? row.url;
  return row.url === p.u || urlOwner === id
    ? { level: 0, row: written, stored: p.u }
    : { level: 1, row: written, stored: p.u };
}

/** Email domains of a profile (a company written as its domain agrees with a work address there). */
export const emailDomainsOf = (p: IdentifyProfile) => p.e.map((e) => e.slice(e.indexOf("@") + 1));
