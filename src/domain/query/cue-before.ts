/**
 * An exclusion cue said just before a phrase a text pass reads whole ("excluding anyone who joined
 * in 2025 or later", "leave out those who started before 2020"): the pass takes the phrase out of
 * the text before the word passes see it, so the operator pass never finds what the cue governs,
 * and the criterion was applied as asked for, the opposite of the ask. A pass that reads such a
 * phrase asks here whether a cue governs it, and if so applies its criterion excluded and takes the
 * cue out with it (so the polarity guard finds no cue left without its scope).
 */
import { LEAVE_OUT_VERBS } from "./leave-out-verbs.ts";

/** The cue, its "anyone who" and its auxiliaries, ending where the phrase starts. */
const CUE_BEFORE = new RegExp(
  String.raw`(?:^|[\s,;:(—–-])((?:${LEAVE_OUT_VERBS}|except(?:\s+for)?|minus|but\s+not|not|other\s+than|apart\s+from|barring|without)\s+(?:(?:any|all|the)\s+)?(?:(?:anyone|anybody|everyone|everybody|those|people|ones|folks|candidates|profiles|someone)\s+)?(?:(?:who|that|which)(?:['’]s|['’]ve)?\s+)?(?:(?:have|has|had|are|is|were|was|hold|holds|holding|possess|possesses)\s+)?(?:been\s+)?(?:(?:already|recently|just|only)\s+)?(?:with\s+)?)$`,
  "i",
);

/**
 * A further group of an exclusion list, joined by "and" ("except juniors and those who hold a",
 * "excluding interns and anyone with"): the list's cue, earlier in the same clause, governs it too.
 */
const LIST_GROUP_BEFORE =
  /(?:^|[\s,])(and\s+(?:(?:any|all|the)\s+)?(?:anyone|anybody|those|people|ones|folks|candidates|profiles|persons|individuals)\s+(?:(?:who|that)\s+)?(?:(?:have|has|had|are|is|were|was|hold|holds|holding|possess|possesses)\s+)?(?:(?:already|recently|just|only)\s+)?(?:with\s+)?)$/i;
const LIST_CUE = /\b(?:excluding|exclude|except(?:\s+for)?|other\s+than|but\s+not)\s+[^.;:!?]*$/i;

const NEGATED_LACK = /\b(?:not|never|no\s*one|nobody|none)\s+$/i;

/** The start of the cue that governs the phrase starting at `at`, or undefined when none does. */
export function exclusionCueBefore(text: string, at: number): number | undefined {
  const before = text.slice(Math.max(0, at - 100), at);
  const m = CUE_BEFORE.exec(before);
  if (!m) {
    const group = LIST_GROUP_BEFORE.exec(before);
    if (!group || !LIST_CUE.test(before.slice(0, before.length - (group[1] as string).length)))
      return undefined;
    return at - (group[1] as string).length;
  }
  const start = at - (m[1] as string).length;
  // "not without 3 years", "never without": two negations ask for the phrase (./read-double-negation.ts).
  if (/^without\b/i.test(m[1] as string) && NEGATED_LACK.test(text.slice(Math.max(0, start - 40), start)))
    return undefined;
  return start;
}
