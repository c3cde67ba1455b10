/**
 * Round 8's first results of chosen queries (by number or text), each person by the latent facts
 * the labels read, marked R (relevant), m (maybe), X (inverted) or - (wrong). Diagnosis only.
 *   npx bun test/quality/first-sight-8/inspect.ts 20000 2026 3 17 "Who at Bluefin Data holds a PhD?"
 */
import { describeCareer, inspectRound } from "../first-sight-round.ts";
import { ROUND_8 } from "./evaluate.ts";

await inspectRound(ROUND_8, describeCareer);
