/**
 * Where a row or a profile says someone is, as identify compares places: the country, the city
 * (the gazetteer's name when it knows it, else the city as written, folded) and the metro area the
 * city belongs to (data/identify/metros.json, built by scripts/build-metros.ts from GeoNames
 * places around the gazetteer's cities: "Garching bei München" is in Munich's, "Croydon" in
 * London's). "Greater Zurich Area" and "San Francisco Bay Area" resolve to their city
 * (src/domain/vocab/places.ts).
 */
import metrosJson from "../../../data/identify/metros.json" with { type: "json" };
import { memoize } from "../memo.ts";
import { type PlaceFields, resolvePlace } from "../vocab/places.ts";
import { fold } from "./text.ts";

export interface Place {
  iso2: string | null;
  /** Folded city name, null when only a country (or nothing) is known. */
  city: string | null;
  /** "iso2|core city": the metro areas the city may be in (one, or several for a town name used in several countries). */
  metros: string[];
}

const placeWord = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const METRO_OF = new Map<string, string>();
for (const [metro, members] of Object.entries((metrosJson as { metros: Record<string, string[]> }).metros)) {
  const iso2 = metro.slice(0, 2);
  for (const m of members) METRO_OF.set(`${iso2}|${m}`, metro);
}
/** The metros a town name is in, in any country, for a row that names no country. */
const METROS_BY_NAME = new Map<string, string[]>();
for (const [key, metro] of METRO_OF) {
  const name = key.slice(3);
  METROS_BY_NAME.set(name, [...(METROS_BY_NAME.get(name) ?? []), metro]);
}

function metrosOf(iso2: string | null, city: string): string[] {
  if (iso2) {
    const metro = METRO_OF.get(`${iso2}|${city}`);
    return metro ? [metro] : [];
  }
  return METROS_BY_NAME.get(city) ?? [];
}

/** A place from a profile's or a row's location fields. */
export const placeOf = (fields: PlaceFields): Place => placeMemo(JSON.stringify(fields));

const placeMemo = memoize((key: string): Place => {
  const resolved = resolvePlace(JSON.parse(key) as PlaceFields);
  const written = resolved.city ?? resolved.cityAsWritten;
  const city = written ? placeWord(written) : null;
  if (!city) return { iso2: resolved.iso2, city: null, metros: [] };
  const metros = metrosOf(resolved.iso2, city);
  const countries = new Set(metros.map((m) => m.slice(0, 2)));
  const iso2 = resolved.iso2 ?? (countries.size === 1 ? ([...countries][0] as string) : null);
  return { iso2, city, metros };
});

/** A row's one-line location. */
export function placeOfText(text: string): Place {
  return placeOf({ location: text });
}
