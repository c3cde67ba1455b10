/**
 * What the analyser knows of each language, learned from the ESCO labels themselves (run when the
 * taxonomy is built, not per title):
 * - stopwords: a published list (the `stopword` package) less the words the labels use as content
 *   ("IT", "главен"): a function word sits inside a label, between content words, not at its ends;
 * - gender endings: ESCO writes both forms ("Entwickler/Entwicklerin", "ingeniero/ingeniera"), so
 *   aligned word pairs give the feminine ending -> masculine ending rewrites of the language;
 * - head position: whether the most common word of a label (the occupation noun) comes first
 *   ("técnico de ...") or last ("... technician") in the words before the first function word;
 * - acronyms: an all-capitals word in one label ("ICT") whose letters start the words of another
 *   label of the same concept ("information and communication technology");
 * - derivations: endings that turn one word form of the labels into another ("panadería" /
 *   "panadero": "ería" -> "ero"; derive.ts).
 */
import { rawWords } from "./text.ts";

export interface LanguageModel {
  stop: string[];
  /** [feminine ending, masculine ending], longest first; an ending's rewrites, most shown first. */
  gender: [string, string][];
  headFirst: boolean;
  /** Acronym (lower case) -> the words it stands for. */
  acronyms: Record<string, string>;
  /** Derivation rewrites [ending, ending'] the labels' word forms show (derive.ts); absent in older files. */
  derivations?: [string, string][];
}

const MIN_GENDER_PAIRS = 3;

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

export function learnGender(labels: string[]): [string, string][] {
  const counts = new Map<string, number>();
  for (const text of labels) {
    const parts = text.split("/");
    if (parts.length !== 2) continue;
    const a = rawWords(parts[0] ?? "");
    const b = rawWords(parts[1] ?? "");
    if (a.length !== b.length) continue;
    for (let i = 0; i < a.length; i++) {
      const m = a[i] ?? "";
      const f = b[i] ?? "";
      if (m === f) continue;
      const p = commonPrefix(m, f);
      if (p < 3) continue;
      // The differing endings, widened to two letters of the feminine form ("in" -> "", "te" -> "ter").
      const at = Math.min(p, f.length - 2);
      const key = `${f.slice(at)}\t${m.slice(at)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  // Every rewrite the labels show often enough, the most shown first for each feminine ending: one
  // ending can have two ("profesora" -> "profesor", "cocinera" -> "cocinero": "ra" -> "r" and
  // "ra" -> "ro"), and the analyser takes the one giving a word the labels write (masculine()).
  const rewrites: [string, string, number][] = [];
  for (const [key, n] of counts) {
    const [f = "", m = ""] = key.split("\t");
    if (n >= MIN_GENDER_PAIRS) rewrites.push([f, m, n]);
  }
  return rewrites
    .sort(
      (x, y) =>
        y[0].length - x[0].length || x[0].localeCompare(y[0]) || y[2] - x[2] || x[1].localeCompare(y[1]),
    )
    .map(([f, m]): [string, string] => [f, m]);
}

/** Published stopwords kept when at least this share of their uses in labels is inside a label. */
const INTERIOR_SHARE = 0.9;

export function learnStopwords(labels: string[], published: string[]): string[] {
  const inside = new Map<string, number>();
  const uses = new Map<string, number>();
  const list = new Set(published.map((w) => w.toLowerCase()));
  for (const text of labels) {
    const words = rawWords(text);
    words.forEach((w, i) => {
      if (!list.has(w)) return;
      uses.set(w, (uses.get(w) ?? 0) + 1);
      if (i > 0 && i < words.length - 1) inside.set(w, (inside.get(w) ?? 0) + 1);
    });
  }
  return [...list].filter((w) => (inside.get(w) ?? 0) >= INTERIOR_SHARE * (uses.get(w) ?? 0)).sort();
}

export function learnHeadFirst(labels: string[], stop: Set<string>): boolean {
  const df = new Map<string, number>();
  const cores: string[][] = [];
  for (const text of labels) {
    if (text.includes("/")) continue;
    const words = rawWords(text);
    const cut = words.findIndex((w) => stop.has(w));
    const core = cut < 0 ? words : words.slice(0, cut);
    for (const w of new Set(words)) df.set(w, (df.get(w) ?? 0) + 1);
    if (core.length >= 2) cores.push(core);
  }
  let first = 0;
  let last = 0;
  for (const core of cores) {
    let best = 0;
    core.forEach((w, i) => {
      if ((df.get(w) ?? 0) > (df.get(core[best] ?? "") ?? 0)) best = i;
    });
    if (best === 0) first++;
    else if (best === core.length - 1) last++;
  }
  return first > last;
}

/** Acronyms from labels of one concept: `labelsByConcept` holds each concept's labels in one language. */
export function learnAcronyms(labelsByConcept: string[][], stop: Set<string>): Record<string, string> {
  const found = new Map<string, Map<string, number>>();
  for (const labels of labelsByConcept) {
    const acronyms = new Set<string>();
    for (const text of labels) for (const m of text.matchAll(/\b\p{Lu}{2,6}\b/gu)) acronyms.add(m[0]);
    if (acronyms.size === 0) continue;
    for (const acronym of acronyms) {
      const letters = acronym.toLowerCase();
      for (const text of labels) {
        const words = rawWords(text).filter((w) => !stop.has(w));
        for (let i = 0; i + letters.length <= words.length; i++) {
          const span = words.slice(i, i + letters.length);
          if (span.every((w, k) => w.startsWith(letters[k] ?? "") && w !== letters)) {
            const counts = found.get(letters) ?? new Map<string, number>();
            const key = span.join(" ");
            counts.set(key, (counts.get(key) ?? 0) + 1);
            found.set(letters, counts);
          }
        }
      }
    }
  }
  const out: Record<string, string> = {};
  for (const [acronym, counts] of [...found].sort((a, b) => a[0].localeCompare(b[0]))) {
    const best = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    if (best) out[acronym] = best[0];
  }
  return out;
}
