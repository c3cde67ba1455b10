/**
 * Job titles: what a title says about its holder (family, department, level), from the role
 * vocabulary in data/vocab/roles.json. The facet index classifies every stored title with this and
 * query understanding reads queries with the same lexicon, so both sides agree on what
 * "Backend Engineer" or "VP of Sales" means.
 */

import { memoize } from "../memo.ts";
import { ROLES } from "../vocab/index.ts";
import { alsoFamilies, inferRole } from "./infer-title.ts";
import { titleWords } from "./reduce-title.ts";
import { words } from "./text.ts";
import type { Level, TitleEntry } from "./title-entry.ts";

export { LEVELS, type Level, type TitleEntry } from "./title-entry.ts";

/** management_level values of the data -> level. */
export const LEVEL_BY_MANAGEMENT_LEVEL: Record<string, Level> = {
  intern: "intern",
  entry: "entry",
  junior: "entry",
  specialist: "mid",
  mid: "mid",
  senior: "senior",
  manager: "manager",
  head: "head",
  director: "director",
  vp: "vp",
  "c-level": "clevel",
  "c level": "clevel",
  clevel: "clevel",
  owner: "owner",
  partner: "owner",
};

/** Title words (singular, folded, space-joined) -> entry. */
export const TITLE_LEXICON = new Map<string, TitleEntry>();
const LEADER_LEVEL: Record<string, Level> = {
  Manager: "manager",
  Head: "head",
  Director: "director",
  VP: "vp",
  "C-Level": "clevel",
};
for (const dept of ROLES.departments) {
  for (const family of dept.families) {
    for (const title of family.titles) {
      TITLE_LEXICON.set(words(title).join(" "), {
        title,
        family: family.name,
        department: dept.name,
        level: null,
      });
    }
  }
  for (const [level, titles] of Object.entries(dept.leader_titles)) {
    for (const title of titles) {
      TITLE_LEXICON.set(words(title).join(" "), {
        title,
        family: null,
        department: dept.name,
        level: LEADER_LEVEL[level] ?? null,
      });
    }
  }
}
for (const title of ROLES.founder_titles) {
  TITLE_LEXICON.set(words(title).join(" "), { title, family: null, department: null, level: "owner" });
}
for (const title of ROLES.ceo_titles) {
  TITLE_LEXICON.set(words(title).join(" "), { title, family: null, department: null, level: "clevel" });
}

/** Vocabulary titles by their reduced words ("vp engineering" for "VP of Engineering"). */
const REDUCED_LEXICON = new Map<string, TitleEntry>();
for (const entry of TITLE_LEXICON.values()) {
  const key = titleWords(entry.title).words.join(" ");
  if (!REDUCED_LEXICON.has(key)) REDUCED_LEXICON.set(key, entry);
}
/** Reduced spellings of vocabulary titles, for the query side's phrases. */
export function reducedTitles(): [string, TitleEntry][] {
  return [...REDUCED_LEXICON];
}
const DEPARTMENT_OF_FAMILY = new Map<string, string>();
for (const dept of ROLES.departments)
  for (const f of dept.families) DEPARTMENT_OF_FAMILY.set(f.name, dept.name);

/** The department a family belongs to. */
export function departmentOfFamily(family: string): string | null {
  return DEPARTMENT_OF_FAMILY.get(family) ?? null;
}

/** A vocabulary title by any spelling its reduced words share. */
function lookup(title: string): TitleEntry | undefined {
  const key = words(title).join(" ");
  return TITLE_LEXICON.get(key) ?? REDUCED_LEXICON.get(titleWords(title).words.join(" "));
}

export interface TitleClass {
  /** The vocabulary title the words name, without level words ("Backend Engineer"), or an inferred role. */
  base: TitleEntry | null;
  level: Level | null;
  /** The level word as written ("staff", "principal"), normalised ("sr" -> "senior"). */
  prefix: string | null;
  /** True when the role was placed by ./infer-title.ts rather than found in the vocabulary. */
  inferred: boolean;
  /** Families the title is a member of besides its own (./infer-title.ts alsoFamilies). */
  families: string[];
}

const NOTHING: TitleClass = { base: null, level: null, prefix: null, inferred: false, families: [] };
const classifyMemo = memoize(classifyWritten);

/** What a job title says. Titles no rule places give nulls (search still finds them through text). */
export function classifyTitle(title: string | null | undefined): TitleClass {
  return title ? classifyMemo(title) : NOTHING;
}

function classifyWritten(title: string): TitleClass {
  const reduced = titleWords(title);
  const families = alsoFamilies(reduced.words);
  const whole = TITLE_LEXICON.get(words(title).join(" "));
  if (whole) return { base: whole, level: whole.level, prefix: null, inferred: false, families };
  const key = reduced.words.join(" ");
  const known = TITLE_LEXICON.get(key) ?? REDUCED_LEXICON.get(key) ?? null;
  const base = known ?? inferRole(reduced.words, lookup, (f) => DEPARTMENT_OF_FAMILY.get(f) ?? null);
  // "Senior Director of Sales" is a director whose title also says senior.
  return {
    base,
    level: base?.level ?? reduced.level,
    prefix: reduced.prefix,
    inferred: !known && base !== null,
    families,
  };
}
