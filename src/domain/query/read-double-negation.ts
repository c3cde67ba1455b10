/**
 * Negated and double-negated English (round 15 of first sight, issue 45): two negations make a
 * positive, and a hedge that allows something asks nothing. Each form is brought to the positive
 * words the later passes read, before any exclusion pass sees its "not" (read as one negation, each
 * of these was the opposite of the ask):
 * - a negated subject with a negated predicate: "no one who isn't based in Europe", "I'm not after
 *   anyone who isn't at least mid-level", "nobody who doesn't know Go" -> what the predicate says;
 *   "nobody outside Lisbon", "no one not in Lisbon" -> "in Lisbon"; "no one without 5 years" ->
 *   "with 5 years"; "not anyone who's been there less than two years" -> "at least two years";
 * - a negated lack: "not without 3 years" -> "with 3 years", "not unfamiliar with Figma", "no
 *   stranger to Figma" -> "skilled in Figma", "not unlike" -> "like" (a likeness asks nothing);
 * - a negated "anywhere but": "can't be anywhere but Zurich", "nowhere but Zurich" -> "in Zurich";
 * - an exclusion said first, then what is asked: "other than Berlin, any German city" ends the
 *   exclusion at the comma (the list of places excluded does not run on into the ask);
 * - a career with one employer said as not leaving it: "haven't ever left the company they started
 *   at", "still at their first employer" -> "never changed companies" (./read-career-shape.ts
 *   reads it); "never been at X" (a name) is neither now nor before;
 * - allowances: "not that I'd say no to a senior", "juniors are no dealbreaker", "seniors are fine",
 *   "X is not a hard no" filter nothing; an allowed level said beside "mainly / mostly <level>"
 *   joins it as an alternative ("mainly mid-level ... not that I'd say no to a senior": mid or senior).
 * No maintained source lists these forms: they are English grammar (a negated subject, a negated
 * predicate, litotes), written once here for every kind of condition they govern.
 */
import { LEAVE_OUT_VERBS } from "./leave-out-verbs.ts";
import type { ScanState } from "./parse-state.ts";
import { readAllowances } from "./read-allowances.ts";

/** Who a sentence turns away as its subject ("no one", "I'm not after anyone"). */
const NOBODY =
  "(?:no\\s*-?\\s*one|nobody|none|not\\s+a\\s+single\\s+(?:one|person)|not\\s+any(?:one|body)|no\\s+(?:people|candidates?|profiles?|folks)|(?:i|we)(?:['’]m|['’]re|\\s+am|\\s+are)\\s+not\\s+(?:after|looking\\s+(?:for|at)|interested\\s+in|considering)\\s+any(?:one|body)|(?:do\\s*n['’]?t|do\\s+not)\\s+(?:want|send(?:\\s+(?:me|us))?)\\s+any(?:one|body))";
/**
 * Other negated subjects, whose group the sentence turns away: "we don't want people", "exclude
 * anyone", "everyone except those", "anyone but people". What they name is everyone, so it is dropped.
 */
const TURNED_AWAY = `(?:(?:(?:i|we)\\s+(?:do\\s*n['’]?t|do\\s+not|wo\\s*n['’]?t|will\\s+not)\\s+(?:want|need|consider)|(?:please\\s+)?${LEAVE_OUT_VERBS})\\s+(?:any(?:one|body)|people|candidates|profiles|those|the\\s+ones)|(?:every(?:one|body)|any(?:one|body)|all)\\s+(?:except(?:\\s+for)?|but|other\\s+than|apart\\s+from|save)\\s+(?:those|people|the\\s+ones|candidates|anyone))`;
/** "no designers who aren't in Berlin": a negated group that is a role; the role is kept. */
const NO_GROUP = "no\\s+(?!one\\b|body\\b|longer\\b|more\\b|less\\b)(\\p{L}+s)";
const SUBJECT = `(?:${NOBODY}|${TURNED_AWAY}|${NO_GROUP})`;
/** What may stand between the subject and its clause: "nobody in Berlin who isn't senior". */
const BETWEEN = "((?:\\s+(?!who\\b|that\\b|not\\b)[\\p{L}'’-]+){0,3}?)";
const WHO = "\\s+(?:who|that)";
/** "who is", "who's", "that are": the copula said or contracted after the relative word. */
const WHO_IS = `(?:${WHO}(?:\\s+(?:is|are|was|were)|['’](?:s|re)))`;

