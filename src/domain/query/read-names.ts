/**
 * The names pass: employers and schools after the words that mark them, and people's names after
 * "named". An employer's name is resolved against the companies in the database (./company-names.ts);
 * lists of them are read whole: "at Acme or Globex" (either), "has worked at both Acme and Globex"
 * (each). "previously at a fintech" names no company: the industry that follows is a past
 * employer's (./read-industry-tense.ts; the phrase pass reads it, told by the word's tense).
 */

import { companyNameKey } from "../keys.ts";
import { facet, schoolCanonical } from "../search/facets.ts";
import type { CompanyMatch } from "./company-names.ts";
import type { Criterion, CriterionKind } from "./criteria.ts";
import {
  AND_WORDS,
  BOTH,
  CURRENT_MARKERS,
  EITHER,
  EVER_MARKERS,
  NAME_MARKERS,
  NAME_STOP,
  OR_WORDS,
  PAST_MARKERS,
  SCHOOL_MARKERS,
} from "./marker-words.ts";
import { schoolReading } from "./meaning-criteria.ts";
import { addItem, markerAt, markUsed, type ScanState, span, type Word } from "./parse-state.ts";
import { type Meaning, PHRASES } from "./phrase-meanings.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";
import { isIndustry, readIndustryTense, tenseOverList } from "./read-industry-tense.ts";
import { saysEarlierTitle } from "./read-past-titles.ts";
import { words } from "./text.ts";
import { knownWords } from "./typos.ts";

export type Tense = "current" | "past" | "ever";

/** The words of a name after `start`: up to six, until punctuation or a word that ends names. */
function nameEnd(ws: readonly Word[], start: number): number {
  let end = start;
  while (end < ws.length && end - start < 6) {
    const word = ws[end] as Word;
    if (word.used || (end > start && word.boundary) || (end > start && NAME_STOP.has(word.w))) break;
    end++;
  }
  return end;
}

/** The school (or group of schools) a name after a marker is: "an IIT", "the Ivy League", "Yale". */
function schoolOf(name: string): Extract<Meaning, { kind: "school" }> | null {
  const key = words(name)
    .join(" ")
    .replace(/^(?:one of the|one of|an|a|the) /, "");
  const hit = PHRASES.get(key)?.find((m) => m.kind === "school");
  return hit && hit.kind === "school" ? hit : null;
}

const isPlace = (name: string) =>
  PHRASES.get(words(name).join(" "))?.some((m) => m.kind === "place") ?? false;

const KIND: Record<Tense, CriterionKind> = {
  current: "current_company",
  past: "past_company",
  ever: "company",
};
const LABEL: Record<Tense, string> = {
  current: "Currently works at",
  past: "Previously worked at",
  ever: "Works or worked at",
};
/** A company's tokens for a tense: by id (linked experience items) and by name (unlinked ones). */
export function employerTokens(tense: Tense, ids: readonly number[], names: readonly string[]): string[] {
  const current = [
    ...ids.map((id) => facet.currentCompany(id)),
    ...names.map((n) => facet.currentCompanyName(n)),
  ];
  const past = [...ids.map((id) => facet.pastCompany(id)), ...names.map((n) => facet.pastCompanyName(n))];
  return [...new Set(tense === "current" ? current : tense === "past" ? past : [...current, ...past])];
}

/**
 * The company a name means: one of the database's companies (exact, a leading part, a typo), or a
 * name people's experience items hold though no company record has it (the planner checked the
 * index: ParseContext.employerNames).
 */
export function resolveEmployer(state: ScanState, name: string): CompanyMatch | null {
  const match = state.context.companies.resolve(name);
  // A slip is never read into words the vocabulary knows as they are (./typos.ts).
  if (match && !(match.how === "typo" && knownWords(name))) return match;
  const key = companyNameKey(name);
  if (key.length < 2) return null;
  if (state.context.employerNames?.has(key)) return { ids: [], names: [name], how: "exact" };
  // A leading part of exactly one employer the index holds ("Quillon" for "Quillon Systems").
  const longer = [...(state.context.employerNames ?? [])].filter((n) => n.startsWith(`${key} `));
  if (longer.length === 1)
    return {
      ids: [],
      names: longer.map((n) => n.replace(/(^|\s)(\p{L})/gu, (_m, s, c) => s + c.toUpperCase())),
      how: "prefix",
    };
  state.nameCandidates.add(key);
  // The words lost an "&" ("Harbor & Finch" is read "harbor finch"): the name with "&" in one gap.
  const parts = name.split(" ");
  for (let gap = 1; gap < parts.length && parts.length <= 4; gap++) {
    const joined = `${parts.slice(0, gap).join(" ")} & ${parts.slice(gap).join(" ")}`;
    const exact = state.context.companies.exact(joined);
    if (exact) return exact;
    const joinedKey = companyNameKey(joined);
    if (state.context.employerNames?.has(joinedKey)) return { ids: [], names: [joined], how: "exact" };
    state.nameCandidates.add(joinedKey);
  }
  return null;
}

