/**
 * The ESCO occupations in memory: concepts, their labels in 21 languages, each language's analyser,
 * and an inverted index from analysed units to labels.
 */
import { type Analyzer, analyze, learnOccupational, makeAnalyzer, type Unit } from "./analyze.ts";
import { LANGUAGES, type Language } from "./languages.ts";
import type { LanguageModel } from "./learn.ts";
import type { KeyedLookup, Lookup } from "./strings.ts";
import { foldWord, labelAlternatives, plainText, rawWords } from "./text.ts";

export interface LabelRow {
  lang: Language;
  uri: string;
  text: string;
}

export interface Taxonomy {
  uris: string[];
  conceptOf: Map<string, number>;
  /** Whether each concept is an ISCO group rather than an ESCO occupation. */
  isGroup: Uint8Array;
  /** English preferred label per concept (the first English label). */
  english: string[];
  labelCount: number;
  /** Label texts (decoded per language on first use once loaded: see store.ts). */
  labels: LabelTexts;
  labelLang: Uint8Array;
  labelConcept: Uint32Array;
  labelNorm: Float32Array;
  /** Whether each label is its occupation's preferred label in its language (the first one listed; none for ISCO groups). */
  preferred: Uint8Array;
  /** Labels of each concept: conceptLabels[conceptStart[c] .. conceptStart[c + 1]). */
  conceptStart: Uint32Array;
  conceptLabels: Uint32Array;
  analyzers: Analyzer[];
  /** Folded word form -> bit set of the languages whose labels use it. */
  formLangs: Lookup;
  /** Folded word form -> its number: its place among every language's forms, sorted (the stored table's order). */
  formId: Lookup;
  /**
   * Each label's alternatives as form numbers (labelAlternatives), NO_FORM between two:
   * labelWords[labelWordStart[l] .. labelWordStart[l + 1]). Built once, so that a link reads no
   * label text to ask whether a label is written with the title's words (link.ts).
   */
  labelWordStart: Uint32Array;
  labelWords: Uint32Array;
  unitId: KeyedLookup;
  idf: Float32Array;
  postStart: Uint32Array;
  postLabel: Uint32Array;
  /** The unit's weight in the label (head, qualifier), idf not included, times WEIGHT_SCALE. */
  postWeight: Uint8Array;
}

/** Between two alternatives of a label in labelWords. */
export const NO_FORM = 0xffffffff;

/** Unit weights in a label are multiples of 1/16 (products of 2, 1/2, 1/4): stored as sixteenths. */
export const WEIGHT_SCALE = 16;

export interface LabelTexts {
  text(l: number): string;
}

/** The text of label l. */
export function labelText(tax: Pick<Taxonomy, "labels">, l: number): string {
  return tax.labels.text(l);
}

/** Each concept's English preferred label: its first English label. */
function englishLabels(concepts: number, texts: string[], labelLang: Uint8Array, labelConcept: Uint32Array) {
  const english = new Array<string>(concepts).fill("");
  const en = LANGUAGES.indexOf("en");
  labelConcept.forEach((c, l) => {
    if (labelLang[l] === en && english[c] === "") english[c] = texts[l] ?? "";
  });
  return english;
}

/** The fields derived from the stored ones (concept lookups, English labels, label lists). */
export function deriveConcepts(
  uris: string[],
  labelConcept: Uint32Array,
  labelLang: Uint8Array,
): Pick<Taxonomy, "conceptOf" | "isGroup" | "conceptStart" | "conceptLabels" | "preferred"> {
  const conceptOf = new Map(uris.map((u, c) => [u, c]));
  const isGroup = Uint8Array.from(uris, (u) => (u.includes("/isco/") ? 1 : 0));
  // Indexed loops: iterating a typed array (for...of, forEach) cost ~10x more on the first load.
  const n = labelConcept.length;
  const conceptStart = new Uint32Array(uris.length + 1);
  for (let l = 0; l < n; l++) {
    const at = (labelConcept[l] ?? 0) + 1;
    conceptStart[at] = (conceptStart[at] ?? 0) + 1;
  }
  for (let c = 0; c < uris.length; c++)
    conceptStart[c + 1] = (conceptStart[c + 1] ?? 0) + (conceptStart[c] ?? 0);
  const fill = conceptStart.slice();
  const conceptLabels = new Uint32Array(n);
  // Labels come per language, each concept's preferred label first (as ESCO lists them). An ISCO
  // group's one label is its name but not an occupation's: groups have none marked (the linker
  // favours preferred labels, and a group's plural name would otherwise win every tie with its
  // occupations).
  const preferred = new Uint8Array(n);
  const seen = new Uint8Array(uris.length * LANGUAGES.length);
  for (let l = 0; l < n; l++) {
    const c = labelConcept[l] ?? 0;
    conceptLabels[fill[c] ?? 0] = l;
    fill[c] = (fill[c] ?? 0) + 1;
    const key = c * LANGUAGES.length + (labelLang[l] ?? 0);
    if (seen[key] === 0) {
      seen[key] = 1;
      preferred[l] = isGroup[c] ? 0 : 1;
    }
  }
  return { conceptOf, isGroup, conceptStart, conceptLabels, preferred };
}

export function countForms(rows: LabelRow[], lang: Language): Map<string, number> {
  const forms = new Map<string, number>();
  for (const row of rows) {
    if (row.lang !== lang) continue;
    // The words as written, and as the analysis reads them (joined initials: "B&B" is "bb").
    const words = [...rawWords(row.text), ...rawWords(plainText(row.text))];
    for (const w of new Set(words.map(foldWord))) forms.set(w, (forms.get(w) ?? 0) + 1);
  }
  return forms;
}