/** A negated subject before a negated predicate, and what the positive keeps of the predicate. */
const DOUBLE: [RegExp, string][] = [
  // "no one who isn't based in Europe", "no one who's not in Germany" -> "based in Europe"
  [
    new RegExp(
      `\\b${SUBJECT}${BETWEEN}(?:${WHO}\\s+(?:(?:is|are|was|were)\\s*n['’]?t|(?:is|are|was|were)\\s+not)|${WHO_IS}\\s+not)\\b`,
      "giu",
    ),
    " ",
  ],
  // "nobody who doesn't know Go" -> "who know Go"; "nobody who hasn't shipped" -> "who have shipped"
  [
    new RegExp(
      `\\b${SUBJECT}${BETWEEN}${WHO}\\s+(?:(?:does|do|did)\\s*n['’]?t|(?:does|do|did)\\s+not)\\b`,
      "giu",
    ),
    " who ",
  ],
  // "nobody who hasn't shipped", "no one who's never managed people" -> "who have shipped"
  [
    new RegExp(
      `\\b${SUBJECT}${BETWEEN}${WHO}(?:\\s+(?:(?:has|have|had)\\s*n['’]?t|(?:has|have|had)\\s+(?:not|never))|['’](?:s|ve)\\s+never|\\s+never)\\b`,
      "giu",
    ),
    " who have ",
  ],
  [new RegExp(`\\b${SUBJECT}${BETWEEN}${WHO}\\s+(?:can['’]?t|cannot|can\\s+not)\\b`, "giu"), " who can "],
  // "nobody outside Lisbon", "no one based outside the EU", "none not in Lisbon", "everyone except
  // those not in Germany" -> "in Lisbon"
  [
    new RegExp(
      `\\b${SUBJECT}(?:${WHO_IS}|${WHO}\\s+(?:(?:is|are)\\s*n['’]?t|(?:is|are)\\s+not))?\\s+(?:(?:based|located|living|working)\\s+)?(?:outside(?:\\s+of)?|not\\s+(?:based\\s+|located\\s+)?in|beyond)\\s+`,
      "giu",
    ),
    " in ",
  ],
  // "skip anyone not at senior level", "nobody not senior" -> "at senior level" (the place, "not
  // in", is the entry above's)
  [new RegExp(`\\b${SUBJECT}\\s+not\\s+(?!(?:based\\s+|located\\s+)?in\\b)`, "giu"), " "],
  // "no one without 5 years under their belt" -> "with 5 years under their belt"
  [new RegExp(`\\b${SUBJECT}(?:${WHO_IS})?\\s+without\\s+`, "giu"), " with "],
];

/** A negated subject whose predicate is a bound: the bound turned over ("less than two years" -> "at least"). */
const NOBODY_BOUND = new RegExp(
  `\\b${NOBODY}${WHO}(?:['’]s|\\s+(?:has|have|had|is|are))?(\\s+[^,;.!?()—–]{0,60}?)\\b(less|fewer|more)\\s+than\\s+(?=\\d|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty)\\b)`,
  "gi",
);

const CURRENT_JOB = /\b(?:current|present)\s+(?:job|role|position|title)\b/i;

/** A negated lack, and the litotes of knowing something. */
/** "not", "isn't", "aren't", "don't": a predicate's negation, said or contracted. */
const NOT = "(?:(?:is|are|was|were|do|does|did)\\s+not|(?:is|are|was|were|do|does|did)n['’]t|not|never)";
const LITOTES: [RegExp, string][] = [
  [new RegExp(`\\b${NOT}\\s+without\\s+`, "gi"), " with "],
  [
    new RegExp(
      `\\b${NOT}\\s+(?:at\\s+all\\s+)?(?:unfamiliar|unacquainted|unversed|inexperienced|unskilled|unpractised|unpracticed|new)\\s+(?:with|in|to|at)\\s+`,
      "gi",
    ),
    " skilled in ",
  ],
  [/\b(?:(?:is|are)\s+)?no\s+strangers?\s+to\s+/gi, " skilled in "],
  [new RegExp(`\\b${NOT}\\s+lack(?:ing)?(?:\\s+(?:in|for))?\\s+`, "gi"), " with "],
  // "not unlike our last search": a likeness, which asks for nothing.
  [/\bnot\s+unlike\b/gi, " like "],
];

