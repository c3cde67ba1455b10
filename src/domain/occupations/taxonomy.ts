/**
 * The ESCO occupations in memory: concepts, their labels in 21 languages, and an inverted index
 * from analysed units to labels.
 */
import { analyzeLabel, type Unit } from "./analyze.ts";

export const LANGUAGES = [
  "bg",
  "cs",
  "da",
  "de",
  "en",
  "es",
  "et",
  "fr",
  "hr",
  "hu",
  "it",
  "lt",
  "lv",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "sk",
  "sl",
  "sv",
] as const;
export type Language = (typeof LANGUAGES)[number];

export interface LabelRow {
  lang: Language;
  uri: string;
  text: string;
}

export interface Taxonomy {
  uris: string[];
  conceptOf: Map<string, number>;
  /** English preferred label per concept (the first English label). */
  english: string[];
  labelText: string[];
  labelLang: Uint8Array;
  labelConcept: Uint32Array;
  /** Squared norm of each label's unit weights. */
  labelNorm: Float64Array;
  unitId: Map<string, number>;
  idf: Float64Array;
  /** Postings: labels holding each unit, with the unit's role in the label. */
  postStart: Uint32Array;
  postLabel: Uint32Array;
  postRole: Uint8Array;
}

export function buildTaxonomy(rows: LabelRow[]): Taxonomy {
  const uris: string[] = [];
  const conceptOf = new Map<string, number>();
  const english: string[] = [];
  const n = rows.length;
  const labelText: string[] = new Array(n);
  const labelLang = new Uint8Array(n);
  const labelConcept = new Uint32Array(n);
  const unitId = new Map<string, number>();
  const labelUnits: Unit[][] = new Array(n);
  const unitIds: number[][] = new Array(n);
  const df: number[] = [];
  rows.forEach((row, i) => {
    let c = conceptOf.get(row.uri);
    if (c === undefined) {
      c = uris.length;
      uris.push(row.uri);
      conceptOf.set(row.uri, c);
      english.push("");
    }
    if (row.lang === "en" && english[c] === "") english[c] = row.text;
    labelText[i] = row.text;
    labelLang[i] = LANGUAGES.indexOf(row.lang);
    labelConcept[i] = c;
    const units = analyzeLabel(row.text, row.lang);
    labelUnits[i] = units;
    const ids: number[] = [];
    for (const u of units) {
      let id = unitId.get(u.key);
      if (id === undefined) {
        id = df.length;
        unitId.set(u.key, id);
        df.push(0);
      }
      ids.push(id);
    }
    for (const id of new Set(ids)) df[id] = (df[id] ?? 0) + 1;
    unitIds[i] = ids;
  });
  const idf = new Float64Array(df.length);
  for (let u = 0; u < df.length; u++) idf[u] = Math.log(n / (df[u] ?? 1));
  const labelNorm = new Float64Array(n);
  const counts = new Uint32Array(df.length + 1);
  for (let i = 0; i < n; i++) {
    const units = labelUnits[i] ?? [];
    const ids = unitIds[i] ?? [];
    let norm = 0;
    ids.forEach((id, k) => {
      const w = (idf[id] ?? 0) * (units[k]?.weight ?? 1);
      norm += w * w;
      counts[id + 1] = (counts[id + 1] ?? 0) + 1;
    });
    labelNorm[i] = norm;
  }
  for (let u = 0; u < df.length; u++) counts[u + 1] = (counts[u + 1] ?? 0) + (counts[u] ?? 0);
  const postStart = counts.slice();
  const total = postStart[df.length] ?? 0;
  const postLabel = new Uint32Array(total);
  const postRole = new Uint8Array(total);
  const fill = postStart.slice();
  for (let i = 0; i < n; i++) {
    const units = labelUnits[i] ?? [];
    (unitIds[i] ?? []).forEach((id, k) => {
      const at = fill[id] ?? 0;
      postLabel[at] = i;
      postRole[at] = units[k]?.head ? 1 : 0;
      fill[id] = at + 1;
    });
  }
  return {
    uris,
    conceptOf,
    english,
    labelText,
    labelLang,
    labelConcept,
    labelNorm,
    unitId,
    idf,
    postStart,
    postLabel,
    postRole,
  };
}
