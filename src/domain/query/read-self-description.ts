/**
 * The asker's description of themself (round 18 of first sight, issue 45): "I'm a senior buyer at
 * Ostara Bank", "I work at X as a ...", "as a nurse myself" is context, not a criterion. Only what
 * the ask refers back to becomes one:
 * - the level: "at my level", "peers", "people like me" are the asker's level; "one step / one rung
 *   above me", "the next level up" the next rung; "more senior than me", "above me" every rung above
 *   on the same track (individual contributors or leaders); "below me", "more junior than me" the
 *   same downwards;
 * - the employer: "other companies", "not my colleagues", "outside my company" exclude it; "my
 *   colleagues", "at my company", "where I work" require it; unreferred, it is dropped;
 * - experience: "more experience than me" is more than the years the asker said;
 * - the place: "here", "near me", "in my city" are the asker's place.
 * An ask relative to the asker (level, peers, experience) and naming no role or place of its own
 * keeps the asker's role and place: "who's one rung above me" asks about the asker's kind of job.
 * The self-description is read by the parser itself (its role, level, place and employer leaves);
 * what the ask refers to is written back as words the later passes read. No maintained source lists
 * these forms: they are English grammar (first-person descriptions and comparisons with "me").
 */

import type { ParsedQuery } from "./criteria.ts";
import { NUMBER_WORDS } from "./number-words.ts";
import type { ParseContext, ScanState } from "./parse-state.ts";
import { leavesOf } from "./plan.ts";
import { IC_TOP_RUNGS } from "./query-vocabulary.ts";

type Parse = (query: string, context: ParseContext) => ParsedQuery;

/**
 * Where a first-person description starts: "I'm a", "I am an", "I work as / at / for", "I run
 * sales as", and the asker's own place: "I live in", "I'm based in", "I am located in".
 */
const SELF_START =
  /\bi\s+(?:currently\s+|now\s+)?(?:live|reside)\s+(?=in\s)|\b(?:i['’]m|i\s+am)\s+(?:currently\s+|now\s+)?(?:based|located|living|residing)\s+(?=in\s)|\b(?:i['’]m|i\s+am)\s+(?:(?:currently|now|also|myself)\s+)?(?=an?\s)|\bi\s+(?:currently\s+)?work\s+(?=(?:as|at|for)\s)|\bi\s+(?:run|lead|head\s+up|manage)\s+[^,;.!?—–()]{1,40}?\s+as\s+(?=\p{L})/iu;
/** "as a nurse myself": the description said inside the ask. */
const AS_MYSELF = /\bas\s+(an?\s+[^,;.!?—–()]{1,60}?)\s+myself\b/iu;
/**
 * Where the description ends: a sentence or a dash, a comma not followed by more of it ("..., based
 * in Lyon"), or the ask's own verb ("looking for", "find", "who").
 */
