/**
 * People for the first-sight evaluation, round 9: round 8's people (../first-sight-8/people.ts: the
 * independent generator's records, untouched, with the name, current and earlier employer, current
 * title, months of experience and of tenure, the start years of the current and the earlier job,
 * and the degree taken at each school). Round 9's e-mail threads, self-corrections and
 * code-switched asks need no fact round 8 does not keep, so nothing is added: no record is
 * rewritten and no random stream is drawn.
 */
import { type EighthData, type EighthLatent, generateEighth } from "../first-sight-8/people.ts";

export type NinthLatent = EighthLatent;
export type NinthData = EighthData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateNinth = (count: number, seed: number, now = new Date()): NinthData =>
  generateEighth(count, seed, now);
