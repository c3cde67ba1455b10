/**
 * Places as data writes them, to the gazetteer's names: one resolver for the facet index and for
 * query understanding, so "München", "Muenchen" and "Munich" are one city on both sides, and a
 * country written "Deutschland", "de" or "Germany" is one country. The index also keeps the city as
 * written (../search/facets.ts), so a spelling this table does not know still finds itself.
 */
import { oneSlip } from "../edit-distance.ts";
import { memoize } from "../memo.ts";
import { keyOf } from "../query/text.ts";
import { COUNTRY_BY_ISO2, GAZETTEER, type GazetteerCity } from "./index.ts";
import { WORLD_COUNTRIES } from "./regions.ts";
import { worldCitiesOf, worldCityOf } from "./world-cities.ts";

/** Other names of gazetteer cities: local names, exonyms, old names, transliterations. */
export const CITY_ALIASES: Record<string, [city: string, iso2: string]> = {
  muenchen: ["Munich", "DE"],
  munchen: ["Munich", "DE"],
  koln: ["Cologne", "DE"],
  koeln: ["Cologne", "DE"],
  "frankfurt am main": ["Frankfurt", "DE"],
  "frankfurt a m": ["Frankfurt", "DE"],
  "frankfurt main": ["Frankfurt", "DE"],
  nuremberg: ["Nürnberg", "DE"],
  hanover: ["Hannover", "DE"],
  brunswick: ["Braunschweig", "DE"],
  wien: ["Vienna", "AT"],
  zuerich: ["Zurich", "CH"],
  genf: ["Geneva", "CH"],
  geneve: ["Geneva", "CH"],
  ginevra: ["Geneva", "CH"],
  basle: ["Basel", "CH"],
  lisboa: ["Lisbon", "PT"],
  oporto: ["Porto", "PT"],
  praha: ["Prague", "CZ"],
  warszawa: ["Warsaw", "PL"],
  cracow: ["Kraków", "PL"],
  breslau: ["Wrocław", "PL"],
  kobenhavn: ["Copenhagen", "DK"],
  goteborg: ["Gothenburg", "SE"],
  milano: ["Milan", "IT"],
  roma: ["Rome", "IT"],
  torino: ["Turin", "IT"],
  napoli: ["Naples", "IT"],
  firenze: ["Florence", "IT"],
  bruxelles: ["Brussels", "BE"],
  brussel: ["Brussels", "BE"],
  antwerpen: ["Antwerp", "BE"],
  anvers: ["Antwerp", "BE"],
  gent: ["Ghent", "BE"],
  gand: ["Ghent", "BE"],
  "den haag": ["The Hague", "NL"],
  "s gravenhage": ["The Hague", "NL"],
  sevilla: ["Seville", "ES"],
  saragossa: ["Zaragoza", "ES"],
  "baile atha cliath": ["Dublin", "IE"],
  bombay: ["Mumbai", "IN"],
  bangalore: ["Bengaluru", "IN"],
  madras: ["Chennai", "IN"],
  calcutta: ["Kolkata", "IN"],
  "new delhi": ["Delhi", "IN"],
  "new york city": ["New York", "US"],
  nyc: ["New York", "US"],
  sf: ["San Francisco", "US"],
  "san fran": ["San Francisco", "US"],
  sampa: ["São Paulo", "BR"],
  "tel aviv yafo": ["Tel Aviv", "IL"],
  "tel aviv jaffa": ["Tel Aviv", "IL"],
  // Exonyms in the languages queries arrive in (es, fr, pt, it, pl, de, nl).
  "nueva york": ["New York", "US"],
  "nova iorque": ["New York", "US"],
  "nowy jork": ["New York", "US"],
  londres: ["London", "GB"],
  londra: ["London", "GB"],
  londyn: ["London", "GB"],
  varsovia: ["Warsaw", "PL"],
  varsovie: ["Warsaw", "PL"],
  varsavia: ["Warsaw", "PL"],
  cracovia: ["Kraków", "PL"],
  cracovie: ["Kraków", "PL"],
  krakau: ["Kraków", "PL"],
  praga: ["Prague", "CZ"],
  prag: ["Prague", "CZ"],
  viena: ["Vienna", "AT"],
  vienne: ["Vienna", "AT"],
  munique: ["Munich", "DE"],
  monachium: ["Munich", "DE"],
  lisbona: ["Lisbon", "PT"],
  lisbonne: ["Lisbon", "PT"],
  lissabon: ["Lisbon", "PT"],
  bruselas: ["Brussels", "BE"],
  bruxelas: ["Brussels", "BE"],
  bruksela: ["Brussels", "BE"],
  mailand: ["Milan", "IT"],
  mediolan: ["Milan", "IT"],
  ginebra: ["Geneva", "CH"],
  zurigo: ["Zurich", "CH"],
  dublino: ["Dublin", "IE"],
  tokio: ["Tokyo", "JP"],
};

