/**
 * People for the first-sight evaluation, round 13: round 12's people (../first-sight-12/people.ts,
 * in turn rounds 11 to 8's: the independent generator's records, untouched, with the name, current
 * and earlier employer, current title, months of experience and of tenure counted to `now`, the
 * start years of the current and the earlier job, and the degree taken at each school) plus the one
 * fact round 13's career-trajectory asks need that round 12 does not keep: the earlier job's title
 * as written ("used to be a teacher"). The generator writes it into `experience[1].position_title`
 * without a typo (its level words are the mid level's; a leader's or an "other" person's earlier
 * job is one of the generator's other titles), so it is read back off the record; no record is
 * rewritten and no random stream is drawn here.
 */
import { generateTwelfth, type TwelfthLatent } from "../first-sight-12/people.ts";

export interface ThirteenthLatent extends TwelfthLatent {
  /** The earlier job's title as written (null without an earlier job). */
  pastTitle: string | null;
}

export interface ThirteenthData {
  people: { record: Record<string, unknown>; latent: ThirteenthLatent }[];
}

/** `count` people from `seed`, as of `now` (months are counted to it). */
export function generateThirteenth(count: number, seed: number, now = new Date()): ThirteenthData {
  return {
    people: generateTwelfth(count, seed, now).people.map(({ record, latent }) => {
      const earlier = (record.experience as { position_title: string }[])[1];
      return { record, latent: { ...latent, pastTitle: earlier ? earlier.position_title : null } };
    }),
  };
}
