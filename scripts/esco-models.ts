/** Learning every language's model from the label rows (at build time). */
import sw from "stopword";
import { learnDerivations } from "../src/domain/occupations/derive.ts";
import { LANGUAGES, type Language } from "../src/domain/occupations/languages.ts";
import {
  type LanguageModel,
  learnAcronyms,
  learnGender,
  learnHeadFirst,
  learnStopwords,
} from "../src/domain/occupations/learn.ts";
import { countForms, type LabelRow } from "../src/domain/occupations/taxonomy.ts";

/** ISO 639-1 -> the stopword package's ISO 639-3 list name. */
const STOPWORD_LIST: Record<Language, string> = {
  bg: "bul",
  cs: "ces",
  da: "dan",
  de: "deu",
  en: "eng",
  es: "spa",
  et: "est",
  fr: "fra",
  hr: "hrv",
  hu: "hun",
  it: "ita",
  lt: "lit",
  lv: "lav",
  nl: "nld",
  no: "nob",
  pl: "pol",
  pt: "por",
  ro: "ron",
  sk: "slk",
  sl: "slv",
  sv: "swe",
};

export function learnModels(rows: LabelRow[]): Record<Language, LanguageModel> {
  const out = {} as Record<Language, LanguageModel>;
  for (const lang of LANGUAGES) {
    const mine = rows.filter((r) => r.lang === lang);
    const labels = mine.map((r) => r.text);
    const published = (sw as unknown as Record<string, string[]>)[STOPWORD_LIST[lang]] ?? [];
    const stop = learnStopwords(labels, published);
    const stopSet = new Set(stop);
    const byConcept = new Map<string, string[]>();
    for (const r of mine) byConcept.set(r.uri, [...(byConcept.get(r.uri) ?? []), r.text]);
    out[lang] = {
      stop,
      gender: learnGender(labels),
      headFirst: learnHeadFirst(labels, stopSet),
      acronyms: learnAcronyms([...byConcept.values()], stopSet),
      derivations: learnDerivations(countForms(rows, lang).keys()),
    };
  }
  return out;
}
