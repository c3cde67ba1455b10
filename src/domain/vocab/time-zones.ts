/**
 * Time zones as people name them in queries ("CET hours", "on Pacific time", "GMT/WET", "EST",
 * "UTC+1"): each zone is a clock, so it covers every place that keeps that standard time, summer
 * time included (CEST is CET). A country with one standard time is in its zone whole; a country
 * with several is in a zone by its states or provinces, each by the zone most of it keeps.
 *
 * The zones are data (data/vocab/time-zones.json, with their sources: the IANA tz database's
 * countries per standard offset, the US Department of Transportation's zone boundaries, the other
 * countries' legal times), written there once because no maintained package maps places to zones at
 * the level the gazetteer holds them.
 */
import zonesJson from "../../../data/vocab/time-zones.json" with { type: "json" };
import type { State } from "./subnational.ts";

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

interface ZonesFile {
  zones: {
    label: string;
    abbreviations: string[];
    names: string[];
    offset: number;
    countries: string[];
    /** State names by ISO country code. */
    states: { [iso2: string]: string[] | undefined };
  }[];
}

export const TIME_ZONES: TimeZone[] = (zonesJson as ZonesFile).zones.map((z) => ({
  abbreviations: z.abbreviations,
  names: z.names,
  offset: z.offset,
  countries: z.countries,
  states: Object.entries(z.states).flatMap(([iso2, names]) => (names ?? []).map((n): State => [n, iso2])),
  label: z.label,
}));

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
