/**
 * One row against the index: its keys looked up (bounded per key), candidates ranked by the keys
 * they share with the row, the best ones compared field by field and scored (./model.ts).
 */
import type { Storage } from "../storage/index.ts";
import { type KeyKind, rowKeys, rowTerms } from "./blocking.ts";
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

async function counted(storage: Storage, terms: Iterable<string>, into: Map<string, number>) {
  const wanted = [...new Set(terms)].filter((t) => !into.has(t));
  if (wanted.length === 0) return;
  const counts = await storage.identify.termCounts(wanted.map(hashKey));
  for (const t of wanted) into.set(t, counts.get(hashKey(t)) ?? 0);
}

/** Candidates by the keys they share with the row, the URL's owner first. */
async function candidateIds(
  storage: Storage,
  row: IdentifyRow,
  domainCompanies: string[],
  counts: Map<string, number>,
  urlOwner: number | null,
): Promise<{ ids: number[]; blocked: number }> {
  const keys = rowKeys(row, domainCompanies);
  const tokens = new Set(row.readings.flatMap((r) => [...r.given, ...r.surname]).filter((t) => t.length > 1));
  const frequent = new Set(
    [...tokens]
      .filter((t) => (counts.get(`gn|${t}`) ?? 0) + (counts.get(`sn|${t}`) ?? 0) > RARE_TOKEN)
      .map((t) => hashKey(`tk|${t}`)),
  );
  const lookup = keys.filter((k) => !frequent.has(k.hash));
  const kindOf = new Map(lookup.map((k) => [k.hash, k.kind]));
  const found = await storage.identify.candidates(
    lookup.map((k) => k.hash),
    PER_KEY,
  );
  const rank = new Map<number, number>();
  for (const { key, personId } of found)
    rank.set(personId, (rank.get(personId) ?? 0) + KIND_WEIGHT[kindOf.get(key) ?? "tk"]);
  if (urlOwner !== null) rank.set(urlOwner, (rank.get(urlOwner) ?? 0) + 1000);
  const ids = [...rank]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_COMPARED)
    .map(([id]) => id);
  return { ids, blocked: rank.size };
}

export async function matchRow(
  storage: Storage,
  model: IdentifyModel,
  row: IdentifyRow,
  people: number,
): Promise<RowResult> {
  const [domainCompanies, urlOwner] = await Promise.all([
    row.company?.domain
      ? storage.identify.companiesAtDomain(row.company.domain, 5).then((names) => names.map(companyKey))
      : Promise.resolve([]),
    row.input.profile_url ? storage.people.findIdByUrl(row.input.profile_url) : Promise.resolve(null),
  ]);
  const counts = new Map<string, number>();
  const tokens = row.readings.flatMap((r) => [...r.given, ...r.surname]).filter((t) => t.length > 1);
  await counted(
    storage,
    [...rowTerms(row, domainCompanies), ...tokens.flatMap((t) => [`gn|${t}`, `sn|${t}`])],
    counts,
  );
  const { ids, blocked } = await candidateIds(storage, row, domainCompanies, counts, urlOwner);
  const stored = await storage.identify.profiles(ids);
  const profiles = ids.flatMap((id) => {
    const p = stored.get(id);
    return p ? [{ id, profile: JSON.parse(p) as IdentifyProfile }] : [];
  });
  const ctx: ScoreContext = { counts, urlOwner, people };
  const pairs = profiles.map(({ id, profile }) => ({
    id,
    profile,
    pair: comparePair(row, profile, id, urlOwner),
  }));
  const score = () => pairs.map((p) => ({ ...p, ...scorePair(model, p.pair, ctx) }));
  let scored = score();
  // Values the row did not name but a candidate agreed on (a company by its domain): their counts, then again.
  const missing = scored.flatMap((s) => s.terms).filter((t) => !counts.has(t));
  if (missing.length) {
    await counted(storage, missing, counts);
    scored = score();
  }
  const post = posteriors(
    model,
    scored.map((s) => s.logBF),
    people,
  );
  const candidates = scored
    .map((s, i) => ({ ...s, personId: s.id, score: post[i] ?? 0 }))
    .sort((a, b) => b.score - a.score || b.logBF - a.logBF);
  return { candidates, blocked, context: ctx };
}
