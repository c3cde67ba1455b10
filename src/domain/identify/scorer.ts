/**
 * The bulk identify scoring thread, seen from the job's thread (docs/identify.md, "Bulk on two
 * cores"): started on the first chunk a job hands it, with reads of its own opened where the
 * engine says (IdentifyRepository.scoringThread), held (ref'd) only while a chunk is out so that it
 * never keeps a process alive. Where no thread can be started, or it fails, there is none: the
 * job scores every chunk on its own thread, as before.
 */
import type { Logger } from "../../log.ts";
import type { IdentifyScoringThread } from "../storage/index.ts";
import type { ScoredChunk, ScoreRequest, ScoringMessage, ScoringReply } from "./scoring-messages.ts";

/** Bun's Worker can be held and let go like a timer (the DOM's type does not say so). */
type Thread = Worker & { ref(): void; unref(): void };

export class ChunkScorer {
  /** undefined: not started yet; null: none (no thread, or it failed). */
  private thread: Thread | null | undefined;
  private readonly waiting = new Map<
    number,
    { resolve: (s: ScoredChunk) => void; reject: (e: Error) => void }
  >();
  private seq = 0;

  constructor(
    private readonly log: Logger,
    private readonly where: IdentifyScoringThread | undefined,
  ) {}

  /** Whether chunks can go to the thread (starting it on the first ask). */
  get available(): boolean {
    return this.start() !== null;
  }

  score(request: ScoreRequest): Promise<ScoredChunk> {
    const thread = this.start();
    if (!thread) return Promise.reject(new Error("no identify scoring thread"));
    const seq = this.seq++;
    return new Promise<ScoredChunk>((resolve, reject) => {
      this.waiting.set(seq, { resolve, reject });
      if (this.waiting.size === 1) thread.ref();
      thread.postMessage({ type: "score", seq, request } satisfies ScoringMessage);
    });
  }

  close(): void {
    this.fail(new Error("identify scoring stopped"));
    this.thread?.terminate();
    this.thread = null;
  }

  private start(): Thread | null {
    if (this.thread !== undefined) return this.thread;
    if (!this.where || typeof Worker === "undefined") {
      this.thread = null;
      return null;
    }
    try {
      const thread = new Worker(this.where.url) as Thread;
      thread.unref();
      thread.onmessage = (event: MessageEvent<ScoringReply>) => this.settle(event.data);
      thread.onerror = (event) => {
        this.log.warn("identify scoring thread failed; scoring on the job's thread", {
          error: event.message,
        });
        this.fail(new Error(`identify scoring thread failed: ${event.message}`));
        thread.terminate();
        this.thread = null;
      };
      // A thread that ends without an error event (an exit inside it, a terminate from outside)
      // would leave its chunks pending for ever and the job waiting on them: they fail, and the
      // job scores them on its own thread.
      thread.addEventListener("close", () => {
        if (this.thread !== thread) return;
        this.log.warn("identify scoring thread ended; scoring on the job's thread");
        this.thread = null;
        this.fail(new Error("identify scoring thread ended"));
      });
      thread.postMessage({ type: "open", target: this.where.target } satisfies ScoringMessage);
      this.thread = thread;
    } catch (error) {
      this.log.warn("identify scoring thread could not start", { error: String(error) });
      this.thread = null;
    }
    return this.thread;
  }

  private settle(reply: ScoringReply): void {
    const entry = this.waiting.get(reply.seq);
    if (!entry) return;
    this.waiting.delete(reply.seq);
    if (this.waiting.size === 0) this.thread?.unref();
    if ("error" in reply) entry.reject(new Error(`identify scoring: ${reply.error}`));
    else entry.resolve(reply.scored);
  }

  private fail(error: Error): void {
    for (const w of this.waiting.values()) w.reject(error);
    this.waiting.clear();
    this.thread?.unref();
  }
}
