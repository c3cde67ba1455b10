/**
 * Blocking (docs/identify.md, "Candidates"): the keys a stored person is filed under and the keys
 * a row looks up, so that candidates come from the index and never from a scan. Each key is a
 * conjunction, as Splink's blocking rules are, chosen so that the person a row means shares at
 * least one key with it whatever the row got wrong:
 *
 *   nn  two name tokens, by phonetic code, in either order (nicknames expanded on the row's side)
 *   ni  a name token's phonetic code and another token's initial ("J. Smith")
 *   nc  a name token's phonetic code and an employer, current or past (name without legal form, or domain)
 *   np  a name token's phonetic code and a city or metro area
 *   tk  one name token alone: looked up only when few people hold it (a rare surname)
 *   em  an email; ph  the last 8 digits of a phone
 *
 * Counted values (term frequencies): gn given name, gi its initial, sn surname token (and the
 * whole surname), fn full name, co employer, ci city, me metro area, cc country.
 */
import { nicknamesOf } from "./nicknames.ts";
import type { IdentifyProfile } from "./profile.ts";
import type { IdentifyRow } from "./row.ts";
import { hashKey, phonetic } from "./text.ts";

export type KeyKind = "nn" | "ni" | "nc" | "np" | "tk" | "em" | "ph";

const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const long = (tokens: readonly string[]) => tokens.filter((t) => t.length > 1);

function placeIds(p: { iso2: string | null; city: string | null; metros: readonly string[] }): string[] {
  const ids = p.city ? [`c:${p.iso2 ?? ""}|${p.city}`] : [];
  for (const m of p.metros) ids.push(`m:${m}`);
  return ids;
}

function companyIds(employers: IdentifyProfile["c"]): string[] {
  const ids = new Set<string>();
  for (const [key, , domain] of employers) {
    ids.add(`k:${key}`);
    if (domain) ids.add(`d:${domain}`);
  }
  return [...ids];
}

/** The keys and counted values of a stored person. */
export function personKeys(p: IdentifyProfile): { keys: number[]; terms: number[] } {
  const keys = new Set<string>();
  const names = long([...p.g, ...p.s]);
  const all = [...new Set([...names, ...long(p.m)])];
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++)
      keys.add(`nn|${pair(phonetic(all[i] as string), phonetic(all[j] as string))}`);
  for (const s of long(p.s)) for (const g of p.g) if (g) keys.add(`ni|${phonetic(s)}|${g[0]}`);
  for (const g of long(p.g)) for (const s of p.s) if (s) keys.add(`ni|${phonetic(g)}|${s[0]}`);
  const places = placeIds(p.p);
  const companies = companyIds(p.c);
  for (const t of new Set(names)) {
    const code = phonetic(t);
    for (const c of companies) keys.add(`nc|${code}|${c}`);
    for (const place of places) keys.add(`np|${code}|${place}`);
  }
  for (const t of all) keys.add(`tk|${t}`);
  for (const e of p.e) keys.add(`em|${e}`);
  for (const ph of p.ph) keys.add(`ph|${ph.slice(-8)}`);
  const terms = new Set<string>();
  for (const g of long(p.g)) terms.add(`gn|${g}`);
  for (const g of p.g) if (g) terms.add(`gi|${g[0]}`);
  for (const s of long(p.s)) terms.add(`sn|${s}`);
  if (p.s.length > 1) terms.add(`sn|${p.s.join(" ")}`);
  if (p.s.length) for (const g of long(p.g)) terms.add(`fn|${g}|${p.s.join(" ")}`);
  for (const [key] of p.c) terms.add(`co|${key}`);
  if (p.p.city) terms.add(`ci|${p.p.iso2 ?? ""}|${p.p.city}`);
  for (const m of p.p.metros) terms.add(`me|${m}`);
  if (p.p.iso2) terms.add(`cc|${p.p.iso2}`);
  return { keys: [...keys].map(hashKey), terms: [...terms].map(hashKey) };
}

/** Given names a row's given name may stand for (itself, and the nicknames list's relatives). */
const MAX_NICKNAMES = 16;
function givenForms(token: string): string[] {
  return [token, ...[...nicknamesOf(token)].slice(0, MAX_NICKNAMES)];
}

export interface RowKey {
  hash: number;
  kind: KeyKind;
}

/** The keys a row looks up; company ids include the names of companies at a domain the row gives. */
export function rowKeys(row: IdentifyRow, domainCompanies: readonly string[]): RowKey[] {
  const out = new Map<number, KeyKind>();
  const add = (kind: KeyKind, text: string) => out.set(hashKey(`${kind}|${text}`), kind);
  const companies: string[] = [];
  if (row.company?.key) companies.push(`k:${row.company.key}`);
  if (row.company?.domain) companies.push(`d:${row.company.domain}`);
  for (const key of domainCompanies) companies.push(`k:${key}`);
  const places = row.place ? placeIds(row.place) : [];
  for (const r of row.readings) {
    const tokens = long([...r.given, ...r.surname]);
    const given = long(r.given.slice(0, 1));
    const surname = long(r.surname);
    for (const g of given)
      for (const form of givenForms(g)) for (const s of surname) add("nn", pair(phonetic(form), phonetic(s)));
    for (let i = 0; i < surname.length; i++)
      for (let j = i + 1; j < surname.length; j++)
        add("nn", pair(phonetic(surname[i] as string), phonetic(surname[j] as string)));
    const initials = new Set(r.given.flatMap((g) => givenForms(g).map((f) => f[0] as string)));
    for (const s of surname) for (const i of initials) add("ni", `${phonetic(s)}|${i}`);
    for (const t of tokens) {
      const code = phonetic(t);
      for (const c of companies) add("nc", `${code}|${c}`);
      for (const place of places) add("np", `${code}|${place}`);
      add("tk", t);
    }
  }
  if (row.email) add("em", row.email);
  if (row.phone && row.phone.length >= 8) add("ph", row.phone.slice(-8));
  return [...out].map(([hash, kind]) => ({ hash, kind }));
}

/** The counted values a comparison of this row may ask the frequency of. */
export function rowTerms(row: IdentifyRow, domainCompanies: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const r of row.readings) {
    for (const g of long(r.given)) terms.add(`gn|${g}`);
    for (const g of r.given) if (g) terms.add(`gi|${g[0]}`);
    for (const s of long(r.surname)) terms.add(`sn|${s}`);
    const surname = long(r.surname);
    if (surname.length > 1) terms.add(`sn|${surname.join(" ")}`);
    for (const g of long(r.given.slice(0, 1))) if (surname.length) terms.add(`fn|${g}|${surname.join(" ")}`);
  }
  if (row.company?.key) terms.add(`co|${row.company.key}`);
  for (const key of domainCompanies) terms.add(`co|${key}`);
  if (row.place?.city) terms.add(`ci|${row.place.iso2 ?? ""}|${row.place.city}`);
  for (const m of row.place?.metros ?? []) terms.add(`me|${m}`);
  if (row.place?.iso2) terms.add(`cc|${row.place.iso2}`);
  return [...terms];
}
