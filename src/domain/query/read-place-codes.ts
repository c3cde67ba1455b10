/**
 * Places written as codes, as tools and chats write them: airport and metro codes ("MUC, BER",
 * "LDN-based", "the CPH / STHLM area"), subdivision codes ("BY or NRW", "NY or CA"), country codes
 * where the country-code pass does not reach them ("based in IN but not BLR"). Each is written out
 * as the place's name before the phrase pass reads places, so "not FRA" excludes Frankfurt instead
 * of the letters "fra". A code is read only in capitals and only where a place is the one thing it
 * can be: in a list of codes, before "-based", "area" or "metro", or after a place marker or an
 * exclusion word. A code with several meanings (CA: California or Canada; GE: Geneva or Georgia)
 * follows the words around it: a cue after it ("the state, not Canada"), then the countries of
 * the other places of the query; when those do not settle it, the explain says so and the code is
 * read as nothing.
 */

import { US_STATE_CODES } from "../vocab/us-states.ts";
import {
  beforeSkillNoun,
  companyOfInitials,
  isFieldLetters,
  isJargonLetters,
  isOregon,
} from "./letters-not-places.ts";
import {
  type CodeMeaning,
  cityInStates,
  codeMeanings,
  endsWithCityIn,
  hasPlaceReading,
  type PlaceKind,
  placesNamed,
  WORD_CODES,
} from "./place-code-meanings.ts";
import { countryOf } from "./read-country-codes.ts";

const CODE = /(?<![\p{L}\p{N}_'’.-])([A-Z]{2,5})(?![\p{L}\p{N}_'’]|\.\p{L})/gu;
/**
 * Capitals that are never a place code here: operators, whatever state or country shares the
 * letters, and North America's sales-ops shorthands, which ./read-shorthand.ts reads ("NA" is not
 * Namibia in "Geo: NA, EMEA").
 */
const NOT_CODES = new Set(["AND", "OR", "NOT", "BUT", "NOR", "NA", "NAM", "NAMER", "NORAM"]);
const JOINER = String.raw`\s*(?:/|,|&|\bor\b|\band\b)\s*`;
const JOINED_BEFORE = new RegExp(`[A-Z]{2,5}(?:-based)?${JOINER}$`, "u");
const JOINED_AFTER = new RegExp(String.raw`^(?:-based)?${JOINER}[A-Z]{2,5}(?![\p{L}\p{N}])`, "u");
const SUFFIX = /^(?:-|\s+)(?:based|area|metro|region)\b/iu;
/** Words before a code that make it a place: a place marker, or an exclusion of one. */
const MARKER_BEFORE =
  /(?:^|[^\p{L}])(?:in|from|near|around|based in|located in|living in|outside(?: of)?|not|no|excl\.?|excluding|except|without|minus|none from|nobody from|no one from)\s+$/iu;
/** Markers that take a place and little else: "based in", "from", "near" (not "in", "not", "without"). */
const STRONG_MARKER_BEFORE =
  /(?:^|[^\p{L}])(?:from|near|around|based in|located in|living in|outside(?: of)?|none from|nobody from|no one from)\s+$/iu;
const EXCLUDED_BEFORE = /(?:^|[^\p{L}])(?:not|no|excl\.?|excluding|except|minus)(?:\s+(?:in|from))?\s+$/iu;
/** "at": what follows is an employer rather than a place ("engineers at GS"). */
const AT_BEFORE = /(?:^|[^\p{L}])at\s+$/iu;
/** Bare "in": what follows may as well be a field ("researchers in CV"). */
const IN_BEFORE = /(?:^|[^\p{L}])in\s+$/iu;
const ITEM = "[A-Z][A-Z0-9&]{1,5}";
/** A list of capital items ("EE or ME", "J2EE, EJB, JPA", "AP/AR"), whatever each item names. */
const RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}_'’.-])${ITEM}(?:-based)?(?:${JOINER}${ITEM}(?:-based)?(?![\p{L}\p{N}]))+`,
  "gu",
);

