/**
 * A check of the occupation linker on languages it was not tuned on (issue 46, docs/search.md
 * "Languages not tuned on"). MELO's other datasets are not in shared/, so this stands in for them:
 * in each of French, Italian, Dutch, Polish, Swedish, Portuguese and Czech, a fixed sample of 600
 * alternative labels (not a concept's preferred label, and of occupations, not ISCO groups) is
 * linked as titles, every label of the same text (in any language) taken out of the answer; the
 * figure is the MRR of the label's own concept among the concepts ranked.
 *   npx bun bench/melo-proxy.ts [N=600] [LANG...]
 * Biased, as docs/search.md says: its title is never a preferred label, and its concept is reached
 * only through its other labels. A rule that moves the four MELO sets should not move these by
 * more than noise (about ±0.003 here).
 */
import { LANGUAGES, type Language, occupations } from "../src/domain/occupations/index.ts";
import { splitLevel } from "../src/domain/occupations/levels.ts";
import { scoreConcepts, scoreLabels } from "../src/domain/occupations/link.ts";
import { labelText } from "../src/domain/occupations/taxonomy.ts";
import { foldWord } from "../src/domain/occupations/text.ts";

const PROXY_LANGUAGES: Language[] = ["fr", "it", "nl", "pl", "sv", "pt", "cs"];
const [count = "600", ...asked] = process.argv.slice(2);
const n = Number(count);
const langs = asked.length > 0 ? (asked as Language[]) : PROXY_LANGUAGES;
const tax = occupations();

/** A fixed pseudo-random sample of n items (the same n and items give the same sample). */
function sample<T>(items: T[], size: number): T[] {
  let seed = 46;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return items
    .map((item) => [next(), item] as const)
    .sort((a, b) => a[0] - b[0])
    .slice(0, size)
    .map(([, item]) => item);
}

for (const lang of langs) {
  const li = LANGUAGES.indexOf(lang);
  const candidates: number[] = [];
  for (let l = 0; l < tax.labelCount; l++) {
    const c = tax.labelConcept[l] ?? 0;
    if (tax.labelLang[l] === li && !tax.preferred[l] && !tax.isGroup[c]) candidates.push(l);
  }
  let sumRR = 0;
  let first = 0;
  const picked = sample(candidates, n);
  for (const l of picked) {
    const title = labelText(tax, l);
    const own = tax.labelConcept[l] ?? 0;
    const ls = scoreLabels(tax, splitLevel(title).title);
    // The title's own text is taken out of the answer: the concept must be reached by its other labels.
    const text = foldWord(title);
    let kept = 0;
    for (let k = 0; k < ls.count; k++) {
      const m = ls.labels[k] ?? 0;
      if (foldWord(labelText(tax, m)) === text) continue;
      ls.labels[kept] = m;
      ls.scores[kept] = ls.scores[k] ?? 0;
      kept++;
    }
    ls.count = kept;
    const { score } = scoreConcepts(tax, ls);
    const mine = score.get(own) ?? 0;
    if (mine <= 0) continue;
    // Rank among concepts, ties by concept index (the linker's order).
    let rank = 1;
    for (const [c, s] of score) if (s > mine || (s === mine && c < own)) rank++;
    sumRR += 1 / rank;
    if (rank === 1) first++;
  }
  const line = `${lang}: MRR=${(sumRR / picked.length).toFixed(4)} success@1=${(first / picked.length).toFixed(4)} n=${picked.length}`;
  console.log(line);
}
