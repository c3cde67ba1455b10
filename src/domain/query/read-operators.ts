/**
 * The operator pass, over the items the earlier passes placed: negations exclude what follows them
 * ("outside Canada", "not at Acme", "designers, not junior", "except France and Spain": the
 * negation reaches over a list of one kind), "or" / "/" / "either ... or" join items into one
 * alternative ("Berlin or Munich", "Python/Java"), and an "or" between items of different kinds
 * splits the query into alternative clauses ("designers in Berlin or PMs in London").
 */

import { andPersonGroup, opensExclusionList } from "./exclusion-list.ts";
import { AND_WORDS, EITHER, NEGATIONS, OR_WORDS } from "./marker-words.ts";
import { addItem, type Item, markerAt, markUsed, type ScanState, type Word } from "./parse-state.ts";
import { REACH } from "./polarity-guard.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";

/** Words that may stand between a negation and what it excludes ("not based in the UK"). */
const FILLER = new Set([
  "a",
  "an",
  "the",
  "any",
  "in",
  "at",
  "from",
  "based",
  "located",
  "living",
  "who",
  "are",
  "is",
  "be",
  "being",
  "currently",
  // Adverbs of time between the negation and what it excludes ("not the ones already at Acme").
  "already",
  "now",
  "presently",
  "of",
  "for",
  "to",
  "one",
  "those",
  "people",
  "anyone",
  "someone",
  "with",
  "have",
  "ha",
  "having",
  "either",
  "both",
  "work",
  "works",
  "worked",
  "working",
  "employed",
  "by",
  "been",
  "ever",
  "just",
  "anybody",
  "there",
]);

/** Words that open a relative clause. */
const RELATIVE = new Set(["who", "whom", "whose", "that", "which"]);

/** Where the clause holding word `from` ends: the next boundary, or the text's end. */
function clauseEnd(ws: readonly Word[], from: number): number {
  let k = from + 1;
  while (k < ws.length && !(ws[k] as Word).boundary) k++;
  return k;
}

/**
 * A negation over a group a relative clause describes. The plan excludes conditions one by one,
 * never a conjunction, so:
 * - "not people who live in London", "not the ones who sell insurance": the head is everyone, so
 *   the clause is what is left out: its one condition is excluded; a clause of several conditions
 *   (NOT (A AND B)) is not applied;
 * - "not engineers who work in Berlin", "not architects who design buildings": NOT (head AND
 *   clause); excluding either alone would leave out people asked for, and reading the clause
 *   positively asks the opposite: the group is not applied, with a note.
 * Returns whether it read the negation.
 */
function readNegatedRelative(
  state: ScanState,
  i: number,
  length: number,
  j: number,
  first?: Item,
  listCue = false,
): boolean {
  const ws = state.words;
  // "in Germany other than Berlin who know Python": a clause after a place or an employer (after a
  // level, only in an exclusion list: "other than juniors who know R") describes the people
  // sought; the head alone is excluded, the clause's condition stays wanted.
  if (first && describesPeopleSought(first.kind, listCue)) return false;
  const end = clauseEnd(ws, j);
  const inClause = (from: number) => state.items.filter((it) => it.start >= from && it.start < end);
  const said = () =>
    ws
      .slice(i, end)
      .map((w) => w.f)
      .join(" ");
  const drop = (from: number, head?: Item) => {
    const dropped = [...(head ? [head] : []), ...inClause(from)];
    state.items = state.items.filter((it) => !dropped.includes(it));
    markUsed(ws, i, end);
    state.notes.push(`"${said()}": a group its relative clause describes, excluded as one: not applied`);
    return true;
  };
  if (ws.slice(i + length, j).some((w) => RELATIVE.has(w.w))) {
    // The head was everyone ("not people who ..."): the clause's own condition is left out.
    if (first) return false;
    const governed = inClause(j);
    if (governed.length === 0) return false;
    if (governed.length > 1) return drop(j);
    (governed[0] as Item).negated = true;
    markUsed(ws, i, (governed[0] as Item).start);
    return true;
  }
  const from = first ? first.end : j;
  const relative = ws.slice(from, end).findIndex((w) => RELATIVE.has(w.w) && !w.used);
  if (relative < 0) return false;
  // A role head read as an item and its clause right after it, or unread head words before it.
  const at = from + relative;
  if (first && at !== first.end) return false;
  if (!first && state.items.some((it) => it.start >= j && it.start < at)) return false;
  return drop(at, first);
}

/** Heads a relative clause after them cannot describe: a place, an employer, an industry; a level in a list. */
function describesPeopleSought(kind: Item["kind"], listCue: boolean): boolean {
  if (listCue && (kind === "level" || kind === "title_prefix")) return true;
  return ["location", "current_company", "company", "past_company", "industry"].includes(kind);
}

/** Kinds read as one axis when joined: a title or a department; a level or a title's level word. */
function axis(kind: Item["kind"]): string {
  if (kind === "role" || kind === "department") return "role";
  if (kind === "level" || kind === "title_prefix") return "level";
  if (kind === "current_company" || kind === "past_company" || kind === "company") return "company";
  if (kind === "industry" || kind === "past_industry") return "industry";
  return kind;
}

