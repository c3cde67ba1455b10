/**
 * The taxonomy as shipped (data/esco/occupations.bin): labels, each language's learned model and
 * vocabulary, and the inverted index, analysed at build time (scripts/build-esco.ts). The file is a
 * list of sections (typed arrays as raw little-endian bytes, texts as UTF-8), stored uncompressed so
 * that loading is typed-array views onto the bytes as read: no decompression (inflating the 20 MB
 * took ~85% of the first link's load), no JSON of the big parts, no label strings (labels are
 * gzipped per language and decoded when one is asked for), posting lists as label numbers.
 */
import { type Analyzer, makeAnalyzer } from "./analyze.ts";
import { LANGUAGES, type Language } from "./languages.ts";
import type { LanguageModel } from "./learn.ts";
import { buildStringTable, type Lookup, StringTable, type StringTableArrays } from "./strings.ts";
import { deriveConcepts, type LabelTexts, type Taxonomy } from "./taxonomy.ts";

/** Bumped whenever the analysis or the layout changes: a file of another version is refused, not misread. */
export const FORMAT = 5;
const MAGIC = "ESCO-OCC";
/** The magic, then the file's 8-byte version (a hash of the rest), then each section's length. */
export const VERSION_END = MAGIC.length + 8;

interface Header {
  format: number;
  uris: string[];
  /** Each concept's English preferred label (labels themselves are decoded per language, lazily). */
  english: string[];
  /** Per language: its first label, its label count, and where its gzipped labels sit in labelsGz. */
  labelChunks: { first: number; count: number; at: number; length: number }[];
  models: Record<Language, LanguageModel>;
}

/** The three sections of a string table. */
function table<N extends string>(name: N) {
  return [`${name}Chars`, `${name}Start`, `${name}Slots`] as const;
}

/** Sections in file order. */
const SECTIONS = [
  "header",
  "labelsGz",
  "labelLang",
  "labelConcept",
  "labelNorm",
  "labelWordStart",
  "labelWords",
  ...table("units"),
  "idf",
  "postStart",
  "postLabel",
  "postWeight",
  ...table("forms"),
  "formBits",
  "formStart",
  "formLang",
  "formCount",
  ...table("occ"),
  "occCount",
] as const;
type Section = (typeof SECTIONS)[number];
const HEAD = VERSION_END + 4 * SECTIONS.length;

const enc = new TextEncoder();
const dec = new TextDecoder();
const raw = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
const pad8 = (n: number) => (n + 7) & ~7;

/** Every language's word forms in one table: form -> its languages, and its count in each. */
class FormTable {
  constructor(
    private readonly index: StringTable,
    private readonly bits: Uint32Array,
    private readonly start: Uint32Array,
    private readonly lang: Uint8Array,
    private readonly count: Uint16Array,
  ) {}
  languages(): Lookup {
    return { get: (form) => this.bits[this.index.indexOf(form)] };
  }
  of(li: number): Lookup {
    return {
      get: (form) => {
        const f = this.index.indexOf(form);
        if (f < 0 || !((this.bits[f] ?? 0) & (1 << li))) return undefined;
        for (let k = this.start[f] ?? 0; k < (this.start[f + 1] ?? 0); k++)
          if (this.lang[k] === li) return this.count[k];
        return undefined;
      },
    };
  }
}

function tableSections<N extends string>(name: N, keys: string[]): Record<string, Uint8Array> {
  const t = buildStringTable(keys);
  return { [`${name}Chars`]: raw(t.chars), [`${name}Start`]: raw(t.start), [`${name}Slots`]: raw(t.slots) };
}

function formSections(forms: Map<string, number>[], formId: Lookup): Record<string, Uint8Array> {
  const langsOf = new Map<string, number[]>();
  forms.forEach((m, li) => {
    for (const f of m.keys()) langsOf.set(f, [...(langsOf.get(f) ?? []), li]);
  });
  const list = [...langsOf.keys()].sort();
  // The labels' words are stored as these numbers (labelWords): the table must keep them.
  list.forEach((f, i) => {
    if (formId.get(f) !== i) throw new Error(`serializeTaxonomy: form "${f}" is not number ${i}`);
  });
  const bits = new Uint32Array(list.length);
  const start = new Uint32Array(list.length + 1);
  const lang: number[] = [];
  const count: number[] = [];
  list.forEach((f, i) => {
    for (const li of langsOf.get(f) ?? []) {
      bits[i] = (bits[i] ?? 0) | (1 << li);
      lang.push(li);
      count.push(Math.min(65535, forms[li]?.get(f) ?? 0));
    }
    start[i + 1] = lang.length;
  });
  return {
    ...tableSections("forms", list),
    formBits: raw(bits),
    formStart: raw(start),
    formLang: Uint8Array.from(lang),
    formCount: raw(Uint16Array.from(count)),
  };
}

