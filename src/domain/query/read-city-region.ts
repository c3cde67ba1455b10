/**
 * "Portland, Maine", "Paris, Texas", "London, Ontario", "Valencia, Venezuela": a city named with a
 * region it is not in is a namesake in that region, not the gazetteer's city of that name. Read
 * as a list of two places, the other city was asked for ("Portland, Maine" found Portland,
 * Oregon). The pair is read as the region alone, which holds the namesake; a US state the
 * vocabulary does not hold (it knows the states of its own cities) as the United States. A city
 * named with its own region ("Portland, Oregon") is left to the phrase pass, and so is a list
 * ("Berlin, Austria or Switzerland": the pair is then two items of it). A demonym after the comma
 * ("in NZ, Kiwis welcome") names people, not the region of a place: no pair.
 */
import { isDemonym } from "../vocab/demonyms.ts";
import { anyCountryIso2 } from "../vocab/places.ts";
import { US_STATE_CODES } from "../vocab/us-states.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { CITIES, type PlaceAlias } from "./query-vocabulary.ts";
import { fold, words } from "./text.ts";
import { CITIES_READ_BY_NAME } from "./world-city-phrases.ts";

const key = (text: string) => words(text).join(" ");

/**
 * Each city name with where the one the phrase pass reads (the largest) lies, and the countries
 * of every city of that name ("Vancouver": Canada and the United States).
 */
const CITY_PLACES = new Map<
  string,
  {
    state?: string;
    country: string;
    population: number;
    countries: Set<string>;
    /** Every city of the name, the largest first. */
    all: { state?: string; country: string }[];
  }
>();
/**
 * The gazetteer's cities, then the world cities the phrase pass reads by their name (not those
 * whose name is a country's or a state's: "Panamá").
 */
const READ_CITIES = [...[...CITIES].sort((a, b) => b.population - a.population), ...CITIES_READ_BY_NAME];
for (const c of READ_CITIES) {
  const at = CITY_PLACES.get(key(c.name));
  if (at) {
    at.countries.add(c.country_iso2);
    at.all.push({ state: c.state ?? undefined, country: c.country_iso2 });
    continue;
  }
  CITY_PLACES.set(key(c.name), {
    state: c.state ?? undefined,
    country: c.country_iso2,
    population: c.population,
    countries: new Set([c.country_iso2]),
    all: [{ state: c.state ?? undefined, country: c.country_iso2 }],
  });
}
const US_STATE_NAMES = new Set(Object.values(US_STATE_CODES).map(key));

/** The known place a region's words name (a state or a country), or undefined; never a demonym. */
function regionOf(text: string): PlaceAlias | undefined {
  if (isDemonym(key(text)) || isDemonym(fold(text).toLowerCase())) return undefined;
  const meaning = PHRASES.get(key(text))?.find((m) => m.kind === "place");
  return meaning?.kind === "place" && (meaning.place.states || meaning.place.countries)
    ? meaning.place
    : undefined;
}

/**
 * Two capitals that are no place after a city: a boolean operator ("Berlin, OR Munich") or a
 * credential that is also a state's postal code ("physicians in Chicago, MD").
 */
const NOT_PLACE_CODES = new Set(["OR", "AND", "NOT", "MD", "PA"]);

type CityPlaces = NonNullable<ReturnType<typeof CITY_PLACES.get>>;

/**
 * Two capitals after a city: the country code of a city of that name ("Berlin, DE", "Mumbai, IN",
 * "Vancouver, CA") leaves it; a US state's postal code it is not in is the namesake's state.
 */
function codeRegion(at: CityPlaces, code: string): string | undefined {
  if (at.countries.has(code)) return undefined;
  const state = US_STATE_CODES[code];
  if (!state || (at.country === "US" && key(at.state ?? "") === key(state))) return undefined;
  if (NOT_PLACE_CODES.has(code)) return undefined;
  // The state by its name when the vocabulary holds it as a US state ("Georgia" is also a country).
  const place = regionOf(state);
  return place?.states?.some(([s, c]) => c === "US" && key(s) === key(state)) ? state : "the United States";
}