/** The inverted index of analysed labels: idf per unit (over concepts), label norms, postings. */
function invert(labelUnits: [number, Unit][][], labelConcept: Uint32Array, units: number, concepts: number) {
  const n = labelUnits.length;
  const idf = new Float32Array(units);
  // Document frequency over concepts (per language), not labels: a concept's many spellings of one
  // word (gender forms, variants) do not make the word common.
  const cdf = new Uint32Array(units);
  const last = new Int32Array(units).fill(-1);
  labelUnits.forEach((list, i) => {
    for (const [id] of list) {
      if (last[id] !== labelConcept[i]) {
        last[id] = labelConcept[i] ?? 0;
        cdf[id] = (cdf[id] ?? 0) + 1;
      }
    }
  });
  for (let u = 0; u < units; u++) idf[u] = Math.log(concepts / (cdf[u] ?? 1));
  const labelNorm = new Float32Array(n);
  const postStart = new Uint32Array(units + 1);
  for (let i = 0; i < n; i++) {
    let norm = 0;
    for (const [id, u] of labelUnits[i] ?? []) {
      const w = (idf[id] ?? 0) * (Math.round(u.weight * WEIGHT_SCALE) / WEIGHT_SCALE);
      norm += w * w;
      postStart[id + 1] = (postStart[id + 1] ?? 0) + 1;
    }
    labelNorm[i] = Math.sqrt(norm);
  }
  for (let u = 0; u < units; u++) postStart[u + 1] = (postStart[u + 1] ?? 0) + (postStart[u] ?? 0);
  const total = postStart[units] ?? 0;
  const postLabel = new Uint32Array(total);
  const postWeight = new Uint8Array(total);
  const fill = postStart.slice();
  for (let i = 0; i < n; i++) {
    for (const [id, u] of labelUnits[i] ?? []) {
      const at = fill[id] ?? 0;
      postLabel[at] = i;
      postWeight[at] = Math.round(u.weight * WEIGHT_SCALE);
      fill[id] = at + 1;
    }
  }
  return { idf, labelNorm, postStart, postLabel, postWeight };
}

/** Every label's alternatives as form numbers (Taxonomy.labelWords). */
function labelWordNumbers(texts: string[], formId: Map<string, number>) {
  const labelWordStart = new Uint32Array(texts.length + 1);
  const words: number[] = [];
  texts.forEach((text, l) => {
    labelAlternatives(text).forEach((alt, k) => {
      if (k > 0) words.push(NO_FORM);
      for (const w of alt) {
        const id = formId.get(w);
        // Every word of a label is one of its language's forms (countForms reads the same words).
        if (id === undefined) throw new Error(`buildTaxonomy: "${w}" of "${text}" is no form`);
        words.push(id);
      }
    });
    labelWordStart[l + 1] = words.length;
  });
  return { labelWordStart, labelWords: Uint32Array.from(words) };
}

export function buildTaxonomy(rows: LabelRow[], models: Record<Language, LanguageModel>): Taxonomy {
  const formMaps = LANGUAGES.map((lang) => countForms(rows, lang));
  const analyzers = LANGUAGES.map((lang, li) => {
    const an = makeAnalyzer(lang, models[lang], formMaps[li] ?? new Map());
    learnOccupational(
      rows.filter((r) => r.lang === lang).map((r) => r.text),
      an,
    );
    return an;
  });
  const formLangs = new Map<string, number>();
  formMaps.forEach((forms, li) => {
    for (const form of forms.keys()) formLangs.set(form, (formLangs.get(form) ?? 0) | (1 << li));
  });
  const formId = new Map([...formLangs.keys()].sort().map((f, i) => [f, i]));
  const uris: string[] = [];
  const conceptOf = new Map<string, number>();
  const n = rows.length;
  const labelText: string[] = new Array(n);
  const labelLang = new Uint8Array(n);
  const labelConcept = new Uint32Array(n);
  const unitId = new Map<string, number>();
  const df: number[] = [];
  const labelUnits: [number, Unit][][] = new Array(n);
  rows.forEach((row, i) => {
    let c = conceptOf.get(row.uri);
    if (c === undefined) {
      c = uris.length;
      uris.push(row.uri);
      conceptOf.set(row.uri, c);
    }
    labelText[i] = row.text;
    const li = LANGUAGES.indexOf(row.lang);
    labelLang[i] = li;
    labelConcept[i] = c;
    const units: [number, Unit][] = [];
    for (const u of analyze(row.text, analyzers[li] as Analyzer).values()) {
      let id = unitId.get(u.key);
      if (id === undefined) {
        id = df.length;
        unitId.set(u.key, id);
        df.push(0);
      }
      df[id] = (df[id] ?? 0) + 1;
      units.push([id, u]);
    }
    labelUnits[i] = units;
  });
  const { labelWordStart, labelWords } = labelWordNumbers(labelText, formId);
  const { idf, labelNorm, postStart, postLabel, postWeight } = invert(
    labelUnits,
    labelConcept,
    df.length,
    uris.length,
  );
  return {
    ...deriveConcepts(uris, labelConcept, labelLang),
    english: englishLabels(uris.length, labelText, labelLang, labelConcept),
    uris,
    labelCount: n,
    labels: { text: (l) => labelText[l] ?? "" },
    labelLang,
    labelConcept,
    labelNorm,
    analyzers,
    formLangs,
    formId,
    labelWordStart,
    labelWords,
    unitId,
    idf,
    postStart,
    postLabel,
    postWeight,
  };
}
