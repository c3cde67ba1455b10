/**
 * People for the first-sight evaluation, round 4: round 2's people (../first-sight-2/people.ts,
 * same seed, same records, untouched — the people round 3 used), with the one latent fact round 4
 * asks about and no earlier round needed: the person's name. The independent generator draws it
 * (a first and a last name from ../independent/vocab.ts) and writes it unchanged into `name`, so
 * the drawn name is the truth; no record is rewritten and no random stream is drawn here.
 */
import { generateSecond, type SecondLatent } from "../first-sight-2/people.ts";

export interface FourthLatent extends SecondLatent {
  /** The name as drawn ("Chloé Dvořák"): first name, a space, last name. */
  name: string;
}

export interface FourthData {
  people: { record: Record<string, unknown>; latent: FourthLatent }[];
  companies: Record<string, unknown>[];
}

/** `count` people from `seed`: round 2's people for that seed, each with their drawn name. */
export function generateFourth(count: number, seed: number, now = new Date()): FourthData {
  const second = generateSecond(count, seed, now);
  return {
    people: second.people.map(({ record, latent }) => ({
      record,
      latent: { ...latent, name: String(record.name) },
    })),
    companies: second.companies,
  };
}
