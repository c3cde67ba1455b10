/**
 * Numbers written as words, as queries say them ("five years", "in the last eighteen months").
 * One table for every reader of a quantity, so durations and time windows read the same words.
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
};

/** Spoken numbers up to 99, as years are said ("twenty twenty two": ./read-start-year.ts). */
export const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** 1..99 in words ("twenty two", "twenty-two", "nineteen", "oh five" = 5). */
export function twoDigits(said: string): number | undefined {
  const ws = said.toLowerCase().split(/[\s-]+/);
  if (ws[0] === "oh" && ws.length === 2) {
    const u = UNITS.indexOf(ws[1] as string);
    return u >= 0 ? u + 1 : undefined;
  }
  if (ws.length === 1) {
    const t = TEENS.indexOf(ws[0] as string);
    if (t >= 0) return t + 10;
    return TENS[ws[0] as string];
  }
  const tens = TENS[ws[0] as string];
  const u = UNITS.indexOf(ws[1] as string);
  return tens !== undefined && u >= 0 && ws.length === 2 ? tens + u + 1 : undefined;
}

/** A regular-expression source matching what `twoDigits` reads. */
export const TWO_DIGITS = `(?:(?:${Object.keys(TENS).join("|")})(?:[\\s-]+(?:${UNITS.join("|")}))?|${TEENS.join("|")}|oh\\s+(?:${UNITS.join("|")}))`;
