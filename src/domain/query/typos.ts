/**
 * Typo tolerance against the vocabulary: a word no phrase knows that is a small edit away from a
 * vocabulary word (a title, skill, place, school, level, department or industry word) is a
 * suggestion; the planner (src/domain/search/search.ts) takes it when the index agrees (the word
 * is rare where its correction is common) and says so in the notes: "read 'devlopers' as
 * 'developers'". Words inside company names and runs of capitalised unknown words (people's names)
 * are never corrected.
 */
import { allowedEdits, editDistance } from "../edit-distance.ts";
import { CITY_ALIASES } from "../vocab/places.ts";
import { isEnglishWord } from "./english-words.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";
import { TITLE_LEXICON } from "./title-vocabulary.ts";
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

export { allowedEdits };

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
  found = found.filter((c) => !(c.startsWith(word) && /^(?:e?r|or)$/.test(c.slice(word.length))));
  // A word of English is what was meant ("hungry", "slot", "commuting"): the index's ratio alone let
  // words rarely written in profiles be read as a common vocabulary word (review r66). Only a role
  // head missing one letter is still a slip ("mangers": "managers"), the commonest real-word typo.
  if (isEnglishWord(word)) found = found.filter((c) => ROLE_HEADS.has(c) && droppedOneLetter(word, c));
  return found.sort();
}

/** The last words of the vocabulary's titles ("manager", "engineer", "recruiter"). */
const ROLE_HEADS = new Set([...TITLE_LEXICON.keys()].map((k) => k.split(" ").at(-1) ?? ""));

/** Whether `word` is `whole` with one letter left out. */
function droppedOneLetter(word: string, whole: string): boolean {
  if (whole.length !== word.length + 1) return false;
  for (let k = 0; k < whole.length; k++) if (whole.slice(0, k) + whole.slice(k + 1) === word) return true;
  return false;
}

/**
 * The little words a fast typist runs into the next one ("inLondon", "fromBerlin", "withPython"):
 * a run-together word is read apart only when what follows one of these is a vocabulary entry.
 */
const RUN_ON_LEADS = new Set(["in", "at", "from", "with", "for", "and", "or", "not", "no", "near", "based"]);

/** The vocabulary entry (a phrase key) a written phrase is, if any. */
const entryOf = (phrase: string) => {
  const key = words(phrase).join(" ");
  return PHRASES.has(key) ? key : null;
};

/**
 * Two words run together, read apart: a lead word and a vocabulary entry ("inlondon" -> "in
 * london"), or the two halves of a two-word entry ("datascientists" -> "data scientists"). Empty
 * when the word is a vocabulary entry itself or splits no such way. Whether it is a slip is the
 * index's to say (the planner: the run-together word is rare where its halves are common).
 */
export function splitCandidates(word: string): string[] {
  if (word.length < 6 || !/^[a-z]+$/.test(word) || entryOf(word)) return [];
  const found: string[] = [];
  for (let i = 2; i <= word.length - 3; i++) {
    const [left, right] = [word.slice(0, i), word.slice(i)];
    const lead = RUN_ON_LEADS.has(left) && right.length >= 4 && entryOf(right);
    const halves = left.length >= 3 && right.length >= 3 && entryOf(`${left} ${right}`);
    if (lead || halves) found.push(`${left} ${right}`);
  }
  return found;
}

/** Meanings a word split by autocorrect may have when joined: brands and tools ("sales force"). */
const JOINED_KINDS = new Set(["skill"]);

/**
 * Two written words that are one vocabulary entry written apart ("sales force" -> "salesforce",
 * "java script" -> "javascript"), when the two are no entry as they stand; null otherwise.
 */
export function joinCandidate(first: string, second: string): string | null {
  if (!/^[a-z]+$/.test(first) || !/^[a-z]+$/.test(second) || first.length + second.length < 6) return null;
  if (entryOf(`${first} ${second}`)) return null;
  const joined = `${first}${second}`;
  const key = entryOf(joined);
  return key && PHRASES.get(key)?.some((m) => JOINED_KINDS.has(m.kind)) ? joined : null;
}

/**
 * Words the vocabulary reads as they stand ("senior data engineers"): never a misspelt company
 * name, as a known word is never a misspelt vocabulary word.
 */
export const knownWords = (name: string) => {
  const ws = words(name);
  return ws.length > 0 && ws.every((w) => PHRASES.has(w) || w.length < 3);
};
