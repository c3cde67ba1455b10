/**
 * What a pasted job ad says around the person it asks for (issue 45, round 4 of first sight):
 * - the hiring company's self-description ("We're a fast-growing fintech…", "About us: …", "for a
 *   Series B SaaS startup", "to join our team") is who is hiring, not whom: its industry, size or
 *   place is not the candidate's, so it is taken out with a note;
 * - the reporting line ("you will report to the CTO") names the wanted person's manager, not the
 *   wanted role: taken out with a note (the ad's own title says the role);
 * - the duties ("you will lead a team of 8") describe the job, not who holds it now: taken out
 *   when the ad says anything else;
 * - relocation or a visa offered, or "remote OK" with no region, means the ad's city is not required: its places only rank;
 * - the pay it offers ("$180k base + bonus") is the job's (./read-pay.ts);
 * - what the ad only prefers ("nice to have: …", "ideally …", "PhD preferred", "… is a plus") ranks
 *   results and filters nothing: its words become soft words (never counted in `total`).
 * Runs over the raw text before the word passes, so nothing in these spans becomes a criterion.
 */
import { facet } from "../search/facets.ts";
import { cut, type Item, type ScanState } from "./parse-state.ts";
import { leavesOf } from "./plan.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";
import { readPay } from "./read-pay.ts";
import { fold } from "./text.ts";

/** The end of a sentence or list entry: what a blurb or a preference runs up to. */
const END = "[.!?;\\n•|·]";

