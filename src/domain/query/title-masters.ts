/**
 * "Master" inside a title (issue 45, review r66): "scrum masters", "quiz master", "master plumbers",
 * "master electrician" name a job, a role or a trade's grade, not a master's degree, which the phrase
 * table reads "master" as. A degree is said as one: "a master's", "masters degree", "master in
 * physics", "with a masters". So "master" written without the possessive, beside a content word of
 * its clause that is no degree cue, is a title's word: it is kept from the phrase pass and ranks as a
 * soft word, and the title's other word is read by its own pass ("Scrum", the trade "plumbers").
 */
import type { ScanState, Word } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";

/** Words that make "master" the degree when beside it ("master degree", "masters holders", "MSc"). */
const DEGREE_CUES = new Set(
  "degree degrees diploma holder holders graduate graduates student students program programme course level qualification msc mba phd bachelor".split(
    " ",
  ),
);

/** A word beside "master" that makes one title with it: an unread content word of the same clause. */
function titleWord(x: Word | undefined, boundaryBetween: boolean): boolean {
  if (!x || boundaryBetween || x.used || x.raw.length < 3 || !/^\p{L}/u.test(x.raw)) return false;
  if (STOP_WORDS.has(x.w) || DEGREE_CUES.has(x.w)) return false;
  // A word the table reads as a degree subject or the degree itself ("master" twice, "mba masters").
  return !(PHRASES.get(x.w) ?? []).some((m) => m.kind === "degree");
}

/** Pass: "master" in a title ("scrum masters", "master plumbers"), kept from the degree reading. */
export function readTitleMasters(state: ScanState) {
  const ws = state.words;
  ws.forEach((x, i) => {
    if (x.used || x.w !== "master" || /['’]/.test(x.raw)) return;
    const before = ws[i - 1];
    const after = ws[i + 1];
    // "master data", "master's thesis": a longer phrase of the table with "master" keeps its reading.
    if (after && PHRASES.has(`master ${after.w}`)) return;
    if (after && DEGREE_CUES.has(after.w) && !after.boundary) return;
    if (!titleWord(before, x.boundary) && !titleWord(after, after?.boundary ?? true)) return;
    x.used = true;
    state.soft.push(x.f);
  });
}
