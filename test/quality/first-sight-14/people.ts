/**
 * People for the first-sight evaluation, round 14: round 13's people (../first-sight-13/people.ts,
 * in turn rounds 12 to 5's: the independent generator's records, untouched, with the name, current
 * and earlier employer, current title, months of experience and of tenure counted to `now`, the
 * start years of the current and the earlier job, the degree taken at each school and the earlier
 * job's title). Round 14's lay descriptions, company-centric org questions and pasted intake forms
 * need no fact round 13 does not keep, so nothing is added: no record is rewritten and no random
 * stream is drawn.
 */
import { generateThirteenth, type ThirteenthData, type ThirteenthLatent } from "../first-sight-13/people.ts";

export type FourteenthLatent = ThirteenthLatent;
export type FourteenthData = ThirteenthData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateFourteenth = (count: number, seed: number, now = new Date()): FourteenthData =>
  generateThirteenth(count, seed, now);
