/**
 * How posts turn people away (round 18 of first sight), brought to "except X", the form the
 * polarity pass reads (./read-polarity.ts):
 * - "<who> can pass", "<who> may skip this one", "<who> can sit this one out": the post's readers it
 *   does not want;
 * - "<who> need not reply / respond / reach out / bother", "please don't DM" (./negation-idioms.ts
 *   reads "need not apply"; a post asks for replies, not applications);
 * - "<who>, not this time", "<who> — not for now": the clause before is what is refused;
 * - "not <who> this time", "no <who> for now": the time words say when the refusal holds, nothing
 *   more, and are dropped so they rank nothing.
 * A clause ends at punctuation or a dash, so the words before it ("CTOs in Boston — founders need
 * not reply") stay the ask. An imperative "please don't DM me" said to the whole post, with no
 * clause set apart before it ("Rust engineers in Berlin please don't DM me": its first clause, and
 * nothing after it), asks how to be reached, not whom to leave out: the clause stays the ask and
 * the request is dropped.
 */
import type { ScanState } from "./parse-state.ts";

/** The words of one clause (no punctuation, dash or bar in them). */
const CLAUSE = "([^.;:!?,()|\\u2014\\u2013]+?)";
/** Where a clause ends. */
const END = "(?=\\s*(?:[.;:!?,()|\\u2014\\u2013]|\\s-\\s|$))";
/** People words that carry no criterion ("any candidates", "folks"). */
const WHO =
  /^\s*(?:(?:all|any|the)\s+)?(?:candidates?|applicants?|people|profiles?|folks|anyone|anybody|those)\b\s*/i;
/** Which part of the time a refusal is for. */
const FOR_NOW =
  "(?:this\\s+time(?:\\s+around|\\s+round)?|this\\s+round|for\\s+now|right\\s+now|for\\s+this\\s+(?:one|role|search|opening|position)|on\\s+this\\s+one)";

const CAN_PASS = new RegExp(
  `${CLAUSE}\\s+(?:can|may|could|should|please)\\s+(?:pass|skip(?:\\s+(?:this|it)(?:\\s+one)?)?|sit\\s+(?:this(?:\\s+one)?|it)\\s+out)(?:\\s+${FOR_NOW})?${END}`,
  "giu",
);
const NEED_NOT_REPLY = new RegExp(
  `${CLAUSE}\\s+(?:need\\s*n['’]?t|need\\s+not|should\\s*n['’]?t|should\\s+not|(?:please\\s+)?do\\s*n['’]?t|(?:please\\s+)?do\\s+not|must\\s+not)\\s+(?:bother\\s+(?:to\\s+)?)?(?:reply|respond|answer|bother|reach\\s+out|get\\s+in\\s+touch|message|dm|ping|contact\\s+(?:me|us))(?:\\s+(?:to\\s+)?(?:me|us|this))?${END}`,
  "giu",
);
/** "please don't DM", "do not message me": an imperative to every reader of the post. */
const IMPERATIVE = /^\s*(?:please\s+)?do\s*(?:n['’]?t|\s+not)\b/iu;
const NOT_FOR_NOW = new RegExp(`${CLAUSE}\\s*[,\\u2014\\u2013-]?\\s+not\\s+${FOR_NOW}${END}`, "giu");
const REFUSAL_FOR_NOW = new RegExp(
  `(\\b(?:no|not)\\s+[^.;:!?,()|\\u2014\\u2013]+?)\\s+${FOR_NOW}${END}`,
  "giu",
);

const except = (who: string) => ` except ${who.replace(WHO, "").trim()} `;

/** An imperative said to the whole post: the post's first clause before it and nothing after. */
function isContactRequest(idiom: string, before: string, after: string): boolean {
  return IMPERATIVE.test(idiom) && !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
}

/** Pass (text, before the contrasts and exclusion cues): the post idioms as "except X". */
export function readPostIdioms(state: ScanState) {
  state.text = state.text
    .replace(CAN_PASS, (_m, who: string) => except(who))
    .replace(NEED_NOT_REPLY, (whole: string, who: string, at: number, text: string) =>
      isContactRequest(whole.slice(who.length), text.slice(0, at), text.slice(at + whole.length))
        ? ` ${who} `
        : except(who),
    )
    .replace(NOT_FOR_NOW, (_m, who: string) => except(who))
    .replace(REFUSAL_FOR_NOW, "$1");
}
