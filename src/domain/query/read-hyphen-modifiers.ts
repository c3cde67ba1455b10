/**
 * Stacked hyphenated modifiers before the noun, read as grammar: "Lyon-based, Rust-first, non-junior
 * QA engineers", "Ruby-free", "Sorbonne-educated", "never-managed" (issue 45, round 21). A compound
 * is a stem and a head affix; the head decides the polarity and which kinds of stem it takes (a
 * place, a skill, a school, a degree, a level, an employer, years, management), the stem's kind is
 * what the vocabulary says it is. Each compound is written out as the clause the later passes read
 * ("based in Lyon", "without Ruby", "not junior"), wanted clauses first and refusals last, at the
 * end of its sentence, so that a refusal's scope is its own compound only ("non-Lyon, France-based"
 * is not in Lyon, in France) and a wanted stem stays wanted. A refusal whose stem is not understood
 * is taken out with a note (never applied as the bare stem, which would ask the opposite); a wanted
 * one is left as written for the other passes.
 */

import { companyNameKey } from "../keys.ts";
import { facet } from "../search/facets.ts";
import type { Criterion, PlanNode } from "./criteria.ts";
import { LEVEL_LABEL } from "./meaning-criteria.ts";
import type { ScanState } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";
import type { Level } from "./title-entry.ts";

type StemKind = "place" | "skill" | "school" | "degree" | "level" | "company" | "years" | "management";

interface Head {
  refuses: boolean;
  /** The kinds of stem the head takes, the likelier first. */
  kinds: StemKind[];
}

const wants = (...kinds: StemKind[]): Head => ({ refuses: false, kinds });
const refuses = (...kinds: StemKind[]): Head => ({ refuses: true, kinds });

/**
 * Heads written after the stem ("<stem>-<head>"). Why each belongs: it says where someone is
 * (based, located, situated), where they studied (educated, schooled; trained also of a tool), a
 * degree they hold (holding), a tool they use as the headlines praise it (first, fluent, savvy,
 * heavy, literate, native, using, strong, focused, proficient, skilled, centric, oriented, versed;
 * experienced also of years), a rung (level), or that they must not have it (free, averse: "free of"
 * and "averse to" the stem).
 */
const SUFFIX_HEADS: Record<string, Head> = {
  based: wants("place"),
  located: wants("place"),
  situated: wants("place"),
  educated: wants("school"),
  schooled: wants("school"),
  trained: wants("school", "skill"),
  holding: wants("degree"),
  experienced: wants("skill", "years"),
  ...Object.fromEntries(
    [
      "first",
      "fluent",
      "savvy",
      "heavy",
      "literate",
      "native",
      "using",
      "strong",
      "focused",
      "proficient",
      "skilled",
      "centric",
      "oriented",
      "versed",
    ].map((w) => [w, wants("skill")]),
  ),
  level: wants("level"),
  free: refuses("skill", "company"),
  averse: refuses("skill"),
};

/**
 * Heads written before the stem: "non-" refuses its own stem of any kind a person holds
 * (management first, since "manager" is also a rung and "non-manager" refuses every managing one;
 * a place, a skill, an employer now, a level, a school, a degree); "never-<verb>ed" refuses a
 * management verb ever done; "anti-" refuses a tool, an employer or a place. "ex-" is not here: the names pass reads "ex-<employer>" as an earlier
 * employer already (./read-names.ts), with "now-elsewhere" (./read-departure-dates.ts).
 */
const NON: Head = refuses("management", "place", "skill", "company", "level", "school", "degree");
const NEVER: Head = refuses("management");
/**
 * "anti-<stem>" is against the stem: a tool, an employer, a place ("anti-Figma", "anti-Java").
 * A field named with it ("anti-fraud", "anti-money laundering") is a lower-case stem the
 * vocabulary does not read, left as written; an unread name ("anti-Zorblat") is taken out.
 */
const ANTI: Head = refuses("skill", "company", "place");

/** The rungs that manage people: "never-managed" is never at one of them, now or before. */
const MANAGEMENT_LEVELS: Level[] = ["manager", "head", "director", "vp", "clevel"];
const MANAGEMENT_STEMS = /^(?:people[\s-])?(?:managers?|management|managerial)$/i;
const MANAGEMENT_VERBS = /^(?:managed|people[\s-]managed|supervised)$/i;

/** Years of experience as a stem: "decade-plus", "two-decade", "8-plus-year", "10+-year". */
const YEARS_STEM =
  /^(?:(a|one|two)[\s-])?decades?(?:[\s-]plus|\+)?$|^(\d{1,2})(?:[\s-]plus|\+)?[\s-]years?$/i;

function yearsOf(stem: string): number | undefined {
  const m = YEARS_STEM.exec(stem);
  if (!m) return undefined;
  if (m[2]) return Number(m[2]);
  return m[1]?.toLowerCase() === "two" ? 20 : 10;
}

