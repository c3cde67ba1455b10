/**
 * The identify service one app (and its job runner) shares: it keeps the index caught up with
 * writes, holds the model (a cache of the one in the database, checked against it every few
 * seconds, so several instances agree), and learns from what it scores (./train.ts): u from the
 * store when the index is new or has grown, m and rho by EM over the rows it was asked about.
 */
import { ApiError } from "../../errors.ts";
import type { Logger } from "../../log.ts";
import { Lease, runOrAwait } from "../lease.ts";
import type { Storage } from "../storage/index.ts";
import { Fitter } from "./fitter.ts";
import { indexAllDue } from "./indexer.ts";
import { matchChunk, type RowResult, readsCombined } from "./match.ts";
import type { IdentifyModel } from "./model.ts";
import { MODEL_VERSION } from "./model.ts";
import type { IdentifyRow } from "./row.ts";
import { ChunkScorer } from "./scorer.ts";
import { type SampleRow, sampleOf, trainU } from "./train.ts";

export const MODEL_META_KEY = "identify_model";
/** Rows kept per stored batch of samples, batches kept, and rows between the first EM runs. */
const SAMPLE_BATCH = 100;
const SAMPLE_BATCHES_KEPT = 100;
const EM_EVERY = 500;
/**
 * Later runs come every quarter of the rows seen, up to a quarter of those kept: one run costs in
 * proportion to the rows kept (up to 10,000), so at every 500 rows EM was up to 20 kept rows of
 * work per row scored (2 ms CPU a row, the bulk rate's largest cost after the index reads); this
 * way never more than 4, and the model, fitted over thousands of rows, hardly moves between runs.
 */
const EM_SHARE = 4;
/**
 * The first EM runs come sooner: after 100, 200 and 400 rows. Rows are counted from those the
 * stored model was already fitted on, not from this process's start: a process that starts on a
 * store whose model learned from 10,000 kept rows went through 100, 200, 400 again, each run over
 * the 10,000 kept rows plus a hundred new ones (the fit hardly moves; a bulk job of 1,000 rows
 * paid four full runs, several ms of CPU a row). A fresh store starts at 0, as before.
 */
const EM_FIRST = [100, 200, 400];
/** Beyond this many people due, a request is answered 503 while the index is built in the background. */
const WAIT_FOR_AT_MOST = 50_000;
/** u is estimated again when the index has grown or shrunk by more than this share since. */
const REGROWTH = 0.25;
/**
 * Several processes on one database (WORKERS, instances) index under one lease (meta.claim), so a
 * build happens once: two builds of the same rows at once doubled the work and, on SQLite, met
 * "database is locked" (../lease.ts).
 */
export const INDEX_LEASE = "identify_index_lease";
const LEASE_MS = 30_000;
/** How often a request that needs the index waits for another process's build to finish. */
const LEASE_POLL_MS = 100;

export interface IdentifyOptions {
  /** Learn m and rho from the rows asked about (default true). */
  learn?: boolean;
  /** Fit the model on a thread of its own (default true; false fits in-process, between requests). */
  threaded?: boolean;
}

