/**
 * Associations learned from the operator's own data: which words of the profiles' own text (the
 * current title, the headline, the listed skills) go with which title families. A word the query
 * parser cannot place ("apps", "underwriting", "kubernetes") that strongly points at a family
 * becomes a weighted, explained preference (./answer.ts): never a filter.
 *
 * The model. People are read in id order (at most MAX_SCAN of them, spread over the whole table: a
 * sample bounded in time at any size). For each person, the set of distinct words W (folded, singular,
 * 3+ letters, not a stop word) and the set of families F of the current title. Counted: c(w) the
 * people holding w, c(f) the people holding f, c(w,f) both, N the people read. Kept: pairs with
 * support c(w,f) >= MIN_SUPPORT, share P(f|w) = c(w,f)/c(w) >= MIN_SHARE and pointwise mutual
 * information PMI = log(N c(w,f) / (c(w) c(f))) >= MIN_PMI, the MAX_PER_WORD best per word by
 * share, the MAX_ENTRIES best overall by support. Counting memory is bounded too: when more than
 * MAX_WORDS distinct words (or MAX_PAIRS pairs) are held, those seen once are dropped.
 *
 * Domain code on purpose: both engines hand the same rows, so the table is the same on both; it is
 * stored as one meta value per facet version and people count, and read into memory once.
 */
import { Lease, runOrAwait } from "../lease.ts";
import { classifyTitle } from "../query/classify-title.ts";
import { words } from "../query/text.ts";
import type { PersonText, Storage } from "../storage/index.ts";
import { FACETS_VERSION, facet } from "./facets.ts";

export const MAX_SCAN = 200_000;
export const MIN_SUPPORT = 15;
export const MIN_SHARE = 0.3;
export const MIN_PMI = Math.log(3);
export const MAX_PER_WORD = 3;
export const MAX_ENTRIES = 20_000;
const MAX_WORDS = 300_000;
const MAX_PAIRS = 1_000_000;
const BATCH = 2000;
const SAMPLE_RUNS = 100;

/** Words too common in any text to say anything about a role (not tuned on any query set). */
const STOP = new Set(
  "the and for with from into over our your their this that who what are was were has have had not but all any can will about more most at in on of to by as an or be is it we you my me us".split(
    " ",
  ),
);

export interface Association {
  word: string;
  /** The facet token (a title family) the word points at, and its name. */
  facet: string;
  label: string;
  /** P(family | word): the share of people holding the word whose title is in the family. */
  share: number;
  pmi: number;
  /** People holding both. */
  support: number;
}

export interface AssociationTable {
  version: number;
  /** People in the database when it was built, and people read. */
  people: number;
  scanned: number;
  builtMs: number;
  entries: Association[];
}

/** The words of a person's own text that associations count. */
export function personWords(p: PersonText): Set<string> {
  const text = [p.title ?? "", p.headline ?? "", ...p.skills].join(" ");
  return new Set(words(text).filter((w) => w.length >= 3 && !STOP.has(w) && !/^\d+$/.test(w)));
}

/** The title families of a person's current title. */
export function personFamilies(p: PersonText): Map<string, string> {
  const t = classifyTitle(p.title);
  const names = [...(t.base?.family ? [t.base.family] : []), ...t.families];
  return new Map(names.map((n) => [facet.family(n), n]));
}

/** Drops the keys counted once when a map grows past its bound. */
function prune(counts: Map<string, number>, bound: number) {
  if (counts.size <= bound) return;
  for (const [k, n] of counts) if (n <= 1) counts.delete(k);
}

export class AssociationMiner {
  private readonly wordCount = new Map<string, number>();
  private readonly familyCount = new Map<string, number>();
  private readonly labels = new Map<string, string>();
  private readonly pairCount = new Map<string, number>();
  scanned = 0;

  add(p: PersonText) {
    this.scanned++;
    const ws = personWords(p);
    const fs = personFamilies(p);
    for (const w of ws) this.wordCount.set(w, (this.wordCount.get(w) ?? 0) + 1);
    for (const [f, name] of fs) {
      this.familyCount.set(f, (this.familyCount.get(f) ?? 0) + 1);
      this.labels.set(f, name);
      for (const w of ws) {
        const key = `${w}\t${f}`;
        this.pairCount.set(key, (this.pairCount.get(key) ?? 0) + 1);
      }
    }
    prune(this.wordCount, MAX_WORDS);
    prune(this.pairCount, MAX_PAIRS);
  }

