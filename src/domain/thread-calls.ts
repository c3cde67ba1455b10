/**
 * Calls to a worker thread of our own (the identify model's fitting thread, ./identify/fitter.ts;
 * the bulk identify scoring thread, ./identify/scorer.ts): each request is posted with a sequence
 * number and its answer matched by it. The thread starts on the first ask, is held (ref'd) only
 * while a call is out so that it never keeps a process alive, and every pending call fails when the
 * thread reports an error, ends without one (an exit inside it: review r62, whose job then waited
 * for ever), or is stopped. A thread that failed or ended is not started again: its owner does the
 * work on its own thread from then on, as it does where no thread can be started.
 *
 * The thread's side answers with answerCall; threadEntry names any thread's entry point (the import's
 * workers too), from source and in a compiled binary.
 */
import type { Logger } from "../log.ts";

/** A request as the thread receives it. */
export type ThreadCall<Request> = { seq: number; request: Request };
/** The thread's answer to the call `seq`: its value, or the message of the error it met. */
export type ThreadReply<Answer> = { seq: number; answer: Answer } | { seq: number; error: string };

/** Bun's Worker can be held and let go like a timer (the DOM's type does not say so). */
type Thread = Worker & { ref(): void; unref(): void };

export interface ThreadSpec {
  /** What the thread does, as logs and errors say it ("identify fitting"). */
  name: string;
  /** What its owner does when there is no thread, as the logs say it ("fitting in-process"). */
  instead: string;
  /** The thread's entry point; undefined: no thread. */
  url: string | undefined;
  /** A message posted once, as the thread starts, before any call (what it should open). */
  opening?: unknown;
}

/**
 * The URL of a thread's entry point given as its path under src/ ("domain/identify/fit-worker.ts"):
 * the file itself from source; under the embedded file system's root (src/) in a compiled binary,
 * whose build lists it as an entry point (package.json).
 */
export function threadEntry(pathUnderSrc: string): string {
  const compiled = import.meta.url.includes("$bunfs") || import.meta.url.includes("~BUN");
  return compiled ? `./${pathUnderSrc}` : new URL(`../${pathUnderSrc}`, import.meta.url).href;
}

export class ThreadCalls<Request, Answer> {
  /** undefined: not started yet; null: none (no thread, or it failed or ended). */
  private thread: Thread | null | undefined;
  private readonly waiting = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  private seq = 0;

  constructor(
    private readonly log: Logger,
    private readonly spec: ThreadSpec,
  ) {}

  /** Starts the thread if it is not yet; whether there is one to call. */
  started(): boolean {
    return this.start() !== null;
  }

  /** Whether a call is out. */
  get busy(): boolean {
    return this.waiting.size > 0;
  }

  call(request: Request): Promise<Answer> {
    const thread = this.start();
    if (!thread) return Promise.reject(new Error(`no ${this.spec.name} thread`));
    const seq = this.seq++;
    return new Promise<Answer>((resolve, reject) => {
      this.waiting.set(seq, { resolve, reject });
      if (this.waiting.size === 1) thread.ref();
      thread.postMessage({ seq, request } satisfies ThreadCall<Request>);
    });
  }

  /** Fails what is pending and ends the thread; no other is started. */
  close(): void {
    this.fail(new Error(`${this.spec.name} stopped`));
    this.thread?.terminate();
    this.thread = null;
  }

  private start(): Thread | null {
    if (this.thread !== undefined) return this.thread;
    const { name, instead, url, opening } = this.spec;
    if (url === undefined || typeof Worker === "undefined") {
      this.thread = null;
      return null;
    }
    try {
      const thread = new Worker(url) as Thread;
      thread.unref();
      thread.onmessage = (event: MessageEvent<ThreadReply<Answer>>) => this.settle(event.data);
      thread.onerror = (event) => {
        this.log.warn(`${name} thread failed; ${instead}`, { error: event.message });
        this.fail(new Error(`${name} thread failed: ${event.message}`));
        thread.terminate();
        this.thread = null;
      };
      // A thread that ends without an error event (an exit inside it, a terminate from outside)
      // would leave its calls pending for ever: they fail, and the owner does their work itself.
      thread.addEventListener("close", () => {
        if (this.thread !== thread) return;
        this.log.warn(`${name} thread ended; ${instead}`);
        this.thread = null;
        this.fail(new Error(`${name} thread ended`));
      });
      if (opening !== undefined) thread.postMessage(opening);
      this.thread = thread;
    } catch (error) {
      this.log.warn(`${name} thread could not start; ${instead}`, { error: String(error) });
      this.thread = null;
    }
    return this.thread;
  }

  private settle(reply: ThreadReply<Answer>): void {
    const entry = this.waiting.get(reply.seq);
    if (!entry) return;
    this.waiting.delete(reply.seq);
    if (this.waiting.size === 0) this.thread?.unref();
    if ("error" in reply) entry.reject(new Error(`${this.spec.name}: ${reply.error}`));
    else entry.resolve(reply.answer);
  }

  private fail(error: Error): void {
    for (const w of this.waiting.values()) w.reject(error);
    this.waiting.clear();
    this.thread?.unref();
  }
}

declare const self: Worker;

/** On the thread: answers a call with what `work` makes of its request, or the error it throws. */
export async function answerCall<Request, Answer>(
  call: ThreadCall<Request>,
  work: (request: Request) => Answer | Promise<Answer>,
): Promise<void> {
  try {
    self.postMessage({ seq: call.seq, answer: await work(call.request) } satisfies ThreadReply<Answer>);
  } catch (error) {
    self.postMessage({
      seq: call.seq,
      error: error instanceof Error ? error.message : String(error),
    } satisfies ThreadReply<Answer>);
  }
}
