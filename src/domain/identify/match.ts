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
import type { IdentifyReads, IdentifyRepository, LookupKey } from "../storage/index.ts";
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
/** The owner of a row's profile URL comes first whatever its keys. */
const OWNER_WEIGHT = 1000;

export interface ScoredCandidate extends PairScore {
  personId: number;
  /** Whether the person's identifiers are on the suppression list, when the index read said (else unknown). */
  suppressed?: boolean;
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
  constructor(private readonly storage: IdentifyReads) {}

  /** Reads, in one call, the values of these lists not read yet. */
  async load(lists: Iterable<Iterable<string>>): Promise<void> {
    const wanted = new Set<string>();
    for (const list of lists) for (const t of list) if (!this.known.has(t)) wanted.add(t);
    if (wanted.size === 0) return;
    const counts = await this.storage.identify.termCounts([...wanted].map(hashKey));
    for (const t of wanted) this.known.set(t, counts.get(hashKey(t)) ?? 0);
  }

  /** Takes these values' counts as read elsewhere (absent: none), as load would have. */
  know(terms: readonly string[], counts: Map<number, number>): void {
    for (const t of terms) this.known.set(t, counts.get(hashKey(t)) ?? 0);
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
}

/** A row's lookups before the index: its companies at its domain, its URL's owner, the values it counts. */
interface RowAsk {
  row: IdentifyRow;
  domainCompanies: string[];
  urlOwner: number | null;
  wanted: string[];
}

/** What a chunk read from the index: each row's plan and candidates, their profiles. */
interface ChunkRead {
  plans: RowPlan[];
  chosen: { ids: number[]; blocked: number }[];
  stored: Map<number, IdentifyProfile>;
  /** Candidates on the suppression list, when the read checked them (IdentifyRepository.profilesChecked). */
  suppressed: Set<number> | null;
  /** Whether anyone was due for indexing at the read (known only to combined reads). */
  due: boolean;
}

const nameTokens = (row: IdentifyRow) =>
  row.readings.flatMap((r) => [...r.given, ...r.surname]).filter((t) => t.length > 1);

/** Whether a name token is held by too many people to be looked up alone. */
const frequentToken = (t: string, counts: Map<string, number>) =>
  (counts.get(`gn|${t}`) ?? 0) + (counts.get(`sn|${t}`) ?? 0) > RARE_TOKEN;

/** The keys a row looks up: all its keys but a name token alone that too many people hold. */
function lookupKeys(ask: RowAsk, counts: Map<string, number>): RowKey[] {
  const frequent = new Set(
    [...new Set(nameTokens(ask.row))].filter((t) => frequentToken(t, counts)).map((t) => hashKey(`tk|${t}`)),
  );
  return rowKeys(ask.row, ask.domainCompanies).filter((k) => !frequent.has(k.hash));
}

/** Candidates by the keys they share with the row, the URL's owner first. */
function candidateIds(
  lookup: readonly RowKey[],
  urlOwner: number | null,
  people: Map<number, number[]>,
): { ids: number[]; blocked: number } {
  const rank = new Map<number, number>();
  for (const { hash, kind } of lookup)
    for (const personId of people.get(hash) ?? [])
      rank.set(personId, (rank.get(personId) ?? 0) + KIND_WEIGHT[kind]);
  if (urlOwner !== null) rank.set(urlOwner, (rank.get(urlOwner) ?? 0) + OWNER_WEIGHT);
  const ids = [...rank]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_COMPARED)
    .map(([id]) => id);
  return { ids, blocked: rank.size };
}

/** Each row's companies at its domain and its URL's owner; a domain asked by several rows is read once. */
async function rowAsks(storage: IdentifyReads, rows: readonly IdentifyRow[]): Promise<RowAsk[]> {
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
  return rows.map((row, i) => {
    const [domainCompanies, urlOwner] = looked[i] as [string[], number | null];
    const wanted = [
      ...rowTerms(row, domainCompanies),
      ...nameTokens(row).flatMap((t) => [`gn|${t}`, `sn|${t}`]),
    ];
    return { row, domainCompanies, urlOwner, wanted };
  });
}

/** Each key's people, as read. */
function holdersOf(read: readonly { key: number; personId: number }[]): Map<number, number[]> {
  const holders = new Map<number, number[]>();
  for (const { key, personId } of read) {
    const list = holders.get(key);
    if (list) list.push(personId);
    else holders.set(key, [personId]);
  }
  return holders;
}

const planOf = (ask: RowAsk, terms: TermCounts): RowPlan => {
  const counts = new Map<string, number>();
  terms.fill(counts, ask.wanted);
  return { row: ask.row, counts, urlOwner: ask.urlOwner };
};

const parsed = (profiles: Map<number, string>) =>
  new Map([...profiles].map(([id, text]) => [id, JSON.parse(text) as IdentifyProfile]));

/** The chunk's reads call by call: counts, then the keys' people (ranked here), then profiles. */
async function readByCalls(
  storage: IdentifyReads,
  asks: readonly RowAsk[],
  terms: TermCounts,
): Promise<ChunkRead> {
  await terms.load(asks.map((a) => a.wanted));
  const plans = asks.map((ask) => planOf(ask, terms));
  const lookups = asks.map((ask, i) => lookupKeys(ask, (plans[i] as RowPlan).counts));
  const keys = [...new Set(lookups.flatMap((l) => l.map((k) => k.hash)))];
  const holders = holdersOf(await storage.identify.candidates(keys, PER_KEY));
  const chosen = asks.map((ask, i) => candidateIds(lookups[i] as RowKey[], ask.urlOwner, holders));
  // Each profile parsed once however many of the chunk's rows compare it (nothing changes a profile).
  const stored = parsed(await storage.identify.profiles([...new Set(chosen.flatMap((c) => c.ids))]));
  return { plans, chosen, stored, suppressed: null, due: false };
}

