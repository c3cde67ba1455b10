/** Linking a title to ESCO occupations: lexical matching of analysed units against every label. */
import { analyzeQuery } from "./analyze.ts";
import { LANGUAGES, type Taxonomy } from "./taxonomy.ts";

export interface LabelScores {
  /** Labels touched, and their similarity to the title. */
  labels: Uint32Array;
  scores: Float64Array;
  count: number;
}

let scratch = new Float64Array(0);

/** Cosine similarity (idf-weighted units) of the title with every label sharing a unit. */
export function scoreLabels(tax: Taxonomy, title: string): LabelScores {
  const n = tax.labelText.length;
  if (scratch.length !== n) scratch = new Float64Array(n);
  const acc = scratch;
  const touched: number[] = [];
  const units = analyzeQuery(title);
  let qnorm = 0;
  const seen = new Set<number>();
  for (const u of units) {
    const id = tax.unitId.get(u.key);
    if (id === undefined || seen.has(id)) continue;
    seen.add(id);
    const w = (tax.idf[id] ?? 0) * u.weight;
    qnorm += w * w;
    const end = tax.postStart[id + 1] ?? 0;
    for (let p = tax.postStart[id] ?? 0; p < end; p++) {
      const l = tax.postLabel[p] ?? 0;
      if (acc[l] === 0) touched.push(l);
      acc[l] = (acc[l] ?? 0) + w * (tax.idf[id] ?? 0);
    }
  }
  const labels = new Uint32Array(touched);
  const scores = new Float64Array(touched.length);
  touched.forEach((l, k) => {
    scores[k] = (acc[l] ?? 0) / Math.sqrt(qnorm * (tax.labelNorm[l] ?? 1));
    acc[l] = 0;
  });
  return { labels, scores, count: touched.length };
}

export interface Occupation {
  uri: string;
  label: string;
  matched: string;
  language: string;
  score: number;
}

/** Concept scores: the best label of each concept. */
export function scoreConcepts(
  tax: Taxonomy,
  ls: LabelScores,
): { concept: Map<number, number>; best: Map<number, number> } {
  const concept = new Map<number, number>();
  const best = new Map<number, number>();
  for (let k = 0; k < ls.count; k++) {
    const l = ls.labels[k] ?? 0;
    const s = ls.scores[k] ?? 0;
    const c = tax.labelConcept[l] ?? 0;
    if (s > (concept.get(c) ?? 0)) {
      concept.set(c, s);
      best.set(c, l);
    }
  }
  return { concept, best };
}

export function linkTitle(tax: Taxonomy, title: string, limit = 10): Occupation[] {
  const { concept, best } = scoreConcepts(tax, scoreLabels(tax, title));
  return [...concept.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([c, score]) => {
      const l = best.get(c) ?? 0;
      return {
        uri: tax.uris[c] ?? "",
        label: tax.english[c] ?? "",
        matched: tax.labelText[l] ?? "",
        language: LANGUAGES[tax.labelLang[l] ?? 0] ?? "",
        score,
      };
    });
}
