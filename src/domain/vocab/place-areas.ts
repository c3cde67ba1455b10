/**
 * Places named by what they share rather than by their borders: economic and treaty blocs ("the
 * Eurozone", "Schengen", "the EEA"), time zones ("CET hours", "Pacific time": ./time-zones.ts) and
 * language areas ("French-speaking cities", "German-speaking Switzerland", "francophone
 * countries"). Each is read as its countries and states, so the index needs no token of its own
 * (a country's and a state's tokens already exist) and a place list changes with these tables
 * alone.
 *
 * Sources: the blocs' members from their treaties (lists of our own, like the EU's in
 * ./regions.ts: membership changes rarely and by treaty); a country's official languages from
 * world-countries (data/vocab/countries.json, built by scripts/build-countries.ts); where a
 * language is official inside a country with several, the states' and cantons' own constitutions
 * (LANGUAGE_STATES below).
 */
import { COUNTRY_BY_ISO2 } from "./index.ts";
import { WORLD_COUNTRIES } from "./regions.ts";
import { TIME_ZONES, ZONE_WORDS } from "./time-zones.ts";

type State = [name: string, iso2: string];

/** A place people name by what it shares: its countries and states, and how explain shows it. */
export interface PlaceArea {
  countries: string[];
  states: State[];
  label: string;
  /** Read only after a place marker or in capitals ("CET", "EEA"): also a word or a short code. */
  short?: true;
}

const EU_MEMBERS = [
  ...["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE"],
  ...["IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"],
];
/**
 * The euro area: the EU members that use the euro (ECB, "Euro area"; Croatia since 2023, Bulgaria
 * since 1 January 2026). Not every country that uses the euro: Montenegro, Kosovo, Andorra and
 * the micro-states use it outside the euro area.
 */
const EURO_AREA = [
  ...["AT", "BE", "BG", "HR", "CY", "EE", "FI", "FR", "DE", "GR", "IE", "IT", "LV", "LT", "LU"],
  ...["MT", "NL", "PT", "SK", "SI", "ES"],
];
/** The Schengen area (European Commission; Bulgaria and Romania in full since 1 January 2025). */
const SCHENGEN = [...EU_MEMBERS.filter((c) => c !== "CY" && c !== "IE"), "IS", "LI", "NO", "CH"];
const EFTA = ["IS", "LI", "NO", "CH"];

const BLOCS: { names: string[]; countries: string[]; label: string; short?: true }[] = [
  {
    names: [
      "eurozone",
      "euro zone",
      "euro area",
      "eurozone countries",
      "euro countries",
      "euro area countries",
    ],
    countries: EURO_AREA,
    label: "the euro area",
  },
  {
    names: ["schengen", "schengen area", "schengen zone", "schengen countries", "schengen states"],
    countries: SCHENGEN,
    label: "the Schengen area",
  },
  {
    names: ["european economic area", "eea countries"],
    countries: [...EU_MEMBERS, "IS", "LI", "NO"],
    label: "the EEA",
  },
  { names: ["eea"], countries: [...EU_MEMBERS, "IS", "LI", "NO"], label: "the EEA", short: true },
  { names: ["efta", "efta countries", "european free trade association"], countries: EFTA, label: "EFTA" },
  {
    names: ["visegrad", "visegrad group", "visegrad countries", "visegrad four", "v4 countries"],
    countries: ["CZ", "HU", "PL", "SK"],
    label: "the Visegrád Group",
  },
];

/**
 * Where a language is official inside a country that has several: the states, cantons or
 * provinces (by the gazetteer's names) whose own law makes it official. A country named here is
 * read by these states for a language area; a language it has no states for leaves it out
 * (German in Belgium is a community inside Wallonia, not a state).
 */
export const LANGUAGE_STATES: Record<string, Record<string, string[]>> = {
  // The cantons' constitutions (Bern, Fribourg and Valais are bilingual, Graubünden trilingual).
  CH: {
    German: [
      ...["Aargau", "Appenzell Ausserrhoden", "Appenzell Innerrhoden", "Basel-Land", "Basel-Stadt", "Bern"],
      ...["Fribourg", "Glarus", "Graubünden", "Lucerne", "Nidwalden", "Obwalden", "Schaffhausen", "Schwyz"],
      ...["Solothurn", "St. Gallen", "Thurgau", "Uri", "Valais", "Zug", "Zürich"],
    ],
    French: ["Bern", "Fribourg", "Geneva", "Jura", "Neuchâtel", "Valais", "Vaud"],
    Italian: ["Graubünden", "Ticino"],
    Romansh: ["Graubünden"],
  },
  // The regions (Brussels is bilingual).
  BE: { French: ["Wallonia", "Brussels-Capital Region"], Dutch: ["Flanders", "Brussels-Capital Region"] },
  // Quebec's Charter of the French Language; New Brunswick is bilingual by its constitution.
  CA: {
    French: ["Quebec", "New Brunswick"],
    English: [
      ...["Alberta", "British Columbia", "Manitoba", "New Brunswick", "Newfoundland and Labrador"],
      ...["Nova Scotia", "Ontario", "Prince Edward Island", "Saskatchewan", "Northwest Territories"],
      ...["Nunavut", "Yukon"],
    ],
  },
};