/** A word after a code that says which kind of place it is: "(the state, not Canada)". */
const KIND_CUE =
  /^\s*\(?\s*(?:the\s+)?(state|province|canton|land|county|region|country|city|metro|airport)\b/iu;
const KIND_OF_CUE: Record<string, PlaceKind> = {
  state: "state",
  province: "state",
  canton: "state",
  land: "state",
  county: "state",
  region: "state",
  country: "country",
  city: "city",
  metro: "city",
  airport: "city",
};

interface Found {
  code: string;
  at: number;
  end: number;
  /** In a list of codes: the list's number. */
  list: number;
  meanings: CodeMeaning[];
  /** After "in", "not" or "without" alone, letters that name a field or jargon as well. */
  weak: boolean;
}

/** Whether a code at [at, end) of the text stands where only a place fits. */
function placeContext(text: string, at: number, end: number): { listed: boolean; placed: boolean } {
  const before = text.slice(0, at);
  const after = text.slice(end);
  const listed = JOINED_BEFORE.test(before) || JOINED_AFTER.test(after);
  return { listed, placed: SUFFIX.test(after) || MARKER_BEFORE.test(before) };
}

/** The meanings a cue after the code leaves: "(the state", "not Canada" drop the others. */
function afterCues(text: string, found: Found): CodeMeaning[] {
  let meanings = found.meanings;
  const after = text.slice(found.end, found.end + 60).split(/[)\].;!?]/)[0] ?? "";
  const kind = KIND_CUE.exec(after)?.[1]?.toLowerCase();
  const wanted = kind ? KIND_OF_CUE[kind] : undefined;
  if (wanted && meanings.some((m) => m.kind === wanted)) meanings = meanings.filter((m) => m.kind === wanted);
  const notSaid = (m: CodeMeaning) =>
    new RegExp(String.raw`\bnot\s+(?:the\s+)?${m.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b`, "iu").test(
      after,
    );
  const kept = meanings.filter((m) => !notSaid(m));
  return kept.length > 0 ? kept : meanings;
}

/** The items of the list of capitals the letters at `at` stand in ("GS or MS"), or the letters alone. */
function itemsAround(text: string, at: number, letters: string): string[] {
  for (const run of text.matchAll(RUN)) {
    const start = run.index ?? 0;
    if (at >= start && at < start + run[0].length)
      return (run[0].match(new RegExp(ITEM, "gu")) ?? []).filter((i) => !NOT_CODES.has(i));
  }
  return [letters];
}

/**
 * Whether the letters are a company's documented initials, alone or in a list of such initials
 * ("from GS or MS"); beside a code that is a place only they are a place ("in MS or TX").
 */
function amongCompanyInitials(text: string, at: number, letters: string): boolean {
  return (
    companyOfInitials(letters) !== undefined &&
    itemsAround(text, at, letters).every((i) => companyOfInitials(i) !== undefined)
  );
}

/** The words just before a joiner at the end of a text: the previous item of a list ("Hooli or "). */
const ITEM_BEFORE_JOINER =
  /(\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’.-]*){0,3})\s*(?:,|\/|&|\bor\b|\band\b)\s*$/u;

/**
 * Whether the letters follow an employer in a list ("from Hooli or GS", "at Initech, GS"): the
 * previous item is a company the records hold, or documented initials, so the list is of employers
 * and the letters are read as they are first in it.
 */
function afterEmployerInList(before: string, holds: (name: string) => boolean): boolean {
  const previous = ITEM_BEFORE_JOINER.exec(before)?.[1];
  if (!previous) return false;
  // The longest run of capitalised words the records hold, ending at the joiner ("Pied Piper or").
  const names = previous.split(/\s+/u);
  return names.some((_, i) => {
    const name = names.slice(i).join(" ");
    return holds(name) || companyOfInitials(name) !== undefined;
  });
}

/**
 * Companies' initials that stand where a place would ("bankers from GS or MS"): the company's name
 * when the records hold it (`holds`), else left as written with a note, never read as a place.
 */
