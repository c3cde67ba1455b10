/**
 * "worked in gaming", "previously at a bank or an insurer": an industry after a marker of the
 * names pass (./read-names.ts) is an employer's, at the marker's tense; the phrase pass reads it,
 * told by the word's tense.
 */
import { AND_WORDS, INDUSTRY_MARKERS, OR_WORDS } from "./marker-words.ts";
import { markUsed, matchesAt, type ScanState, type Word } from "./parse-state.ts";
import { phraseMeans } from "./phrase-meanings.ts";

const isIndustryLength = (ws: readonly Word[], at: number, len: number) =>
  phraseMeans(ws, at, len, (kind) => kind === "industry");
/** Whether an industry's words (one to three) start at `at`. */
export const isIndustry = (ws: readonly Word[], at: number) =>
  [1, 2, 3].some((len) => isIndustryLength(ws, at, len));

/** The industry at `at` and those listed after it take the marker's tense ("previously at a bank or an insurer"). */
export function tenseOverList(ws: readonly Word[], at: number, tense: "past" | "ever") {
  let k = at;
  for (;;) {
    (ws[k] as Word).tense = tense;
    const len = [3, 2, 1].find((n) => isIndustryLength(ws, k, n)) ?? 1;
    let next = k + len;
    if (!OR_WORDS.has(ws[next]?.w ?? "") && !AND_WORDS.has(ws[next]?.w ?? "")) return;
    next++;
    if (/^(a|an|the)$/.test(ws[next]?.w ?? "")) next++;
    if (!isIndustry(ws, next) || ws[next]?.used) return;
    k = next;
  }
}

/** Whether an industry marker starts at `i` ("worked in gaming"): the industry that follows is an employer's, at the marker's tense. */
export function readIndustryTense(state: ScanState, i: number): boolean {
  const ws = state.words;
  for (const [marker, tense] of INDUSTRY_MARKERS) {
    if (!matchesAt(ws, i, marker)) continue;
    let at = i + marker.length;
    if (/^(a|an|the)$/.test(ws[at]?.w ?? "")) at++;
    if (!isIndustry(ws, at)) continue;
    tenseOverList(ws, at, tense);
    markUsed(ws, i, at);
    return true;
  }
  return false;
}
