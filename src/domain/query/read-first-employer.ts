/**
 * Where a career started (issue 45, round 13): "first job at X", "whose first job was at X", "first
 * employer was X", "started out at X", "started their career at X", "got their start at X", "began
 * their career with X" ask for the employer of the earliest job, which the index keeps as a career
 * token (../search/career-facets.ts `firstCompany`): someone still in their first job there holds
 * it, someone who went from X to Y holds it, someone who went from Y to X does not. Read as an
 * earlier employer (the names pass's "was at X"), the first two were wrong and the one still there
 * was excluded.
 *
 * A list of companies ("started out at X or Y") is either. A departure said after it in the same
 * sentence ("and have since moved on", "have since gone somewhere else", "no longer there") is no
 * longer at X, read here with it; an exclusion cue right before the phrase ("not anyone who started
 * out at X") excludes the first employer. Only names the company lexicon (or the index's employer
 * names) knows are read; anything else is left to the names pass.
 */
import { companyNameKey } from "../keys.ts";
import { careerFacet } from "../search/career-facets.ts";
import type { Criterion } from "./criteria.ts";
import type { ScanState } from "./parse-state.ts";
import type { PlanNode } from "./plan.ts";
import { employerTokens } from "./read-names.ts";

const STARTED =
  /\b(?:(?:whose|their|his|her)\s+)?(?:(?:very\s+)?first\s+(?:job|employer|role|position|company|gig)|(?:started|starting)\s+out|got\s+(?:their|his|her)\s+start|(?:started|began|starting|beginning)\s+(?:their|his|her)\s+(?:careers?|working\s+lives?)|careers?\s+(?:started|began)|first\s+(?:worked|was\s+employed))\s+(?:(?:was|were|being|is)\s+)?(?:(?:at|with|in)\s+)?(?=[\p{L}\d])/giu;
/**
 * A name: up to five words (and "&") that are not the sentence's own words; a list of them joined by
 * ",", "or", "/". Lower case too (typed on a phone): the lexicon decides what is a company.
 */
const NAME_WORD = String.raw`(?:(?!(?:and|or|who|whose|which|that|in|with|since|but|for|to|the|have|has|are|is|were|was|then|now|before|after|based|from|at|not|still)\b)[\p{L}\d&][\p{L}\d&.'’-]*\s*)`;
const NAMES = new RegExp(
  String.raw`^(${NAME_WORD}{1,5}(?:(?:,\s*|\s*\bor\s+|\s*\/\s*)${NAME_WORD}{1,5})*)`,
  "iu",
);
const DEPARTED =
  /^[^.;!?]{0,40}?\b(?:(?:have|has|who['’]ve|they['’]ve)\s+since\s+(?:moved\s+on|left|moved|gone|switched)(?:\s+(?:somewhere|anywhere)\s+else|\s+elsewhere|\s+(?:employers?|companies|jobs))?|(?:are|is)\s+no\s+longer\s+there|(?:have|has)\s+left\s+since|not\s+(?:there|still\s+there)\s+(?:now|anymore|any\s+more)|not\s+(?:(?:the|those|people|anyone|ones?|who|are|is)\s+){1,3}still\s+(?:there|with\s+(?:them|it)))/iu;
const CUE =
  /\b(?:not|no|nobody|no\s+one|never|skip|excluding|except|without|but\s+not)\b(?:\s+(?:anyone|anybody|people|those|ones|folks))?(?:\s+(?:who|whose|that))?(?:['’]s|\s+(?:has|have|had|is|are|was|were|did))?\s*$/i;

interface Employer {
  name: string;
  ids: number[];
  names: string[];
}

/** The companies a list of names means: the longest known name from each item's start. */
function employersOf(state: ScanState, said: string): { employers: Employer[]; length: number } {
  const employers: Employer[] = [];
  let length = 0;
  let rest = said;
  let consumed = 0;
  while (rest.length) {
    const parts =
      rest
        .split(/(\s*(?:,|\bor\b|\/)\s*)/u)[0]
        ?.trim()
        .split(/\s+/) ?? [];
    let found: Employer | null = null;
    let used = "";
    for (let n = parts.length; n > 0 && !found; n--) {
      const name = parts
        .slice(0, n)
        .join(" ")
        .replace(/[.,'’]+$/u, "");
      const match = state.context.companies.resolve(name);
      if (match) found = { name, ids: match.ids, names: match.names };
      else if (state.context.employerNames?.has(companyNameKey(name)))
        found = { name, ids: [], names: [name] };
      if (found) used = name;
    }
    if (!found) break;
    employers.push(found);
    consumed += rest.indexOf(used) + used.length;
    length = consumed;
    const joiner = /^\s*(?:,\s*(?:or\s+)?|or\s+|\/\s*)(?=[\p{L}\d])/u.exec(
      rest.slice(rest.indexOf(used) + used.length),
    );
    if (!joiner) break;
    const skip = rest.indexOf(used) + used.length + joiner[0].length;
    consumed += joiner[0].length;
    rest = rest.slice(skip);
  }
  return { employers, length };
}

const shown = (es: readonly Employer[]) => es.map((e) => e.names[0] ?? e.name).join(" or ");

function firstEmployer(es: readonly Employer[], from: string): Criterion {
  return {
    kind: "past_company",
    label: `First job at ${shown(es)}`,
    tokens: [
      ...new Set(
        es.flatMap((e) => [
          ...e.ids.map((id) => careerFacet.firstCompany(id)),
          ...e.names.map((n) => careerFacet.firstCompanyName(n)),
        ]),
      ),
    ],
    from,
    value: es.map((e) => e.name).join(" | "),
    confidence: 0.9,
  };
}

function currentlyAt(es: readonly Employer[], from: string): Criterion {
  return {
    kind: "current_company",
    label: `Currently works at ${shown(es)}`,
    tokens: [...new Set(es.flatMap((e) => employerTokens("current", e.ids, e.names)))],
    from,
    value: es.map((e) => e.name).join(" | "),
    confidence: 0.9,
  };
}

/** Pass (text, before the career shape): the employer a career started at. */
export function readFirstEmployer(state: ScanState): void {
  for (let m = STARTED.exec(state.text); m; m = STARTED.exec(state.text)) {
    const at = m.index + m[0].length;
    const list = NAMES.exec(state.text.slice(at));
    const { employers, length } = employersOf(state, list?.[1] ?? "");
    if (!employers.length) continue;
    let end = at + length;
    const from = state.text.slice(m.index, end).trim();
    const cue = CUE.exec(state.text.slice(Math.max(0, m.index - 60), m.index));
    const start = cue ? m.index - cue[0].length : m.index;
    const nodes: PlanNode[] = [firstEmployer(employers, from)];
    const departed = DEPARTED.exec(state.text.slice(end));
    if (departed && !cue) {
      nodes.push({ not: currentlyAt(employers, departed[0].trim()) });
      end += departed[0].length;
    }
    for (const node of nodes) state.loose.push(cue ? { not: node } : node);
    state.notes.push(`"${from}": the employer the career started at${cue ? ", excluded" : ""}`);
    state.text = `${state.text.slice(0, start)} , ${state.text.slice(end)}`;
    STARTED.lastIndex = start + 3;
  }
}
