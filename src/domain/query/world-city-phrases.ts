/**
 * The cities outside the gazetteer as place phrases ("engineers in Lima", "Nairobi", "not in
 * Bern"): ../vocab/world-cities.ts, added last (./phrase-meanings.ts), so every phrase the
 * vocabulary had keeps its meanings and only a name no place had becomes one. The index reads the
 * same cities (../vocab/places.ts), so a query's city is the record's.
 */
import { COUNTRY_BY_ISO2 } from "../vocab/index.ts";
import { WORLD_COUNTRIES } from "../vocab/regions.ts";
import { WORLD_CITIES, type WorldCity } from "../vocab/world-cities.ts";
import { addPhrase, type Meaning, PHRASES } from "./phrase-table.ts";
import { CITY_WORDS } from "./place-phrases.ts";
import { words } from "./text.ts";

/** A city this large, or a capital, is a place however written ("react devs nairobi"), as the gazetteer's are. */
const PLACE_HOWEVER_WRITTEN = 1_000_000;

const WORLD_COUNTRY_NAMES = new Map(WORLD_COUNTRIES.map((c) => [c.iso2, c.name]));
const countryName = (iso2: string) =>
  COUNTRY_BY_ISO2.get(iso2)?.name ?? WORLD_COUNTRY_NAMES.get(iso2) ?? iso2;

const placeOf = (key: string) =>
  PHRASES.get(key)?.find((m): m is Extract<Meaning, { kind: "place" }> => m.kind === "place");

/**
 * How sure the words must be of being the place: "written" (capitalised, after "in"/"from"... or in
 * a list of places) for a name that is also a word, a first name or a word queries use ("Male",
 * "Orange", "Surprise"; the phrase table's other meanings) or of three letters ("Ufa"); none for a
 * capital or a city of a million; else after a marker or capitalised.
 */
function guardOf(city: WorldCity, key: string): Extract<Meaning, { kind: "place" }>["guard"] {
  const otherMeaning = PHRASES.get(key)?.some((m) => m.kind !== "place") ?? false;
  if (city.word || otherMeaning || CITY_WORDS.has(key) || key.replace(/ /g, "").length <= 3) return "written";
  return city.capital || city.population >= PLACE_HOWEVER_WRITTEN ? "none" : "marker";
}

/**
 * The world cities the phrase pass reads by their own name, the largest first: a name of theirs or
 * of a larger namesake's (not a country's or a state's: "Panamá"), for ./read-city-region.ts.
 */
export const CITIES_READ_BY_NAME: WorldCity[] = [];

/** The phrases only world cities brought (no phrase had the words before): not typo targets (./typos.ts). */
export const WORLD_CITY_KEYS = new Set<string>();

function addCityName(city: WorldCity, name: string) {
  const key = words(name).join(" ");
  if (!key) return;
  const place = { cities: [[city.name, city.country_iso2]] as [string, string][] };
  const country = countryName(city.country_iso2);
  const label = `${city.name}, ${city.state ? `${city.state}, ` : ""}${country}`;
  const taken = placeOf(key);
  const ownName = name === city.name;
  if (!taken) {
    if (!PHRASES.has(key)) WORLD_CITY_KEYS.add(key);
    addPhrase(name, { kind: "place", place, label, guard: guardOf(city, key) });
    if (ownName) CITIES_READ_BY_NAME.push(city);
    return;
  }
  // A name a larger city has (the gazetteer's first): this one by its state or country after it
  // ("Valencia Venezuela", "Kingston Ontario"; ./read-city-region.ts drops the comma). A name that
  // is a country's or a state's ("Panamá", "Mpumalanga") stays theirs.
  if (!taken.place.cities) return;
  if (ownName) CITIES_READ_BY_NAME.push(city);
  for (const region of [city.state, country]) {
    const pair = region && words(`${name} ${region}`).join(" ");
    if (!pair || PHRASES.has(pair)) continue;
    WORLD_CITY_KEYS.add(pair);
    addPhrase(pair, { kind: "place", place, label, guard: "none" });
  }
}

/** Every world city by its name and its other names, the largest first (the one a bare name means). */
export function addWorldCityPhrases() {
  for (const city of WORLD_CITIES)
    for (const name of [city.name, ...(city.aliases ?? [])]) addCityName(city, name);
}
