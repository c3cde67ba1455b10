/**
 * Runs the model's fitting (./fit.ts) on a worker thread of its own, so that a refit never holds
 * the thread requests are served on. One thread per service, started on the first fit, held
 * (ref'd) only while a fit is under way so that it never keeps a process alive. Where no thread
 * can be started, fits run here, between requests, as before.
 */
import type { Logger } from "../../log.ts";
import { type FitAnswer, type FitRequest, fit } from "./fit.ts";

/** Bun's Worker can be held and let go like a timer (the DOM's type does not say so). */
type Thread = Worker & { ref(): void; unref(): void };
type Reply = { seq: number; answer: FitAnswer } | { seq: number; error: string };

/** Beside this file from source; under the embedded file system's root (src/) in a compiled binary. */
function workerUrl(): string {
  const compiled = import.meta.url.includes("$bunfs") || import.meta.url.includes("~BUN");
  return compiled ? "./domain/identify/fit-worker.ts" : new URL("./fit-worker.ts", import.meta.url).href;
}

export class Fitter {
  /** undefined: not started yet; null: no thread (fits run in this one). */
  private thread: Thread | null | undefined;
  private readonly waiting = new Map<
    number,
    { resolve: (a: FitAnswer) => void; reject: (e: Error) => void }
  >();
  private seq = 0;

  constructor(
    private readonly log: Logger,
    private readonly threaded = true,
  ) {}

  run(request: FitRequest): Promise<FitAnswer> {
    const thread = this.start();
    if (!thread) return Promise.resolve().then(() => fit(request));
    const seq = this.seq++;
    return new Promise<FitAnswer>((resolve, reject) => {
      this.waiting.set(seq, { resolve, reject });
      if (this.waiting.size === 1) thread.ref();
      thread.postMessage({ seq, request });
    });
  }

  /** Starts the thread now, so that its modules load while the index catches up (the first fit waits less). */
  warm(): void {
    this.start();
  }

  /** Whether a fit is under way (its answer comes as an event: see IdentifyService.ready). */
  get busy(): boolean {
    return this.waiting.size > 0;
  }

  close(): void {
    this.fail(new Error("identify fitting stopped"));
    this.thread?.terminate();
    this.thread = null;
  }

  private start(): Thread | null {
    if (this.thread !== undefined) return this.thread;
    if (!this.threaded || typeof Worker === "undefined") {
      this.thread = null;
      return null;
    }
    try {
      const thread = new Worker(workerUrl()) as Thread;
      thread.unref();
      thread.onmessage = (event: MessageEvent<Reply>) => this.settle(event.data);
      thread.onerror = (event) => {
        this.log.warn("identify fitting thread failed; fitting in-process", { error: event.message });
        this.fail(new Error(`identify fitting thread failed: ${event.message}`));
        thread.terminate();
        this.thread = null;
      };
      // A thread that ends without an error event would leave its fit pending and `busy` true for
      // ever (review r62 found the scoring thread's twin): the fit fails and runs here next time.
      thread.addEventListener("close", () => {
        if (this.thread !== thread) return;
        this.log.warn("identify fitting thread ended; fitting in-process");
        this.thread = null;
        this.fail(new Error("identify fitting thread ended"));
      });
      this.thread = thread;
    } catch (error) {
      this.log.warn("identify fitting thread could not start; fitting in-process", { error: String(error) });
      this.thread = null;
    }
    return this.thread;
  }

  private settle(reply: Reply): void {
    const entry = this.waiting.get(reply.seq);
    if (!entry) return;
    this.waiting.delete(reply.seq);
    if (this.waiting.size === 0) this.thread?.unref();
    if ("error" in reply) entry.reject(new Error(`identify fitting: ${reply.error}`));
    else entry.resolve(reply.answer);
  }

  private fail(error: Error): void {
    for (const w of this.waiting.values()) w.reject(error);
    this.waiting.clear();
    this.thread?.unref();
  }
}
