/**
 * "The most senior <function> people at X" asks for the function's leaders at the top of the
 * ladder, not for the senior individual-contributor level: it is read as the function's
 * executive leadership (VP and C-level, the vocabulary's two highest leader levels, in
 * ./query-vocabulary.ts); "executives" alone would be the sales title after "sales". "The most senior people" with no function is every function's
 * executives. Only before a collective noun ("people", "staff", "folks", "leaders"...): "the most
 * senior engineers" keeps its own reading.
 *
 * A superlative ranks a set, it does not shrink it to nothing (round 16: "the most senior data
 * people in Spain", where no one leads data, answered Spain's VPs of everything). So the top levels
 * are a ranking level (./phrase-meanings.ts TOP_OF_THE_LADDER): the least certain criterion of the
 * plan, the first relaxation drops when no one in the function holds them, which then answers the
 * function's people; and the function is kept as "<function> people" (a department phrase),
 * which "in data" alone was not. "Least senior" is the junior end ("most junior"), never the
 * "Senior" level it spells.
 */
import type { Level } from "./title-entry.ts";

/** The words the rewrite leaves for the phrase pass: the top levels, as a ranking (./phrase-meanings.ts). */
export const TOP_OF_THE_LADDER = "topmost leadership rank";
export const TOP_LEVELS: Level[] = ["vp", "clevel"];

const COLLECTIVE =
  "(?:people|persons|staff|folks|leaders|leadership|members|employees|hires|ones|team(?:\\s+members)?)";
const MOST_SENIOR = new RegExp(
  `\\b(?:the\\s+)?(?:most|highest[\\s-]ranking|top[\\s-]ranking|most\\s+high[\\s-]ranking)\\s+(?:senior\\s+)?((?:[\\p{L}&-]+\\s+){0,2}?)${COLLECTIVE}\\b`,
  "giu",
);

/** "least senior" is the junior end of the ladder and "least junior" the senior end: never the "Senior" level. */
const LEAST = /\bleast[\s-](senior|junior)\b/gi;

/** Pass (raw text, before the words). */
export function readMostSenior(text: string): string {
  return text
    .replace(LEAST, (_m, end: string) => (/^s/i.test(end) ? "most junior" : "most senior"))
    .replace(MOST_SENIOR, (whole, fn: string) =>
      /\bmost\s+(?!senior)/i.test(whole)
        ? whole
        : ` ${TOP_OF_THE_LADDER}${fn.trim() ? ` in ${fn.trim()} people` : ""} `,
    );
}