/** Other names of gazetteer countries (English, local, other languages), by ISO code. */
export const COUNTRY_ALIASES: Record<string, string[]> = {
  // Nicknames are countries too ("anywhere but the States", "Stateside", "back in Blighty"); a
  // nickname that is also a common word is kept with its article ("the States", not "states").
  US: [
    "usa",
    "us",
    "u s a",
    "united states of america",
    "america",
    "the states",
    "stateside",
    "us of a",
    "u s of a",
  ],
  GB: [
    "uk",
    "u k",
    "great britain",
    "britain",
    "england",
    "scotland",
    "wales",
    "northern ireland",
    "blighty",
  ],
  DE: ["deutschland", "allemagne", "germania", "alemania", "federal republic of germany", "niemczech"],
  AT: ["osterreich", "oesterreich", "autriche"],
  CH: ["schweiz", "suisse", "svizzera", "swiss confederation"],
  FR: ["frankreich", "francia"],
  NL: ["the netherlands", "nederland", "holland", "pays bas"],
  BE: ["belgique", "belgie", "belgien"],
  ES: ["espana", "spanien"],
  PT: ["portugal"],
  IT: ["italia", "italien"],
  SE: ["sverige", "schweden"],
  NO: ["norge", "noreg"],
  DK: ["danmark", "danemark"],
  FI: ["suomi"],
  // Polish writes a country after "w" in the locative: "w Polsce", "w Niemczech".
  PL: ["polska", "polen", "polsce"],
  CZ: ["czech republic", "cesko", "ceska republika", "czech", "czechach"],
  IE: ["eire", "republic of ireland"],
  IN: ["bharat"],
  JP: ["nippon", "nihon"],
  BR: ["brasil"],
  MX: ["mexico"],
  IL: ["israel"],
  AE: ["uae", "emirates"],
  ZA: ["rsa"],
};

const COUNTRY_BY_KEY = new Map<string, string>();
for (const c of GAZETTEER.countries) {
  for (const name of [c.iso2, c.iso3, c.name]) COUNTRY_BY_KEY.set(keyOf(name), c.iso2);
}
for (const [iso2, names] of Object.entries(COUNTRY_ALIASES))
  for (const n of names) COUNTRY_BY_KEY.set(keyOf(n), iso2);

/** Countries outside the gazetteer (and other names of those in it), by any name they go by. */
const WORLD_COUNTRY_BY_KEY = new Map<string, string>();
for (const c of WORLD_COUNTRIES)
  for (const name of [c.iso3, c.name, ...c.names]) {
    const key = keyOf(name);
    if (!COUNTRY_BY_KEY.has(key) && !WORLD_COUNTRY_BY_KEY.has(key)) WORLD_COUNTRY_BY_KEY.set(key, c.iso2);
  }
const WORLD_ISO2 = new Set(WORLD_COUNTRIES.map((c) => c.iso2));

/** The ISO code of a country written any known way; null when unknown. */
export function countryIso2(text: string | null | undefined): string | null {
  if (!text) return null;
  return COUNTRY_BY_KEY.get(keyOf(text)) ?? null;
}

/**
 * Like countryIso2, also for the countries outside the gazetteer ("Rumänien", "Egypt"). Only where
 * the text is known to name a country: some country names are also states or cities elsewhere
 * ("Georgia").
 */
