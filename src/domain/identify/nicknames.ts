/**
 * Given names and their nicknames and short forms, from a maintained public list: the
 * carltonnorthern/nicknames data set (names.csv, Apache-2.0; the list record-linkage tools load),
 * vendored compactly as data/identify/nicknames.csv: one line per formal name, its nicknames after
 * it (data/identify/README.md says which version and how it was reformatted).
 *
 * Two names are related when one line holds both: William ~ Bill, and Bill ~ Will through
 * William's line. The relation is deliberately as broad as the list (Bill is also on Robert's
 * line): how often related names belong to different people is what the model measures (u).
 */
import csv from "../../../data/identify/nicknames.csv" with { type: "text" };

const related = new Map<string, Set<string>>();
for (const line of csv.split("\n")) {
  const names = line
    .split(",")
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  for (const name of names) {
    const set = related.get(name) ?? new Set<string>();
    for (const other of names) if (other !== name) set.add(other);
    related.set(name, set);
  }
}

/** The names a folded given name is related to by the list (empty when it has none). */
export function nicknamesOf(name: string): ReadonlySet<string> {
  return related.get(name) ?? EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();

/** Whether the list relates the two folded names. */
export function areNicknames(a: string, b: string): boolean {
  return related.get(a)?.has(b) ?? false;
}
