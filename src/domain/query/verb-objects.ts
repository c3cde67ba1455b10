/**
 * The people a verb acts on are not the people asked for: "alumni who could mentor recent grads",
 * "seniors happy to coach juniors", "someone to train our new hires", "leads who manage interns".
 * Read as conditions, "recent grads" became at most a year of experience and "juniors" the junior
 * level, on the mentors themselves (and a real condition, "at least 10 years", was dropped as the
 * one that could not hold with it). The object is taken out with a note; the verb stays for the
 * passes that read roles said as verbs (./read-verbs.ts).
 */
import type { ScanState } from "./parse-state.ts";

const VERBS = [
  "mentor",
  "coach",
  "teach",
  "train",
  "tutor",
  "advise",
  "guide",
  "onboard",
  "support",
  "supervise",
  "hire",
  "interview",
  "manage",
  "lead",
  "upskill",
  "help",
];
/** The verb in its forms: "mentor", "mentors", "mentored", "mentoring" (a final e dropped: "guiding"). */
const VERB = `(?:${VERBS.map((v) => (v.endsWith("e") ? `${v.slice(0, -1)}(?:e|es|ed|ing)` : `${v}(?:s|ed|ing)?`)).join("|")})`;
/** Groups of people a senior acts on: new graduates, juniors, interns, students, new hires. */
const GROUP =
  "(?:(?:recent|new|fresh|young)\\s+(?:grads?|graduates|joiners|starters|hires|engineers|developers|analysts|designers)|(?:bootcamp\\s+)?grads|graduates|juniors|junior\\s+[\\p{L}-]+s|interns|students|newcomers|beginners|trainees|mentees|apprentices|freshers|early[-\\s]career\\s+(?:people|folks|talent|[\\p{L}-]+s))";
const VERB_OBJECT = new RegExp(
  `\\b(${VERB})\\s+((?:(?:our|the|their|some|a\\s+few|a\\s+couple\\s+of|younger|other)\\s+)?${GROUP})(?![\\p{L}\\p{N}])`,
  "giu",
);

/** Pass (on the text): the group a verb acts on as context. */
export function readVerbObjects(state: ScanState) {
  state.text = state.text.replace(VERB_OBJECT, (_m, verb: string, group: string) => {
    state.notes.push(
      `"${group}": who they would ${verb.toLowerCase()}, not whom the search asks for; not applied`,
    );
    return ` ${verb} , `;
  });
}