const PART = "[\\p{L}\\p{N}][\\p{L}\\p{N}.#+]*";
const SUFFIX_COMPOUND = new RegExp(
  `(?<![\\p{L}\\p{N}-])((?:${PART}-)+?)(${Object.keys(SUFFIX_HEADS).join("|")})(?![\\p{L}\\p{N}-])`,
  "giu",
);
const PREFIX_COMPOUND = new RegExp(
  `(?<![\\p{L}\\p{N}-])(non|never|anti)-(${PART}(?:-${PART})*)(?![\\p{L}\\p{N}])`,
  "giu",
);

/** Names are proper nouns: a place, school or employer stem is read only with a capital in it. */
const CAPITALISED: ReadonlySet<StemKind> = new Set(["place", "school", "company"]);

function kindOf(stem: string, head: Head, state: ScanState): StemKind | undefined {
  const meanings = new Set<string>((PHRASES.get(words(stem).join(" ")) ?? []).map((m) => m.kind));
  const employer = () =>
    state.context.companies.resolve(stem)?.how === "exact" ||
    (state.context.employerNames?.has(companyNameKey(stem)) ?? false);
  return head.kinds.find((kind) => {
    if (CAPITALISED.has(kind) && !/\p{Lu}/u.test(stem)) return false;
    if (kind === "years") return yearsOf(stem) !== undefined;
    if (kind === "management") return MANAGEMENT_STEMS.test(stem) || MANAGEMENT_VERBS.test(stem);
    if (kind === "company") return employer();
    return meanings.has(kind);
  });
}

interface Reading {
  kind: StemKind;
  stems: string[];
  /** "A-and-B-heavy": each is wanted; "A-or-B-based": any. */
  joiner: "and" | "or";
}

/** The stem as one name, else as a list joined by "or" / "and" / "/", each of one kind the head takes. */
function readStem(stem: string, head: Head, state: ScanState): Reading | undefined {
  const whole = stem.replace(/-/g, " ");
  const kind = kindOf(whole, head, state) ?? kindOf(stem, head, state);
  if (kind) return { kind, stems: [whole], joiner: "or" };
  const joiner = /-and-|&/i.test(stem) ? "and" : "or";
  const parts = stem.split(/-(?:or|and)-|\/|&/i).map((s) => s.replace(/-/g, " ").trim());
  if (parts.length < 2) return undefined;
  const kinds = parts.map((p) => kindOf(p, head, state));
  const first = kinds[0];
  return first && kinds.every((k) => k === first) ? { kind: first, stems: parts, joiner } : undefined;
}

/** A wanted reading as the clause the later passes read. */
function wantedClause(r: Reading): string {
  const list = r.stems.join(` ${r.joiner} `);
  switch (r.kind) {
    case "place":
      return `based in ${list}`;
    case "school":
      return `who studied at ${list}`;
    case "level":
      return `at ${list} level`;
    case "years":
      return `with at least ${yearsOf(r.stems[0] as string)} years of experience`;
    default:
      return `with ${list}`;
  }
}

/** A refused stem as its own clause: each stem refused alone, so no refusal reaches another. */
function refusedClause(kind: StemKind, stem: string): string {
  switch (kind) {
    case "place":
      return `not in ${stem}`;
    case "school":
      return `who did not study at ${stem}`;
    case "company":
      return `not at ${stem}`;
    case "level":
      return `not ${stem}`;
    default:
      return `without ${stem}`;
  }
}

const levelCriterion = (level: Level, from: string): Criterion => ({
  kind: "level",
  label: `Seniority: ${LEVEL_LABEL[level]}`,
  tokens: [facet.level(level)],
  from,
  value: level,
});

/**
 * Management refused: "non-manager" is at no managing rung now; "never-managed" at none now nor in
 * an earlier job (the index's past level), which is all the data can say of it.
 */
function managementRefused(from: string, ever: boolean): PlanNode {
  const now: PlanNode[] = MANAGEMENT_LEVELS.map((l) => levelCriterion(l, from));
  const before: Criterion = {
    kind: "past_role",
    label: `Previously at level ${MANAGEMENT_LEVELS.map((l) => LEVEL_LABEL[l]).join(" or ")}`,
    tokens: MANAGEMENT_LEVELS.map((l) => facet.pastLevel(l)),
    from,
    value: MANAGEMENT_LEVELS.join(" "),
  };
  return { not: { any: ever ? [...now, before] : now } };
}

interface Found {
  index: number;
  length: number;
  wanted?: string;
  refused: string[];
}

