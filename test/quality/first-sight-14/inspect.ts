/**
 * Round 14's first results of chosen queries (by number or text), each person by the latent facts
 * the labels read (with the earlier job's employer, years and title), marked R (relevant), m (maybe),
 * X (inverted) or - (wrong). Diagnosis only.
 *   npx bun test/quality/first-sight-14/inspect.ts 20000 2026 3 17
 */
import { describeCareer, inspectRound } from "../first-sight-round.ts";
import { ROUND_14 } from "./evaluate.ts";

await inspectRound(ROUND_14, describeCareer);
