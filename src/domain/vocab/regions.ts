/**
 * Every country (data/vocab/countries.json: ISO codes, names in several languages, world region)
 * and the groups of countries people name in queries: DACH, the Nordics, Benelux, Iberia, CEE, the
 * Baltics, MENA, the Gulf, EMEA, APAC, LATAM... Place resolution reads the names for countries
 * outside the gazetteer's thirty; the query vocabulary (src/domain/query/query-vocabulary.ts) reads a group
 * as its countries: the index gives each person a token for every group their country is in.
 */
import countriesJson from "../../../data/vocab/countries.json" with { type: "json" };

export interface WorldCountry {
  iso2: string;
  iso3: string;
  name: string;
  /** Other names, folded. */
  names: string[];
  region: string;
  subregion: string;
  /** Official languages by their English names ("French", "Swiss German"). */
  languages?: string[];
}

export const WORLD_COUNTRIES = (countriesJson as unknown as { countries: WorldCountry[] }).countries;

const COUNTRY_BY_CODE = new Map(WORLD_COUNTRIES.map((c) => [c.iso2, c]));
/**
 * The country an ISO 3166 alpha-2 code names, in either case ("NL", "nl"); undefined for letters
 * that name none. The standard writes the United Kingdom as GB; people write UK, so UK is GB too.
 */
export function countryOfCode(code: string): WorldCountry | undefined {
  const upper = code.toUpperCase();
  return COUNTRY_BY_CODE.get(upper === "UK" ? "GB" : upper);
}

const where = (test: (c: WorldCountry) => boolean) => WORLD_COUNTRIES.filter(test).map((c) => c.iso2);

const MIDDLE_EAST = [
  "AE",
  "SA",
  "QA",
  "KW",
  "BH",
  "OM",
  "YE",
  "IQ",
  "IR",
  "JO",
  "LB",
  "SY",
  "IL",
  "PS",
  "TR",
  "EG",
];
const NORTH_AFRICA = ["DZ", "EG", "LY", "MA", "TN", "SD", "EH"];
const CEE = [
  "PL",
  "CZ",
  "SK",
  "HU",
  "RO",
  "BG",
  "HR",
  "SI",
  "EE",
  "LV",
  "LT",
  "RS",
  "BA",
  "ME",
  "MK",
  "AL",
  "UA",
  "MD",
];
const EUROPE = where((c) => c.region === "Europe");
const AFRICA = where((c) => c.region === "Africa");
/**
 * The European Union's 27 member states (european-union.europa.eu, "EU countries"; since the
 * United Kingdom left in 2020). A list of our own: the country data (world-countries) records
 * regions, not memberships, and the membership changes rarely and by treaty.
 */
const EU_MEMBERS = [
  ...["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE"],
  ...["IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"],
];
const LATIN_AMERICA = [
  ...where((c) => c.subregion === "South America" || c.subregion === "Central America"),
  "CU",
  "DO",
  "PR",
].filter((iso2) => !["GY", "SR", "FK", "GS", "BZ"].includes(iso2));
const APAC = where(
  (c) =>
    c.region === "Oceania" ||
    ["Eastern Asia", "South-Eastern Asia", "Southern Asia"].includes(c.subregion) ||
    c.iso2 === "KZ",
).filter((iso2) => iso2 !== "IR");

/** A group of countries by the words queries use for it. */
export interface CountryGroup {
  names: string[];
  countries: string[];
}

export const COUNTRY_GROUPS: CountryGroup[] = [
  { names: ["dach", "dach region"], countries: ["DE", "AT", "CH"] },
  {
    names: ["nordic", "nordics", "nordic countries", "nordic region"],
    countries: ["SE", "NO", "DK", "FI", "IS"],
  },
  { names: ["scandinavia", "scandinavian countries"], countries: ["SE", "NO", "DK"] },
  { names: ["benelux", "low countries"], countries: ["BE", "NL", "LU"] },
  { names: ["iberia", "iberian peninsula"], countries: ["ES", "PT"] },
  { names: ["baltics", "baltic states", "baltic countries"], countries: ["EE", "LV", "LT"] },
  {
    names: ["balkans", "western balkans"],
    countries: ["RS", "BA", "ME", "MK", "AL", "XK", "HR", "SI", "BG"],
  },
  {
    names: ["cee", "central and eastern europe", "central eastern europe", "central east europe"],
    countries: CEE,
  },
  {
    names: ["eastern europe", "east europe"],
    countries: where((c) => c.subregion === "Eastern Europe").concat(["EE", "LV", "LT"]),
  },
  { names: ["uk and ireland", "uk ireland", "british isles", "uki"], countries: ["GB", "IE"] },
  {
    names: ["mena", "middle east and north africa"],
    countries: [...new Set([...MIDDLE_EAST, ...NORTH_AFRICA])].filter((c) => c !== "TR"),
  },
  { names: ["middle east"], countries: MIDDLE_EAST },
  {
    names: ["gcc", "gulf", "gulf region", "gulf states", "gcc countries"],
    countries: ["AE", "SA", "QA", "KW", "BH", "OM"],
  },
  { names: ["north africa"], countries: NORTH_AFRICA },
  {
    names: ["emea", "europe middle east and africa"],
    countries: [...new Set([...EUROPE, ...MIDDLE_EAST, ...AFRICA])],
  },
  // Not the data's own "APAC" tag: some exports (and the gazetteer) file Israel and the Emirates there.
  { names: ["apac", "asia pacific", "asia pac"], countries: APAC },
  { names: ["latam", "latin america"], countries: LATIN_AMERICA },
  {
    names: ["southeast asia", "south east asia", "sea region", "asean"],
    countries: where((c) => c.subregion === "South-Eastern Asia"),
  },
  // "Down under" is the colloquial name of both.
  { names: ["anz", "australia and new zealand", "oceania", "down under"], countries: ["AU", "NZ"] },
  { names: ["north america"], countries: ["US", "CA", "MX"] },
  {
    names: ["south america"],
    countries: where((c) => c.subregion === "South America"),
  },
  { names: ["central america"], countries: where((c) => c.subregion === "Central America") },
  // "EU only" and "EU citizens" mean the Union's members, not the continent: the United Kingdom,
  // Switzerland and Norway are out (round 11 #22, round 7 #27 of first sight).
  {
    names: ["eu", "european union", "eu member states", "eu countries", "eu member countries"],
    countries: EU_MEMBERS,
  },
  // A time zone is the clock, not the membership: "EU time zone" includes London's.
  { names: ["europe", "eu time zone", "eu time zones", "eu timezone", "eu timezones"], countries: EUROPE },
  { names: ["africa"], countries: AFRICA },
  { names: ["asia"], countries: where((c) => c.region === "Asia") },
];

/** The key a group is indexed under (its first name, letters and digits). */
export const groupKey = (group: CountryGroup) => (group.names[0] as string).replace(/[^a-z0-9]/g, "");

/** Country -> the groups it belongs to (keys): the facet index holds one token per group. */
const GROUPS_OF = new Map<string, string[]>();
for (const group of COUNTRY_GROUPS)
  for (const iso2 of group.countries) GROUPS_OF.set(iso2, [...(GROUPS_OF.get(iso2) ?? []), groupKey(group)]);

export function groupsOf(iso2: string): readonly string[] {
  return GROUPS_OF.get(iso2) ?? [];
}
