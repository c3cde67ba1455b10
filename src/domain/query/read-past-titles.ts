/**
 * An earlier job the vocabulary has no family for (issue 45, round 13's "career changers who used to
 * be teachers"): after "used to be" / "used to work as", a title the phrase pass did not place is the
 * title an earlier job was written with (../search/facets.ts `pastTitle`: its words without level
 * words), so "used to be teachers" finds the people whose earlier job was "Teacher". Before, the
 * words only ranked and the query matched everyone the rest of it asked for.
 *
 * Only after those cues (a title is what someone "used to be", "was previously a", "formerly a");
 * up to three words, up to a word another pass placed, a stop word or a comma. Roles the vocabulary
 * knows keep their reading (an earlier department: ./read-polarity.ts `readPastRoles`); a role
 * word with a modifier the vocabulary does not know ("Civil Engineer", "Mechanical Engineers") is
 * that title as written, an earlier job's, never the department now (round 16: "a Civil Engineer
 * before, now leads an engineering team" asked every engineering leader). A title said with
 * "before" after it ("a Civil Engineer before", "an accountant earlier") is one held before.
 */
import { facet } from "../search/facets.ts";
import { addItem, cuedAt, type ScanState, span, type Word } from "./parse-state.ts";
import { PHRASES, phraseMeans, ROLE_MEANINGS, roleLengthAt } from "./phrase-meanings.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";

const CUES = [
  ["used", "to", "be"],
  ["used", "to", "work", "a"],
  // With an article only: "previously Acme" names an employer, "previously a teacher" a title.
  ...["previously", "formerly", "once"].flatMap((cue) => [
    [cue, "a"],
    [cue, "an"],
  ]),
  // "former teachers", "ex-consultants": words the names pass left as no employer (saysEarlierTitle).
  ["former"],
  ["ex"],
];
const TITLE_CUE_WORDS = new Set(["previously", "formerly", "once", "former", "ex"]);
/** Words after an employer's name that say its people, not their title ("ex papaya employees"). */
const PEOPLE_OF = new Set(["employee", "staff", "people", "folk", "alumni", "alum", "team", "colleague"]);

/**
 * Whether the words after a past cue that name no known employer are a title held before instead:
 * after an article ("previously a consultant": no employer takes one), or written in lower case and
 * not followed by a role or by its people ("former teachers", "ex-consultants"; "ex stripe
 * engineers" keeps the employer's reading).
 */
export function saysEarlierTitle(ws: readonly Word[], cue: number, start: number, end: number): boolean {
  if (!TITLE_CUE_WORDS.has(ws[cue]?.w ?? "")) return false;
  if (ARTICLES.has(ws[start]?.w ?? "")) return true;
  if (!/^\p{Ll}/u.test(ws[start]?.raw ?? "")) return false;
  for (let k = start; k < end; k++) {
    const w = ws[k] as Word;
    if (PEOPLE_OF.has(w.w) || phraseMeans(ws, k, 1, (kind) => ROLE_MEANINGS.has(kind))) return false;
  }
  const after = ws[end];
  return (
    !after ||
    after.used ||
    !(PEOPLE_OF.has(after.w) || phraseMeans(ws, end, 1, (kind) => ROLE_MEANINGS.has(kind)))
  );
}
const ARTICLES = new Set(["a", "an"]);
const MAX_WORDS = 3;

/** "(was) a <title> before": the title held before, as "previously a <title>" (time words excepted). */
const TITLE_BEFORE =
  /(^|[:;,(]\s*|\b(?:was|were|been|is|are|as)\s+)(an?)\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:before|earlier|previously|in\s+the\s+past)(?=\s*(?:[,.;:!?)]|$)|\s+(?:and|but|now|then)\b)/giu;
const NOT_A_TITLE =
  /\b(?:years?|months?|decades?|weeks?|days?|while|bit|few|couple|time|job|role|position|company|startup|stint|lot|little|long)\b/i;

/**
 * Words of praise said of an earlier role ("formerly a brilliant designer", "once a successful
 * founder", "used to be great software engineers"): how well, not what the job was titled. Read as
 * part of the title they made one no one holds ("brilliant designer"), or hid the role from the
 * earlier-role cue (which then read "software engineers" as the role now). "top brass" is a rank, no
 * praise (./office-nicknames.ts).
 */
