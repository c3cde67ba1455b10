/**
 * The Fellegi–Sunter model identify scores with (docs/identify.md): for every comparison level an
 * m probability (how often the right person's profile agrees with a row at that level) and a u
 * probability (how often someone else's does), learned from the operator's own data (./train.ts),
 * never set by hand. A candidate's Bayes factor is the product of m/u over the compared fields; the
 * score is the posterior that this candidate, rather than another candidate or nobody stored, is
 * the row's person (one person per row: two namesakes who agree equally share the probability).
 */

import {
  compareCompany,
  compareGiven,
  compareKey,
  compareLocation,
  compareSchool,
  compareSurname,
  compareTitle,
  compareUrl,
  emailDomainsOf,
} from "./compare.ts";
import {
  COMPARISON_INDEX,
  COMPARISONS,
  type Compared,
  type Comparison,
  type ComparisonName,
} from "./comparisons.ts";
import type { IdentifyProfile } from "./profile.ts";
import type { IdentifyRow } from "./row.ts";

// 2: first_name gained the same_initial level (a model of version 1 reads its levels shifted).
// 3: first_name's outright disagreement is learned from identifier-settled rows only, and companies
//    are "similar" only when they share their leading word: a model of version 2 learned both from
//    rows that taught it to forgive namesakes, so it is trained again rather than read.
export const MODEL_VERSION = 3;

export interface IdentifyModel {
  version: number;
  trainedAt: string;
  /** People in the index when u was estimated (the prior spreads over them). */
  people: number;
  /** Random pairs u was estimated from. */
  uPairs: number;
  m: number[][];
  u: number[][];
  /** For term-frequency levels: the level's share of the value's frequency (u of the level / u of all its tf levels). */
  tfShare: number[][];
  /** Prior probability that a row's person is stored at all (estimated by EM with m). */
  rho: number;
  /** The expectation-maximisation run m and rho come from; null while no rows were seen. */
  em: { rows: number; candidates: number; iterations: number; at: string } | null;
}

/** One compared field as the answer explains it. */
export interface FieldExplanation {
  field: ComparisonName;
  row: string;
  stored: string;
  /** The level reached: exact, nickname, initial, transliteration, past, metro, different... */
  agreement: string;
  /** More on how: legal-suffix-free, domain, swapped, short form, metro Munich... */
  how?: string;
  /** log2 of m/u: what the field added to (or took from) the evidence, in bits. */
  weight: number;
}

export interface PairScore {
  /** Natural log of the Bayes factor (the sum of the fields' weights). */
  logBF: number;
  levels: number[];
  /** log of the product of the u probabilities used (for EM on what was seen: ./train.ts). */
  logU: number;
  fields: FieldExplanation[];
  /** The counted values the weights asked the frequency of. */
  terms: string[];
}

/** Splink-style starting values: agreement levels share 0.9, halving down the list; "different" 0.1. */
export function startingM(): number[][] {
  return COMPARISONS.map((c) => {
    const agree = c.levels.length - 1;
    const halves = Array.from({ length: agree }, (_, i) => 0.5 ** i);
    const sum = halves.reduce((a, b) => a + b, 0);
    return [...halves.map((h) => (0.9 * h) / sum), 0.1];
  });
}

export interface ScoreContext {
  /** Stored people holding each counted value ("sn|smith" -> 812). */
  counts: ReadonlyMap<string, number>;
  /** People in the index now (frequencies are counts over it). */
  people: number;
  /** Person id the row's profile URL belongs to (aliases included), or null. */
  urlOwner: number | null;
}

function tfLevel(c: Comparison, level: number): boolean {
  return !!c.tf?.[c.levels[level] as string];
}

