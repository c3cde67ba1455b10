/**
 * Places said by what they share, as the words the phrase pass reads (../vocab/place-areas.ts):
 * - a time zone said as an offset: "UTC+1", "GMT-8", "UTC +05:30" -> the zone of that standard
 *   offset ("CET", "PST", "IST"), and "UTC" / "GMT" alone stay the UTC+0 zone;
 * - a language area: "<language>-speaking" or "<language>phone" before a place noun or a country
 *   ("French-speaking cities", "francophone regions", "German-speaking Switzerland", "the
 *   Italian-speaking part of Switzerland", "Spanish-speaking countries") -> "<language> lingua
 *   areas / countries / <country>" (a word no other reader takes); "Romandy" is French-speaking Switzerland. Before a person
 *   noun ("French-speaking engineers") it is a language spoken, left to ./read-languages.ts.
 * Runs before the language pass, so a language area is never read as the language it names.
 */
import { languagePhrase, OFFICIAL_LANGUAGES, placeAreaPhrases } from "../vocab/place-areas.ts";
import { anyCountryIso2 } from "../vocab/places.ts";
import { TIME_ZONES, zoneOfOffset } from "../vocab/time-zones.ts";
import type { ScanState } from "./parse-state.ts";
import type { PlanNode } from "./plan.ts";
import { words } from "./text.ts";

const AREA_KEYS = new Set(placeAreaPhrases().map(([phrase]) => words(phrase).join(" ")));
const has = (phrase: string) => AREA_KEYS.has(words(phrase).join(" "));

const OFFSET = /\b(?:UTC|GMT)\s*([+\-−–])\s*(\d{1,2})(?::?([0-5]\d))?(?![\d:])/giu;

/** "francophone" and the like: the language they name. */
const PHONES: Record<string, string> = {
  franco: "French",
  anglo: "English",
  germano: "German",
  hispano: "Spanish",
  luso: "Portuguese",
  italo: "Italian",
  arabo: "Arabic",
  russo: "Russian",
  sino: "Chinese",
  neerlando: "Dutch",
};
const BY_NAME = new Map(OFFICIAL_LANGUAGES.map((l) => [l.toLowerCase(), l]));
const LANGUAGE = `(?:${OFFICIAL_LANGUAGES.map((l) => l.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`;
const SPEAKING = `(?<lang>${LANGUAGE})[\\s-]*(?:speaking|speaker)|(?<phone>${Object.keys(PHONES).join("|")})phones?`;
const AREA_NOUN =
  "(?:cities|city|towns?|regions?|areas?|parts?|places?|locations?|hubs?|offices?|territor(?:y|ies)|provinces?|cantons?|states?|zones?)";
const COUNTRY_NOUN = "(?:countries|country|nations?|world|markets?)";
const PART_OF = new RegExp(
  `\\b(?:the\\s+)?(?:${SPEAKING})\\s+(?:part|parts|region|regions|area|areas|side|cantons?|provinces?)\\s+of\\s+(?:the\\s+)?(?<place>[\\p{L}.]+(?:\\s+[\\p{L}.]+){0,2})`,
  "giu",
);
const BEFORE_PLACE = new RegExp(
  `\\b(?:the\\s+)?(?:${SPEAKING})\\s+(?<place>[\\p{L}.]+(?:\\s+[\\p{L}.]+){0,2})`,
  "giu",
);
const BEFORE_NOUN = new RegExp(
  `\\b(?:${SPEAKING})\\s+(?:(?<country>${COUNTRY_NOUN})|${AREA_NOUN})\\b`,
  "giu",
);
const ROMANDY = /\b(?:romandy|romandie|(?:la\s+)?suisse\s+romande|(?:the\s+)?swiss\s+romand(?:e|ie)?)\b/giu;

const languageOf = (groups: Record<string, string | undefined>) =>
  groups.lang ? BY_NAME.get(groups.lang.toLowerCase()) : PHONES[(groups.phone ?? "").toLowerCase()];

/** The language area of a country named in the first one to three words, and how many words it took. */
function countryArea(language: string, place: string): { phrase: string; said: string } | undefined {
  const ws = place.split(/\s+/);
  for (let n = ws.length; n > 0; n--) {
    const said = ws.slice(0, n).join(" ");
    // A country's name, never a short word read as a code ("English speaking in Berlin": "in" is no
    // India, "French speaking PM": no Saint Pierre and Miquelon; review r64).
    if (said.replace(/[^\p{L}]/gu, "").length < 4) continue;
    const iso2 = anyCountryIso2(said);
    const phrase = iso2 ? languagePhrase.country(language, iso2) : undefined;
    if (phrase && has(phrase)) return { phrase, said };
  }
  return undefined;
}

/** Pass (text, before the language pass): time-zone offsets and language areas as area phrases. */
export function readPlaceAreas(state: ScanState): void {
  let text = state.text.replace(OFFSET, (whole, sign: string, hours: string, minutes?: string) => {
    const offset = (sign === "+" ? 1 : -1) * (Number(hours) * 60 + Number(minutes ?? 0));
    const zone = zoneOfOffset(offset);
    return zone ? ` ${(zone.abbreviations[0] as string).toUpperCase()} ` : whole;
  });
  text = text.replace(ROMANDY, () => ` ${languagePhrase.country("French", "CH")} `);
  const countryRewrite = (whole: string, ...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    const language = languageOf(groups);
    const found = language ? countryArea(language, groups.place as string) : undefined;
    if (!found) return whole;
    const rest = (groups.place as string).slice(found.said.length);
    return ` ${found.phrase}${rest}`;
  };
  text = text.replace(PART_OF, countryRewrite).replace(BEFORE_PLACE, countryRewrite);
  text = text.replace(BEFORE_NOUN, (whole: string, ...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    const language = languageOf(groups);
    if (!language) return whole;
    const phrase = groups.country ? languagePhrase.countries(language) : languagePhrase.area(language);
    return has(phrase) ? ` ${phrase} ` : whole;
  });
  if (text !== state.text) state.rephrased = text;
  state.text = text;
}

const ZONE_LABELS = new Set(TIME_ZONES.map((z) => `Located in ${z.label}`));
/** Whether a plan node is a time zone's place (../vocab/time-zones.ts), by the label its phrase gives it. */
export const isClock = (node: PlanNode) => "label" in node && ZONE_LABELS.has(node.label);
