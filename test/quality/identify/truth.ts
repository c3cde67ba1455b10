/**
 * Which stored people a CRM row could stand for, judged on the latent facts the generator knows
 * (./people.ts), never on the matcher's logic. A row makes claims (a written given name or an
 * initial, a written surname, an employer, a city or country, an email, a phone, a profile URL);
 * a stored person is **compatible** with the row when every claim fits them, names loosely:
 *
 * - a written name fits when it is one of the forms the person's name may take (its spellings,
 *   short forms, middle name, surname parts, with or without accents), or one edit away from one,
 *   or (given names) a prefix of one; in either order (a swapped row fits, so does "Thomas Martin"
 *   for "Martin Thomas"); an initial fits any form starting with it;
 * - an employer fits the person's current or any past employer (a CRM may be stale);
 * - a city or country fits the person's, and anyone whose place is unknown;
 * - an email, phone or URL fits only the person who holds it.
 *
 * A row about a stored person is kept only when that person is the one compatible person, and a
 * row about someone not in the data only when nobody is: a row nobody could decide is never a test.
 * Loose name fitting makes this conservative (Meyer/Meier, Jon/John are treated as confusable).
 */
import { fold, givenKeys, surnameKeys, withinOneEdit } from "./names.ts";
import type { IdPerson } from "./people.ts";

export interface Claims {
  /** Key (./names.ts `fold`) of the written given name. */
  given?: string;
  /** A given name written as one letter. */
  initial?: string;
  /** Key of the written surname (all of it as written). */
  surname?: string;
  employer?: string;
  city?: string;
  country?: string;
  email?: string;
  /** Country calling code and national number, digits only. */
  phone?: string;
  url?: string;
}

interface Keys {
  given: string[];
  surname: string[];
}

const near = (k: string, keys: string[], prefix: boolean) =>
  keys.some(
    (x) =>
      withinOneEdit(k, x) ||
      (prefix && k.length >= 2 && x.length >= 2 && (x.startsWith(k) || k.startsWith(x))),
  );
const startsWith = (letter: string, keys: string[]) => keys.some((x) => x.startsWith(letter));

export function nameFits(c: Claims, k: Keys): boolean {
  const { given, initial, surname } = c;
  if (given !== undefined && surname !== undefined)
    return (
      (near(given, k.given, true) && near(surname, k.surname, false)) ||
      (near(given, k.surname, false) && near(surname, k.given, true))
    );
  if (initial !== undefined && surname !== undefined)
    return (
      (startsWith(initial, k.given) && near(surname, k.surname, false)) ||
      (startsWith(initial, k.surname) && near(surname, k.given, true))
    );
  if (given !== undefined) return near(given, k.given, true) || near(given, k.surname, false);
  if (surname !== undefined) return near(surname, k.surname, false) || near(surname, k.given, true);
  return true;
}

export const phoneKey = (p: IdPerson) => (p.phone ? p.phone.cc + p.phone.nsn : null);

export class TruthIndex {
  private readonly keys = new Map<IdPerson, Keys>();
  private readonly byEmployer = new Map<string, IdPerson[]>();
  private readonly byCity = new Map<string, IdPerson[]>();
  private readonly byCountry = new Map<string, IdPerson[]>();
  private readonly placeless: IdPerson[] = [];
  private readonly byEmail = new Map<string, IdPerson>();
  private readonly byPhone = new Map<string, IdPerson>();
  private readonly byUrl = new Map<string, IdPerson>();
  /** Stored people by every name key and its one-letter deletions. */
  private readonly byDeletion = new Map<string, IdPerson[]>();
  /** Stored people by the given-name keys themselves, and by their prefixes of two letters or more. */
  private readonly byGiven = new Map<string, IdPerson[]>();
  private readonly byGivenPrefix = new Map<string, IdPerson[]>();
  /** Stored people by their written full name's key: namesakes share one. */
  readonly byFullName = new Map<string, IdPerson[]>();