export function anyCountryIso2(text: string | null | undefined): string | null {
  if (!text) return null;
  const key = keyOf(text);
  const code = text.trim().toUpperCase();
  return (
    COUNTRY_BY_KEY.get(key) ??
    WORLD_COUNTRY_BY_KEY.get(key) ??
    (/^[A-Z]{2}$/.test(code) && WORLD_ISO2.has(code) ? code : null)
  );
}

/** German-style transliterations folded back ("muenchen" -> "munchen"), for a second lookup. */
function untransliterated(key: string): string {
  return key.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u");
}

/** Words around a city name that do not change which city it is ("Greater London", "Munich Area"). */
const CITY_NOISE = /\b(greater|metropolitan|metro|area|region|city of|bay area)\b/g;

const GAZETTEER_BY_KEY = new Map<string, GazetteerCity[]>();
for (const city of GAZETTEER.cities) {
  for (const key of new Set([keyOf(city.name), untransliterated(keyOf(city.name))])) {
    const list = GAZETTEER_BY_KEY.get(key) ?? [];
    list.push(city);
    GAZETTEER_BY_KEY.set(key, list);
  }
}
const ALIAS_BY_KEY = new Map<string, [string, string]>();
for (const [alias, target] of Object.entries(CITY_ALIASES)) {
  ALIAS_BY_KEY.set(keyOf(alias), target);
  ALIAS_BY_KEY.set(untransliterated(keyOf(alias)), target);
}

/** The names (keys) of each country's gazetteer cities and their aliases, and the city each names. */
const CITY_KEYS_BY_COUNTRY = new Map<string, Map<string, string>>();
const cityKeysOf = (iso2: string) => {
  const keys = CITY_KEYS_BY_COUNTRY.get(iso2) ?? new Map<string, string>();
  CITY_KEYS_BY_COUNTRY.set(iso2, keys);
  return keys;
};
for (const [key, cities] of GAZETTEER_BY_KEY)
  for (const city of cities) cityKeysOf(city.country_iso2).set(key, city.name);
for (const [key, [name, iso2]] of ALIAS_BY_KEY) cityKeysOf(iso2).set(key, name);

/**
 * A misspelt city of a known country ("Bnagalore, India" is Bangalore): the one city of that
 * country whose name or alias is one slip away. Names under six letters, and a spelling one slip
 * from two cities, are left unread: too close to tell.
 */
function misspeltCity(key: string, iso2: string): { name: string; iso2: string } | null {
  if (key.length < 6) return null;
  const near = new Set<string>();
  for (const [known, name] of CITY_KEYS_BY_COUNTRY.get(iso2) ?? [])
    if (known.length >= 6 && oneSlip(key, known)) near.add(name);
  const [only] = near;
  return near.size === 1 && only ? { name: only, iso2 } : null;
}

/** A gazetteer city for a written name, in the given country when one is known. */
export function resolveCity(text: string, iso2: string | null): { name: string; iso2: string } | null {
  const plain = text.toLowerCase().replace(CITY_NOISE, " ");
  const keys = new Set([keyOf(text), keyOf(plain), untransliterated(keyOf(plain))]);
  for (const key of keys) {
    if (!key) continue;
    const alias = ALIAS_BY_KEY.get(key);
    if (alias && (!iso2 || alias[1] === iso2)) return { name: alias[0], iso2: alias[1] };
    const cities = GAZETTEER_BY_KEY.get(key);
    if (!cities) continue;
    const inCountry = iso2 ? cities.filter((c) => c.country_iso2 === iso2) : cities;
    // Two cities of one name and no country to tell them apart: the larger one.
    const best = [...inCountry].sort((a, b) => b.population - a.population)[0];
    if (best) return { name: best.name, iso2: best.country_iso2 };
  }
  // Then the cities outside the gazetteer ("Lima", "Nairobi", "Bern"): after it, so a name the
  // gazetteer holds keeps its reading; before a misspelling, so a name that is a city is that city.
  for (const k of keys) {
    const world = k ? worldCityOf(k, iso2) : undefined;
    if (world) return { name: world.name, iso2: world.country_iso2 };
  }
  const key = keyOf(plain);
  return iso2 && key ? misspeltCity(key, iso2) : null;
}

