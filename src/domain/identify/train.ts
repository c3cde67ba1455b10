/**
 * Learning the model from the operator's own data, the Splink way (docs/identify.md, "Training"):
 *
 * - u, the probability that someone else's profile agrees at a level, from random pairs of stored
 *   people (Splink's estimate_u_using_random_sampling): almost every random pair is two people.
 *   The term-frequency levels keep each level's share of the value's frequency.
 * - m, the probability that the right person's profile agrees at a level, and rho, how often a row's
 *   person is stored at all, by expectation-maximisation over rows the store was asked to identify
 *   and the candidates each row was compared with (kept by ./service.ts), u held fixed as Splink holds it.
 *   One row has at most one right person, so the E step shares a row's probability between its
 *   candidates and "nobody stored" (the same posterior the scores are).
 */
import type { Storage } from "../storage/index.ts";
import { COMPARISON_INDEX, COMPARISONS, type Comparison } from "./comparisons.ts";
import type { RowResult } from "./match.ts";
import {
  comparePair,
  type IdentifyModel,
  levelsOf,
  MODEL_VERSION,
  startingM,
  untrainedModel,
} from "./model.ts";
import type { IdentifyProfile } from "./profile.ts";
import { type IdentifyRow, rowOfFolded } from "./row.ts";

const bump = (list: number[], at: number, by: number) => {
  list[at] = (list[at] ?? 0) + by;
};

/** Profiles sampled for u, and random pairs drawn among them. */
const U_PROFILES = 3000;
const U_PAIRS = 60_000;

/** A row as a profile would fill it in: its current employer, city, first email and phone. */
export function rowOfProfile(p: IdentifyProfile): IdentifyRow {
  const current = p.c[0];
  return rowOfFolded({
    given: p.g[0] ?? "",
    surname: p.s,
    company: current ? { key: current[0], written: current[1], domain: current[2] } : null,
    title: p.t[0] ?? null,
    place: p.p.city || p.p.iso2 ? { ...p.p, written: [p.p.city, p.p.iso2].filter(Boolean).join(", ") } : null,
    email: p.e[0] ?? null,
    phone: p.ph[0] ?? null,
    url: null,
    school: p.sc[0] ?? null,
  });
}

/** Random stored profiles (their JSON text): a run of consecutive ids from each of many random starting points. */
export async function sampleProfiles(
  storage: Storage,
  count: number,
  random: () => number,
): Promise<string[]> {
  const { maxId, people } = await storage.identify.stats();
  if (people === 0) return [];
  const runs = Math.min(100, Math.max(1, Math.ceil(count / 20)));
  const seen = new Map<number, string>();
  for (let i = 0; i < runs && seen.size < count; i++) {
    const from = 1 + Math.floor(random() * maxId);
    let rows = await storage.identify.sample(from, Math.ceil(count / runs));
    if (rows.length === 0) rows = await storage.identify.sample(0, Math.ceil(count / runs));
    for (const r of rows) seen.set(r.personId, r.profile);
  }
  return [...seen.values()];
}

/** u per level from random pairs (and each term-frequency level's share of its value's frequency). */
export function estimateU(
  profiles: readonly IdentifyProfile[],
  people: number,
  random: () => number,
  pairs = U_PAIRS,
): Pick<IdentifyModel, "u" | "tfShare" | "uPairs"> {
  const counts = COMPARISONS.map((c) => c.levels.map(() => 0));
  const rows = profiles.map(rowOfProfile);
  let drawn = 0;
  for (let n = 0; n < pairs && profiles.length > 1; n++) {
    const i = Math.floor(random() * profiles.length);
    const j = Math.floor(random() * profiles.length);
    if (i === j) continue;
    const levels = levelsOf(comparePair(rows[i] as IdentifyRow, profiles[j] as IdentifyProfile, -1, null));
    levels.forEach((l, c) => {
      if (l >= 0) bump(counts[c] as number[], l, 1);
    });
    drawn++;
  }
  const floor = 1 / Math.max(10, people);
  const u = counts.map((levels) => {
    const total = levels.reduce((a, b) => a + b, 0);
    if (total === 0) return levels.map((_, i) => (i === levels.length - 1 ? 1 : floor));
    return levels.map((k) => Math.max(floor, k / total));
  });
  // Levels that split one frequency split it as they split u (exact and transliterated spellings).
  const tfShare = COMPARISONS.map((c: Comparison, ci) => {
    const split = c.levels.map((l) => (c.tfSplit ?? []).includes(l));
    const levelsU = u[ci] as number[];
    const sum = levelsU.reduce((a, y, j) => a + (split[j] ? y : 0), 0);
    return levelsU.map((x, i) => (split[i] && sum > 0 ? x / sum : 1));
  });
  return { u, tfShare, uPairs: drawn };
}

/** One row's candidates as EM sees them: each candidate's levels and the log of its u product. */
export interface SampleRow {
  /** Stored people when the row was scored. */
  n: number;
  c: { l: number[]; u: number }[];
}

/** Candidates of a row kept for EM (the rest hold next to no probability). */
const SAMPLE_CANDIDATES = 20;

