/**
 * "UK folks don't count", "juniors won't count for this", "anyone in London doesn't qualify": what
 * is said not to count is excluded. Left to the word passes, the "not" of the verb finds no item
 * after it and excludes the word "count", while what was named before it is required: the opposite
 * of the ask. Said as "not <what>", where the operator pass reads it (./read-operators.ts).
 */
import type { ScanState } from "./parse-state.ts";

/** Who, said before the verb: one to three words, and a people noun that only says "people". */
const WHAT = String.raw`((?:[\p{L}\p{N}][\p{L}\p{N}&.'’-]*\s+){0,2}[\p{L}\p{N}][\p{L}\p{N}&.'’-]*?)`;
const PEOPLE = String.raw`(?:\s+(?:folks|people|persons|candidates|profiles|ones|guys|based\s+people|-based\s+people))?`;
const VERB = String.raw`\s+(?:do(?:es)?\s*n['’]?t|do(?:es)?\s+not|wo\s*n['’]?t|will\s+not|shall\s+not|ca\s*n['’]?t|cannot)\s+(?:count|qualify|apply|fit|work\s+for\s+(?:us|this|me))\b`;
const DONT_COUNT = new RegExp(`(?<![\\p{L}\\p{N}])${WHAT}${PEOPLE}${VERB}`, "giu");
/** Words that end a clause before what is named ("— UK folks", "but juniors"): not part of it. */
const CLAUSE_START = /^(?:and|but|or|so|though|although|because|as|the|all|any|anyone|everyone)\s+/i;

/** Pass (on the text): what is said not to count as "not <what>". */
export function readDontCount(state: ScanState) {
  state.text = state.text.replace(DONT_COUNT, (_m, what: string) => {
    let named = what;
    while (CLAUSE_START.test(named)) named = named.replace(CLAUSE_START, "");
    const kept = what.slice(0, what.length - named.length);
    return `${kept} not ${named} `;
  });
}
