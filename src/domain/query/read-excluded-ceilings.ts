/**
 * An exclusion of too little experience is a floor (round 19 of first sight, issue 45): "skip
 * anyone under 3 years", "nobody with less than 4 yrs", "exclude people below two years" ask for
 * at least that many years, said as "with at least N years of experience" for the range pass
 * (./read-text.ts readRanges), which joins it with a floor said elsewhere ("at least 5 years ...
 * skip anyone under 3": at least 5). Read as two conditions the ceiling was asked, the opposite.
 * A number said without its unit ("skip anyone under 3") is years only when the query speaks of
 * years elsewhere and the number is a plausible count of them. Too much experience excluded ("skip
 * anyone with more than 10 years") is the ceiling, at most that many; either said of the current
 * company is the tenure there. An age is no criterion the data holds: dropped with a note, the rest
 * kept. No maintained source lists these
 * forms: they are English grammar (an exclusion cue before a comparative), written once here.
 */

import { LEAVE_OUT_VERBS } from "./leave-out-verbs.ts";
import { NUMBER_WORDS } from "./number-words.ts";
import type { ScanState } from "./parse-state.ts";

const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS)
  .filter((w) => w.length > 2)
  .join("|")})`;
/** Who is turned away: "anyone", "people" (needed after "not" / "no": "not less than" is a floor said plainly). */
const GROUP = "(?:any(?:one|body)|people|candidates|profiles|those|folks|the\\s+ones|ones)";
const CUE = `(?:${LEAVE_OUT_VERBS}(?:\\s+${GROUP})?|no\\s*-?\\s*one|nobody|none|(?:not|no)\\s+${GROUP})`;
const WHO =
  "(?:\\s+(?:with|having|who\\s+ha(?:ve|s)|that\\s+ha(?:ve|s)|who['’]ve|who\\s+(?:is|are)|who['’]s))?";
const UNIT = "(\\s*(?:years?|yrs?|y)\\b(?:\\s+(?:of\\s+)?(?:experience|exp)\\b)?)?";
/** Too little is "under / less than / below", too much "over / more than / above". */
const LESS = "under|less\\s+than|fewer\\s+than|below|<";
const MORE = "over|more\\s+than|above|>";
/** Time at the employer they are at now, not their whole career ("under 2 years at their current company"). */
const TENURE =
  "(\\s+(?:at|in|with)\\s+(?:their|the|his|her|your)\\s+current\\s+(?:company|employer|job|role|position|firm)\\b)?";
const EXCLUDED_BOUND = new RegExp(`\\b${CUE}${WHO}\\s+(${LESS}|${MORE})\\s*${COUNT}${UNIT}${TENURE}`, "giu");
/**
 * An age ("nobody under 30", "no one over 50", "anyone under 30 years old", "aged 25 to 35",
 * "younger than 40"): no profile holds one, so it is no criterion; dropped with a note, never read
 * as years of experience. A unitless count after an exclusion is an age past the years a unitless
 * count of experience plausibly is, at a clause's end.
 */
const AGE = new RegExp(
  [
    `(?:\\b${CUE}${WHO}\\s+|\\b(?:who\\s+(?:are|is)\\s+)?)(?:${LESS}|${MORE})\\s*${COUNT}\\s*(?:years?|yrs?)\\s+(?:old|of\\s+age)\\b`,
    `\\b(?:${CUE}${WHO}\\s+|(?:who\\s+(?:are|is)\\s+)?)(?:younger|older)\\s+than\\s+${COUNT}\\b(?:\\s*(?:years?|yrs?)\\s+old\\b)?`,
    `\\baged\\s+${COUNT}(?:\\s*(?:-|to|–)\\s*${COUNT})?\\b(?:\\s*(?:years?|yrs?)\\s+old\\b)?`,
    `\\b${CUE}${WHO}\\s+(?:${LESS}|${MORE})\\s*(1[6-9]|[2-9]\\d)(?=\\s*(?:[,;.!?)]|$))`,
  ].join("|"),
  "giu",
);
/** The query counts years somewhere else: a unitless number after the cue is years too. */
const SPEAKS_OF_YEARS = /\b(?:\d{1,2}|[a-z]+)\s*\+?\s*(?:years?|yrs?)\b(?!\s+old\b)/iu;
/** Past this, a unitless number is more likely an age or a head count than years of experience. */
const MOST_UNITLESS_YEARS = 15;

const count = (said: string) => NUMBER_WORDS[said.toLowerCase()] ?? Number(said);

/**
 * Pass (text): "skip anyone under N years" as "with at least N years of experience", "skip anyone
 * over N years" as "with at most N years of experience", the same at the current company as the
 * tenure; an age dropped with a note.
 */
export function readExcludedCeilings(state: ScanState): void {
  state.text = state.text.replace(AGE, (said) => {
    state.notes.push(`"${said.trim()}": an age, which no profile holds: not applied`);
    return " , ";
  });
  const years = SPEAKS_OF_YEARS.test(state.text);
  state.text = state.text.replace(
    EXCLUDED_BOUND,
    (said, how: string, n: string, unit: string | undefined, tenure: string | undefined) => {
      const value = count(n);
      if (!unit && (!years || !(value <= MOST_UNITLESS_YEARS))) return said;
      const less = new RegExp(`^(?:${LESS})$`, "iu").test(how.replace(/\s+/g, " "));
      const bound = less ? "at least" : "at most";
      const what = tenure ? "at their current company" : "of experience";
      state.notes.push(
        `"${said.trim()}": ${less ? "too little" : "too much"} ${tenure ? "time at the current company" : "experience"} excluded, read as ${bound} ${value} years`,
      );
      return ` , with ${bound} ${value} years ${what} , `;
    },
  );
}
