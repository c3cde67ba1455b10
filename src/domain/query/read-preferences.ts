/**
 * Preference connectives that exclude (round 22 of first sight, issue 45): the requester says what
 * they want against what they do not, "X in lieu of Y", "X in preference to Y", "X, preferred over
 * Y", "X over Y", "more X than Y", "rather X than Y", "not so much Y as X". X is asked and Y left
 * out, as the contrast reader does for "X rather than Y" (./read-contrasts.ts): each form is
 * rewritten here into that one, so Y's scope and what Y shares with the ask are read in one place.
 * - "in lieu of", "in preference to", "preferred over / to", "preferable to" say a preference and
 *   nothing else: always the contrast.
 * - "over" is mostly not a connective ("over 5 years", "over the weekend", "took over the team"):
 *   it is one only between two terms of one kind (two places, two skills, two roles, two
 *   companies) that the parser reads wholly; else the text is left as it is. After a rung before
 *   no rung ("a VP over sales") it says whom the rung leads, and "over to" is a move: no preference.
 * - "more X than Y", "not so much Y as X": X is asked; Y is left out when it is a term of X's kind
 *   ("more solutions engineers than account executives"), and left unread with a note otherwise,
 *   never applied positively.
 * No maintained source lists these connectives: they are English, listed once here.
 */

import { companyNameKey } from "../keys.ts";
import type { CriterionKind, ParsedQuery } from "./criteria.ts";
import type { ParseContext, ScanState } from "./parse-state.ts";
import { leavesOf } from "./plan.ts";

type Parse = (query: string, context: ParseContext) => ParsedQuery;

/** Connectives that only ever state a preference: read as "rather than". */
const PLAIN =
  /(?<![\p{L}])(?:in\s+lieu\s+of|in\s+preference\s+to|(?:(?:is|are|being)\s+)?(?:preferred|preferable)\s+(?:over|to)(?!\s+(?:be|have|work|live|stay|join|do|go|keep|use|hire|see)\b))(?![\p{L}])/giu;
