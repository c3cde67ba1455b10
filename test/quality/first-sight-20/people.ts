/**
 * People for the first-sight evaluation, round 20: round 19's people (../first-sight-19/people.ts,
 * in turn rounds 18 to 5's: the independent generator's records, untouched, with the name, current
 * and earlier employer, current title, months of experience and of tenure counted to `now`, the
 * start years of the current and the earlier job, the degree taken at each school and the earlier
 * job's title). Round 20's prompts to an assistant, places written as codes and career stages in
 * everyday idiom read only the family, specialty, seniority, leader department, current title, the
 * current employer, months of experience, city, country and skills, all of which round 19 keeps, so
 * nothing is added: no record is rewritten and no random stream is drawn.
 */
import { generateNineteenth, type NineteenthData, type NineteenthLatent } from "../first-sight-19/people.ts";

export type TwentiethLatent = NineteenthLatent;
export type TwentiethData = NineteenthData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateTwentieth = (count: number, seed: number, now = new Date()): TwentiethData =>
  generateNineteenth(count, seed, now);
