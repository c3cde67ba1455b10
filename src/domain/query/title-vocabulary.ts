/**
 * The role vocabulary's job titles (data/vocab/roles.json) by their words: each title with the
 * family, department and level it names, also under its reduced words ("vp engineering" for "VP
 * of Engineering", ./reduce-title.ts). Titles are classified against it (./classify-title.ts) and
 * queries read with it (./phrase-meanings.ts).
 */

import { ROLES } from "../vocab/index.ts";
import { FAMILY_ALIASES } from "./query-vocabulary.ts";
import { titleWords } from "./reduce-title.ts";
import { words } from "./text.ts";
import type { Level, TitleEntry } from "./title-entry.ts";

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

/** The vocabulary title whose words (or reduced words) are these (space-joined). */
export function vocabularyTitle(key: string): TitleEntry | undefined {
  return TITLE_LEXICON.get(key) ?? REDUCED_LEXICON.get(key);
}

const DEPARTMENT_OF_FAMILY = new Map<string, string>();
for (const dept of ROLES.departments)
  for (const f of dept.families) DEPARTMENT_OF_FAMILY.set(f.name, dept.name);

/** The department a family belongs to. */
export function departmentOfFamily(family: string): string | null {
  return DEPARTMENT_OF_FAMILY.get(family) ?? null;
}

/** A vocabulary title by any spelling its reduced words share. */
export function lookupTitle(title: string): TitleEntry | undefined {
  const key = words(title).join(" ");
  return TITLE_LEXICON.get(key) ?? REDUCED_LEXICON.get(titleWords(title).words.join(" "));
}

/**
 * The words queries name a family by ("lawyer", "solicitor", "bookkeeper": ./query-vocabulary.ts),
 * reduced like titles, -> the family. A stored title that is one of them and nothing the role
 * vocabulary lists ("Lawyer") is of that family: the query "lawyers" reads the Legal family, and a
 * title the query side reads so must be indexed so, or the ask finds everyone but them.
 */
const ALIAS_TITLES = new Map<string, string>();
/** A word that names a person ("solicitor", "bookkeeper", "counsel"), or a short form ("CPA", "SWE"). */
const PERSON_NOUN = /(?:er|or|ist|ant|ent|ian|eer|rep|counsel|quant)$/;
/** The families whose vocabulary titles end in each word ("analyst": Data Analysis, Financial Analysis...). */
const HEAD_FAMILIES = new Map<string, Set<string>>();
for (const entry of TITLE_LEXICON.values()) {
  const head = words(entry.title).at(-1);
  if (!head || !entry.family) continue;
  HEAD_FAMILIES.set(head, (HEAD_FAMILIES.get(head) ?? new Set()).add(entry.family));
}
/**
 * Only a word that names a person, and not one that heads titles of several families alone: a bare
 * "Analyst" (a bank's, a data team's) or "Security" (a guard, a field) says no family.
 */
function namesPersonOfOneFamily(key: string): boolean {
  const ws = key.split(" ");
  const last = ws.at(-1) ?? "";
  const short = ws.length === 1 && last.length <= 4;
  if (!short && !PERSON_NOUN.test(last)) return false;
  return ws.length > 1 || (HEAD_FAMILIES.get(last)?.size ?? 0) <= 1;
}
/** Every family word, reduced like titles, -> its family (the first family that lists it). */
const FAMILY_WORDS = new Map<string, string>();
for (const [family, aliases] of Object.entries(FAMILY_ALIASES))
  for (const alias of aliases) {
    const key = titleWords(alias).words.join(" ");
    if (!key || FAMILY_WORDS.has(key)) continue;
    FAMILY_WORDS.set(key, family);
    if (namesPersonOfOneFamily(key)) ALIAS_TITLES.set(key, family);
  }

const entryOf = (key: string, family: string): TitleEntry => ({
  title: key.replace(/\b\p{L}/gu, (c) => c.toUpperCase()),
  family,
  department: departmentOfFamily(family),
  level: null,
});

/**
 * Any family word (reduced, space-joined) as the title it would be ("programmers": Developer), for
 * an exclusion inside the family asked (./contradictions.ts); null when it is no family word.
 */
export function familyWordTitle(key: string): TitleEntry | null {
  const family = FAMILY_WORDS.get(key);
  return family ? entryOf(key, family) : null;
}

/** The family whose query word these reduced title words are (space-joined), as an entry. */
export function aliasTitle(key: string): TitleEntry | null {
  const family = ALIAS_TITLES.get(key);
  return family ? entryOf(key, family) : null;
}
