/**
 * The entry point of the identify model's fitting thread (./fitter.ts starts it): answers each
 * FitRequest with its FitAnswer, or the error. An entry point of its own so that
 * `bun build --compile` embeds it (package.json's build lists it).
 */
import { answerCall, type ThreadCall } from "../thread-calls.ts";
import { type FitRequest, fit } from "./fit.ts";

declare const self: Worker;

self.onmessage = (event: MessageEvent<ThreadCall<FitRequest>>) => answerCall(event.data, fit);
