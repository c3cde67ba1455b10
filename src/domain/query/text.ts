/** Text folding shared by the facet index and query understanding. */
import { memoize } from "../memo.ts";
import { foldLetters } from "../text-fold.ts";

/** Lower case, diacritics removed, every run of other characters one space. */
export function fold(text: string): string {
  return foldLetters(text)
    .replace(/\+\+/g, "pp")
    .replace(/#/g, "sharp")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * A query with no letter or digit in it ("(", ")))", "-") says nothing to search for: it is answered
 * as an empty one (422 "query is required"), not read, because its reading held no criterion and
 * so matched everyone.
 */
export const saysNothing = (query: string): boolean => !/[\p{L}\p{N}]/u.test(query);

/** A folded value as one index token fragment: letters and digits only ("C++" -> "cpp"). */
export const keyOf = memoize((text: string) => fold(text).replace(/ /g, ""));

/** Naive English singular of one word, enough for role nouns ("engineers", "analysts", "VPs"). */
export function singular(word: string): string {
  if (word.length <= 3) return word.endsWith("s") && word.length === 3 ? word.slice(0, -1) : word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** Folded words, each singular: how titles and queries are compared. */
export function words(text: string): string[] {
  const folded = fold(text);
  return folded === "" ? [] : folded.split(" ").map(singular);
}
