/**
 * Which employer is the current one and which the earlier one, when a query names two: the
 * recruiter field operators (`current_company:"A" past_company:"B"`, `title:`, `location:`...), the
 * possessive ("A's engineers" work at A now) and "came from B" (B is where they were before). Each
 * is brought to the markers the name pass reads with its tense ("currently at", "formerly at"), so
 * the two companies are never merged into one "either" and never swapped.
 */
import { companyNameKey } from "../keys.ts";
import type { ScanState } from "./parse-state.ts";
import { resolveEmployer } from "./read-names.ts";

/** A field's value: a quoted phrase, a bracketed group, or one token. */
const VALUE = `("[^"]*"|“[^”]*”|\\([^)]*\\)|[^\\s()"]+)`;
/** Field operators as LinkedIn Recruiter and search engines spell them, and what each is in prose. */
const FIELDS: [string, (value: string) => string][] = [
  ["current_?company|currentcompany|company|employer|current_?employer", (v) => ` currently at ${v} `],
  ["past_?company|previous_?company|former_?company|pastcompany|past_?employer", (v) => ` formerly at ${v} `],
  ["(?:in)?title|job_?title|current_?title|headline", (v) => ` ${v} `],
  ["location|loc|geo|city|country", (v) => ` in ${v} `],
  ["skills?|keywords?", (v) => ` ${v} `],
  ["school|education|university", (v) => ` studied at ${v} `],
];
/** Where a profile lives on the web says nothing about the person: dropped. */
const SITE = /(?<![\p{L}\p{N}])(?:site|inurl|intext|filetype):\S+/giu;

const unquote = (v: string) => v.replace(/^["“]|["”]$/g, "");

/** The field operators of a recruiter's string, rewritten as prose markers; other text unchanged. */
export function readFields(query: string): string {
  let text = query.replace(SITE, " ");
  for (const [names, prose] of FIELDS) {
    const field = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${names}):\\s*${VALUE}`, "giu");
    text = text.replace(field, (_m, value: string) => prose(value.startsWith("(") ? value : unquote(value)));
  }
  return text;
}

/**
 * "Acme's engineers", "at Harbor & Finch's": the company before the possessive is the current
 * employer ("Acme Systems' engineers" too: a name ending in s takes the apostrophe alone). Only a
 * name the database knows exactly, as a company record or as an employer people's jobs name (the
 * planner checks the index for the run's names: nameCandidates), so "the team's lead" and "Sarah's
 * reports" are left alone.
 */
const POSSESSIVE =
  /((?:(?:\p{Lu}[\p{L}\p{N}.-]*|&)\s+){0,3}\p{Lu}[\p{L}\p{N}.-]*)(?:['’]s|(?<=s)['’])(?![\p{L}\p{N}])/gu;

/**
 * "came from B", "joined from B", "hired from B": B is the earlier employer. Also in the languages
 * queries arrive in: "que vieram da B", "que vinieron de B", "qui viennent de B", "che vengono da B".
 */
const CAME_FROM =
  /(?<![\p{L}\p{N}])(?:(?:came|come|comes|coming|joined|moved|were\s+hired|was\s+hired|hired|poached|transferred)\s+(?:over\s+)?from|(?:que|qui|che)\s+(?:vieram|vêm|vinham|vinieron|vienen|venían|viennent|venaient|sont\s+venus|vengono|venivano|sono\s+venuti)\s+(?:d[aeo]s?|del|de|d['’]|du|des|dalla|dallo|dal|da))(?=\s+\p{Lu})/gu;
/** "used to work at B": B is an earlier employer the person has left (as "used to be at B"). */
const USED_TO_WORK_AT = /\bused\s+to\s+work\s+(?:at|for|with)\b/gi;

export function readEmployerBinding(state: ScanState) {
  state.text = state.text.replace(POSSESSIVE, (m, run: string) => {
    const ws = run.split(/\s+/);
    // The longest tail of the run that is a company ("which of Acme Corp's": "Acme Corp").
    for (let start = 0; start < ws.length; start++) {
      const name = ws.slice(start).join(" ");
      if (ws[start] === "&") continue;
      // A company record, or a name people's jobs hold that the planner found in the index.
      const key = companyNameKey(name);
      if (state.context.companies.exact(name) || state.context.employerNames?.has(key))
        return `${ws.slice(0, start).join(" ")} currently at ${name} , `;
      // The short name a colleague uses ("Papaya's sales team" for Papaya Pay): the leading words
      // of exactly one company record or employer the index holds.
      const short = resolveEmployer(state, name);
      if (short?.how === "prefix" && short.names.length === 1)
        return `${ws.slice(0, start).join(" ")} currently at ${short.names[0]} , `;
      if (key.length >= 2 && /^\p{Lu}/u.test(name)) state.nameCandidates.add(key);
    }
    return m;
  });
  const departed = () => {
    state.departed = true;
    return " formerly at ";
  };
  state.text = state.text.replace(CAME_FROM, departed).replace(USED_TO_WORK_AT, departed);
}
