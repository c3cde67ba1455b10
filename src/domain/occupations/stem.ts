/**
 * Word stems per language. Snowball stemmers (@orama/stemmers) where one exists; for Czech,
 * Slovak, Polish, Slovene, Croatian, Latvian and Estonian, which it lacks (and Bulgarian, whose port
 * writes to a string and throws), a light stemmer that
 * strips the common noun and adjective endings of the language's grammar (case, number, gender),
 * longest first, keeping at least three letters.
 */
import { stemmer as da } from "@orama/stemmers/danish";
import { stemmer as nl } from "@orama/stemmers/dutch";
import { stemmer as en } from "@orama/stemmers/english";
import { stemmer as fr } from "@orama/stemmers/french";
import { stemmer as de } from "@orama/stemmers/german";
import { stemmer as hu } from "@orama/stemmers/hungarian";
import { stemmer as it } from "@orama/stemmers/italian";
import { stemmer as lt } from "@orama/stemmers/lithuanian";
import { stemmer as no } from "@orama/stemmers/norwegian";
import { stemmer as pt } from "@orama/stemmers/portuguese";
import { stemmer as ro } from "@orama/stemmers/romanian";
import { stemmer as es } from "@orama/stemmers/spanish";
import { stemmer as sv } from "@orama/stemmers/swedish";
import type { Language } from "./languages.ts";

/** The short endings Czech and Slovak share, longest first (each list below ends with them). */
const CZECH_SLOVAK_SHORT = ["ou", "ím", "ý", "á", "é", "í", "y", "i", "a", "e", "u", "o"];

/** Inflectional endings (nouns and adjectives), from each language's grammar. */
const ENDINGS: Partial<Record<Language, string[]>> = {
  bg: [
    "ията",
    "ият",
    "ите",
    "ята",
    "ове",
    "еве",
    "ища",
    "ът",
    "ят",
    "та",
    "то",
    "те",
    "ия",
    "и",
    "а",
    "е",
    "о",
    "я",
  ],
  pl: [
    "owie",
    "ami",
    "ach",
    "ego",
    "emu",
    "ych",
    "ymi",
    "ich",
    "imi",
    "iej",
    "ów",
    "om",
    "em",
    "ie",
    "ym",
    "ej",
    "im",
    "ą",
    "ę",
    "y",
    "i",
    "a",
    "e",
    "u",
    "o",
  ],
  cs: ["ové", "ech", "ích", "ých", "ami", "ými", "ému", "ého", "ům", "em", ...CZECH_SLOVAK_SHORT, "ů"],
  sk: ["ovia", "och", "ami", "ému", "ého", "ích", "ých", "ými", "om", "ov", ...CZECH_SLOVAK_SHORT],
  sl: ["ami", "ega", "emu", "ih", "ov", "ev", "om", "em", "im", "i", "a", "e", "u", "o"],
  hr: ["ima", "ama", "oga", "om", "em", "ih", "og", "oj", "i", "a", "e", "u", "o"],
  lv: [
    "iem",
    "ām",
    "ēm",
    "os",
    "as",
    "es",
    "is",
    "us",
    "ai",
    "ei",
    "am",
    "em",
    "im",
    "um",
    "s",
    "a",
    "e",
    "i",
    "u",
    "š",
  ],
  et: ["dele", "tele", "de", "te", "d"],
};

const SNOWBALL: Partial<Record<Language, (w: string) => string>> = {
  da,
  de,
  en,
  es,
  fr,
  hu,
  it,
  lt,
  nl,
  no,
  pt,
  ro,
  sv,
};

function stripEnding(word: string, endings: string[]): string {
  for (const e of endings)
    if (word.length - e.length >= 3 && word.endsWith(e)) return word.slice(0, -e.length);
  return word;
}

/** The stem of a lower-cased word (diacritics still on) in a language. */
export function stem(word: string, lang: Language): string {
  const snowball = SNOWBALL[lang];
  if (snowball) return snowball(word);
  const endings = ENDINGS[lang];
  return endings ? stripEnding(word, endings) : word;
}
