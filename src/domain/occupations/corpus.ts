/** Ranking a benchmark's corpus elements (ESCO labels) for a title, by their concept's link score. */

import { splitLevel } from "./levels.ts";
import { conceptScores, scoreLabels } from "./link.ts";
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
  const concept = new Int32Array(elements.length);
  const label = new Int32Array(elements.length).fill(-1);
  elements.forEach((e, i) => {
    const c = tax.conceptOf.get(e.uri) ?? -1;
    concept[i] = c;
    if (c < 0) return;
    const text = foldWord(e.text);
    for (let k = tax.conceptStart[c] ?? 0; k < (tax.conceptStart[c + 1] ?? 0); k++) {
      const l = tax.conceptLabels[k] ?? 0;
      if (foldWord(tax.labelText[l] ?? "") === text) {
        label[i] = l;
        break;
      }
    }
  });
  return { ids: elements.map((e) => e.id), concept, label };
}

/**
 * An element's own match against its concept's: an element is ranked by its concept's score (all the
 * taxonomy's evidence, every language) and by how well the element's own text matches the title,
 * half and half; across languages (German titles, English labels) the own match is nil and the
 * concept's score alone ranks them.
 */
const OWN = 0.5;

/** Every element with a positive score, by concept score and then the element's own match. */
export function rankCorpus(
  tax: Taxonomy,
  corpus: PreparedCorpus,
  title: string,
): { id: string; score: number }[] {
  const { score: concept } = conceptScores(tax, title);
  const ls = scoreLabels(tax, splitLevel(title).title);
  const own = new Map<number, number>();
  for (let k = 0; k < ls.count; k++) own.set(ls.labels[k] ?? 0, ls.scores[k] ?? 0);
  const out: { id: string; score: number }[] = [];
  for (let i = 0; i < corpus.ids.length; i++) {
    const c = corpus.concept[i] ?? -1;
    const cs = c < 0 ? 0 : (concept.get(c) ?? 0);
    if (cs <= 0) continue;
    const l = corpus.label[i] ?? -1;
    const os = l < 0 ? 0 : (own.get(l) ?? 0);
    out.push({ id: corpus.ids[i] ?? "", score: (1 - OWN) * cs + OWN * os });
  }
  return out;
}
