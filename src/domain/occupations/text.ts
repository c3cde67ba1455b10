/** Text folding for occupation titles: the same for ESCO labels and for titles linked to them. */

import { foldLetters } from "../text-fold.ts";
import { CONJUNCTIONS } from "./languages.ts";

/** Lower case, diacritics removed (as the facet index folds). */
export const foldWord = foldLetters;

/** Lower-cased words of a text (letters and digits), diacritics kept for the stemmers. */
export function rawWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "");
}

/** Gender marks after a title ("(m/w/d)", "(H/F)"). */
const GENDER_MARK = /\(\s*\p{L}{1,2}(?:\s*[/,|]\s*\p{L}{1,2})+\s*\)/gu;

/**
 * Single letters joined by "&" ("B&B", "F & B", "R&D", "M&A"): one word, the initials of words,
 * as labels and titles both write them. Joined by "/" ("A/B", "I/O"): no word of an occupation, and
 * no alternative titles, which made "A" and "B Testing Specialist" two titles (review r63: its "b"
 * met "B&B", a bed and breakfast operator; joined, "AB" meets the able seaman's acronym). Two
 * one-letter conjunctions around a slash ("y/o") are left to withoutConjunctionPairs.
 */
const JOINED_INITIALS = /(?<![\p{L}\p{N}])\p{L}(?:\s*[/&]\s*\p{L}(?![\p{L}\p{N}]))+/gu;

/** Conjunctions of one letter ("y/o", "e/o", "a/i"): two of them around a slash are one conjunction, not initials. */
const LETTER_CONJUNCTIONS = new Set(
  Object.values(CONJUNCTIONS)
    .flat()
    .filter((c) => c.length === 1),
);

function joinedInitials(initials: string): string {
  if ([...initials.toLowerCase().replace(/[\s/&]+/g, "")].every((l) => LETTER_CONJUNCTIONS.has(l)))
    return initials;
  return initials.includes("/") ? " " : initials.replace(/\s*&\s*/g, "");
}

/** A title's or label's text without gender marks ("(m/w/d)", "(H/F)"), its initials read as above. */
export function plainText(text: string): string {
  return text.replace(GENDER_MARK, " ").replace(JOINED_INITIALS, joinedInitials);
}

/**
 * A label's alternatives ("Weber/Weberin"), each as its folded words, parentheses and gender marks
 * dropped: what a title must write, word for word, for the label to be written with its words
 * (link.ts). Computed once per label at build time and stored as word numbers (store.ts).
 */
export function labelAlternatives(text: string): string[][] {
  return plainText(text)
    .replace(/\([^)]*\)?/g, " ")
    .split("/")
    .map((alt) => rawWords(alt).map(foldWord))
    .filter((words) => words.length > 0);
}
