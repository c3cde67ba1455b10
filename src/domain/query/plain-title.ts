/**
 * A plain title said alone ("electricians", "teachers", "nurses"), read as an ESCO occupation only
 * when ESCO names that worker by the word itself (issue 45, review r66). A single word links best
 * to whichever concept holds it as a label: a generic head links to one specialised kind ("nurse":
 * specialist nurse; "adviser": the "industrial engineering adviser" of industrial engineer) or to an
 * alternative label of an unrelated concept ("teacher": politics lecturer; "apprentice": cook;
 * "surgeon": specialised doctor), and the near ties gathered around that wrong best match are
 * wrong people too (veterinary nurses, tree surgeons). So the word is read only when the label it
 * matched is the word alone and the concept's own English label says it, or its stem ("dentist":
 * dental practitioner; "paramedic": paramedic in emergency responses). Otherwise nothing is read
 * here, and the word is left to the later passes and to the answer's exact-title match
 * (../search/answer.ts).
 */
import { words } from "./text.ts";

/** The label's forms ("waiter/waitress"), each as its words, folded and singular as the query's are. */
const formsOf = (label: string) =>
  label
    .split("/")
    .map(words)
    .filter((ws) => ws.length > 0);

/** Whether a form of the label is the word alone: ESCO knows the word as a title ("surgeon", "teacher"). */
export function labelIsWord(label: string, head: string): boolean {
  return formsOf(label).some((ws) => ws.length === 1 && ws[0] === head);
}

/** How many first letters a word of the label shares with the title to say it ("dental", "dentist"). */
const STEM = 4;

/**
 * Whether the single word `head` names the concept: `matched`, the label it was linked by (in
 * English), is the word alone, and `preferred`, the concept's English label, holds the word or a
 * word of its stem.
 */
export function namesItself(matched: string, preferred: string, head: string): boolean {
  const alone = labelIsWord(matched, head);
  const stem = head.slice(0, STEM);
  const says = formsOf(preferred).some((ws) =>
    ws.some((w) => w === head || (w.length >= STEM && w.startsWith(stem))),
  );
  return alone && head.length >= STEM && says;
}

/**
 * Modifiers that move a title's noun to another kind of work: its patient is an animal or a plant
 * ("veterinary nurse", "tree surgeon", "animal physiotherapist"), or the noun is a figure of speech
 * ("spin doctor", "script doctor"). Such a title is no kind of the plain noun asked: "surgeons" are
 * no tree surgeons. This project's list, of the modifiers ESCO's English labels use so.
 */
const SHIFTING_MODIFIERS = new Set(
  "veterinary animal equine horse dog pet tree plant crop spin script doll".split(" "),
);

/** Whether the English label is a kind of the noun in another kind of work ("tree surgeon" for "surgeon"). */
export function shiftedKind(preferred: string, head: string): boolean {
  return formsOf(preferred).some(
    (ws) => ws[ws.length - 1] === head && ws.some((w) => SHIFTING_MODIFIERS.has(w)),
  );
}

/** Whether the English label is a kind of the noun in its own kind of work ("music teacher" for "teacher"). */
export function kindOf(preferred: string, head: string): boolean {
  return formsOf(preferred).some((ws) => ws[ws.length - 1] === head) && !shiftedKind(preferred, head);
}
