/**
 * Rows against the index: each row's keys looked up (bounded per key), candidates ranked by the
 * keys they share with the row, the best ones compared field by field and scored (./model.ts).
 *
 * A chunk of rows (a bulk job's, or one row alone) reads the index together: every row's counted
 * values in one read, every row's keys in one, every row's candidates' profiles in one, and the
 * values candidates agreed on that no row named in one more. Each row still sees exactly what it
 * would have read alone (its own counts, its own keys' people), so a row scores the same in a
 * chunk as on its own; only the number of statements changes (per chunk, not per row).
 */
import type { Storage } from "../storage/index.ts";
import { type KeyKind, type RowKey, rowKeys, rowTerms } from "./blocking.ts";
import {
  comparePair,
  type FieldExplanation,
  type IdentifyModel,
  type PairComparison,
  type PairScore,
  posteriors,
  type ScoreContext,
  scorePair,
} from "./model.ts";
import { companyKey, type IdentifyProfile } from "./profile.ts";
import type { IdentifyRow } from "./row.ts";
import { hashKey } from "./text.ts";

/** At most this many people per key: a common name pair is a block too large to be worth reading whole. */
export const PER_KEY = 200;
/** Candidates compared field by field, per row. */
export const MAX_COMPARED = 60;
/** A name token alone is looked up when at most this many people hold it. */
const RARE_TOKEN = 300;
/** How much one shared key of each kind says before the comparison (ranking candidates only). */
const KIND_WEIGHT: Record<KeyKind, number> = { em: 50, ph: 50, nn: 8, nc: 6, np: 4, ni: 3, tk: 2 };

export interface ScoredCandidate extends PairScore {
  personId: number;
  score: number;
  profile: IdentifyProfile;
  pair: PairComparison;
}

/** The explanation of a scored candidate (built only for the ones returned). */
export function explanationOf(
  model: IdentifyModel,
  c: ScoredCandidate,
  ctx: ScoreContext,
): FieldExplanation[] {
  return scorePair(model, c.pair, ctx, true).fields;
}

export interface RowResult {
  /** Every compared candidate, best first. */
  candidates: ScoredCandidate[];
  /** What their weights were computed with (explanationOf). */
  context: ScoreContext;
  /** How many distinct people the keys brought (before the cut to MAX_COMPARED). */
  blocked: number;
}

/** Counted values read for a chunk: each value once, however many of its rows ask for it. */
class TermCounts {
  private readonly known = new Map<string, number>();
  constructor(private readonly storage: Storage) {}

  /** Reads, in one call, the values of these lists not read yet. */
  async load(lists: Iterable<Iterable<string>>): Promise<void> {
    const wanted = new Set<string>();
    for (const list of lists) for (const t of list) if (!this.known.has(t)) wanted.add(t);
    if (wanted.size === 0) return;
    const counts = await this.storage.identify.termCounts([...wanted].map(hashKey));
    for (const t of wanted) this.known.set(t, counts.get(hashKey(t)) ?? 0);
  }

  /** Copies these values (read before) into a row's own counts, as reading them alone would have. */
  fill(into: Map<string, number>, terms: Iterable<string>): void {
    for (const t of terms) if (!into.has(t)) into.set(t, this.known.get(t) ?? 0);
  }
}

/** What a row looks up and how it stands before its candidates are read. */
interface RowPlan {
  row: IdentifyRow;
  counts: Map<string, number>;
  urlOwner: number | null;
  lookup: RowKey[];
}

const nameTokens = (row: IdentifyRow) =>
  row.readings.flatMap((r) => [...r.given, ...r.surname]).filter((t) => t.length > 1);

/** The keys a row looks up: all its keys but a name token alone that too many people hold. */
function lookupKeys(row: IdentifyRow, domainCompanies: string[], counts: Map<string, number>): RowKey[] {
  const frequent = new Set(
    [...new Set(nameTokens(row))]
      .filter((t) => (counts.get(`gn|${t}`) ?? 0) + (counts.get(`sn|${t}`) ?? 0) > RARE_TOKEN)
      .map((t) => hashKey(`tk|${t}`)),
  );
  return rowKeys(row, domainCompanies).filter((k) => !frequent.has(k.hash));
}

/** Candidates by the keys they share with the row, the URL's owner first. */
function candidateIds(plan: RowPlan, people: Map<number, number[]>): { ids: number[]; blocked: number } {
  const rank = new Map<number, number>();
  for (const { hash, kind } of plan.lookup)
    for (const personId of people.get(hash) ?? [])
      rank.set(personId, (rank.get(personId) ?? 0) + KIND_WEIGHT[kind]);
  if (plan.urlOwner !== null) rank.set(plan.urlOwner, (rank.get(plan.urlOwner) ?? 0) + 1000);
  const ids = [...rank]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_COMPARED)
    .map(([id]) => id);
  return { ids, blocked: rank.size };
}

