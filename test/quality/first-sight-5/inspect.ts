/**
 * Round 5's first results of chosen queries (by number or text), each person by the latent facts
 * the labels read, marked R (relevant), m (maybe), X (inverted) or - (wrong). Diagnosis only.
 *   npx bun test/quality/first-sight-5/inspect.ts 20000 2026 3 17 "who runs engineering at Papaya Pay?"
 */
import { describeCareer, inspectRound } from "../first-sight-round.ts";
import { ROUND_5 } from "./evaluate.ts";

await inspectRound(ROUND_5, describeCareer);