/**
 * The longest company name at `start` (within `end`) the database knows, as a criterion; null when
 * there is none (or the words are a school or a place).
 */
function companyAt(
  state: ScanState,
  start: number,
  end: number,
  tense: Tense,
): { stop: number; c: Criterion; now: string[] } | null {
  const ws = state.words;
  for (let stop = end; stop > start; stop--) {
    const name = span(ws, start, stop);
    if (schoolOf(name) || isPlace(name)) return null;
    const match = resolveEmployer(state, name);
    if (!match) continue;
    const shown =
      match.ids.length || match.how !== "exact"
        ? match.names.slice(0, 3).join(", ") + (match.names.length > 3 ? ", ..." : "")
        : [...new Set(ws.slice(start, stop).map((w) => w.raw))].join(" ");
    if (match.how !== "exact") state.notes.push(`"${name}" read as ${shown} (${match.how} match)`);
    return {
      stop,
      now: employerTokens("current", match.ids, match.names),
      c: {
        kind: KIND[tense],
        label: `${LABEL[tense]} ${shown}`,
        tokens: employerTokens(tense, match.ids, match.names),
        from: name,
        value: name,
        confidence: match.how === "exact" ? 0.95 : 0.6,
      },
    };
  }
  return null;
}

/** Employers after a marker, and the names listed after the first ("A or B", "both A and B"). */
function readEmployers(state: ScanState, i: number, marker: string[], tense: Tense): boolean {
  const ws = state.words;
  let start = i + marker.length;
  // "from" marks an employer only when a name follows as names are written ("from Acme", not "from home").
  if (marker.length === 1 && marker[0] === "from" && !/^\p{Lu}/u.test(ws[start]?.raw ?? "")) return false;
  const lead = ws[start]?.w;
  const both = lead === BOTH;
  if (lead === BOTH || lead === EITHER) start++;
  if (
    (tense === "past" || tense === "ever") &&
    isIndustry(ws, start + (/^(a|an|the)$/.test(ws[start]?.w ?? "") ? 1 : 0))
  ) {
    // "previously at a fintech": a past employer's industry; the phrase pass reads it.
    const at = start + (/^(a|an|the)$/.test(ws[start]?.w ?? "") ? 1 : 0);
    tenseOverList(ws, at, tense as "past" | "ever");
    markUsed(ws, i, at);
    return true;
  }
  const first = companyAt(state, start, nameEnd(ws, start), tense);
  if (!first) {
    if (tense === "past" && saysEarlierTitle(ws, i, start, nameEnd(ws, start))) return false;
    if (tense !== "current" && nameEnd(ws, start) > start) {
      // The name ends where words the lexicons know begin ("ex-Acme engineers" -> "Acme").
      const end = nameEnd(ws, start);
      let stop = start + 1;
      while (stop < end && !PHRASES.has((ws[stop] as Word).w)) stop++;
      state.notes.push(`no company named "${span(ws, start, stop)}" in the database; searched as text`);
      markUsed(ws, i, i + marker.length);
    }
    return false;
  }
  const group = state.nextGroup++;
  addItem(state, i, first.stop, first.c, first.c.kind);
  let item = state.items[state.items.length - 1];
  if (item && !both) item.group = group;
  let at = first.stop;
  const listed = [first];
  // More names: ", Globex", "or Globex", "and Globex", "/Globex".
  for (;;) {
    const joiner = ws[at];
    if (!joiner || joiner.used) break;
    const next =
      OR_WORDS.has(joiner.w) || AND_WORDS.has(joiner.w) ? at + 1 : joiner.boundary || joiner.slash ? at : -1;
    if (next < 0 || next >= ws.length || (ws[next] as Word).used) break;
    const more = companyAt(state, next, nameEnd(ws, next), tense);
    if (!more) break;
    addItem(state, at, more.stop, more.c, more.c.kind);
    item = state.items[state.items.length - 1];
    if (item) {
      if (both) item.both = true;
      else item.group = group;
    }
    at = more.stop;
    listed.push(more);
  }
  // "used to work at A or B" (and moved on): left one of them, and at none of them now. A departure
  // said of one ("left A", "used to be at A and have since moved on") is the same: not at A now,
  // even for someone whose earlier job was at A too.
  if (tense === "past" && !both && (listed.length > 1 || state.departed))
    state.loose.push({
      not: {
        kind: "current_company",
        label: `Currently works at ${listed.map((l) => l.c.label.replace(/^Previously worked at /, "")).join(" or ")}`,
        tokens: [...new Set(listed.flatMap((l) => l.now))],
        from: listed.map((l) => l.c.from).join(", "),
        value: listed.map((l) => l.c.value).join(" | "),
        confidence: 0.9,
      },
    });
  return true;
}

