/**
 * Career stage said in everyday idiom (round 20 of first sight, issue 45, class stage_*): "up-and-
 * coming", "learning the ropes", "hitting their stride", "in their prime", "seasoned", "old hands",
 * "greybeards", "been around the block". Each idiom is brought to the level word of its stage, as
 * "new grads" (the entry level) and "mid-career" (./query-vocabulary.ts) are read, so that the level
 * readers and the negation readers after this pass read it as they read "juniors" or "seniors":
 * "no old hands" is "no seniors" (the seniors excluded), never a soft word "old hands" to exclude.
 *
 * Grammar, over the vocabulary below:
 * - an idiom said as a noun ("old hands", "up-and-comers", "veterans", "greybeards") becomes the
 *   level's plural ("seniors", "juniors"); as an adjective ("seasoned", "battle-tested") the level
 *   word ("senior"); as a verb or prepositional phrase ("who've been around the block", "still
 *   learning the ropes", "in their prime", "with some miles on them") the level set apart by commas;
 * - polarity stays the query's own: the words before an idiom ("not", "no", "neither ... nor",
 *   "aren't yet", "skip the") are left where they are, so they apply to the level word as to any
 *   level; a verb phrase negated inside ("who haven't been around the block") becomes "not <level>";
 * - bounds: "past / beyond / out of the junior stage" (or an early idiom's stage) is "beyond junior",
 *   which ./read-level-ranges.ts reads with its upper bound ("but not yet senior": the mid level);
 * - "a year or two into their careers" is the entry level with 1-2 years of experience; "greybeards"
 *   asked for are seniors with at least 15 years (excluded, the seniors: a bound is not excluded).
 *
 * Where the idioms come from: each phrase's sense as English dictionaries give it (Wiktionary's
 * entries "up-and-coming", "learn the ropes", "cut one's teeth", "wet behind the ears", "hit one's
 * stride", "in one's prime", "seasoned", "old hand", "old-timer", "veteran", "greybeard", "been around
 * the block", "battle-tested", "seen it all"); the stage of each is the level its sense names: a
 * beginner (entry), someone established but not yet senior (mid), long experience (senior).
 */
import type { ScanState } from "./parse-state.ts";

type Stage = "early" | "middle" | "late";

const POSSESSIVE = "(?:their|his|her|my|our|your|one['’]s)";

/** Idioms said as nouns (people): stage, pattern. */
const NOUNS: [Stage, string][] = [
  ["early", "up[-\\s]and[-\\s]comers?"],
  ["early", "greenhorns?"],
  ["late", "old[-\\s]hands?"],
  ["late", "old[-\\s]timers?"],
  ["late", "gr[ea]y[-\\s]?beards?"],
  // "veterans" of a company are its past staff (./read-names.ts), of an army soldiers: VETERAN_GUARD.
  ["late", "(?:industry\\s+)?veterans?"],
];

/** Idioms said as adjectives before a noun (or after "are"): stage, pattern. */
const ADJECTIVES: [Stage, string][] = [
  ["early", "up[-\\s]and[-\\s]coming"],
  ["late", "seasoned"],
  ["late", "battle[-\\s](?:tested|hardened|scarred)"],
  ["late", "grizzled"],
  ["late", "gr[ea]y[-\\s]?beard(?:ed)?"],
];

/** Idioms said as verb or prepositional phrases: stage, pattern. */
const PHRASES: [Stage, string][] = [
  ["early", "learning\\s+the\\s+ropes"],
  ["early", `cutting\\s+${POSSESSIVE}\\s+teeth`],
  ["early", "wet\\s+behind\\s+the\\s+ears"],
  [
    "early",
    `(?:at|in)\\s+the\\s+(?:very\\s+)?(?:start|beginning|outset|dawn)\\s+of\\s+${POSSESSIVE}\\s+(?:working\\s+)?(?:careers?|working\\s+lives?)`,
  ],
  ["early", `(?:very\\s+)?early\\s+(?:on\\s+)?in\\s+${POSSESSIVE}\\s+careers?`],
  // "find one's feet": to become used to a new situation (Wiktionary) — a beginner's stage.
  ["early", `(?:finding|getting)\\s+${POSSESSIVE}\\s+(?:feet|footing|bearings)`],
  ["middle", `hitting\\s+${POSSESSIVE}\\s+stride`],
  ["middle", `(?:in|at)\\s+(?:the\\s+)?(?:height|peak|prime)\\s+of\\s+${POSSESSIVE}\\s+careers?`],
  ["middle", `in\\s+${POSSESSIVE}\\s+prime`],
  ["middle", "(?:some|a\\s+few)\\s+miles\\s+on\\s+(?:them|him|her|the\\s+clock)"],
  ["late", "been\\s+around\\s+the\\s+block(?:\\s+a\\s+(?:few\\s+times|time\\s+or\\s+two))?"],
  ["late", "seen\\s+it\\s+all"],
  // "seen every database fad come and go", "seen a few hype cycles come and go".
  [
    "late",
    "seen\\s+(?:every|many|a\\s+few|plenty\\s+of|lots\\s+of)\\s+(?:[\\p{L}-]+\\s+){1,3}come\\s+and\\s+go",
  ],
];

