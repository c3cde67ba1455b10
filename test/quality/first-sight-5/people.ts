/**
 * People for the first-sight evaluation, round 5: the independent generator's people
 * (../independent/people.ts, same seed, same records, untouched), with the latent facts round 5's
 * sellers' questions ask about and the generator's latent record does not carry: the name, the
 * current and the earlier employer, the current title as drawn, and the months of experience and
 * of tenure counted to today. The generator draws each employer from its own list and writes it
 * unchanged into `experience[].company_name` (no typo, no variant spelling), and writes every job
 * from January of its start year, so these are read back off the drawn values; no record is
 * rewritten and no random stream is drawn here.
 */
import { generate, type Latent } from "../independent/people.ts";

export interface FifthLatent extends Latent {
  /** The name as drawn ("Chloé Dvořák"). */
  name: string;
  /** The current title as written ("Sr. Back-End Developer"; 3 % carry a typo): for judgement calls only. */
  title: string;
  /** The current employer, and the earlier one (people with more than three years have one). */
  employer: string;
  past: string | null;
  /** Months of experience and of tenure at the current employer, counted to `now`. */
  months: number;
  tenure: number;
}

export interface FifthData {
  people: { record: Record<string, unknown>; latent: FifthLatent }[];
}

interface Job {
  position_title: string;
  company_name: string;
  date_from: string;
  date_to: string | null;
}

const monthsSince = (from: string, now: Date) => {
  const [y, m] = from.split("-").map(Number) as [number, number];
  return (now.getUTCFullYear() - y) * 12 + (now.getUTCMonth() + 1 - m);
};

/** `count` people from `seed`: the independent generator's people with the facts above. */
export function generateFifth(count: number, seed: number, now = new Date()): FifthData {
  return {
    people: generate(count, seed).map(({ record, latent }) => {
      const jobs = record.experience as Job[];
      const current = jobs[0] as Job;
      const earlier = jobs[1];
      return {
        record,
        latent: {
          ...latent,
          name: String(record.name),
          title: current.position_title,
          employer: current.company_name,
          past: earlier ? earlier.company_name : null,
          months: monthsSince((earlier ?? current).date_from, now),
          tenure: monthsSince(current.date_from, now),
        },
      };
    }),
  };
}
