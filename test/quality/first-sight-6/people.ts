/**
 * People for the first-sight evaluation, round 6: round 5's people (../first-sight-5/people.ts: the
 * independent generator's records, untouched, with the name, current and earlier employer, current
 * title, months of experience and of tenure) plus the one fact round 6's dictated queries ask that
 * round 5 does not keep: the year the current job started ("joined in twenty twenty two"). The
 * generator writes every job from January of its start year, so it is read off `date_from`; no
 * record is rewritten and no random stream is drawn here.
 */
import { type FifthLatent, generateFifth } from "../first-sight-5/people.ts";

export interface SixthLatent extends FifthLatent {
  /** The year the current job started. */
  since: number;
}

export interface SixthData {
  people: { record: Record<string, unknown>; latent: SixthLatent }[];
}

/** `count` people from `seed`: round 5's people with the start year of the current job. */
export function generateSixth(count: number, seed: number, now = new Date()): SixthData {
  return {
    people: generateFifth(count, seed, now).people.map(({ record, latent }) => {
      const current = (record.experience as { date_from: string }[])[0];
      return { record, latent: { ...latent, since: Number(current?.date_from.slice(0, 4)) } };
    }),
  };
}
