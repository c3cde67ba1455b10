/**
 * "The most senior <function> people at X" asks for the function's leaders at the top of the
 * ladder, not for the senior individual-contributor level: it is read as the function's
 * executive leadership (VP and C-level, the vocabulary's two highest leader levels, in
 * ./query-vocabulary.ts); "executives" alone would be the sales title after "sales". "The most senior people" with no function is every function's
 * executives. Only before a collective noun ("people", "staff", "folks", "leaders"...): "the most
 * senior engineers" keeps its own reading.
 */

const COLLECTIVE =
  "(?:people|persons|staff|folks|leaders|leadership|members|employees|hires|ones|team(?:\\s+members)?)";
const MOST_SENIOR = new RegExp(
  `\\b(?:the\\s+)?(?:most|highest[\\s-]ranking|top[\\s-]ranking|most\\s+high[\\s-]ranking)\\s+(?:senior\\s+)?((?:[\\p{L}&-]+\\s+){0,2}?)${COLLECTIVE}\\b`,
  "giu",
);

/** Pass (raw text, before the words). */
export function readMostSenior(text: string): string {
  return text.replace(MOST_SENIOR, (whole, fn: string) =>
    /\bmost\s+(?!senior)/i.test(whole)
      ? whole
      : ` executive leadership${fn.trim() ? ` in ${fn.trim()}` : ""} `,
  );
}
