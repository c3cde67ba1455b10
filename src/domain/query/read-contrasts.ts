/**
 * Contrasts between groups (round 15 of first sight, issue 45), as analysts write them: "A rather
 * than B", "A as opposed to B", "A instead of B", "A versus / vs B", "A as distinct from B", "A
 * compared with B", "A in contrast to B", "A, not so much B", "like B, but the ones who A". A is
 * asked and B is left out, within the query's other conditions, whatever B is (a place, a level,
 * a kind of role, a company). Three rules make the reading safe:
 * - B's scope ends at the clause: a dash, colon, semicolon, bracket or sentence end, a "but" or
 *   "though", or a comma that does not continue B's own list ("rather than in Austria or
 *   Switzerland — the German market": Germany is asked again after the dash, not excluded);
 * - what B shares with the ask is the common ground, not the difference: "senior mobile developers,
 *   as distinct from senior web frontend developers" leaves out the frontend developers, not the
 *   seniors (a word of B whose reading the rest of the query asks for, and which B reads apart from
 *   its other words, is not excluded);
 * - a B that names nothing but the common ground ("marketing managers as opposed to the marketing
 *   specialists": "specialists" names no level the parser knows) is not applied, with a note,
 *   never applied the other way.
 * The contrast is then the "A , but not B ;" form the operator pass reads (./read-operators.ts).
 * No maintained source lists contrast markers: they are English connectives, listed once here.
 */
import type { ParsedQuery } from "./criteria.ts";
import type { ParseContext, ScanState } from "./parse-state.ts";
import { namesRole } from "./phrase-meanings.ts";
import { leavesOf } from "./plan.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";
import { words } from "./text.ts";

type Parse = (query: string, context: ParseContext) => ParsedQuery;

const MARKER =
  /(?<![\p{L}])(?:rather\s+than|instead\s+of|in\s+place\s+of|as\s+opposed\s+to|opposed\s+to|versus|vs\.?|v\.|as\s+distinct\s+from|distinct\s+from|as\s+against|in\s+contrast\s+(?:to|with)|(?:as\s+)?compared\s+(?:with|to)|(?:,\s*)?(?:and\s+)?not\s+so\s+much)(?![\p{L}])/giu;
/** "like the data scientists, but the ones who ...": the group compared with is the one left out. */
const LIKE_BUT =
  /\b(?:(?:a\s+bit\s+|somewhat\s+)?like|similar\s+to|same\s+as|akin\s+to)\s+([^,;:.!?()—–]{1,50}?)\s*,?\s*but\s+(?:the\s+ones|those|the\s+people|people|the\s+folks|folks)\s+(?=who|that)/gi;
/**
 * "VS Code": capitals before a capitalised word are a name, not "versus"; so is a lower-case "v."
 * between two capitalised words ("Hans v. Berg": a particle, von / van, in a person's name).
 */
const isName = (marker: string, before: string, after: string) =>
  (/^VS$/.test(marker) && /^\s+\p{Lu}/u.test(after)) ||
  (/^v\.$/.test(marker) && /\p{Lu}\p{Ll}*\s*$/u.test(before) && /^\s*\p{Lu}/u.test(after));

/**
 * "in place of our outgoing Head of Sales", "instead of the retiring CFO": a replacement for one
 * who leaves asks for the same role, so what it names is not left out (nor asked again).
 */
const REPLACED =
  /^\s*(?:(?:our|the|a|an|their|my|his|her)\s+)?(?:outgoing|departing|leaving|retiring|exiting|previous|former|old|current|soon[\s-]to[\s-]be[\s-]former)\b|^\s*(?:someone|somebody|the\s+one|the\s+person|a\s+person)\s+who\s+(?:is\s+|['’]s\s+)?(?:leaving|left|retiring|retired|quit|resigned|moved\s+on)\b/i;

/** Where B's clause ends. */
const CLAUSE_END = /\s[-—–]\s|[;:.!?()—–]|\b(?:but|though|although|while|whereas|however)\b/i;

/** The plan's leaves of a text, as keys (kind, tokens and bounds): what it asks and what it excludes. */
function readings(parse: Parse, text: string, context: ParseContext) {
  const leaves = leavesOf(parse(text, context).where).filter((l) => l.criterion.kind !== "text");
  const key = (l: (typeof leaves)[number]) =>
    `${l.criterion.kind}\u0000${[...l.criterion.tokens].sort().join(" ")}\u0000${l.criterion.min}-${l.criterion.max}`;
  return {
    asked: new Set(leaves.filter((l) => !l.negated).map(key)),
    all: new Set(leaves.map(key)),
  };
}

const subset = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].every((k) => b.has(k));
const same = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && subset(a, b);

/**
 * Where B ends in the text after the marker: its clause's end, or its first comma unless the comma
 * is inside B's own list ("rather than Spain, Italy or Portugal" goes on to its "or").
 */
function scopeEnd(after: string): number {
  const end = CLAUSE_END.exec(after);
  const clause = end ? end.index : after.length;
  const segments = after.slice(0, clause).split(",");
  if (segments.length === 1) return clause;
  const short = (s: string) => s.trim().split(/\s+/).length <= 3;
  const last = segments[segments.length - 1] as string;
  const joined = /^\s*(?:[\p{L}\p{N}'’&.-]+\s+){0,3}(?:or|and|nor)\s+(?:[\p{L}\p{N}'’&.-]+\s*){1,3}$/iu.test(
    last,
  );
  if (joined && segments.slice(1, -1).every(short)) return clause;
  return (segments[0] as string).length;
}

/** B without the words whose reading the rest of the query asks for and B reads apart from the rest. */
function difference(parse: Parse, excluded: string, rest: string, context: ParseContext): string[] {
  const asked = readings(parse, rest, context).asked;
  let words = excluded.split(/\s+/).filter(Boolean);
  for (let changed = true; changed; ) {
    changed = false;
    const whole = readings(parse, words.join(" "), context).all;
    for (let k = 0; k < words.length; k++) {
      const word = words[k] as string;
      // A department after "of" belongs to its title ("VPs of Product"): the title is the difference.
      if (STOP_WORDS.has(word.toLowerCase()) || /^of$/i.test(words[k - 1] ?? "")) continue;
      const own = readings(parse, word, context).all;
      if (own.size === 0 || !subset(own, asked)) continue;
      const others = words.filter((_, j) => j !== k);
      const left = readings(parse, others.join(" "), context).all;
      if (!same(whole, new Set([...own, ...left]))) continue;
      words = others;
      changed = true;
      break;
    }
  }
  return words;
}

/** "the software kind", "the digital product sort": a kind of the role said before it. */
const KIND =
  /(?<![\p{L}])the\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:kind|sort|type|variety|flavou?r)(?![\p{L}])(?!\s+of\b)/giu;

