/**
 * Answering a plan: the ranked candidates and the number of people matching it. Soft words (what
 * the parser could not place) order the matches and never exclude any: those holding every soft
 * word first, then those holding some, each by bm25 with (fit, quality) breaking its ties, then the
 * rest of the matches in the structured order (./retrieve.ts). `total` counts the people matching
 * the plan and, of the words no pass placed, those the data holds (`unplacedMatch`): never the words
 * the query only prefers. A plan that matches no one is relaxed (./relax.ts) step by step until one
 * does, and the answer says what was relaxed.
 */

import type { Criterion } from "../query/criteria.ts";
import { allOf, compilePlan, conjuncts, type PlanNode } from "../query/plan.ts";
import { rolePreferences } from "../query/preferences.ts";
import type { FacetExpr, SearchRepository } from "../storage/index.ts";
import type { Association } from "./associations.ts";
import { rankRows } from "./rank.ts";
import { relaxOnce, wordsOf } from "./relax.ts";
import { bestFirst, byFit, fitOf } from "./retrieve.ts";

/**
 * Totals are counted up to this many matches (the default; SEARCH_TOTAL_CAP) unless the exact
 * number is asked for: past it, the total says "at least the cap" (totalExact false), as search
 * engines do, and the count stops there instead of reading every match of a broad query.
 */
export const TOTAL_COUNT_CAP = 10_000;

/** How a total is counted: exactly, or up to `cap` matches. */
export interface TotalCount {
  exact: boolean;
  cap: number;
  /** The words no pass placed (Plan.unplaced): counted where the data holds them (`unplacedMatch`). */
  unplaced?: readonly string[];
}

export interface Answer {
  ids: number[];
  /** The people matching the plan; a lower bound (TOTAL_COUNT_CAP) when totalExact is false. */
  total: number;
  totalExact: boolean;
  /** The plan as answered (the query's, or relaxed). */
  where: PlanNode;
  /** The words that ranked it: the query's soft words, and the words of relaxed criteria. */
  prefer: string[];
  relaxed: Criterion[];
  notes: string[];
}

export type WordWeights = (words: readonly string[]) => Promise<{ word: string; idf: number }[]>;

const eachWord = (words: readonly string[]): FacetExpr[] => words.map((w) => ({ words: [w] }));

/**
 * What the total counts when the query said words no pass placed: the plan's matches holding them.
 * A word the vocabulary cannot read still says who is meant when the matches hold it ("registered
 * nurses in Europe": the plan is Europe, the nurses are the people holding "registered" and
 * "nurses"; "Pablo Mensah at Bramblecross Mutual": one of the company's people, not all of them),
 * so counting every match of the plan counted everyone the rest of the query allowed. A word no
 * match holds ("the most experienced …") says nothing about anyone and is left out; the others
 * must all be held, as the first tier of the ranking asks. Null (the plan's matches are counted)
 * when no such word is held, or when no match holds them together: words that never meet in one
 * profile are no one's description. Words the query only prefers ("nice to have: Kubernetes")
 * never narrow the total, nor do the words of a relaxed criterion (the plan as answered dropped it).
 * `allHeld`: every word is known to be held (someone holds them all), so none is probed.
 */
async function unplacedMatch(
  search: SearchRepository,
  match: FacetExpr,
  unplaced: readonly string[],
  allHeld: boolean,
): Promise<FacetExpr | null> {
  if (unplaced.length === 0) return null;
  // One one-row read a word (an index probe, as the tiers' reads are), only when not known held.
  const held = allHeld
    ? [...unplaced]
    : (
        await Promise.all(
          unplaced.map(async (w) =>
            (await search.matchRanked({ all: [match, { words: [w] }] }, 1)).ids.length > 0 ? w : null,
          ),
        )
      ).filter((w): w is string => w !== null);
  return held.length === 0 ? null : { all: [match, ...eachWord(held)] };
}

