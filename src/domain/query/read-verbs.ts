/**
 * Roles said with verbs, as grammar over the text (before the word passes):
 * - a leading or buying verb + a department or family is the leadership of it: "who runs finance",
 *   "whoever heads up design", "in charge of procurement", "who buys security software" (the
 *   budget holders are the function's leaders) -> "leaders , finance";
 * - a doing verb is its agent noun when the vocabulary knows that noun as a role: "who teaches" ->
 *   "teacher", "who tests software" -> "tester", "who recruits" -> "recruiter";
 * - a making verb + its object is the maker's title: "who builds iOS apps" -> "ios developer",
 *   "writes backend code" -> "backend engineer", "keeps the clusters running" -> infrastructure.
 * Only where the result is a phrase the vocabulary reads as a role; otherwise the text is left.
 */
import type { ScanState } from "./parse-state.ts";
import { namesRole, PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";

/** Who does it: the verb forms below are verbs only after one of these ("team leads" is a noun). */
const SUBJECT = String.raw`\b(?:who|whoever|that|to|people|someone|somebody|anyone|anybody|folks|person|those|currently|now)(?:\s+(?:currently|actually|really|also|now))?\s+`;
const DET = String.raw`(?:(?:the|our|their|a|an|all|its)\s+)?`;
const LEAD_VERBS =
  "runs|run|running|leads|lead|leading|heads(?:\\s+up)?|head(?:\\s+up)?|heading(?:\\s+up)?|manages|manage|managing|oversees|oversee|overseeing|owns|own|owning|buys|buy|buying|purchases|purchase|procures|signs\\s+off\\s+on|holds\\s+the\\s+budget\\s+for";
const LEADING = new RegExp(
  `(?:${SUBJECT}(?:is\\s+|are\\s+)?(?:${LEAD_VERBS})|\\b(?:in\\s+charge\\s+of|responsible\\s+for))\\s+${DET}((?:[\\p{L}&-]+\\s*){1,3})`,
  "giu",
);

const namesUnit = (phrase: string) =>
  PHRASES.get(words(phrase).join(" "))?.some((m) => m.kind === "department" || m.kind === "family") ?? false;

/**
 * The longest first 1-3 words of `text` that name a department or family: `said` as written, `role`
 * as the vocabulary reads it. A word the vocabulary knows only with its unit ("the data team") is
 * that department as the object of a leading verb ("whoever leads data" leads the data team).
 */
function roleAtStart(text: string): { said: string; role: string } | null {
  const ws = text.trim().split(/\s+/);
  for (let n = Math.min(3, ws.length); n > 0; n--) {
    const said = ws.slice(0, n).join(" ");
    if (namesUnit(said)) return { said, role: said };
  }
  for (let n = Math.min(2, ws.length); n > 0; n--) {
    const said = ws.slice(0, n).join(" ");
    if (namesUnit(`${said} team`)) return { said, role: `${said} team` };
  }
  return null;
}

/** Verbs whose agent noun is not the verb + "er". */
const AGENTS: Record<string, string> = { hire: "recruiter", source: "sourcer", sell: "salesperson" };
/** Hiring someone for a role is the recruiter's job: the role hired is not the role asked for. */
const HIRING = new RegExp(
  `(${SUBJECT})(?:hires|hire|hiring|recruits|recruit|recruiting|sources|sourcing)\\s+${DET}((?:[\\p{L}&-]+\\s*){1,3})`,
  "giu",
);
// The verb is not the next subject word: "people who sell" is "who sell", not "people who".
const DOING = new RegExp(`(${SUBJECT})(?!(?:who|whoever|that)\\b)(\\p{L}+?)(?:es|s)?\\b`, "giu");

/** Objects whose makers keep them running: the infrastructure family. */
const RUNNING =
  /\b(?:keeps?|keeping)\s+(?:the\s+|our\s+)?(?:servers?|systems?|infra(?:structure)?|clusters?|platforms?|lights|sites?|production)\s+(?:running|up|on|alive|online)\b/giu;
const MAKING = new RegExp(
  `\\b(?:builds?|building|writes?|writing|develops?|developing|ships?|shipping|makes?|making|codes?|coding)\\s+${DET}((?:[\\p{L}+#.-]+\\s*){1,2})`,
  "giu",
);
const MAKER_HEADS = ["developer", "engineer"];
/**
 * "sales reps, not the ones who sell insurance": under a negation the agent is the role already
 * asked, the common ground; read as a role, the negation would leave it out. The clause's object
 * is the difference (./read-operators.ts excludes it).
 */
const NEGATED_HEAD =
  /\b(?:not|except|excluding|but)\s+(?:(?:the|those|any)\s+)?(?:ones?|people|those|folks|anyone|anybody|someone|somebody)\s*$/i;

/** "used to" before the verb ("who used to sell"): what the verb names was done before. */
const usedTo = (whole: string, at: number, all: string) =>
  /^\s*to\b/i.test(whole) && /\bused\s*$/i.test(all.slice(0, at));

export function readVerbRoles(state: ScanState) {
  let text = state.text.replace(RUNNING, " infrastructure engineer ");
  text = text.replace(LEADING, (whole, object: string, at: number, all: string) => {
    const found = roleAtStart(object);
    if (!found) return whole;
    const rest = object.trim().slice(found.said.length);
    // "used to run sales": an earlier job's leadership and department (./read-text.ts LED).
    if (usedTo(whole, at, all)) return ` former leaders , previously in ${found.role} ${rest} `;
    return ` leaders , ${found.role} ${rest} `;
  });
  text = text.replace(MAKING, (whole, object: string) => {
    const ws = object.trim().split(/\s+/);
    for (const n of [ws.length, 1])
      for (const head of MAKER_HEADS) {
        const title = `${ws.slice(0, n).join(" ")} ${head}`;
        if (namesRole(title)) return ` ${title} ${ws.slice(n).join(" ")} `;
      }
    return whole;
  });
  text = text.replace(HIRING, (whole, subject: string, object: string) => {
    const found = roleAtStart(object);
    return found ? `${subject}recruiter ${object.trim().slice(found.said.length)} ` : whole;
  });
  text = text.replace(DOING, (whole, subject: string, stem: string, at: number, all: string) => {
    const lower = stem.toLowerCase();
    if (namesRole(lower) || NEGATED_HEAD.test(all.slice(0, at))) return whole;
    for (const verb of [lower, `${lower}e`])
      for (const agent of [AGENTS[verb], `${verb}er`, `${verb}r`])
        if (agent && namesRole(agent))
          return usedTo(whole, at, all) ? ` former ${agent}` : `${subject}${agent}`;
    return whole;
  });
  state.text = text;
}
