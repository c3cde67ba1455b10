/**
 * Each row's best match, a chunk of rows at a time (bulk identify, the CLI, the benches): the rows
 * read the index together (./match.ts), their candidates are checked against the suppression list
 * once for the chunk, and each row keeps its best match above min_score with the explanation.
 * scoreChunk does it with a model given and no service, so that the bulk job's scoring thread
 * (./scoring-thread.ts) runs exactly the code the job's own thread runs.
 */
import { ApiError } from "../../errors.ts";
import type { IdentifyReads, Storage } from "../storage/index.ts";
import { roundScore, withoutSuppressed } from "./identify.ts";
import { explanationOf, matchChunk, type RowResult } from "./match.ts";
import type { IdentifyModel } from "./model.ts";
import { type IdentifyRow, type RowInput, readRow } from "./row.ts";
import type { BestMatch, ScoredChunk } from "./scoring-messages.ts";
import type { IdentifyService } from "./service.ts";
import { sampleOf } from "./train.ts";

export type { BestMatch, ScoredChunk } from "./scoring-messages.ts";

/** Each input read as a row, or the error that says why it is not one. */
function readRows(inputs: readonly RowInput[]): (IdentifyRow | ApiError)[] {
  return inputs.map((input) => {
    try {
      return readRow(input);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return error;
    }
  });
}

/** One row's best match (the CLI's and the bench's single row). */
export async function bestMatch(
  storage: Storage,
  service: IdentifyService,
  input: RowInput,
  minScore: number,
): Promise<BestMatch> {
  return (await bestMatches(storage, service, [input], minScore))[0] as BestMatch;
}

/**
 * Each row's best match, a chunk at a time: the index and model are made ready once for the chunk,
 * the index is read for all its rows together (matchRows), and the suppression list is read once
 * for all its rows' candidates (per row, these reads were most of a bulk row's time).
 */
export async function bestMatches(
  storage: Storage,
  service: IdentifyService,
  inputs: readonly RowInput[],
  minScore: number,
): Promise<BestMatch[]> {
  const rows = readRows(inputs);
  const valid = rows.filter((r): r is IdentifyRow => !(r instanceof ApiError));
  // The chunk's rows read the index together (./match.ts): a few statements a chunk, not a few a row.
  const {
    model,
    people,
    results: matched,
  } = valid.length ? await service.match(valid) : { model: null, people: 0, results: [] as RowResult[] };
  for (const result of matched) service.observe(result, people);
  return bestOf(storage, model, rows, matched, minScore);
}

/**
 * A chunk's best matches and samples with this model over this many people, the index read on
 * `reads` (the job's storage, or the scoring thread's own): what bestMatches gives once the index
 * is caught up (the caller made it ready), without keeping the samples.
 */
export async function scoreChunk(
  reads: IdentifyReads,
  model: IdentifyModel,
  people: number,
  inputs: readonly RowInput[],
  minScore: number,
): Promise<ScoredChunk> {
  const rows = readRows(inputs);
  const valid = rows.filter((r): r is IdentifyRow => !(r instanceof ApiError));
  const matched = valid.length ? (await matchChunk(reads, model, valid, people)).results : [];
  const samples = matched.flatMap((result) => sampleOf(result, people) ?? []);
  return { best: await bestOf(reads, model, rows, matched, minScore), samples };
}

/** Each row's best match among its first three candidates not suppressed (the list read once for the chunk). */
async function bestOf(
  reads: Pick<IdentifyReads, "privacy">,
  model: IdentifyModel | null,
  rows: readonly (IdentifyRow | ApiError)[],
  matched: readonly RowResult[],
  minScore: number,
): Promise<BestMatch[]> {
  let next = 0;
  const results = rows.map((row) => (row instanceof ApiError ? null : (matched[next++] ?? null)));
  const kept = new Set(
    await withoutSuppressed(
      reads,
      results.flatMap((r) => (r ? r.candidates.slice(0, 3) : [])),
    ),
  );
  return rows.map((row, i): BestMatch => {
    if (row instanceof ApiError) return { status: "invalid", detail: row.detail };
    const result = results[i] as RowResult;
    const best = result.candidates.slice(0, 3).find((c) => kept.has(c));
    if (!best || best.score < minScore || !model)
      return { status: "no_match", score: best ? roundScore(best.score) : null };
    return {
      status: "matched",
      score: roundScore(best.score),
      personId: best.personId,
      urlKey: best.profile.u,
      explanation: explanationOf(model, best, result.context),
    };
  });
}
