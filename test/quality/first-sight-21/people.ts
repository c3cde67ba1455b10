/**
 * People for the first-sight evaluation, round 21: round 20's people (../first-sight-20/people.ts,
 * in turn rounds 19 to 5's: the independent generator's records, untouched, with the name, current
 * and earlier employer, current title, months of experience and of tenure counted to `now`, the
 * start years of the current and the earlier job, the degree taken at each school and the earlier
 * job's title). Round 21's stacked hyphenated modifiers, formal register and symbol shorthand read
 * only the family, specialty, seniority, leader department, current title, the current and earlier
 * employer, months of experience, city, country, skills, degrees and named schools, all of which
 * round 20 keeps, so nothing is added: no record is rewritten and no random stream is drawn.
 */
import { generateTwentieth, type TwentiethData, type TwentiethLatent } from "../first-sight-20/people.ts";

export type TwentyFirstLatent = TwentiethLatent;
export type TwentyFirstData = TwentiethData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateTwentyFirst = (count: number, seed: number, now = new Date()): TwentyFirstData =>
  generateTwentieth(count, seed, now);
