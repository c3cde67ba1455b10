/**
 * People for the first-sight evaluation, round 19: round 18's people (../first-sight-18/people.ts,
 * in turn rounds 17 to 5's: the independent generator's records, untouched, with the name, current
 * and earlier employer, current title, months of experience and of tenure counted to `now`, the
 * start years of the current and the earlier job, the degree taken at each school and the earlier
 * job's title). Round 19's typing slips, asks wrapped in context and professions outside software
 * read only the family, specialty, seniority, leader department, current title (and whether it was
 * written with a typo), the current and earlier employer, months of experience, city, country and
 * skills, all of which round 18 keeps, so nothing is added: no record is rewritten and no random
 * stream is drawn.
 */
import { type EighteenthData, type EighteenthLatent, generateEighteenth } from "../first-sight-18/people.ts";

export type NineteenthLatent = EighteenthLatent;
export type NineteenthData = EighteenthData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateNineteenth = (count: number, seed: number, now = new Date()): NineteenthData =>
  generateEighteenth(count, seed, now);
