/**
 * An exclusion of too little experience is a floor (round 19 of first sight, issue 45): "skip
 * anyone under 3 years", "nobody with less than 4 yrs", "exclude people below two years" ask for
 * at least that many years, said as "with at least N years of experience" for the range pass
 * (./read-text.ts readRanges), which joins it with a floor said elsewhere ("at least 5 years ...
 * skip anyone under 3": at least 5). Read as two conditions the ceiling was asked, the opposite.
 * A number said without its unit ("skip anyone under 3") is years only when the query speaks of
 * years elsewhere and the number is a plausible count of them. No maintained source lists these
 * forms: they are English grammar (an exclusion cue before a comparative), written once here.
 */
import { NUMBER_WORDS } from "./number-words.ts";
import type { ScanState } from "./parse-state.ts";

const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS)
  .filter((w) => w.length > 2)
  .join("|")})`;
/** Who is turned away: "anyone", "people" (needed after "not" / "no": "not less than" is a floor said plainly). */
const GROUP = "(?:any(?:one|body)|people|candidates|profiles|those|folks|the\\s+ones|ones)";
const CUE = `(?:(?:skip|skipping|exclude|excluding|drop|leave\\s+out|filter\\s+out|rule\\s+out)(?:\\s+${GROUP})?|no\\s*-?\\s*one|nobody|none|(?:not|no)\\s+${GROUP})`;
const WHO =
  "(?:\\s+(?:with|having|who\\s+ha(?:ve|s)|that\\s+ha(?:ve|s)|who['’]ve|who\\s+(?:is|are)|who['’]s))?";
const UNIT = "(\\s*(?:years?|yrs?|y)\\b(?:\\s+(?:of\\s+)?(?:experience|exp)\\b)?)?";
const EXCLUDED_CEILING = new RegExp(
  `\\b${CUE}${WHO}\\s+(?:under|less\\s+than|fewer\\s+than|below|<)\\s*${COUNT}${UNIT}`,
  "giu",
);
/** The query counts years somewhere else: a unitless number after the cue is years too. */
const SPEAKS_OF_YEARS = /\b(?:\d{1,2}|[a-z]+)\s*\+?\s*(?:years?|yrs?)\b/iu;
/** Past this, a unitless number is more likely an age or a head count than years of experience. */
const MOST_UNITLESS_YEARS = 15;

const count = (said: string) => NUMBER_WORDS[said.toLowerCase()] ?? Number(said);

/** Pass (text): "skip anyone under N years" as "with at least N years of experience". */
export function readExcludedCeilings(state: ScanState): void {
  const years = SPEAKS_OF_YEARS.test(state.text);
  state.text = state.text.replace(EXCLUDED_CEILING, (said, n: string, unit: string | undefined) => {
    const value = count(n);
    if (!unit && (!years || !(value <= MOST_UNITLESS_YEARS))) return said;
    state.notes.push(`"${said.trim()}": too little experience excluded, read as at least ${value} years`);
    return ` , with at least ${value} years of experience , `;
  });
}