/** Per language, how often a unit names an occupation alone: keys are the language's index (a char) and the unit. */
function occSections(occ: Map<string, number>[]): Record<string, Uint8Array> {
  const entries = occ.flatMap((m, li) => [...m].map(([u, n]) => [String.fromCharCode(li) + u, n] as const));
  return {
    ...tableSections(
      "occ",
      entries.map(([k]) => k),
    ),
    occCount: raw(Uint16Array.from(entries, ([, n]) => Math.min(65535, n))),
  };
}

function built<T>(x: unknown): Map<string, T> {
  if (!(x instanceof Map)) throw new Error("serializeTaxonomy: a taxonomy as built, not as loaded");
  return x;
}

/** Each language's labels gzipped apart (decoded when first needed), their places in the header. */
function packLabels(tax: Taxonomy, header: Header): Uint8Array {
  const chunks: Uint8Array[] = [];
  let at = 0;
  LANGUAGES.forEach((_, li) => {
    const ls = [...Array(tax.labelCount).keys()].filter((l) => tax.labelLang[l] === li);
    const first = ls[0] ?? 0;
    if (ls.some((l, k) => l !== first + k))
      throw new Error("serializeTaxonomy: labels not grouped by language");
    const gz = Bun.gzipSync(enc.encode(ls.map((l) => tax.labels.text(l)).join("\n")), { level: 9 });
    header.labelChunks.push({ first, count: ls.length, at, length: gz.length });
    chunks.push(gz);
    at += gz.length;
  });
  const labelsGz = new Uint8Array(at);
  chunks.reduce((o, c) => {
    labelsGz.set(c, o);
    return o + c.length;
  }, 0);
  return labelsGz;
}

/** The taxonomy as built (its analysers' forms and occ are Maps) -> the shipped file. */
export function serializeTaxonomy(tax: Taxonomy, models: Record<Language, LanguageModel>): Uint8Array {
  const units: string[] = new Array(tax.idf.length);
  for (const [k, id] of built<number>(tax.unitId)) units[id] = k;
  const header: Header = {
    format: FORMAT,
    uris: tax.uris,
    english: tax.english,
    labelChunks: [],
    models,
  };
  const labelsGz = packLabels(tax, header);
  const parts: Record<Section, Uint8Array> = {
    header: enc.encode(JSON.stringify(header)),
    labelsGz,
    labelLang: tax.labelLang,
    labelConcept: raw(Uint16Array.from(tax.labelConcept)),
    labelNorm: raw(tax.labelNorm),
    labelWordStart: raw(tax.labelWordStart),
    labelWords: raw(tax.labelWords),
    ...tableSections("units", units),
    idf: raw(tax.idf),
    postStart: raw(tax.postStart),
    postLabel: raw(tax.postLabel),
    postWeight: tax.postWeight,
    ...formSections(
      tax.analyzers.map((an) => built<number>(an.forms)),
      tax.formId,
    ),
    ...occSections(tax.analyzers.map((an) => built<number>(an.occ))),
  } as Record<Section, Uint8Array>;
  let size = pad8(HEAD);
  for (const s of SECTIONS) size += pad8(parts[s].byteLength);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set(enc.encode(MAGIC), 0);
  let at = pad8(HEAD);
  SECTIONS.forEach((s, i) => {
    view.setUint32(VERSION_END + 4 * i, parts[s].byteLength, true);
    out.set(parts[s], at);
    at += pad8(parts[s].byteLength);
  });
  // The file's version: a hash of everything after it, read alone at start-up (taxonomyVersion).
  view.setBigUint64(MAGIC.length, BigInt.asUintN(64, BigInt(Bun.hash(out.subarray(VERSION_END)))), true);
  return out;
}

/** The version stamped in a taxonomy file's first bytes (hex), from those bytes alone. */
export function taxonomyVersion(head: Uint8Array): string {
  if (head.length < VERSION_END || dec.decode(head.subarray(0, MAGIC.length)) !== MAGIC)
    throw new Error("occupations file: not a taxonomy file");
  return Buffer.from(head.subarray(MAGIC.length, VERSION_END)).toString("hex");
}

