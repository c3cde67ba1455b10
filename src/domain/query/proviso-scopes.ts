/**
 * The scope of a proviso (./read-provisos.ts), where reading its clause as a plain requirement or
 * exclusion would ask the opposite or more than was said (review r69, issue 45). Each is left
 * unread with a note, never half-read:
 *
 * - concession and preference: "even if", "whether or not", "regardless of whether", "no matter
 *   whether", "especially / particularly / ideally / preferably if", "bonus points if", "if ...,
 *   even better": the clause allows or favours, never filters;
 * - an exclusion of two conditions joined by "and" ("skip them if they are juniors and at X"): only
 *   those with both are refused (NOT (A AND B)), which no later pass writes from the text; read as
 *   "not A" it refuses A alone, and its second condition was required;
 * - "unless" as an exemption ("unless they've worked at X, in which case any level"): it relaxes
 *   the request for X, never excludes X; "unless" with no criterion in it ("unless they are happy
 *   / willing / open to relocate"): a wish of theirs, nothing to exclude;
 * - a condition on part of the ask: "if they're in X, they must be senior" (the condition X is no
 *   requirement of everyone, its consequence none of those elsewhere), "Munich, or Berlin if they
 *   are senior" (the condition binds one alternative).
 * "only if they have X, otherwise Y" is the one read: it asks X or Y.
 * No maintained source lists these connectives: they are English usage, written once here.
 */
import { LEAVE_OUT_VERBS } from "./leave-out-verbs.ts";

/** Who a proviso is said of: the people asked for, by a pronoun or a person noun. */
export const SUBJECT = String.raw`(?:they|he|she|he\s+or\s+she|the\s+(?:candidates?|persons?|people|individuals?|ones|hires?))`;
/** The subject's verb as a contraction or spelled out ("they're", "they've", "they aren't"). */
export const CONTRACTED = String.raw`(?:['’](re|ve|d|s)\b|\s+(aren['’]t|isn['’]t|weren['’]t|wasn['’]t|haven['’]t|hasn['’]t)\b)?`;
/** The clause a connective governs: to a sentence mark, comma, semicolon, colon, "but" or the end. */
export const TO_CLAUSE_END = String.raw`[^.;:!?,\n]*?(?=\s*(?:[.;:!?,\n]|\bbut\b|$))`;
/** A connective that excludes its clause ("not if", "skip them if", "rule them out when"). */
export const EXCLUSION = String.raw`(?:(?:but\s+)?not\s+(?:if|when)|(?:${LEAVE_OUT_VERBS}\s+(?:them|those|anyone|anybody|people|candidates)|(?:rule|leave|filter|cross|strike)\s+(?:them|those)\s+(?:out|off))\s+(?:if|when|whenever|where))`;

/** Within one sentence, across commas (an "if" clause and the consequence after its comma). */
const IN_SENTENCE = String.raw`[^.;:!?\n]*?`;
const START = String.raw`,?\s*(?<![\p{L}])`;
const SAID_OF = `${SUBJECT}${CONTRACTED}`;

const CONCESSION = String.raw`(?:even\s+(?:if|when|though)|whether\s+or\s+not|(?:regardless|irrespective)\s+of\s+whether|no\s+matter\s+(?:if|whether)|(?:especially|particularly|in\s+particular|above\s+all|ideally|preferably|even\s+better)\s+(?:if|when)|(?:bonus|extra)\s+points\s+(?:if|when))`;
/** "whether they are X or not", "if they're at X, even better", "if they're at X that's even better". */
const CONCEDED = new RegExp(
  [
    String.raw`${START}${CONCESSION}\s+${SAID_OF}${TO_CLAUSE_END}`,
    String.raw`${START}whether\s+${SAID_OF}${IN_SENTENCE}\s+or\s+not\b`,
    String.raw`${START}if\s+${SAID_OF}${IN_SENTENCE},?\s*(?:(?:that|it)(?:['’]s|\s+is|\s+would\s+be)\s+)?(?:even|all\s+the|so\s+much\s+the)\s+better\b`,
  ].join("|"),
  "giu",
);

