/**
 * What a job title says about its holder (family, department, level, the level word as written),
 * and what the data's management_level field says. The facet index classifies every stored title
 * with this and query understanding reads queries with the same vocabulary (./title-vocabulary.ts),
 * so both sides agree on what "Backend Engineer" or "VP of Sales" means.
 */
import { memoize } from "../memo.ts";
import { alsoFamilies } from "./family-recall.ts";
import { inferRole } from "./infer-title.ts";
import { titleWords } from "./reduce-title.ts";
import { words } from "./text.ts";
import type { Level, TitleEntry } from "./title-entry.ts";
import {
  aliasTitle,
  departmentOfFamily,
  lookupTitle,
  TITLE_LEXICON,
  vocabularyTitle,
} from "./title-vocabulary.ts";

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

export interface TitleClass {
  /** The vocabulary title the words name, without level words ("Backend Engineer"), or an inferred role. */
  base: TitleEntry | null;
  level: Level | null;
  /** The level word as written ("staff", "principal"), normalised ("sr" -> "senior"). */
  prefix: string | null;
  /** True when the role was placed by ./infer-title.ts rather than found in the vocabulary. */
  inferred: boolean;
  /** Families the title is a member of besides its own (./family-recall.ts). */
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
  // A family's query word as the whole title ("Lawyer", "Bookkeeper") comes before inference.
  const known = vocabularyTitle(key) ?? aliasTitle(key);
  const base = known ?? inferRole(reduced.words, lookupTitle, departmentOfFamily);
  // "Senior Director of Sales" is a director whose title also says senior.
  return {
    base,
    level: base?.level ?? reduced.level,
    prefix: reduced.prefix,
    inferred: !known && base !== null,
    families,
  };
}
