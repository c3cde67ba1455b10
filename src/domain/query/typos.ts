/**
 * Typo tolerance against the vocabulary: a word no phrase knows that is a small edit away from a
 * vocabulary word (a title, skill, place, school, level, department or industry word) is a
 * suggestion; the planner (src/domain/search/search.ts) takes it when the index agrees (the word
 * is rare where its correction is common) and says so in the notes: "read 'devlopers' as
 * 'developers'". Words inside company names and runs of capitalised unknown words (people's names)
 * are never corrected.
 */
import { CITY_ALIASES } from "../vocab/places.ts";
import { PHRASES } from "./phrase-meanings.ts";

export interface Suggestion {
  /** The word as written, folded. */
  word: string;
  /** Vocabulary words at the smallest distance, best first. */
  candidates: string[];
}

/** Optimal string alignment distance (an adjacent swap is one edit), or `limit + 1` when larger. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/**
 * A city's name in another language ("wien", "praha", "lisboa") is typed on purpose, never
 * approximated: no English word is read as a typo of it ("widen" is not "wien").
 */
const EXONYMS = new Set(Object.keys(CITY_ALIASES).filter((k) => !k.includes(" ")));

/** Vocabulary words (singular, folded) by length: what a typo may be of. */
const BY_LENGTH = new Map<number, string[]>();
for (const key of PHRASES.keys())
  for (const w of key.split(" ")) {
    if (w.length < 4 || !/^[a-z]+$/.test(w) || EXONYMS.has(w)) continue;
    const list = BY_LENGTH.get(w.length) ?? [];
    if (!list.includes(w)) list.push(w);
    BY_LENGTH.set(w.length, list);
  }

/** How many edits a word of this length may hold. */
export const allowedEdits = (length: number) => (length >= 8 ? 2 : 1);

/** Vocabulary words a word may be a typo of (empty when it is none's, or is a word itself). */
export function typoCandidates(word: string): string[] {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || PHRASES.has(word)) return [];
  if (BY_LENGTH.get(word.length)?.includes(word)) return [];
  const limit = allowedEdits(word.length);
  let best = limit + 1;
  let found: string[] = [];
  for (let len = word.length - limit; len <= word.length + limit; len++) {
    for (const candidate of BY_LENGTH.get(len) ?? []) {
      // Typos keep the first letter, or swap the first two.
      if (candidate[0] !== word[0] && !(candidate[0] === word[1] && candidate[1] === word[0])) continue;
      const d = editDistance(word, candidate, limit);
      if (d > limit) continue;
      if (d < best) {
        best = d;
        found = [candidate];
      } else if (d === best) found.push(candidate);
    }
  }
  return found.sort();
}