/** Each row's companies at its domain and its URL's owner; a domain asked by several rows is read once. */
async function rowPlans(
  storage: Storage,
  rows: readonly IdentifyRow[],
  terms: TermCounts,
): Promise<RowPlan[]> {
  const atDomain = new Map<string, Promise<string[]>>();
  const companiesAt = (domain: string) => {
    let names = atDomain.get(domain);
    if (!names) {
      names = storage.identify.companiesAtDomain(domain, 5).then((found) => found.map(companyKey));
      atDomain.set(domain, names);
    }
    return names;
  };
  const looked = await Promise.all(
    rows.map((row) =>
      Promise.all([
        row.company?.domain ? companiesAt(row.company.domain) : Promise.resolve([]),
        row.input.profile_url ? storage.people.findIdByUrl(row.input.profile_url) : Promise.resolve(null),
      ]),
    ),
  );
  const wanted = rows.map((row, i) => [
    ...rowTerms(row, looked[i]?.[0] ?? []),
    ...nameTokens(row).flatMap((t) => [`gn|${t}`, `sn|${t}`]),
  ]);
  await terms.load(wanted);
  return rows.map((row, i) => {
    const [domainCompanies, urlOwner] = looked[i] as [string[], number | null];
    const counts = new Map<string, number>();
    terms.fill(counts, wanted[i] as string[]);
    return { row, counts, urlOwner, lookup: lookupKeys(row, domainCompanies, counts) };
  });
}

/** The people holding each key any of the rows looks up: one read for them all. */
async function keyHolders(storage: Storage, plans: readonly RowPlan[]): Promise<Map<number, number[]>> {
  const keys = [...new Set(plans.flatMap((p) => p.lookup.map((k) => k.hash)))];
  const holders = new Map<number, number[]>();
  for (const { key, personId } of await storage.identify.candidates(keys, PER_KEY)) {
    const list = holders.get(key);
    if (list) list.push(personId);
    else holders.set(key, [personId]);
  }
  return holders;
}

/** Rows matched together (a chunk): results in the rows' order, each as matchRow gives it. */
export async function matchRows(
  storage: Storage,
  model: IdentifyModel,
  rows: readonly IdentifyRow[],
  people: number,
): Promise<RowResult[]> {
  const terms = new TermCounts(storage);
  const plans = await rowPlans(storage, rows, terms);
  const holders = await keyHolders(storage, plans);
  const chosen = plans.map((plan) => candidateIds(plan, holders));
  // Each profile parsed once however many of the chunk's rows compare it (nothing changes a profile).
  const stored = new Map<number, IdentifyProfile>();
  for (const [id, text] of await storage.identify.profiles([...new Set(chosen.flatMap((c) => c.ids))]))
    stored.set(id, JSON.parse(text) as IdentifyProfile);
  const scoring = plans.map((plan, i) => {
    const { ids } = chosen[i] as { ids: number[] };
    const ctx: ScoreContext = { counts: plan.counts, urlOwner: plan.urlOwner, people };
    const pairs = ids.flatMap((id) => {
      const profile = stored.get(id);
      if (!profile) return [];
      return [{ id, profile, pair: comparePair(plan.row, profile, id, plan.urlOwner) }];
    });
    const score = () => pairs.map((p) => ({ ...p, ...scorePair(model, p.pair, ctx) }));
    return { ctx, score, scored: score() };
  });
  // Values the row did not name but a candidate agreed on (a company by its domain): their counts, then again.
  const missing = scoring.map((s) => s.scored.flatMap((c) => c.terms).filter((t) => !s.ctx.counts.has(t)));
  await terms.load(missing);
  return scoring.map((s, i) => {
    const extra = missing[i] as string[];
    if (extra.length) {
      terms.fill(s.ctx.counts as Map<string, number>, extra);
      s.scored = s.score();
    }
    const post = posteriors(
      model,
      s.scored.map((c) => c.logBF),
      people,
    );
    const candidates = s.scored
      .map((c, j) => ({ ...c, personId: c.id, score: post[j] ?? 0 }))
      .sort((a, b) => b.score - a.score || b.logBF - a.logBF);
    return { candidates, blocked: (chosen[i] as { blocked: number }).blocked, context: s.ctx };
  });
}

/** One row against the index (POST /api/identify). */
export async function matchRow(
  storage: Storage,
  model: IdentifyModel,
  row: IdentifyRow,
  people: number,
): Promise<RowResult> {
  return (await matchRows(storage, model, [row], people))[0] as RowResult;
}
