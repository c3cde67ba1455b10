/**
 * People for the first-sight evaluation, round 18: round 17's people (../first-sight-17/people.ts,
 * in turn rounds 16 to 5's: the independent generator's records, untouched, with the name, current
 * and earlier employer, current title, months of experience and of tenure counted to `now`, the
 * start years of the current and the earlier job, the degree taken at each school and the earlier
 * job's title). Round 18's social posts, local-language titles and relative asks read only the
 * family, specialty, seniority, leader department, current title, employer, months of experience,
 * city, country and skills, all of which round 17 keeps, so nothing is added: no record is rewritten
 * and no random stream is drawn.
 */
import {
  generateSeventeenth,
  type SeventeenthData,
  type SeventeenthLatent,
} from "../first-sight-17/people.ts";

export type EighteenthLatent = SeventeenthLatent;
export type EighteenthData = SeventeenthData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateEighteenth = (count: number, seed: number, now = new Date()): EighteenthData =>
  generateSeventeenth(count, seed, now);
