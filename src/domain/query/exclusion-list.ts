/**
 * An exclusion list whose next item is a group of people joined by "and" (issue 45, never the
 * opposite): "excluding juniors and people at Hooli", "except interns and those in Leeds", "with
 * the exception of juniors and those who hold a CPA". After a cue of exclusion ("except",
 * "excluding", "other than"), "and" + a person noun ("those", "people", "anyone") names a second
 * group left out, whatever its kind: reading it as wanted asks for the very people excluded. Only
 * with the person noun: "excluding juniors and with a CPA", "except interns, and must hold a CPA"
 * start a condition of their own, which stays wanted; a plain "not" keeps its narrower reach.
 */
import type { Word } from "./parse-state.ts";

/** The cues that open a list of what is left out (not a plain "not", "no" or "without"). */
const LIST_CUES = new Set(["except", "except for", "excluding", "exclude", "other than", "but not"]);
/** The person nouns that open a group of its own after "and". */
const PERSON_NOUNS = new Set([
  "those",
  "people",
  "anyone",
  "anybody",
  "persons",
  "individuals",
  "candidates",
  "ones",
  "folks",
  "profiles",
  "personnel",
]);
/** Words between the person noun and the group's criterion ("those who hold a", "people based at"). */
const GROUP_FILLER = new Set([
  "the",
  "a",
  "an",
  "any",
  "who",
  "that",
  "are",
  "is",
  "were",
  "was",
  "currently",
  "at",
  "in",
  "from",
  "with",
  "of",
  "on",
  "by",
  "based",
  "located",
  "living",
  "working",
  "employed",
  "engaged",
  "hold",
  "holds",
  "holding",
  "have",
  "has",
  "ha",
  "having",
  "know",
  "knows",
  "speak",
  "speaks",
]);

/** Whether a cue of these words opens an exclusion list. */
export const opensExclusionList = (cue: readonly string[]) => LIST_CUES.has(cue.join(" "));

/**
 * Whether the unread words [from, to) are "and" + a person noun (+ the group's filler): the next
 * item is a further group of the exclusion list. A comma may stand before the "and", never a
 * clause's end.
 */
export function andPersonGroup(ws: readonly Word[], from: number, to: number): boolean {
  const gap = ws.slice(from, to);
  if (gap.length < 2 || gap.some((w) => w.used || w.clause)) return false;
  const [and, person, ...rest] = gap as [Word, Word, ...Word[]];
  return (
    and.w === "and" &&
    PERSON_NOUNS.has(person.w) &&
    !person.boundary &&
    rest.every((w) => GROUP_FILLER.has(w.w) && !w.boundary)
  );
}
