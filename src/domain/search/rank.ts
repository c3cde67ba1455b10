/**
 * bm25 in code, over a bounded candidate set. FTS5's own bm25 must read the whole posting list of
 * every query word to weigh it, whatever the filter: that is what made ranked FTS5 search slow on
 * common words. Here the candidates are already known (at most a session's worth), the weight of
 * each word comes from one count, and the term frequencies from the short fields of the people
 * row, with the text index's column weights. The long summary (weight 1 there) is left out.
 */

import { fold, singular } from "../query/text.ts";
import type { RankingRow } from "../storage/index.ts";

const FIELD_WEIGHTS: [keyof RankingRow, number][] = [
  ["name", 10],
  ["title", 8],
  ["headline", 6],
  ["company", 5],
  ["skills", 4],
  ["schools", 3],
  ["location", 3],
];
const K1 = 1.2;

/** Inverse document frequency as bm25 has it. */
export function idf(total: number, holding: number): number {
  return Math.log((total - holding + 0.5) / (holding + 0.5) + 1);
}

function occurrences(text: string, stem: string): number {
  let n = 0;
  let at = text.indexOf(` ${stem}`);
  while (at !== -1) {
    n++;
    at = text.indexOf(` ${stem}`, at + stem.length + 1);
  }
  return n;
}

/** Candidates best first: bm25 over the weighted fields, ties by their structured order, then id. */
export function rankRows(
  rows: RankingRow[],
  words: { word: string; idf: number }[],
  structured: ReadonlyMap<number, number> = new Map(),
): number[] {
  const stems = words.map((w) => ({ stem: singular(fold(w.word)), idf: w.idf }));
  const scored = rows.map((row) => {
    const fields = FIELD_WEIGHTS.map(([field, weight]) => ({
      text: ` ${fold(String(row[field] ?? ""))} `,
      weight,
    }));
    let score = 0;
    for (const { stem, idf: weight } of stems) {
      let tf = 0;
      for (const f of fields) tf += f.weight * occurrences(f.text, stem);
      score += (weight * (tf * (K1 + 1))) / (tf + K1);
    }
    return { id: row.id, score };
  });
  const place = (id: number) => structured.get(id) ?? Number.MAX_SAFE_INTEGER;
  scored.sort((a, b) => b.score - a.score || place(a.id) - place(b.id) || a.id - b.id);
  return scored.map((s) => s.id);
}
