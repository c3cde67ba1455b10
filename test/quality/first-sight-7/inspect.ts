/**
 * Round 7's first results of chosen queries (by number or text), each person by the latent facts
 * the labels read, marked R (relevant), m (maybe), X (inverted) or - (wrong). Diagnosis only.
 *   npx bun test/quality/first-sight-7/inspect.ts 20000 2026 3 17 "AEs ex-Papaya Pay (left 2022 or later), now somewhere else"
 */
import { describeCareer, inspectRound } from "../first-sight-round.ts";
import { ROUND_7 } from "./evaluate.ts";

await inspectRound(ROUND_7, describeCareer);
