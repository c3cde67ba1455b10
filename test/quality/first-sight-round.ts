/**
 * The first-sight rounds' scaffold: what each round folder used to copy from the round before it.
 * A round folder holds what is its own — its queries (queries-*.ts, joined in queries.ts), its
 * labels, its people when it adds a fact, its README and its saved outputs — and thin entry files:
 *   evaluate.ts  `export const ROUND_N = defineRound(N, {...})`, then `runRound(ROUND_N)`
 *                when run: the command line `[people=20000] [seed=2026] [--counts]` and the report
 *                of ./first-sight-harness.ts (`printEvaluation`, `printCounts`);
 *   inspect.ts   `inspectRound(ROUND_N, describeCareer)`: `people seed query-or-number...`;
 *   first-sight-N.test.ts  `roundSoundness(ROUND_N, {...})` (./first-sight-soundness.ts).
 * The reports stay what the rounds printed before the scaffold (each round's
 * `evaluate.ts 12000 11` and `--counts` outputs were diffed before and after the move).
 */
import type { FifthLatent } from "./first-sight-5/people.ts";
import type { Study } from "./first-sight-8/people.ts";
import type { Round, RoundQuery } from "./first-sight-harness.ts";
import type { Corpus } from "./harness.ts";

export {
  describePerson,
  evaluateRound,
  expectClassFloors,
  inspectRound,
  LABELS_CHECKED_ON,
  labelCounts,
  type Round,
  type RoundQuery,
  runRound,
} from "./first-sight-harness.ts";

/** What a round says of itself; the rest of its `Round` is the rounds' common layout. */
export interface RoundShape<L, C extends string, Q extends RoundQuery<L, C>> {
  /** What the round asks, as its evaluation's heading says it after "round N, ". */
  about: string;
  /** The people as of `now` (months of experience and tenure are counted to it; default today). */
  generate: (people: number, seed: number, now?: Date) => Corpus<L>;
  queries: Q[];
  classes: readonly C[];
  /** The class column's width (the longest class name and a space or two). */
  classWidth: number;
  /** Long queries are cut to this many characters (70 unless said). */
  queryWidth?: number;
  /** Lines are numbered (unless said), so inspect.ts can name a query by its number. */
  numbered?: boolean;
}

/**
 * Round `number` as the harness measures it: named "round N", its evaluation headed "round N,
 * <about>", with numbered lines with queries cut to 70 characters unless the shape says otherwise.
 */
export function defineRound<L, C extends string, Q extends RoundQuery<L, C>>(
  number: number,
  shape: RoundShape<L, C, Q>,
): Round<L, C, Q> {
  return {
    name: `round ${number}`,
    title: `round ${number}, ${shape.about}`,
    generate: shape.generate,
    queries: shape.queries,
    classes: shape.classes,
    classWidth: shape.classWidth,
    queryWidth: shape.queryWidth ?? 70,
    numbered: shape.numbered ?? true,
  };
}

/**
 * The latent facts of rounds 5 on (../first-sight-5/people.ts and the rounds that add to it): each
 * later round's fact is optional here, so one describer serves every round that builds on round 5.
 */
export type CareerLatent = FifthLatent & {
  since?: number;
  pastFrom?: number | null;
  studies?: Study[];
  pastTitle?: string | null;
};

/**
 * A person of rounds 5 on by the latent facts their labels read: role, title as written, place,
 * employer (and since when, from round 6), tenure, the earlier employer (with its years from round
 * 7 and its title from round 13), experience, education (the degree at each school from round 8)
 * and skills.
 */
export function describeCareer(l: CareerLatent): string {
  const role = l.leads
    ? `${l.leads}:${l.seniority}`
    : `${l.family}${l.specialty === "general" ? "" : `/${l.specialty}`}:${l.seniority}`;
  const since = l.since === undefined ? "" : ` since ${l.since}`;
  const pastTitle = l.pastTitle === undefined ? "" : ` "${l.pastTitle}"`;
  const past =
    l.pastFrom === undefined
      ? (l.past ?? "")
      : l.past
        ? `${l.past} ${l.pastFrom}-${(l.since as number) - 1}${pastTitle}`
        : "";
  const education = l.studies
    ? l.studies.map((s) => `${s.degree ?? "?"}@${s.school}`).join(",")
    : `${l.schools.join(",")} ${l.degrees.join(",")}`;
  return `${role} "${l.title}" ${l.city ?? "-"} at ${l.employer}${since} ${l.tenure}mo past[${past}] exp${l.months} ${education} [${l.skills.join(",")}]`;
}
