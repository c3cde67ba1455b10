/**
 * Linking a title to ESCO occupations. The title is read in the languages whose labels use most of
 * its words, analysed into units (analyze.ts), and matched against every label by the cosine of
 * idf-weighted units (the head noun weighed up). A concept scores by its best label in the title's
 * languages, plus a little for its labels in the other languages, capped under a label written with
 * the title's own words (written.ts).
 */
import { type Analyzer, analyze, splitCompound, type Unit } from "./analyze.ts";
import { COMPOUNDING, INFLECTION_TAILS, LANGUAGES, type Language } from "./languages.ts";
import { type Level, splitLevel } from "./levels.ts";
import { labelText, type Taxonomy, WEIGHT_SCALE } from "./taxonomy.ts";
import { foldWord, plainText, rawWords } from "./text.ts";
import {
  bestScores,
  capBelowWritten,
  keepBest,
  titleForms,
  unwrittenIn,
  WRITTEN_MIN,
  WRITTEN_READ,
} from "./written.ts";

export interface LabelScores {
  /** Labels sharing a unit with the title, and their cosine similarity to it. */
  labels: Uint32Array;
  scores: Float64Array;
  count: number;
  languages: Language[];
  /**
   * The numbers (Taxonomy.formId) of the folded forms of the title's content words in its languages
   * (as written, masculine, derived), computed on the first call: a title with no well-matching
   * label never needs them.
   */
  forms: () => Set<number>;
}

/**
 * Weight of a concept's labels in languages other than the title's, spread over those languages: a
 * concept whose translations match too wins a near tie.
 */
const OTHER_LANGUAGES = 1.5;

/**
 * A label's score when it is its concept's preferred label: a title matching a label that several
 * concepts list ("chemical engineer" is also an alternative label of "chemist") names first the
 * concept whose own name it is.
 */
const PREFERRED = 1.02;

let scratch = new Float64Array(0);

/** Every inflection ending of any language, each with the languages that have it (bits). */
const TAILS: [string, number][] = (() => {
  const bits = new Map<string, number>();
  LANGUAGES.forEach((lang, l) => {
    for (const tail of INFLECTION_TAILS[lang] ?? []) bits.set(tail, (bits.get(tail) ?? 0) | (1 << l));
  });
  return [...bits];
})();

/**
 * The languages whose labels write the word without one of their inflection endings ("terapeutas"
 * -> "terapeuta", "Entwicklerinnen" -> "Entwicklerin"): a few lookups a word, not one per language.
 */
function inflectedLanguages(w: string, formLangs: Taxonomy["formLangs"]): number {
  let bits = 0;
  for (const [tail, langs] of TAILS) {
    if (w.length - tail.length < 3 || !w.endsWith(tail)) continue;
    bits |= (formLangs.get(w.slice(0, w.length - tail.length)) ?? 0) & langs;
  }
  return bits;
}

/**
 * The language of a title: the one whose labels use the most of its words (as written, else
 * inflected: a plural the labels write in the singular), a tie broken by how common those words
 * are in each language's labels; still tied (no word known), all of them.
 */
export function titleLanguages(tax: Taxonomy, title: string): Analyzer[] {
  const counts = new Array<number>(LANGUAGES.length).fill(0);
  for (const w of new Set(rawWords(plainText(title)).map(foldWord))) {
    if (w.length < 2) continue;
    const bits = tax.formLangs.get(w) ?? 0;
    const inflected = inflectedLanguages(w, tax.formLangs) & ~bits;
    tax.analyzers.forEach((an, l) => {
      if (bits & (1 << l)) counts[l] = (counts[l] ?? 0) + 1 + Math.log1p(an.forms.get(w) ?? 0) / 100;
      else if (inflected & (1 << l)) counts[l] = (counts[l] ?? 0) + 1;
      // A word no label writes, but a compound of the language's words ("Tankwagenfahrer").
      else if (bits === 0 && COMPOUNDING.has(an.lang) && splitCompound(w, an))
        counts[l] = (counts[l] ?? 0) + 0.5;
    });
  }
  const best = Math.max(...counts);
  return tax.analyzers.filter((_, l) => counts[l] === best);
}