/**
 * The same reads in two statements (IdentifyRepository.keysAndCounts, profilesChecked): the due
 * check, counts and keys' people (a key the engine drops by its guard is the key lookupKeys drops
 * from the same counts), ranked here as call by call, then the chosen profiles with their
 * suppression flags.
 */
async function readInTwo(
  identify: Required<Pick<IdentifyRepository, "keysAndCounts" | "profilesChecked">>,
  asks: readonly RowAsk[],
  terms: TermCounts,
): Promise<ChunkRead> {
  const wanted = [...new Set(asks.flatMap((a) => a.wanted))];
  const keys = new Map<number, LookupKey>();
  for (const ask of asks) {
    const guards = new Map(
      nameTokens(ask.row).map((t) => [hashKey(`tk|${t}`), [hashKey(`gn|${t}`), hashKey(`sn|${t}`)] as const]),
    );
    for (const k of rowKeys(ask.row, ask.domainCompanies))
      keys.set(k.hash, { hash: k.hash, guard: guards.get(k.hash) ?? null });
  }
  // One row (readsCombined): its candidates' profiles come with the first read when they are few.
  const owner = asks.length === 1 ? (asks[0]?.urlOwner ?? null) : null;
  const answer = await identify.keysAndCounts({
    terms: wanted.map(hashKey),
    keys: [...keys.values()],
    perKey: PER_KEY,
    rare: RARE_TOKEN,
    ...(asks.length === 1 ? { owner, profilesUpTo: MAX_COMPARED } : {}),
  });
  terms.know(wanted, answer.counts);
  const plans = asks.map((ask) => planOf(ask, terms));
  const holders = holdersOf(answer.holders);
  const chosen = asks.map((ask, i) =>
    candidateIds(lookupKeys(ask, (plans[i] as RowPlan).counts), ask.urlOwner, holders),
  );
  const stored = new Map<number, IdentifyProfile>();
  const suppressed = new Set<number>();
  // Every chosen candidate is a holder or the owner: when those came with their profiles, nothing more to read.
  const ids = [...new Set(chosen.flatMap((c) => c.ids))];
  for (const [id, p] of answer.profiles ?? (await identify.profilesChecked(ids))) {
    if (answer.profiles && !ids.includes(id)) continue;
    stored.set(id, JSON.parse(p.profile) as IdentifyProfile);
    if (p.suppressed) suppressed.add(id);
  }
  return { plans, chosen, stored, suppressed, due: answer.due };
}

/**
 * Whether these rows read the index in two combined statements: a single row (POST /api/identify,
 * the CLI), where the engine has them. A chunk of many rows already pays its few reads once for
 * all its rows (docs/identify.md, "One identify in two statements").
 */
export function readsCombined(storage: IdentifyReads, rows: readonly IdentifyRow[]): boolean {
  return (
    rows.length === 1 &&
    storage.identify.keysAndCounts !== undefined &&
    storage.identify.profilesChecked !== undefined
  );
}

/** A chunk's rows against the index, and whether anyone was due for indexing when it was read. */
export interface ChunkResult {
  results: RowResult[];
  due: boolean;
}

/**
 * Rows matched together (a chunk): results in the rows' order, each as matchRow gives it. Where the
 * engine reads a chunk in one statement its candidates carry whether they are suppressed.
 */
export async function matchChunk(
  storage: IdentifyReads,
  model: IdentifyModel,
  rows: readonly IdentifyRow[],
  people: number,
): Promise<ChunkResult> {
  const terms = new TermCounts(storage);
  const asks = await rowAsks(storage, rows);
  const { keysAndCounts, profilesChecked } = storage.identify;
  const read =
    readsCombined(storage, rows) && keysAndCounts && profilesChecked
      ? await readInTwo(
          {
            keysAndCounts: keysAndCounts.bind(storage.identify),
            profilesChecked: profilesChecked.bind(storage.identify),
          },
          asks,
          terms,
        )
      : await readByCalls(storage, asks, terms);
  const { plans, chosen, stored, suppressed } = read;
  const scoring = plans.map((plan, i) => {
    const { ids } = chosen[i] ?? { ids: [] };
    const ctx: ScoreContext = { counts: plan.counts, urlOwner: plan.urlOwner, people };
    const pairs = ids.flatMap((id) => {
      const profile = stored.get(id);
      if (!profile) return [];
      const flag = suppressed ? { suppressed: suppressed.has(id) } : {};
      return [{ id, profile, pair: comparePair(plan.row, profile, id, plan.urlOwner), ...flag }];
    });
    const score = () => pairs.map((p) => ({ ...p, ...scorePair(model, p.pair, ctx) }));
    return { ctx, score, scored: score() };
  });
  // Values the row did not name but a candidate agreed on (a company by its domain): their counts, then again.
  const missing = scoring.map((s) => s.scored.flatMap((c) => c.terms).filter((t) => !s.ctx.counts.has(t)));
  await terms.load(missing);
  const results = scoring.map((s, i) => {
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
  return { results, due: read.due };
}

/** Rows matched together (a chunk): results in the rows' order, each as matchRow gives it. */
export async function matchRows(
  storage: IdentifyReads,
  model: IdentifyModel,
  rows: readonly IdentifyRow[],
  people: number,
): Promise<RowResult[]> {
  return (await matchChunk(storage, model, rows, people)).results;
}

/** One row against the index (POST /api/identify). */
export async function matchRow(
  storage: IdentifyReads,
  model: IdentifyModel,
  row: IdentifyRow,
  people: number,
): Promise<RowResult> {
  return (await matchRows(storage, model, [row], people))[0] as RowResult;
}
