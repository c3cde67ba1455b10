/**
 * Leaders' titles joined by a slash ("Engineering Managers / Directors of Engineering", "Heads of
 * Finance / Finance Managers") are alternatives. Left as written, the second title's function was
 * read as an alternative of its own ("Works in Engineering", no level) or both levels were required
 * at once. In a list of titles, "<Level> of <Function>" is written "<Function> <Level>" (the order
 * the list reader distributes the function over) and the slash between two leaders' titles is
 * "or". Only the vocabulary's functions, and only where the function ends the title ("Head of
 * Product Design" is left alone). Always, list or not: "<Level> of <x> engineering" is written
 * "<x> engineering <Level>" when the two words name a family (leaderOfFamily).
 */
import { ROLES } from "../vocab/index.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";

/** "Engineering" as "[Ee]ngineering": a title may be typed in lower case. */
function anyCaseFirst(word: string): string {
  const first = word[0] ?? "";
  return `[${first.toUpperCase()}${first.toLowerCase()}]${word.slice(1)}`;
}

const FUNCTIONS = [...ROLES.departments.map((d) => d.name), "HR", "People", "Data", "Growth"]
  .sort((a, b) => b.length - a.length)
  .map((n) => anyCaseFirst(n).replace(/\s+/g, "\\s+"))
  .join("|");
const LEADER = `(?:${["Directors?", "Heads?", "VPs?", "Vice\\s+Presidents?", "Managers?", "Chiefs?"].map(anyCaseFirst).join("|")})`;
/** A leader's title ending before the slash ("... Managers", "Directors of Sales"), and one after it. */
const LEADER_SLASH = new RegExp(
  `(\\b${LEADER}(?:\\s+of\\s+(?:${FUNCTIONS}))?)\\s*/\\s*(?=(?:(?:${FUNCTIONS})\\s+)?${LEADER}\\b)`,
  "gu",
);

/**
 * A bare leader's level before "or Director of X" ("a VP or Director of Sales"): the function after
 * "of" is said once for both, which the shorthand pass distributes (./read-shorthand.ts); turned
 * here, the VP was left with no function.
 */
const BARE_LEADER = `(?<!\\b(?:${FUNCTIONS})\\s+)\\b(?:[Dd]irectors?|[Hh]eads?|[Vv][Pp]s?|[Vv]ice\\s+[Pp]residents?|[Cc]hiefs?)`;

/**
 * After another title only directors and managers are turned: the list reader reads "Heads of X"
 * and "VPs of X" there as written, and not "X Heads" / "X VPs" ("Sales Directors or Sales VPs"
 * lost the directors' level); first in a list, every leader is turned (FIRST_IN_LIST).
 */
const LEVEL_OF_FUNCTION = new RegExp(
  `(?<!${BARE_LEADER}\\s*(?:,|/|\\bor|\\band|&)\\s*)\\b(${["Directors?", "Managers?"].map(anyCaseFirst).join("|")})\\s+of\\s+(${FUNCTIONS})\\b(?!\\s+(?:\\p{Lu}\\p{L}*|design|engineering|management|operations|analytics|science)\\b)`,
  "gu",
);

/** Any leader's "<Level> of <Function>" that a list goes on from ("VPs of Sales / Sales Directors"). */
const FIRST_IN_LIST = new RegExp(`\\b(${LEADER})\\s+of\\s+(${FUNCTIONS})(?=\\s*(?:/|\\bor\\b))`, "gu");

/**
 * "<Level> of <x> engineering": "<x> engineering" may name a family ("sales engineering"). Not a
 * list's first item ("heads of security engineering or data engineering"): the list passes read those.
 */
const LEVEL_OF_PAIR = new RegExp(
  `\\b(${LEADER})\\s+of\\s+(?:the\\s+)?(\\p{L}+\\s+[Ee]ngineering)\\b(?!\\s*(?:/|&|\\bor\\b|\\band\\b))`,
  "gu",
);

/** A family that is not also a department ("data science" leaders are the department's: left as said). */
const isFamilyOnly = (phrase: string) => {
  const kinds = (PHRASES.get(words(phrase).join(" ")) ?? []).map((m) => m.kind);
  return kinds.includes("family") && !kinds.includes("department");
};

/**
 * "VPs of sales engineering", "head of data engineering": the leader of the family the two words
 * name ("<x> engineering" is the family of "<x> engineer": ./query-vocabulary.ts). Read as written,
 * "head of sales" / "head of data" is a title of its own and "engineering" was left a department of
 * its own, an alternative that widened the ask to all of Engineering. Said "<family> <Level>", the
 * order the family's titles are read in.
 */
function leaderOfFamily(text: string): string {
  return text.replace(LEVEL_OF_PAIR, (whole, level: string, pair: string) =>
    isFamilyOnly(pair) ? `${pair} ${level}` : whole,
  );
}

/**
 * Pass (raw text, before the words): a leader of a family said "<Level> of <family>" always; the
 * list forms only in a list of titles (a slash or an "or" in the text).
 */
export function readLeaderTitleOrder(said: string): string {
  const text = leaderOfFamily(said);
  if (!/\/|\bor\b/i.test(text)) return text;
  return text
    .replace(LEADER_SLASH, "$1 or ")
    .replace(FIRST_IN_LIST, (_m, level: string, fn: string) => `${fn} ${level}`)
    .replace(LEVEL_OF_FUNCTION, (_m, level: string, fn: string) => `${fn} ${level}`);
}
