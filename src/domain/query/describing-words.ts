/**
 * Nouns that describe the people asked, or count them, rather than name their job (issue 45, review
 * r66): ESCO also uses many ordinary nouns as titles ("parent": a legal guardian, "pair": an au
 * pair, "couple", "communicator", "mentor"), and a second title read from them is ORed with the
 * ask, widening it to strangers. The title readers (./read-english-occupations.ts and, for words
 * ESCO's labels know only in other languages, ./read-occupations.ts) skip a noun in these places:
 *
 * - a predicate after a copula or auxiliary: "engineers who are parents", "who are mentors", "I was
 *   told": what the people are besides their job, or a verb, never the title asked;
 * - a quantity or collective noun before "of": "a pair of", "a couple of", "a handful of";
 * - a noun of an ability after an adjective of quality: "strong communicators", "great mentors": a
 *   trait, said of people whose job the query names elsewhere.
 *
 * A bare title keeps its reading ("nurses who are registered", "people who are nurses" aside, which
 * the asker rarely writes: a job is asked by naming it).
 */
import type { Word } from "./parse-state.ts";

/** Copulas and auxiliaries: the noun or participle after them says what the people are, or is a verb. */
const COPULAS = new Set("are is was were be been being am become became becoming".split(" "));

/** Articles and determiners a predicate noun may have ("who is a parent", "being an advocate"). */
const ARTICLES = new Set("a an the".split(" "));

/**
 * Quantity and collective nouns that count what follows "of" (English grammar's measure nouns; the
 * list is this project's, kept to nouns ESCO or the vocabulary might otherwise read).
 */
const QUANTITY_NOUNS = new Set(
  "pair couple handful few number lot lots bunch group batch set pool dozen score crew squad cohort panel shortlist list trio duo range mix host".split(
    " ",
  ),
);

/** Adjectives of quality ("strong", "natural"): before a trait noun they praise an ability. */
const QUALITY_ADJECTIVES = new Set(
  "strong good great excellent effective natural confident clear fast quick keen avid solid exceptional outstanding proven true born gifted".split(
    " ",
  ),
);

/**
 * Agent nouns of an ability anyone may have, which ESCO also uses as titles ("communicator": a
 * technical communicator, "mentor", "facilitator"). Praised by an adjective of quality they are a
 * trait ("strong communicators", "natural mentors"); a trade's noun stays a title ("strong welders").
 */
const TRAIT_NOUNS = new Set(
  "communicator listener learner mentor leader thinker negotiator presenter networker motivator collaborator facilitator organiser organizer planner storyteller solver".split(
    " ",
  ),
);

/** The word before `i` in its clause, looking past an article; undefined at a boundary. */
function wordBefore(ws: readonly Word[], i: number): Word | undefined {
  let k = i - 1;
  if (ws[k] && !(ws[k + 1] as Word).boundary && ARTICLES.has((ws[k] as Word).w)) k--;
  const before = ws[k];
  if (!before || (ws[k + 1] as Word).boundary) return undefined;
  return before;
}

/**
 * Whether the span [i, end) is a noun describing or counting the people, not a title asked: a
 * predicate after a copula, a quantity noun before "of", a trait after an adjective of quality.
 */
export function describingPlace(ws: readonly Word[], i: number, end: number): boolean {
  const before = wordBefore(ws, i);
  // The word as written: "was" is folded to the singular "wa".
  if (before && COPULAS.has(before.f)) return true;
  const last = ws[end - 1] as Word;
  if (before && QUALITY_ADJECTIVES.has(before.w) && TRAIT_NOUNS.has(last.w)) return true;
  const after = ws[end];
  return end - i === 1 && QUANTITY_NOUNS.has((ws[i] as Word).w) && after?.w === "of" && !after.boundary;
}