/** What "city, region" is read as when the city the phrase pass reads is not in the region. */
function namesakeRegion(city: string, region: string): string | undefined {
  const at = CITY_PLACES.get(key(city));
  if (!at) return undefined;
  if (/^[A-Z]{2}$/.test(region)) return codeRegion(at, region);
  const place = regionOf(region);
  if (place) {
    // A name that is a state here and a country elsewhere is the city's country when it is that
    // country ("Tbilisi, Georgia"; "Atlanta, Georgia" is the state).
    const country = anyCountryIso2(region);
    const inIt = (city: { state?: string; country: string }) =>
      (place.states ?? []).some(([s, c]) => s === city.state && c === city.country) ||
      (place.countries ?? []).includes(city.country) ||
      country === city.country;
    if (inIt(at)) return undefined;
    // Another city of the name lies there ("Córdoba, Spain"): that one, said without the comma.
    return at.all.some(inIt) && PHRASES.has(key(`${city} ${region}`)) ? `${city} ${region}` : region;
  }
  if (US_STATE_NAMES.has(key(region)))
    return at.country === "US" && key(at.state ?? "") === key(region) ? undefined : "the United States";
  return undefined;
}

/** A capitalised name after a place marker that no phrase of the vocabulary reads, ending the text. */
function unknownCityBefore(text: string): { name: string; at: number } | undefined {
  const m =
    /\b(?:in|from|near|based\s+in|located\s+in|living\s+in)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?)\s*$/u.exec(
      text,
    );
  const name = m?.[1];
  if (!m || !name || PHRASES.has(key(name))) return undefined;
  return { name, at: m.index + m[0].length - m[0].trimStart().length + m[0].trimStart().indexOf(name) };
}

/** A list goes on after the pair ("Berlin, Austria or Switzerland", "Paris, Lyon, Nice"). */
const LIST_GOES_ON =
  /^\s*(?:(?:or|and|&)\b|\/|,\s*(?:or\s+|and\s+)?(\p{L}[\p{L} ]*?)(?=\s*(?:$|[,;.!?)]|\s(?:or|and)\b)))/iu;

/** Text pass (before country codes are read): a city's namesake in a region as that region. */
export function readCityRegions(
  text: string,
  notes: string[],
  /** Whether a name is a company or an employer the data holds ("from Acme, Germany"). */
  isEmployer: (name: string) => boolean = () => false,
): string {
  let out = text;
  for (let at = out.indexOf(","); at >= 0; at = out.indexOf(",", at + 1)) {
    const before = /((?:\p{L}[\p{L}'’.-]*\s+){0,2}\p{L}[\p{L}'’.-]*)\s*$/u.exec(out.slice(0, at));
    const after = /^\s*((?:\p{L}[\p{L}.]*\s+){0,2}\p{L}[\p{L}.]*)/u.exec(out.slice(at + 1));
    if (!before || !after) continue;
    const cityWords = (before[1] as string).split(/\s+/);
    const regionWords = (after[1] as string).split(/\s+/);
    const k = cityWords.findIndex((_, i) => CITY_PLACES.has(key(cityWords.slice(i).join(" "))));
    if (k < 0) {
      // "in Santiago, Chile": a city the place list lacks, named with a region it knows, is the
      // region (the unknown name had taken the region with it, and no place was asked at all).
      const unknown = unknownCityBefore(out.slice(0, at));
      const region = (after[1] as string).split(/\s+/)[0] as string;
      if (!unknown || isEmployer(unknown.name) || !regionOf(region) || /^[A-Z]{2}$/.test(region)) continue;
      const restAt = at + 1 + (after[0].length - (after[1] as string).length) + region.length;
      notes.push(`"${unknown.name}, ${region}": ${unknown.name} is not in the place list, read as ${region}`);
      out = `${out.slice(0, unknown.at)}${region}${out.slice(restAt)}`;
      at = unknown.at + region.length - 1;
      continue;
    }
    const city = cityWords.slice(k).join(" ");
    for (let n = regionWords.length; n > 0; n--) {
      const region = regionWords.slice(0, n).join(" ");
      const read = namesakeRegion(city, region);
      if (read === undefined && !regionOf(region) && !/^[A-Z]{2}$/.test(region)) continue;
      const restAt = at + 1 + (after[0].length - (after[1] as string).length) + region.length;
      const listed = LIST_GOES_ON.exec(out.slice(restAt));
      if (!read || (listed && (!listed[1] || regionOf(listed[1]) || CITY_PLACES.has(key(listed[1]))))) break;
      notes.push(`"${city}, ${region}": not the ${city} of the place list, read as ${read}`);
      const cityAt = at - (out.slice(0, at).length - out.slice(0, at).trimEnd().length) - city.length;
      out = `${out.slice(0, cityAt)}${read}${out.slice(restAt)}`;
      at = cityAt + read.length - 1;
      break;
    }
  }
  return out;
}