const LEVEL: Record<Stage, { one: string; many: string }> = {
  early: { one: "junior", many: "juniors" },
  middle: { one: "mid-level", many: "mid-level" },
  late: { one: "senior", many: "seniors" },
};

const alternation = (list: [Stage, string][]) => list.map(([, p]) => `(?:${p})`).join("|");
const stageOf = (list: [Stage, string][], said: string): Stage =>
  (list.find(([, p]) => new RegExp(`^(?:${p})$`, "iu").test(said)) as [Stage, string])[0];

/** A positive lead-in of a verb phrase, taken with it: "who've", "who are still", "that have been". */
const LEAD =
  "(?:(?:who|that)(?:['’](?:ve|re|s)|\\s+(?:are|is|have|has))?\\s+)?(?:(?:still|already|just|now)\\s+)?(?:been\\s+)?";
/** A negated lead-in: "who haven't been", "that aren't yet", "who are not". */
const NEGATED_LEAD =
  "(?:who|that)\\s+(?:(?:are|is|have|has)\\s+not|aren['’]t|isn['’]t|haven['’]t|hasn['’]t)\\s+(?:yet\\s+|still\\s+)?(?:been\\s+)?";

/** "veterans of X" and "X veterans" are a company's or an army's (./read-names.ts reads a company's). */
const VETERAN_GUARD =
  /(?:\p{Lu}[\p{L}&.-]*|military|army|navy|war|armed\s+forces|air\s+force|marine|combat|us|u\.s\.)\s+$/u;

const PAST_STAGE = new RegExp(
  `\\b(?:past|beyond|out\\s+of|over|through)\\s+(?:the\\s+|${POSSESSIVE}\\s+)?(?:junior|entry[-\\s]level|early[-\\s]career|beginner|newbie|greenhorn|rookie|learning|apprentice(?:ship)?|${alternation(NOUNS.filter(([s]) => s === "early"))}|${alternation(ADJECTIVES.filter(([s]) => s === "early"))})\\s+(?:stage|phase|years|days|level|period)s?\\b`,
  "giu",
);
const YEAR_OR_TWO = new RegExp(
  `\\b(?:(?:just|only)\\s+)?(?:a\\s+year\\s+or\\s+two|one\\s+or\\s+two\\s+years|a\\s+year)\\s+into\\s+${POSSESSIVE}\\s+(?:careers?|working\\s+lives?)`,
  "giu",
);
/**
 * "well into their career", "far along in their careers": far past its start (Wiktionary "well
 * into"), so beyond the junior stage, which ./read-level-ranges.ts reads as mid or senior. Negated
 * ("not yet well into their career") it is left unread: "not beyond junior" is no reading the level
 * ranges have.
 */
const WELL_INTO = new RegExp(
  `\\b(?:well|far|deep|way)\\s+(?:into|along\\s+in)\\s+${POSSESSIVE}\\s+(?:(?:working\\s+)?careers?|working\\s+lives?)`,
  "giu",
);
/**
 * "years under their belt" with no count, or "many / plenty of years under their belt": long
 * experience (Wiktionary "under one's belt"), the late stage as "seasoned" is; "some years under
 * their belt" is past the beginning only (beyond junior). A count before it ("a few", "a couple of",
 * "5") is the duration readers' (./read-text.ts).
 */
const YEARS_UNDER_BELT = new RegExp(
  `\\b(?:(many|plenty\\s+of|lots\\s+of|a\\s+lot\\s+of|long|some|a\\s+number\\s+of)\\s+)?years\\s+under\\s+(?:${POSSESSIVE}|the)\\s+belts?\\b`,
  "giu",
);
const COUNT_BEFORE =
  /\b(?:few|couple|of|several|\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|handful|good|fair)\s*$/iu;

function yearsUnderBelt(text: string): string {
  return text.replace(YEARS_UNDER_BELT, (whole, quantity: string | undefined, at: number, all: string) => {
    if (!quantity && COUNT_BEFORE.test(all.slice(0, at))) return whole;
    // "without years under their belt": the experience denied, no level to require.
    if (negatedBefore(all.slice(0, at))) return whole;
    return /^(?:some|a\s+number)/iu.test(quantity ?? "") ? " beyond junior " : " , senior , ";
  });
}

