/**
 * The parser's scan state: the query's words and what the passes (./parse.ts) placed so far. Each
 * pass reads the state and adds to it: marks words used, adds items (criteria at a place in the
 * query), ranges, required words, notes; the helpers here read words at a place and add items.
 * Nothing here knows a vocabulary (the words come from ./tokenize.ts).
 */
import type { CompanyLexicon } from "./company-names.ts";
import type { Criterion } from "./criteria.ts";
import type { PlanNode } from "./plan.ts";
import type { Suggestion } from "./typos.ts";

export interface ParseContext {
  companies: CompanyLexicon;
  /** Words to read as others (folded as written -> vocabulary word): typo corrections the planner accepted. */
  corrections?: ReadonlyMap<string, string>;
  /**
   * Company names (companyNameKey) people's experience items hold though no company record has
   * them: the planner asked the index about the names a parse could not resolve.
   */
  employerNames?: ReadonlySet<string>;
  /** The day the query is asked: "in the last year", "since 2020" are months before it (default: now). */
  now?: Date;
}

/** Months before the day asked: a time window said in the query ("in the last year": 0..12). */
export interface Window {
  minAgo: number;
  maxAgo?: number;
}

export interface Word {
  /** Folded, singular: what lexicons compare. */
  w: string;
  /** Folded as written (plural kept): for names and keywords. */
  f: string;
  /** The chunk of the original query it came from (case kept). */
  raw: string;
  /** Punctuation stands between this word and the previous one. */
  boundary: boolean;
  /** The punctuation before this word ends a clause (";", a sentence's end, a bracket), not a comma. */
  clause?: boolean;
  /** The punctuation right before this word is an opening bracket: "not in (Berlin, Munich)". */
  opens?: boolean;
  /** A dash set apart by spaces stands before this word ("leaders — directors or VPs"). */
  dash?: boolean;
  /** A slash stands between this word and the previous one ("Berlin/Munich"). */
  slash: boolean;
  used: boolean;
  /** The word as written when a typo correction replaced it. */
  corrected?: string;
  /** After "previously at", "worked at": an industry read here is a past (or any) employer's. */
  tense?: "past" | "ever";
  /**
   * The past cue whose earlier job this word's phrase describes ("former principal engineers": the
   * rung and the role are one earlier job, so "not former principal engineers" excludes them together).
   */
  pastCue?: number;
}

/** A criterion (or several read from one phrase: "VP of Sales" is a level and a department) at a place in the query. */
export interface Item {
  start: number;
  end: number;
  node: PlanNode;
  /** The kind items are merged by (the first criterion's). */
  kind: Criterion["kind"];
  negated: boolean;
  /** Items joined by "or" / "/" / "either ... or" share a group number; -1 for none. */
  group: number;
  /** Joined to the previous item by "both ... and": kept apart even when the kind merges by OR. */
  both: boolean;
}

export interface ScanState {
  query: string;
  context: ParseContext;
  /** The text the word passes read (ranges and quoted phrases already taken out). */
  text: string;
  /**
   * The text as the plain-word idioms rephrased it ("without 10 years under their belt" -> "without
   * 10 years of experience"), when they did: a criterion's words are looked for there too.
   */
  rephrased?: string;
  words: Word[];
  items: Item[];
  /** Conditions with no place in the word list: ranges, quoted phrases, +words and -words. */
  loose: PlanNode[];
  prefer: string[];
  /** Words of what the query only prefers ("nice to have: …"): they rank, never filter (./read-ad.ts). */
  soft: string[];
  notes: string[];
  suggestions: Suggestion[];
  /** Names read where an employer's name goes that no company record has (companyNameKey): for the planner. */
  nameCandidates: Set<string>;
  nextGroup: number;
  now: Date;
  /** A time window the query said ("in the past six months"), for the event it qualifies. */
  window?: Window;
  /** The query said someone left an employer ("left", "moved on from"): a window dates the leaving. */
  departed: boolean;
  /** A date said with a departure ("left X pre-2020", "2018-2021 at X"): when the past job ended. */
  leftWithin?: Window;
  /** "now elsewhere": an earlier employer said is not the current one. */
  elsewhere: boolean;
  /** The query offers relocation or a visa: places said only rank (./read-ad.ts). */
  placeOpen?: boolean;
  /**
   * What the asker's own description named (./read-self-description.ts takes it out of the text
   * first): the context's things an anaphor in the ask points back to (./read-asker-context.ts).
   */
  askerNamed: AskerReferent[];
}

/** A company, place, skill or industry the asker's context named, as spelled there. */
export interface AskerReferent {
  kind: "company" | "place" | "skill" | "industry";
  name: string;
  /** Named as the asker's own employer ("I work at", "we're", "I'm on the X team at"). */
  own: boolean;
}

export function newState(query: string, context: ParseContext): ScanState {
  return {
    query,
    context,
    text: query,
    words: [],
    items: [],
    loose: [],
    prefer: [],
    soft: [],
    notes: [],
    suggestions: [],
    nameCandidates: new Set(),
    nextGroup: 0,
    now: context.now ?? new Date(),
    departed: false,
    elsewhere: false,
    askerNamed: [],
  };
}

/** Replaces a span of the text by a boundary, so that words on either side do not join. */
export function cut(state: ScanState, index: number, length: number) {
  state.text = `${state.text.slice(0, index)} , ${state.text.slice(index + length)}`;
}

/** Whether the unused words at `i` are the marker's words, with no punctuation inside. */
export function matchesAt(ws: readonly Word[], i: number, marker: readonly string[]): boolean {
  return marker.every((m, k) => {
    const word = ws[i + k];
    return word !== undefined && !word.used && word.w === m && (k === 0 || !word.boundary);
  });
}

/** The longest of the markers found at `i`. */
export function markerAt(ws: readonly Word[], i: number, markers: readonly string[][]): string[] | undefined {
  return markers.filter((m) => matchesAt(ws, i, m)).sort((a, b) => b.length - a.length)[0];
}

/**
 * Each place a cue of `cues` starts (`cue`) with where the words it introduces begin (`at`: past one
 * word of `articles`), read lazily so a pass's marks on earlier cues are seen by later ones.
 */
export function* cuedAt(
  ws: readonly Word[],
  cues: readonly string[][],
  articles: ReadonlySet<string>,
): Generator<{ cue: number; at: number }> {
  for (let i = 0; i < ws.length; i++) {
    const marker = markerAt(ws, i, cues);
    if (!marker) continue;
    const at = i + marker.length;
    yield { cue: i, at: articles.has(ws[at]?.w ?? "") ? at + 1 : at };
  }
}

/** The folded words of a span, as written. */
export function span(ws: readonly Word[], a: number, b: number): string {
  return ws
    .slice(a, b)
    .map((x) => x.f)
    .join(" ");
}

/** Whether the word at `i` is there, not yet read, and one of `words`. */
export function freeWordIn(ws: readonly Word[], i: number, words: ReadonlySet<string>): boolean {
  const word = ws[i];
  return word !== undefined && !word.used && words.has(word.w);
}

export function markUsed(ws: readonly Word[], a: number, b: number) {
  for (let k = a; k < b; k++) (ws[k] as Word).used = true;
}

/** Adds an item for words [start, end) and marks them used. */
export function addItem(
  state: ScanState,
  start: number,
  end: number,
  node: PlanNode,
  kind: Criterion["kind"],
) {
  markUsed(state.words, start, end);
  state.items.push({ start, end, node, kind, negated: false, group: -1, both: false });
}
