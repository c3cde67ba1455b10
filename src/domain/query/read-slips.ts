/**
 * Typing slips, one mechanism for every vocabulary the phrases hold (titles and families, level
 * words, places and regions, skills and tools, departments, industries, schools; company names
 * have theirs in ./company-names.ts, under the same edit allowance): a word nothing understood —
 * left over, or read only as text, as the object of an exclusion is ("not junoirs", "except
 * Germnay") — that is a small edit from a vocabulary word (./typos.ts), two words run together
 * ("inlondon", "datascientists") or one word split by autocorrect ("sales force"), is a suggestion.
 * The planner asks the index (src/domain/search/index-counts.ts): the slip is taken only where the
 * word as written is rare and its correction common, so a real word is never corrected; the parse
 * is then read again with the correction (./tokenize.ts applies it) and the notes say it: read
 * "junoirs" as "junior". An exclusion keeps its object through this: the word is replaced, the
 * cue before it is read as before, so "not junoirs" excludes juniors.
 */

import type { ScanState, Word } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { leavesOf } from "./plan.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";
import { singular } from "./text.ts";
import { joinCandidate, splitCandidates, typoCandidates } from "./typos.ts";

const capitalised = (w: Word | undefined) => w !== undefined && /^\p{Lu}/u.test(w.raw);

/** Whether a corrected word makes a vocabulary entry with the capitalised words beside it. */
function namesEntry(before: string | undefined, word: string, after: string | undefined): boolean {
  const runs = [
    [before, word],
    [word, after],
    [before, word, after],
  ].filter((run) => run.every((x) => x !== undefined));
  return runs.some((run) => PHRASES.has(run.join(" ")));
}

/** Indices of words read only as text ("Mentions ..."): what the query said that no vocabulary knew. */
function textOnlyWords(state: ScanState): Set<number> {
  const out = new Set<number>();
  for (const item of state.items)
    if (leavesOf(item.node).every((l) => l.criterion.kind === "text"))
      for (let k = item.start; k < item.end; k++) out.add(k);
  return out;
}

/** Pass: typo, run-together and split-word suggestions from the words nothing understood. */
export function suggestSlips(state: ScanState) {
  const ws = state.words;
  const textOnly = textOnlyWords(state);
  const open = (k: number) => {
    const w = ws[k];
    return w !== undefined && (!w.used || textOnly.has(k)) && !STOP_WORDS.has(w.w);
  };
  const suggest = (word: string, candidates: string[]) => {
    if (candidates.length && !state.suggestions.some((s) => s.word === word))
      state.suggestions.push({ word, candidates });
  };
  // A word split in two ("sales force"), read or not: the index says whether it is one word; its
  // halves are then no slips of their own ("spot" is not "scot" there).
  const halves = new Set<number>();
  ws.forEach((w, k) => {
    const next = ws[k + 1];
    if (!next || next.boundary || next.slash || w.corrected || next.corrected) return;
    const joined = joinCandidate(w.f, next.f);
    if (!joined) return;
    suggest(`${w.f} ${next.f}`, [joined]);
    halves.add(k).add(k + 1);
  });
  ws.forEach((w, k) => {
    if (!open(k) || halves.has(k) || w.corrected || /^\d+$/.test(w.w)) return;
    const typos = typoCandidates(w.w);
    // A run of capitalised unknown words is a name, corrected only into a name the vocabulary
    // holds whole ("Sao Paolo" is São Paulo; "Jonh Smiht" is nobody's typo).
    const before = open(k - 1) && capitalised(ws[k - 1]) ? ws[k - 1] : undefined;
    const after = open(k + 1) && capitalised(ws[k + 1]) ? ws[k + 1] : undefined;
    if (capitalised(w) && (before || after)) {
      suggest(
        w.f,
        typos.filter((c) => namesEntry(before?.w, c, after?.w)),
      );
      return;
    }
    suggest(w.f, typos.length ? typos : splitCandidates(w.f));
  });
  noteCorrections(ws, state.notes);
}

/** The notes of the corrections applied: one for each word as written ("datascientists" read as two). */
function noteCorrections(ws: readonly Word[], notes: string[]) {
  for (let k = 0; k < ws.length; k++) {
    const w = ws[k] as Word;
    if (!w.corrected) continue;
    const read = [w.f];
    while (ws[k + 1]?.corrected === w.corrected && ws[k + 1]?.raw === w.raw) read.push((ws[++k] as Word).f);
    notes.push(`read "${w.corrected}" as "${read.join(" ")}"`);
  }
}

/**
 * Two words the planner found to be one split by autocorrect ("sales force" -> "salesforce"),
 * joined: the corrections hold the pair as written, with a space.
 */
export function joinSplitWords(ws: Word[], corrections?: ReadonlyMap<string, string>): Word[] {
  if (!corrections?.size) return ws;
  const out: Word[] = [];
  for (let k = 0; k < ws.length; k++) {
    const [w, next] = [ws[k] as Word, ws[k + 1]];
    const pair = next && !next.boundary && !next.slash ? `${w.f} ${next.f}` : "";
    const fixed = pair ? corrections.get(pair) : undefined;
    if (!fixed || fixed.includes(" ")) {
      out.push(w);
      continue;
    }
    out.push({ ...w, w: singular(fixed), f: fixed, raw: `${w.raw} ${next?.raw}`, corrected: pair });
    k++;
  }
  return out;
}
