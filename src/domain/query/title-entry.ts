/**
 * The title vocabulary's types, in the file both title modules import: ./title-vocabulary.ts (the
 * vocabulary and classification, which asks the rules) and ./infer-title.ts (titles placed by
 * rules) build entries of one shape, and the rules need not import the vocabulary back.
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

export interface TitleEntry {
  /** The title as the vocabulary spells it. */
  title: string;
  family: string | null;
  department: string | null;
  /** Set for leader titles (Head of Sales, CTO...), null for individual-contributor titles. */
  level: Level | null;
}