/** A "non-" / "never-" compound read, or undefined when its stem is of no kind it takes. */
function readPrefixed(m: RegExpExecArray, text: string, state: ScanState): Found | undefined {
  const prefix = (m[1] as string).toLowerCase();
  const never = prefix === "never";
  const stem = m[2] as string;
  const found: Found = { index: m.index, length: m[0].length, refused: [] };
  let reading = readStem(stem, never ? NEVER : prefix === "anti" ? ANTI : NON, state);
  if (!reading && prefix === "anti") {
    // A name of several words after "anti-" ("anti-Ostara Bank"), the longest read.
    const next =
      /^(?:\s+[\p{L}\p{N}][\p{L}\p{N}.&']*){1,3}/u.exec(text.slice(m.index + m[0].length))?.[0] ?? "";
    const more = next.split(/\s+/).filter(Boolean);
    for (let n = more.length; n >= 1 && !reading; n--) {
      reading = readStem(`${stem} ${more.slice(0, n).join(" ")}`, ANTI, state);
      if (reading)
        found.length = m[0].length + next.indexOf(more[n - 1] as string) + (more[n - 1] as string).length;
    }
  }
  if (!reading) {
    // "never-<verb>ed", "anti-<Name>" unread: the bare stem would ask the opposite: nothing applies.
    if (!never && !(prefix === "anti" && /\p{Lu}/u.test(stem))) return undefined;
    state.notes.push(`"${m[0]}": what the "${prefix}-" compound refuses is not understood, not applied`);
    return found;
  }
  if (reading.kind === "management") state.loose.push(managementRefused(m[0], never));
  else found.refused = reading.stems.map((s) => refusedClause(reading.kind, s));
  return found;
}

/** A "<stem>-<head>" compound read; a place may be words before it ("New York-based"). */
function readSuffixed(m: RegExpExecArray, text: string, state: ScanState): Found | undefined {
  const head = SUFFIX_HEADS[(m[2] as string).toLowerCase()] as Head;
  const stem = (m[1] as string).slice(0, -1);
  const before = /((?:[\p{L}\p{N}][\p{L}\p{N}.&']*\s+){1,3})$/u.exec(text.slice(0, m.index))?.[1] ?? "";
  const preceding = before.split(/\s+/).filter(Boolean);
  for (let n = preceding.length; n >= 0; n--) {
    const extra = preceding.slice(preceding.length - n).join(" ");
    const reading = readStem(n ? `${extra} ${stem}` : stem, head, state);
    if (!reading) continue;
    const start =
      m.index - (n ? before.length - before.indexOf(preceding[preceding.length - n] as string) : 0);
    const found: Found = { index: start, length: m.index + m[0].length - start, refused: [] };
    if (head.refuses) found.refused = reading.stems.map((s) => refusedClause(reading.kind, s));
    else found.wanted = wantedClause(reading);
    return found;
  }
  if (!head.refuses) return undefined;
  state.notes.push(`"${m[0]}": what it refuses is not understood, not applied`);
  return { index: m.index, length: m[0].length, refused: [] };
}

/**
 * A cue of negation earlier in the compound's sentence ("doesn't want Leeds-based people", "no
 * Java-heavy profiles") governs it where it stands: moved to the sentence's end it would escape the
 * cue, so such a compound is left as written for the passes that read the cue.
 */
const CUE_BEFORE =
  /(?:^|[^\p{L}])(?:not|no|never|nobody|none|without|except|excluding|exclude|excl|minus|sans|neither|nor|avoid|barring)(?![\p{L}])|n['’]t(?![\p{L}])/iu;

const governedByCue = (text: string, at: number) => {
  const before = text.slice(0, at);
  const start = Math.max(...[".", ";", "!", "?", ":", "\n"].map((c) => before.lastIndexOf(c))) + 1;
  return CUE_BEFORE.test(before.slice(start));
};

/** The end of the sentence a compound is in: its clauses are said there. */
const sentenceEnd = (text: string, from: number) => {
  const rest = /[;!?\n]|\.(?=\s|$)/.exec(text.slice(from));
  return rest ? from + rest.index : text.length;
};

/** Reads the hyphenated modifiers of the text as clauses at the end of their sentences. */
export function readHyphenModifiers(state: ScanState): void {
  const text = state.text;
  const found: Found[] = [];
  for (const m of text.matchAll(PREFIX_COMPOUND)) {
    if (governedByCue(text, m.index)) continue;
    const f = readPrefixed(m as RegExpExecArray, text, state);
    if (f) found.push(f);
  }
  for (const m of text.matchAll(SUFFIX_COMPOUND)) {
    if (found.some((f) => m.index < f.index + f.length && f.index < m.index + m[0].length)) continue;
    if (governedByCue(text, m.index)) continue;
    const f = readSuffixed(m as RegExpExecArray, text, state);
    if (f) found.push(f);
  }
  if (!found.length) return;
  const ends = new Map<number, Found[]>();
  for (const f of found) {
    const end = sentenceEnd(text, f.index + f.length);
    ends.set(end, [...(ends.get(end) ?? []), f]);
  }
  const cuts = [
    ...found.map((f) => ({ at: f.index, length: f.length, put: " " })),
    ...[...ends].map(([at, fs]) => ({ at, length: 0, put: clausesOf(fs) })),
  ].sort((a, b) => b.at - a.at || a.length - b.length);
  let out = text;
  for (const c of cuts) out = `${out.slice(0, c.at)}${c.put}${out.slice(c.at + c.length)}`;
  // The compounds' places leave commas of a list with nothing between them.
  state.text = out.replace(/,(?:\s*,)+/g, ",").replace(/^[\s,]+/, "");
}

/** Wanted clauses first, refusals last, each after a comma of its own. */
function clausesOf(fs: Found[]): string {
  const wanted = fs.flatMap((f) => (f.wanted ? [f.wanted] : []));
  const refused = fs.flatMap((f) => f.refused);
  return [...wanted, ...refused].map((c) => `, ${c}`).join("");
}
