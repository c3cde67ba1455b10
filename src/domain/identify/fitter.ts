/**
 * Runs the model's fitting (./fit.ts) on a worker thread of its own (../thread-calls.ts), so that
 * a refit never holds the thread requests are served on. One thread per service, started on the
 * first fit, held only while a fit is under way so that it never keeps a process alive. Where no
 * thread can be started, or it failed or ended, fits run here, between requests, as before.
 */
import type { Logger } from "../../log.ts";
import { ThreadCalls, threadEntry } from "../thread-calls.ts";
import { type FitAnswer, type FitRequest, fit } from "./fit.ts";

export class Fitter {
  private readonly calls: ThreadCalls<FitRequest, FitAnswer>;

  constructor(log: Logger, threaded = true) {
    this.calls = new ThreadCalls(log, {
      name: "identify fitting",
      instead: "fitting in-process",
      url: threaded ? threadEntry("domain/identify/fit-worker.ts") : undefined,
    });
  }

  run(request: FitRequest): Promise<FitAnswer> {
    if (!this.calls.started()) return Promise.resolve().then(() => fit(request));
    return this.calls.call(request);
  }

  /** Starts the thread now, so that its modules load while the index catches up (the first fit waits less). */
  warm(): void {
    this.calls.started();
  }

  /** Whether a fit is under way (its answer comes as an event: see IdentifyService.ready). */
  get busy(): boolean {
    return this.calls.busy;
  }

  close(): void {
    this.calls.close();
  }
}