/** "can't be anywhere but Zurich", "nowhere but Zurich": only there. */
const ONLY_THERE =
  /\b(?:(?:can['’]?t|cannot|can\s+not|could\s*n['’]?t|won['’]?t|will\s+not|must\s*n['’]?t|must\s+not|should\s*n['’]?t|not|never)\s+(?:be\s+)?(?:(?:based|located|living|working)\s+)?anywhere|nowhere)\s+(?:but|except|other\s+than|besides|outside(?:\s+of)?|save)\s+/gi;

/** "never been outside Germany", "hasn't ever lived outside of Spain": only there. */
const NEVER_OUTSIDE = new RegExp(
  `\\b(?:never|${NOT}\\s+ever|(?:has|have|had)\\s*n['’]?t(?:\\s+ever)?|(?:has|have|had)\\s+not(?:\\s+ever)?)\\s+(?:been|lived|worked|be(?:en)?\\s+based)\\s+(?:anywhere\\s+)?outside(?:\\s+of)?\\s+`,
  "gi",
);
/** "never worked anywhere but Granite": one employer, that one (not that one left out). */
const ONLY_EMPLOYER =
  /\b(?:(?:has|have|had)\s*n['’]?t|(?:has|have|had)\s+not|never|not\s+ever)\s+(?:ever\s+)?(?:worked|been\s+employed|had\s+a\s+job)\s+(?:anywhere|for\s+any(?:one|body))\s+(?:but|except|other\s+than|besides|save)\s+(?:at\s+|for\s+|with\s+)?/gi;

/** "Other than Berlin, any German city": the exclusion said first ends at its comma. */
const EXCLUSION_THEN_ASK =
  /\b((?:other\s+than|except(?:\s+for)?|apart\s+from|aside\s+from|besides|barring|excluding)\s+[^,;.!?()]{1,50}?)\s*,\s*(?=(?:any|every|all|anywhere|everywhere|whatever|whichever)\b)/gi;

/**
 * One employer all along, said as not leaving it: "never changed companies", the form
 * ./read-career-shape.ts reads (promotions inside the employer count as one employer).
 */
const FIRST_EMPLOYER =
  "(?:(?:the|their|his|her)\\s+first\\s+(?:company|employer|firm|job)|(?:the|their|his|her)\\s+(?:company|employer|firm)\\s+(?:they|he|she)\\s+(?:started|began)(?:\\s+out)?\\s+(?:at|with|in))";
const ONE_EMPLOYER: RegExp[] = [
  new RegExp(
    `\\b(?:(?:has|have|had)\\s*n['’]?t|(?:has|have|had)\\s+(?:not|never)|never|not)\\s+(?:ever\\s+)?(?:left|quit|moved\\s+on\\s+from|moved\\s+away\\s+from)\\s+${FIRST_EMPLOYER}`,
    "gi",
  ),
  new RegExp(
    `\\b(?:are\\s+|is\\s+)?(?:still|stayed|remained|stuck)\\s+(?:at|with)\\s+${FIRST_EMPLOYER}`,
    "gi",
  ),
];

/** "never been at Vantablue", "has never worked for Vantablue": at that company neither now nor before. */
const NEVER_AT =
  /\b(?:(?:has|have|had)\s+)?(?:never|not\s+ever)\s+(?:once\s+)?(?:been|worked|had\s+a\s+job)\s+(?:at|for|with)\s+(?=\p{Lu})/gu;

/** Pass (text, before the range, hedge and exclusion passes): double negations as positives. */
export function readDoubleNegations(state: ScanState) {
  let text = state.text;
  const said = (what: string) => state.notes.push(`"${what.trim()}": two negations, read as the positive`);
  for (const [pattern, by] of DOUBLE)
    text = text.replace(pattern, (whole, group?: string, between?: string) => {
      said(whole);
      // The role a negated group names is asked ("no designers who aren't in Berlin": designers
      // in Berlin), and so is what stood between it and its clause ("nobody in Berlin who ...").
      return ` ${group ?? ""} ${typeof between === "string" ? between : ""}${by}`;
    });
  text = text.replace(NOBODY_BOUND, (whole, between: string, bound: string) => {
    // Time in the current job: ./read-time.ts reads the exclusion cue before it itself.
    if (CURRENT_JOB.test(between)) return whole;
    said(whole);
    return ` who${between}${bound.toLowerCase() === "more" ? "at most" : "at least"} `;
  });
  for (const [pattern, by] of LITOTES)
    text = text.replace(pattern, (whole) => {
      said(whole);
      return by;
    });
  text = text.replace(ONLY_THERE, (whole) => {
    said(whole);
    return " in ";
  });
  text = text.replace(NEVER_OUTSIDE, (whole) => {
    said(whole);
    return " in ";
  });
  text = text.replace(ONLY_EMPLOYER, (whole) => {
    said(whole);
    return " only ever worked at ";
  });
  text = text.replace(EXCLUSION_THEN_ASK, "$1 ; ");
  for (const pattern of ONE_EMPLOYER) text = text.replace(pattern, " never changed companies ");
  text = text.replace(NEVER_AT, " except worked at ");
  state.text = readAllowances(state, text);
}
