/**
 * What a place code written in capitals can name (./read-place-codes.ts reads them in a query): a
 * city by its airport or metropolitan area code ("MUC", "LON": data/vocab/place-codes.json, from
 * OurAirports, built by scripts/build-place-codes.ts) or by a colloquial shorthand; a state,
 * province, canton or Land by its ISO 3166-2 code as the gazetteer's cities carry it ("BY", "ZH",
 * "KA", "QC") or a US state by its postal code; a country by its ISO 3166-1 alpha-2 or alpha-3
 * code. Only places the query's phrase table reads are meanings, each written as the name that
 * table reads, so the later passes see a place named as usual.
 */
import placeCodes from "../../../data/vocab/place-codes.json" with { type: "json" };
import { WORLD_COUNTRIES } from "../vocab/regions.ts";
import { US_STATE_CODES } from "../vocab/us-states.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { CITIES } from "./query-vocabulary.ts";
import { words } from "./text.ts";

export type PlaceKind = "city" | "state" | "country";
export interface CodeMeaning {
  kind: PlaceKind;
  /** The place's name as the phrase table reads it. */
  name: string;
  /** The country it is in (its own code for a country). */
  iso2: string;
  /** The phrase table reads the letters themselves as this place ("LA", "SF"). */
  alias?: true;
  /** The words the phrase table reads as this place when the name alone is another ("Washington state"). */
  written?: string;
}

const key = (text: string) => words(text).join(" ");

/**
 * Shorthands people write for cities that are no IATA code, each in common use in its city's own
 * tech and recruiting chatter: LDN (London), STHLM (Stockholm), GBG (Gothenburg), SF (San
 * Francisco), SD (San Diego, as "LA / SD / OC" list Southern California), NYC (New York City, also
 * IATA's metropolitan code).
 */
const CITY_SHORTHANDS: Record<string, [city: string, iso2: string]> = {
  LDN: ["London", "GB"],
  STHLM: ["Stockholm", "SE"],
  GBG: ["Gothenburg", "SE"],
  SF: ["San Francisco", "US"],
  SD: ["San Diego", "US"],
  NYC: ["New York", "US"],
};
/**
 * Subdivisions people write by a code that is not their ISO 3166-2 one: NRW for North
 * Rhine-Westphalia (ISO's is NW), the Land's own usual abbreviation.
 */
const STATE_SHORTHANDS: Record<string, [state: string, iso2: string]> = {
  NRW: ["North Rhine-Westphalia", "DE"],
};

/**
 * State codes the gazetteer still carries that ISO 3166-2 has replaced, by country and old code: Odisha
 * is IN-OD since the state's renaming from Orissa (ISO 3166-2 newsletter 2019), so "OR" is Oregon.
 */
const RENAMED_STATE_CODES: Readonly<Record<string, string>> = { "IN-OR": "OD" };

const PLACES = (placeCodes as unknown as { airports: Record<string, [string, string]>; words: string[] })
  .airports;
/** Airport codes that are also words of English ("GOT", "MAD"): read only where nothing else fits. */
export const WORD_CODES: ReadonlySet<string> = new Set((placeCodes as { words: string[] }).words);

/** Whether the phrase table reads the name as a place of this kind in this country. */
function readsAs(name: string, kind: PlaceKind, iso2: string): boolean {
  return (
    PHRASES.get(key(name))?.some((m) => {
      if (m.kind !== "place") return false;
      if (kind === "city") return m.place.cities?.some(([, c]) => c === iso2) ?? false;
      // A state named as its capital is ("Zürich", "Geneva"): read as the city, narrower but inside;
      // never a city of the name outside the state ("Washington": the capital, not the state).
      if (kind === "state")
        return m.place.states
          ? m.place.states.some(([, c]) => c === iso2)
          : (m.place.cities?.some(([city, c]) => c === iso2 && STATE_OF_CITY.get(`${city}|${c}`) === name) ??
              false);
      return m.place.countries?.includes(iso2) ?? false;
    }) ?? false
  );
}

