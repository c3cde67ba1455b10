/**
 * The parser's scan state: the query's words and what the passes (./parse.ts) placed so far. Each
 * pass reads the state and adds to it: marks words used, adds items (criteria at a place in the
 * query), ranges, required words, notes. Nothing here knows a vocabulary beyond the tokenizer.
 */
import type { CompanyLexicon } from "./company-names.ts";
import type { Criterion } from "./criteria.ts";
import { PHRASES } from "./phrase-meanings.ts";
import type { PlanNode } from "./plan.ts";
import { fold, singular, words } from "./text.ts";
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
  /** A slash stands between this word and the previous one ("Berlin/Munich"). */
  slash: boolean;
  used: boolean;
  /** The word as written when a typo correction replaced it. */
  corrected?: string;
  /** After "previously at", "worked at": an industry read here is a past (or any) employer's. */
  tense?: "past" | "ever";
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
  words: Word[];
  items: Item[];
  /** Conditions with no place in the word list: ranges, quoted phrases, +words and -words. */
  loose: PlanNode[];
  prefer: string[];
  notes: string[];
  suggestions: Suggestion[];
  /** Names read where an employer's name goes that no company record has (companyNameKey): for the planner. */
  nameCandidates: Set<string>;
  nextGroup: number;
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
    notes: [],
    suggestions: [],
    nameCandidates: new Set(),
    nextGroup: 0,
  };
}

/** Replaces a span of the text by a boundary, so that words on either side do not join. */
export function cut(state: ScanState, index: number, length: number) {
  state.text = `${state.text.slice(0, index)} , ${state.text.slice(index + length)}`;
}

const COORDINATED =
  /\b([\p{L}\p{N}+#.-]+)(?:\s+(?:and|or|&)\s+|\s*\/\s*)([\p{L}\p{N}+#.-]+)\s+([\p{L}]+)\b/giu;

/**
 * "iOS and Android developers" is "iOS developers, Android developers": a shared head noun
 * distributed over coordinated modifiers, when both halves are titles or families the vocabulary
 * knows (otherwise, as in "Python and Django developers", the words are left as they are).
 */
export function distributeCoordinated(text: string): string {
  const isRole = (phrase: string) =>
    PHRASES.get(words(phrase).join(" "))?.some((m) => m.kind === "title" || m.kind === "family") ?? false;
  return text.replace(COORDINATED, (whole, a: string, b: string, head: string) =>
    isRole(`${a} ${head}`) && isRole(`${b} ${head}`) ? `${a} ${head} or ${b} ${head}` : whole,
  );
}

export function tokenize(text: string, corrections?: ReadonlyMap<string, string>): Word[] {
  // "U.S." -> "US", "Ph.D." -> "PhD" before folding splits them into letters.
  const cleaned = text
    // Compounds written apart or hyphenated are one word in titles ("back-end" = "backend").
    .replace(/\b(back|front)[\s-]+end\b/gi, "$1end")
    .replace(/\bfull-?stack\b/gi, "full stack")
    // A possessive is the word ("master's degree" = "masters degree").
    .replace(/(\p{L})['’]s\b/gu, "$1s")
    .replace(/\bdev[\s-]+ops\b/gi, "devops")
    .replace(/\b([A-Za-z])\.(?=[A-Za-z]\b)/g, "$1")
    .replace(/\b([A-Za-z]{1,2})\.(\s|$)/g, "$1$2");
  const out: Word[] = [];
  let boundary = false;
  const push = (part: string, raw: string, slash: boolean) => {
    const fixed = corrections?.get(part);
    out.push({
      w: singular(fixed ?? part),
      f: fixed ?? part,
      raw,
      boundary,
      slash,
      used: false,
      ...(fixed ? { corrected: part } : {}),
    });
    boundary = false;
  };
  for (const chunk of cleaned.match(/[,;|()]|[^\s,;|()]+/g) ?? []) {
    if (/^[,;|()]$/.test(chunk)) {
      boundary = true;
      continue;
    }
    // "Berlin/Munich": alternatives. Words a title joins ("UX/UI") are read as one phrase first.
    chunk.split("/").forEach((piece, k) => {
      let rest = piece;
      // "ex-Acme", "non-US": the prefix is a word of its own, the rest keeps its case.
      const prefix = /^(ex|non)-(.+)$/i.exec(piece);
      if (prefix) {
        push((prefix[1] as string).toLowerCase(), prefix[1] as string, k > 0);
        rest = prefix[2] as string;
      }
      const folded = fold(rest);
      if (folded === "") return;
      folded.split(" ").forEach((part, j) => {
        push(part, rest, k > 0 && j === 0 && !prefix);
      });
    });
  }
  return out;
}

/** Abbreviations queries use for title words (the data's are expanded by ./reduce-title.ts). */
const ABBREVIATIONS: Record<string, string> = {
  mgr: "manager",
  mngr: "manager",
  snr: "senior",
  jnr: "junior",
  engr: "engineer",
  devs: "developers",
  eng: "engineer",
  engs: "engineers",
};
/** Words next to which "eng" is the department ("VP Eng", "eng leaders"), not the engineer. */
const LEADS = new Set([
  "vp",
  "head",
  "director",
  "manager",
  "leader",
  "leadership",
  "of",
  "team",
  "org",
  "chief",
  "cto",
  "svp",
  "evp",
]);

/** Query abbreviations written out. */
export function expandAbbreviations(ws: Word[]): Word[] {
  return ws.map((word, i) => {
    // "ios dev", "frontend devs": the developer title, when the vocabulary has it.
    if (word.w === "dev" && i > 0 && PHRASES.has(`${(ws[i - 1] as Word).w} developer`))
      return { ...word, w: "developer", f: word.f === "devs" ? "developers" : "developer" };
    const full = ABBREVIATIONS[word.f];
    if (!full) return word;
    const lead = word.w === "eng" && (LEADS.has(ws[i - 1]?.w ?? "") || LEADS.has(ws[i + 1]?.w ?? ""));
    const f = lead ? "engineering" : full;
    return { ...word, f, w: singular(f) };
  });
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

/** The folded words of a span, as written. */
export function span(ws: readonly Word[], a: number, b: number): string {
  return ws
    .slice(a, b)
    .map((x) => x.f)
    .join(" ");
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