export class IdentifyService {
  private model: IdentifyModel | null = null;
  private modelText: string | null = null;
  private checkedAt = 0;
  private people = 0;
  private indexing: Promise<number | null> | null = null;
  private readonly lease: Lease;
  private closed = false;
  private training: Promise<IdentifyModel> | null = null;
  private pending: SampleRow[] = [];
  private sinceEm = 0;
  /** Rows learned from: those the stored model was fitted on when this process first kept some, and its own since. */
  private seen: number | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly fitter: Fitter;
  private scorer: ChunkScorer | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly options: IdentifyOptions = {},
  ) {
    this.fitter = new Fitter(log, options.threaded !== false);
    this.lease = new Lease(storage, INDEX_LEASE, LEASE_MS);
  }

  /**
   * Stops the fitting thread (a fit under way is abandoned; the model saved last stays) and, before
   * the database closes, an index build under way: it stops at its next batch and gives the lease
   * back, so that another process takes the build over at once rather than after the lease expires.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.fitter.close();
    this.scorer?.close();
    await this.lease.stop();
  }

  /**
   * Brings the index up to date and the model in, in the background (serve and the test server
   * start it). Where another process holds the index lease it builds for everyone: this one only
   * loads the model.
   */
  warmUp(): void {
    this.fitter.warm();
    (async () => {
      if ((await this.attempt()) === null) await this.reload();
      else await this.ready();
    })().catch((error) => this.log.warn("identify warm-up failed", { error: String(error) }));
  }

  /**
   * The bulk scoring thread (docs/identify.md, "Bulk on two cores"), started by the first bulk job
   * of more than one chunk (not with the service: it holds about 30 MiB, which a process that never
   * runs a bulk job should not pay), then kept; null
   * where there is none: fitting in-process (`threaded: false`), no engine location a thread can
   * open, or the thread failed once.
   */
  chunkScorer(): ChunkScorer | null {
    if (this.options.threaded === false || this.closed) return null;
    this.scorer ??= new ChunkScorer(this.log, this.storage.identify.scoringThread);
    return this.scorer.available ? this.scorer : null;
  }

  /** A chunk the scoring thread could not score (it is scored on the job's thread): no more are sent to it. */
  scoringFailed(error: unknown): void {
    this.log.warn("identify scoring thread failed; scoring on the job's thread", { error: String(error) });
    this.scorer?.close();
  }

  /**
   * Indexes what is due (one run at a time; callers share it). When another process is indexing,
   * waits for it to finish, or takes over when its lease expires.
   */
  async catchUp(onProgress?: (p: { indexed: number; due: number }) => void): Promise<number> {
    const n = await runOrAwait(() => this.attempt(onProgress), {
      pollMs: LEASE_POLL_MS,
      closed: () => this.closed,
      // Nothing due any more: the holder indexed it all.
      doneElsewhere: async () => ((await this.storage.identify.due(1)).length === 0 ? 0 : null),
    });
    if (n === null) throw new Error("identify service closed");
    return n;
  }

  /** Indexes what is due under the lease; null when another process holds it (it is indexing). */
  private attempt(onProgress?: (p: { indexed: number; due: number }) => void): Promise<number | null> {
    if (!this.indexing) {
      const started = Date.now();
      this.indexing = this.lease
        .run((renew) => indexAllDue(this.storage, onProgress, async () => !(await renew())))
        .then(async (n) => {
          if (n === null) return null;
          // The count reads the whole index (O(N)): only when something changed, or never counted.
          if (n > 0 || this.people === 0) this.people = (await this.storage.identify.stats()).people;
          if (n > 0) this.log.info("identify index caught up", { people: n, ms: Date.now() - started });
          return n;
        })
        .finally(() => {
          this.indexing = null;
        });
    }
    return this.indexing;
  }

  /**
   * Rows against the index once it is caught up, with the model they were scored with. Where a
   * row reads the index in one statement (readsCombined) that statement also says whether anyone was
   * due: the index is then caught up and the row read again, so the due check costs no round trip
   * of its own.
   */
  async match(
    rows: readonly IdentifyRow[],
  ): Promise<{ model: IdentifyModel; people: number; results: RowResult[] }> {
    // Until a model is in, ready checks first: the model is trained over a caught-up index.
    const inOne = readsCombined(this.storage, rows) && this.model !== null;
    let { model, people } = await this.ready(!inOne);
    let chunk = await matchChunk(this.storage, model, rows, people);
    if (chunk.due) {
      ({ model, people } = await this.ready());
      chunk = await matchChunk(this.storage, model, rows, people);
    }
    return { model, people, results: chunk.results };
  }

  /**
   * The index caught up and the model loaded (trained first when there is none). `checkDue` false
   * leaves the due check to the caller's read (match).
   */
  async ready(checkDue = true): Promise<{ model: IdentifyModel; people: number }> {
    // A loop of identifies over a synchronous engine (a bulk chunk, the CLI) runs on promise
    // callbacks alone and would never let the fitting thread's answer in: let one event through.
    if (this.fitter.busy) await new Promise((resolve) => setImmediate(resolve));
    const due = checkDue ? await this.storage.identify.due(1) : [];
    if (due.length > 0) {
      const count = await this.storage.identify.dueCount();
      if (count >= WAIT_FOR_AT_MOST) {
        // Built in the background, here or by the process holding the lease.
        this.attempt().catch((error) => this.log.error("identify indexing failed", { error: String(error) }));
        throw new ApiError(
          "UNAVAILABLE",
          `The identify index is being built (${count} people to go); try again shortly`,
        );
      }
      await this.catchUp();
    }
    const clock = Date.now();
    if (!this.model || clock - this.checkedAt > 2000) {
      this.checkedAt = clock;
      await this.reload();
    }
    if (!this.model || (this.model.uPairs === 0 && this.people > 1)) this.model = await this.train();
    else if (Math.abs(this.people - this.model.people) > REGROWTH * Math.max(100, this.model.people))
      void this.train().catch((error) =>
        this.log.error("identify training failed", { error: String(error) }),
      );
    return { model: this.model, people: Math.max(1, this.people) };
  }

  private async reload(): Promise<void> {
    const text = await this.storage.meta.get(MODEL_META_KEY);
    if (this.people === 0 || !this.model) this.people = (await this.storage.identify.stats()).people;
    if (text === null || text === this.modelText) return;
    const model = JSON.parse(text) as IdentifyModel;
    if (model.version !== MODEL_VERSION) return;
    this.model = model;
    this.modelText = text;
  }

  /** u from the store, then m and rho by EM over the kept samples; saved for every instance. One run at a time. */
  train(): Promise<IdentifyModel> {
    if (!this.training) {
      this.training = (async () => {
        const started = Date.now();
        let model = await trainU(this.storage, this.model, this.now(), async (profiles, people, seed) => {
          const answer = await this.fitter.run({ kind: "u", profiles, people, seed });
          if (answer.kind !== "u") throw new Error("identify fitting answered another request");
          return answer.estimated;
        });
        this.people = model.people;
        model = await this.estimateM(model);
        await this.save(model);
        this.log.info("identify model trained", { people: model.people, ms: Date.now() - started });
        return model;
      })().finally(() => {
        this.training = null;
      });
    }
    return this.training;
  }

  private async save(model: IdentifyModel): Promise<void> {
    const text = JSON.stringify(model);
    await this.storage.meta.set(MODEL_META_KEY, text);
    this.model = model;
    this.modelText = text;
  }

  /** m and rho by EM over the kept samples, on the fitting thread (the batches go as the text stored). */
  private async estimateM(model: IdentifyModel): Promise<IdentifyModel> {
    const batches = await this.storage.identify.samples(SAMPLE_BATCHES_KEPT);
    const answer = await this.fitter.run({ kind: "em", model, batches, at: this.now().toISOString() });
    if (answer.kind !== "em") throw new Error("identify fitting answered another request");
    return answer.model;
  }

  /** Keeps what a row was compared with (levels and u, nothing personal) and learns again every so many rows (EM_SHARE). */
  observe(result: RowResult, people: number): void {
    const sample = sampleOf(result, people);
    if (sample) this.keep([sample]);
  }

  /** Keeps rows' samples made elsewhere (sampleOf: a bulk chunk scored on the scoring thread), in the rows' order. */
  keep(samples: readonly SampleRow[]): void {
    if (this.options.learn === false) return;
    for (const sample of samples) {
      this.pending.push(sample);
      if (this.pending.length >= SAMPLE_BATCH) this.store(false);
    }
  }

  /** Writes the pending samples (learning again when due), after whatever is being written. */
  private store(last: boolean): void {
    const batch = this.pending;
    this.pending = [];
    this.sinceEm += batch.length;
    const seen = (this.seen ?? this.model?.em?.rows ?? 0) + batch.length;
    this.seen = seen;
    const every = Math.max(
      EM_EVERY,
      Math.floor(Math.min(seen, SAMPLE_BATCH * SAMPLE_BATCHES_KEPT) / EM_SHARE),
    );
    const refit = !last && (this.sinceEm >= every || EM_FIRST.includes(seen));
    if (refit) this.sinceEm = 0;
    this.writing = this.writing
      .then(async () => {
        await this.storage.identify.addSamples(JSON.stringify(batch), SAMPLE_BATCHES_KEPT);
        if (refit) await this.refit();
      })
      .catch((error) => this.log.error("identify learning failed", { error: String(error) }));
  }

  /** Keeps the samples not yet written and waits for every write (a CLI run before it exits). */
  async flush(): Promise<void> {
    if (this.pending.length) this.store(true);
    await this.writing;
  }

  /**
   * m and rho again by EM over the kept samples, u unchanged. Requests go on with the model they
   * have meanwhile; a model trained (u) while this ran is not overwritten with the old u.
   */
  async refit(): Promise<IdentifyModel | null> {
    const base = this.model;
    if (!base) return null;
    const model = await this.estimateM(base);
    if (this.model && this.model.trainedAt !== base.trainedAt) return this.model;
    await this.save(model);
    this.log.info("identify model refitted", { rows: model.em?.rows, rho: model.rho });
    return model;
  }
}