/** Languages official in a region only (Spain's statutes of autonomy), beside world-countries'. */
const REGIONAL_LANGUAGES: Record<string, State[]> = {
  Catalan: [
    ["Catalonia", "ES"],
    ["Valencia", "ES"],
    ["Balearic Islands", "ES"],
  ],
  Basque: [
    ["Basque Country", "ES"],
    ["Navarra", "ES"],
  ],
  Galician: [["Galicia", "ES"]],
  Welsh: [["Wales", "GB"]],
};

/** Whether a country's official language is this one, a variety included ("Swiss German"). */
const official = (languages: readonly string[], language: string) =>
  languages.some((l) => l === language || l.endsWith(` ${language}`));

const languagesOf = (iso2: string) => WORLD_COUNTRIES.find((c) => c.iso2 === iso2)?.languages ?? [];
const nameOf = (iso2: string) =>
  COUNTRY_BY_ISO2.get(iso2)?.name ?? WORLD_COUNTRIES.find((c) => c.iso2 === iso2)?.name ?? iso2;

/** "French" -> the countries where it is official (the whole country, however many languages). */
function languageCountries(language: string): string[] {
  return WORLD_COUNTRIES.filter((c) => official(c.languages ?? [], language)).map((c) => c.iso2);
}

/**
 * "French-speaking cities / regions": where it is spoken as an official language, a country with
 * several languages by its states when LANGUAGE_STATES knows them.
 */
function languageArea(language: string): { countries: string[]; states: State[] } {
  const countries: string[] = [];
  const states: State[] = [...(REGIONAL_LANGUAGES[language] ?? [])];
  for (const iso2 of languageCountries(language)) {
    const byState = LANGUAGE_STATES[iso2];
    if (!byState) countries.push(iso2);
    else for (const s of byState[language] ?? []) states.push([s, iso2]);
  }
  return { countries, states };
}

/** Every language some country or region holds official, by its English name. */
export const OFFICIAL_LANGUAGES = [
  ...new Set([
    ...WORLD_COUNTRIES.flatMap((c) => c.languages ?? []).filter((l) => !/\s/.test(l)),
    ...Object.keys(REGIONAL_LANGUAGES),
  ]),
].sort((a, b) => b.length - a.length);

/** The words the text pass (../query/read-place-areas.ts) writes for a language area. */
export const languagePhrase = {
  countries: (language: string) => `${language} lingua countries`,
  area: (language: string) => `${language} lingua areas`,
  country: (language: string, iso2: string) => `${language} lingua ${nameOf(iso2)}`,
};

/** Every phrase of an area with what it covers: the blocs', the time zones', the language areas'. */
export function placeAreaPhrases(): [phrase: string, area: PlaceArea][] {
  const out: [string, PlaceArea][] = [];
  for (const bloc of BLOCS)
    for (const name of bloc.names)
      out.push([
        name,
        { countries: bloc.countries, states: [], label: bloc.label, ...(bloc.short ? { short: true } : {}) },
      ]);
  for (const zone of TIME_ZONES) {
    const area = { countries: zone.countries, states: zone.states, label: zone.label };
    for (const abbreviation of zone.abbreviations) {
      out.push([abbreviation, { ...area, short: true }]);
      for (const word of ZONE_WORDS) out.push([`${abbreviation} ${word}`, area]);
    }
    for (const name of zone.names) for (const word of ZONE_WORDS) out.push([`${name} ${word}`, area]);
  }
  for (const language of OFFICIAL_LANGUAGES) {
    const countries = languageCountries(language);
    if (countries.length)
      out.push([
        languagePhrase.countries(language),
        { countries, states: [], label: `${language}-speaking countries` },
      ]);
    const area = languageArea(language);
    if (area.countries.length || area.states.length)
      out.push([languagePhrase.area(language), { ...area, label: `${language}-speaking areas` }]);
    for (const iso2 of countries) {
      const states = (LANGUAGE_STATES[iso2]?.[language] ?? []).map((s): State => [s, iso2]);
      const whole = !LANGUAGE_STATES[iso2];
      if (!whole && !states.length) continue;
      out.push([
        languagePhrase.country(language, iso2),
        { countries: whole ? [iso2] : [], states, label: `${language}-speaking ${nameOf(iso2)}` },
      ]);
    }
  }
  return out;
}

/** The languages of a country (by code), for the text pass to tell a language area from a person. */
export const countryLanguages = languagesOf;