/** The company speaking of itself. */
const BLURBS: RegExp[] = [
  // "About us: We're a fintech on a mission." (the heading and the sentence after it)
  /\b(?:about\s+us|about\s+the\s+company|who\s+we\s+are)\b\s*[:\-–—]?\s*[^.!?;\n•|]*/i,
  // "We're a fast-growing fintech", "we are an early-stage SaaS startup" (up to "hiring", "looking for")
  new RegExp(
    `\\bwe(?:'|’)?re\\s+(?:an?|the)\\b[^.!?;\\n•|]*?(?=${END}|\\b(?:hiring|looking|seeking|searching|and\\s+we|so\\s+we)\\b|$)`,
    "i",
  ),
  new RegExp(
    `\\bwe\\s+are\\s+(?:an?|the)\\b[^.!?;\\n•|]*?(?=${END}|\\b(?:hiring|looking|seeking|searching|and\\s+we|so\\s+we)\\b|$)`,
    "i",
  ),
  // "wanted for a Series B SaaS startup", "join a fast-growing fintech scale-up", "to join our team"
  // Not after a verb of working: "working for a Dutch company" is the candidate's employer.
  /(?<!\b(?:work(?:s|ed|ing)?|employed|consult(?:s|ed|ing)?|freelanc(?:e|es|ed|ing)|contract(?:s|ed|ing)?|been|is|are|was|were)\s+)\b(?:for|join|joining)\s+(?:an?|our|this|the)\s+(?:[\p{L}\p{N}'’&-]+\s+){0,5}?(?:start-?ups?|company|companies|scale-?ups?|firm|business|unicorn|team|client|mission)\b/iu,
  // Funding stage said on its own: "Series B", "VC-backed", "well-funded".
  /\b(?:series\s+[a-e]|seed[\s-]stage|pre-seed|(?:vc|venture)[\s-]backed|well[\s-]funded)\b/i,
];

/** The wanted person's manager: "you will report to the CTO", "reporting into the VP Engineering". */
const REPORTING =
  /\b(?:(?:you(?:'ll|’ll|\s+will|\s+would)?|will|and|who)\s+)?(?:report(?:s|ing)?)\s+(?:directly\s+)?(?:in)?to\s+(?:the\s+|our\s+|a\s+|an\s+)?(?:[\p{L}&-]+\s*){1,5}?(?=[,;.!?\n•|)(]|\s+(?:and|with|in|on|at|from)\b|$)/iu;

/**
 * The ad's duties: "you will lead a team of 8 and own the roadmap". They describe the job, not who
 * holds it now; the ad's title says the role and level. Only taken out when something else is left.
 */
const DUTIES = /\byou(?:'ll|’ll|\s+will|\s+would|\s+are\s+going\s+to)\s+[^.!?;\n•|]*/i;

/**
 * Relocation or a visa offered: the ad takes people from anywhere, so where they live now is not
 * required ("relocation package available", "visa sponsorship", "we sponsor visas").
 */
const RELOCATION =
  /\b(?:(?:full\s+)?relocation(?:\s+(?:package|support|assistance|help|bonus))?|(?:we\s+)?(?:will\s+)?sponsor(?:s|ing)?\s+(?:your\s+|a\s+|work\s+)?visas?|visa\s+(?:sponsorship|support|assistance)|open\s+to\s+relocat(?:e|ion)|willing\s+to\s+relocate)(?:\s+(?:is\s+|are\s+)?(?:available|offered|provided|included|possible|on\s+offer))?\b/i;

/** A refusal just before a relocation or visa phrase: "no", "cannot", "unable to", "do not". */
const REFUSED =
  /\b(?:no|not|without|cannot|can't|can’t|unable\s+to|won't|won’t|will\s+not|do\s+not|don't|don’t)\s+(?:offer\s+|provide\s+)?$/i;

/** Cues before what is preferred: "nice to have: …", "ideally …", "bonus: …", "preferred: …". */
const SOFT_BEFORE =
  /\b(?:nice[\s-]+to[\s-]+haves?(?!\s*(?:[,;.!?)]|$))|ideally|preferably|(?:(?:it['’]s\s+|it\s+is\s+)?an?\s+)?(?:bonus|plus)(?:\s+points?)?\s+(?:for|if)|bonus\s+points?|bonus\s*:|pluses\s*:|preferred(?:\s+(?:qualifications|skills))?\s*:|desirable\s*:|optional\s*:)\s*:?/i;

/**
 * Cues after what is preferred: "PhD preferred", "Kubernetes is a plus", "fintech a bonus". A dot
 * before a letter is part of a name ("Node.js if possible"), not a sentence end.
 */
const SOFT_AFTER =
  /(?:^|[,;.:!?\n•|()–—]|\s-\s)((?:(?!\s-\s)(?:[^,;.:!?\n•|()–—]|\.(?=\w)))+?)\s+(?:(?:is|are|would\s+be|will\s+be)\s+)?(?:an?\s+(?:big\s+|huge\s+|strong\s+|real\s+)?(?:plus|bonus|advantage)|preferred|desirable|desired|advantageous|beneficial|nice[\s-]+to[\s-]+have|(?:(?:especially|particularly|extra|very|most|also|more\s+than)\s+)?welcome|appreciated|(?<!\b(?:in|from|near|outside|around|at|to|of)\s+)(?:lovely|great|nice|ideal|amazing|awesome)(?!\s+(?:team|company|place))|ideally|preferably|if\s+(?:at\s+all\s+)?possible|where\s+possible|if\s+(?:they\s+)?(?:can|have\s+it))\b/i;

/**
 * What is said not to be required: "Greater London ideally but not essential", "java preferred, not
 * a must", "a PhD (not required)". The words before rank; the cue words themselves are dropped.
 */
const NOT_REQUIRED =
  /(?:^|[,;.:!?\n•|()–—]|\s-\s)((?:(?!\s-\s)[^,;.:!?\n•|()–—])*?)\s*[,(]?\s*(?:but\s+)?not\s+(?:a\s+must(?:[\s-]+have)?|essential|required|mandatory|necessary|a\s+requirement|a\s+deal[\s-]?breaker|compulsory)\b\)?/i;
/** "esp." before a cue: the abbreviation's point is no sentence end. */
const ESP = /\besp\.\s*/gi;

/** Pass (raw text, after quoted phrases): company blurbs, the reporting line and preferences. */
export function readAd(state: ScanState) {
  readPay(state);
  for (const form of BLURBS)
    for (let m = form.exec(state.text); m; m = form.exec(state.text)) {
      state.notes.push(`"${m[0].trim()}": the hiring company, not the person asked for, not applied`);
      cut(state, m.index, m[0].length);
    }
  for (let m = REPORTING.exec(state.text); m; m = REPORTING.exec(state.text)) {
    state.notes.push(`"${m[0].trim()}": whom the person reports to, not the role asked for, not applied`);
    cut(state, m.index, m[0].length);
  }
  const duties = DUTIES.exec(state.text);
  const rest =
    duties && state.text.slice(0, duties.index) + state.text.slice(duties.index + duties[0].length);
  if (duties && rest && /\p{L}{2}/u.test(rest)) {
    state.notes.push(
      `"${duties[0].replace(/[\s,]+$/, "").trim()}": the job's duties, not applied (its title says the role)`,
    );
    cut(state, duties.index, duties[0].length);
  }
  for (let m = RELOCATION.exec(state.text); m; m = RELOCATION.exec(state.text)) {
    // "No relocation", "we cannot sponsor visas": the opposite, where they live stays required.
    const refused = REFUSED.exec(state.text.slice(Math.max(0, m.index - 24), m.index));
    if (refused) {
      state.notes.push(`"${refused[0]}${m[0].trim()}": not offered, so the places said stay required`);
      cut(state, m.index - refused[0].length, refused[0].length + m[0].length);
      continue;
    }
    state.placeOpen = true;
    state.notes.push(`"${m[0].trim()}": people from anywhere, so where they live is not required`);
    cut(state, m.index, m[0].length);
  }
  readSoft(state);
}

const CITY = facet.city("", "");

/** Words after "remote" that accept it from anywhere: "remote OK", "remote-first", "remote welcome". */
const ANYWHERE = new Set(["ok", "okay", "possible", "welcome", "first", "friendly", "anywhere", "fine"]);

/**
 * "Remote OK", "remote-first", "fully remote" with no place after it: people from anywhere, as with
 * relocation; "fully remote (EU only)" names its region, which stays.
 */
function remoteAnywhere(state: ScanState, places: readonly Item[]): boolean {
  const ws = state.words;
  const at = ws.findIndex(
    (w, k) =>
      w.w === "remote" &&
      (ANYWHERE.has(ws[k + 1]?.w ?? "") || ws[k - 1]?.w === "fully" || ws[k - 1]?.w === "100"),
  );
  // The region it is said with stays: "remote OK (EU)" after it, "Europe (remote OK)" just before
  // it when wider than a city (a city before it is the office: "Berlin, remote OK").
  const wide = (it: Item) =>
    leavesOf(it.node).every((l) => !l.criterion.tokens.some((t) => t.startsWith(CITY)));
  if (
    at < 0 ||
    places.some(
      (it) => (it.start > at && it.start <= at + 5) || (it.end <= at && at - it.end <= 1 && wide(it)),
    )
  )
    return false;
  state.notes.push(
    `"${ws[at - 1]?.w === "fully" ? "fully remote" : `remote ${ws[at + 1]?.w}`}": people from anywhere, so where they live is not required`,
  );
  return true;
}

/**
 * Pass (before the tree): "hybrid in London or Berlin, or remote in Europe" offers the region as one
 * more alternative, so every place said is one set of alternatives (the cities are in the region:
 * the region answers). Read when "or remote" stands before a place.
 */
export function remoteAlternatives(state: ScanState) {
  const ws = state.words;
  const remote = ws.findIndex((w, k) => w.w === "remote" && ws[k - 1]?.w === "or");
  if (remote < 0) return;
  const places = state.items.filter((it) => it.kind === "location" && !it.negated);
  const region = places.find((it) => it.start > remote && it.start <= remote + 4);
  if (!region || places.length < 2) return;
  const group = state.nextGroup++;
  for (const it of places) it.group = group;
  state.notes.push("places: remote in a region is one more alternative to the places said");
}

/** Pass (before the tree): with relocation or a visa offered, the places said rank only. */
export function openPlaces(state: ScanState) {
  const places = state.items.filter((it) => it.kind === "location" && !it.negated);
  if (!state.placeOpen && !remoteAnywhere(state, places)) return;
  if (!places.length) return;
  state.items = state.items.filter((it) => !places.includes(it));
  for (const it of places) for (let k = it.start; k < it.end; k++) state.soft.push(state.words[k]?.f ?? "");
  state.soft = state.soft.filter(Boolean);
  state.notes.push(
    "places: people from anywhere are asked for, so the places said rank results and filter nothing",
  );
}

/** Up to three words that are no delimiter: one item of a list. */
const ITEM = String.raw`[^\s,.!?;\n•|]+(?:\s+[^\s,.!?;\n•|]+){0,2}`;
/** A later item of the same list names another value, not a new condition ("…, based in Rome"). */
const NEXT_ITEM = String.raw`(?!(?:in|at|with|based|from|for|on|who|that|but|not|no|must|should)\b)${ITEM}`;
/**
 * "London, Dublin or Paris": short items with commas, closed by "or" / "and" and a delimiter or the
 * end; its first item is the one the cue names, the others more values of it.
 */
const SHORT_LIST = new RegExp(
  String.raw`^\s*${ITEM}(?:\s*,\s*${NEXT_ITEM})+?,?\s+(?:or|and)\s+${NEXT_ITEM}(?=\s*(?:$|[.!?;\n•|,]))`,
  "i",
);

function readSoft(state: ScanState) {
  state.text = state.text.replace(ESP, "especially ");
  for (let m = NOT_REQUIRED.exec(state.text); m; m = NOT_REQUIRED.exec(state.text)) {
    const lead = m[0].length - m[0].trimStart().length;
    const delimiter = /^[,;.:!?\n•|()–—]|^\s-\s/.exec(m[0].slice(lead))?.[0].length ?? 0;
    const at = m.index + lead + delimiter;
    const scope = (m[1] ?? "").replace(/\s+(?:ideally|preferably|preferred|desirable|welcome)\s*$/i, "");
    soften(state, state.text.slice(at, m.index + m[0].length), scope, at);
  }
  for (let m = SOFT_BEFORE.exec(state.text); m; m = SOFT_BEFORE.exec(state.text)) {
    const colon = /:\s*$/.test(m[0]) || state.text.slice(m.index + m[0].length).startsWith(":");
    const rest = state.text.slice(m.index + m[0].length);
    // After a colon the list runs to the end of the sentence; otherwise to the next comma, unless
    // that comma is inside a list of short items ("ideally London, Dublin or Paris").
    const scope =
      (colon ? /^[^.!?;\n•|]*/ : SHORT_LIST.exec(rest) ? SHORT_LIST : /^[^,.!?;\n•|]*/).exec(rest)?.[0] ?? "";
    soften(state, `${m[0]}${scope}`, scope, m.index);
  }
  for (let m = SOFT_AFTER.exec(state.text); m; m = SOFT_AFTER.exec(state.text)) {
    const lead = m[0].length - m[0].trimStart().length;
    const delimiter = /^[,;.:!?\n•|()–—]|^\s-\s/.exec(m[0].slice(lead))?.[0].length ?? 0;
    const at = m.index + lead + delimiter;
    soften(state, state.text.slice(at, m.index + m[0].length), m[1] ?? "", at);
  }
}

function soften(state: ScanState, whole: string, scope: string, index: number) {
  const softWords = fold(scope)
    .split(" ")
    .filter((w) => w && !STOP_WORDS.has(w) && !/^\d+$/.test(w));
  state.soft.push(...softWords);
  state.notes.push(`"${whole.trim()}": preferred, not required (ranks results, filters nothing)`);
  cut(state, index, whole.length);
}