  table(people: number, builtMs: number): AssociationTable {
    const n = this.scanned;
    const byWord = new Map<string, Association[]>();
    for (const [key, support] of this.pairCount) {
      if (support < MIN_SUPPORT) continue;
      const [word, f] = key.split("\t") as [string, string];
      const cw = this.wordCount.get(word) ?? support;
      const cf = this.familyCount.get(f) ?? support;
      const share = support / cw;
      const pmi = Math.log((n * support) / (cw * cf));
      if (share < MIN_SHARE || pmi < MIN_PMI) continue;
      const list = byWord.get(word) ?? [];
      list.push({
        word,
        facet: f,
        label: this.labels.get(f) ?? f,
        share: round(share),
        pmi: round(pmi),
        support,
      });
      byWord.set(word, list);
    }
    const entries = [...byWord.values()]
      .flatMap((list) =>
        list.sort((a, b) => b.share - a.share || a.facet.localeCompare(b.facet)).slice(0, MAX_PER_WORD),
      )
      .sort((a, b) => b.support - a.support || a.word.localeCompare(b.word) || a.facet.localeCompare(b.facet))
      .slice(0, MAX_ENTRIES);
    return { version: FACETS_VERSION, people, scanned: n, builtMs, entries };
  }
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The lease of the one process building the table (a build renews it as it reads people). */
const BUILD_LEASE = "associations_build_lease";
const BUILD_LEASE_MS = 60_000;
/** How often a process waiting for another's build looks for the stored table. */
const BUILT_ELSEWHERE_POLL_MS = 1000;

export const associationsKey = () => `associations.v${FACETS_VERSION}`;

/**
 * Mines the table from the stored people and stores it. Up to MAX_SCAN people everyone is read; above
 * that, SAMPLE_RUNS runs of consecutive people spread evenly over the ids, so that the sample covers every
 * load (vendors' dumps and refreshes arrive in id order) rather than the first ones.
 */
export async function buildAssociations(
  storage: Storage,
  onProgress?: (n: number) => void,
  maxScan = MAX_SCAN,
  keepOn?: () => Promise<boolean>,
): Promise<AssociationTable> {
  const started = performance.now();
  const people = await storage.people.count();
  const miner = new AssociationMiner();
  const sampled = people > maxScan;
  const top = sampled ? await storage.people.maxId() : 0;
  const runs = sampled ? SAMPLE_RUNS : 1;
  for (let run = 0; run < runs && miner.scanned < maxScan; run++) {
    let after = sampled ? Math.floor((run * top) / runs) : 0;
    const quota = sampled ? Math.ceil(maxScan / runs) : maxScan;
    let taken = 0;
    while (taken < quota) {
      // Asked before each batch: false when the build's lease was lost or the process is stopping.
      if (keepOn && !(await keepOn())) throw new BuildStopped();
      const batch = await storage.people.scanTexts(after, Math.min(BATCH, quota - taken));
      if (!batch.length) break;
      for (const p of batch) miner.add(p);
      taken += batch.length;
      after = (batch[batch.length - 1] as PersonText).id;
      onProgress?.(miner.scanned);
      // A turn of the event loop between batches: on SQLite reads resolve at once, and a build in
      // the background held every request until it was done.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const table = miner.table(people, Math.round(performance.now() - started));
  await storage.meta.set(associationsKey(), JSON.stringify(table));
  return table;
}

/** A build told to stop before it was done (its lease lost, or the process shutting down): nothing stored. */
export class BuildStopped extends Error {
  constructor() {
    super("associations build stopped");
  }
}

/** The stored table of this facet version, or null. */
export async function storedAssociations(storage: Storage): Promise<AssociationTable | null> {
  const raw = await storage.meta.get(associationsKey());
  if (!raw) return null;
  try {
    const table = JSON.parse(raw) as AssociationTable;
    return table.version === FACETS_VERSION && Array.isArray(table.entries) ? table : null;
  } catch {
    return null;
  }
}

/** Whether a table no longer describes a database of `people` (a quarter more or fewer). */
export const isStale = (table: AssociationTable, people: number) =>
  Math.abs(people - table.people) > Math.max(table.people, 1) * 0.25;

/** The table as a lookup: word -> its associations, strongest first. */
export function lookupOf(table: AssociationTable): Map<string, Association[]> {
  const out = new Map<string, Association[]>();
  for (const a of table.entries) {
    const list = out.get(a.word) ?? [];
    list.push(a);
    out.set(a.word, list);
  }
  return out;
}

/**
 * The table in memory: loaded once per facet version, rebuilt (once, however many searches ask at
 * the same time) when missing or when the database grew or shrank by a quarter. A stale table keeps
 * answering while its successor is built; a missing one is waited for at most WAIT_MS, after which
 * searches go on without associations until it is ready (a build reads up to MAX_SCAN people: tens
 * of seconds at that size, not a wait to put on a request).
 */
export class AssociationIndex {
  static WAIT_MS = 5000;
  private lookup: Map<string, Association[]> | null = null;
  private table: AssociationTable | null = null;
  private loading: Promise<void> | null = null;
  private checkedAt = 0;
  private readonly lease: Lease;
  private closed = false;
  private settleLoaded: () => void = () => {};
  private readonly loadedOnce = new Promise<void>((resolve) => {
    this.settleLoaded = resolve;
  });

  constructor(
    private readonly storage: Storage,
    readonly enabled: boolean,
  ) {
    this.lease = new Lease(storage, BUILD_LEASE, BUILD_LEASE_MS);
  }

  /**
   * Resolves once the stored table is in memory, or once it is known that none is stored (its
   * build then goes on in the background): what readiness at start waits for (./warm.ts).
   */
  async loaded(): Promise<void> {
    if (!this.enabled) return;
    await Promise.race([this.ensure().catch(() => null), this.loadedOnce]);
  }

  /** Loads the stored table, building it first when it is missing or stale. */
  async ensure(): Promise<AssociationTable | null> {
    if (!this.enabled) return null;
    if (this.lookup && Date.now() - this.checkedAt < 60_000) return this.table;
    this.loading ??= this.refresh().finally(() => {
      this.loading = null;
    });
    await this.loading;
    return this.table;
  }

  private async refresh(): Promise<void> {
    const people = await this.storage.people.count();
    let table = this.table ?? (await storedAssociations(this.storage));
    if (table && !this.lookup) this.use(table);
    this.settleLoaded();
    if (!table || isStale(table, people)) table = await this.buildOnce(people);
    if (table) this.use(table);
  }

  /**
   * Shutting down, before the database closes: a build under way stops at its next batch and gives
   * its lease back (another process builds at once instead of waiting out the lease), and no
   * process-local wait for another's build goes on.
   */
  async close(): Promise<void> {
    this.closed = true;
    await this.lease.stop();
  }

  /**
   * A new table, built once for every process on the database (../lease.ts): the holder of the
   * lease builds and stores it; the others wait for it to be stored, and take over the build when
   * the holder's lease expires (it died).
   */
  private async buildOnce(people: number): Promise<AssociationTable | null> {
    const attempt = () =>
      this.lease
        .run((renew) => buildAssociations(this.storage, undefined, MAX_SCAN, renew))
        .catch((error) => {
          if (error instanceof BuildStopped) return null;
          throw error;
        });
    const table = await runOrAwait(attempt, {
      pollMs: BUILT_ELSEWHERE_POLL_MS,
      closed: () => this.closed,
      doneElsewhere: async () => {
        const stored = await storedAssociations(this.storage);
        return stored && !isStale(stored, people) ? stored : null;
      },
    });
    return table ?? this.table;
  }

  private use(table: AssociationTable): void {
    this.table = table;
    this.lookup = lookupOf(table);
    this.checkedAt = Date.now();
  }

  /** The associations of soft words (each read as the parser reads words), strongest first. */
  async of(soft: readonly string[]): Promise<Association[]> {
    if (!this.enabled || soft.length === 0) return [];
    const ready = this.ensure();
    if (this.lookup) {
      // A table is there (perhaps stale, its successor being built): answer with it now.
      ready.catch(() => {});
    } else {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, AssociationIndex.WAIT_MS);
      });
      // A failed build is not the search's failure: it goes on without associations (and logs nothing
      // here; the next search tries again).
      await Promise.race([
        ready.then(
          () => {},
          () => {},
        ),
        waited,
      ]).finally(() => clearTimeout(timer));
    }
    const out: Association[] = [];
    for (const w of soft) for (const key of words(w)) out.push(...(this.lookup?.get(key) ?? []));
    return out;
  }
}
