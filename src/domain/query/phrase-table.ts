/**
 * The phrase table the query parser reads with: every phrase (folded words joined by spaces) with its
 * meanings, the order meanings are tried in, and the questions the passes ask of it ("are these words
 * a role?"). ./phrase-meanings.ts fills it once at load, ./place-phrases.ts its places; the phrase pass
 * reads with it (./read-phrases.ts), and ./meaning-criteria.ts says what each meaning asks of a person.
 */
import type { DegreeKind } from "../search/facets.ts";
import type { PlaceAlias } from "./query-vocabulary.ts";
import { words } from "./text.ts";
import type { Level, TitleEntry } from "./title-entry.ts";

export type Meaning =
  | { kind: "family"; family: string }
  | { kind: "title"; entry: TitleEntry }
  /** ranking: a level a superlative asks for ("the most senior"): it filters only while someone holds it. */
  | { kind: "level"; levels: Level[]; ranking?: true }
  /** upward: the rung and the ones above it on the IC ladder ("Staff+": Staff, Principal). */
  | { kind: "prefix"; word: string; upward?: true }
  | { kind: "department"; department: string }
  | { kind: "dm" }
  /** members: a group of schools ("Ivy League"): every name of every member school. */
  | { kind: "school"; name: string; short: boolean; members?: string[] }
  | { kind: "degree"; degree: DegreeKind }
  /**
   * guard: when the words are a place: "none" always, "marker" after "in"/"from"... or capitalised,
   * "short" after a marker or in capitals ("US"), "strict" only after a marker (names that are
   * also common words or people's names elsewhere: countries outside the gazetteer), "written"
   * only capitalised and after a marker or in a list (cities named like words: "in Male", not
   * "male nurses" nor "in enterprise sales").
   */
  | {
      kind: "place";
      place: PlaceAlias;
      label: string;
      guard: "none" | "marker" | "short" | "strict" | "written";
    }
  /** members: a group of skills ("IaC", "JVM", "CRM"): any of them (../vocab/skill-groups.ts), shown so. */
  | { kind: "skill"; name: string; members?: string[]; shown?: string }
  | { kind: "industry"; industry: string; distinctive: boolean }
  /** A background: a department the person works in now or worked in before ("technical founders"). */
  | { kind: "background"; departments: string[]; label: string };

export const PRIORITY: Meaning["kind"][] = [
  "family",
  "title",
  "dm",
  "level",
  "prefix",
  "department",
  "background",
  "school",
  "degree",
  "place",
  "skill",
  "industry",
];

export const PHRASES = new Map<string, Meaning[]>();

let longestPhrase = 1;

/** Words in the longest phrase added so far (the scan's window, once every phrase is in). */
export const longestPhraseSoFar = () => longestPhrase;

/** Adds a meaning to a phrase, unless the phrase has a meaning of that kind already. */
export function addPhrase(text: string, meaning: Meaning) {
  const key = words(text).join(" ");
  if (key === "") return;
  longestPhrase = Math.max(longestPhrase, key.split(" ").length);
  const list = PHRASES.get(key);
  if (!list) PHRASES.set(key, [meaning]);
  else if (!list.some((m) => m.kind === meaning.kind)) list.push(meaning);
}

/**
 * Gives a phrase this meaning in place of any it had of the same kind ("Ivy League" is the group of
 * schools, not a school of that name); the phrase's other meanings stay, after it or before it.
 */
export function setPhrase(text: string, meaning: Meaning, place: "first" | "last" = "last") {
  const key = words(text).join(" ");
  const others = (PHRASES.get(key) ?? []).filter((m) => m.kind !== meaning.kind);
  PHRASES.set(key, place === "first" ? [meaning, ...others] : [...others, meaning]);
  longestPhrase = Math.max(longestPhrase, key.split(" ").length);
}

/** The meanings of the `len` words from `at` as one phrase (none past the end). */
export function phraseAt(ws: readonly { w: string }[], at: number, len: number): readonly Meaning[] {
  if (at + len > ws.length) return [];
  return (
    PHRASES.get(
      ws
        .slice(at, at + len)
        .map((x) => x.w)
        .join(" "),
    ) ?? []
  );
}

/** Whether the `len` words from `at` are a phrase with a meaning of a kind that `accepts`. */
export function phraseMeans(
  ws: readonly { w: string }[],
  at: number,
  len: number,
  accepts: (kind: Meaning["kind"]) => boolean,
): boolean {
  return phraseAt(ws, at, len).some((m) => accepts(m.kind));
}

/** The meanings that name a role: a title, a role family, a department. */
export const ROLE_MEANINGS: ReadonlySet<Meaning["kind"]> = new Set(["title", "family", "department"]);

/** Whether a phrase, as typed, names a role (or a meaning of one of `kinds`). */
export const namesRole = (phrase: string, kinds: ReadonlySet<string> = ROLE_MEANINGS) =>
  PHRASES.get(words(phrase).join(" "))?.some((m) => kinds.has(m.kind)) ?? false;

/**
 * How many words from `at` (three to one, the longest first) name a role, each word not yet read
 * by another pass and none after a clause boundary; undefined when none do.
 */
export function roleLengthAt(ws: readonly { w: string; used?: boolean; boundary?: boolean }[], at: number) {
  return [3, 2, 1].find(
    (len) =>
      at + len <= ws.length &&
      ws.slice(at, at + len).every((w, j) => !w.used && (j === 0 || !w.boundary)) &&
      phraseMeans(ws, at, len, (kind) => ROLE_MEANINGS.has(kind)),
  );
}
