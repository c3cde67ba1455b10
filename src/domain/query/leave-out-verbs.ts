/**
 * The verbs of leaving people out ("skip", "omit", "leave out", "rule out"), and the one reading of
 * them that must come before any other: a verb of leaving out that is itself negated or waived
 * ("Don't skip anyone at entry level", "No need to skip juniors", "Omit nobody at entry level")
 * leaves nobody out. Read as the verb alone, it excluded the very people the query let in (review
 * r68, issue 45). What it governs, to its clause's end, asks nothing either (letting juniors in is
 * no requirement of juniors), so the whole clause is dropped with a note.
 */

/** The verbs of leaving people out, for case-insensitive patterns. */
export const LEAVE_OUT_VERBS = String.raw`(?:skip|skipping|leave\s+out|leaving\s+out|leave\s+off|omit|omitting|ignore|ignoring|exclude|excluding|drop|dropping|remove|removing|avoid|avoiding|rule\s+out|filter\s+out)`;

/** A negation or a waiver of the verb: "don't", "never", "no need to", "needn't", "you don't have to". */
const WAIVER = String.raw`(?:(?:please\s+)?(?:do\s+not|don['’]?t|does\s+not|doesn['’]?t|never)(?:\s+(?:need|have)\s+to)?|(?:there\s+is\s+|there['’]s\s+)?no\s+need\s+to|needn['’]?t|need\s+not|(?:it\s+is\s+|it['’]s\s+)?not\s+necessary\s+to|no\s+reason\s+to)`;

/**
 * Whom the verb governs, as the verbs of leaving out govern people: a person word, a level, a name
 * (its capital, tested apart: a case-insensitive \p{Lu} is any letter). Not "don't skip meetings":
 * a verb with a thing after it is no exclusion at all.
 */
const PERSON_OR_LEVEL =
  /^(?:any(?:one|body)|every(?:one|body)|people|those|candidates|profiles|folks|persons?|the\s+ones|(?:the\s+|any\s+)?(?:jr|juniors?|seniors?|sr|entry|interns?|graduates?|grads?|directors?|managers?|vps?|heads?|c-?level|contractors?|freelancers?))\b/i;
const governsPeople = (object: string) => PERSON_OR_LEVEL.test(object) || /^\p{Lu}/u.test(object);

/** "omit nobody", "skip no one", "exclude none of": the verb with nobody for its object. */
const NOBODY_GOVERNED = String.raw`(?:nobody|no\s*-?\s*one|none)\b`;

/** To the clause's end: a sentence mark, a comma or semicolon, a line's end, or "but". */
const TO_CLAUSE_END = String.raw`[^.;!?,\n]*?(?=\s*(?:[.;!?,\n]|\bbut\b|$))`;

const WAIVED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${WAIVER}\s+${LEAVE_OUT_VERBS}\s+(?=([\p{L}\p{N}]+))|${LEAVE_OUT_VERBS}\s+${NOBODY_GOVERNED})${TO_CLAUSE_END}`,
  "giu",
);

/** Pass (on the raw query): a negated or waived verb of leaving out, and what it governs, dropped. */
export function withoutWaivedLeaveOuts(text: string): { text: string; notes: string[] } {
  const notes: string[] = [];
  const read = text.replace(WAIVED, (whole, object?: string) => {
    if (object !== undefined && !governsPeople(whole.slice(whole.lastIndexOf(object)))) return whole;
    notes.push(`"${whole.trim()}": a leaving out waived, nobody excluded`);
    return " ";
  });
  return { text: read, notes };
}
