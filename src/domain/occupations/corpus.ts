/** Ranking a benchmark's corpus elements (ESCO labels) for a title, by their concept's link score. */
import { type LabelScores, scoreConcepts, scoreLabels } from "./link.ts";
import type { Taxonomy } from "./taxonomy.ts";
import { foldWord } from "./text.ts";

export interface CorpusElement {
  id: string;
  text: string;
  uri: string;
}

export interface PreparedCorpus {
  ids: string[];
  /** Taxonomy concept of each element (-1: a concept the taxonomy does not hold). */
  concept: Int32Array;
  /** Taxonomy label of each element with the same text and concept (-1: none). */
  label: Int32Array;
}

export function prepareCorpus(tax: Taxonomy, elements: CorpusElement[]): PreparedCorpus {
  const byText = new Map<string, number>();
  tax.labelText.forEach((t, l) => {
    byText.set(`${tax.labelConcept[l]}\t${foldWord(t)}`, l);
  });
  const concept = new Int32Array(elements.length);
  const label = new Int32Array(elements.length);
  elements.forEach((e, i) => {
    const c = tax.conceptOf.get(e.uri) ?? -1;
    concept[i] = c;
    label[i] = c < 0 ? -1 : (byText.get(`${c}\t${foldWord(e.text)}`) ?? -1);
  });
  return { ids: elements.map((e) => e.id), concept, label };
}

/** Every element with a positive score, by concept score and then the element's own match. */
export function rankCorpus(
  tax: Taxonomy,
  corpus: PreparedCorpus,
  title: string,
): { id: string; score: number }[] {
  const ls: LabelScores = scoreLabels(tax, title);
  const { concept } = scoreConcepts(tax, ls);
  const own = new Map<number, number>();
  for (let k = 0; k < ls.count; k++) own.set(ls.labels[k] ?? 0, ls.scores[k] ?? 0);
  const out: { id: string; score: number }[] = [];
  for (let i = 0; i < corpus.ids.length; i++) {
    const c = corpus.concept[i] ?? -1;
    const cs = c < 0 ? 0 : (concept.get(c) ?? 0);
    if (cs <= 0) continue;
    const l = corpus.label[i] ?? -1;
    const os = l < 0 ? 0 : (own.get(l) ?? 0);
    out.push({ id: corpus.ids[i] ?? "", score: cs + 1e-3 * os });
  }
  return out;
}
