/**
 * Symbol shorthand, as notes and chats type criteria (round 21 of first sight, class "symbol
 * shorthand"): each symbol written as the words the later passes already read, with its scope the
 * one term it touches.
 *
 * - "w/" is "with"; "w/out" is "w/o", which the exclusion cues read;
 * - "!X", "! X", "!= X", "≠ X" are "not X"; a "-" or "+" glued to the front of a term the
 *   vocabulary or the employers know ("-Rust", "+Kotlin", "-Leeds") is "not X" / "with X" (an
 *   unknown one stays the quoted-word pass's: a mention required or refused, ./read-text.ts);
 * - "x Acme" / "x-Acme" (lower-case "x" before an employer's name) is "ex-Acme";
 * - "A → B" / "A -> B": moved from A to B: an employer before the arrow is the earlier one, an
 *   employer after it the current one, "anywhere else" / "elsewhere" / "another co" after it
 *   "now elsewhere" (an arrow after anything else is a headline's separator: ./read-headline.ts);
 * - "N yoe" is "N years of experience", so the comparison signs before it ("≥3 yoe") are the
 *   duration bounds ./read-comparators.ts reads;
 * - "another co" is "another company".
 * A term is the longest run of up to five words that an employer or the vocabulary knows whole
 * ("!Acme Robotics", "≠ San Jose"), else one word with the marks names carry ("C++", "C#", ".NET",
 * "Node.js"). Symbols inside a word are part of a name and left alone: "R&D", "AT&T", "B2B",
 * "24/7", "CI/CD", "A/B"; "&", "+" and "|" between words are the list passes' ("and", "or").
 */
import { PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";

/** Whether a name is an employer's, as the company records or the index know it. */
export type IsEmployerName = (name: string) => boolean;

const MAX_TERM_WORDS = 5;
/** One word of a term: letters and digits with the marks names carry inside or after them. */
const TERM_WORD = /^(?:[\p{L}\p{N}.][\p{L}\p{N}+#.'’&-]*|&)/u;

const knownPhrase = (phrase: string) => {
  const key = words(phrase).join(" ");
  return key !== "" && PHRASES.has(key);
};
/** "!Manchester": a term that can be a place is the place ("not in"), not the school of its name. */
const notSaid = (term: string) =>
  PHRASES.get(words(term).join(" "))?.some((m) => m.kind === "place") ? `not in ${term}` : `not ${term}`;

/** The words of the text from `at`, each with its end, up to MAX_TERM_WORDS. */
function wordsFrom(text: string, at: number): { word: string; end: number }[] {
  const out: { word: string; end: number }[] = [];
  let pos = at;
  while (out.length < MAX_TERM_WORDS) {
    const gap = /^ ?/.exec(text.slice(pos))?.[0].length ?? 0;
    const m = TERM_WORD.exec(text.slice(pos + gap));
    if (!m || (out.length === 0 && gap > 0)) break;
    const word = m[0].replace(/[.'’-]+$/u, "");
    if (word === "") break;
    out.push({ word, end: pos + gap + word.length });
    pos += gap + word.length;
  }
  return out;
}

/**
 * The term starting at `at`: the longest run of words an employer or the vocabulary knows whole,
 * else the first word; `known` says whether either knows it.
 */
export function termAt(
  text: string,
  at: number,
  isName: IsEmployerName,
): { term: string; end: number; known: boolean; employer: boolean } | null {
  const ws = wordsFrom(text, at);
  for (let n = ws.length; n >= 1; n--) {
    const last = ws[n - 1] as { word: string; end: number };
    if (last.word === "&") continue;
    const term = text.slice(at, last.end);
    if (isName(term)) return { term, end: last.end, known: true, employer: true };
    if (knownPhrase(term)) return { term, end: last.end, known: true, employer: false };
  }
  const first = ws[0];
  if (!first || first.word === "&") return null;
  return { term: first.word, end: first.end, known: false, employer: false };
}

/** The employer name ending at `end` (the longest, up to five words back), or null. */
function employerEndingAt(
  text: string,
  end: number,
  isName: IsEmployerName,
): { name: string; start: number } | null {
  const before = text.slice(0, end).replace(/\s+$/u, "");
  const parts = before.split(" ");
  for (let n = Math.min(MAX_TERM_WORDS, parts.length); n >= 1; n--) {
    const name = parts.slice(parts.length - n).join(" ");
    if (name.startsWith("&")) continue;
    const bare = name.replace(/^[(:,;]+/u, "");
    if (bare && isName(bare)) return { name: bare, start: before.length - bare.length };
  }
  return null;
}

/**
 * "!X", "! X", "!= X", "≠ X": a negation mark before a term; never an exclamation, the "!" that ends
 * a word, a bracket, a quote or a sentence ("hiring!", "(EU only)! Senior", "now!!").
 */
const NOT_MARK = /(?<![\p{L}\p{N}!?.)\]}'"’”])(?:!=|≠|!)\s*(?=[\p{L}\p{N}.])/gu;
/** "-X", "+X" glued to a term after a space or the start ("-Rust"; never "e-mail", "C++"). */
const SIGN_MARK = /(?<=^|[\s,;(|])([+-])(?=\p{L})/gu;

/** Where a "! X" set apart opens a term: the text's start or a list's separator before it. */
const TERM_OPENS_BEFORE = /(?:^|[,;(|/])[ \t]*$/u;
/** A line that ends a sentence or a heading: a "! X" opening the next line is an exclamation. */
const SENTENCE_ENDS_BEFORE = /[.!?:…][ \t]*\r?\n\s*$/u;

/**
 * A bare "!" with a space after it is a negation only where a term opens: at the text's start or
 * after a list's separator ("Spain, ! Madrid"), or opening a line after a line that is no sentence.
 * After a word ("Urgent ! Designers", French typography) or opening a line after a sentence, it is
 * an exclamation: reading it as "not" would refuse what is asked.
 */
function isExclamation(mark: string, before: string): boolean {
  if (!/^!\s/u.test(mark)) return false;
  if (TERM_OPENS_BEFORE.test(before)) return false;
  return !/\n\s*$/u.test(before) || SENTENCE_ENDS_BEFORE.test(before);
}

function readNotMarks(text: string, isName: IsEmployerName): string {
  let out = text;
  for (let from = 0; ; ) {
    NOT_MARK.lastIndex = from;
    const m = NOT_MARK.exec(out);
    if (!m) return out;
    const term = termAt(out, m.index + m[0].length, isName);
    // "!company:Acme" is a field's negation, the field syntax pass's (./read-field-syntax.ts).
    if (!term || out[term.end] === ":" || isExclamation(m[0], out.slice(0, m.index))) {
      from = m.index + m[0].length;
      continue;
    }
    const said = ` ; ${notSaid(term.term)} ; `;
    out = `${out.slice(0, m.index)}${said}${out.slice(term.end)}`;
    from = m.index + said.length;
  }
}

function readSignMarks(text: string, isName: IsEmployerName): string {
  let out = text;
  for (let from = 0; ; ) {
    SIGN_MARK.lastIndex = from;
    const m = SIGN_MARK.exec(out);
    if (!m) return out;
    const term = termAt(out, m.index + 1, isName);
    if (!term?.known || out[term.end] === ":") {
      from = m.index + 1;
      continue;
    }
    const said = ` ; ${m[1] === "-" ? notSaid(term.term) : `with ${term.term}`} ; `;
    out = `${out.slice(0, m.index)}${said}${out.slice(term.end)}`;
    from = m.index + said.length;
  }
}

/**
 * "x Acme", "x-Acme": lower-case "x" alone before an employer's name ("2x", "x86" are not). Between
 * two employers ("the Acme x Globex partnership") it is a collaboration, no employment: left.
 */
const EX_MARK = /(?<![\p{L}\p{N}])x(?:\s+|-)(?=\p{Lu})/gu;

function readExMarks(text: string, isName: IsEmployerName): string {
  return text.replace(EX_MARK, (mark, at: number, all: string) => {
    const term = termAt(all, at + mark.length, isName);
    if (!term?.employer) return mark;
    const before = employerEndingAt(all, at, isName);
    const joined =
      before &&
      /[\p{L}\p{N}]$/u.test(before.name) &&
      !all.slice(before.start + before.name.length, at).trim();
    return joined ? mark : " ex-";
  });
}

const ARROW = /\s*(?:→|->|⟶|⇒|=>|➔|➜|➡\uFE0F?)\s*/gu;
/** After an arrow: anywhere but the earlier employer. */
const ELSEWHERE =
  /^(?:anywhere\s+else|somewhere\s+else|elsewhere|else|(?:an)?other\s+(?:co|cos|company|companies|employer|firm|place)s?|a\s+(?:new|different)\s+(?:co|company|employer|firm)|\?+)(?![\p{L}])/iu;

/**
 * Pass (text, before a headline's separators are read: ./read-headline.ts): "A → B" with an
 * employer before the arrow. Any other arrow is left to the headline reader, which reads it as a
 * separator between fields.
 */
export function readArrows(text: string, isName: IsEmployerName): string {
  let out = text;
  for (let from = 0; ; ) {
    ARROW.lastIndex = from;
    const m = ARROW.exec(out);
    if (!m) return out;
    const earlier = employerEndingAt(out, m.index, isName);
    if (!earlier) {
      from = m.index + m[0].length;
      continue;
    }
    const rightAt = m.index + m[0].length;
    const elsewhere = ELSEWHERE.exec(out.slice(rightAt));
    const later = elsewhere ? null : termAt(out, rightAt, isName);
    const now = elsewhere
      ? { said: "now elsewhere", end: rightAt + elsewhere[0].length }
      : later?.employer
        ? { said: `now at ${later.term}`, end: later.end }
        : { said: "now", end: rightAt };
    const said = ` formerly at ${earlier.name} , ${now.said} `;
    out = `${out.slice(0, earlier.start)}${said}${out.slice(now.end)}`;
    from = earlier.start + said.length;
  }
}

/**
 * A "-" or "+" glued to the item opening a line of a text of several lines ("Requirements:\n-Figma
 * \n-Berlin") is a pasted list's bullet, written as one set apart ("- Figma") for the list passes:
 * read as signs, every requirement of the list would be refused. A one-line query keeps its signs.
 * Read on the text as pasted, before its line breaks are spaces (./parse.ts).
 */
const GLUED_BULLET = /(?<=^|\n)([ \t]*)[-+•*](?=\p{L})/gu;
export const bulletsSetApart = (text: string) =>
  text.includes("\n") ? text.replace(GLUED_BULLET, "$1- ") : text;

/** Pass (text, first of the plain-text passes): symbol shorthand as words. */
export function readSymbols(text: string, isName: IsEmployerName): string {
  // "w/o" is a cue the exclusion passes read as written (./exclusion-cues.ts); "w/out" is it too.
  const spelled = text
    .replace(/(?<![\p{L}\p{N}])(w)\/\s*out(?![\p{L}\p{N}])/giu, "$1/o")
    .replace(/(?<![\p{L}\p{N}])w\/(?!\s*o(?![\p{L}\p{N}]))(?![\p{L}\p{N}]\/)/giu, " with ")
    .replace(/(?<=\d)\s*yoe(?![\p{L}])/giu, " years of experience")
    .replace(/\b((?:an)?other)\s+cos?(?![\p{L}.])/giu, "$1 company");
  return readSignMarks(readNotMarks(readExMarks(spelled, isName), isName), isName);
}