/** An excluding connective whose clause joins two conditions ("juniors and at X", "X as well as Y"). */
const EXCLUDED_CONJUNCTION = new RegExp(
  String.raw`${START}${EXCLUSION}\s+${SAID_OF}[^.;:!?,\n]*?\b(?:and|as\s+well\s+as|plus|both)\b${TO_CLAUSE_END}`,
  "giu",
);

const UNLESS = String.raw`(?:unless|except\s+(?:if|when))`;
/** "unless ..., in which case any level": an exemption of the clause from the request. */
const EXEMPTION = new RegExp(
  String.raw`${START}${UNLESS}\s+${IN_SENTENCE},?\s+in\s+which\s+case\b${TO_CLAUSE_END}`,
  "giu",
);
/** "unless they are happy to relocate", "unless willing to move": their wish, no criterion. */
const UNLESS_WISH = new RegExp(
  String.raw`${START}${UNLESS}\s+(?:${SAID_OF}\s+)?(?:(?:are|is|were|would\s+be|be)\s+)?(?:happy|willing|open|ready|prepared|keen|eager|glad|content|comfortable|up\s+for|interested|want(?:s)?|would\s+like|agree(?:s)?|choose|prefer)\s+(?:to|with|in|for)\b${TO_CLAUSE_END}`,
  "giu",
);

const OBLIGED = String.raw`(?:must|should|shall|need(?:s)?\s+to|ha(?:ve|s)\s+to|ought\s+to|(?:would|will)\s+(?:need|have)\s+to|['’]d\s+(?:need|have)\s+to)`;
/** "if they're in X, they must be senior": a consequence bound to a condition on part of the ask. */
const CONDITIONAL = new RegExp(
  String.raw`${START}(?:(?:and|but|also)\s+)?if\s+${SAID_OF}${IN_SENTENCE},?\s+${SUBJECT}\s+${OBLIGED}\b${TO_CLAUSE_END}`,
  "giu",
);
/** "Munich, or Berlin if they are senior": group 1 the alternative, the condition after it. */
const CONDITIONAL_ALTERNATIVE = new RegExp(
  String.raw`(\bor\s+[^,.;:!?\n]{1,40}?)(?<!\b(?:only|but|even|especially|particularly))\s+if\s+${SAID_OF}${TO_CLAUSE_END}`,
  "giu",
);
/** "only if they have X, otherwise Y": the verb (group 3), X (4) and Y (5), either one asked. */
const OTHERWISE = new RegExp(
  String.raw`${START}(?:only\s+)?if\s+${SAID_OF}\s+(have|has|know|knows|use|uses|are|is|speak|speaks)\s+([^,.;:!?\n]+?)\s*,?\s*(?:otherwise|or\s+else|failing\s+that|if\s+not)\s*,?\s+([^,.;:!?\n]+?)(?=\s*(?:[.;:!?,\n]|\bbut\b|$))`,
  "giu",
);

/** Pass (inside ./read-provisos.ts, before its exclusions and requirements): the scopes above. */
export function readProvisoScopes(said: string, notes: string[]): string {
  const unread = (why: string) => (whole: string) => {
    notes.push(`"${whole.replace(/^[,;:\s]+/, "").trim()}": ${why}, left unread`);
    return " ";
  };
  return said
    .replace(CONCEDED, unread("allowed or preferred, not a condition"))
    .replace(EXEMPTION, unread("an exemption from the request, not an exclusion"))
    .replace(UNLESS_WISH, unread("their wish, no criterion to exclude"))
    .replace(
      EXCLUDED_CONJUNCTION,
      unread("excludes only those with all of it (NOT (A AND B)), not each alone"),
    )
    .replace(CONDITIONAL, unread("a condition on part of the ask, not a requirement of everyone"))
    .replace(CONDITIONAL_ALTERNATIVE, (whole, alternative: string) => {
      notes.push(`"${whole.trim()}": a condition on one alternative, left unread`);
      return alternative;
    })
    .replace(OTHERWISE, (whole, ...m: string[]) => {
      const [, , verb, first, second] = m;
      notes.push(`read "${whole.replace(/^[,;:\s]+/, "").trim()}" as "who ${verb} ${first} or ${second}"`);
      return `, who ${verb} ${first} or ${second}`;
    });
}
