/**
 * Time at the company as due-diligence questions say it, brought to the forms the time passes read
 * (./read-time.ts, ./read-start-year.ts):
 * - superlatives: "has been there longest", "the longest tenure", "longest-serving" are answered
 *   as a set, the top band of tenures: at least LONGEST_TENURE_YEARS at the company (a decade; "long-
 *   serving" alone stays read-time's five years);
 * - comparatives after "been there": "have been there longer than five years", "been here less
 *   than three years" are time at the company, not years of experience (and "longer" is no "no
 *   longer" cue);
 * - "joined from X in 2020 or later": the year dates the move, so the person joined the current
 *   company then (the "came from X" reading of X is kept);
 * ("joined X in 2021", a named employer and the date, is ./event-dates.ts's, which reads every
 * date form.)
 */
import { NUMBER_WORDS } from "./number-words.ts";

/** A decade at the company: the top band a "longest-serving" question asks for. */
export const LONGEST_TENURE_YEARS = 10;

const THERE = "(?:there|here|with\\s+(?:them|us|the\\s+(?:company|firm|team))|at\\s+the\\s+(?:company|firm))";
const LONGEST = new RegExp(
  `\\b(?:(?:has|have|had)\\s+)?(?:been\\s+${THERE}\\s+(?:the\\s+)?longest|(?:the\\s+)?longest[\\s-](?:serving|tenured|standing)|(?:the\\s+)?longest\\s+tenure|(?:served|stayed|worked\\s+there)\\s+(?:the\\s+)?longest)\\b`,
  "gi",
);
const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS)
  .filter((k) => /^[a-z]+$/.test(k))
  .join("|")})`;
const BEEN_THERE_FOR = new RegExp(
  `\\b(?:(?:has|have|had)\\s+)?been\\s+${THERE}\\s+(?:for\\s+)?(longer\\s+than|more\\s+than|over|at\\s+least|less\\s+than|under|fewer\\s+than|shorter\\s+than)\\s+${NUMBER}\\s+(years?|months?)\\b`,
  "gi",
);
const YEAR = "((?:19|20)\\d\\d)";
const JOINED_FROM_IN = new RegExp(
  `\\b((?:joined|came|come|moved|(?:was|were)\\s+hired|hired)\\s+(?:over\\s+)?from\\s+[^,;?.!]{1,80}?)\\s+(in|since|after|before)\\s+${YEAR}(\\s+or\\s+(?:later|after|since|earlier|before)|\\s+onwards?|\\+)?`,
  "gi",
);
/** Pass (raw text, before the employer binding and the time passes). */
export function readTenurePhrases(text: string): string {
  return text
    .replace(LONGEST, ` tenure ${LONGEST_TENURE_YEARS}+ yrs `)
    .replace(BEEN_THERE_FOR, (_m, bound: string, n: string, unit: string) => {
      const said = bound.toLowerCase().replace(/\s+/g, " ");
      const as = said === "longer than" ? "more than" : said === "shorter than" ? "less than" : said;
      return ` at their current company for ${as} ${n} ${unit} `;
    })
    .replace(
      JOINED_FROM_IN,
      (_m, from: string, word: string, year: string, side = "") =>
        `${from} , started at their current company ${word} ${year}${side} `,
    );
}
