/**
 * People for the first-sight evaluation, round 16: round 15's people (../first-sight-15/people.ts,
 * in turn rounds 14 to 5's: the independent generator's records, untouched, with the name, current
 * and earlier employer, current title, months of experience and of tenure counted to `now`, the
 * start years of the current and the earlier job, the degree taken at each school and the earlier
 * job's title). Round 16's superlatives, alternatives and lookalikes of an exemplar need no fact
 * round 15 does not keep, so nothing is added: no record is rewritten and no random stream is drawn.
 */
import { type FifteenthData, type FifteenthLatent, generateFifteenth } from "../first-sight-15/people.ts";

export type SixteenthLatent = FifteenthLatent;
export type SixteenthData = FifteenthData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateSixteenth = (count: number, seed: number, now = new Date()): SixteenthData =>
  generateFifteenth(count, seed, now);
