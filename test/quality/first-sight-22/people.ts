/**
 * People for the first-sight evaluation, round 22: round 21's people (../first-sight-21/people.ts,
 * in turn rounds 20 to 5's: the independent generator's records, untouched, with the name, current
 * and earlier employer, current title, months of experience and of tenure counted to `now`, the
 * start years of the current and the earlier job, the degree taken at each school and the earlier
 * job's title). Round 22's office nicknames, conditionals and preference connectives read only the
 * family, specialty, seniority, leader department, current title, the current and earlier employer,
 * months of experience, city, country, skills, degrees and the degree taken at each school, all of
 * which round 21 keeps, so nothing is added: no record is rewritten and no random stream is drawn.
 */
import {
  generateTwentyFirst,
  type TwentyFirstData,
  type TwentyFirstLatent,
} from "../first-sight-21/people.ts";

export type TwentySecondLatent = TwentyFirstLatent;
export type TwentySecondData = TwentyFirstData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateTwentySecond = (count: number, seed: number, now = new Date()): TwentySecondData =>
  generateTwentyFirst(count, seed, now);