function readCompanyInitials(text: string, notes: string[], holds: (name: string) => boolean): string {
  return text.replace(CODE, (letters: string, _l: string, at: number) => {
    const company = companyOfInitials(letters);
    if (!company || !amongCompanyInitials(text, at, letters)) return letters;
    // Only where a place would be read, or an employer ("at GS"): "an MS in CS" is the degree.
    const { listed, placed } = placeContext(text, at, at + letters.length);
    const before = text.slice(0, at);
    if (!listed && !placed && !AT_BEFORE.test(before) && !afterEmployerInList(before, holds)) return letters;
    if (holds(company)) return company;
    notes.push(
      `"${letters}" may be ${company}'s initials, a company the records do not hold: read as no place`,
    );
    return letters;
  });
}

/**
 * The items of the list of capitals the code at `at` stands in, none when it stands alone. A list
 * is of places only when two or more items can be a place (the code table holds every place code, so an
 * item it lacks is jargon: "EJB", "WMS"), and one of them is nothing but a place: "EE or ME", "BA,
 * MA", "GMP, GLP" are subjects, degrees and credentials that share letters with places.
 */
function listIsOfJargon(text: string, at: number, namesOther: (code: string) => boolean): boolean {
  for (const run of text.matchAll(RUN)) {
    const start = run.index ?? 0;
    if (at < start || at >= start + run[0].length) continue;
    if (inUsStateList(text, at)) return false;
    const items = (run[0].match(new RegExp(ITEM, "gu")) ?? []).filter((i) => !NOT_CODES.has(i));
    if (items.length < 2) return false;
    // Items with no place reading beside two or more that have one are other things listed with
    // the places ("NY or CA, AWS"); beside one or none they say the list is jargon ("J2EE, EJB, JPA").
    const readable = items.filter((i) => !namesOther(i) && hasPlaceReading(i));
    if (readable.length < 2 && readable.length < items.length) return true;
    return !readable.some((i) => !isJargonLetters(i) && !WORD_CODES.has(i));
  }
  return false;
}

/**
 * Whether the code at `at` stands in a list of US postal codes after a place marker ("nurses in ME,
 * NH or VT", "in ME or MA"): each is the state, whatever else the letters are (mechanical
 * engineering, a master's), as a list of places is read by its siblings.
 */
function inUsStateList(text: string, at: number): boolean {
  for (const run of text.matchAll(RUN)) {
    const start = run.index ?? 0;
    if (at < start || at >= start + run[0].length) continue;
    const items = run[0].match(new RegExp(ITEM, "gu")) ?? [];
    const states = items.filter((i) => i in US_STATE_CODES);
    return items.length >= 2 && states.length === items.length && MARKER_BEFORE.test(text.slice(0, start));
  }
  return false;
}

/**
 * Whether a code alone after a marker that takes more than places is no place: a field after bare
 * "in" ("researchers in CV"), jargon after "not" or "without" ("accountants, not AP"), unless
 * the query names a place elsewhere ("in Dublin or IE" is said of places).
 */
function weakMarkerOnly(text: string, at: number, code: string): boolean {
  const before = text.slice(0, at);
  if (STRONG_MARKER_BEFORE.test(before)) return false;
  return IN_BEFORE.test(before) ? isFieldLetters(code) : isJargonLetters(code);
}