/** Schools after a marker; "alumni of X" is a past employer when X is a company and no school. */
function readSchool(state: ScanState, i: number, marker: string[]): boolean {
  const ws = state.words;
  const start = i + marker.length;
  const end = nameEnd(ws, start);
  if (end <= start) return false;
  const name = span(ws, start, end);
  const known = schoolOf(name);
  if (
    !known &&
    marker[0]?.startsWith("alum") &&
    state.context.companies.resolve(name) &&
    readEmployers(state, i, marker, "past")
  )
    return true;
  // "moved on and went to Acme": a company no school is named after is where they went to work
  // (resolveEmployer asks the index of a capitalised name it does not know: nameCandidates).
  if (
    !known &&
    marker.includes("went") &&
    /^\p{Lu}/u.test(ws[start]?.raw ?? "") &&
    resolveEmployer(state, name) &&
    readEmployers(state, i, marker, "current")
  )
    return true;
  const reading = schoolReading(known ?? { kind: "school", name: schoolCanonical(name), short: false });
  addItem(state, i, end, { ...reading, from: span(ws, i, end), confidence: known ? 0.9 : 0.75 }, "school");
  return true;
}

/** "people named Chen", "someone called Ana Lima": the name's words must appear. */
function readPersonName(state: ScanState, i: number, marker: string[]): boolean {
  const ws = state.words;
  const start = i + marker.length;
  let end = start;
  while (
    end < ws.length &&
    end - start < 4 &&
    !(ws[end] as Word).used &&
    /^\p{Lu}/u.test((ws[end] as Word).raw)
  ) {
    if (end > start && (ws[end] as Word).boundary) break;
    end++;
  }
  if (end === start) return false;
  const name = ws.slice(start, end).map((w) => w.f);
  addItem(
    state,
    i,
    end,
    {
      kind: "text",
      label: `Named ${ws
        .slice(start, end)
        .map((w) => w.raw)
        .join(" ")}`,
      tokens: [],
      words: name,
      from: span(ws, i, end),
      confidence: 1,
    },
    "text",
  );
  return true;
}

const FOLLOWERS_PAST = new Set(["alumni", "alumnus", "alum"]);
/** "Amazon veterans", "a veteran of Amazon": people who worked there, now or before. */
const VETERAN = "veteran";
/** Words between two companies of one list ("Amazon or Globex", "Amazon, Globex and Initech"). */
const LIST_JOINERS = new Set(["or", "and", "&"]);

/** A company or an employer the index holds of exactly this name. */
function exactEmployer(state: ScanState, name: string): CompanyMatch | null {
  return (
    state.context.companies.exact(name) ??
    (state.context.employerNames?.has(companyNameKey(name)) ? { ids: [], names: [name], how: "exact" } : null)
  );
}

/** The words lost an "&" ("Harbor & Finch engineers" is read "harbor finch"): exactly, with "&" in one gap. */
function ampersandEmployer(state: ScanState, name: string): CompanyMatch | null {
  const parts = name.split(" ");
  for (let gap = 1; gap < parts.length && parts.length <= 4; gap++) {
    const known = exactEmployer(state, `${parts.slice(0, gap).join(" ")} & ${parts.slice(gap).join(" ")}`);
    if (known) return known;
  }
  return null;
}