/** Candidates of one plan, without relaxation. */
export async function candidates(
  search: SearchRepository,
  where: PlanNode,
  prefer: readonly string[],
  weights: WordWeights,
  limit: number,
  associated: readonly Association[] = [],
  count: TotalCount = { exact: false, cap: TOTAL_COUNT_CAP },
): Promise<{ ids: number[]; total: number; totalExact: boolean }> {
  const match = compilePlan(where);
  // One more than the cap: more than the cap counted means "at least the cap".
  const countUpTo = count.exact ? null : count.cap + 1;
  // Past the cap the total is a lower bound: the cap, or the candidates in hand if more.
  const counted = (n: number, known: number) =>
    n > count.cap && !count.exact
      ? { total: Math.max(count.cap, known), totalExact: false }
      : { total: n, totalExact: true };
  const whole = (ids: number[]) => ({ ids, total: ids.length, totalExact: true });
  // The families the soft words point at (./associations.ts): one more fit class, after the
  // query's own; they order, they never exclude.
  const pointed = [...new Set(associated.map((a) => a.facet))];
  const preferences = [...rolePreferences(where), ...(pointed.length ? [pointed] : [])];
  if (prefer.length === 0) {
    // The count comes with the first read (one statement on PostgreSQL).
    const { ids, matched } = await bestFirst(search, match, preferences, limit, countUpTo);
    return ids.length < limit ? whole(ids) : { ids, ...counted(matched, ids.length) };
  }
  // The soft words' weights are counted while the tiers are read (a count of a common word is the
  // slowest read of a search on PostgreSQL; awaited below, the catch only keeps a failure from
  // being reported unhandled while the tiers read).
  const weighing = weights(prefer);
  weighing.catch(() => {});
  // The soft words' tiers: the best by quality of those holding them, ordered by bm25 (fit only
  // breaks its ties: no reads per fit class; their fit comes from the titles bm25 reads anyway).
  const all = (await bestFirst(search, { all: [match, ...eachWord(prefer)] }, [], limit)).ids;
  const seen = new Set(all);
  let some: number[] = [];
  // The matches holding any soft word, when every one of them has been read (null: not known whole).
  let holders: number[] | null = all.length < limit ? all : null;
  if (prefer.length > 1 && all.length < limit) {
    const read = (await bestFirst(search, { all: [match, { any: eachWord(prefer) }] }, [], limit)).ids;
    holders = read.length < limit ? [...new Set([...all, ...read])] : null;
    some = read.filter((id) => !seen.has(id)).slice(0, limit - all.length);
  }
  const w = await weighing;
  const ranked = async (ids: number[]) => {
    if (!ids.length) return [];
    const rows = await search.rankingRows(ids);
    const titles = new Map(rows.map((r) => [r.id, r.title]));
    const structured = byFit(ids, (id) => fitOf(preferences, titles.get(id)));
    return rankRows(rows, w, new Map(structured.map((id, i) => [id, i])));
  };
  const ids = [...(await ranked(all)), ...(await ranked(some))];
  // The words no pass placed, narrowing the total where the data holds them. Every soft word
  // held together by someone (the first tier is not empty) means each is held: no probe.
  const unplaced = (count.unplaced ?? []).filter((w) => prefer.includes(w));
  const narrowed = await unplacedMatch(search, match, unplaced, all.length > 0);
  // The first tier read whole holds exactly the people holding every soft word: when those are the
  // unplaced words, it is the count.
  const narrowedCount = async (): Promise<number> =>
    narrowed === null
      ? 0
      : all.length < limit && unplaced.length === prefer.length && all.length > 0
        ? all.length
        : search.matchCount(narrowed, countUpTo);
  const totalOf = async (planCount: () => Promise<number>) => {
    const n = await narrowedCount();
    return n > 0 ? counted(n, 0) : counted(await planCount(), ids.length);
  };
  if (ids.length >= limit) return { ids, ...(await totalOf(() => search.matchCount(match, countUpTo))) };
  // The rest: the matches holding none of the soft words, in the structured order.
  const room = limit - ids.length;
  if (holders === null) {
    const { ids: others } = await bestFirst(
      search,
      { all: [match, { not: { any: eachWord(prefer) } }] },
      preferences,
      room,
    );
    ids.push(...others);
    return { ids, ...(await totalOf(() => search.matchCount(match, countUpTo))) };
  }
  // Every match holding a soft word is in hand (the tiers were read whole), so the rest is the
  // matches less those people: no word is tested again (on PostgreSQL a word test reads every
  // match's word list) and the rest's read counts the matches too, the holders added (no second
  // read of the same matches for the total; bench/README.md, "The rest of a soft word's matches").
  const known = holders.length;
  const restUpTo = countUpTo === null ? null : Math.max(1, countUpTo - known);
  const rest = await bestFirst(search, match, preferences, room, restUpTo, holders);
  ids.push(...rest.ids);
  // Every match in hand: no count of the plan needed.
  if (rest.ids.length < room) return { ids, ...(await totalOf(async () => ids.length)) };
  const matched = known + rest.matched;
  return {
    ids,
    ...(await totalOf(async () => (countUpTo === null ? matched : Math.min(matched, countUpTo)))),
  };
}

