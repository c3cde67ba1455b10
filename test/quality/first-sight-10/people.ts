/**
 * People for the first-sight evaluation, round 10: round 9's people (../first-sight-9/people.ts, in
 * turn round 8's: the independent generator's records, untouched, with the name, current and earlier
 * employer, current title, months of experience and of tenure counted to `now`, the start years of
 * the current and the earlier job, and the degree taken at each school). Round 10's numeric
 * comparatives, event- and calendar-anchored times and hedged asks need no fact round 9 does not
 * keep, so nothing is added: no record is rewritten and no random stream is drawn.
 */
import { generateNinth, type NinthData, type NinthLatent } from "../first-sight-9/people.ts";

export type TenthLatent = NinthLatent;
export type TenthData = NinthData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateTenth = (count: number, seed: number, now = new Date()): TenthData =>
  generateNinth(count, seed, now);