/*
 * "a few years under their belt" is left to the duration readers (2-4 years, ./read-text.ts): read
 * also as the mid level, the two bounds together leave a handful of people (mids of three or four
 * years), fewer than either reading finds.
 */
const NEGATED_PHRASE = new RegExp(`\\b${NEGATED_LEAD}(${alternation(PHRASES)})`, "giu");
const PHRASE = new RegExp(`\\b${LEAD}(${alternation(PHRASES)})`, "giu");
/** "nobody still learning the ropes", "no one who is finding their feet": the stage excluded. */
const NOBODY_PHRASE = new RegExp(
  `\\b(?:nobody|no[-\\s]?one|none|not\\s+any(?:one|body))\\s+${LEAD}(${alternation(PHRASES)})`,
  "giu",
);
const NOUN = new RegExp(
  `\\b(${alternation(NOUNS)})\\b(?!\\s+of\\b)(?![-\\s]+(?:status|affairs?|day|benefits?|administration))`,
  "giu",
);
const ADJECTIVE = new RegExp(`\\b(${alternation(ADJECTIVES)})\\b`, "giu");
/** A leader noun right after an adjective idiom (one word between at most). */
const LEADER_AFTER =
  /^\s+(?:[\p{L}-]+\s+)?(?:leaders?|leadership|managers?|executives?|execs?|directors?|heads?|vps?|chiefs?|founders?)\b/iu;
/** A company or a thing right after an adjective idiom (one word between at most). */
const THING_AFTER =
  /^[\s-]+(?:[\p{L}-]+\s+)?(?:startups?|start-ups?|compan(?:y|ies)|firms?|brands?|businesses|scale-?ups?|markets?|cities|areas?|neighbou?rhoods?|tech|technolog(?:y|ies)|tools?|products?|platforms?|stacks?|frameworks?|code|libraries|systems?|sectors?|industr(?:y|ies))\b/iu;
/** "green" as a stage only where it is said of people: "too green", "neither green nor", "still green". */
const GREEN =
  /\b(neither|not(?:\s+(?:too|so))?|too|still|nor|are|is|['’]re)\s+green\b(?=\s*(?:$|[,;.!?)]|nor\b|or\b|and\b|but\b))/giu;

/** Pass (text, before the level ranges and the level readers): stage idioms as level words. */
export function readStageIdioms(state: ScanState): void {
  const before = state.text;
  let greybeard = false;
  let text = before
    .replace(PAST_STAGE, " beyond junior ")
    .replace(YEAR_OR_TWO, " , junior , 1-2 years of experience , ")
    .replace(NEGATED_PHRASE, (_w, said: string) => ` , not ${LEVEL[stageOf(PHRASES, said)].many} , `)
    .replace(NOBODY_PHRASE, (_w, said: string) => ` , not ${LEVEL[stageOf(PHRASES, said)].many} , `)
    // Negated before in its clause otherwise ("no analysts still learning the ropes": no analysts,
    // or analysts but no beginners?): left unread rather than required.
    .replace(PHRASE, (whole, said: string, at: number, all: string) =>
      negatedBefore(all.slice(0, at)) ? whole : ` , ${LEVEL[stageOf(PHRASES, said)].one} , `,
    )
    .replace(GREEN, (_w, lead: string) => ` ${/^(?:too|still)$/iu.test(lead) ? "" : lead} juniors `);
  text = yearsUnderBelt(text).replace(WELL_INTO, (whole, at: number, all: string) =>
    negatedBefore(all.slice(0, at)) ? whole : " beyond junior ",
  );
  text = boundNegatedGreybeards(text).replace(VETERANS_OF_TRADE, " seniors ");
  text = text.replace(NOUN, (whole, said: string, at: number, all: string) => {
    if (/^(?:industry\s+)?veterans?$/iu.test(said) && VETERAN_GUARD.test(all.slice(0, at))) return whole;
    if (/^veterans?$/iu.test(said) && !veteranAsStage(all, at, said)) return whole;
    if (/gr[ea]y/iu.test(said) && !negatedAround(all, at, said)) greybeard = true;
    const level = LEVEL[stageOf(NOUNS, said)];
    return ` ${/s$/iu.test(said) ? level.many : level.one} `;
  });
  text = text.replace(ADJECTIVE, (whole, said: string, at: number, all: string) => {
    // "seasoned leaders" are leaders of long standing, not the "senior leaders" (directors and up).
    // "more seasoned than me" is a comparison the self-description reader reads.
    if (/\b(?:more|less|as|most|least)\s+$/iu.test(all.slice(0, at))) return whole;
    const after = all.slice(at + said.length);
    if (LEADER_AFTER.test(after)) return " ";
    // "up-and-coming startups", "battle-tested tools": said of a company or a thing, no stage.
    if (THING_AFTER.test(after)) return whole;
    if (/gr[ea]y/iu.test(said) && !negatedAround(all, at, said)) greybeard = true;
    return ` ${LEVEL[stageOf(ADJECTIVES, said)].one} `;
  });
  text = text.replace(LEVEL_THEN_NOT, (_w, level: string) => ` not ${level}`);
  if (greybeard) text = `${text} , at least 15 years of experience`;
  if (text !== before) state.text = text;
}

/**
 * A negation said after the idiom, in its own clause: "greybeards need not apply", "greybeards not
 * welcome", "greybeards excluded". The level word it becomes is then read by the negation readers as
 * "seniors need not apply" is; the 15-year floor must not be asked of the people excluded.
 */
const NEGATED_AFTER =
  /^\s*(?:(?:need|should|must|may)\s+not\b|needn['’]t\b|(?:are\s+|is\s+)?not\b|(?:are\s+|is\s+)?excluded\b|(?:please\s+)?(?:don['’]t|do\s+not)\s+apply\b|unwelcome\b)/iu;

/**
 * A level negated after it, at its clause's end ("old hands welcome, juniors not"), said the usual way
 * round ("not juniors") for the negation readers, which read a negation before its object.
 */
const LEVEL_THEN_NOT =
  /\b(juniors|seniors|mid-levels?|interns|new\s+grads|graduates)\s+(?:are\s+)?not(?:\s+(?:welcome|wanted|needed))?\b(?=\s*(?:$|[,;.!?)]|please\b|thanks\b))/giu;