/**
 * Company names with no marker ("Fablewright Games employees", "Tessellate AG developers"): a run
 * of words starting with a capital that names a company exactly and is no vocabulary phrase.
 * "<company> alumni" are its former staff.
 */
function readBareEmployers(state: ScanState) {
  const ws = state.words;
  let everListEnd: number | undefined;
  const capital = (w: Word | undefined) => w !== undefined && !w.used && /^\p{Lu}/u.test(w.raw);
  for (let i = 0; i < ws.length; i++) {
    const first = ws[i] as Word;
    // A capital before it starts a longer run, unless it is a stop word ("Which Acme Corp engineers").
    const before = ws[i - 1];
    if (!capital(first) || STOP_WORDS.has(first.w) || (capital(before) && !STOP_WORDS.has(before?.w ?? "")))
      continue;
    // A run of capitalised words (company names are written so), at most four.
    let runEnd = i + 1;
    while (runEnd < ws.length && runEnd - i < 4 && capital(ws[runEnd]) && !(ws[runEnd] as Word).boundary)
      runEnd++;
    for (let stop = runEnd; stop > i; stop--) {
      const key = ws
        .slice(i, stop)
        .map((w) => w.w)
        .join(" ");
      if (PHRASES.has(key) || (stop === i + 1 && PHRASES.has(first.w))) continue;
      const name = span(ws, i, stop);
      // Exact names only: a prefix or a typo of a company is too loose without a marker.
      const known = exactEmployer(state, name) ?? ampersandEmployer(state, name);
      if (!known) {
        state.nameCandidates.add(companyNameKey(name));
        continue;
      }
      const after = ws[stop];
      const past = after !== undefined && !after.used && FOLLOWERS_PAST.has(after.w);
      const veteranAfter = after !== undefined && !after.used && after.w === VETERAN;
      const veteranBefore = ws[i - 1]?.w === "of" && ws[i - 2]?.w === VETERAN && !ws[i - 2]?.used;
      // "a veteran of Amazon or Globex": the companies listed after a veteran's first share its tense.
      const listedEver =
        everListEnd !== undefined && ws.slice(everListEnd, i).every((w) => LIST_JOINERS.has(w.w));
      const tense: Tense = past ? "past" : veteranAfter || veteranBefore || listedEver ? "ever" : "current";
      if (veteranBefore) markUsed(ws, i - 2, i - 1);
      const shown = known.ids.length
        ? known.names.slice(0, 3).join(", ")
        : [...new Set(ws.slice(i, stop).map((w) => w.raw))].join(" ");
      addItem(
        state,
        i,
        past || veteranAfter ? stop + 1 : stop,
        {
          kind: KIND[tense],
          label: `${LABEL[tense]} ${shown}`,
          tokens: employerTokens(tense, known.ids, known.names),
          from: name,
          value: name,
          confidence: 0.85,
        },
        KIND[tense],
      );
      everListEnd = tense === "ever" ? (veteranAfter ? stop + 1 : stop) : undefined;
      i = stop - 1;
      break;
    }
  }
}

/** Pass: every marked name in the query, then employers named without a marker. */
export function readNames(state: ScanState) {
  const ws = state.words;
  for (let i = 0; i < ws.length; i++) {
    if ((ws[i] as Word).used) continue;
    if (readIndustryTense(state, i)) continue;
    const school = markerAt(ws, i, SCHOOL_MARKERS);
    if (school && readSchool(state, i, school)) continue;
    const named = markerAt(ws, i, NAME_MARKERS);
    if (named && readPersonName(state, i, named)) continue;
    const past = markerAt(ws, i, PAST_MARKERS);
    const ever = markerAt(ws, i, EVER_MARKERS);
    const current = markerAt(ws, i, CURRENT_MARKERS);
    // The longest marker says the tense ("who worked at" over "at").
    const found = [
      [past, "past"],
      [ever, "ever"],
      [current, "current"],
    ].filter((x): x is [string[], Tense] => x[0] !== undefined);
    found.sort((a, b) => b[0].length - a[0].length);
    for (const [marker, tense] of found) if (readEmployers(state, i, marker, tense)) break;
  }
  readBareEmployers(state);
}
