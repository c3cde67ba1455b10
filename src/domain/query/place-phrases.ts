/**
 * The place phrases of the query parser's table (./phrase-table.ts): the gazetteer's countries,
 * cities and states, sub-national groups and place aliases, blocs, time zones and language areas,
 * groups of countries, then every other name the index knows a place by (city and country aliases,
 * countries outside the gazetteer, demonyms and adjectives). ./phrase-meanings.ts adds them in its
 * order, so a phrase that means several things keeps the same meanings in the same order.
 */
import { adjectives, COMMON_WORD_DEMONYMS, COUNTRY_DEMONYMS, PLACE_DEMONYMS } from "../vocab/demonyms.ts";
import { COUNTRY_BY_ISO2 } from "../vocab/index.ts";
import { placeAreaPhrases } from "../vocab/place-areas.ts";
import { CITY_ALIASES, COUNTRY_ALIASES } from "../vocab/places.ts";
import { COUNTRY_GROUPS, groupKey, WORLD_COUNTRIES } from "../vocab/regions.ts";
import { STATE_GROUPS } from "../vocab/subnational.ts";
import { addPhrase, type Meaning, PHRASES, setPhrase } from "./phrase-table.ts";
import { CITIES, COUNTRIES, PLACE_ALIASES, type PlaceAlias } from "./query-vocabulary.ts";
import { words } from "./text.ts";

/** The gazetteer's states, as `iso2:state`. */
export const US_STATES = new Set<string>();

/**
 * City names that are also common words or people's names: places only after "in", "from"... or
 * capitalised. Other cities are places however written ("react dev munich").
 */
export const CITY_WORDS = new Set(
  `aurora buffalo derby durham mesa natal newport nice phoenix reading riverside surrey cork victoria regina
  austin charlotte chandler henderson lincoln orlando hamilton preston vaughan raleigh windsor lexington
  washington guadalupe formosa archway centurion richmond mobile bath split plano salta laval natal
  paarl welkom regina posadas resistencia corrientes concord independence`.split(/\s+/),
);

/**
 * Names of countries outside the gazetteer that are also common words or people's names: places
 * only after a marker ("outside Jordan") or in a list of places ("Kenya or Chad"). Other country
 * names are places however written ("Bangladesh recruiters"), as cities are: a country's name is
 * never dropped because the gazetteer holds no city there.
 */
const COUNTRY_WORDS = new Set(
  `chad jordan georgia guinea niger turkey jersey israel reunion mali togo oman cuba chile peru panama
  fiji bermuda samoa tonga aruba benin dominica grenada jamaica man congo gabon nauru palau sudan
  guernsey mayotte martinique montserrat kosovo macao macau`.split(/\s+/),
);

const hasPlace = (text: string) =>
  PHRASES.get(words(text).join(" "))?.some((m) => m.kind === "place") ?? false;

const placeOf = (key: string) =>
  PHRASES.get(key)?.find((m): m is Extract<Meaning, { kind: "place" }> => m.kind === "place");

function cityLabel(city: { name: string; state?: string | null; country_iso2: string }) {
  const country = COUNTRY_BY_ISO2.get(city.country_iso2);
  return `${city.name}, ${city.state ? `${city.state}, ` : ""}${country?.name ?? city.country_iso2}`;
}

/** The gazetteer's countries, cities and states, then groups of places and areas (before skills). */
export function addGazetteerPlaces() {
  // The gazetteer's countries are places however written ("sr data eng germany").
  for (const c of COUNTRIES) {
    addPhrase(c.name, { kind: "place", place: { countries: [c.iso2] }, label: c.name, guard: "none" });
  }
  addCities();
  addStates();
  addPlaceGroups();
}

function addCities() {
  for (const city of [...CITIES].sort((a, b) => b.population - a.population)) {
    const country = COUNTRY_BY_ISO2.get(city.country_iso2);
    const key = words(city.name).join(" ");
    const place: PlaceAlias = { cities: [[city.name, city.country_iso2]] };
    // Two cities of one name: the larger one is meant unless the query says otherwise, by its
    // state or country after it ("Córdoba Spain": ./read-city-region.ts drops the comma).
    if (placeOf(key)) {
      for (const region of [city.state, country?.name]) {
        if (!region || PHRASES.has(words(`${city.name} ${region}`).join(" "))) continue;
        addPhrase(`${city.name} ${region}`, { kind: "place", place, label: cityLabel(city), guard: "none" });
      }
      continue;
    }
    addPhrase(city.name, {
      kind: "place",
      place,
      label: cityLabel(city),
      guard: key.includes(" ") || city.population >= 2_000_000 || !CITY_WORDS.has(key) ? "none" : "marker",
    });
  }
}

function addStates() {
  for (const city of CITIES) {
    if (!city.state) continue;
    const key = `${city.country_iso2}:${city.state}`;
    if (US_STATES.has(key)) continue;
    US_STATES.add(key);
    const country = COUNTRY_BY_ISO2.get(city.country_iso2);
    const state = {
      kind: "place" as const,
      place: { states: [[city.state, city.country_iso2] as [string, string]] },
      label: `${city.state}, ${country?.name ?? city.country_iso2}`,
    };
    if (!hasPlace(city.state)) addPhrase(city.state, { ...state, guard: "marker" });
    // A state named like a city ("Victoria", "São Paulo") is "<name> state", as people tell the two
    // apart ("the state of Victoria": ./read-state-words.ts); the first country's state when several share it.
    else if (!hasPlace(`${city.state} state`)) addPhrase(`${city.state} state`, { ...state, guard: "none" });
  }
}

