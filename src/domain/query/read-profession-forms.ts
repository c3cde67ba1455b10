/**
 * Professions outside software as their own trades write them, rewritten into the titles the
 * English occupation reader (./read-english-occupations.ts) and the vocabulary read. Documented in
 * docs/search.md, "Professions as their trades write them".
 * - Short forms and trade nicknames ("RNs", "physios", "sparkies", "MEs", "T&I") written out from a
 *   small table with its sources (data/vocab/profession-short-forms.json); the forms that also mean
 *   something else ("PT" part-time, "ME" the pronoun) only where they can be nothing but a
 *   profession: in capitals and plural ("PTs") or in a list beside another short form.
 * - A credential or grade before a title ESCO's label lacks ("registered architects", "licensed
 *   plumbers", "chartered engineers"): the head title is read, the modifier dropped with a note,
 *   unless the vocabulary knows the whole as its own title ("Chartered Accountant").
 * - A trade rank ESCO's English labels do not hold ("sous chefs", "journeyman electricians"): the
 *   title is read without it, with a note ("head chef" is ESCO's own title and stays).
 * - Titles coordinated over a shared head ("civil/structural engineers", "civil and mechanical
 *   engineers"): each member read as its own title, joined by "or", when each is an occupation the
 *   vocabulary does not place (the vocabulary's own are ./tokenize.ts distributeCoordinated's).
 * - Graduates excluded ("no graduates", "no new grads") are the entry level, as "no juniors".
 */
import shortFormsJson from "../../../data/vocab/profession-short-forms.json" with { type: "json" };
import { classifyTitle } from "./classify-title.ts";
import type { ScanState } from "./parse-state.ts";
import { readEnglishOccupation } from "./read-english-occupations.ts";
import { fold, words } from "./text.ts";
import { tokenize } from "./tokenize.ts";

interface ShortForm {
  short: string;
  full: string;
  guard?: "capitals" | "plural";
}
const SHORT_FORMS = new Map((shortFormsJson.forms as ShortForm[]).map((f) => [f.short, f]));

/** Whether letters are a profession's short form ("RN", "CPA"): never a place code (review r67). */
export const isProfessionShortForm = (letters: string) => SHORT_FORMS.has(letters.toLowerCase());

/** A word as typed, with where it stands in the text. */
interface Token {
  raw: string;
  start: number;
  end: number;
}
const TOKEN = /[\p{L}][\p{L}&]*/gu;
const tokensOf = (text: string): Token[] =>
  [...text.matchAll(TOKEN)].map((m) => ({ raw: m[0], start: m.index, end: m.index + m[0].length }));

/** The short form a word is, with whether it was plural ("RNs", "sparkies"), or null. */
function shortFormOf(raw: string): { form: ShortForm; plural: boolean } | null {
  const lower = raw.toLowerCase();
  const exact = SHORT_FORMS.get(lower);
  if (exact) return { form: exact, plural: exact.short === "t&i" };
  if (!lower.endsWith("s")) return null;
  // "sparkies" of "sparky", "brickies" of "brickie".
  const form = SHORT_FORMS.get(lower.slice(0, -1)) ?? SHORT_FORMS.get(lower.replace(/ies$/, "y"));
  return form ? { form, plural: true } : null;
}

const CAPITALS = /^[A-Z&]+s?$/;
/** What may stand between two members of a list of titles ("physios / PT", "CEs & MEs", "RN or LPN"). */
const LIST_JOINER = /^\s*(?:\/|&|,|\+|or|and)\s*$/i;

/** Whether a guarded short form may be read here: capitals, and plural or listed beside another short form. */
function guardHolds(text: string, tokens: Token[], k: number, plural: boolean, form: ShortForm): boolean {
  const t = tokens[k] as Token;
  if (!form.guard) return true;
  if (!CAPITALS.test(t.raw)) return false;
  if (form.guard === "capitals" || plural) return true;
  const beside = (j: number) => {
    const other = tokens[j];
    if (!other || !shortFormOf(other.raw)) return false;
    const between = j < k ? text.slice(other.end, t.start) : text.slice(t.end, other.start);
    return LIST_JOINER.test(between);
  };
  // The member beside it, past a joining word ("OT or PT").
  const joining = (j: number) => /^(?:or|and)$/i.test(tokens[j]?.raw ?? "");
  return beside(joining(k - 1) ? k - 2 : k - 1) || beside(joining(k + 1) ? k + 2 : k + 1);
}

/** "registered nurse" -> "registered nurses"; "translator or interpreter" -> "translators or interpreters". */
const pluralOf = (full: string) =>
  full
    .split(" or ")
    .map((part) => part.replace(/(\p{L}+)$/u, (w) => (w.endsWith("y") ? `${w.slice(0, -1)}ies` : `${w}s`)))
    .join(" or ");

/** Short forms and nicknames written out as the titles they stand for, and the aside that restates them. */
function writeOutShortForms(text: string, notes: string[]): string {
  const tokens = tokensOf(text);
  let out = "";
  let at = 0;
  /** Where each written-out list of short forms ends in `out`, and the words it holds. */
  let run: { end: number; words: Set<string> } | null = null;
  const runs: { end: number; words: Set<string> }[] = [];
  tokens.forEach((t, k) => {
    const hit = shortFormOf(t.raw);
    if (!hit || !guardHolds(text, tokens, k, hit.plural, hit.form)) return;
    const full = hit.plural ? pluralOf(hit.form.full) : hit.form.full;
    notes.push(`"${t.raw}": short for "${full}"`);
    const gap = text.slice(at, t.start);
    out += gap + full;
    at = t.end;
    if (!run || !LIST_JOINER.test(gap)) {
      run = { end: 0, words: new Set() };
      runs.push(run);
    }
    run.end = out.length;
    for (const w of words(full)) run.words.add(w);
  });
  out += text.slice(at);
  return withoutRestatements(out, runs, notes);
}