/** The codes of the text that stand where a place fits, with what each can mean. */
function findCodes(text: string, namesOther: (code: string) => boolean): Found[] {
  const found: Found[] = [];
  let list = 0;
  for (const m of text.matchAll(CODE)) {
    const code = m[1] as string;
    const at = m.index ?? 0;
    const end = at + code.length;
    if (NOT_CODES.has(code) && !(code === "OR" && isOregon(text, at, end))) continue;
    if (namesOther(code) && !inUsStateList(text, at)) continue;
    const { listed, placed } = placeContext(text, at, end);
    // "Chennai TN", "Montréal, QC": the state of the city just named (a capitalised word first).
    const afterName = /\p{Lu}[\p{L}'’.-]*,?\s+$/u.test(text.slice(0, at));
    // A company's initials are no place, unless they follow a city as its state ("Genève GE").
    const afterWord = /\p{Lu}\p{Ll}[\p{L}'’.-]*,?\s+$/u.test(text.slice(0, at));
    if (!afterWord && amongCompanyInitials(text, at, code)) continue;
    if (!listed && !placed && !afterName) continue;
    const meanings = codeMeanings(code);
    if (meanings.length === 0) continue;
    const ofCity = meanings.some(
      (m) => m.kind === "state" && endsWithCityIn(text.slice(0, at).replace(/,\s*$/, ""), m.name, m.iso2),
    );
    if (!listed && !placed && !ofCity) continue;
    const suffixed = SUFFIX.test(text.slice(end));
    if (!suffixed && !afterName && beforeSkillNoun(text.slice(end))) continue;
    if (!suffixed && listed && listIsOfJargon(text, at, namesOther)) continue;
    const weak = !suffixed && !listed && !ofCity && !afterName && weakMarkerOnly(text, at, code);
    const previous = found.at(-1);
    const sameList = listed && previous && JOINED_BEFORE.test(text.slice(previous.at, end - code.length));
    if (!sameList) list++;
    found.push({ code, at, end, list, meanings, weak });
  }
  // A code after a weak marker stands only beside a place the query names otherwise.
  const elsewhere = (f: Found) =>
    placesNamed(text).countries.size > 0 || found.some((g) => g !== f && !g.weak);
  for (let i = found.length - 1; i >= 0; i--) {
    const f = found[i] as Found;
    if (f.weak && !elsewhere(f)) found.splice(i, 1);
  }
  // A code that is an English word ("GOT") counts only beside a code that is not one, or "-based".
  return found.filter(
    (f) =>
      !WORD_CODES.has(f.code) ||
      /^-based\b/.test(text.slice(f.end)) ||
      found.some((g) => g.list === f.list && g !== f && !WORD_CODES.has(g.code)),
  );
}

/**
 * A list of codes read as countries alone is the country-code pass's (./read-country-codes.ts),
 * which reads them as it always has, unless a place marker stands before it, which that pass does
 * not read ("based in IN").
 */
function leftToCountryPass(
  found: Found[],
  chosen: Map<Found, CodeMeaning | undefined>,
  text: string,
): Set<Found> {
  const left = new Set<Found>();
  for (const f of found) {
    const list = found.filter((g) => g.list === f.list);
    const allCountries = list.every((g) => chosen.get(g)?.kind === "country");
    const first = list[0] as Found;
    if (allCountries && !MARKER_BEFORE.test(text.slice(0, first.at))) left.add(f);
  }
  return left;
}

/** The meaning the context settles on, undefined when it settles on none or on several. */
function settle(
  meanings: CodeMeaning[],
  countries: Set<string>,
  peers: PlaceKind[],
  /** The countries the query's other codes may be in ("IN but not BLR": both may be India). */
  possible: Set<string>,
): CodeMeaning | undefined {
  if (meanings.length === 1) return meanings[0];
  let kept = meanings.filter((m) => countries.has(m.iso2));
  if (kept.length === 0) kept = meanings.filter((m) => possible.has(m.iso2));
  // No meaning in the countries around it: the kind of its list's other items ("TLV or BLR").
  if (kept.length === 0) kept = meanings;
  if (kept.length > 1 && peers.length > 0) {
    const same = kept.filter((m) => peers.includes(m.kind));
    if (same.length > 0) kept = same;
  }
  if (kept.length > 1 && new Set(kept.map((m) => m.name)).size === 1) return kept[0];
  if (kept.length === 1 && kept.length < meanings.length) return kept[0];
  return undefined;
}

/** A code's one meaning, when it has one. */
const only = (meanings: CodeMeaning[]) => (meanings.length === 1 ? meanings[0] : undefined);
const label = (m: CodeMeaning) => `${m.name} (${m.kind === "country" ? "country" : m.kind})`;

/**
 * Text pass (before the country codes): place codes in capitals as the places' names. `namesOther`
 * says letters name something else the query's readers know (a company of the lexicon, a
 * profession's short form): "not from AMD" is the company, "RN" the nurse, never an airport or state
 * (review r67); asked of a company's full name, whether the records hold it ("GS": Goldman Sachs).
 */
export function readPlaceCodes(text: string, notes: string[], namesOther: (code: string) => boolean): string {
  const bay = readCompanyInitials(
    text.replace(/\bthe Bay\b(?!\s+Area)/gu, "the Bay Area"),
    notes,
    namesOther,
  );
  const found = findCodes(bay, namesOther);
  if (found.length === 0) return bay;
  const named = placesNamed(bay);
  const chosen = new Map<Found, CodeMeaning | undefined>();
  for (const f of found) f.meanings = afterCues(bay, f);
  // Twice: a code settled by the first round is context for the others of the second.
  for (let round = 0; round < 2; round++) {
    const countries = new Set(named.countries);
    for (const [, m] of chosen) if (m) countries.add(m.iso2);
    for (const f of found) {
      if (f.meanings.length === 1) countries.add((f.meanings[0] as CodeMeaning).iso2);
    }
    // The kinds of the settled codes of its list, else of the query ("DE/AT, not CH": countries): a
    // code of one meaning, one the first round settled, or the place the letters alone are read as
    // ("LA or SD": Los Angeles, so San Diego rather than South Dakota).
    const kindsOf = (codes: Found[]) =>
      codes.flatMap((g) => {
        const known =
          g.meanings.length === 1 ? g.meanings[0] : (chosen.get(g) ?? g.meanings.find((m) => m.alias));
        return known ? [known.kind] : [];
      });
    for (const f of found) {
      const listed = kindsOf(found.filter((g) => g.list === f.list && g !== f));
      const peers = listed.length > 0 ? listed : kindsOf(found.filter((g) => g !== f));
      const possible = new Set(found.filter((g) => g !== f).flatMap((g) => g.meanings.map((m) => m.iso2)));
      // "in TX or CA, not LA": excluded inside a state asked for, the letters are the city in it.
      const others = found.filter((g) => g !== f).map((g) => chosen.get(g) ?? only(g.meanings));
      const inside = EXCLUDED_BEFORE.test(bay.slice(0, f.at)) ? cityInStates(f.meanings, others) : undefined;
      chosen.set(f, inside ?? settle(f.meanings, countries, peers, possible));
    }
  }
  const left = leftToCountryPass(found, chosen, bay);
  let out = bay;
  for (const f of [...found].reverse()) {
    if (left.has(f)) continue;
    const meaning = chosen.get(f);
    // Unsettled letters the phrase table reads as a place on their own ("LA") are left to it.
    if (!meaning && f.meanings.some((m) => m.alias)) continue;
    // Unsettled two letters that may be a country are left as written, to the country-code pass,
    // which reads them where it always has ("not CA", "Toronto, CA") and nowhere else ("in PA"); the
    // notes say so of letters that pass reads as no country ("MS or AL": two states of the US or Brazil).
    const toCountryPass = !meaning && f.code.length === 2 && f.meanings.some((m) => m.kind === "country");
    if (toCountryPass && countryOf(f.code)) continue;
    if (!meaning) {
      notes.push(`"${f.code}" could be ${f.meanings.map(label).join(" or ")}: read as no place`);
      if (toCountryPass) continue;
      out = `${out.slice(0, f.at)}${out.slice(f.end).replace(/^-based\b/u, "")}`;
      continue;
    }
    // "Zürich ZH": the city already names a place inside the canton.
    const cityBefore =
      meaning.kind === "state" &&
      endsWithCityIn(out.slice(0, f.at).replace(/,\s*$/, ""), meaning.name, meaning.iso2);
    const name = cityBefore ? "" : (meaning.written ?? meaning.name);
    const rest = out.slice(f.end).replace(/^\s+metro\b/iu, "");
    out = `${out.slice(0, f.at)}${name}${rest}`;
  }
  return out;
}
