/** Text folding for occupation titles: the same for ESCO labels and for titles linked to them. */

import { foldLetters } from "../text-fold.ts";

/** Lower case, diacritics removed (as the facet index folds). */
export const foldWord = foldLetters;

/** Lower-cased words of a text (letters and digits), diacritics kept for the stemmers. */
export function rawWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "");
}
