/**
 * Countries written as their ISO codes, as chat and sheets write them (round 7 of first sight):
 * a list of codes ("DE/AT/CH", "ES, PT or IT") and a code with "-based" ("US-based", "UK-based").
 * Written out as the countries' names before the phrase pass reads places. Only capitals count,
 * and a list is read only when every item is a country code the vocabulary reads as nothing else
 * ("HR/IT" is a department and a code, and is left alone), so lower-case "us", "at", "de" stay words.
 */
import { COUNTRY_BY_ISO2 } from "../vocab/index.ts";
import { countryOfCode } from "../vocab/regions.ts";
import { beforeSkillNoun } from "./letters-not-places.ts";
import { PHRASES } from "./phrase-meanings.ts";

const CODE = "[A-Z]{2}";
const CODE_LIST = new RegExp(
  `(?<![\\p{L}\\p{N}/-])${CODE}(?:\\s*(?:/|,|\\bor\\b|\\band\\b|&)\\s*${CODE})+(?![\\p{L}\\p{N}/-])`,
  "gu",
);
const CODE_BASED = new RegExp(`(?<![\\p{L}\\p{N}])(${CODE})-based\\b`, "gu");
/** Words that exclude what follows, as reports and sheets write them ("excl. CH", "w/o US", "minus IN"). */
const EXCLUDING =
  "(?:excl\\.?|excluding|exclude|except|minus|sans|w/o|without|less|bar|not|but not|outside(?:\\s+of)?)";
/** A lone code right after an exclusion word: the place it excludes. */
const CODE_EXCLUDED = new RegExp(`(?<=\\b${EXCLUDING}\\s+)(${CODE})(?![\\p{L}\\p{N}/&-])`, "gu");
/**
 * A lone code that is an item of a report line on its own: after a comma, a dash or a bracket (or
 * first), before the next one, the end or an exclusion ("Sr./Mid, IN excl. Mumbai"). "IN" in prose
 * ("engineers IN Berlin") has a word after it and stays a word.
 */
const CODE_ITEM = new RegExp(
  `(?<=(?:^|[,;(]|\\s[—–-])\\s*)(${CODE})(?=\\s*(?:$|[,;)]|\\s[—–-]\\s|\\s+${EXCLUDING}(?![\\p{L}])))`,
  "gu",
);

/**
 * The country a code in free text names, unless the vocabulary reads the letters as a role or a
 * department: in prose nothing but the letters says they are a place. Only the gazetteer's
 * countries are read, so the codes of countries it does not hold ("BD", "BI", "GM", "PE") stay
 * the words people mean by them.
 */
export function countryOf(code: string): string | undefined {
  const meanings = PHRASES.get(code.toLowerCase());
  if (meanings?.some((m) => m.kind !== "place")) return undefined;
  const country = countryOfCode(code);
  return country && COUNTRY_BY_ISO2.has(country.iso2) ? country.name : undefined;
}

/**
 * Pass (text, before the phrases): country codes as country names. Codes before a skill noun are the
 * skill ("without AR experience" is augmented reality, not Argentina excluded: review r67).
 */
export function readCountryCodes(text: string): string {
  const skill = (code: string, at: number, all: string) => beforeSkillNoun(all.slice(at + code.length));
  return text
    .replace(CODE_LIST, (whole, at: number, all: string) => {
      if (skill(whole, at, all)) return whole;
      const names = (whole.match(/[A-Z]{2}/g) ?? []).map(countryOf);
      return names.every((n) => n !== undefined) ? ` ${names.join(" or ")} ` : whole;
    })
    .replace(CODE_BASED, (whole, code: string) => {
      const name = countryOf(code);
      return name ? ` based in ${name} ` : whole;
    })
    .replace(CODE_EXCLUDED, (code: string, _code: string, at: number, all: string) =>
      skill(code, at, all) ? code : (countryOf(code) ?? code),
    )
    .replace(CODE_ITEM, (code: string) => {
      const name = countryOf(code);
      return name ? `in ${name}` : code;
    });
}
