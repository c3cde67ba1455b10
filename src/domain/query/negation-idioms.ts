/**
 * Negation idioms beyond "not / no / excluding", brought to the forms the polarity pass reads
 * (./read-polarity.ts), before it: a posting's "<who> need not apply", Indian English's "freshers"
 * (the junior level, so "no freshers please" excludes juniors), "founders aside" (founders are
 * excluded), and "has never worked anywhere else"
 * (one employer only: no earlier job at all); "never at X", "never with X", "at no point at X" with
 * no verb is "never worked at X": neither now nor before (round 16: "never at" read as "not at",
 * the current employer only, put X's former people on the first page). A cue left whose scope is not understood is still
 * the guard's to drop (./polarity-guard.ts), never read positively.
 */
import { facet } from "../search/facets.ts";
import { timeFacet } from "../search/time-facets.ts";
import { ROLES } from "../vocab/index.ts";
import type { Criterion } from "./criteria.ts";
import { cut, type ScanState } from "./parse-state.ts";

/** Who a posting turns away, said before "need not apply": the people words carry no criterion. */
const WHO =
  /^\s*(?:(?:all|any)\s+)?(?:candidates?|applicants?|people|profiles?|folks|anyone|anybody|those|resumes?|cvs?)\b\s*/i;
/** "<who> need not apply", "needn't apply", "should not apply", "please don't apply". */
const NEED_NOT_APPLY =
  /([^.;:!?,()]+?)\s+(?:need\s*n['’]?t|need\s+not|should\s*n['’]?t|should\s+not|(?:please\s+)?do\s*n['’]?t|(?:please\s+)?do\s+not|must\s+not)\s+(?:to\s+)?apply\b/gi;

/** "founders aside", "interns excepted" at the start of a clause: what comes before is excluded. */
const ASIDE = /(^|[,;:(]\s*)((?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:aside|excepted)\b(?!\s+from)/giu;

/** Words for the junior level in Indian English ("freshers", "fresh graduates"). */
const FRESHERS = /\b(?:fresh(?:er)?s?(?:\s+(?:graduates?|grads?))?)\b(?!\s*\()/gi;

/** One employer only: no earlier job anywhere ("never worked anywhere else", "only ever worked there"). */
const ONE_EMPLOYER =
  /\b(?:(?:has|have|had)\s+)?(?:never\s+(?:worked|been\s+employed|had\s+a\s+job)\s+(?:anywhere\s+else|elsewhere|for\s+any(?:one|body)\s+else|at\s+(?:any\s+)?(?:other|another)\s+(?:company|companies|employers?|firms?))|only\s+ever\s+worked\s+(?:there|here|at\s+(?:this|that|one)\s+(?:company|place|firm))|(?:has|have|had)\s+(?:no|never\s+had\s+an?)\s+other\s+employers?)\b/i;

/**
 * "never at X", "never been with X", "not ever at X", "at no point at X": an employer the person has
 * never had, brought to "never worked at" (the names pass reads it as now or before). Only before a
 * word (the name), never before "any other company" (ONE_EMPLOYER's, read first).
 */
const NEVER_AT =
  /\b(?:never(?:\s+ever)?|not\s+ever|at\s+no\s+(?:point|time)(?:\s+(?:have|has|had))?)\s+(?:(?:been|worked|working|employed)\s+)?(?:at|with|by)\b(?=\s+\S)/gi;

/** Anyone who held a job before the current one: an earlier title's family, department or end date. */
export function earlierJob(state: ScanState, from: string): Criterion {
  const families = ROLES.departments.flatMap((d) => d.families.map((f) => f.name));
  const years: string[] = [];
  for (let y = 1950; y <= state.now.getUTCFullYear(); y++) years.push(timeFacet.endedYear(y));
  return {
    kind: "past_company",
    label: "Has worked for an earlier employer",
    tokens: [
      ...families.map((f) => timeFacet.pastFamily(f)),
      ...ROLES.departments.map((d) => facet.pastDepartment(d.name)),
      ...years,
    ],
    from,
    value: "any earlier employer",
  };
}

/** Pass (text, before ./read-polarity.ts): the idioms in the forms the later passes read. */
export function readNegationIdioms(state: ScanState) {
  state.text = state.text
    .replace(NEED_NOT_APPLY, (_m, who: string) => ` except ${who.replace(WHO, "")} `)
    .replace(FRESHERS, "juniors")
    .replace(ASIDE, (_m, start: string, what: string) => `${start} except ${what} `);
  const one = ONE_EMPLOYER.exec(state.text);
  if (one) {
    cut(state, one.index, one[0].length);
    state.loose.push({ not: earlierJob(state, one[0].trim()) });
    state.notes.push(`"${one[0].trim()}": no earlier job at another employer (one employer only)`);
  }
  state.text = state.text.replace(NEVER_AT, " never worked at ");
}