/** The country of a known city of this name in a state of this name ("Athens, Georgia" is in the US). */
function countryOfCityInState(city: string, state: string): string | null {
  const inState = (c: { state: string | null }) => c.state !== null && keyOf(c.state) === keyOf(state);
  const key = keyOf(city);
  return (
    (GAZETTEER_BY_KEY.get(key) ?? []).find(inState)?.country_iso2 ??
    worldCitiesOf(key).find(inState)?.country_iso2 ??
    null
  );
}

export interface PlaceFields {
  location?: string | null;
  location_city?: string | null;
  location_state?: string | null;
  location_country?: string | null;
  location_country_iso2?: string | null;
}

export interface ResolvedPlace {
  iso2: string | null;
  /** The gazetteer's name of the city, when it is one the gazetteer knows. */
  city: string | null;
  /** The city as the record writes it (for the raw token), when it says one. */
  cityAsWritten: string | null;
  state: string | null;
}

/**
 * Where a record says the person is, from its structured fields or, when those are empty, its
 * one-line `location` ("München, Bayern, Deutschland").
 */
export function resolvePlace(p: PlaceFields): ResolvedPlace {
  return placeMemo(
    [p.location, p.location_city, p.location_state, p.location_country, p.location_country_iso2].join(
      "\u0001",
    ),
  );
}

/**
 * The country fields a record says where it does not write them: the ISO codes, the country's name
 * and its regions, from its place however written. The one reading of a place for the stored
 * record and the search index (../search/facets.ts), so the two never disagree.
 */
export function countryFieldsOf(p: PlaceFields & { location_regions?: readonly string[] }) {
  const place = resolvePlace(p);
  const country = place.iso2 ? COUNTRY_BY_ISO2.get(place.iso2) : undefined;
  return {
    place,
    iso2: place.iso2,
    iso3: country?.iso3 ?? null,
    country: country?.name ?? null,
    regions: p.location_regions?.length ? [...p.location_regions] : (country?.regions ?? []),
  };
}

const placeMemo = memoize((key: string) => {
  const [location, location_city, location_state, location_country, location_country_iso2] =
    key.split("\u0001");
  return resolveFields({ location, location_city, location_state, location_country, location_country_iso2 });
});

function resolveFields(p: PlaceFields): ResolvedPlace {
  const parts = (p.location ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const code = p.location_country_iso2?.trim().toUpperCase() || null;
  let iso2 = code && COUNTRY_BY_ISO2.has(code) ? code : (anyCountryIso2(p.location_country) ?? code);
  let cityText = p.location_city?.trim() || null;
  let state = p.location_state?.trim() || null;
  if (!cityText && parts.length) {
    // The last part names the country; a name only the world table knows counts when the first
    // part is a city of it ("Tbilisi, Georgia") or no known city at all ("Atlanta, Georgia" is in
    // the US, "Victoria, Seychelles" is not in Canada).
    const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
    const world = last ? anyCountryIso2(last) : null;
    const first = parts[0] ?? "";
    const lastCountry =
      countryIso2(last) ??
      (last ? countryOfCityInState(first, last) : null) ??
      (world && (resolveCity(first, world) || !resolveCity(first, null)) ? world : null);
    iso2 ??= lastCountry;
    cityText = anyCountryIso2(parts[0]) && parts.length === 1 ? null : (parts[0] ?? null);
    if (!iso2 && parts.length === 1) iso2 = anyCountryIso2(parts[0]);
    if (!state && parts.length === 3) state = parts[1] ?? null;
  }
  if (cityText?.includes(",")) {
    // "San Francisco, CA", "London, England": the city, then its state or country.
    const [first, ...more] = cityText.split(",").map((x) => x.trim());
    cityText = first || null;
    for (const m of more) iso2 ??= countryIso2(m);
  }
  if (!cityText) return { iso2, city: null, cityAsWritten: null, state };
  const city = resolveCity(cityText, iso2);
  return { iso2: iso2 ?? city?.iso2 ?? null, city: city?.name ?? null, cityAsWritten: cityText, state };
}