export function titleUnits(title: string, analyzers: Analyzer[]): Map<string, Unit> {
  const units = new Map<string, Unit>();
  const unwritten = unwrittenIn(analyzers);
  for (const an of analyzers) analyze(title, an, units, true, unwritten);
  return units;
}

/** Letters a title's unknown unit may lose to meet a unit of the labels, and the fewest it keeps. */
const PREFIX_CUT = 4;
const PREFIX_KEEP = 4;
/** Pairs of label units (X, X + ending) that make an ending one the labels derive words with. */
const ENDING_PAIRS = 3;

/**
 * The endings the labels themselves derive words with: those that join a unit to another unit of
 * the labels at least ENDING_PAIRS times (German "erei" in Bäckerei / Bäcker, Druckerei / Drucker).
 * Computed once per taxonomy, on the first unknown unit. A product's or a company's name is not a
 * unit plus such an ending ("Workday", "Carvana", "Photoshop"), so it does not stand for the word
 * it begins with.
 */
const derivingEndings = new WeakMap<Taxonomy, Set<string>>();
function endingsOf(tax: Taxonomy): Set<string> {
  let endings = derivingEndings.get(tax);
  if (endings) return endings;
  const pairs = new Map<string, number>();
  for (const key of tax.unitId.keys())
    for (let cut = 1; cut <= PREFIX_CUT && key.length - cut >= PREFIX_KEEP; cut++)
      if (tax.unitId.get(key.slice(0, key.length - cut)) !== undefined) {
        const ending = key.slice(key.length - cut);
        pairs.set(ending, (pairs.get(ending) ?? 0) + 1);
      }
  endings = new Set([...pairs].filter(([, n]) => n >= ENDING_PAIRS).map(([ending]) => ending));
  derivingEndings.set(tax, endings);
  return endings;
}

/**
 * A unit of the labels standing in for a title's unit that none of them has: its longest prefix
 * that one has, a few letters shorter, when what is cut is an ending the labels derive words with
 * (a derivation the stemmer leaves: "Imkerei" -> "Imker", "fruterías" -> "frut"), unless the title
 * has that unit already.
 */
function knownPrefix(tax: Taxonomy, key: string, units: ReadonlyMap<string, Unit>): number | undefined {
  for (let cut = 1; cut <= PREFIX_CUT && key.length - cut >= PREFIX_KEEP; cut++) {
    const prefix = key.slice(0, key.length - cut);
    if (units.has(prefix)) return undefined;
    const id = tax.unitId.get(prefix);
    if (id !== undefined) return endingsOf(tax).has(key.slice(key.length - cut)) ? id : undefined;
  }
  return undefined;
}

/**
 * Whether a title's unit is a fragment of longer label words and meets none of its own: a word no
 * label of the title's languages writes, derives or splits, that the stemmer left as written, that
 * no label of any language writes either, read in languages that do not compound ("Canva", a
 * design tool, met "canvas" by its stem "canva": review r63). In a compounding language such a word
 * is mostly a compound's modifier or a trade's activity whose worker the labels write ("Gerüstbau",
 * "Gerüstbauer"): MELO deu lost 0.0021 (A 0.0011) when German ones counted too.
 */
function isFragment(tax: Taxonomy, u: Unit, analyzers: Analyzer[]): boolean {
  return (
    u.fragment === true &&
    tax.formLangs.get(u.key) === undefined &&
    analyzers.every((an) => !COMPOUNDING.has(an.lang))
  );
}

