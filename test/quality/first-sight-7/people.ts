/**
 * People for the first-sight evaluation, round 7: round 6's people (../first-sight-6/people.ts: the
 * independent generator's records, untouched, with the name, current and earlier employer, current
 * title, months of experience and of tenure, and the year the current job started) plus the one fact
 * round 7's CV-style date ranges ask that round 6 does not keep: the year the earlier job started
 * ("2018-2021 at Northwind Labs"). The earlier job ends when the current one starts (the generator
 * writes its `date_to` as the current job's `date_from`), so its end is `since`. Read off the
 * record's `experience[1].date_from`; no record is rewritten and no random stream is drawn here.
 */
import { generateSixth, type SixthLatent } from "../first-sight-6/people.ts";

export interface SeventhLatent extends SixthLatent {
  /** The year the earlier job started (null without an earlier job); it ended in January of `since`. */
  pastFrom: number | null;
}

export interface SeventhData {
  people: { record: Record<string, unknown>; latent: SeventhLatent }[];
}

/** `count` people from `seed`: round 6's people with the start year of the earlier job. */
export function generateSeventh(count: number, seed: number, now = new Date()): SeventhData {
  return {
    people: generateSixth(count, seed, now).people.map(({ record, latent }) => {
      const earlier = (record.experience as { date_from: string }[])[1];
      return {
        record,
        latent: { ...latent, pastFrom: earlier ? Number(earlier.date_from.slice(0, 4)) : null },
      };
    }),
  };
}
