/**
 * Levels as HR and people-ops teams write them in a job architecture (issue 45, round 17 of first
 * sight), brought to the words the level readers read:
 * - "people managers", "people leaders": the leaders (manager and up), whoever has reports;
 * - the two tracks: "IC track", "IC-track", "individual-contributor ladder", "IC roles" -> the
 *   individual contributors; "management track", "people-management ladder" -> the leaders;
 * - "the management layer", "leadership tier": the leaders;
 * - a rung with the ladder's own word, "manager band or higher", "senior band", "the exec layer",
 *   "band: head-of": the rung's level ("manager level or higher", "exec level": phrases of their
 *   own, ./phrase-meanings.ts), as "level" is read;
 *   "first-line managers" the manager level the noun already says;
 * - the top of the IC ladder, "Staff+", "Staff-plus", "staff engineers and above": the rungs from it up
 *   as the titles state them (Staff, Principal), not every senior (./meaning-criteria.ts);
 * - the technology function's leaders, "tech leaders", "technology leadership", "C-level tech
 *   executives": engineering's leaders, as "the top person on the tech side" is
 *   (./read-plain-words.ts); "tech lead" (a senior IC's title) is left alone;
 * - "senior <department> leaders": the department's senior leaders (director and up), as "senior
 *   leaders" alone is, not senior ICs or leaders.
 * Each is a class of wording with its counterpart in the level vocabulary (./query-vocabulary.ts
 * LEVEL_WORDS, ./read-text.ts LADDER); no phrase here names a query's department or place.
 */
import type { ScanState } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";

const TRACK_NOUN = "(?:tracks?|ladders?|paths?|routes?|roles?|positions?|levels?|bands?|grades?)";

/** "IC track", "IC-track", "individual-contributor ladder": the ICs. */
const IC_TRACK = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:ic|individual[\\s-]+contributors?)[\\s-]+${TRACK_NOUN}(?![\\p{L}\\p{N}])`,
  "giu",
);

/**
 * "people managers", "people leaders": whoever has people reporting to them, the leaders (manager
 * and up); written so, "no people managers" is not read as "no people" before its noun.
 */
const PEOPLE_LEADERS = /\bpeople[\s-]+(?:managers?|leaders?|leadership)\b/giu;

/** "management track", "people-management ladder", "manager path": the leaders. */
const MANAGEMENT_TRACK =
  /\b(?:(?:people[\s-]+)?management|managerial|manager|leadership)[\s-]+(?:tracks?|ladders?|paths?|routes?)\b/giu;

/** A rung, as the level readers read rungs. */
const RUNG =
  "interns?|juniors?|entry|associates?|mid|seniors?|staff|principal|(?:people\\s+)?managers?|heads?(?:[\\s-]+of)?|directors?|vps?|vice\\s+presidents?|c[\\s-]?level|c[\\s-]?suite|chiefs?|executives?|execs?";
/** "manager band", "director grade", "exec layer": the rung's level ("manager level", a phrase of its own). */
const RUNG_BAND = new RegExp(`\\b(${RUNG})[\\s-]+(?:bands?|grades?|tiers?|ranks?|layers?)\\b`, "giu");
/** "the management layer", "leadership tier": the leaders. */
const MANAGEMENT_LAYER = /\b(?:management|leadership)[\s-]+(?:layers?|tiers?|levels?|bands?)\b/giu;
/** "head-of" as the level readers read it ("head of"). */
const HEAD_OF = /\bheads?-of\b/giu;
/** "band: head-of", "Level: director": a field's name before the rung it holds. */
const LEVEL_FIELD = /\b(?:band|level|grade|tier|seniority)\s*:\s*/giu;
/** "first-line managers", "front-line engineering managers": the manager level, which the noun says. */
const FIRST_LINE =
  /\b(?:first|front)[\s-]*line\s+(?=(?:[\p{L}&-]+\s+){0,2}(?:managers?|mgrs?|supervisors?)\b)/giu;

/** "Staff+", "staff-plus", "principal and above", "staff level or higher": the rung and those above. */
const IC_TOP_FLOOR =
  /\b(staff|principal)(?:[\s-]+level)?(?:\s*\+(?![\p{L}\p{N}])|[\s-]+plus\b|\s+(?:and|or|&)\s+(?:above|up|higher|beyond)\b)/giu;

/** "staff engineers and above", "principal designers or higher": the floor said after the noun. */
const IC_TOP_FLOOR_AFTER =
  /\b(staff|principal)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:and|or|&)\s+(?:above|up|higher|beyond)\b/giu;

/** "tech leaders", "technology leadership", "tech executives": engineering's. Not "tech lead(s)". */
const TECH_LEADERS = /\b(?:tech|technology)\s+(leaders?|leadership(?:\s+team)?|executives?|execs?)\b/giu;

/** "senior engineering leaders", "senior sales leadership": up to two words that name a department. */
const SENIOR_DEPARTMENT_LEADERS = /\bsenior\s+((?:[\p{L}&]+\s+){0,1}[\p{L}&]+)\s+(leaders?|leadership)\b/giu;

const isDepartment = (phrase: string) =>
  (PHRASES.get(words(phrase).join(" ")) ?? []).some((m) => m.kind === "department");

/** Pass (text, before the level ranges and floors): job-architecture level words as level words. */
export function readJobLevels(state: ScanState): void {
  state.text = state.text
    .replace(HEAD_OF, "head of")
    .replace(IC_TRACK, " individual contributors ")
    .replace(PEOPLE_LEADERS, " leaders ")
    .replace(MANAGEMENT_TRACK, " leaders ")
    .replace(MANAGEMENT_LAYER, " leadership ")
    .replace(LEVEL_FIELD, " ")
    .replace(RUNG_BAND, " $1 level ")
    .replace(FIRST_LINE, " ")
    .replace(IC_TOP_FLOOR, (_w, rung: string) => ` ${rung.toLowerCase()} and above `)
    .replace(
      IC_TOP_FLOOR_AFTER,
      (_w, rung: string, noun: string) => ` ${rung.toLowerCase()} and above ${noun} `,
    )
    .replace(TECH_LEADERS, " engineering $1 ")
    .replace(SENIOR_DEPARTMENT_LEADERS, (whole, department: string, noun: string) =>
      isDepartment(department) ? ` ${department} senior ${noun} ` : whole,
    );
}
