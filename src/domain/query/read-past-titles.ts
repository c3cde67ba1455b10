/**
 * An earlier job the vocabulary has no family for (issue 45, round 13's "career changers who used to
 * be teachers"): after "used to be" / "used to work as", a title the phrase pass did not place is the
 * title an earlier job was written with (../search/facets.ts `pastTitle`: its words without level
 * words), so "used to be teachers" finds the people whose earlier job was "Teacher". Before, the
 * words only ranked and the query matched everyone the rest of it asked for.
 *
 * Only after those cues (a title is what someone "used to be"); up to three words, up to a word
 * another pass placed, a stop word or a comma. Roles the vocabulary knows keep their reading (an
 * earlier department: ./read-polarity.ts `readPastRoles`).
 */
import { facet } from "../search/facets.ts";
import { addItem, cuedAt, type ScanState, span, type Word } from "./parse-state.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";

const CUES = [
  ["used", "to", "be"],
  ["used", "to", "work", "a"],
];
const ARTICLES = new Set(["a", "an"]);
const MAX_WORDS = 3;

/** Pass (words, after the earlier roles and the phrases): a title held before, as written. */
export function readPastTitles(state: ScanState): void {
  const ws = state.words;
  for (const { cue: i, at } of cuedAt(ws, CUES, ARTICLES)) {
    let end = at;
    while (end < ws.length && end - at < MAX_WORDS) {
      const w = ws[end] as Word;
      if (w.used || STOP_WORDS.has(w.w) || (end > at && w.boundary) || !/^\p{L}+$/u.test(w.w)) break;
      end++;
    }
    // A title that runs into words another pass placed ("civil engineers") is that pass's.
    const next = ws[end];
    if (end === at || (next?.used && !next.boundary)) continue;
    const title = ws
      .slice(at, end)
      .map((w) => w.w)
      .join(" ");
    addItem(
      state,
      i,
      end,
      {
        kind: "past_role",
        label: `Earlier job titled "${title}"`,
        tokens: [facet.pastTitle(title)],
        from: span(ws, i, end),
        value: title,
        confidence: 0.8,
      },
      "past_role",
    );
  }
}
