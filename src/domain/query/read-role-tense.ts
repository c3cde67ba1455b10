/**
 * A department or role said with where someone came from or what they have done ("used to work in
 * sales", "came from engineering", "started out in design", "moved from sales into marketing",
 * "with experience in sales", "prior sales experience"): an earlier role, or one held now or
 * before — never only the role now. Read as the role now, such a phrase beside a second role made
 * the two alternatives ("marketers who came from sales" asked marketing OR sales, since no one
 * holds two departments at once) or asked the opposite of what was meant ("people who used to work
 * in sales" found today's sellers).
 *
 * "X turned Y" is the same: X before, Y now.
 *
 * Industries after the same words are the names pass's (./read-industry-tense.ts): this pass reads
 * only a role the phrase pass would read (a department, a title family, a title).
 */
import { markerAt, markUsed, type ScanState, type Word } from "./parse-state.ts";
import { PHRASES, phraseMeans, ROLE_MEANINGS, roleLengthAt } from "./phrase-meanings.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";

const ARTICLES = new Set(["a", "an", "the"]);
const OWNERS = ["their", "hi", "her", "my", "our", "your"];

const cues = (phrases: string[]) => phrases.map((p) => p.split(" "));
/** Before a role held before (words as the tokenizer folds them: "was" is "wa"). */
const PAST_CUES = cues([
  "used to be in",
  "used to work in",
  "previously in",
  "formerly in",
  "originally in",
  "came from",
  "come from",
  "comes from",
  "coming from",
  "came over from",
  "moved from",
  "moving from",
  "switched from",
  "transitioned from",
  "pivoted from",
  "went from",
  "started out in",
  "started off in",
  "began in",
  "wa in",
  "were in",
  ...OWNERS.flatMap((o) => [`started ${o} career in`, `began ${o} career in`, `started out ${o} career in`]),
]);
/** Before a role held now or before. */
const EVER_CUES = cues([
  "worked in",
  "who worked in",
  "ha worked in",
  "have worked in",
  "experience in",
  "background in",
  "spent year in",
]);
/** After a role: "sales experience", "a sales background"; "prior" / "previous" before it says before. */
const EXPERIENCE = new Set(["experience", "background"]);
const EARLIER = new Set(["prior", "previous", "earlier", "former", "past"]);
/** After a role said as held: "have worked in sales before". */
const BEFORE = new Set(["before", "earlier", "previously", "once"]);

/**
 * The role at `at` and those listed after it ("in sales or marketing") take the tense; "before"
 * after them ("have worked in sales before") says an earlier role.
 */
function tenseOverRoles(ws: readonly Word[], at: number, tense: "past" | "ever"): void {
  const listed: Word[] = [];
  let k = at;
  for (;;) {
    const len = roleLengthAt(ws, k);
    if (!len) break;
    listed.push(ws[k] as Word);
    const next = ws[k + len];
    // "sales/marketing": the slash stands on the next word; "sales or marketing": a joiner between.
    if (next?.slash) k += len;
    else if (next?.w === "or" || next?.w === "and") k += len + 1;
    else {
      k += len;
      break;
    }
  }
  const after = ws[k];
  const before =
    after !== undefined && !after.used && BEFORE.has(after.w) && (k + 1 === ws.length || ws[k + 1]?.boundary);
  if (before) markUsed(ws, k, k + 1);
  for (const word of listed) word.tense = before ? "past" : tense;
}
/** Nouns a department word modifies rather than names a role with ("product companies", "design agencies"). */
const MODIFIED = new Set([
  "company",
  "firm",
  "agency",
  "startup",
  "system",
  "tool",
  "platform",
  "project",
  "product",
]);

/**
 * Whether the word after a role goes on with a noun the role word modifies ("experience in product
 * companies", "worked in design systems"): an unknown noun, or one of an employer or a thing.
 */
function modifiesNoun(next: Word | undefined): boolean {
  if (!next || next.boundary || next.used || !/^\p{L}+$/u.test(next.w)) return false;
  if (MODIFIED.has(next.w)) return true;
  return !STOP_WORDS.has(next.w) && !BEFORE.has(next.w) && !PHRASES.has(next.w);
}

/** Pass (words, before the names): a role after a cue of where someone came from, or of experience. */
export function readRoleTense(state: ScanState): void {
  const ws = state.words;
  for (let i = 0; i < ws.length; i++) {
    if ((ws[i] as Word).used) continue;
    for (const [list, tense] of [
      [PAST_CUES, "past"],
      [EVER_CUES, "ever"],
    ] as const) {
      const cue = markerAt(ws, i, list);
      if (!cue) continue;
      let at = i + cue.length;
      if (ARTICLES.has(ws[at]?.w ?? "")) at++;
      const len = roleLengthAt(ws, at);
      if (!len || modifiesNoun(ws[at + len])) continue;
      tenseOverRoles(ws, at, tense);
      markUsed(ws, i, at);
      break;
    }
  }
  readExperienceAfter(ws);
  readTurned(ws);
}

/** "salespeople turned marketers", "engineers-turned-PMs": the role before "turned" was held before. */
function readTurned(ws: readonly Word[]): void {
  for (let i = 1; i < ws.length; i++) {
    const turned = ws[i] as Word;
    if (turned.used || turned.w !== "turned" || !roleLengthAt(ws, i + 1)) continue;
    const len = [3, 2, 1].find((n) => i - n >= 0 && roleLengthAt(ws, i - n) === n);
    if (!len) continue;
    (ws[i - len] as Word).tense = "past";
    markUsed(ws, i, i + 1);
  }
}

/** "sales experience", "prior sales experience", "a design background". */
function readExperienceAfter(ws: readonly Word[]): void {
  for (let at = 0; at < ws.length; at++) {
    const word = ws[at] as Word;
    if (word.used || word.tense) continue;
    const len = roleLengthAt(ws, at);
    if (!len) continue;
    const after = ws[at + len];
    if (!after || after.used || !EXPERIENCE.has(after.w)) continue;
    // "customer experience managers", "product experience leads": a field of work, not experience in one.
    const then = ws[at + len + 1];
    if (
      then &&
      !then.boundary &&
      phraseMeans(
        ws,
        at + len + 1,
        1,
        (kind) => ROLE_MEANINGS.has(kind) || kind === "level" || kind === "prefix",
      )
    )
      continue;
    const before = ws[at - 1];
    const earlier = before !== undefined && !before.used && EARLIER.has(before.w);
    word.tense = earlier ? "past" : "ever";
    markUsed(ws, at + len, at + len + 1);
    if (earlier) markUsed(ws, at - 1, at);
    at += len;
  }
}