/** What a row was compared with, as EM keeps it (levels and u, nothing personal); null when it had no candidates. */
export function sampleOf(result: RowResult, people: number): SampleRow | null {
  if (result.candidates.length === 0) return null;
  return {
    n: people,
    c: result.candidates.slice(0, SAMPLE_CANDIDATES).map((c) => ({ l: c.levels, u: c.logU })),
  };
}

const ITERATIONS = 40;
/** Pseudo-counts: each level starts with a little of the starting m, rho with a flat prior. */
const PRIOR_WEIGHT = 2;

/**
 * How often the right person's first name disagrees outright (a different name, or only the same
 * initial) is learned from the rows an identifier settles (an email, phone or profile URL agreeing
 * exactly), as Splink learns a comparison's m in a training session blocked on other fields. Over
 * all rows EM cannot learn it: a row about someone not stored who shares a stored person's surname
 * and employer (a relative, a namesake colleague) looks like a misspelt first name, EM credits it
 * to the stored person, the disagreement's m grows, and the next such row scores higher still.
 * The agreeing levels keep their shares from EM over all rows.
 */
const SETTLED_BY = ["email", "phone", "profile_url"].map((n) => COMPARISON_INDEX[n as "email"]);
const DISAGREEING = { ci: COMPARISON_INDEX.first_name, levels: ["same_initial", "different"] } as const;
/** Settled rows needed before their share replaces EM's. */
const MIN_SETTLED = 30;

function settledShare(
  m: number[][],
  settled: { rows: number; counts: number[] },
  start: number[][],
): number[][] {
  if (settled.rows < MIN_SETTLED) return m;
  const c = COMPARISONS[DISAGREEING.ci] as Comparison;
  const levels = DISAGREEING.levels.map((l) => c.levels.indexOf(l));
  const startRow = start[DISAGREEING.ci] as number[];
  const total = settled.counts.reduce((a, b) => a + b, 0) + PRIOR_WEIGHT;
  const share = new Map(
    levels.map((l) => [l, ((settled.counts[l] ?? 0) + PRIOR_WEIGHT * (startRow[l] ?? 0)) / total]),
  );
  const disagree = [...share.values()].reduce((a, b) => a + b, 0);
  const row = m[DISAGREEING.ci] as number[];
  const agreeEm = row.reduce((a, x, i) => (share.has(i) ? a : a + x), 0);
  const next = row.map((x, i) => share.get(i) ?? (agreeEm > 0 ? (x / agreeEm) * (1 - disagree) : x));
  return m.map((l, ci) => (ci === DISAGREEING.ci ? next : l));
}

/**
 * The kept rows as EM's iterations read them, packed once: every candidate's levels in one flat
 * array, its log u in another, and per row where its candidates start, log(max(1, n)) and whether an
 * identifier settled it. Forty iterations over up to 10,000 rows of 20 candidates re-derived all of
 * this from the objects each time, and took a logarithm per candidate and comparison; the logs of m
 * are now one small table an iteration (the same values, added in the same order).
 */
interface PackedRows {
  /** Comparisons per candidate (the longest level list kept). */
  width: number;
  /** Row r's candidates are start[r] .. start[r + 1] - 1. */
  start: Int32Array;
  logN: Float64Array;
  settled: Uint8Array;
  /** Candidate k's level of comparison ci at k * width + ci; -1 when not compared. */
  levels: Int8Array;
  logU: Float64Array;
  /** The highest level seen per comparison (the size of each iteration's table of log m). */
  top: number[];
}

function packRows(rows: readonly SampleRow[]): PackedRows {
  let width = 0;
  let total = 0;
  for (const row of rows) {
    total += row.c.length;
    for (const c of row.c) width = Math.max(width, c.l.length);
  }
  const packed: PackedRows = {
    width,
    start: new Int32Array(rows.length + 1),
    logN: new Float64Array(rows.length),
    settled: new Uint8Array(rows.length),
    levels: new Int8Array(total * width).fill(-1),
    logU: new Float64Array(total),
    top: Array.from({ length: width }, () => -1),
  };
  let k = 0;
  rows.forEach((row, r) => {
    packed.start[r] = k;
    packed.logN[r] = Math.log(Math.max(1, row.n));
    packed.settled[r] = row.c.some((c) => SETTLED_BY.some((ci) => c.l[ci] === 0)) ? 1 : 0;
    for (const c of row.c) {
      c.l.forEach((l, ci) => {
        packed.levels[k * width + ci] = l;
        if (l > (packed.top[ci] as number)) packed.top[ci] = l;
      });
      packed.logU[k] = c.u;
      k++;
    }
  });
  packed.start[rows.length] = k;
  return packed;
}

/**
 * m and rho by expectation-maximisation over what rows were compared with, u fixed. Returns the
 * model with them replaced (unchanged when there are no rows).
 */
