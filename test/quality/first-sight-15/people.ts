/**
 * People for the first-sight evaluation, round 15: round 14's people (../first-sight-14/people.ts,
 * in turn rounds 13 to 5's: the independent generator's records, untouched, with the name, current
 * and earlier employer, current title, months of experience and of tenure counted to `now`, the
 * start years of the current and the earlier job, the degree taken at each school and the earlier
 * job's title). Round 15's analysts' contrasts, pasted filter panels / SQL / spreadsheet filters and
 * negated everyday asks need no fact round 14 does not keep, so nothing is added: no record is
 * rewritten and no random stream is drawn.
 */
import { type FourteenthData, type FourteenthLatent, generateFourteenth } from "../first-sight-14/people.ts";

export type FifteenthLatent = FourteenthLatent;
export type FifteenthData = FourteenthData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateFifteenth = (count: number, seed: number, now = new Date()): FifteenthData =>
  generateFourteenth(count, seed, now);
