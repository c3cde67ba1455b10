/**
 * Letter folding shared by the facet index, query understanding and the occupation linker: lower
 * case, combining marks removed, and the letters that carry no mark to strip spelt as usual in
 * ASCII ("Ørsted" -> "orsted", "Straße" -> "strasse").
 */

/** Letters that carry no combining mark to strip, as their usual ASCII spelling. */
const LETTERS: Record<string, string> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ł: "l",
  đ: "d",
  þ: "th",
  ı: "i",
};

/** Lower case, diacritics removed; other characters as they were. */
export function foldLetters(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[øæœßłđþı]/g, (c) => LETTERS[c] ?? c);
}
