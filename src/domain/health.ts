/**
 * What /health and /readyz report: whether the database answers, where rate-limit decisions come
 * from now, how many people and companies are stored. Plain domain code over the storage and the
 * limiter; the routes choose the status code and the format writes the body.
 */
import type { RateLimiter, RateLimiterHealth } from "./billing/rate-limiter.ts";
import type { Storage } from "./storage/index.ts";

export interface Readiness {
  /** SIGTERM came: traffic should go elsewhere. */
  draining: boolean;
  /** The database answers (it was migrated when it was opened). */
  database: boolean;
  limiter: RateLimiterHealth;
  /**
   * What a search needs is loaded (./search/warm.ts; with workers, in every worker). Until then a
   * search is answered, only slower: not ready, so that a load balancer waits.
   */
  warm: boolean;
  /** Usable: warm, the database answers and the rate limiter answers (from its store or its fallback). */
  usable: boolean;
}

/** A limiter without a shared store answers from memory, always. */
const MEMORY: RateLimiterHealth = { store: "memory", serving: "store", fallback: "none", since: null };

/**
 * /readyz answers within a second in every state, so a load balancer can act on it: a database that
 * does not answer the ping within this long is not ready. As long as fits in that second with room
 * for the rest of the answer: a busy but working database (a ping of a few hundred ms on a loaded
 * host) must not be reported as gone.
 */
export const READY_PING_MS = 800;

/**
 * The ping with its deadline. A probe that arrives while a ping is still out waits for that same
 * ping, so a stalled database gets one ping, not one per probe.
 */
function boundedPing(ping: () => Promise<boolean>): () => Promise<boolean> {
  let pending: Promise<boolean> | null = null;
  return async () => {
    pending ??= ping()
      .catch(() => false)
      .finally(() => {
        pending = null;
      });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), READY_PING_MS);
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Readiness as /readyz reports it: one shared, bounded ping per probe wave. */
export function createReadinessCheck(
  storage: Storage,
  limiter: RateLimiter,
): (draining: boolean, warm: boolean) => Promise<Readiness> {
  const ping = boundedPing(() => storage.ping());
  return async (draining, warm) => {
    const database = await ping();
    const health = limiter.health?.() ?? MEMORY;
    return {
      draining,
      database,
      limiter: health,
      warm,
      usable: warm && database && health.serving !== "none",
    };
  };
}

/** The database's state and the counts; null when the database could not be read. */
export type ServiceHealth = { database: boolean; people: number; companies: number } | null;

/**
 * Counting whole tables is not free at a hundred million rows: a load balancer probing every
 * second would keep the database busy. The ping runs on every probe; the counts are remembered for
 * this long.
 */
const COUNTS_TTL_MS = 10_000;

/** The health check of one listener, remembering its counts (COUNTS_TTL_MS). */
export function createHealthCheck(storage: Storage): () => Promise<ServiceHealth> {
  let counts: { at: number; people: number; companies: number } | null = null;
  const currentCounts = async () => {
    if (counts === null || Date.now() - counts.at > COUNTS_TTL_MS) {
      const [people, companies] = await Promise.all([storage.people.count(), storage.companies.count()]);
      counts = { at: Date.now(), people, companies };
    }
    return counts;
  };
  return async () => {
    try {
      const [database, { people, companies }] = await Promise.all([storage.ping(), currentCounts()]);
      return { database, people, companies };
    } catch {
      return null;
    }
  };
}
