/**
 * The taxonomy as shipped (data/esco/occupations.json.gz): labels, each language's learned model
 * and vocabulary, and the inverted index, analysed at build time (scripts/build-esco.ts) so that
 * loading only decodes arrays. Typed arrays travel as base64; posting lists as gaps.
 */
import { gunzipSync, gzipSync } from "node:zlib";
import { type Analyzer, makeAnalyzer } from "./analyze.ts";
import { LANGUAGES, type Language } from "./languages.ts";
import type { LanguageModel } from "./learn.ts";
import { deriveConcepts, type Taxonomy } from "./taxonomy.ts";

/** Bumped whenever the analysis changes: a file of another version is refused, not misread. */
export const FORMAT = 1;
/** Unit weights in a label are multiples of 1/16 (products of 2, 1/2, 1/4). */
const WEIGHT_SCALE = 16;

interface Stored {
  format: number;
  uris: string[];
  labels: string;
  labelLang: string;
  labelConcept: string;
  labelNorm: string;
  units: string;
  idf: string;
  postStart: string;
  postGaps: string;
  postWeight: string;
  models: Record<Language, LanguageModel>;
  /** Per language: "form\tcount" lines (the compound vocabulary), "unit\tcount" lines (heads). */
  forms: Record<Language, string>;
  occ: Record<Language, string>;
}

const b64 = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString("base64");
function bytes(s: string): ArrayBuffer {
  const b = Buffer.from(s, "base64");
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
}
const lines = (m: Map<string, number>) => [...m].map(([k, v]) => `${k}\t${v}`).join("\n");
function counts(text: string): Map<string, number> {
  const m = new Map<string, number>();
  if (text === "") return m;
  for (const line of text.split("\n")) {
    const tab = line.lastIndexOf("\t");
    m.set(line.slice(0, tab), Number(line.slice(tab + 1)));
  }
  return m;
}

export function serializeTaxonomy(tax: Taxonomy, models: Record<Language, LanguageModel>): Buffer {
  const units: string[] = new Array(tax.unitId.size);
  for (const [k, id] of tax.unitId) units[id] = k;
  const gaps = new Uint32Array(tax.postLabel.length);
  for (let u = 0; u + 1 < tax.postStart.length; u++) {
    let prev = 0;
    for (let p = tax.postStart[u] ?? 0; p < (tax.postStart[u + 1] ?? 0); p++) {
      gaps[p] = (tax.postLabel[p] ?? 0) - prev;
      prev = tax.postLabel[p] ?? 0;
    }
  }
  const stored: Stored = {
    format: FORMAT,
    uris: tax.uris,
    labels: tax.labelText.join("\n"),
    labelLang: b64(tax.labelLang),
    labelConcept: b64(Uint16Array.from(tax.labelConcept)),
    labelNorm: b64(tax.labelNorm),
    units: units.join("\n"),
    idf: b64(tax.idf),
    postStart: b64(tax.postStart),
    postGaps: b64(gaps),
    postWeight: b64(Uint8Array.from(tax.postWeight, (w) => Math.round(w * WEIGHT_SCALE))),
    models,
    forms: Object.fromEntries(tax.analyzers.map((an) => [an.lang, lines(an.forms)])) as Record<
      Language,
      string
    >,
    occ: Object.fromEntries(tax.analyzers.map((an) => [an.lang, lines(an.occ)])) as Record<Language, string>,
  };
  return gzipSync(JSON.stringify(stored), { level: 9 });
}

export function loadTaxonomy(file: Uint8Array): Taxonomy {
  const stored = JSON.parse(gunzipSync(file).toString("utf8")) as Stored;
  if (stored.format !== FORMAT)
    throw new Error(`occupations file format ${stored.format}, expected ${FORMAT}`);
  const labelText = stored.labels.split("\n");
  const labelLang = new Uint8Array(bytes(stored.labelLang));
  const labelConcept = Uint32Array.from(new Uint16Array(bytes(stored.labelConcept)));
  const postStart = new Uint32Array(bytes(stored.postStart));
  const postLabel = new Uint32Array(bytes(stored.postGaps));
  for (let u = 0; u + 1 < postStart.length; u++) {
    for (let p = (postStart[u] ?? 0) + 1; p < (postStart[u + 1] ?? 0); p++) {
      postLabel[p] = (postLabel[p] ?? 0) + (postLabel[p - 1] ?? 0);
    }
  }
  const postWeight = Float32Array.from(new Uint8Array(bytes(stored.postWeight)), (w) => w / WEIGHT_SCALE);
  const formLangs = new Map<string, number>();
  const analyzers: Analyzer[] = LANGUAGES.map((lang, li) => {
    const an = makeAnalyzer(lang, stored.models[lang], counts(stored.forms[lang]));
    an.occ = counts(stored.occ[lang]);
    for (const form of an.forms.keys()) formLangs.set(form, (formLangs.get(form) ?? 0) | (1 << li));
    return an;
  });
  const units = stored.units.split("\n");
  return {
    ...deriveConcepts(stored.uris, labelText, labelLang, labelConcept),
    uris: stored.uris,
    labelText,
    labelLang,
    labelConcept,
    labelNorm: new Float32Array(bytes(stored.labelNorm)),
    analyzers,
    formLangs,
    unitId: new Map(units.map((u, i) => [u, i])),
    idf: new Float32Array(bytes(stored.idf)),
    postStart,
    postLabel,
    postWeight,
  };
}