  constructor(readonly stored: IdPerson[]) {
    const add = <K>(m: Map<K, IdPerson[]>, k: K, p: IdPerson) => {
      const list = m.get(k);
      if (list) list.push(p);
      else m.set(k, [p]);
    };
    for (const p of stored) {
      const keys = { given: [...givenKeys(p.name)], surname: [...surnameKeys(p.name)] };
      this.keys.set(p, keys);
      const variants = new Set<string>();
      const starts = new Set<string>();
      for (const k of [...keys.given, ...keys.surname]) for (const v of deletions(k)) variants.add(v);
      for (const k of keys.given) for (const v of prefixes(k)) starts.add(v);
      for (const v of variants) add(this.byDeletion, v, p);
      for (const v of starts) add(this.byGivenPrefix, v, p);
      for (const k of new Set(keys.given)) add(this.byGiven, k, p);
      for (const e of new Set([p.employer, ...p.past])) add(this.byEmployer, e, p);
      if (p.city) add(this.byCity, p.city, p);
      if (p.country) add(this.byCountry, p.country, p);
      else this.placeless.push(p);
      for (const e of [p.workEmail, p.personalEmail]) if (e) this.byEmail.set(e.toLowerCase(), p);
      const phone = phoneKey(p);
      if (phone) this.byPhone.set(phone, p);
      this.byUrl.set(p.url, p);
      add(this.byFullName, fullNameKey(p), p);
    }
  }

  /** Every stored person compatible with the claims. */
  compatible(c: Claims): IdPerson[] {
    return this.candidates(c).filter((p) => this.fits(c, p));
  }

  /** Is `p` (stored or not) compatible with the claims? */
  fits(c: Claims, p: IdPerson): boolean {
    if (c.email !== undefined && ![p.workEmail, p.personalEmail].some((e) => e?.toLowerCase() === c.email))
      return false;
    if (c.phone !== undefined && phoneKey(p) !== c.phone) return false;
    if (c.url !== undefined && p.url !== c.url) return false;
    if (c.employer !== undefined && p.employer !== c.employer && !p.past.includes(c.employer)) return false;
    if (c.city !== undefined && p.city !== null && p.city !== c.city) return false;
    if (c.country !== undefined && p.country !== null && p.country !== c.country) return false;
    const keys = this.keys.get(p) ?? { given: [...givenKeys(p.name)], surname: [...surnameKeys(p.name)] };
    return nameFits(c, keys);
  }

  private candidates(c: Claims): IdPerson[] {
    const one = (p: IdPerson | undefined) => (p ? [p] : []);
    if (c.url !== undefined) return one(this.byUrl.get(c.url));
    if (c.email !== undefined) return one(this.byEmail.get(c.email));
    if (c.phone !== undefined) return one(this.byPhone.get(c.phone));
    const name = c.surname ?? c.given;
    if (name !== undefined) {
      // Anyone with a name key within one edit of it (they share a one-letter deletion), or whose
      // given name it begins (a prefix), or that begins it.
      const out = new Set<IdPerson>();
      const from = (m: Map<string, IdPerson[]>, keys: string[]) => {
        for (const k of keys) for (const p of m.get(k) ?? []) out.add(p);
      };
      from(this.byDeletion, deletions(name));
      from(this.byGivenPrefix, [name]);
      from(this.byGiven, prefixes(name));
      return [...out];
    }
    if (c.employer !== undefined) return this.byEmployer.get(c.employer) ?? [];
    if (c.city !== undefined) return [...(this.byCity.get(c.city) ?? []), ...this.placeless];
    if (c.country !== undefined) return [...(this.byCountry.get(c.country) ?? []), ...this.placeless];
    return this.stored;
  }
}

/** The key and every string one deletion away from it. */
function deletions(k: string): string[] {
  const out = [k];
  for (let i = 0; i < k.length; i++) out.push(k.slice(0, i) + k.slice(i + 1));
  return out;
}

/** Prefixes of two letters or more (the key itself excluded). */
function prefixes(k: string): string[] {
  const out: string[] = [];
  for (let i = 2; i < k.length; i++) out.push(k.slice(0, i));
  return out;
}

/** The written full name's key: given name as shown and surname as shown. */
export function fullNameKey(p: IdPerson): string {
  const n = p.name;
  return `${fold(n.givenShown)}|${fold(n.surnames.join(""))}`;
}
