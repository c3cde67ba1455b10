/**
 * Deep research: a durable broad-search job (docs/jobs.md for the machinery).
 *
 * Stages: parse the query (the search domain's parser) -> generate variations (./variations.ts)
 * -> search the variations in parallel (p-queue; each variation keeps its own cursor) ->
 * deduplicate -> validate every candidate against the original criteria (the quality filter's
 * scorer) -> optionally enrich contacts -> append to the results in batches, each batch charged
 * (1 credit per profile) in the same transaction, visible while the job runs.
 *
 * Accepted candidates that did not fit in the target wait in the state (`pending`), and every
 * variation remembers how far it read, so `more` continues exactly where the job stopped and never
 * repeats a profile (results are also keyed by person id).
 *
 * In three parts: ./params.ts (request bodies, job state, progress), ./run.ts (running a job) and
 * ./requests.ts (start, continue, cancel, status).
 */
export * from "./params.ts";
export * from "./requests.ts";
export * from "./run.ts";
