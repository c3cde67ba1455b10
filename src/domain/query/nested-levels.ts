/**
 * Levels said inside one another (issue 45, round 17 of first sight: job-architecture wording). A
 * level that holds another said in the same ask narrows to it: "senior ICs" are the senior ICs,
 * "C-level tech leaders" the C-level ones, "Staff+ engineers, individual contributors only" the
 * Staff+ engineers. The assembler reads levels of one query as alternatives ("junior or mid"),
 * which for a level inside another gave the wider one whole: every IC for "senior ICs", every
 * leader for "C-level leaders". Levels listed as alternatives ("senior or ICs", "VP and C-level",
 * "Manager/Director") stay alternatives (./narrow-roles.ts narrows a level said after a clause
 * break the same way; this reads the other order and the modifier before its noun).
 */
import type { Item, ScanState, Word } from "./parse-state.ts";
import { isLeaf } from "./plan.ts";
import { LEADER_LEVELS } from "./title-entry.ts";

/** Words that join alternatives (or both) of a list: levels around them are listed, not nested. */
const LISTING = new Set([
  "or",
  "and",
  "plus",
  "nor",
  "either",
  "neither",
  "also",
  "as",
  "well",
  "incl",
  "including",
  // "juniors or other ICs", "seniors and any ICs": the wider level is the rest of the list.
  "other",
  "any",
  "all",
  "the",
]);

/** The levels a positive level item asks ("senior": senior; "ICs": entry, mid, senior), or null. */
function levelsOf(item: Item): Set<string> | null {
  if (item.negated || !isLeaf(item.node) || item.node.kind !== "level" || !item.node.value) return null;
  // A superlative's level only ranks (./read-phrases.ts): it narrows nothing.
  if ((item.node.confidence ?? 1) < 0.5) return null;
  return new Set(item.node.value.split(/\s+/));
}

const strictlyInside = (inner: Set<string>, outer: Set<string>) =>
  inner.size < outer.size && [...inner].every((l) => outer.has(l));

/**
 * Two levels listed side by side: only listing words, commas and slashes between them ("senior or
 * ICs", "seniors, and ICs", "Manager/Director", "juniors / ICs"). Nothing between is a modifier and
 * its noun ("senior ICs"); other words between, or "only" after the later one, a restatement
 * ("Staff+ engineers in Germany, ICs only", "seniors, ICs only").
 */
const listedBetween = (ws: readonly Word[], a: Item, b: Item) => {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  const gap = ws.slice(first.end, second.start);
  const slash = ws.slice(first.end, second.start + 1).some((w) => w.slash);
  // "seniors, ICs only": the later level restates the ask, whatever stands between.
  if (ws[second.end]?.w === "only") return false;
  // Side by side, punctuation between is a list ("juniors / ICs", "seniors, ICs"); none a modifier.
  if (gap.length === 0) return slash || (ws[second.start] as Word).boundary;
  return (slash || gap.some((w) => LISTING.has(w.w))) && gap.every((w) => LISTING.has(w.w));
};

/** Pass (items, after the "or" lists): a level another level of the same ask lies inside is dropped. */
export function narrowNestedLevels(state: ScanState): void {
  const levels = new Map(state.items.map((it) => [it, levelsOf(it)]));
  state.items = state.items.filter((outer) => {
    const wide = levels.get(outer);
    if (!wide) return true;
    return !state.items.some((inner) => {
      const narrow = levels.get(inner);
      if (inner === outer || !narrow || !strictlyInside(narrow, wide)) return false;
      if (inner.group >= 0 && inner.group === outer.group) return false;
      return !listedBetween(state.words, inner, outer);
    });
  });
}

/** The leader levels a "senior" before them belongs to ("senior directors", "senior VPs"). */
/** Whether an item asks a leader level: a level alone or with a title's department ("engineering managers"). */
function asksLeader(item: Item): boolean {
  if (item.negated) return false;
  const parts = isLeaf(item.node) ? [item.node] : "all" in item.node ? item.node.all : [];
  return parts.some(
    (c) =>
      isLeaf(c) && c.kind === "level" && !!c.value && c.value.split(/\s+/).every((l) => LEADER_LEVELS.has(l)),
  );
}

/**
 * Pass (items, before the nesting above): "senior" said before a leader level is part of the
 * leader's title ("senior directors", "SVPs" = senior vice presidents, "senior engineering
 * managers"), not the senior IC level beside it: both asked, nobody held them (a Senior Director is
 * a director). It only ranks. Listed ("seniors and managers") or across a clause, it stays a level.
 */
export function foldSeniorIntoLeaders(state: ScanState): void {
  const ws = state.words;
  state.items = state.items.filter((senior) => {
    const own = levelsOf(senior);
    if (own?.size !== 1 || !own.has("senior") || senior.end - senior.start !== 1) return true;
    const leader = state.items.find(
      (o) =>
        o.start >= senior.end &&
        asksLeader(o) &&
        ws.slice(senior.end, o.start).every((w) => !LISTING.has(w.w)) &&
        !ws.slice(senior.end, o.start + 1).some((w) => w.boundary || w.slash),
    );
    if (!leader) return true;
    state.soft.push("senior");
    return false;
  });
}
