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
 * which "in data" alone was not; said after the collective noun ("the most senior people in data
 * in Spain"), a department's word after "in" is that function too. "Least senior" is the junior end
 * ("most junior"), never the "Senior" level it spells; "at least senior" is a floor, not read here.
 */
import { DEPARTMENT_ALIASES } from "./query-vocabulary.ts";
import type { Level } from "./title-entry.ts";

/** The words the rewrite leaves for the phrase pass: the top levels, as a ranking (./phrase-meanings.ts). */
export const TOP_OF_THE_LADDER = "topmost leadership rank";
export const TOP_LEVELS: Level[] = ["vp", "clevel"];

const COLLECTIVE =
  "(?:people|persons|staff|folks|leaders|leadership|members|employees|hires|ones|team(?:\\s+members)?)";
const MOST_SENIOR = new RegExp(
  `\\b(?:the\\s+)?(?:most|highest[\\s-]ranking|top[\\s-]ranking|most\\s+high[\\s-]ranking)\\s+(?:senior\\s+)?((?:[\\p{L}&-]+\\s+){0,2}?)${COLLECTIVE}\\b(\\s+in\\s+(?:the\\s+)?([\\p{L}&-]+)(?:\\s+([\\p{L}&-]+))?)?`,
  "giu",
);

/** A department's words as said of its people ("data" of "data team", "engineering"), lower case. */
const FUNCTION_WORDS = new Set(
  Object.entries(DEPARTMENT_ALIASES).flatMap(([department, aliases]) =>
    [department, ...aliases].map((a) =>
      a.toLowerCase().replace(/ (?:team|org|department|function|group)$/, ""),
    ),
  ),
);

/**
 * The function said after the collective noun ("the most senior people in data in Spain"): one or
 * two words after "in" that are a department's; anything else there (a place, "the company") is
 * left where it stands. Returns the function and the words of the tail it did not take.
 */
function functionAfter(first?: string, second?: string): { fn: string; left: string } | null {
  if (!first) return null;
  if (second && FUNCTION_WORDS.has(`${first} ${second}`.toLowerCase()))
    return { fn: `${first} ${second}`, left: "" };
  if (FUNCTION_WORDS.has(first.toLowerCase())) return { fn: first, left: second ?? "" };
  return null;
}

/**
 * "least senior" is the junior end of the ladder and "least junior" the senior end: never the "Senior"
 * level. "At least senior" is another phrase, a floor (senior or above), read by the level readers.
 */
const LEAST = /(?<!\bat[\s-]+)\bleast[\s-](senior|junior)\b/gi;

/** Pass (raw text, before the words). */
export function readMostSenior(text: string): string {
  return text
    .replace(LEAST, (_m, end: string) => (/^s/i.test(end) ? "most junior" : "most senior"))
    .replace(MOST_SENIOR, (whole: string, before: string, tail?: string, first?: string, second?: string) => {
      if (/\bmost\s+(?!senior)/i.test(whole)) return whole;
      const after = before.trim() ? null : functionAfter(first, second);
      const fn = after ? after.fn : before.trim();
      const rest = after ? after.left : (tail ?? "");
      return ` ${TOP_OF_THE_LADDER}${fn ? ` in ${fn} people` : ""} ${rest} `;
    });
}
