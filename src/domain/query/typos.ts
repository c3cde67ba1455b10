/**
 * Typo tolerance against the vocabulary: a word no phrase knows that is a small edit away from a
 * vocabulary word (a title, skill, place, school, level, department or industry word) is a
 * suggestion; the planner (src/domain/search/search.ts) takes it when the index agrees (the word
 * is rare where its correction is common) and says so in the notes: "read 'devlopers' as
 * 'developers'". Words inside company names and runs of capitalised unknown words (people's names)
 * are never corrected.
 */
import { editDistance } from "../edit-distance.ts";
import { CITY_ALIASES } from "../vocab/places.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { WORLD_CITY_KEYS } from "./world-city-phrases.ts";

export interface Suggestion {
  /** The word as written, folded. */
  word: string;
  /** Vocabulary words at the smallest distance, best first. */
  candidates: string[];
}

/**
 * A city's name in another language ("wien", "praha", "lisboa") is typed on purpose, never
 * approximated: no English word is read as a typo of it ("widen" is not "wien").
 */
const EXONYMS = new Set(Object.keys(CITY_ALIASES).filter((k) => !k.includes(" ")));

/**
 * Vocabulary words (singular, folded) by length: what a typo may be of. Not the names only the
 * world cities brought (../vocab/world-cities.ts): 1,700 names of places far from most searches,
 * typed on purpose when typed; an unknown word is never approximated into one ("salea" is not Salem).
 */
const BY_LENGTH = new Map<number, string[]>();
for (const key of PHRASES.keys()) {
  if (WORLD_CITY_KEYS.has(key)) continue;
  for (const w of key.split(" ")) {
    if (w.length < 4 || !/^[a-z]+$/.test(w) || EXONYMS.has(w)) continue;
    const list = BY_LENGTH.get(w.length) ?? [];
    if (!list.includes(w)) list.push(w);
    BY_LENGTH.set(w.length, list);
  }
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
  // A word is never a typo of its own agent noun: "manage" is not "manager", the British
  // "programme" not "programmer", "write" not "writer" (the verb or the thing, not the role).
  return found.filter((c) => !(c.startsWith(word) && /^(?:e?r|or)$/.test(c.slice(word.length)))).sort();
}