const itemAt = (items: readonly Item[], at: number) => items.find((it) => it.start <= at && at < it.end);

/** Past filler words and marker words an earlier pass consumed ("never worked in gaming"). */
function skip(ws: readonly Word[], from: number, words: ReadonlySet<string>, items: readonly Item[]): number {
  let j = from;
  for (; j < ws.length; j++) {
    const w = ws[j] as Word;
    if (w.used ? itemAt(items, j) : !words.has(w.w)) break;
    if (j > from && w.boundary) break;
  }
  return j;
}

const NOR_WORDS = new Set(["neither", "nor"]);
/** Words that, after a comma, turn from what is excluded to what is asked for. */
const TURN_WORDS = new Set(["just", "only", "rather", "instead", "but"]);

/** Whether the gap before `next` (or the words right after it) turn to what is asked for. */
function turnsToAsked(ws: Word[], from: number, to: number, next: Item): boolean {
  const gap = ws.slice(from, to + 1);
  if (gap.some((w) => w.dash)) return true;
  if (!gap.some((w) => w.boundary)) return false;
  const after = ws[next.end];
  return (
    gap.some((w) => TURN_WORDS.has(w.w)) || (after !== undefined && !after.boundary && after.w === "only")
  );
}

/** Words that say a place's or an employer's relation again ("in", "based in", "at"). */
const RELATION_WORDS = new Set(["in", "at", "from", "based", "located", "living"]);

/** A gap after a comma that says the relation again and joins nothing ("…, in Germany"). */
function restatesRelation(gap: Word[]): boolean {
  return (
    gap.some((w) => w.boundary) &&
    gap.some((w) => RELATION_WORDS.has(w.w)) &&
    !gap.some((w) => OR_WORDS.has(w.w) || AND_WORDS.has(w.w))
  );
}

/**
 * An item of `first`'s kind right after `item`, joined to it by "or" / "and" with the relation said
 * again: "not in Berlin, in Munich or in Hamburg" is one list; "not in Berlin, in Germany or
 * Austria" a contrast whose second part has alternatives.
 */
function listGoesOnAfter(state: ScanState, item: Item, first: Item): boolean {
  const ws = state.words;
  const k = skip(ws, item.end, new Set([...FILLER, ...OR_WORDS, ...AND_WORDS]), state.items);
  const after = itemAt(state.items, k);
  // The relation word may open the item itself (an employer read with its "at").
  const gap = ws.slice(item.end, Math.max(k, after?.start ?? k) + 1);
  const joined = gap.some((w) => OR_WORDS.has(w.w) || AND_WORDS.has(w.w));
  const restated = gap.some((w) => RELATION_WORDS.has(w.w));
  return after !== undefined && joined && restated && axis(after.kind) === axis(first.kind);
}

/**
 * A list of the same kind after an excluded item is excluded with it: "except France, Spain and
 * Italy", "not junior or mid-level".
 */
function excludeListAfter(state: ScanState, first: Item, listCue = false) {
  const ws = state.words;
  const items = () => [...state.items].sort((a, b) => a.start - b.start);
  let last = first;
  for (const next of items()) {
    if (next.start < last.end) continue;
    // "excluding juniors and people at X": a further group of the list, of any kind.
    if (listCue && andPersonGroup(ws, last.end, next.start)) {
      markUsed(ws, last.end, next.start);
      next.negated = true;
      last = next;
      continue;
    }
    const k = skip(ws, last.end, new Set([...FILLER, ...OR_WORDS, ...AND_WORDS]), state.items);
    // A list goes on over commas, never into the next clause ("except data scientists; engineers").
    // Joined by "or" it goes on across kinds: "not VPs or CTOs", "not in London or at Acme"
    // exclude both (read as an alternative, the second was asked for) when it ends the clause
    // ("designers not in Berlin or PMs in London" is two alternatives).
    const ends = (ws[next.end] as Word | undefined)?.boundary ?? next.end >= ws.length;
    const joinedByOr = ends && ws.slice(last.end, k).some((w) => OR_WORDS.has(w.w) && !w.used);
    if (next.start !== k || (axis(next.kind) !== axis(first.kind) && !joinedByOr)) break;
    if (ws.slice(last.end, k + 1).some((w) => w.clause)) break;
    // "neither juniors nor seniors, just mid-level", "not juniors - seniors only": what follows
    // a comma and "just" / "only" / "rather", or a dash, is what is asked for.
    if (turnsToAsked(ws, last.end, k, next)) break;
    // A comma and the relation said again start a condition of their own: in "not in Berlin,
    // in Germany" Germany is where they are ("except France, Spain" goes on: no relation word).
    // Unless a third item joined by "or" / "and" makes it a list: "not in Berlin, in Munich or in
    // Hamburg" (one cannot be in Munich and in Hamburg).
    if (restatesRelation(ws.slice(last.end, k + 1)) && !listGoesOnAfter(state, next, first)) break;
    markUsed(ws, last.end, k);
    next.negated = true;
    last = next;
  }
}