/** "veterans of the trade": long in the field, a stage. */
const VETERANS_OF_TRADE =
  /\bveterans?\s+of\s+(?:the|this|our)\s+(?:trade|industry|field|game|business|craft|profession)\b/giu;
/** Words before "veterans" that qualify nothing: "who are veterans", "hiring veterans", "for veterans". */
const NOT_QUALIFIERS =
  /(?:^|[,;:.!?(]|\b(?:are|is|were|be|being|been|as|the|for|of|to|and|or|with|among|including|hire|hiring|seeking|find|want|need|also|both|ex|former|retired|disabled|veterans?)\b)\s*$/iu;

/**
 * "veterans" alone are most often military veterans in hiring ("analysts who are veterans",
 * "veterans transitioning into software"): a stage only when qualified ("industry veterans",
 * "fintech veterans", "seasoned veterans") or said before a noun ("veteran engineers").
 */
function veteranAsStage(all: string, at: number, said: string): boolean {
  const after = all.slice(at + said.length);
  if (/^veteran$/iu.test(said) && /^\s+\p{L}/u.test(after)) return true;
  // "veterans in security engineering": long in a field, named after them.
  if (/^\s+in\s+\p{L}/u.test(after)) return true;
  return !NOT_QUALIFIERS.test(all.slice(0, at));
}

/** Whether the idiom at `at` is negated before it in its clause, or right after it. */
function negatedAround(all: string, at: number, said: string): boolean {
  return negatedBefore(all.slice(0, at)) || NEGATED_AFTER.test(all.slice(at + said.length));
}

/** A late-stage ask said in the query, not negated: "seasoned", "old hands", "senior". */
const LATE_ASKED = new RegExp(
  `\\b(?:${alternation([...NOUNS, ...ADJECTIVES].filter(([s, p]) => s === "late" && !/gr\[ea\]y/u.test(p)))}|seniors?|experienced)\\b`,
  "giu",
);
const NOT_GREYBEARDS =
  /\b(?:but\s+)?(?:not|no|never)\s+(?:the\s+|too\s+(?:much\s+)?(?:of\s+)?(?:a\s+)?)?gr[ea]y[-\s]?beard(?:s|ed)?\b/giu;

/**
 * "seasoned, not greybeards": experienced, but not the oldest hands. Excluding the seniors would drop
 * the very people asked for, so beside a late stage asked (not negated) "not greybeards" bounds the
 * years instead: fewer than the 15 a greybeard's floor asks.
 */
function boundNegatedGreybeards(text: string): string {
  const asked = [...text.matchAll(LATE_ASKED)].some((m) => !negatedBefore(text.slice(0, m.index ?? 0)));
  if (!asked) return text;
  return text.replace(NOT_GREYBEARDS, " , under 15 years of experience , ");
}

/** Whether the clause before a word negates it ("neither green nor greybeards", "no greybeards"). */
function negatedBefore(prefix: string): boolean {
  const clause = prefix.split(/[;,.!?]|\bbut\b/iu).pop() ?? "";
  return /\b(?:not|no|nor|neither|never|without|skip|exclud(?:e|ing)|except|aren['’]t|isn['’]t)\b/iu.test(
    clause,
  );
}
