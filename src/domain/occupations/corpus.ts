/** Ranking a benchmark's corpus elements (ESCO labels) for a title, by their concept's link score. */

import { splitLevel } from "./levels.ts";
import { conceptScores, scoreLabels } from "./link.ts";
import { labelText, type Taxonomy } from "./taxonomy.ts";
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
      if (foldWord(labelText(tax, l)) === text) {
        label[i] = l;
        break;
      }
    }
  });
  return { ids: elements.map((e) => e.id), concept, label };
}

/**
 * The elements after the first of their concept score this share of their concept's score: each
 * concept is shown once (by its best element) before any concept is shown twice, as a linker lists
 * concepts; a wrong concept with eleven labels then costs the right one one place, not eleven.
 */
const REPEAT = 0.001;

/**
 * Every element of a concept with a positive score: the concept's best element (the one whose own
 * text matches the title best; across languages, where no element is a label of the title's
 * language, the concept's first) at its concept's score, the others at REPEAT of it.
 */
export function rankCorpus(
  tax: Taxonomy,
  corpus: PreparedCorpus,
  title: string,
): { id: string; score: number }[] {
  const { score: concept } = conceptScores(tax, title);
  const ls = scoreLabels(tax, splitLevel(title).title);
  const own = new Map<number, number>();
  for (let k = 0; k < ls.count; k++) own.set(ls.labels[k] ?? 0, ls.scores[k] ?? 0);
  const first = new Map<number, number>();
  const firstOwn = new Map<number, number>();
  for (let i = 0; i < corpus.ids.length; i++) {
    const c = corpus.concept[i] ?? -1;
    if (c < 0 || (concept.get(c) ?? 0) <= 0) continue;
    const l = corpus.label[i] ?? -1;
    const os = l < 0 ? 0 : (own.get(l) ?? 0);
    if (!first.has(c) || os > (firstOwn.get(c) ?? 0)) {
      first.set(c, i);
      firstOwn.set(c, os);
    }
  }
  const out: { id: string; score: number }[] = [];
  for (let i = 0; i < corpus.ids.length; i++) {
    const c = corpus.concept[i] ?? -1;
    const cs = c < 0 ? 0 : (concept.get(c) ?? 0);
    if (cs <= 0) continue;
    out.push({ id: corpus.ids[i] ?? "", score: first.get(c) === i ? cs : REPEAT * cs });
  }
  return out;
}
