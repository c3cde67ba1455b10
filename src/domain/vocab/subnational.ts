/**
 * Places people name below or across countries' borders: groups of states ("the West Coast", "New
 * England", "the Midwest"), and states by their local names and abbreviations ("Bayern", "NRW").
 * A state is read as the state a record writes or any gazetteer city in it (a record in Augsburg
 * that does not say "Bavaria" is in Bavaria: ../query/meaning-criteria.ts). No maintained package
 * names these groups (country-state-city and GeoNames list states, not the regions they form), so
 * they are written here from the common (US Census Bureau) definitions.
 */
type State = [name: string, iso2: string];
const us = (...names: string[]): State[] => names.map((n) => [n, "US"]);
const de = (...names: string[]): State[] => names.map((n) => [n, "DE"]);

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
};
