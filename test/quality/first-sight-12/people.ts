/**
 * People for the first-sight evaluation, round 12: round 11's people (../first-sight-11/people.ts,
 * in turn rounds 10, 9 and 8's: the independent generator's records, untouched, with the name,
 * current and earlier employer, current title, months of experience and of tenure counted to `now`,
 * the start years of the current and the earlier job, and the degree taken at each school). Round
 * 12's search-operator strings, education asks and outsiders' asks need no fact round 11 does not
 * keep (the data holds no spoken languages, certifications or fields of study, so none is asked),
 * so nothing is added: no record is rewritten and no random stream is drawn.
 */
import { type EleventhData, type EleventhLatent, generateEleventh } from "../first-sight-11/people.ts";

export type TwelfthLatent = EleventhLatent;
export type TwelfthData = EleventhData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateTwelfth = (count: number, seed: number, now = new Date()): TwelfthData =>
  generateEleventh(count, seed, now);