/** Cosine similarity of the title with every label sharing a unit with it. */
export function scoreLabels(tax: Taxonomy, title: string): LabelScores {
  const n = tax.labelCount;
  if (scratch.length !== n) scratch = new Float64Array(n);
  const acc = scratch;
  const touched: number[] = [];
  const analyzers = titleLanguages(tax, title);
  let qnorm = 0;
  const units = titleUnits(title, analyzers);
  for (const u of units.values()) {
    const id = isFragment(tax, u, analyzers)
      ? undefined
      : (tax.unitId.get(u.key) ?? knownPrefix(tax, u.key, units));
    // A word the labels do not explain is left out of the title's norm. Counted in it as a word of
    // one concept ("Snowflake Engineer" under the job link threshold, i46w), it also took the
    // right links of "AWS Cloud Engineer", "Staff Nurse NHS", "Amazon Delivery Driver" under the
    // threshold (review r64): a product or employer beside a plain title is common in real titles.
    if (id === undefined) continue;
    const idf = tax.idf[id] ?? 0;
    const w = idf * u.weight;
    qnorm += w * w;
    const wq = (w * idf) / WEIGHT_SCALE;
    const end = tax.postStart[id + 1] ?? 0;
    for (let p = tax.postStart[id] ?? 0; p < end; p++) {
      const l = tax.postLabel[p] ?? 0;
      if (acc[l] === 0) touched.push(l);
      acc[l] = (acc[l] ?? 0) + wq * (tax.postWeight[p] ?? 0);
    }
  }
  const labels = new Uint32Array(touched);
  const scores = new Float64Array(touched.length);
  let forms: Set<number> | undefined;
  const qn = Math.sqrt(qnorm);
  touched.forEach((l, k) => {
    scores[k] = (acc[l] ?? 0) / (qn * (tax.labelNorm[l] ?? 1));
    acc[l] = 0;
  });
  return {
    labels,
    scores,
    count: touched.length,
    languages: analyzers.map((a) => a.lang),
    forms: () => {
      forms ??= titleForms(tax, title, analyzers);
      return forms;
    },
  };
}

export interface ConceptScores {
  score: Map<number, number>;
  /** The label that matched best, per concept (in the title's languages when one did). */
  best: Map<number, number>;
}

/** Per-concept scratch arrays, reused across calls (zeroed again for the concepts a call touched). */
let own = new Float64Array(0);
let bestLabel = new Int32Array(0);
let perLang = new Float64Array(0);
/** Per concept, its score: its own languages' best label plus the other languages' share. */
let total = new Float64Array(0);

export function scoreConcepts(tax: Taxonomy, ls: LabelScores): ConceptScores {
  const nc = tax.uris.length;
  const L = LANGUAGES.length;
  if (own.length !== nc) {
    own = new Float64Array(nc);
    bestLabel = new Int32Array(nc).fill(-1);
    perLang = new Float64Array(nc * L);
    total = new Float64Array(nc);
  }
  const touched: number[] = [];
  /** The best labels of the title's languages kept for written.ts (keepBest), and the least score kept. */
  let candidates = 0;
  let floor = WRITTEN_MIN;
  let mask = 0;
  for (const lang of ls.languages) mask |= 1 << LANGUAGES.indexOf(lang);
  for (let k = 0; k < ls.count; k++) {
    const l = ls.labels[k] ?? 0;
    const s = (ls.scores[k] ?? 0) * (tax.preferred[l] ? PREFERRED : 1);
    const c = tax.labelConcept[l] ?? 0;
    const lang = tax.labelLang[l] ?? 0;
    if (bestLabel[c] === -1) {
      touched.push(c);
      bestLabel[c] = l;
    }
    if (mask & (1 << lang)) {
      // The best label in the title's languages; before one is seen, any label stands in.
      if (s > (own[c] ?? 0)) {
        own[c] = s;
        bestLabel[c] = l;
      }
      // Most labels are not among the best: once WRITTEN_READ are kept, under the last is no call.
      if (s >= floor) {
        candidates = keepBest(s, l, candidates);
        if (candidates === WRITTEN_READ) floor = bestScores[WRITTEN_READ - 1] ?? 0;
      }
    } else if (s > (perLang[c * L + lang] ?? 0)) perLang[c * L + lang] = s;
  }
  for (const c of touched) {
    let other = 0;
    for (let lang = 0; lang < L; lang++) {
      other += perLang[c * L + lang] ?? 0;
      perLang[c * L + lang] = 0;
    }
    total[c] = (own[c] ?? 0) + (OTHER_LANGUAGES * other) / (L - 1);
  }
  capBelowWritten(tax, candidates, touched, total, own, ls.forms);
  const score = new Map<number, number>();
  const best = new Map<number, number>();
  for (const c of touched) {
    score.set(c, total[c] ?? 0);
    best.set(c, bestLabel[c] ?? 0);
    own[c] = 0;
    bestLabel[c] = -1;
  }
  return { score, best };
}