const STATE_PLACES = Object.fromEntries(
  Object.entries(STATE_GROUPS).map(([name, states]): [string, PlaceAlias] => [name, { states }]),
);

/** Sub-national groups and place aliases, areas (blocs, time zones, language areas), country groups. */
function addPlaceGroups() {
  for (const [alias, place] of Object.entries({ ...STATE_PLACES, ...PLACE_ALIASES })) {
    const label = [
      ...(place.cities ?? []).map(([c]) => c),
      ...(place.states ?? []).map(([s]) => s),
      ...(place.countries ?? []).map((c) => COUNTRY_BY_ISO2.get(c)?.name ?? c),
      ...(place.regions ?? []),
    ].join(", ");
    const key = words(alias).join(" ");
    setPhrase(alias, { kind: "place", place, label, guard: key.length <= 3 ? "short" : "none" });
  }
  // Blocs, time zones and language areas ("the Eurozone", "CET hours", "French-speaking cities"):
  // their countries and states (../vocab/place-areas.ts).
  for (const [phrase, area] of placeAreaPhrases())
    if (!hasPlace(phrase))
      addPhrase(phrase, {
        kind: "place",
        place: { countries: area.countries, states: area.states },
        label: area.label,
        guard: area.short ? "short" : "none",
      });
  // Groups of countries ("DACH", "the Nordics", "CEE", "EMEA"): their countries, and the data's own
  // region tag where it has one.
  for (const group of COUNTRY_GROUPS) {
    const names = group.countries.map(
      (c) => COUNTRY_BY_ISO2.get(c)?.name ?? WORLD_COUNTRIES.find((w) => w.iso2 === c)?.name ?? c,
    );
    const first = group.names[0] as string;
    const shown =
      first.length <= 4 ? first.toUpperCase() : first.replace(/\b\p{L}/gu, (l) => l.toUpperCase());
    const label = names.length <= 6 ? `${shown} (${names.join(", ")})` : shown;
    for (const name of group.names) {
      const guard = words(name).join(" ").length <= 3 ? "short" : "none";
      setPhrase(name, { kind: "place", place: { groups: [groupKey(group)] }, label, guard });
    }
  }
}

/**
 * Every other name the index knows a place by (after skills): the index reads places, titles and
 * skills with the same tables (src/domain/vocab/), so each is a phrase here too.
 */
export function addOtherPlaceNames() {
  for (const [alias, [city, iso2]] of Object.entries(CITY_ALIASES)) {
    const key = words(alias).join(" ");
    if (hasPlace(alias)) continue;
    const country = COUNTRY_BY_ISO2.get(iso2)?.name ?? iso2;
    addPhrase(alias, {
      kind: "place",
      place: { cities: [[city, iso2]] },
      label: `${city}, ${country}`,
      guard: key.includes(" ") ? "none" : "marker",
    });
  }
  for (const [iso2, names] of Object.entries(COUNTRY_ALIASES))
    for (const name of names) {
      if (hasPlace(name)) continue;
      const label = COUNTRY_BY_ISO2.get(iso2)?.name ?? iso2;
      addPhrase(name, { kind: "place", place: { countries: [iso2] }, label, guard: "marker" });
    }
  // Countries outside the gazetteer.
  for (const c of WORLD_COUNTRIES)
    for (const name of [c.name, ...c.names.filter((n) => !n.includes(" ") || n.split(" ").length <= 3)]) {
      const key = words(name).join(" ");
      if (hasPlace(name)) continue;
      // A short alias ("uk", "uae") or a name that is also a word needs a marker.
      const guard = key.length > 4 && !COUNTRY_WORDS.has(key) ? "none" : "strict";
      addPhrase(name, { kind: "place", place: { countries: [c.iso2] }, label: c.name, guard });
    }
  addDemonyms();
}

function addDemonyms() {
  // Demonyms ("Dutch", "Parisians", "Scandinavian", "Bavarian"): the place they derive from, as its
  // own phrase reads (../vocab/demonyms.ts). A country's is every country sharing it, the gazetteer's
  // first ("Dutch" is the Netherlands, not also Sint Maarten).
  for (const [demonym, isos] of COUNTRY_DEMONYMS) {
    const known = isos.filter((c) => COUNTRY_BY_ISO2.has(c));
    const countries = known.length ? known : isos;
    const label = countries.map((c) => COUNTRY_BY_ISO2.get(c)?.name ?? c).join(", ");
    const guard = COMMON_WORD_DEMONYMS.has(demonym) ? "marker" : "none";
    addPhrase(demonym, { kind: "place", place: { countries }, label, guard });
  }
  for (const [key, meanings] of [...PHRASES])
    for (const m of meanings)
      if (m.kind === "place" && (m.place.groups || m.place.states) && !m.place.cities)
        for (const adjective of adjectives(key)) if (!placeOf(adjective)) addPhrase(adjective, { ...m });
  for (const [demonym, name] of Object.entries(PLACE_DEMONYMS)) {
    const place = placeOf(words(name).join(" "));
    const key = words(demonym).join(" ");
    if (place && !placeOf(key))
      addPhrase(demonym, { ...place, guard: COMMON_WORD_DEMONYMS.has(key) ? "marker" : "none" });
  }
}