/** Each code's meanings, built on the first code read (the table costs ~15 ms: no query without one pays it). */
let meaningsByCode: Map<string, CodeMeaning[]> | undefined;
function buildMeanings(): Map<string, CodeMeaning[]> {
  const byCode = new Map<string, CodeMeaning[]>();
  const add = (code: string, meaning: CodeMeaning) => {
    const asState = `${meaning.name} state`;
    if (
      meaning.kind === "state" &&
      !readsAs(meaning.name, "state", meaning.iso2) &&
      readsAs(asState, "state", meaning.iso2)
    )
      meaning.written = asState;
    else if (!readsAs(meaning.name, meaning.kind, meaning.iso2)) return;
    const known = byCode.get(code) ?? [];
    if (known.some((m) => m.kind === meaning.kind && m.name === meaning.name && m.iso2 === meaning.iso2))
      return;
    byCode.set(code, [...known, meaning]);
  };
  for (const [code, [name, iso2]] of [...Object.entries(PLACES), ...Object.entries(CITY_SHORTHANDS)])
    add(code, { kind: "city", name, iso2 });
  for (const city of CITIES)
    if (city.state && city.state_code && /^[A-Z]{2,3}$/.test(city.state_code))
      add(RENAMED_STATE_CODES[`${city.country_iso2}-${city.state_code}`] ?? city.state_code, {
        kind: "state",
        name: city.state,
        iso2: city.country_iso2,
      });
  for (const [code, name] of Object.entries(US_STATE_CODES)) add(code, { kind: "state", name, iso2: "US" });
  for (const [code, [name, iso2]] of Object.entries(STATE_SHORTHANDS))
    add(code, { kind: "state", name, iso2 });
  for (const country of WORLD_COUNTRIES) {
    add(country.iso2, { kind: "country", name: country.name, iso2: country.iso2 });
    add(country.iso3, { kind: "country", name: country.name, iso2: country.iso2 });
  }
  add("UK", { kind: "country", name: "United Kingdom", iso2: "GB" });
  return byCode;
}

/**
 * The places a code in capitals can name, none when the vocabulary reads the letters as something
 * else ("IT", "HR", "QA", "PM": a department, a role).
 */
export function codeMeanings(code: string): CodeMeaning[] {
  const said = PHRASES.get(code.toLowerCase());
  if (said?.some((m) => m.kind !== "place")) return [];
  meaningsByCode ??= buildMeanings();
  const meanings = meaningsByCode.get(code) ?? [];
  // The city the phrase table itself reads the letters as ("LA", "NY"): one more meaning.
  const alias = said?.find((m) => m.kind === "place");
  // Letters the phrase table reads as a region, a country or a state ("NA", "EU", "UK") are its own.
  if (alias?.kind === "place" && !alias.place.cities) return [];
  const [city, iso2] = (alias?.kind === "place" && alias.place.cities?.[0]) || [];
  if (!city || !iso2 || meanings.some((m) => m.name === city)) return meanings;
  return [...meanings, { kind: "city", name: city, iso2, alias: true }];
}

/** Whether the letters can name a place at all: a code's meaning, or a place the phrase table reads ("EMEA"). */
export function hasPlaceReading(letters: string): boolean {
  if (codeMeanings(letters).length > 0) return true;
  return PHRASES.get(letters.toLowerCase())?.some((m) => m.kind === "place") ?? false;
}

/** The state each gazetteer city lies in, by the city's name as the phrase table reads it. */
const STATE_OF_CITY = new Map(
  CITIES.filter((c) => c.state).map((c) => [`${c.name}|${c.country_iso2}`, c.state as string]),
);

/** The countries, and the states of the cities, the words of a text name as places. */
export function placesNamed(text: string): { countries: Set<string>; states: Set<string> } {
  const found = { countries: new Set<string>(), states: new Set<string>() };
  const all = words(text);
  for (let i = 0; i < all.length; i++)
    for (let n = 1; n <= 3 && i + n <= all.length; n++) {
      const meaning = PHRASES.get(all.slice(i, i + n).join(" "))?.find((m) => m.kind === "place");
      if (meaning?.kind !== "place") continue;
      for (const [city, iso2] of meaning.place.cities ?? []) {
        found.countries.add(iso2);
        const state = STATE_OF_CITY.get(`${city}|${iso2}`);
        if (state) found.states.add(`${state}|${iso2}`);
      }
      for (const [, iso2] of meaning.place.states ?? []) found.countries.add(iso2);
      for (const iso2 of meaning.place.countries ?? []) found.countries.add(iso2);
    }
  return found;
}

/** Whether the last words of a text name a city in this state ("Zürich" before "ZH"). */
export function endsWithCityIn(text: string, state: string, iso2: string): boolean {
  const all = words(text);
  for (let n = 1; n <= 3 && n <= all.length; n++) {
    const meaning = PHRASES.get(all.slice(-n).join(" "))?.find((m) => m.kind === "place");
    if (meaning?.kind !== "place") continue;
    if (meaning.place.cities?.some(([city, c]) => c === iso2 && STATE_OF_CITY.get(`${city}|${c}`) === state))
      return true;
  }
  return false;
}

/**
 * The city among a code's meanings that lies inside one of these states ("LA" inside California):
 * excluded beside the state, the letters name the city within it ("in TX or CA, not LA").
 */
export function cityInStates(
  meanings: CodeMeaning[],
  states: (CodeMeaning | undefined)[],
): CodeMeaning | undefined {
  const inside = new Set(states.flatMap((m) => (m?.kind === "state" ? [`${m.name}|${m.iso2}`] : [])));
  return meanings.find(
    (m) => m.kind === "city" && inside.has(`${STATE_OF_CITY.get(`${m.name}|${m.iso2}`)}|${m.iso2}`),
  );
}
