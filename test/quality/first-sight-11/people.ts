/**
 * People for the first-sight evaluation, round 11: round 10's people (../first-sight-10/people.ts,
 * in turn round 9's and round 8's: the independent generator's records, untouched, with the name,
 * current and earlier employer, current title, months of experience and of tenure counted to `now`,
 * the start years of the current and the earlier job, and the degree taken at each school). Round
 * 11's company spellings, report shorthand and narrowing asks need no fact round 10 does not keep,
 * so nothing is added: no record is rewritten and no random stream is drawn.
 */
import { generateTenth, type TenthData, type TenthLatent } from "../first-sight-10/people.ts";

export type EleventhLatent = TenthLatent;
export type EleventhData = TenthData;

/** `count` people from `seed`, as of `now` (months are counted to it). */
export const generateEleventh = (count: number, seed: number, now = new Date()): EleventhData =>
  generateTenth(count, seed, now);