const PRAISE =
  "(?:brilliant|successful|great|talented|excellent|outstanding|exceptional|amazing|awesome|fantastic|stellar|superb|gifted|skilled|accomplished|strong|solid|good|top(?!\\s+brass\\b)|star|rock-?star|highly[\\s-]regarded|well[\\s-]regarded|respected|renowned|proven)";
const PRAISE_AFTER_PAST_CUE = new RegExp(
  `\\b((?:used\\s+to\\s+(?:be|work\\s+as)|previously|formerly|once|former|ex)(?:\\s+(?:an?|the))?)\\s+(?:(?:very|really|truly|incredibly|extremely|quite)\\s+)?${PRAISE}(?:\\s*,?\\s+${PRAISE})*\\s+(?=\\p{L})`,
  "giu",
);

/** Pass (raw text, before the ad's "great" of a wish, ./read-ad.ts): praise of an earlier role dropped. */
export function dropPraiseOfPastRole(text: string): string {
  return text.replace(PRAISE_AFTER_PAST_CUE, "$1 ");
}

/** Pass (text, before the polarity pass): a title said with "before" after it, brought before it. */
export function readTitleBefore(text: string): string {
  return text.replace(TITLE_BEFORE, (whole, start: string, article: string, title: string) =>
    NOT_A_TITLE.test(title) ? whole : `${start} previously ${article} ${title} `,
  );
}

const MAX_MODIFIERS = 2;
/** Words between a cue and a role that say when, not what ("were previously civil engineers"). */
const NOT_MODIFIERS = new Set([
  "previously",
  "formerly",
  "once",
  "earlier",
  "originally",
  "initially",
  "first",
  "ever",
  "also",
  "still",
  "all",
]);

/**
 * After a cue of an earlier role: words the vocabulary does not know before a role word ("civil" of
 * "civil engineer") make a title it does not hold, read as written as the earlier job's title.
 * Returns whether it read one.
 */
export function readModifiedPastTitle(state: ScanState, cue: number, at: number): boolean {
  const ws = state.words;
  // "ex-Acme engineers", "former Acme engineers": an employer's name before the role, not a title.
  const cueWord = ws[cue]?.w;
  if (cueWord === "ex") return false;
  for (let k = 1; k <= MAX_MODIFIERS; k++) {
    const modifier = ws[at + k - 1];
    if (
      !modifier ||
      modifier.used ||
      (k > 1 && modifier.boundary) ||
      !/^\p{L}+$/u.test(modifier.w) ||
      STOP_WORDS.has(modifier.w) ||
      NOT_MODIFIERS.has(modifier.w) ||
      PHRASES.has(modifier.w) ||
      (cueWord === "former" && /^\p{Lu}/u.test(modifier.raw))
    )
      return false;
    // "formerly a Papaya Pay engineer": an employer's name, the names pass's.
    const said = ws
      .slice(at, at + k)
      .map((w) => w.raw)
      .join(" ");
    const company = state.context.companies.resolve(said);
    if (company && company.how !== "typo") return false;
    const head = at + k;
    if (ws[head]?.boundary) return false;
    const len = roleLengthAt(ws, head);
    if (!len) continue;
    const end = head + len;
    addPastTitle(state, cue, end, at);
    return true;
  }
  return false;
}

function addPastTitle(state: ScanState, cue: number, end: number, at: number): void {
  const ws = state.words;
  const title = ws
    .slice(at, end)
    .map((w) => w.w)
    .join(" ");
  addItem(
    state,
    cue,
    end,
    {
      kind: "past_role",
      label: `Earlier job titled "${title}"`,
      tokens: [facet.pastTitle(title)],
      from: span(ws, cue, end),
      value: title,
      confidence: 0.8,
    },
    "past_role",
  );
}

/** Where a title held before starts: the word after each cue ("teachers" of "used to be teachers"). */
export function pastTitleStarts(ws: readonly Word[]): Set<number> {
  return new Set([...cuedAt(ws, CUES, ARTICLES)].map(({ at }) => at));
}

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
    // A title that runs into words another pass placed is that pass's (a known role word after an
    // unknown one, "civil engineers", was read before the phrases: readModifiedPastTitle).
    const next = ws[end];
    // A marker another pass read ("at" of "former teachers at Acme") ends the title as a stop word does.
    if (end === at || (next?.used && !next.boundary && !STOP_WORDS.has(next.w))) continue;
    addPastTitle(state, i, end, at);
  }
}