/**
 * "Engineers in Munich, but the software kind", "designers — the digital product kind": the kind
 * narrows the role noun said before it ("software engineers", "digital product designers"), never
 * a role of its own beside it (read alone, "product" asked for the product managers too). A kind
 * that makes no role with the noun only ranks.
 */
function readKinds(state: ScanState) {
  for (let m = KIND.exec(state.text); m; m = KIND.exec(state.text)) {
    const kind = m[1] as string;
    const before = state.text.slice(0, m.index);
    const heads = [...before.matchAll(/[\p{L}-]+/gu)].reverse();
    const head = heads.find((h) => namesRole(h[0]) && namesRole(`${kind} ${h[0]}`, NARROW_KINDS));
    const after = state.text.slice(m.index + m[0].length);
    if (head?.index === undefined) {
      state.soft.push(...words(kind));
      state.text = `${before} , ${after}`;
    } else if (new RegExp(MARKER).test(before.slice(head.index)))
      // The kind a contrast leaves out ("rather than the frontend kind"): that kind of the noun, there.
      state.text = `${before} ${kind} ${head[0]} ${after}`;
    else state.text = `${before.slice(0, head.index)}${kind} ${before.slice(head.index)} , ${after}`;
    KIND.lastIndex = 0;
  }
}
const NARROW_KINDS = new Set(["title", "family"]);

/**
 * Pass (text, before the readers of what people do): "like the data scientists, but the ones who
 * build the pipelines" as "rather than the data scientists ; people who build the pipelines".
 */
export function readLikeBut(state: ScanState) {
  readKinds(state);
  state.text = state.text.replace(LIKE_BUT, (_whole, group: string) => ` , rather than ${group} ; people `);
  // A contrast ends the clause before it: "people who build the pipelines rather than the models"
  // describes the work without the models (./read-lay-work.ts reads a clause to its end).
  state.text = state.text.replace(new RegExp(MARKER), (marker, at: number, text: string) =>
    isName(marker, text.slice(0, at), text.slice(at + marker.length))
      ? marker
      : ` ; ${marker.replace(/^\s*,\s*/, "")}`,
  );
}

/** Pass (text, before the polarity rewrites): contrasts as "A , but not B ;". */
export function readContrasts(state: ScanState, parse: Parse) {
  const marker = new RegExp(MARKER);
  let from = 0;
  for (let m = marker.exec(state.text); m; m = marker.exec(state.text)) {
    const before = state.text.slice(0, m.index);
    const after = state.text.slice(m.index + m[0].length);
    if (isName(m[0], before.replace(/\s*;\s*$/, ""), after)) continue;
    const end = scopeEnd(after);
    const excluded = after.slice(0, end).trim();
    if (/^(?:in\s+place\s+of|instead\s+of)$/i.test(m[0]) && REPLACED.test(excluded)) {
      state.notes.push(
        `"${m[0]} ${excluded}": a replacement for one who leaves, the same role: not left out`,
      );
      state.text = `${before} ; ${after.slice(end)}`;
      marker.lastIndex = before.length + 3;
      continue;
    }
    const rest = `${before} ${after.slice(end)}`;
    const own = readings(parse, excluded, state.context).all;
    let said = excluded;
    if (own.size > 0) {
      const kept = difference(parse, excluded, rest, state.context);
      const left = readings(parse, kept.join(" "), state.context).all;
      // B said nothing but what is asked: the contrast itself leaves it out ("Paris instead of
      // Amsterdam" after "the Amsterdam list"). B's other words name a difference the parser
      // cannot read ("the marketing specialists"): nothing of B is applied, never the shared part.
      const unread = kept.some((w) => !STOP_WORDS.has(w.toLowerCase()) && !/^(?:or|and|nor)$/i.test(w));
      // A department read from B's head noun alone ("civil or mechanical engineers" as everyone in
      // engineering), its modifiers unread: a wider group than B, which may hold the ask: not applied.
      const partial = parse(kept.join(" "), state.context);
      const wider =
        partial.prefer.length > 0 && leavesOf(partial.where).some((l) => l.criterion.kind === "department");
      if (left.size && !wider) said = kept.join(" ");
      else if (wider) {
        said = "";
        state.notes.push(
          `"${m[0].trim()} ${excluded}": only its role noun is read, a wider group than it names: not applied`,
        );
      } else if (unread) {
        said = "";
        state.notes.push(
          `"${m[0].trim()} ${excluded}": names what is asked and a difference the parser cannot read: not applied`,
        );
      }
    }
    const replaced = said ? ` , but not ${said} ; ` : " ; ";
    state.text = `${before}${replaced}${after.slice(end)}`;
    from = before.length + replaced.length;
    marker.lastIndex = from;
  }
}
