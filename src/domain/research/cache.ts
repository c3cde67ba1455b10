/**
 * Validated deep research results, kept by a normalised query signature so that a similar later
 * query (alternate variant) starts from what was already validated instead of judging the same
 * people again.
 *
 * Key: the plan's expression in a canonical form (token lists and parts sorted), the soft words
 * sorted, and the acceptance threshold: "Software Engineers in NYC", "SWE in New York City" and
 * "software engineers in nyc" share one entry; a different threshold does not. Lifetime: 1 hour
 * from when the entry was written, at most 500 entries per database, in memory (a restart empties
 * it). Charging is unaffected: a job delivering a cached profile still charges it, once per job.
 */
import { compilePlan, type PlanNode } from "../query/plan.ts";
import type { FacetExpr, Storage } from "../storage/index.ts";

export const CACHE_TTL_MS = 3600_000;
const MAX_ENTRIES = 500;

export interface CachedProfile {
  id: number;
  score: number;
  matched: string[];
}

interface Entry {
  at: number;
  profiles: CachedProfile[];
  /** Every candidate of the query was examined: searching again finds nothing new. */
  complete: boolean;
}
const caches = new WeakMap<Storage, Map<string, Entry>>();

/** An expression in a canonical form: token lists and the parts of AND / OR sorted. */
function canonical(e: FacetExpr): unknown {
  if ("tokens" in e) return { t: [...e.tokens].sort() };
  if ("words" in e) return { w: e.words.map((w) => w.toLowerCase()).sort() };
  if ("not" in e) return { n: canonical(e.not) };
  const parts = ("all" in e ? e.all : e.any).map((p) => JSON.stringify(canonical(p))).sort();
  return "all" in e ? { a: parts } : { o: parts };
}

export function querySignature(where: PlanNode, prefer: readonly string[], threshold: number): string {
  return JSON.stringify({
    plan: canonical(compilePlan(where)),
    prefer: [...prefer].map((k) => k.toLowerCase()).sort(),
    threshold,
  });
}

export function cachedProfiles(storage: Storage, signature: string, now = Date.now()): Entry | null {
  const entry = caches.get(storage)?.get(signature);
  if (!entry || now - entry.at > CACHE_TTL_MS) return null;
  return entry;
}

export function rememberProfiles(
  storage: Storage,
  signature: string,
  profiles: CachedProfile[],
  complete: boolean,
  now = Date.now(),
): void {
  let cache = caches.get(storage);
  if (!cache) {
    cache = new Map();
    caches.set(storage, cache);
  }
  cache.delete(signature);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(signature, { at: now, profiles, complete });
}
