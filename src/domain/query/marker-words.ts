/**
 * The words that say how the rest is meant rather than what: markers of employers (current, past,
 * ever), schools and names, and the operators (negation, disjunction) the parser reads as the
 * plan's NOT and OR. Folded and singular (./text.ts), each a list of words.
 */

const split = (list: string[]) => list.map((m) => m.split(" "));

/** Before an employer the person works at now. */
export const CURRENT_MARKERS = split([
  "at",
  "working at",
  "work at",
  "who work at",
  "currently at",
  "currently working at",
  "employed at",
  "employed by",
  "employee of",
  "working for",
  "work for",
  "who work for",
  "from",
]);

/** Before an employer the person has left. */
export const PAST_MARKERS = split([
  "ex",
  "former",
  "formerly",
  "formerly at",
  "formerly of",
  "previously at",
  "previously",
  "used to work at",
  "who used to work at",
  "ex employee of",
  "former employee of",
  "alumni of",
  "no longer at",
]);

/** Before an employer the person works at now or has worked at (the `company` criterion). */
export const EVER_MARKERS = split([
  "worked at",
  "who worked at",
  "ha worked at",
  "have worked at",
  "who ha worked at",
  "who have worked at",
  "experience at",
  "background at",
  "time at",
  "stint at",
  "worked for",
  "ha worked for",
]);

/** Before an industry an employer was in: "worked in gaming", "previously in fintech", "experience in banking". */
export const INDUSTRY_MARKERS: [string[], "past" | "ever"][] = [
  ["worked in", "ever"],
  ["who worked in", "ever"],
  ["ha worked in", "ever"],
  ["have worked in", "ever"],
  ["experience in", "ever"],
  ["background in", "ever"],
  ["previously in", "past"],
  ["formerly in", "past"],
  ["formerly at a", "past"],
  ["formerly at an", "past"],
  ["used to work in", "past"],
  // Where a career came from ("engineers who came from consulting"); ./read-role-tense.ts reads a role after the same words.
  ["came from", "past"],
  ["come from", "past"],
  ["comes from", "past"],
  ["coming from", "past"],
  ["started out in", "past"],
  ["started off in", "past"],
  ["spent year in", "ever"],
].map(([m, t]) => [(m as string).split(" "), t as "past" | "ever"]);

/** Before a school. */
export const SCHOOL_MARKERS = split([
  "studied at",
  "study at",
  "graduated from",
  "graduate of",
  "graduate from",
  "alumni of",
  "alumni from",
  "alum of",
  "alumnus of",
  "went to",
  "educated at",
  "degree from",
  "who went to",
  "attended",
]);

/** After a school: "Stanford alumni", "TUM graduates" (the school was read by the phrase scan). */
export const SCHOOL_FOLLOWERS = new Set(["alumni", "alumnus", "alum", "graduate", "grad"]);

/** Before a person's name ("people named Chen"): the name is required text. */
export const NAME_MARKERS = split(["named", "called", "with the name", "whose name is"]);

/**
 * Negations: what follows (one criterion, or a list of criteria of one kind joined by and/or/commas)
 * is excluded. "non" is also the prefix of "non-US".
 */
export const NEGATIONS = split([
  "not",
  "non",
  "but not",
  "and not",
  "except",
  "except for",
  "excluding",
  "exclude",
  "outside",
  "outside of",
  "other than",
  "anywhere but",
  "without",
  "never",
  "never worked at",
  "don t",
  "doesn t",
  "do not",
  "does not",
  "who don t",
  "who do not",
  "not based in",
  "not located in",
  "no",
  // "neither managers nor directors": both excluded (the "nor" continues the list as "or" does);
  // a "nor" after a comma ("no juniors, nor interns") excludes on its own.
  "neither",
  "nor",
]);

/** Words that join items: a disjunction ("or", "/", "either ... or") or a conjunction. */
export const OR_WORDS = new Set(["or", "nor"]);
export const AND_WORDS = new Set(["and", "plus"]);
/** "both A and B": A and B each hold, even for kinds whose items are otherwise alternatives. */
export const BOTH = "both";
export const EITHER = "either";

/** Words that end a company or school name read after a marker. */
export const NAME_STOP = new Set([
  "in",
  "with",
  "who",
  "and",
  "or",
  "nor",
  "based",
  "located",
  "living",
  "that",
  "having",
  "knowing",
  "from",
  "near",
  "for",
  "working",
  "at",
  "ex",
  "formerly",
  "previously",
  "but",
  "than",
  "not",
  "except",
  "excluding",
  "outside",
  "without",
  "both",
  "either",
  "plus",
  "are",
  "is",
  "as",
]);