const SELF_END =
  /\s*(?:[;:.!?—–()]|\s-\s|,(?!\s*(?:and\s+)?(?:based|located|living|working|currently|now|in|at|with)\b)|\b(?:and\s+)?(?:i['’]m\s+|i\s+am\s+|am\s+)?(?:looking|searching|hiring|trying|want|wanting|need|needing|seeking)\b|\b(?:find|show|who|which|can\s+you|could\s+you|please|but|though|however)\b)/iu;
/** Spelled numbers of years ("eight years"), not "a" / "an". */
const NUMBER = Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([w]) => w.length > 2));
/** "with 5 years under my belt", "eight years of experience": the asker's years. */
const SELF_YEARS = new RegExp(
  `(?:\\bwith\\s+)?\\b(\\d{1,2}|${Object.keys(NUMBER).join("|")})\\s*\\+?\\s*(?:years?|yrs?)\\b(?:\\s+(?:of\\s+experience|experience|under\\s+my\\s+belt|in\\s+the\\s+(?:field|industry|game|job|role)))?`,
  "iu",
);

/** The rungs, lowest first; a rung may hold two levels ("Head of" and "Director" name one rung). */
const RUNGS: string[][] = [
  ["intern"],
  ["entry"],
  ["mid"],
  ["senior"],
  ["manager"],
  ["head", "director"],
  ["vp"],
  ["clevel"],
];
/** The first rung of leaders: above and below stay on the asker's track. */
const FIRST_LEADER_RUNG = 4;
const LEVEL_WORDS: Record<string, string> = {
  intern: "intern",
  entry: "junior",
  mid: "mid-level",
  senior: "senior",
  manager: "managers",
  head: "heads",
  director: "directors",
  vp: "VPs",
  clevel: "C-level",
  // "people staff" would be read as one phrase (human resources): the rung is said as a level.
  staff: "staff-level",
  principal: "principal-level",
};

/**
 * The individual contributors' ladder above Senior: "Staff" and "Principal" are Senior titles'
 * prefixes (./query-vocabulary.ts IC_TOP_RUNGS). "Above" a Senior or Staff asker is the next of
 * them ("more senior than me" from a Staff engineer: Principal and above). Above the ladder's top
 * (a Principal) there is no individual rung left: what is more senior is the department's leaders
 * from Head / Director up, the rung a Principal is commonly levelled with, so "one rung above" is
 * Head / Director and "more senior than me" every leader rung from it.
 */
const IC_LADDER: string[] = ["senior", ...IC_TOP_RUNGS];
const ABOVE_IC_TOP = RUNGS.slice(FIRST_LEADER_RUNG + 1);

const ME = "(?:me|myself|i\\s+am|i['’]m)(?![\\p{L}])";
type Shift = "same" | "up" | "upAll" | "down" | "downAll";
/** References to the asker's level, each with the rungs it means. */
const LEVEL_REFERENCES: [RegExp, Shift][] = [
  [
    new RegExp(
      `\\b(?:one|a|1)\\s+(?:step|rung|level|notch|grade)\\s+(?:more\\s+senior\\s+than|above|higher\\s+than|over|senior\\s+to|up\\s+from)\\s+${ME}`,
      "giu",
    ),
    "up",
  ],
  [
    new RegExp(
      `\\b(?:the\\s+)?next\\s+(?:step|rung|level|grade)(?:\\s+up)?(?:\\s+(?:from|above)\\s+${ME})?|\\b(?:directly|just|right|immediately)\\s+above\\s+${ME}`,
      "giu",
    ),
    "up",
  ],
  [
    new RegExp(
      `\\b(?:one|a|1)\\s+(?:step|rung|level|notch|grade)\\s+(?:more\\s+junior\\s+than|below|lower\\s+than|under|junior\\s+to|down\\s+from)\\s+${ME}|\\b(?:directly|just|right|immediately)\\s+below\\s+${ME}`,
      "giu",
    ),
    "down",
  ],
  [
    new RegExp(
      `\\b(?:more\\s+senior\\s+than|senior\\s+to|above|higher(?:\\s+up)?\\s+than|further\\s+up\\s+than)\\s+${ME}`,
      "giu",
    ),
    "upAll",
  ],
  [
    new RegExp(
      `\\b(?:more\\s+junior\\s+than|junior\\s+to|below|beneath|under|lower\\s+than)\\s+${ME}`,
      "giu",
    ),
    "downAll",
  ],
  [
    new RegExp(
      `\\b(?:at|on|of)\\s+(?:my|the\\s+same|a\\s+similar)\\s+(?:level|rung|seniority|grade)(?:\\s+as\\s+${ME})?|\\bas\\s+senior\\s+as\\s+${ME}|\\bmy\\s+(?:level|seniority)`,
      "giu",
    ),
    "same",
  ],
];
/** Peers: the asker's role at the asker's level. */
const PEERS = new RegExp(
  `\\b(?:my\\s+)?peers\\b|\\b(?:(?:people|others|folks|someone|anyone)\\s+)?like\\s+${ME}|\\b(?:people|others|folks|someone|anyone)\\s+in\\s+my\\s+(?:role|position|shoes)`,
  "giu",
);
const OWN = "(?:my|our)\\s+(?:own\\s+)?";
const EMPLOYER_EXCLUDED = new RegExp(
  `\\b(?:(?:at|from|in)\\s+(?:other|different)\\s+(?:companies|firms|employers|organi[sz]ations|places)|(?:not|none\\s+of|no(?:ne)?|nobody\\s+from)\\s+${OWN}(?:colleagues|co-?workers|teammates|team|company|employer|firm)|(?:outside|beyond)\\s+(?:of\\s+)?${OWN}(?:company|employer|firm|org(?:ani[sz]ation)?)|not\\s+(?:at|from)\\s+${OWN}(?:company|employer|firm)|(?:other\\s+than|besides|apart\\s+from)\\s+${OWN}(?:company|employer|firm|colleagues)|elsewhere|not\\s+where\\s+i\\s+work)\\b`,
  "giu",
);
const EMPLOYER_REQUIRED = new RegExp(
  `\\b(?:(?:at|from|in)\\s+${OWN}(?:company|employer|firm)|${OWN}(?:colleagues|co-?workers|teammates)|where\\s+i\\s+work)\\b`,
  "giu",
);
const MORE_EXPERIENCE = new RegExp(
  `\\b(?:more|longer)\\s+(?:years(?:\\s+of\\s+experience)?|experience|experienced|seasoned)\\s+than\\s+(?:${ME}|i\\s+(?:have|do))`,
  "giu",
);
const LESS_EXPERIENCE = new RegExp(
  `\\b(?:less|fewer)\\s+(?:years(?:\\s+of\\s+experience)?|experience)\\s+than\\s+(?:${ME}|i\\s+(?:have|do))|\\bless\\s+experienced\\s+than\\s+${ME}`,
  "giu",
);
const MY_PLACE =
  /\b(?:here|near\s+me|close\s+to\s+me|around\s+me|in\s+my\s+(?:city|area|town|region|country)|where\s+i\s+(?:live|am|work|am\s+based))\b/giu;
/** "who don't work here": the verb of a job before "here" points at the employer. */
const WORK_HERE = /\b(work|works|working|employed)\s+here(?![\p{L}])/giu;
/** "not all the way up to VP": a ceiling said after a relative rung is the rungs named, excluded. */
const NOT_AS_HIGH = /\bnot\s+(?:all\s+the\s+way\s+)?(?:up\s+to|as\s+(?:high|far\s+up)\s+as)\s+/giu;

/** What the asker said of themself, as the parser reads it. */
interface Self {
  said: string;
  level?: string;
  /** The rung on the ladder above Senior ("staff", "principal") a Senior level's title said. */
  icRung?: string;
  /** The role's words: a title ("backend engineer"), or a department for a leader ("Engineering"). */
  role?: { words: string; leader: boolean };
  places: string[];
  employer?: string;
  years?: number;
  /** Words that may be a company's name, for the search to look up (./read-names.ts). */
  names: string[];
}

/** The first self-description in the text, its span and what it says. */
function findSelf(
  text: string,
  context: ParseContext,
  parse: Parse,
): { at: number; end: number; self: Self } | undefined {
  const start = SELF_START.exec(text);
  const myself = AS_MYSELF.exec(text);
  let at: number;
  let body: string;
  let end: number;
  if (start) {
    at = start.index;
    const rest = text.slice(at + start[0].length);
    const stop = SELF_END.exec(rest);
    body = rest.slice(0, stop ? stop.index : rest.length);
    end = at + start[0].length + body.length;
  } else if (myself) {
    at = myself.index;
    body = myself[1] ?? "";
    end = at + myself[0].length;
  } else return undefined;
  const self = readSelf(body, context, parse);
  return self ? { at, end, self } : undefined;
}

/** The description's role, level, places, employer and years; none of them: not a description. */
function readSelf(body: string, context: ParseContext, parse: Parse): Self | undefined {
  const yearsSaid = SELF_YEARS.exec(body);
  const count = yearsSaid?.[1]?.toLowerCase();
  const years = count ? (NUMBER[count] ?? Number(count)) : undefined;
  const rest = yearsSaid ? body.replace(SELF_YEARS, " ") : body;
  const parsed = parse(rest, context);
  const leaves = leavesOf(parsed.where).filter((l) => !l.negated);
  // The names it may hold ("at Ostara Bank") are looked up as the ask's own would be.
  const self: Self = {
    said: body.trim(),
    places: [],
    names: parsed.nameCandidates,
    ...(years ? { years } : {}),
  };
  for (const { criterion: c } of leaves) {
    if (c.kind === "level" && !self.level) {
      self.level = c.value;
      const rung = /^Seniority: Senior \((\w+)\)$/.exec(c.label)?.[1]?.toLowerCase();
      if (rung && IC_LADDER.includes(rung)) self.icRung = rung;
    } else if (c.kind === "role" && !self.role) self.role = { words: c.from, leader: false };
    else if (c.kind === "department" && !self.role) self.role = { words: c.value ?? c.from, leader: true };
    else if (c.kind === "location") self.places.push(c.from);
    else if (c.kind === "current_company" || c.kind === "company") self.employer ??= spelled(body, c.from);
  }
  // A department read alone ("I'm in engineering") is no leader unless a leader's rung was said.
  if (
    self.role?.leader &&
    !RUNGS.slice(FIRST_LEADER_RUNG)
      .flat()
      .includes(self.level ?? "")
  ) {
    self.role = { words: self.role.words, leader: false };
  }
  const said = self.level || self.role || self.places.length || self.employer || years;
  return said ? self : undefined;
}

/** The words as the asker spelled them ("Ostara Bank"), found again in the description. */
function spelled(body: string, words: string): string {
  const at = body.toLowerCase().indexOf(words.toLowerCase());
  return at < 0 ? words : body.slice(at, at + words.length);
}

/** The levels a reference means, relative to the asker's; empty when there is no such rung. */
function shiftedLevels(level: string, shift: Shift): string[] {
  if (shift === "same") return [level];
  const at = RUNGS.findIndex((r) => r.includes(level));
  if (at < 0) return [];
  const [low, high] =
    at >= FIRST_LEADER_RUNG ? [FIRST_LEADER_RUNG, RUNGS.length - 1] : [0, FIRST_LEADER_RUNG - 1];
  const rungs =
    shift === "up"
      ? RUNGS.slice(at + 1, at + 2)
      : shift === "upAll"
        ? RUNGS.slice(at + 1, high + 1)
        : shift === "down"
          ? RUNGS.slice(at - 1, at)
          : RUNGS.slice(low, at);
  const inTrack = rungs.filter((r) => {
    const i = RUNGS.indexOf(r);
    return i >= low && i <= high;
  });
  return inTrack.flat();
}

/**
 * Above a Senior individual contributor: the next rung of the ladder above Senior, or past its top
 * the leader rungs (IC_LADDER); undefined for every other asker and shift.
 */
function aboveIndividualLadder(self: Self, shift: Shift): { levels: string[]; leaders: boolean } | undefined {
  if (self.level !== "senior" || self.role?.leader || (shift !== "up" && shift !== "upAll")) return undefined;
  const next = IC_LADDER[IC_LADDER.indexOf(self.icRung ?? "senior") + 1];
  if (next) return { levels: [shift === "up" ? next : `${next}+`], leaders: false };
  const leaders = shift === "up" ? ABOVE_IC_TOP.slice(0, 1) : ABOVE_IC_TOP;
  return { levels: leaders.flat(), leaders: true };
}

/** The levels as words, with the asker's role when the ask names none ("senior backend engineer"). */
function levelPhrase(levels: string[], role: Self["role"] | undefined, negated = false): string {
  const words = levels.map((l) => LEVEL_WORDS[l] ?? l);
  // Alone, the levels are set apart from the noun before them ("sales people", "people managers"
  // would be read as one phrase), but not from a negation that governs them ("not my peers").
  if (!role) return `${negated ? " " : " , "}${words.join(" or ")} , `;
  if (role.leader) return ` ${role.words} ${words.join(" or ")} `;
  // "Staff" is a noun too ("people staff"): set apart from the word before unless negated.
  const apart = !negated && IC_TOP_RUNGS.some((r) => words[0]?.startsWith(r)) ? " ," : "";
  return `${apart} ${words.map((w) => w.replace(/s$/, "")).join(" or ")} ${role.words} `;
}

/** A department's name ("Engineering"), which leader rungs may follow; a title ("backend engineer") may not. */
const isDepartment = (words: string) => /^\p{Lu}/u.test(words) && !/\s/.test(words.trim());

/** A negation right before a reference: "not my peers", "no one above me". */
const NEGATED_BEFORE = /\b(?:not|no|nor|except|excluding|without)\s*$/iu;

/** Pass (text, first): a self-description as context, what the ask refers back to as criteria. */
export function readSelfDescription(state: ScanState, parse: Parse): void {
  const found = findSelf(state.text, state.context, parse);
  if (!found) return;
  const { self } = found;
  for (const name of self.names) state.nameCandidates.add(name);
  let ask = `${state.text.slice(0, found.at)} , ${state.text.slice(found.end)}`;
  let relative = false;
  const note = (what: string) => state.notes.push(`"${self.said}": the asker's own description; ${what}`);
  const askNames = (kinds: string[]) =>
    leavesOf(parse(ask, state.context).where).some((l) => !l.negated && kinds.includes(l.criterion.kind));
  // The level references first: with no role of the ask's own, the asker's role goes with them.
  const carryRole = !askNames(["role", "department", "background"]);
  let roleCarried = false;
  let leaders = false;
  const atLevels = (levels: string[], before: string) => {
    relative = true;
    const own = leaders && self.role ? { words: self.role.words, leader: true } : self.role;
    const withRole =
      carryRole && !roleCarried && own && (!leaders || isDepartment(own.words)) ? own : undefined;
    if (withRole) roleCarried = true;
    if (!levels.length) return withRole ? ` ${withRole.words} ` : " , ";
    return levelPhrase(levels, withRole, NEGATED_BEFORE.test(before));
  };
  const rungs = (shift: Shift) => {
    const above = aboveIndividualLadder(self, shift);
    leaders = above?.leaders ?? false;
    return above?.levels ?? (self.level ? shiftedLevels(self.level, shift) : []);
  };
  for (const [pattern, shift] of LEVEL_REFERENCES) {
    ask = ask.replace(pattern, (_said, at: number, text: string) =>
      atLevels(rungs(shift), text.slice(0, at)),
    );
  }
  ask = ask.replace(PEERS, (_said, at: number, text: string) => atLevels(rungs("same"), text.slice(0, at)));
  ask = ask.replace(NOT_AS_HIGH, relative ? " not " : "$&");
  let excluded = false;
  ask = ask.replace(EMPLOYER_EXCLUDED, (said: string, at: number, whole: string) => {
    // "used to be at Acme and is now elsewhere": elsewhere than the company the ask names, not the asker's.
    if (/^elsewhere$/iu.test(said) && /\b(?:at|from|with|for)\s+\p{Lu}/u.test(whole.slice(0, at)))
      return said;
    // "at other companies, not my colleagues": one exclusion said twice.
    const once = self.employer && !excluded ? ` , not at ${self.employer} , ` : " , ";
    excluded = true;
    return once;
  });
  ask = ask.replace(EMPLOYER_REQUIRED, () => (self.employer ? ` at ${self.employer} ` : " "));
  const years = (more: boolean) => {
    relative = true;
    if (!self.years) return " ";
    return more
      ? ` with more than ${self.years} years of experience `
      : ` with less than ${self.years} years of experience `;
  };
  ask = ask.replace(MORE_EXPERIENCE, () => years(true)).replace(LESS_EXPERIENCE, () => years(false));
  // "who work here" after "I work at Acme" is the asker's employer, not a place.
  if (self.employer) ask = ask.replace(WORK_HERE, (_said, verb: string) => ` ${verb} at ${self.employer} `);
  const place = self.places.length ? ` in ${self.places.join(" or ")} ` : " ";
  let placed = false;
  ask = ask.replace(MY_PLACE, () => {
    placed = true;
    return place;
  });
  if (relative && carryRole && !roleCarried && self.role) {
    // A leader's role is the department at the asker's rung ("engineering managers").
    const rung = self.role.leader && self.level ? [self.level] : [];
    ask = `${ask} , ${levelPhrase(rung, self.role).trim()}`;
  }
  if (relative && !placed && self.places.length && !askNames(["location"])) ask = `${ask} ${place}`;
  // What it named is what an anaphor in the ask points back to ("who live there too", ./read-asker-context.ts).
  state.askerNamed.push(
    ...self.places.map((name) => ({ kind: "place" as const, name, own: false })),
    ...(self.employer ? [{ kind: "company" as const, name: self.employer, own: true }] : []),
  );
  note(relative ? "what the ask compares with it is read from it" : "context, not a condition");
  state.text = ask;
}