/** Words of an aside that only join ("civil and mechanical engineers", "i.e. nurses"). */
const JOINING_WORDS = new Set(["and", "or", "i", "e", "ie", "eg", "aka", "&"]);
/**
 * A bracket right after a written-out short form that says the same titles ("CEs & MEs (civil and
 * mechanical engineers)", "sparkies (electricians)") is dropped: read again, it would be a second
 * condition on the same people, and a list in it would not join the list before it.
 */
function withoutRestatements(
  text: string,
  runs: readonly { end: number; words: Set<string> }[],
  notes: string[],
) {
  let out = text;
  for (const r of [...runs].reverse()) {
    const aside = /^\s*\(([^()]*)\)/.exec(out.slice(r.end));
    if (!aside) continue;
    const said = words(aside[1] as string).filter((w) => !JOINING_WORDS.has(w));
    if (said.length === 0 || !said.every((w) => r.words.has(w))) continue;
    notes.push(`"(${aside[1]})": says again the titles before it, read once`);
    out = out.slice(0, r.end) + out.slice(r.end + aside[0].length);
  }
  return out;
}

/** The occupation reader's reading of words as typed, or whether the vocabulary places them as a title. */
function readsAsTitle(words: string): boolean {
  if (readEnglishOccupation(tokenize(words)) !== null) return true;
  const c = classifyTitle(words);
  return c.base !== null || c.families.length > 0;
}
/** Whether the vocabulary knows the words as a title of its own, not only by their head ("Chartered Accountant"). */
function knownTitle(words: string): boolean {
  const c = classifyTitle(words);
  return c.base !== null && !c.inferred;
}

const CREDENTIAL =
  /\b((?:fully\s+|state[-\s]|board[-\s])?(?:registered|licensed|qualified|chartered|certified|accredited|credentialed))\s+((?:\p{L}+\s+){0,2}\p{L}+)/giu;
/** Ranks of a trade or a kitchen brigade that ESCO's English titles do not write ("sous chef"). */
const TRADE_RANK = /\b(sous|commis|journeyman|journeymen|master)\s+((?:\p{L}+\s+){0,1}\p{L}+)/giu;

/**
 * The longest run of the words after a modifier that reads as a title, when the modifier with it is
 * no title of its own: the words to keep, or null.
 */
function titleAfter(modifier: string, after: string): string | null {
  const ws = after.split(/\s+/);
  for (let n = ws.length; n >= 1; n--) {
    const rest = ws.slice(0, n).join(" ");
    if (!readsAsTitle(rest)) continue;
    const whole = `${modifier} ${rest}`;
    if (knownTitle(whole) || readEnglishOccupation(tokenize(whole)) !== null) return null;
    return rest;
  }
  return null;
}

/** A credential or a trade rank before a title dropped, the title kept. */
function dropModifiers(text: string, notes: string[]): string {
  const drop = (kind: string) => (whole: string, modifier: string, after: string) => {
    const rest = titleAfter(modifier, after);
    if (!rest) return whole;
    notes.push(
      `"${modifier} ${rest}": the ${kind} "${modifier}" is not in the title's reading, read as "${rest}"`,
    );
    return whole.slice(modifier.length).trimStart();
  };
  return text.replace(CREDENTIAL, drop("credential")).replace(TRADE_RANK, drop("rank"));
}

const COORDINATED = /\b(\p{L}+)(\s*(?:\/|&|\band\b|\bor\b)\s*)(\p{L}+)\s+(\p{L}+)\b/giu;
/** The English occupation reader's reading of a title as typed (and not the vocabulary's). */
const escoTitle = (words: string) => readEnglishOccupation(tokenize(words)) !== null;

/** "civil/structural engineers" -> "civil engineers or structural engineers", each an occupation. */
function distributeOccupations(text: string): string {
  return text.replace(COORDINATED, (whole, a: string, _joiner: string, b: string, head: string) => {
    // A member that is a title alone ("nurses or general practitioners") shares no head.
    if (fold(a) === fold(b) || readsAsTitle(a) || readsAsTitle(b)) return whole;
    if (!escoTitle(`${a} ${head}`) || !escoTitle(`${b} ${head}`)) return whole;
    return `${a} ${head} or ${b} ${head}`;
  });
}

const NO_GRADUATES =
  /\b(no|not|without|excluding|exclude|never)\s+(?:any\s+)?(?:new|recent|fresh)?\s*(?:grads?|graduates?)\b(?!\s+(?:of|from)\b)/gi;

/** "no graduates", "no new grads": the entry level excluded, as "no juniors". */
const excludeGraduates = (text: string) => text.replace(NO_GRADUATES, "$1 juniors");

/** Pass (text, before the ranges): professions as their trades write them (the header's kinds). */
export function readProfessionForms(state: ScanState): void {
  let text = writeOutShortForms(state.text, state.notes);
  text = dropModifiers(text, state.notes);
  text = distributeOccupations(text);
  text = excludeGraduates(text);
  state.text = text;
}
