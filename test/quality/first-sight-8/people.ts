/**
 * People for the first-sight evaluation, round 8: round 7's people (../first-sight-7/people.ts: the
 * independent generator's records, untouched, with the name, current and earlier employer, current
 * title, months of experience and of tenure, the current job's start year and the earlier job's)
 * plus the one fact round 8's Indian-English postings ask that round 7 does not keep: which degree
 * was taken at which school ("B.Tech from IIT Bombay", "MBA from a top B-school"). The latent
 * record lists degrees and named schools apart; the generator writes each degree and its school in
 * one `education` entry, spelled from its own vocabulary (../independent/vocab.ts) without typos,
 * so both are read back off the drawn spellings. No record is rewritten, no random stream drawn.
 */

import { generateSeventh, type SeventhLatent } from "../first-sight-7/people.ts";
import { DEGREES, SCHOOLS } from "../independent/vocab.ts";

export type DegreeKind = keyof typeof DEGREES;

/** One education entry: the school's id ("local" for the unnamed ones) and the degree, when written. */
export interface Study {
  school: string;
  degree: DegreeKind | null;
}

export interface EighthLatent extends SeventhLatent {
  studies: Study[];
}

export interface EighthData {
  people: { record: Record<string, unknown>; latent: EighthLatent }[];
}

const schoolOf = new Map(
  Object.entries(SCHOOLS).flatMap(([id, spellings]) => spellings.map((s) => [s, id] as const)),
);
const degreeOf = new Map(
  Object.entries(DEGREES).flatMap(([kind, spellings]) =>
    spellings.map((s) => [s, kind as DegreeKind] as const),
  ),
);

/** `count` people from `seed`: round 7's people with the degree taken at each school. */
export function generateEighth(count: number, seed: number, now = new Date()): EighthData {
  return {
    people: generateSeventh(count, seed, now).people.map(({ record, latent }) => {
      const education = record.education as { institution_name: string; degree?: string }[];
      const studies = education.map((e) => {
        const school = schoolOf.get(e.institution_name);
        if (!school) throw new Error(`a school the generator does not spell: ${e.institution_name}`);
        return { school, degree: e.degree ? (degreeOf.get(e.degree) ?? null) : null };
      });
      return { record, latent: { ...latent, studies } };
    }),
  };
}
