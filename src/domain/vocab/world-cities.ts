/**
 * The cities a stranger types that the gazetteer (./index.ts: thirty countries, the demo data's)
 * does not hold: every capital, every city of a million people, the gazetteer countries' cities of
 * 100,000 (data/vocab/world-cities.json, built by scripts/build-world-cities.ts from GeoNames).
 * Read after the gazetteer, never before it: by place resolution (./places.ts) and the query's place
 * phrases (../query/world-city-phrases.ts). The demo data generator reads the gazetteer alone, so the
 * demo data does not depend on this file.
 */
import worldCitiesJson from "../../../data/vocab/world-cities.json" with { type: "json" };
import { keyOf } from "../query/text.ts";

export interface WorldCity {
  name: string;
  state: string | null;
  state_code: string | null;
  country_iso2: string;
  population: number;
  /** A capital of its country or territory. */
  capital?: true;
  /** Other names people write for it ("Kiev", "Saigon", "Sana'a"). */
  aliases?: string[];
  /** Its name is also an English word or a first name ("Male", "Orange"): a place only when written as one. */
  word?: true;
}

/** The world cities, the largest first (the one a name means when no country says otherwise). */
export const WORLD_CITIES: readonly WorldCity[] = [
  ...(worldCitiesJson as unknown as { cities: WorldCity[] }).cities,
].sort((a, b) => b.population - a.population);

/**
 * The world cities by each name they go by (keyOf), the largest first: made on the first look-up,
 * off the start-up path (a query reads the phrase table; only a record's place outside the gazetteer
 * looks here).
 */
let worldCityByKey: Map<string, WorldCity[]> | undefined;
function cityIndex(): Map<string, WorldCity[]> {
  if (worldCityByKey) return worldCityByKey;
  worldCityByKey = new Map();
  for (const city of WORLD_CITIES)
    for (const name of [city.name, ...(city.aliases ?? [])]) {
      const key = keyOf(name);
      const list = worldCityByKey.get(key) ?? [];
      if (!list.includes(city)) list.push(city);
      worldCityByKey.set(key, list);
    }
  return worldCityByKey;
}

/** The world cities a key (keyOf) names, the largest first. */
export const worldCitiesOf = (key: string): readonly WorldCity[] => cityIndex().get(key) ?? [];

/** The world city a key (keyOf) names, in the given country when one is known; the largest of the name else. */
export function worldCityOf(key: string, iso2: string | null): WorldCity | undefined {
  const cities = worldCitiesOf(key);
  return iso2 ? cities.find((c) => c.country_iso2 === iso2) : cities[0];
}
