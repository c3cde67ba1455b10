/**
 * What the bulk identify job's thread and its scoring thread (./scoring-thread.ts, ./scorer.ts) say
 * to each other, and a chunk's scored answer (./best-match.ts computes it): types only, in a file of
 * their own so that the job's side (the service, ./scorer.ts) does not import the scoring code, which
 * imports the service's types back (test/house/import-cycles.test.ts).
 */
import type { ThreadCall } from "../thread-calls.ts";
import type { FieldExplanation, IdentifyModel } from "./model.ts";
import type { RowInput } from "./row.ts";
import type { SampleRow } from "./train.ts";

/** One row's best match, as bulk results and the CLI give it. */
export type BestMatch =
  | { status: "invalid"; detail: string }
  | { status: "no_match"; score: number | null }
  | { status: "matched"; score: number; personId: number; urlKey: string; explanation: FieldExplanation[] };

/** A chunk's best matches, and what its rows were compared with for EM (IdentifyService.keep), in row order. */
export interface ScoredChunk {
  best: BestMatch[];
  samples: SampleRow[];
}

export interface ScoreRequest {
  inputs: RowInput[];
  model: IdentifyModel;
  people: number;
  minScore: number;
}

/** The first message: what the thread opens its reads of the index on (the engine's target). */
export type ScoringOpen = { open: unknown };
export type ScoringMessage = ScoringOpen | ThreadCall<ScoreRequest>;