/**
 * A plan with nothing positive to go by (no criteria, or only exclusions): the soft words are all
 * there is, so a match holds at least one of them ("nurses outside Canada": people mentioning
 * nurses, not in Canada).
 */
function withWords(where: PlanNode, prefer: readonly string[], associated: readonly Association[]): PlanNode {
  if (prefer.length === 0 || conjuncts(where).some((p) => !("not" in p))) return where;
  const text = (w: string): Criterion => ({
    kind: "text",
    label: `Mentions "${w}"`,
    tokens: [],
    words: [w],
    from: w,
    confidence: 1,
  });
  // People whose title is in a family a soft word points at are matches too (ranked after those
  // mentioning the words: ./retrieve.ts fit classes).
  const pointed: Criterion[] = associated.length
    ? [
        {
          kind: "role",
          label: `Associated: ${[...new Set(associated.map((a) => `"${a.word}" -> ${a.label}`))].join(", ")}`,
          tokens: [...new Set(associated.map((a) => a.facet))],
          from: associated.map((a) => a.word).join(" "),
          confidence: Math.max(...associated.map((a) => a.share)),
        },
      ]
    : [];
  const options = [...prefer.map(text), ...pointed];
  return allOf([...conjuncts(where), options.length === 1 ? (options[0] as Criterion) : { any: options }]);
}

type Planned = {
  where: PlanNode;
  prefer: readonly string[];
  associated?: readonly Association[];
  unplaced?: readonly string[];
};

/** Relaxes a plan step by step while `found` finds no one; the last `found` result is kept. */
async function untilFound<T extends { ids: number[] }>(
  plan: Planned,
  found: (where: PlanNode, prefer: readonly string[]) => Promise<T>,
): Promise<T & { where: PlanNode; prefer: string[]; relaxed: Criterion[]; notes: string[] }> {
  let prefer = [...plan.prefer];
  let base = plan.where;
  const notes: string[] = [];
  const relaxed: Criterion[] = [];
  for (;;) {
    const where = withWords(base, prefer, plan.associated ?? []);
    if (where !== base && !notes.some((n) => n.startsWith("nothing else")))
      notes.push("nothing else to go by: people mentioning at least one of the words not understood");
    const result = await found(where, prefer);
    const step = result.ids.length > 0 ? null : relaxOnce(base);
    if (!step) return { ...result, where, prefer, relaxed, notes };
    base = step.where;
    relaxed.push(...step.dropped);
    prefer = [...new Set([...prefer, ...wordsOf(step.dropped)])];
    notes.push(step.note);
  }
}

/** The answer to a plan, relaxed step by step while it matches no one. */
export function answer(
  search: SearchRepository,
  plan: Planned,
  weights: WordWeights,
  limit: number,
  count?: TotalCount,
): Promise<Answer> {
  const counting = { ...(count ?? { exact: false, cap: TOTAL_COUNT_CAP }), unplaced: plan.unplaced ?? [] };
  return untilFound(plan, (where, prefer) =>
    candidates(search, where, prefer, weights, limit, plan.associated ?? [], counting),
  );
}

/** The plan as it would be answered (relaxed or not), found with one-row reads: for explain. */
export async function probe(
  search: SearchRepository,
  plan: Planned,
): Promise<Omit<Answer, "ids" | "total" | "totalExact">> {
  const { where, prefer, relaxed, notes } = await untilFound(plan, (w) =>
    search.matchRanked(compilePlan(w), 1),
  );
  return { where, prefer, relaxed, notes };
}
