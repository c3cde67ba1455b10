/**
 * Job titles: what a title says about its holder (family, department, level), from the role
 * vocabulary in data/vocab/roles.json. The facet index classifies every stored title with this and
 * query understanding reads queries with the same lexicon, so both sides agree on what
 * "Backend Engineer" or "VP of Sales" means.
 */
import { ROLES } from "../vocab/index.ts";
import { words } from "./text.ts";

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

export interface TitleEntry {
  /** The title as the vocabulary spells it. */
  title: string;
  family: string | null;
  department: string | null;
  /** Set for leader titles (Head of Sales, CTO...), null for individual-contributor titles. */
  level: Level | null;
}

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

/** Words in front of a title that say its level; "lead" and "staff" are kept as the prefix too. */
export const PREFIX_LEVEL: Record<string, Level> = {
  intern: "intern",
  trainee: "intern",
  junior: "entry",
  jr: "entry",
  associate: "entry",
  senior: "senior",
  sr: "senior",
  staff: "senior",
  principal: "senior",
  lead: "senior",
};

export interface TitleClass {
  /** The vocabulary title the words name, without level words ("Backend Engineer"). */
  base: TitleEntry | null;
  level: Level | null;
  /** The level word as written ("staff", "principal"), normalised ("sr" -> "senior"). */
  prefix: string | null;
}

/** What a job title says. Unknown titles give nulls (search still finds them through text). */
export function classifyTitle(title: string | null | undefined): TitleClass {
  if (!title) return { base: null, level: null, prefix: null };
  let w = words(title);
  const whole = TITLE_LEXICON.get(w.join(" "));
  if (whole) return { base: whole, level: whole.level, prefix: null };
  let level: Level | null = null;
  let prefix: string | null = null;
  const first = w[0];
  if (first !== undefined && PREFIX_LEVEL[first]) {
    level = PREFIX_LEVEL[first] ?? null;
    prefix = first === "sr" ? "senior" : first === "jr" ? "junior" : first;
    w = w.slice(1);
  }
  const last = w[w.length - 1];
  if (last === "intern" || last === "trainee") {
    level = "intern";
    w = w.slice(0, -1);
  } else if (last === "ii" || last === "iii" || last === "i") {
    level ??= "mid";
    w = w.slice(0, -1);
  }
  const base = TITLE_LEXICON.get(w.join(" ")) ?? null;
  // "Senior Director of Sales" is a director whose title also says senior.
  return { base, level: base?.level ?? level, prefix };
}
