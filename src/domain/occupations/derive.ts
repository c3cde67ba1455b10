/**
 * Derivations the labels themselves show: a language's labels write both the craft or shop and its
 * worker ("panadería" / "panadero", "carpintería" / "carpintero"; German "Bäckerei" / "Bäcker"), so
 * the pairs of their word forms that differ only in a short ending give that language's rewrites
 * ("ería" -> "ero", "erei" -> "er"). A title's word that no label of its language writes
 * ("CALDERERÍA", "Weberei") is read as the form such a rewrite gives, when a label writes that form
 * ("calderero", "Weber"): the stemmer leaves derivations, and the longest-prefix rule (link.ts) cuts
 * stems, which "Weber" (stem "web") and "Weberei" (stem "weberei") do not share.
 */
import { COMPOUNDING, INFLECTION_TAILS } from "./languages.ts";
import type { Lookup } from "./strings.ts";

/** The shortest base the two forms share, the longest ending rewritten, the pairs a rewrite needs. */
const MIN_BASE = 4;
const MAX_ENDING = 4;
const MIN_PAIRS = 3;
/**
 * The shortest ending a derivation removes: one or two letters are inflection and gender ("o" ->
 * "or", "s" -> "er": "canto" is no "cantor", "Einkaufs" no "Einkäufer"), three or more a suffix of
 * derivation ("ería", "erei").
 */
const MIN_FROM = Number(process.env.MIN_FROM ?? 3);

/** Rewrites [ending, ending'] that at least MIN_PAIRS pairs of the forms show, the most shown first. */
export function learnDerivations(forms: Iterable<string>): [string, string][] {
  const endings = new Map<string, string[]>();
  for (const form of forms)
    for (let cut = 0; cut <= MAX_ENDING && form.length - cut >= MIN_BASE; cut++) {
      const base = form.slice(0, form.length - cut);
      const list = endings.get(base);
      if (list) list.push(form.slice(form.length - cut));
      else endings.set(base, [form.slice(form.length - cut)]);
    }
  const pairs = new Map<string, number>();
  for (const list of endings.values()) {
    if (list.length < 2) continue;
    for (const a of list)
      for (const b of list)
        if (a.length >= MIN_FROM && a !== b) {
          const key = `${a}\t${b}`;
          pairs.set(key, (pairs.get(key) ?? 0) + 1);
        }
  }
  return [...pairs]
    .filter(([, n]) => n >= MIN_PAIRS)
    .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
    .map(([key]) => key.split("\t") as [string, string]);
}

export interface Deriving {
  lang: string;
  forms: Lookup;
  derivations: [string, string][] | null;
}

/** Whether the labels of the language write the folded word, or it as a plural or case form of theirs. */
export function written(word: string, an: Deriving): boolean {
  if ((an.forms.get(word) ?? 0) > 0) return true;
  const tails = INFLECTION_TAILS[an.lang as keyof typeof INFLECTION_TAILS] ?? [];
  return tails.some(
    (t) =>
      word.length - t.length >= MIN_BASE &&
      word.endsWith(t) &&
      (an.forms.get(word.slice(0, -t.length)) ?? 0) > 0,
  );
}

/**
 * The form a derivation of the language gives for a folded word its labels do not write (the
 * first rewrite, in the order the labels show them most, giving a written form that `names` an
 * occupation alone in the labels: the worker of the craft or shop, "calderero", "Weber", not the
 * activity of an agent noun, "galvanizadora" -> "galvanización"); null when the
 * labels write the word, when a compounding language splits it, or when no rewrite gives one.
 */
export function derivedForm(
  word: string,
  an: Deriving,
  splits: (w: string) => boolean,
  names: (form: string) => boolean,
): string | null {
  if (!an.derivations || written(word, an)) return null;
  if (COMPOUNDING.has(an.lang as never) && splits(word)) return null;
  for (const [from, to] of an.derivations) {
    if (!word.endsWith(from) || word.length - from.length < MIN_BASE) continue;
    const form = `${word.slice(0, word.length - from.length)}${to}`;
    if (written(form, an) && names(form)) return form;
  }
  return null;
}
