/**
 * A narrower role said after a broader one, across a clause break, narrows it (issue 45, round 11
 * of first sight): "Software engineers in Germany. Of those, only the backend ones", "Eng
 * (Backend)", "engineers, mobile only". The assembler reads roles of one query as alternatives
 * ("designers or PMs"), which for a role inside another gave the broader one whole: every software
 * engineer for "only the backend ones". A role is inside another when it is a title of the other's
 * family or a family (or title) of the other's department (the vocabulary's tree). Listed side by
 * side ("software or backend engineers", "Backend/Fullstack") they stay alternatives: only a clause
 * break (a sentence's end, a bracket, a ", … only" clause) between them makes the later one a
 * restriction of the earlier. Levels alike, and across a dash's apposition too: "engineering leaders
 * — directors, VPs or CTOs" are those levels, not every leader.
 */
import type { Item, ScanState, Word } from "./parse-state.ts";
import { isLeaf, leavesOf } from "./plan.ts";
import { departmentOfFamily, lookupTitle } from "./title-vocabulary.ts";

interface Scope {
  rank: "department" | "family" | "title";
  department: string | null;
  family: string | null;
}

function scopeOf(item: Item): Scope | null {
  if (item.negated || !isLeaf(item.node)) return null;
  const c = item.node;
  if (c.kind === "department" && c.value) return { rank: "department", department: c.value, family: null };
  if (c.kind !== "role" || !c.value) return null;
  if (c.tokens.some((t) => t.startsWith("fam0")))
    return { rank: "family", department: departmentOfFamily(c.value), family: c.value };
  const entry = lookupTitle(c.value);
  if (!entry || entry.level !== null) return null;
  return { rank: "title", department: entry.department, family: entry.family };
}

const inside = (inner: Scope, outer: Scope) =>
  (outer.rank === "department" && inner.rank !== "department" && inner.department === outer.department) ||
  (outer.rank === "family" && inner.rank === "title" && inner.family === outer.family);

/** A clause break stands between the end of one item and the start of a later one. */
const brokenBetween = (ws: readonly Word[], from: number, to: number, dash: boolean) =>
  ws.slice(from, to + 1).some((w) => w.clause === true || (dash && w.dash === true));

/** The levels an item asks ("leaders": manager to C-level; "CTOs": C-level), none when it asks none. */
const levelsOf = (item: Item): string[] =>
  item.negated
    ? []
    : leavesOf(item.node)
        .filter((l) => !l.negated && l.criterion.kind === "level")
        .flatMap((l) => l.criterion.tokens);

/** Some of the levels of a broader word ("leaders — directors, VPs or CTOs"). */
function narrowsLevels(inner: Item, outer: Item): boolean {
  if (!isLeaf(outer.node) || outer.node.kind !== "level" || outer.negated) return false;
  const wide = outer.node.tokens;
  const narrow = levelsOf(inner);
  return (
    wide.length > 1 &&
    narrow.length > 0 &&
    narrow.length < wide.length &&
    narrow.every((t) => wide.includes(t))
  );
}

/** Pass (items, before the plan tree): broader roles and levels a later clause narrowed are dropped. */
export function narrowRoles(items: readonly Item[], ws: readonly Word[]): Item[] {
  const scopes = new Map(items.map((it) => [it, scopeOf(it)]));
  return items.filter((outer) => {
    const wide = scopes.get(outer);
    return !items.some((inner) => {
      if (inner === outer || inner.start < outer.end) return false;
      const narrow = scopes.get(inner);
      // A dash's apposition lists examples of a role as often as it narrows it ("a QA person —
      // automation, SDET, anything in quality —"): only levels are narrowed across one.
      if (wide && narrow && inside(narrow, wide) && brokenBetween(ws, outer.end, inner.start, false))
        return true;
      return narrowsLevels(inner, outer) && brokenBetween(ws, outer.end, inner.start, true);
    });
  });
}

/** Words that widen a list rather than ask: "incl. Jr.", "including Vienna". */
const INCLUDING = new Set(["incl", "including", "inclusive", "plus"]);
/** Kinds an inclusion widens (each merges with the others of its kind as alternatives). */
const WIDENED: Record<string, string> = {
  level: "level",
  title_prefix: "level",
  location: "location",
  role: "role",
  department: "role",
};

/**
 * Pass (items, before the plan tree): "incl. X" widens the list of X's kind, it does not ask for X
 * alone (round 11: "Designers — Lisbon/Porto/Madrid, incl. Jr." read as juniors only). With others
 * of its kind asked, X is one more alternative (the assembler merges them); with none, the kind is
 * asked of no one in particular, so X asks nothing and is dropped (with a note). The word is read.
 */
export function readInclusions(state: ScanState) {
  const ws = state.words;
  const inclusive = (it: Item) => {
    const before = ws[it.start - 1];
    return before !== undefined && INCLUDING.has(before.w) && !it.negated && WIDENED[it.kind] !== undefined;
  };
  const widening = state.items.filter(inclusive);
  if (!widening.length) return;
  state.items = state.items.filter((it) => {
    if (!widening.includes(it)) return true;
    const word = ws[it.start - 1] as Word;
    word.used = true;
    const kind = WIDENED[it.kind];
    const other = state.items.find((o) => !widening.includes(o) && !o.negated && WIDENED[o.kind] === kind);
    if (!other) {
      state.notes.push(`"${word.raw} ${ws[it.start]?.raw ?? ""}" widens nothing asked: not applied`);
      return false;
    }
    // One more alternative of the list it widens ("Head of/VP, incl. founders").
    it.group = other.group;
    it.both = false;
    return true;
  });
}

/** The family a role item asks ("Mobile Engineering" for "mobile developers"), if it asks one. */
function familyOf(item: Item): string | null {
  const scope = scopeOf(item);
  return scope?.rank === "department" ? null : (scope?.family ?? null);
}

/**
 * Pass (items, after the phrases): skills in a bracket right after a role that name that role's own
 * specialties restate it ("mobile developers (iOS/Android)": iOS and Android developers are the
 * mobile family's titles), they do not narrow it to people who list the platform as a skill (rounds
 * 4, 7 and 11 of first sight: "(iOS or Android)" is any mobile developer). They rank instead.
 */
export function readRestatedSpecialties(state: ScanState) {
  const ws = state.words;
  const roles = state.items.filter((it) => familyOf(it) !== null);
  if (!roles.length) return;
  state.items = state.items.filter((it) => {
    if (it.kind !== "skill" || it.negated || !isLeaf(it.node) || !it.node.value) return true;
    // The role before it, with only a bracket and the list's other items between.
    const role = roles.find((r) => r.end <= it.start && it.start - r.end <= 6);
    if (!role || !ws.slice(role.end, it.start + 1).some((w) => w.clause === true)) return true;
    const between = state.items.filter((o) => o.start >= role.end && o.start < it.start);
    if (between.some((o) => o.kind !== "skill")) return true;
    const title = lookupTitle(`${it.node.value} developer`);
    if (!title || title.family !== familyOf(role)) return true;
    state.soft.push(...it.node.value.toLowerCase().split(/\s+/));
    state.notes.push(`"${it.node.value}" names the role's own specialty: ranks results, filters nothing`);
    return false;
  });
}
