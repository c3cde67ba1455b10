/**
 * A label written with the title's own words, and the cap under it (review r63): a concept whose
 * labels in the title's language match the title less well than such a label is not lifted above
 * that label's concept by its translations. The other languages' share (link.ts) is a tie-break
 * among cognates, and a stem another language shares with a title word is no cognate: German
 * "Weber" (weaver) and the loan "Web" that every language's labels write both stem to "web".
 *
 * Cheap by construction: a label's words are stored as form numbers at build time (Taxonomy
 * labelWords), the title's word forms are looked up once, and only the WRITTEN_READ best labels of
 * the title's languages are asked, kept without sorting the rest.
 */
import { type Analyzer, masculine, wordForms } from "./analyze.ts";
import { written } from "./derive.ts";
import { NO_FORM, type Taxonomy } from "./taxonomy.ts";
import { foldWord, plainText, rawWords } from "./text.ts";

/** Whether none of the title's languages writes the word: only then is it derived (derive.ts). */
export function unwrittenIn(analyzers: Analyzer[]): (w: string) => boolean {
  // A word any of the title's languages writes is not derived in another ("Einkauf" read in German and Dutch).
  return (w: string) =>
    analyzers.every((a) => !written(foldWord(w), a) && !written(foldWord(masculine(w, a)), a));
}

/** The numbers of the folded forms of the title's content words in its languages (wordForms). */
export function titleForms(tax: Taxonomy, title: string, analyzers: Analyzer[]): Set<number> {
  const unwritten = unwrittenIn(analyzers);
  const ids = new Set<number>();
  for (const w of rawWords(plainText(title))) {
    if (analyzers.some((an) => an.stop.has(w))) continue;
    for (const an of analyzers)
      for (const form of wordForms(w, an, unwritten)) {
        // A form no label writes is no word of a label either.
        const id = tax.formId.get(form);
        if (id !== undefined) ids.add(id);
      }
  }
  return ids;
}

/**
 * Whether label l is written with the title's own words: every word of one of its alternatives
 * ("Weber" of "Weber/Weberin") is a form of a title word (as written, its masculine, or the worker
 * its derivation names). A match through stems alone may join words that only fold to one stem.
 */
function writtenWithTitleWords(tax: Taxonomy, l: number, forms: ReadonlySet<number>): boolean {
  const end = tax.labelWordStart[l + 1] ?? 0;
  let all = true;
  let words = 0;
  for (let k = tax.labelWordStart[l] ?? 0; k < end; k++) {
    const w = tax.labelWords[k] ?? NO_FORM;
    if (w === NO_FORM) {
      if (all && words > 0) return true;
      all = true;
      words = 0;
    } else {
      words++;
      if (all && !forms.has(w)) all = false;
    }
  }
  return all && words > 0;
}

/** The least score a label of the title's language needs to be asked (a label matching less is no rival worth capping others below). */
export const WRITTEN_MIN = 0.2;
/** How many of the best-scoring labels of the title's languages are asked (24 are the fewest that keep "Leiter Weberei" from web developer). */
export const WRITTEN_READ = 32;
/** How far under a written label's concept a capped concept stays. */
const CAP_MARGIN = 1e-6;

/** The best-scoring labels of the title's languages so far, by score descending (keepBest; read-only elsewhere). */
export const bestScores = new Float64Array(WRITTEN_READ);
const bestLabels = new Uint32Array(WRITTEN_READ);

/**
 * Label l with score s kept among the WRITTEN_READ best so far (`count` of them kept): the count
 * after. A label ties below those kept before it, as a stable sort of them all would list it.
 * Sorting every label over WRITTEN_MIN took a third of a link's time.
 */
export function keepBest(s: number, l: number, count: number): number {
  if (count === WRITTEN_READ && s <= (bestScores[count - 1] ?? 0)) return count;
  let at = count < WRITTEN_READ ? count : count - 1;
  while (at > 0 && (bestScores[at - 1] ?? 0) < s) {
    bestScores[at] = bestScores[at - 1] ?? 0;
    bestLabels[at] = bestLabels[at - 1] ?? 0;
    at--;
  }
  bestScores[at] = s;
  bestLabels[at] = l;
  return count < WRITTEN_READ ? count + 1 : count;
}

/** Per kept label (keepBest): its concept's total before any cap, and whether the label is written (0 not asked yet, 1 yes, 2 no). */
const keptTotal = new Float64Array(WRITTEN_READ);
const keptWritten = new Uint8Array(WRITTEN_READ);
/** The lowest of keptTotal[0 .. k]. */
const keptLowest = new Float64Array(WRITTEN_READ);

function isWritten(tax: Taxonomy, k: number, forms: () => ReadonlySet<number>): boolean {
  if (keptWritten[k] === 0) keptWritten[k] = writtenWithTitleWords(tax, bestLabels[k] ?? 0, forms()) ? 1 : 2;
  return keptWritten[k] === 1;
}

/**
 * The cap. Concept c, whose best label in the title's languages scores `own[c]`, is capped when a
 * kept label (keepBest) scoring above own[c] is written with the title's words: its total is lowered
 * to just under the highest total of those labels' concepts, when it is not under it already. The
 * totals compared are those before any cap. A label is asked only when its answer can change a
 * concept's score, and the title's word forms only when one is asked: a concept under every kept
 * label's concept, or whose own label is the best kept, is never capped, and most titles ask none.
 */
export function capBelowWritten(
  tax: Taxonomy,
  kept: number,
  touched: readonly number[],
  total: Float64Array,
  own: Float64Array,
  forms: () => ReadonlySet<number>,
): void {
  if (kept === 0) return;
  let lowest = Number.POSITIVE_INFINITY;
  for (let k = 0; k < kept; k++) {
    const t = total[tax.labelConcept[bestLabels[k] ?? 0] ?? 0] ?? 0;
    keptTotal[k] = t;
    keptWritten[k] = 0;
    lowest = Math.min(lowest, t);
    keptLowest[k] = lowest;
  }
  const highest = bestScores[0] ?? 0;
  for (const c of touched) {
    const sc = total[c] ?? 0;
    const o = own[c] ?? 0;
    if (sc < lowest || o >= highest) continue;
    // The kept labels above o are the first `above` (scores descending): found by halving.
    let above = 1;
    let to = kept;
    while (above < to) {
      const mid = (above + to) >> 1;
      if ((bestScores[mid] ?? 0) > o) above = mid + 1;
      else to = mid;
    }
    if ((keptLowest[above - 1] ?? 0) > sc) continue;
    // A cap at or under sc needs a written label whose concept's total is at most sc, and no
    // written label whose concept's total is above sc (the cap is the highest of them).
    let cap = -1;
    for (let k = 0; k < above && cap !== Number.POSITIVE_INFINITY; k++)
      if ((keptTotal[k] ?? 0) > sc && isWritten(tax, k, forms)) cap = Number.POSITIVE_INFINITY;
    for (let k = 0; k < above && cap !== Number.POSITIVE_INFINITY; k++)
      if ((keptTotal[k] ?? 0) <= sc && (keptTotal[k] ?? 0) > cap && isWritten(tax, k, forms))
        cap = keptTotal[k] ?? 0;
    if (cap >= 0 && cap !== Number.POSITIVE_INFINITY) total[c] = cap - CAP_MARGIN;
  }
}
