/**
 * The comparisons of the model (docs/identify.md): one per field, each with ordered, mutually
 * exclusive levels (the first is the strongest agreement, the last "different"). A pair gets one
 * level per comparison, or none when either side lacks the field; the model holds an m and a u
 * probability for every level (./model.ts).
 *
 * Levels marked `tf` take a term-frequency adjustment, as Splink's do: agreeing on "Smith" is
 * weaker evidence than agreeing on "Ramaswamy", so their u is the share of stored people holding
 * that value (`term` names the counter) rather than the level's average.
 */
/** Counters: given name, its initial, surname, full name, employer, city, metro area, country. */
export type TermKind = "gn" | "gi" | "sn" | "co" | "ci" | "me" | "cc";

export interface Comparison {
  name: string;
  levels: readonly string[];
  /**
   * Levels whose u comes from the frequency of the row's value among stored people, and which
   * counter holds it (levels sharing a counter split it by their shares of u).
   */
  tf?: Readonly<Record<string, TermKind>>;
  /** Term-frequency levels that split one frequency between them (the rest each take it whole). */
  tfSplit?: readonly string[];
}

export const COMPARISONS = [
  {
    name: "first_name",
    // "same_initial": another name with the same first letter (many short forms the list lacks keep it: Tomek, Jirka).
    levels: [
      "exact",
      "transliteration",
      "nickname",
      "similar",
      "initial",
      "middle_name",
      "same_initial",
      "different",
    ],
    tf: { exact: "gn", transliteration: "gn", initial: "gi" },
    tfSplit: ["exact", "transliteration"],
  },
  {
    name: "last_name",
    levels: ["exact", "transliteration", "part", "similar", "different"],
    tf: { exact: "sn", transliteration: "sn", part: "sn" },
    tfSplit: ["exact", "transliteration", "part"],
  },
  {
    name: "company",
    levels: ["current", "past", "similar", "different"],
    tf: { current: "co", past: "co" },
    tfSplit: ["current", "past"],
  },
  {
    name: "location",
    levels: ["city", "metro", "country", "country_other_city", "different"],
    tf: { city: "ci", metro: "me", country: "cc", country_other_city: "cc" },
  },
  { name: "email", levels: ["exact", "different"] },
  { name: "phone", levels: ["exact", "different"] },
  { name: "profile_url", levels: ["exact", "different"] },
  { name: "title", levels: ["current", "past", "similar", "different"] },
  { name: "school", levels: ["exact", "different"] },
] as const satisfies readonly Comparison[];

export type ComparisonName = (typeof COMPARISONS)[number]["name"];
export const COMPARISON_INDEX: Record<ComparisonName, number> = Object.fromEntries(
  COMPARISONS.map((c, i) => [c.name, i]),
) as Record<ComparisonName, number>;

/** Level index per comparison; -1 when not compared. */
export type Levels = number[];

/** One compared field of one pair: the level and, for the explanation, what was compared and how. */
export interface Compared {
  level: number;
  /** The row's value and the stored one that agreed best (or was compared). */
  row: string;
  stored: string;
  /** How it agreed beyond the level's name: "legal-suffix-free", "domain", "swapped", "suburb of Munich"... */
  how?: string;
  /** The counter key of the value, for term-frequency levels. */
  term?: string;
}

/** Each comparison's levels by name: the comparisons ask for a level by name for every candidate. */
const LEVEL_INDEX = new Map<string, ReadonlyMap<string, number>>(
  COMPARISONS.map((c) => [c.name, new Map(c.levels.map((l: string, i) => [l, i]))]),
);

export function levelIndex(comparison: ComparisonName, level: string): number {
  const i = LEVEL_INDEX.get(comparison)?.get(level);
  if (i === undefined) throw new Error(`no level ${level} in ${comparison}`);
  return i;
}