function weightOf(
  model: IdentifyModel,
  ci: number,
  compared: Compared,
  ctx: ScoreContext,
  terms: string[],
): [number, number] {
  const c = COMPARISONS[ci] as Comparison;
  const m = model.m[ci]?.[compared.level] ?? 1e-6;
  let u = model.u[ci]?.[compared.level] ?? 1;
  if (compared.term && tfLevel(c, compared.level)) {
    terms.push(compared.term);
    const frequency = Math.max(1, ctx.counts.get(compared.term) ?? 1) / Math.max(1, ctx.people);
    u = Math.min(1, frequency * (model.tfShare[ci]?.[compared.level] ?? 1));
  }
  return [Math.log(m) - Math.log(u), Math.log(u)];
}

type Weighed = [weight: number, logU: number];
const FIRST_NAME = COMPARISONS[COMPARISON_INDEX.first_name] as Comparison;
const LAST_NAME = COMPARISONS[COMPARISON_INDEX.last_name] as Comparison;

/**
 * Both name fields. When both agree on the value itself (exact or transliterated), their u is the
 * frequency of the full name, not the product of two frequencies: given names and surnames are not
 * independent (a language's common first names go with its common surnames), and "James Johnson"
 * held by seventeen people is weaker evidence than two common halves suggest.
 */
function weighNames(
  model: IdentifyModel,
  reading: PairComparison["readings"][number],
  ctx: ScoreContext,
  terms: string[],
): { given: Weighed | null; surname: Weighed | null } {
  const { given, surname } = reading;
  const g = given ? weightOf(model, COMPARISON_INDEX.first_name, given, ctx, terms) : null;
  const s = surname ? weightOf(model, COMPARISON_INDEX.last_name, surname, ctx, terms) : null;
  if (!given?.term || !surname?.term || !g || !s) return { given: g, surname: s };
  if (!tfLevel(FIRST_NAME, given.level) || !tfLevel(LAST_NAME, surname.level))
    return { given: g, surname: s };
  const joint = `fn|${given.term.slice(3)}|${surname.term.slice(3)}`;
  terms.push(joint);
  const count = ctx.counts.get(joint);
  if (count === undefined) return { given: g, surname: s };
  const share =
    (model.tfShare[COMPARISON_INDEX.first_name]?.[given.level] ?? 1) *
    (model.tfShare[COMPARISON_INDEX.last_name]?.[surname.level] ?? 1);
  const logU = Math.log(Math.min(1, (Math.max(1, count) / Math.max(1, ctx.people)) * share));
  // The joint u is shared between the two fields in proportion to their own (for the explanation).
  const part = g[1] / (g[1] + s[1]);
  const [gu, su] = [logU * part, logU * (1 - part)];
  return { given: [g[0] + g[1] - gu, gu], surname: [s[0] + s[1] - su, su] };
}

function explain(ci: number, compared: Compared, weight: number, how?: string): FieldExplanation {
  const c = COMPARISONS[ci] as Comparison;
  const why = [compared.how, how].filter(Boolean).join(", ");
  return {
    field: c.name as ComparisonName,
    row: compared.row,
    stored: compared.stored,
    agreement: c.levels[compared.level] as string,
    ...(why ? { how: why } : {}),
    weight: Math.round((weight / Math.LN2) * 100) / 100,
  };
}

/** Every field of a row against a profile, names once per reading of the row's name. */
export interface PairComparison {
  readings: { given: Compared | null; surname: Compared | null; swapped: boolean }[];
  others: [ComparisonName, Compared | null][];
}

export function comparePair(
  row: IdentifyRow,
  profile: IdentifyProfile,
  id: number,
  urlOwner: number | null,
): PairComparison {
  return {
    readings: row.readings.map((r) => ({
      given: compareGiven(r, profile),
      surname: compareSurname(r, profile),
      swapped: r.swapped,
    })),
    others: [
      // The email domains only count against a row's company given as a domain.
      ["company", compareCompany(row, profile, row.company?.domain ? emailDomainsOf(profile) : [])],
      ["location", compareLocation(row, profile)],
      ["email", compareKey(profile.e, row.email, "email")],
      ["phone", compareKey(profile.ph, row.phone, "phone")],
      ["profile_url", compareUrl(row, profile, urlOwner, id)],
      ["title", compareTitle(row, profile)],
      ["school", compareSchool(row, profile)],
    ],
  };
}

