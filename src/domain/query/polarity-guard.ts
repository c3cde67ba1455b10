/**
 * The guard that makes polarity safe: a cue of negation, exclusion or departure that no pass read
 * ("not", "except", "left", "anymore"...) governs the criterion next to it, and a criterion read
 * positively under a cue whose scope was not understood would answer the opposite of what was
 * asked. So it is not applied: dropped from the plan, with a note saying so. An exclusion or a past
 * reading already has the cue's sense and stays.
 */
import type { CriterionKind } from "./criteria.ts";
import { FOREIGN_CUES_AFTER, FOREIGN_CUES_BEFORE } from "./foreign-polarity.ts";
import { type Item, markUsed, type ScanState, type Word } from "./parse-state.ts";

/** Cues that reverse or move into the past what follows them. */
const CUES_BEFORE = new Set([
  "not",
  "no",
  "never",
  "nobody",
  "none",
  "except",
  "excluding",
  "exclude",
  // Abbreviated and bookkeeping forms a rewrite may miss in another word order ("excl" alone).
  "excl",
  "exc",
  "minus",
  "sans",
  "barring",
  "excepting",
  "without",
  "outside",
  "left",
  "quit",
  "former",
  "formerly",
  "previously",
  "ex",
  "non",
  "neither",
  ...FOREIGN_CUES_BEFORE,
]);
/** Cues said after what they govern ("at Acme no more", "in sales anymore"). */
const CUES_AFTER = new Set(["anymore", "longer", ...FOREIGN_CUES_AFTER]);
/**
 * Words that are an exclusion only in some uses ("bar X" but "bar staff", "save for X" but "save
 * costs"): when the text pass did not read them and a criterion follows at once, that criterion is
 * not applied; they never drop what is further away.
 */
const WEAK_CUES_BEFORE = new Set(["bar", "save"]);
const WEAK_REACH = 2;
/** How far (in words) a cue reaches. */
export const REACH = 4;

/** Kinds whose sense a cue reverses (a range or a soft word cannot answer the opposite). */
const GOVERNED = new Set<CriterionKind>([
  "role",
  "department",
  "title_prefix",
  "level",
  "location",
  "current_company",
  "company",
  "school",
  "degree",
  "skill",
  "industry",
  "decision_maker",
]);

const safe = (it: Item) => it.negated || !GOVERNED.has(it.kind);

/** A boundary (a comma, a sentence's end) stands on a word from `from` to `to`, both included. */
const crossesBoundary = (ws: readonly Word[], from: number, to: number) =>
  ws.slice(from, to + 1).some((w) => w.boundary);

/** The criterion a cue governs: the nearest within reach, in the cue's own clause. */
function governed(state: ScanState, at: number, after: boolean): Item | undefined {
  const ws = state.words;
  const near = state.items
    .filter((it) =>
      after
        ? it.start > at && it.start - at <= REACH && !crossesBoundary(ws, at + 1, it.start)
        : it.end <= at && at - it.end < REACH && !crossesBoundary(ws, it.end, at),
    )
    .sort((a, b) => (after ? a.start - b.start : b.end - a.end));
  return near[0];
}

/** Pass (after the operators): criteria under an unread cue are not applied. */
export function guardUnreadCues(state: ScanState) {
  const ws = state.words;
  for (let i = 0; i < ws.length; i++) {
    const word = ws[i] as Word;
    if (word.used) continue;
    if (WEAK_CUES_BEFORE.has(word.w)) {
      guardWeakCue(state, i, word);
      continue;
    }
    const before = CUES_BEFORE.has(word.w);
    if (!before && !CUES_AFTER.has(word.w)) continue;
    const item = governed(state, i, before) ?? (before ? undefined : governed(state, i, false));
    markUsed(ws, i, i + 1);
    if (!item && before) {
      // Nothing placed after it: its words must not rank either ("don't like crypto" is no vote for crypto).
      let end = i + 1;
      while (end < ws.length && end - i <= REACH && !(ws[end] as Word).used && !(ws[end] as Word).boundary)
        end++;
      if (end > i + 1)
        state.notes.push(
          `"${word.f}" could not be read with "${ws
            .slice(i + 1, end)
            .map((w) => w.f)
            .join(" ")}": not applied`,
        );
      markUsed(ws, i, end);
    }
    if (!item || safe(item)) continue;
    state.items = state.items.filter((it) => it !== item);
    const label = "kind" in item.node ? item.node.label : item.kind;
    state.notes.push(`"${word.f}" could not be read with what it governs: "${label}" not applied`);
  }
}

/**
 * A weak cue right after a criterion ("engineers bar data scientists") excludes the criterion that
 * follows it at once; elsewhere ("Bar managers", a clause's first word) it is not read either way,
 * so that criterion is not applied.
 */
function guardWeakCue(state: ScanState, at: number, word: Word) {
  const item = governed(state, at, true);
  if (!item || item.start - at > WEAK_REACH || safe(item)) return;
  markUsed(state.words, at, at + 1);
  const after = !word.boundary && state.items.some((it) => it !== item && it.end === at);
  if (after && item.start === at + 1) {
    item.negated = true;
    return;
  }
  state.items = state.items.filter((it) => it !== item);
  const label = "kind" in item.node ? item.node.label : item.kind;
  state.notes.push(`"${word.f}" could not be read with what it governs: "${label}" not applied`);
}
