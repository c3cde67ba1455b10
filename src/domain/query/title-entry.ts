/**
 * What a job title names: a seniority level and an entry (title, family, department, level). In a
 * file of its own that the title modules import: ./title-vocabulary.ts (the vocabulary's titles)
 * and ./infer-title.ts (titles placed by rules) build entries of one shape, and
 * ./classify-title.ts asks both, so the rules need not import the vocabulary back.
 */

/** Seniority levels, lowest first. */
export const LEVELS = [
  "intern",
  "entry",
  "mid",
  "senior",
  "manager",
  "head",
  "director",
  "vp",
  "clevel",
  "owner",
] as const;
export type Level = (typeof LEVELS)[number];

/** The levels that lead people (a manager up to the C-suite; an owner is not one by the title alone). */
export const LEADER_LEVELS: ReadonlySet<string> = new Set<Level>([
  "manager",
  "head",
  "director",
  "vp",
  "clevel",
]);

export interface TitleEntry {
  /** The title as the vocabulary spells it. */
  title: string;
  family: string | null;
  department: string | null;
  /** Set for leader titles (Head of Sales, CTO...), null for individual-contributor titles. */
  level: Level | null;
}
