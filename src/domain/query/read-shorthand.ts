/**
 * Sales-ops shorthand, as RevOps sheets write segments ("eng mgmt | DACH", "Dir+ Sales, NA",
 * "account execs"): written out before the other passes read it, so each means what its full
 * words mean to the vocabulary.
 *
 * - "NA" / "N.A." / "NAM" / "NAMER" / "NORAM" is North America only in capitals and only where a
 *   region is expected: a segment of its own (between separators, or after "Geo:", "in", "based
 *   in"). Lower-case "na" is a word in Portuguese and Polish; "Degree: NA" is "not applicable".
 * - "<department> mgmt" / "<department> management" is that department's leadership (manager and
 *   up), unless the vocabulary reads the pair as a role of its own ("product management" is the
 *   product family): see `managementAsLeadership`.
 */
import type { Word } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";

/** Before a segment: the start, a separator, or a place preposition / geography label. */
const SEGMENT_START = String.raw`(?:^|[,;|/+&()—–]|\s-\s|\b(?:and|or|in|based\s+in|across|covering)\s|\b(?:geo|geos|region|regions|territory|territories|location|locations|loc|market|markets)\s*[:=]\s*)`;
const SEGMENT_END = String.raw`(?=\s*(?:$|[,;|/+&()—–.]|\s-\s|\s(?:and|or|excl|except|excluding)\b))`;
const NORTH_AMERICA = new RegExp(
  `(${SEGMENT_START})\\s*(?:NA|N\\.A\\.?|NAM|NAMER|NORAM|NorAm|NoAm)${SEGMENT_END}`,
  "gu",
);

/** Pass (text, before the ranges): regions typed as sales-ops sheets type them. */
export function readShorthandText(text: string): string {
  return text.replace(NORTH_AMERICA, "$1 North America ");
}

const MANAGEMENT = new Set(["mgmt", "mgt", "management"]);

/**
 * Words pass: "eng mgmt", "sales management" -> the department's leadership. The word before must
 * be a department the vocabulary knows, and the pair must not be a role or a skill of its own.
 */
export function managementAsLeadership(ws: Word[]): Word[] {
  return ws.map((word, i) => {
    if (!MANAGEMENT.has(word.w) || i === 0) return word;
    const prev = ws[i - 1] as Word;
    if (word.boundary) return word;
    if (PHRASES.has(`${prev.w} management`) || PHRASES.has(`${prev.w} ${word.w}`)) return word;
    const department = PHRASES.get(prev.w)?.some((m) => m.kind === "department") ?? false;
    return department ? { ...word, w: "leadership", f: "leadership" } : word;
  });
}