export interface Occupation {
  /** ESCO occupation (or ISCO group) URI. */
  uri: string;
  /** Its English preferred label. */
  label: string;
  /** The label the title matched best, and its language. */
  matched: string;
  language: Language;
  score: number;
}

export interface TitleLink {
  /** Seniority or level read from the title, and its words as written. */
  level: Level | null;
  levelWords: string[];
  /** The languages the title was read in. */
  languages: Language[];
  occupations: Occupation[];
}

/** The concepts of the title without its grade words, ranked. */
export function conceptScores(
  tax: Taxonomy,
  title: string,
): ConceptScores & { levelled: ReturnType<typeof splitLevel>; languages: Language[] } {
  const levelled = splitLevel(title);
  const ls = scoreLabels(tax, levelled.title);
  return { ...scoreConcepts(tax, ls), levelled, languages: ls.languages };
}

/** Highest score first, then the lower concept index: a total order while every score is finite. */
const byRank = (a: [number, number], b: [number, number]) => b[1] - a[1] || a[0] - b[0];

/**
 * The first `limit` concepts in `byRank` order. A title touches hundreds of concepts and the
 * linker asks for one to ten: kept in a short sorted list rather than sorting them all (a quarter
 * of an import's linking CPU, bench/README.md, issue 43). The same list as the sort's prefix, the
 * order being total; a score that is not finite (no order) takes the sort as before.
 */
function topConcepts(score: ReadonlyMap<number, number>, limit: number): [number, number][] {
  const top: [number, number][] = [];
  if (limit <= 0) return top;
  for (const entry of score) {
    if (!Number.isFinite(entry[1])) return [...score.entries()].sort(byRank).slice(0, limit);
    if (top.length === limit && byRank(entry, top[limit - 1] as [number, number]) >= 0) continue;
    let at = top.length;
    while (at > 0 && byRank(entry, top[at - 1] as [number, number]) < 0) at--;
    top.splice(at, 0, entry);
    if (top.length > limit) top.pop();
  }
  return top;
}

export function linkTitle(tax: Taxonomy, title: string, limit = 10): TitleLink {
  const { score, best, levelled, languages } = conceptScores(tax, title);
  const occupations = topConcepts(score, Math.max(0, limit)).map(([c, s]): Occupation => {
    const l = best.get(c) ?? 0;
    return {
      uri: tax.uris[c] ?? "",
      label: tax.english[c] ?? "",
      matched: labelText(tax, l),
      language: LANGUAGES[tax.labelLang[l] ?? 0] ?? "en",
      score: Math.round(s * 10000) / 10000,
    };
  });
  return { level: levelled.level, levelWords: levelled.words, languages, occupations };
}

/** A concept's labels in every language (the first of each language is its preferred label). */
export function conceptLabels(tax: Taxonomy, uri: string): Partial<Record<Language, string[]>> | null {
  const c = tax.conceptOf.get(uri);
  if (c === undefined) return null;
  const out: Partial<Record<Language, string[]>> = {};
  const start = tax.conceptStart[c] ?? 0;
  const end = tax.conceptStart[c + 1] ?? 0;
  for (let i = start; i < end; i++) {
    const l = tax.conceptLabels[i] ?? 0;
    const lang = LANGUAGES[tax.labelLang[l] ?? 0] ?? "en";
    const list = out[lang] ?? [];
    list.push(labelText(tax, l));
    out[lang] = list;
  }
  return out;
}