function sections(file: Uint8Array): Record<Section, Uint8Array> {
  taxonomyVersion(file);
  // Typed-array views need their element alignment; a buffer read from a file is normally aligned.
  const buf = file.byteOffset % 8 === 0 ? file : file.slice();
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const out = {} as Record<Section, Uint8Array>;
  let at = pad8(HEAD);
  SECTIONS.forEach((s, i) => {
    const len = view.getUint32(VERSION_END + 4 * i, true);
    if (at + len > buf.byteLength) throw new Error("occupations file: truncated");
    out[s] = buf.subarray(at, at + len);
    at += pad8(len);
  });
  return out;
}

const u32 = (b: Uint8Array) => new Uint32Array(b.buffer, b.byteOffset, b.byteLength / 4);
const u16 = (b: Uint8Array) => new Uint16Array(b.buffer, b.byteOffset, b.byteLength / 2);
const f32 = (b: Uint8Array) => new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4);
function loadTable(s: Record<Section, Uint8Array>, name: "units" | "forms" | "occ"): StringTableArrays {
  return { chars: u16(s[`${name}Chars`]), start: u32(s[`${name}Start`]), slots: u32(s[`${name}Slots`]) };
}

/**
 * Label texts inflated a language at a time, when a label of that language is first asked for, and
 * kept as the inflated UTF-8 with each label's offset: a label's text is decoded when asked for.
 * Kept as one string per label, the languages an import's titles touch held ~100,000 strings on
 * every import worker (a larger heap for its collector to keep room beside).
 */
function lazyLabels(header: Header, gz: Uint8Array): LabelTexts {
  const inflated: ({ bytes: Uint8Array; starts: Uint32Array } | undefined)[] = [];
  return {
    text(l) {
      const li = header.labelChunks.findIndex((c) => l >= c.first && l < c.first + c.count);
      const chunk = header.labelChunks[li];
      if (!chunk) return "";
      let language = inflated[li];
      if (!language) {
        const bytes = Bun.gunzipSync(
          gz.subarray(chunk.at, chunk.at + chunk.length) as Uint8Array<ArrayBuffer>,
        );
        // Label k runs from starts[k] to the "\n" before starts[k + 1] (the last one to the end).
        const starts = new Uint32Array(chunk.count + 1);
        let k = 1;
        for (let i = 0; i < bytes.length && k < chunk.count; i++) if (bytes[i] === 0x0a) starts[k++] = i + 1;
        starts[chunk.count] = bytes.length + 1;
        language = { bytes, starts };
        inflated[li] = language;
      }
      const k = l - chunk.first;
      const from = language.starts[k] ?? 0;
      const to = (language.starts[k + 1] ?? from + 1) - 1;
      return dec.decode(language.bytes.subarray(from, to));
    },
  };
}

export function loadTaxonomy(file: Uint8Array): Taxonomy {
  const s = sections(file);
  const header = JSON.parse(dec.decode(s.header)) as Header;
  if (header.format !== FORMAT)
    throw new Error(`occupations file format ${header.format}, expected ${FORMAT}`);
  const labelLang = s.labelLang;
  const labelConcept = new Uint32Array(labelLang.length);
  labelConcept.set(u16(s.labelConcept));
  const postStart = u32(s.postStart);
  const postLabel = u32(s.postLabel);
  const formIndex = new StringTable(loadTable(s, "forms"));
  const forms = new FormTable(formIndex, u32(s.formBits), u32(s.formStart), s.formLang, u16(s.formCount));
  const occ = new StringTable(loadTable(s, "occ"), u16(s.occCount));
  const analyzers: Analyzer[] = LANGUAGES.map((lang, li) => {
    const an = makeAnalyzer(lang, header.models[lang], forms.of(li));
    const key = String.fromCharCode(li);
    an.occ = { get: (unit) => occ.get(key + unit) };
    return an;
  });
  return {
    ...deriveConcepts(header.uris, labelConcept, labelLang),
    english: header.english,
    uris: header.uris,
    labelCount: labelLang.length,
    labels: lazyLabels(header, s.labelsGz),
    labelLang,
    labelConcept,
    labelNorm: f32(s.labelNorm),
    analyzers,
    formLangs: forms.languages(),
    formId: formIndex,
    labelWordStart: u32(s.labelWordStart),
    labelWords: u32(s.labelWords),
    unitId: new StringTable(loadTable(s, "units")),
    idf: f32(s.idf),
    postStart,
    postLabel,
    postWeight: s.postWeight,
  };
}