export function estimateM(model: IdentifyModel, rows: readonly SampleRow[], at: string): IdentifyModel {
  if (rows.length === 0) return model;
  const start = startingM();
  const packed = packRows(rows);
  const { width, levels, logU } = packed;
  let m = model.em ? model.m.map((l) => [...l]) : start.map((l) => [...l]);
  let rho = model.em ? model.rho : 0.5;
  let iterations = 0;
  const candidates = packed.start[rows.length] as number;
  let ws = new Float64Array(0);
  for (; iterations < ITERATIONS; iterations++) {
    const logM = packed.top.map((highest, ci) =>
      Float64Array.from({ length: highest + 1 }, (_, l) => Math.log(m[ci]?.[l] ?? 1e-9)),
    );
    const counts = start.map((levels) => levels.map((p) => p * PRIOR_WEIGHT));
    const settled = { rows: 0, counts: (start[DISAGREEING.ci] as number[]).map(() => 0) };
    let matched = 1;
    const clamped = Math.min(0.999, Math.max(0.001, rho));
    const odds = Math.log(clamped / (1 - clamped));
    for (let r = 0; r < rows.length; r++) {
      const from = packed.start[r] as number;
      const to = packed.start[r + 1] as number;
      const prior = odds - (packed.logN[r] as number);
      if (ws.length < to - from) ws = new Float64Array(to - from);
      let top = 0;
      for (let k = from; k < to; k++) {
        let s = -(logU[k] as number);
        for (let ci = 0; ci < width; ci++) {
          const l = levels[k * width + ci] as number;
          if (l >= 0) s += (logM[ci] as Float64Array)[l] as number;
        }
        const w = s + prior;
        ws[k - from] = w;
        if (w > top) top = w;
      }
      let sum = 0;
      for (let j = 0; j < to - from; j++) {
        const w = Math.exp((ws[j] as number) - top);
        ws[j] = w;
        sum += w;
      }
      const total = Math.exp(-top) + sum;
      const isSettled = packed.settled[r] === 1;
      if (isSettled) settled.rows++;
      for (let k = from; k < to; k++) {
        const p = (ws[k - from] as number) / total;
        matched += p;
        for (let ci = 0; ci < width; ci++) {
          const l = levels[k * width + ci] as number;
          if (l >= 0) bump(counts[ci] as number[], l, p);
        }
        const first = levels[k * width + DISAGREEING.ci] as number;
        if (isSettled && first >= 0) bump(settled.counts, first, p);
      }
    }
    const next = settledShare(
      counts.map((levels) => {
        const sum = levels.reduce((a, b) => a + b, 0);
        return levels.map((k) => k / sum);
      }),
      settled,
      start,
    );
    const nextRho = matched / (rows.length + 2);
    const moved = Math.max(
      Math.abs(nextRho - rho),
      ...next.flatMap((l, ci) => l.map((x, i) => Math.abs(x - (m[ci]?.[i] ?? 0)))),
    );
    m = next;
    rho = nextRho;
    if (moved < 1e-5) break;
  }
  return {
    ...model,
    version: MODEL_VERSION,
    m,
    rho,
    em: { rows: rows.length, candidates, iterations: iterations + 1, at },
  };
}

/** A seeded random source (mulberry32), so a training run can be repeated. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * u of the identifier comparisons (email, phone, profile URL) over every pair of stored people, not
 * a sample: they agree by chance so rarely that no affordable sample sees it. Pairs of different
 * people sharing one are counted in the whole store (none share a profile URL), half a pair added
 * so that never seen is not impossible.
 */
export function identifierU(
  shared: { email: number; phone: number },
  people: number,
): Record<"email" | "phone" | "profile_url", number> {
  const pairs = Math.max(1, (people * (people - 1)) / 2);
  return {
    email: (shared.email + 0.5) / pairs,
    phone: (shared.phone + 0.5) / pairs,
    profile_url: 0.5 / pairs,
  };
}

/** How u is estimated from sampled profiles: in-process by default, on a thread by ./service.ts (./fitter.ts). */
export type EstimateU = (
  profiles: string[],
  people: number,
  seed: number,
) => Promise<Pick<IdentifyModel, "u" | "tfShare" | "uPairs">>;

const estimateHere: EstimateU = async (profiles, people, seed) =>
  estimateU(
    profiles.map((p) => JSON.parse(p) as IdentifyProfile),
    people,
    seededRandom(seed),
  );

/** u from the store, m and rho kept from `previous` (or starting values): the model a fresh index gets. */
export async function trainU(
  storage: Storage,
  previous: IdentifyModel | null,
  now: Date,
  estimate: EstimateU = estimateHere,
  seed = 47,
): Promise<IdentifyModel> {
  const random = seededRandom(seed);
  const { people } = await storage.identify.stats();
  const profiles = await sampleProfiles(storage, U_PROFILES, random);
  const base = previous ?? untrainedModel(people);
  const estimated = await estimate(profiles, people, seed + 1);
  const exact = identifierU(await storage.identify.sharedContacts(), people);
  for (const name of ["email", "phone", "profile_url"] as const) {
    const ci = COMPARISON_INDEX[name];
    estimated.u[ci] = [exact[name], 1 - exact[name]];
  }
  return { ...base, version: MODEL_VERSION, people, trainedAt: now.toISOString(), ...estimated };
}
