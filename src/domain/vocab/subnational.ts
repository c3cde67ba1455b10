/**
 * Places people name below or across countries' borders: groups of states ("the West Coast", "New
 * England", "the Midwest"), and states by their local names and abbreviations ("Bayern", "NRW").
 * A state is read as the state a record writes or any gazetteer city in it (a record in Augsburg
 * that does not say "Bavaria" is in Bavaria: ../query/meaning-criteria.ts). No maintained package
 * names these groups (country-state-city and GeoNames list states, not the regions they form), so
 * they are written here from the common definitions: the US Census Bureau's, India's Zonal Councils,
 * Italy's NUTS 1 macro-regions (ISTAT), Statistics Canada's regions, the Randstad's provinces.
 */
import { US_STATE_CODES } from "./us-states.ts";

/** A state (or province, region) by its name and its country. */
export type State = [name: string, iso2: string];
/** The states of one country by name: `statesOf("US")("Ohio", "Iowa")`. */
export const statesOf =
  (iso2: string) =>
  (...names: string[]): State[] =>
    names.map((n) => [n, iso2]);
const us = statesOf("US");
const de = statesOf("DE");
const of = statesOf;
const nl = of("NL");
const india = of("IN");
const it = of("IT");
const ca = of("CA");

/** India's regions as its Zonal Councils group the states (States Reorganisation Act, 1956). */
const SOUTH_INDIA = india("Andhra Pradesh", "Karnataka", "Kerala", "Tamil Nadu", "Telangana", "Puducherry");
const NORTH_INDIA = india(
  ...["Chandigarh", "Delhi", "Haryana", "Himachal Pradesh", "Jammu and Kashmir", "Ladakh", "Punjab"],
  ...["Rajasthan", "Uttar Pradesh", "Uttarakhand"],
);
const WEST_INDIA = india("Goa", "Gujarat", "Maharashtra");
const EAST_INDIA = india("Bihar", "Jharkhand", "Odisha", "West Bengal");
/** Italy's macro-regions, ISTAT's NUTS 1 (the islands with the south, as "the Mezzogiorno" has them). */
const NORTH_ITALY = it(
  ...["Aosta Valley", "Emilia-Romagna", "Friuli-Venezia Giulia", "Liguria", "Lombardy", "Piedmont"],
  ...["Trentino-South Tyrol", "Veneto"],
);
const CENTRAL_ITALY = it("Lazio", "Marche", "Tuscany", "Umbria");
const SOUTH_ITALY = it(
  ...["Abruzzo", "Apulia", "Basilicata", "Calabria", "Campania", "Molise", "Sardinia", "Sicily"],
);

const NEW_ENGLAND = us("Maine", "New Hampshire", "Vermont", "Massachusetts", "Rhode Island", "Connecticut");
const MIDWEST = us(
  "Illinois",
  "Indiana",
  "Michigan",
  "Ohio",
  "Wisconsin",
  "Iowa",
  "Kansas",
  "Minnesota",
  "Missouri",
  "Nebraska",
  "North Dakota",
  "South Dakota",
);

/** Phrase -> the states it covers. */
export const STATE_GROUPS: Record<string, State[]> = {
  "west coast": us("California", "Oregon", "Washington"),
  "us west coast": us("California", "Oregon", "Washington"),
  "pacific northwest": us("Washington", "Oregon"),
  pnw: us("Washington", "Oregon"),
  "east coast": us(
    ...["Maine", "New Hampshire", "Massachusetts", "Rhode Island", "Connecticut", "New York", "New Jersey"],
    ...["Delaware", "Maryland", "District of Columbia", "Virginia", "North Carolina", "South Carolina"],
    ...["Georgia", "Florida", "Pennsylvania"],
  ),
  "new england": NEW_ENGLAND,
  midwest: MIDWEST,
  "tri state area": us("New York", "New Jersey", "Connecticut"),
  "dmv area": us("District of Columbia", "Maryland", "Virginia"),
  "sun belt": us("Florida", "Georgia", "Texas", "Arizona", "Nevada", "North Carolina", "South Carolina"),
  socal: us("California"),
  norcal: us("California"),
  // German Länder by their own names and abbreviations.
  bayern: de("Bavaria"),
  nrw: de("North Rhine-Westphalia"),
  "nordrhein westfalen": de("North Rhine-Westphalia"),
  bw: de("Baden-Württemberg"),
  hessen: de("Hesse"),
  niedersachsen: de("Lower Saxony"),
  sachsen: de("Saxony"),
  thuringen: de("Thuringia"),
  "south germany": de("Bavaria", "Baden-Württemberg"),
  "southern germany": de("Bavaria", "Baden-Württemberg"),
  "northern germany": de("Hamburg", "Bremen", "Lower Saxony", "Schleswig-Holstein", "Mecklenburg-Vorpommern"),
  // The Randstad: the conurbation of Amsterdam, Rotterdam, The Hague and Utrecht, across the four
  // provinces it spans (Almere, in Flevoland, is part of it).
  randstad: nl("North Holland", "South Holland", "Utrecht", "Flevoland"),
  "south india": SOUTH_INDIA,
  "southern india": SOUTH_INDIA,
  "north india": NORTH_INDIA,
  "northern india": NORTH_INDIA,
  "west india": WEST_INDIA,
  "western india": WEST_INDIA,
  "east india": EAST_INDIA,
  "eastern india": EAST_INDIA,
  "north italy": NORTH_ITALY,
  "northern italy": NORTH_ITALY,
  "central italy": CENTRAL_ITALY,
  "south italy": SOUTH_ITALY,
  "southern italy": SOUTH_ITALY,
  mezzogiorno: SOUTH_ITALY,
  // Canada's regions as Statistics Canada names them.
  prairies: ca("Alberta", "Saskatchewan", "Manitoba"),
  "prairie provinces": ca("Alberta", "Saskatchewan", "Manitoba"),
  "atlantic canada": ca("New Brunswick", "Nova Scotia", "Prince Edward Island", "Newfoundland and Labrador"),
  maritimes: ca("New Brunswick", "Nova Scotia", "Prince Edward Island"),
  // Each US state as "<name> state", as people tell it from its namesake city ("Washington State",
  // "New York State") and as the place codes write a state whose name alone reads as another place.
  ...Object.fromEntries(
    Object.entries(US_STATE_CODES)
      .filter(([code]) => code !== "DC")
      .map(([, name]) => [`${name.toLowerCase()} state`, us(name)]),
  ),
};