/** "more X than Y": X is the words between, a short term of its own (not "more than 5 years"). */
const MORE_THAN = /(?<![\p{L}])more\s+(?!than\b)([\p{L}][\p{L}\p{N}'’&.+#/ -]{0,50}?)\s+than\s+/giu;
/** "rather X than Y", the split "X rather than Y": X a short term of its own. */
const RATHER_THAN = /(?<![\p{L}])rather\s+(?!than\b)([\p{L}][\p{L}\p{N}'’&.+#/ -]{0,50}?)\s+than\s+/giu;
/** "not so much Y as X". */
const NOT_SO_MUCH_AS =
  /(?:,\s*)?(?<![\p{L}])not\s+so\s+much\s+([\p{L}][^,;:.!?()—–]{0,50}?)\s+as\s+(?!(?:well|such|much|long|far|a\s+whole)\b)([\p{L}][^,;:.!?()—–]{0,60})/giu;
const OVER = /(?<![\p{L}])over(?![\p{L}])/giu;
/** Words after which "over" is a verb's particle ("took over", "handed over"), never a preference. */
const PARTICLE_VERBS =
  /(?:^|\s)(?:take|takes|took|taken|taking|hand|hands|handed|handing|turn|turns|turned|turning|move|moved|moving|switch|switched|switching|win|won|watch|watched|preside|presided|fought|carry|carried|carrying|all|just|well|slightly|roughly|about|or|and|than|to)\s*$/iu;
/** Where a side of a connective ends: punctuation, a dash set apart. */
const SIDE_END = /[,;:.!?()—–]|\s-\s/u;

/**
 * The kinds of term a side may be, by criterion kind: a role said as a title, a family, a department
 * or a rung is one kind ("designers" and "writers", "a Head of Product" and "a VP of Product").
 */
const TERM_KINDS = new Map<CriterionKind, string>([
  ["role", "role"],
  ["department", "role"],
  ["level", "role"],
  ["title_prefix", "role"],
  ["location", "place"],
  ["skill", "skill"],
  ["current_company", "company"],
  ["company", "company"],
  ["past_company", "company"],
  ["language", "language"],
  ["certification", "certification"],
]);

/** The kind a text reads as, when it is wholly one term the parser knows; else undefined. */
function termKinds(parse: Parse, text: string, context: ParseContext): string | undefined {
  if (!text.trim()) return undefined;
  const parsed = parse(text, context);
  const leaves = leavesOf(parsed.where);
  if (!leaves.length || parsed.notes.some((n) => /not applied|not understood|ignored/i.test(n)))
    return undefined;
  const kinds = leaves.map((l) => TERM_KINDS.get(l.criterion.kind));
  if (kinds.some((k) => k === undefined)) return undefined;
  return [...new Set(kinds)].sort().join("+");
}

const wordsOf = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/** The readings of the last 1..5 words before a place (X of "X over Y"), within its side. */
function sideBefore(parse: Parse, before: string, context: ParseContext): Set<string> {
  const list = wordsOf(before.split(SIDE_END).pop() ?? "");
  const kinds = new Set<string>();
  for (let n = 1; n <= Math.min(5, list.length); n++) {
    const k = termKinds(parse, list.slice(-n).join(" "), context);
    if (k) kinds.add(k);
  }
  return kinds;
}

/** The first 1..5 words after a place that read as a term, with their kind, shortest first. */
function termsAfter(parse: Parse, after: string, context: ParseContext): { said: string; kind: string }[] {
  const list = wordsOf(after.split(SIDE_END)[0] ?? "");
  const terms: { said: string; kind: string }[] = [];
  for (let n = 1; n <= Math.min(5, list.length); n++) {
    const said = list.slice(0, n).join(" ");
    const kind = termKinds(parse, said, context);
    if (kind) terms.push({ said, kind });
  }
  return terms;
}

/** Whether a text reads wholly as rungs ("directors", "a VP", "leaders"), nothing else. */
function isRank(parse: Parse, text: string, context: ParseContext): boolean {
  const leaves = leavesOf(parse(text, context).where);
  return leaves.length > 0 && leaves.every((l) => l.criterion.kind === "level");
}

/**
 * "Directors over engineering", "a VP over sales", "leaders over product managers": "over" after a
 * rung, before a function or a role that is no rung, says whom the rung is in charge of; a rung
 * against a rung ("directors over managers") stays a preference.
 */
function isInChargeOf(parse: Parse, before: string, after: string, context: ParseContext): boolean {
  const side = wordsOf(before.split(SIDE_END).pop() ?? "");
  const rankBefore = [1, 2].some((n) => n <= side.length && isRank(parse, side.slice(-n).join(" "), context));
  if (!rankBefore) return false;
  const terms = termsAfter(parse, after, context);
  return terms.length > 0 && !terms.some((t) => isRank(parse, t.said, context));
}

/** "X over Y" between two terms of one kind as "X rather than Y"; any other "over" is left. */
function readOver(state: ScanState, parse: Parse) {
  state.text = state.text.replace(OVER, (word, at: number, text: string) => {
    const before = text.slice(0, at);
    const after = text.slice(at + word.length);
    // "migrated Python over to Rust": a move, its "to" the one they have now.
    if (PARTICLE_VERBS.test(before) || /^\s*(?:\p{N}|to(?![\p{L}]))/u.test(after)) return word;
    const asked = sideBefore(parse, before, state.context);
    if (!asked.size || isInChargeOf(parse, before, after, state.context)) return word;
    return termsAfter(parse, after, state.context).some((t) => asked.has(t.kind)) ? "rather than" : word;
  });
}

/**
 * "more senior than a director", "more junior than": a rung said as an adjective compares ranks (a
 * ceiling or a floor, read by ./read-ceiling.ts), never a preference between people. A rung said
 * as people ("more managers than directors") ends as a plural noun.
 */
function isComparative(parse: Parse, asked: string, context: ParseContext): boolean {
  const leaves = leavesOf(parse(asked, context).where);
  return leaves.every((l) => l.criterion.kind === "level") && !/s$/i.test(asked.trim());
}

/**
 * "more X than Y" / "rather X than Y" as "X rather than Y" when Y is a term of X's kind; else X
 * alone, Y unread. "more senior than" compares ranks; "rather senior than junior" never does.
 */
function readMoreThan(state: ScanState, parse: Parse, pattern: RegExp) {
  const form = new RegExp(pattern);
  const lead = pattern === RATHER_THAN ? "rather" : "more";
  for (let m = form.exec(state.text); m; m = form.exec(state.text)) {
    const asked = m[1] as string;
    const askedKind = termKinds(parse, asked, state.context);
    const before = state.text.slice(0, m.index);
    const after = state.text.slice(m.index + m[0].length);
    const compares = lead === "more" && isComparative(parse, asked, state.context);
    const terms = askedKind && !compares ? termsAfter(parse, after, state.context) : [];
    const first = terms[0];
    if (!first) continue;
    if (terms.some((t) => t.kind === askedKind)) state.text = `${before}${asked} rather than ${after}`;
    else {
      state.notes.push(
        `"${lead} ${asked} than ${first.said}": the other side is not a term of its kind: not applied`,
      );
      state.text = `${before}${asked} ;${after.slice(after.indexOf(first.said) + first.said.length)}`;
    }
    form.lastIndex = before.length + asked.length;
  }
}

/** "not so much Y as X" as ", X rather than Y" when Y is a term of X's kind; else X alone. */
function readNotSoMuch(state: ScanState, parse: Parse) {
  state.text = state.text.replace(NOT_SO_MUCH_AS, (whole, left: string, asked: string) => {
    const askedKind = termKinds(parse, asked, state.context);
    if (!askedKind) return whole;
    if (termKinds(parse, left, state.context) === askedKind) return ` , ${asked} rather than ${left} ; `;
    state.notes.push(`"not so much ${left.trim()}": not a term of the asked one's kind: not applied`);
    return ` , ${asked} ; `;
  });
}

/** Whether a text is wholly an employer's name, as the company records or the index know it. */
function isBareEmployer(text: string, context: ParseContext): boolean {
  const name = text.trim();
  if (!/^\p{Lu}/u.test(name)) return false;
  return (
    context.companies.resolve(name)?.how === "exact" ||
    (context.employerNames?.has(companyNameKey(name)) ?? false)
  );
}

const RATHER = /(?<![\p{L}])rather\s+than(?![\p{L}])/giu;

/**
 * "Designers, Hooli over Initech", "Hooli rather than Initech": an employer said bare as the asked
 * side, a side of its own, is where they work ("at Hooli"): left bare, no pass reads it after a
 * comma and only the refused side would be applied.
 */
function readBareEmployers(state: ScanState) {
  const starts: number[] = [];
  for (const m of state.text.matchAll(RATHER)) {
    const side = state.text.slice(0, m.index).split(SIDE_END).pop() ?? "";
    if (isBareEmployer(side, state.context)) starts.push(m.index - side.trimStart().length);
  }
  // From the last, so the earlier sides' starts hold.
  for (const at of starts.reverse()) state.text = `${state.text.slice(0, at)}at ${state.text.slice(at)}`;
}

/** Pass (text, before the contrast reader's own passes): preference connectives as "rather than". */
export function readPreferences(state: ScanState, parse: Parse) {
  state.text = state.text.replace(PLAIN, "rather than");
  readNotSoMuch(state, parse);
  readMoreThan(state, parse, MORE_THAN);
  readMoreThan(state, parse, RATHER_THAN);
  readOver(state, parse);
  readBareEmployers(state);
}
