/**
 * Spoken languages: ISO 639-1 codes and their names, in English and in the language itself
 * ("German" / "Deutsch", "Japanese" / "日本語"), from the runtime's CLDR data (Intl.DisplayNames):
 * a maintained source shipped with the runtime, so no list is kept here but the few common names
 * CLDR spells otherwise ("Mandarin" for Chinese, "Farsi" for Persian). Profiles list languages in
 * either form; queries say the English one.
 */
import { fold } from "../query/text.ts";

/** Names people use that CLDR's language names do not hold. */
const ALIASES: Record<string, string> = {
  mandarin: "zh",
  "mandarin chinese": "zh",
  cantonese: "zh",
  farsi: "fa",
  flemish: "nl",
  filipino: "tl",
  tagalog: "tl",
  castilian: "es",
  "brazilian portuguese": "pt",
};

const byName = new Map<string, string>();
/** English names of the languages, lower case: what a query names. */
export const LANGUAGE_NAMES: string[] = [];

function build() {
  const english = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
  for (let a = 97; a < 123; a++)
    for (let b = 97; b < 123; b++) {
      const code = String.fromCharCode(a, b);
      const name = english.of(code);
      if (!name) continue;
      codes.push(code);
      const own = new Intl.DisplayNames([code], { type: "language", fallback: "none" }).of(code);
      for (const n of [name, own]) if (n) add(n, code);
      LANGUAGE_NAMES.push(name.toLowerCase());
    }
  for (const [name, code] of Object.entries(ALIASES)) {
    add(name, code);
    LANGUAGE_NAMES.push(name);
  }
}

let foreignNamesAdded = false;
/**
 * A profile written in German or Spanish names English "Englisch" or "Inglés": the names in the
 * languages profiles are written in, added after the English and own names (which win a clash),
 * on the first name those do not hold (about 70-110 ms of CLDR look-ups, kept off the start-up).
 */
function addForeignNames(): boolean {
  if (foreignNamesAdded) return false;
  foreignNamesAdded = true;
  for (const locale of PROFILE_LOCALES) {
    const names = new Intl.DisplayNames([locale], { type: "language", fallback: "none" });
    for (const code of codes) {
      const name = names.of(code);
      if (name) add(name, code);
    }
  }
  return true;
}

/**
 * The languages profiles are written in, beyond English: the official languages of the countries
 * the gazetteer holds most people in (Europe, the Americas, Asia's large markets).
 */
const PROFILE_LOCALES = [
  ...["de", "fr", "es", "it", "pt", "nl", "pl", "sv", "da", "nb", "fi", "cs", "sk", "hu", "ro"],
  ...["el", "tr", "ru", "uk", "he", "ar", "ja", "zh", "ko", "hi", "id", "vi", "th"],
];
const codes: string[] = [];

function add(name: string, code: string) {
  for (const key of [name.normalize("NFC").toLowerCase(), fold(name)])
    if (key && !byName.has(key)) byName.set(key, code);
}
build();

/** The ISO 639-1 code of a language as a profile or a query names it ("Deutsch", "german", "English (US)"), or null. */
export function languageCode(name: string): string | null {
  const clean = name
    .replace(/\(.*?\)/g, " ")
    .trim()
    .normalize("NFC")
    .toLowerCase();
  const known = () =>
    byName.get(clean) ?? byName.get(fold(clean)) ?? byName.get(clean.split(/[\s,;/-]+/)[0] ?? "") ?? null;
  return known() ?? (addForeignNames() ? known() : null);
}

export type Fluency = "basic" | "working" | "fluent";

/**
 * "Fluent" narrowed by the word before it: "business fluent" is the working level the exports
 * write beside "Professional working proficiency" and B2 (the usage of CVs and job ads, where full
 * fluency is "fluent" alone or C1), and "conversationally", "nearly" or "almost fluent" are short
 * of fluent by their own words.
 */
const NARROWED_FLUENT = / (business|conversational|conversationally|nearly|almost|near|semi) fluen/;

/**
 * How well, from the proficiency as written (export words, loose words or a CEFR code): "fluent"
 * for native, bilingual, fluent, full professional, C1-C2; "basic" for elementary, limited,
 * beginner, A1-A2; "working" otherwise, a level not written and a narrowed "fluent" included.
 */
export function fluency(proficiency: string | null | undefined): Fluency {
  const p = ` ${fold(proficiency ?? "").replace(/[\s-]+/g, " ")} `;
  if (NARROWED_FLUENT.test(p) && !/ (native|bilingual|c1|c2) /.test(p)) return "working";
  if (/ (native|bilingual|fluent|mother tongue|full professional|c1|c2) /.test(p)) return "fluent";
  if (/ (elementary|limited|basic|beginner|a1|a2) /.test(p)) return "basic";
  return "working";
}
