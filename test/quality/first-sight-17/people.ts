/**
 * People for the first-sight evaluation, round 17: round 16's people (../first-sight-16/people.ts,
 * in turn rounds 15 to 5's: the independent generator's records, untouched, with the name, current
 * and earlier employer, current title, months of experience and of tenure counted to `now`, the
 * start years of the current and the earlier job, the degree taken at each school and the earlier
 * job's title). Round 17's job-architecture levels, regions / blocs / time zones and stack jargon
 * read only the seniority, the current title, the city and country and the skills, all of which
 * round 16 keeps, so nothing is added: no record is rewritten and no random stream is drawn.
 */
import { generateSixteenth, type SixteenthData, type SixteenthLatent } from "../first-sight-16/people.ts";

export type SeventeenthLatent = SixteenthLatent;
export type SeventeenthData = SixteenthData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateSeventeenth = (count: number, seed: number, now = new Date()): SeventeenthData =>
  generateSixteenth(count, seed, now);
