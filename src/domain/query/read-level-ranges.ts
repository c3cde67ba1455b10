/**
 * Levels said as a place on a ladder (round 15 of first sight, issue 45): "more senior than a
 * manager but not yet a VP", "above manager but below VP", "senior to a head, short of director",
 * "one level above mid", "a step below the VPs", "two rungs under director". Each is brought to the
 * rungs it means, as the "head or director" list the level readers read: a bound is strict (the
 * rung named is not in the range), a step counts rungs from the one named. Read as words, each
 * asked for the rung it names (the opposite of "more senior than a manager") or nothing at all.
 *
 * Two ladders, as the data's levels have them: individual contributors (intern, junior, mid,
 * senior) and leaders (manager, head of, director, VP, C-level: ./read-text.ts's LADDER). A range
 * whose bounds are on different ladders, or that holds no rung, is not applied (noted), never
 * read as the rung it names. "Nobody above director" and "not above VP" are ceilings
 * (./read-ceiling.ts reads them), left alone here.
 */
import type { ScanState } from "./parse-state.ts";
import { LADDER, RUNG } from "./read-text.ts";

/** The individual contributors' rungs, lowest first, as the level readers read them. */
const IC_LADDER: [RegExp, string][] = [
  [/^interns?$/i, "intern"],
  [/^(?:juniors?|jr|entry[\s-]?level|entry)$/i, "junior"],
  [/^(?:mids?|mid[\s-]?levels?|intermediates?)$/i, "mid-level"],
  [/^(?:seniors?|sr)$/i, "senior"],
];
const IC_RUNG =
  "interns?|juniors?|jr|entry[\\s-]?level|entry|mid[\\s-]?levels?|mids?|intermediates?|seniors?|sr";
/**
 * A C-suite title is a place on the leaders' ladder too ("a level below the CEO" is a VP, never the
 * CEO): the acronyms ./title-abbreviations.ts reads as chief officers.
 */
const CHIEF_TITLE = "c[a-z]{1,3}o";
const CHIEF = /^c(?:eo|to|fo|oo|mo|io|ro|po|do|so|hro|iso|dao|xo)$/i;
const ANY_RUNG = `(?:${RUNG}|${IC_RUNG}|${CHIEF_TITLE})`;
const ARTICLE = "(?:an?\\s+|the\\s+)?";
const LEVEL_WORD = "(?:\\s+(?:level|rank|grade|band)s?|-level)?";

/** The ladder a rung word is on and its place there, or undefined. */
function rungOf(said: string): { ladder: [RegExp, string][]; at: number } | undefined {
  const word = said
    .trim()
    .replace(/\s+of$/i, "")
    .replace(/(?:\s+|-)(?:level|rank|grade|band)s?$/i, "");
  if (CHIEF.test(word)) return { ladder: LADDER, at: LADDER.length - 1 };
  for (const ladder of [IC_LADDER, LADDER]) {
    const at = ladder.findIndex(([re]) => re.test(word));
    if (at >= 0) return { ladder, at };
  }
  return undefined;
}

const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, "1": 1, two: 2, "2": 2, three: 3, "3": 3 };
const STEP = new RegExp(
  `\\b(a|an|one|two|three|[123])\\s+(?:levels?|steps?|rungs?|notch(?:es)?|grades?|bands?)\\s+(above|over|higher\\s+than|up\\s+from|below|under|beneath|lower\\s+than|down\\s+from|short\\s+of)\\s+${ARTICLE}(${ANY_RUNG})${LEVEL_WORD}(?![\\p{L}])`,
  "giu",
);

/** Not after a negation ("nobody above director" is a ceiling) nor a number ("over 5"). */
const NOT_NEGATED =
  "(?<!\\b(?:no\\s*one|nobody|none|not|no|never|any(?:one|body)?)\\s+(?:(?:who|that)(?:\\s+(?:is|are)|['’](?:s|re))\\s+)?)";
const LOWER =
  "(?:more\\s+senior\\s+than|senior\\s+to|above|higher\\s+(?:up\\s+)?than|beyond|further\\s+up\\s+than)";
const UPPER =
  "(?:not\\s+(?:yet|quite|up\\s+to)(?:\\s+(?:a|an|the|at))?|below|under|beneath|short\\s+of|lower\\s+than|junior\\s+to|less\\s+senior\\s+than|shy\\s+of)";
const RANGE = new RegExp(
  `${NOT_NEGATED}\\b${LOWER}\\s+${ARTICLE}(${ANY_RUNG})${LEVEL_WORD}(?![\\p{L}])(?:\\s*,?\\s*(?:but\\s+|and\\s+|yet\\s+|though\\s+)?(?:(?:still|is|are)\\s+)?${UPPER}\\s+${ARTICLE}(${ANY_RUNG})${LEVEL_WORD}(?![\\p{L}]))?`,
  "giu",
);

const words = (ladder: [RegExp, string][], from: number, to: number) =>
  ladder.slice(Math.max(0, from), Math.max(0, to)).map(([, w]) => w);

/** Pass (text, before the ceilings and the level readers): ranges and steps of level as their rungs. */
export function readLevelRanges(state: ScanState) {
  const none = (whole: string) => {
    state.notes.push(`"${whole.trim()}": a range of levels the parser cannot place, not applied`);
    return " , ";
  };
  state.text = state.text.replace(STEP, (whole, n: string, direction: string, said: string) => {
    const rung = rungOf(said);
    if (!rung) return whole;
    const steps = COUNT[n.toLowerCase()] ?? 1;
    const at = /above|over|higher|up/i.test(direction) ? rung.at + steps : rung.at - steps;
    const word = rung.ladder[at]?.[1];
    return word ? ` ${word} ` : none(whole);
  });
  state.text = state.text.replace(RANGE, (whole, low: string, high?: string) => {
    const from = rungOf(low);
    if (!from) return whole;
    const to = high ? rungOf(high) : undefined;
    if (high && (!to || to.ladder !== from.ladder)) return none(whole);
    const rungs = words(from.ladder, from.at + 1, to ? to.at : from.ladder.length);
    return rungs.length ? ` ${rungs.join(" or ")} ` : none(whole);
  });
}