/** Pass: negations. */
export function readNegations(state: ScanState) {
  const ws = state.words;
  const items = () => [...state.items].sort((a, b) => a.start - b.start);
  for (let i = 0; i < ws.length; i++) {
    if ((ws[i] as Word).used) continue;
    const negation = markerAt(ws, i, NEGATIONS);
    if (!negation) continue;
    const j = skip(ws, i + negation.length, FILLER, state.items);
    // A negation does not reach past a boundary (a comma, a sentence's end) into what follows:
    // "No remote. Backend engineers in Berlin" excludes nothing of the second sentence. An
    // opening bracket right after it is its object, not a boundary: "not in (Berlin, Munich)".
    const object = ws[j] as Word | undefined;
    if (object?.boundary && !object.opens) continue;
    const first = itemAt(state.items, j);
    // "neither" and "nor" exclude items only: "neither required", "nor location" name none.
    if (!first && NOR_WORDS.has((ws[i] as Word).w)) continue;
    if (readNegatedRelative(state, i, negation.length, j, first, opensExclusionList(negation))) continue;
    if (first) {
      first.negated = true;
      markUsed(ws, i, j);
      excludeListAfter(state, first, opensExclusionList(negation));
      continue;
    }
    // "can't afford anyone senior": an item within reach after words no item placed is what the
    // negation excludes (excluding a word instead would leave the item applied positively).
    // Not into a relative clause: in "not architects who design buildings" the clause describes
    // the unread head ("design" is no department excluded).
    const near = items().find(
      (it) =>
        it.start > j &&
        it.start - i <= REACH &&
        !ws.slice(j + 1, it.start + 1).some((w) => w.boundary) &&
        !ws.slice(j + 1, it.start).some((w) => RELATIVE.has(w.w)),
    );
    if (near) {
      near.negated = true;
      markUsed(ws, i, near.start);
      continue;
    }
    // Words no item placed: the person's text must not hold them ("not crypto").
    let end = j;
    while (end < ws.length && !(ws[end] as Word).used && !(end > j && (ws[end] as Word).boundary)) {
      if (STOP_WORDS.has((ws[end] as Word).w) || /^\d+$/.test((ws[end] as Word).w)) break;
      end++;
    }
    if (end === j) continue;
    const excluded = ws.slice(j, end).map((w) => w.f);
    addItem(
      state,
      i,
      end,
      {
        kind: "text",
        label: `Mentions "${excluded.join(" ")}"`,
        tokens: [],
        words: excluded,
        from: ws
          .slice(i, end)
          .map((w) => w.f)
          .join(" "),
        confidence: 1,
      },
      "text",
    );
    (state.items[state.items.length - 1] as Item).negated = true;
  }
}

/**
 * "ETH, EPFL or TUM", "Spain, Portugal, Italy or France": the items before an "or" that only
 * commas separate from it, of its axis, are alternatives in the same list (not each required).
 */
function joinListBefore(ws: readonly Word[], sorted: readonly Item[], at: number, group: number) {
  let current = sorted[at] as Item;
  for (let k = at - 1; k >= 0; k--) {
    const prev = sorted[k] as Item;
    const between = ws.slice(prev.end, current.start);
    const commaOnly = between.length === 0 && (ws[current.start] as Word).boundary;
    if (!commaOnly || axis(prev.kind) !== axis(current.kind) || prev.negated !== current.negated) return;
    if (prev.group >= 0 && prev.group !== group) return;
    prev.group = group;
    current = prev;
  }
}

/**
 * Pass: disjunctions. Items of one axis joined by "or" share a group; an "or" between items of
 * different axes starts a new clause (the item's `clause` break, read by the assembly).
 */
export function readDisjunctions(state: ScanState): number[] {
  const ws = state.words;
  const sorted = [...state.items].sort((a, b) => a.start - b.start);
  const clauseStarts: number[] = [];
  for (let n = 1; n < sorted.length; n++) {
    const a = sorted[n - 1] as Item;
    const b = sorted[n] as Item;
    const between = ws.slice(a.end, b.start);
    if (between.some((w) => w.used)) continue;
    const hasOr =
      between.some((w) => OR_WORDS.has(w.w)) || (between.length === 0 && (ws[b.start] as Word).slash);
    if (!hasOr || between.some((w) => !OR_WORDS.has(w.w) && !FILLER.has(w.w))) continue;
    markUsed(ws, a.end, b.start);
    // "either A or B": the "either" is said.
    const before = ws[a.start - 1];
    if (before && !before.used && before.w === EITHER) before.used = true;
    // Two exclusions of different kinds ("not VPs or CTOs") are each a NOT, never two clauses.
    if (a.negated && b.negated && axis(a.kind) !== axis(b.kind)) continue;
    if (axis(a.kind) === axis(b.kind) && a.negated === b.negated) {
      const group = a.group >= 0 ? a.group : state.nextGroup++;
      const old = b.group;
      for (const it of state.items) if (it === b || (old >= 0 && it.group === old)) it.group = group;
      a.group = group;
      joinListBefore(ws, sorted, n - 1, group);
    } else clauseStarts.push(b.start);
  }
  return clauseStarts;
}
