/**
 * The entry point of the identify model's fitting thread (./fitter.ts starts it): answers each
 * FitRequest with its FitAnswer, or the error. An entry point of its own so that
 * `bun build --compile` embeds it (package.json's build lists it).
 */
import { type FitRequest, fit } from "./fit.ts";

declare const self: Worker;

self.onmessage = (event: MessageEvent<{ seq: number; request: FitRequest }>) => {
  const { seq, request } = event.data;
  try {
    self.postMessage({ seq, answer: fit(request) });
  } catch (error) {
    self.postMessage({ seq, error: error instanceof Error ? error.message : String(error) });
  }
};
