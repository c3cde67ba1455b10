/** Text folding for occupation titles: the same for ESCO labels and for titles linked to them. */

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

/** Lower case, diacritics removed. */
export function foldWord(word: string): string {
  return word
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[øæœßłđþı]/g, (c) => LETTERS[c] ?? c);
}

/** Lower-cased words of a text (letters and digits), diacritics kept for the stemmers. */
export function rawWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "");
}
