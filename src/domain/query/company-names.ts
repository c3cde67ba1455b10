/**
 * Company names as queries write them, resolved against the companies in the database: case,
 * legal suffixes ("Inc", "GmbH"), a leading part of a longer name, or a small typo.
 */
import { allowedEdits, editDistance } from "../edit-distance.ts";
import { companyNameKey } from "../keys.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";

export interface CompanyMatch {
  ids: number[];
  names: string[];
  /** exact | prefix | typo */
  how: "exact" | "prefix" | "typo";
}

/** Most companies a prefix or typo may stand for before the name is too vague to use. */
const MAX_MATCHES = 25;

export class CompanyLexicon {
  private readonly byKey = new Map<string, { id: number; name: string }[]>();
  private readonly byLength = new Map<number, string[]>();
  private readonly sortedKeys: string[];
  /** Keys by their letters and digits alone, as a web domain writes a name ("papayapay" for "papaya pay"). */
  private readonly byCompact = new Map<string, string>();
  /** Companies by the ISO code of their headquarters' country ("a Dutch company"). */
  private readonly byCountry = new Map<string, { id: number; name: string }[]>();

  constructor(companies: readonly { id: number; name: string; country?: string | null }[]) {
    for (const c of companies) {
      if (c.country) {
        const iso2 = c.country.toUpperCase();
        this.byCountry.set(iso2, [...(this.byCountry.get(iso2) ?? []), c]);
      }
      const key = companyNameKey(c.name);
      if (key === "") continue;
      const list = this.byKey.get(key);
      if (list) list.push(c);
      else this.byKey.set(key, [c]);
    }
    for (const key of this.byKey.keys()) {
      const list = this.byLength.get(key.length);
      if (list) list.push(key);
      else this.byLength.set(key.length, [key]);
    }
    this.sortedKeys = [...this.byKey.keys()].sort();
    // "harborfinch" for "Harbor & Finch" (a key may spell the ampersand "and").
    for (const key of this.byKey.keys())
      for (const compact of [key, key.replace(/(?:\s|^)(?:&|and)(?=\s|$)/g, " ")].map((k) =>
        k.replace(/[^\p{L}\p{N}]/gu, ""),
      ))
        if (compact.length >= 3 && !this.byCompact.has(compact)) this.byCompact.set(compact, key);
  }

  /**
   * The companies a web domain's name part stands for ("papayapay", "minerva-analytics", "quillon"):
   * the name written without spaces or with hyphens, else as a name is read (a leading part, a typo).
   */
  resolveDomainLabel(label: string): CompanyMatch | null {
    const compact = label.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
    const key = this.byCompact.get(compact);
    if (key) return this.match([key], "exact");
    return this.resolve(label.replace(/[-_]+/g, " "));
  }

  get size(): number {
    return this.byKey.size;
  }

  private initials: Map<string, string[]> | null = null;
  /**
   * The one company an initialism with an ampersand stands for ("H&F" for "Harbor & Finch", "P&G"),
   * or null: the name must itself join two to four words with "&" or "and", and no other company's
   * words may begin with the same letters (else it is left as written: "R&D" stays the department).
   */
  initialism(written: string): string | null {
    if (!this.initials) {
      this.initials = new Map();
      for (const key of this.byKey.keys()) {
        const parts = key.split(" ");
        if (!parts.some((w) => w === "&" || w === "and")) continue;
        const named = parts.filter((w) => w !== "&" && w !== "and");
        if (named.length < 2 || named.length > 4) continue;
        const letters = named.map((w) => w[0]).join("");
        this.initials.set(letters, [...(this.initials.get(letters) ?? []), key]);
      }
    }
    const keys = this.initials.get(written.toLowerCase().replace(/[^\p{L}]/gu, "")) ?? [];
    const names = keys.length === 1 ? this.match(keys, "exact").names : [];
    return names.length === 1 ? (names[0] as string) : null;
  }

  /** The companies of exactly this name (case and legal suffixes aside), or null. */
  exact(name: string): CompanyMatch | null {
    const key = companyNameKey(name);
    return key.length >= 2 && this.byKey.has(key) ? this.match([key], "exact") : null;
  }

  /** The companies headquartered in these countries (ISO 3166-1 alpha-2), or null when none is known. */
  headquarteredIn(countries: readonly string[]): CompanyMatch | null {
    const entries = countries.flatMap((c) => this.byCountry.get(c) ?? []);
    if (!entries.length) return null;
    return { ids: entries.map((e) => e.id), names: [...new Set(entries.map((e) => e.name))], how: "exact" };
  }

  /** The companies a name means, or null when it names none of them. */
  resolve(name: string): CompanyMatch | null {
    const key = companyNameKey(name);
    if (key.length < 2) return null;
    const exact = this.byKey.get(key);
    if (exact) return this.match([key], "exact");
    // A leading part of longer names ("Brightwave" for "Brightwave Analytics Inc.").
    const prefixed: string[] = [];
    let i = lowerBound(this.sortedKeys, `${key} `);
    while (i < this.sortedKeys.length && this.sortedKeys[i]?.startsWith(`${key} `)) {
      prefixed.push(this.sortedKeys[i] as string);
      if (prefixed.length > MAX_MATCHES) return null;
      i++;
    }
    if (prefixed.length) return this.match(prefixed, "prefix");
    // A common word is never a misspelt company ("left their job" is no "Ether").
    if (key.length < 5 || key.split(" ").every((w) => STOP_WORDS.has(w))) return null;
    // The edit allowance every vocabulary's slips have (../edit-distance.ts), an adjacent swap one edit.
    const allowed = allowedEdits(key.length);
    let best = allowed + 1;
    let found: string[] = [];
    for (let len = key.length - allowed; len <= key.length + allowed; len++) {
      for (const candidate of this.byLength.get(len) ?? []) {
        const d = editDistance(key, candidate, allowed);
        if (d > allowed) continue;
        if (d < best) {
          best = d;
          found = [candidate];
        } else if (d === best) found.push(candidate);
      }
    }
    return found.length && found.length <= MAX_MATCHES ? this.match(found, "typo") : null;
  }

  private match(keys: string[], how: CompanyMatch["how"]): CompanyMatch {
    const entries = keys.flatMap((k) => this.byKey.get(k) ?? []);
    return { ids: entries.map((e) => e.id), names: [...new Set(entries.map((e) => e.name))], how };
  }
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