/** The levels of a comparison, names as the first reading has them (u estimation: no weights needed). */
export function levelsOf(pair: PairComparison): number[] {
  const levels = COMPARISONS.map(() => -1);
  const first = pair.readings[0];
  if (first?.given) levels[COMPARISON_INDEX.first_name] = first.given.level;
  if (first?.surname) levels[COMPARISON_INDEX.last_name] = first.surname.level;
  for (const [name, compared] of pair.others) if (compared) levels[COMPARISON_INDEX[name]] = compared.level;
  return levels;
}

/** Weighs a comparison; names take the reading whose two fields weigh most. Explains it when asked. */
export function scorePair(
  model: IdentifyModel,
  pair: PairComparison,
  ctx: ScoreContext,
  explained = false,
): PairScore {
  const levels = COMPARISONS.map(() => -1);
  const fields: FieldExplanation[] = [];
  let logBF = 0;
  let logU = 0;
  const terms: string[] = [];
  const add = (name: ComparisonName, compared: Compared | null, how?: string, weighed?: Weighed | null) => {
    if (!compared) return;
    const ci = COMPARISON_INDEX[name];
    const [w, lu] = weighed ?? weightOf(model, ci, compared, ctx, terms);
    levels[ci] = compared.level;
    logBF += w;
    logU += lu;
    if (explained) fields.push(explain(ci, compared, w, how));
  };
  let best: { reading: PairComparison["readings"][number]; w: ReturnType<typeof weighNames> } | null = null;
  let bestWeight = Number.NEGATIVE_INFINITY;
  for (const reading of pair.readings) {
    const w = weighNames(model, reading, ctx, terms);
    const total = (w.given?.[0] ?? 0) + (w.surname?.[0] ?? 0);
    if (total > bestWeight) [best, bestWeight] = [{ reading, w }, total];
  }
  if (best) {
    const how = best.reading.swapped ? "swapped" : undefined;
    add("first_name", best.reading.given, how, best.w.given);
    add("last_name", best.reading.surname, how, best.w.surname);
  }
  for (const [name, compared] of pair.others) add(name, compared);
  return { logBF, levels, logU, fields, terms };
}

/**
 * Posterior of each candidate being the row's person: the prior rho spread over the N stored
 * people, times each candidate's Bayes factor, against "nobody stored" (1 - rho). Candidates the
 * blocking did not bring hold almost none of the mass (their Bayes factors are tiny).
 */
export function posteriors(model: IdentifyModel, logBFs: readonly number[], people: number): number[] {
  const rho = Math.min(0.999, Math.max(0.001, model.rho));
  const prior = Math.log(rho / (1 - rho)) - Math.log(Math.max(1, people));
  const logW = logBFs.map((l) => l + prior);
  const top = Math.max(0, ...logW);
  const none = Math.exp(-top);
  const ws = logW.map((l) => Math.exp(l - top));
  const total = none + ws.reduce((a, b) => a + b, 0);
  return ws.map((w) => w / total);
}

/** A model before anything was learned: u of "different" 1, of agreements small; starting m. */
export function untrainedModel(people: number): IdentifyModel {
  return {
    version: MODEL_VERSION,
    trainedAt: new Date(0).toISOString(),
    people,
    uPairs: 0,
    m: startingM(),
    u: COMPARISONS.map((c) =>
      c.levels.map((_, i) => (i === c.levels.length - 1 ? 0.9 : 0.1 / (c.levels.length - 1))),
    ),
    tfShare: COMPARISONS.map((c) => c.levels.map(() => 1)),
    rho: 0.5,
    em: null,
  };
}
