/**
 * The model's fitting as messages (./fitter.ts hands them to a worker thread, ./fit-worker.ts):
 * EM over kept samples and u over sampled profiles are seconds of CPU at a large store, and on the
 * serving thread they stalled every request in flight while they ran (issue 47's p99). Inputs
 * travel as the JSON text the database holds; the thread parses them.
 */
import type { IdentifyModel } from "./model.ts";
import type { IdentifyProfile } from "./profile.ts";
import { estimateM, estimateU, type SampleRow, seededRandom } from "./train.ts";

export type FitRequest =
  /** m and rho by EM over kept sample batches (each a JSON array of SampleRow), u held. */
  | { kind: "em"; model: IdentifyModel; batches: string[]; at: string }
  /** u from random pairs of sampled profiles (each the index's JSON profile). */
  | { kind: "u"; profiles: string[]; people: number; seed: number };

export type FitAnswer =
  | { kind: "em"; model: IdentifyModel }
  | { kind: "u"; estimated: Pick<IdentifyModel, "u" | "tfShare" | "uPairs"> };

export function fit(request: FitRequest): FitAnswer {
  if (request.kind === "em") {
    const rows = request.batches.flatMap((b) => JSON.parse(b) as SampleRow[]);
    return { kind: "em", model: estimateM(request.model, rows, request.at) };
  }
  const profiles = request.profiles.map((p) => JSON.parse(p) as IdentifyProfile);
  return { kind: "u", estimated: estimateU(profiles, request.people, seededRandom(request.seed)) };
}
