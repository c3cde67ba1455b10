/**
 * Answering a plan: the ranked candidates and the number of people matching it. Soft words (what
 * the parser could not place) order the matches and never exclude any: those holding every soft
 * word first, then those holding some, each by bm25 with (fit, quality) breaking its ties, then the
 * rest of the matches in the structured order (./retrieve.ts). `total` counts
 * the people matching the plan, whatever words they hold: the same people the candidates are read
 * from. Words no pass placed that are exactly a current title the matches hold are added to the plan
 * as that title (`heldTitle`). A plan that matches no one is relaxed (./relax.ts) step by step until
 * one does, and the answer says what was relaxed.
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
 * The condition a query's unread title puts on its answer: the vocabulary cannot read every title
 * ("registered nurses in Europe": the plan is Europe, and answering it served, and counted,
 * everyone there), but the data can, the way an unresolved name is read as an employer the index
 * holds (./employer-names.ts). When the words no pass placed, all of them (in the query's order, up
 * to four, the last also singular), are exactly the current title of some of the plan's matches,
 * that title is a criterion the answer adds to the plan, so the candidates, what the pages serve
 * and the total are its holders alike. They ranked first already (their title holds the words).
 * Other words, however many hold them ("who love hiking"), words the query only prefers ("ideally
 * glassblowers") and a title beside other unread words (maybe one alternative of several)
 * never become a condition. Null when the words are no such title.
 */
export async function heldTitle(
  search: SearchRepository,
  where: PlanNode,
  unplaced: readonly string[],
): Promise<Criterion | null> {
  // Only when the unplaced words are the title, all of them: a title among other unread words
  // ("nurses or pharmacists working in …": "pharmacists" is held, "nurses" is not) is one
  // alternative of several, and making it the answer drops the others.
  const said = unplaced.join(" ");
  const runs = titleRunTokens(unplaced).filter((r) => r.run === said);
  if (runs.length === 0) return null;
  const match = compilePlan(where);
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
  return {
    kind: "role",
    label: `Current title "${said}" (a title the matches hold)`,
    tokens: [...new Set(held.map((h) => h.token))],
    from: said,
    confidence: 1,
  };
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
  if (ids.length >= limit) return { ids, ...counted(await search.matchCount(match, countUpTo), ids.length) };
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
    return { ids, ...counted(await search.matchCount(match, countUpTo), ids.length) };
  }
  // Every match holding a soft word is in hand (the tiers were read whole), so the rest is the
  // matches less those people: no word is tested again (on PostgreSQL a word test reads every
  // match's word list) and the rest's read counts the matches too, the holders added (no second
  // read of the same matches for the total; bench/README.md, "The rest of a soft word's matches").
  const known = holders.length;
  const restUpTo = countUpTo === null ? null : Math.max(1, countUpTo - known);
  const rest = await bestFirst(search, match, preferences, room, restUpTo, holders);
  ids.push(...rest.ids);
  // Every match in hand: no count needed.
  if (rest.ids.length < room) return whole(ids);
  const matched = known + rest.matched;
  return { ids, ...counted(countUpTo === null ? matched : Math.min(matched, countUpTo), ids.length) };
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

/**
 * Relaxes a plan step by step while `found` finds no one; the last `found` result is kept. At each
 * step a title the unplaced words name and the step's matches hold (`heldTitle`) is added to the
 * plan as a condition: it narrows a step that matches someone to people who also match, so it never
 * makes a step find no one.
 */
async function untilFound<T extends { ids: number[] }>(
  search: SearchRepository,
  plan: Planned,
  found: (where: PlanNode, prefer: readonly string[]) => Promise<T>,
): Promise<T & { where: PlanNode; prefer: string[]; relaxed: Criterion[]; notes: string[] }> {
  let prefer = [...plan.prefer];
  let base = plan.where;
  const notes: string[] = [];
  const relaxed: Criterion[] = [];
  for (;;) {
    let where = withWords(base, prefer, plan.associated ?? []);
    if (where !== base && !notes.some((n) => n.startsWith("nothing else")))
      notes.push("nothing else to go by: people mentioning at least one of the words not understood");
    // Only the query's own unplaced words, not a relaxed criterion's words added to `prefer`.
    const title = await heldTitle(
      search,
      where,
      (plan.unplaced ?? []).filter((w) => prefer.includes(w)),
    );
    if (title) where = allOf([...conjuncts(where), title]);
    const result = await found(where, prefer);
    const step = result.ids.length > 0 ? null : relaxOnce(base);
    if (!step) {
      if (title) notes.push(titleNote(title));
      return { ...result, where, prefer, relaxed, notes };
    }
    base = step.where;
    relaxed.push(...step.dropped);
    prefer = [...new Set([...prefer, ...wordsOf(step.dropped)])];
    notes.push(step.note);
  }
}

/** What the answer says of a title it read from the data. */
const titleNote = (title: Criterion) =>
  `"${title.from}" is a current title the matches hold: the answer is its holders (served, ranked and counted)`;

/** The answer to a plan, relaxed step by step while it matches no one. */
export function answer(
  search: SearchRepository,
  plan: Planned,
  weights: WordWeights,
  limit: number,
  count?: TotalCount,
): Promise<Answer> {
  return untilFound(search, plan, (where, prefer) =>
    candidates(search, where, prefer, weights, limit, plan.associated ?? [], count),
  );
}

/** The plan as it would be answered (relaxed or not), found with one-row reads: for explain. */
export async function probe(
  search: SearchRepository,
  plan: Planned,
): Promise<Omit<Answer, "ids" | "total" | "totalExact">> {
  const { where, prefer, relaxed, notes } = await untilFound(search, plan, (w) =>
    search.matchRanked(compilePlan(w), 1),
  );
  return { where, prefer, relaxed, notes };
}
