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
import { singular } from "../query/text.ts";
import type { FacetExpr, SearchRepository } from "../storage/index.ts";
import type { Association } from "./associations.ts";
import { facet } from "./facets.ts";
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

/** The longest run of words read as one title (a title's own words, level words aside). */
const LONGEST_TITLE_RUN = 4;

/**
 * The exact-title tokens (facet.exactTitle) of the runs of words no pass placed, longest first: each
 * run as said and with its last word singular ("registered nurses" is the title Registered Nurse).
 */
export function titleRunTokens(unplaced: readonly string[]): { run: string; token: string }[] {
  const out = new Map<string, string>();
  for (let n = Math.min(LONGEST_TITLE_RUN, unplaced.length); n >= 1; n--)
    for (let i = 0; i + n <= unplaced.length; i++) {
      const run = unplaced.slice(i, i + n);
      const last = run[n - 1] as string;
      for (const form of [run, [...run.slice(0, -1), singular(last)]]) {
        const token = facet.exactTitle(form.join(" "));
        if (token !== facet.exactTitle("") && !out.has(token)) out.set(token, run.join(" "));
      }
    }
  return [...out].map(([token, run]) => ({ run, token }));
}

/**
 * What the total counts when words no pass placed name a current title the plan's matches hold:
 * the vocabulary cannot read every title ("registered nurses in Europe": the plan is Europe, and
 * counting it counted everyone there), but the data can, the way an unresolved name is read as an
 * employer the index holds (./employer-names.ts). A run of those words (in the query's order, the
 * longest first, its last word singular) that is exactly the current title of some of the plan's
 * matches is that title: the total counts the matches holding it, several such titles being
 * alternatives (as titles said together are). The ranking already puts them first (their title
 * holds the words), so only the count changes. Other words, however many hold them ("who love
 * hiking"), and words the query only prefers ("ideally glassblowers") never narrow the total: it
 * counts the plan's matches (docs/search.md, "total"). Null when no run is such a title.
 */
async function heldTitleMatch(
  search: SearchRepository,
  match: FacetExpr,
  unplaced: readonly string[],
): Promise<{ expr: FacetExpr; tokens: string[]; runs: string[] } | null> {
  const runs = titleRunTokens(unplaced);
  if (runs.length === 0) return null;
  const holds = async (tokens: string[]) =>
    (await search.matchRanked({ all: [match, { tokens }] }, 1)).ids.length > 0;
  // One probe for all of them: most queries' words are no title anyone holds.
  if (!(await holds(runs.map((r) => r.token)))) return null;
  const held: { run: string; token: string }[] = [];
  for (const r of runs) {
    // A word of a longer title already held is not read again as a shorter one.
    const words = r.run.split(" ");
    if (held.some((h) => h.run.split(" ").some((w) => words.includes(w)))) continue;
    if (await holds([r.token])) held.push(r);
  }
  const tokens = held.map((h) => h.token);
  return { expr: { all: [match, { tokens }] }, tokens, runs: [...new Set(held.map((h) => h.run))] };
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
): Promise<{ ids: number[]; total: number; totalExact: boolean; titleRuns?: string[] }> {
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
  // The current titles of the soft words' holders, read for bm25 anyway: a title's holders among
  // them are counted from these when the tiers were read whole.
  const titleOf = new Map<number, string | null>();
  const ranked = async (ids: number[]) => {
    if (!ids.length) return [];
    const rows = await search.rankingRows(ids);
    for (const r of rows) titleOf.set(r.id, r.title);
    const titles = new Map(rows.map((r) => [r.id, r.title]));
    const structured = byFit(ids, (id) => fitOf(preferences, titles.get(id)));
    return rankRows(rows, w, new Map(structured.map((id, i) => [id, i])));
  };
  const ids = [...(await ranked(all)), ...(await ranked(some))];
  // Words no pass placed that name a title the matches hold: the total counts that title's holders.
  const unplaced = (count.unplaced ?? []).filter((w) => prefer.includes(w));
  const titled = await heldTitleMatch(search, match, unplaced);
  // A title's holders hold its words: with every holder of a soft word in hand (`holders`), they
  // are counted from the titles read for bm25, no read. Else one count, read no further than the
  // candidates are (`limit` + 1 matches: a title's holders are sparse among the plan's matches, so
  // counting them to the cap walks far more of the index than the ranked reads; bench figures in
  // docs/search.md): past that the total says "at least the candidates", unless exact was asked.
  const titledCount = async (): Promise<{ n: number; beyond: boolean }> => {
    if (titled === null) return { n: 0, beyond: false };
    if (holders !== null) {
      const tokens = new Set(titled.tokens);
      const n = holders.filter((id) => tokens.has(facet.exactTitle(titleOf.get(id) ?? ""))).length;
      return { n, beyond: false };
    }
    const n = await search.matchCount(titled.expr, count.exact ? null : limit + 1);
    return { n, beyond: !count.exact && n > limit };
  };
  const totalOf = async (planCount: () => Promise<number>) => {
    const { n, beyond } = await titledCount();
    const titleRuns = titled?.runs ?? [];
    if (beyond) return { total: Math.min(limit, count.cap), totalExact: false, titleRuns };
    return n > 0 ? { ...counted(n, 0), titleRuns } : counted(await planCount(), ids.length);
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
export async function answer(
  search: SearchRepository,
  plan: Planned,
  weights: WordWeights,
  limit: number,
  count?: TotalCount,
): Promise<Answer> {
  const counting = { ...(count ?? { exact: false, cap: TOTAL_COUNT_CAP }), unplaced: plan.unplaced ?? [] };
  const answered = await untilFound(plan, (where, prefer) =>
    candidates(search, where, prefer, weights, limit, plan.associated ?? [], counting),
  );
  const { titleRuns, ...rest } = answered;
  // The note says what the total counted that the plan does not hold.
  const notes = (titleRuns ?? []).map(
    (run) =>
      `"${run}" is a current title the matches hold: total counts its holders (ranks first, as before)`,
  );
  return { ...rest, notes: [...rest.notes, ...notes] };
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
