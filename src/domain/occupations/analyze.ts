/** Titles and labels as weighted units (folded word stems, compound parts), the head marked. */
import { foldWord, rawWords } from "./text.ts";

export interface Unit {
  key: string;
  weight: number;
  head: boolean;
}

export function analyzeLabel(text: string, _lang: string): Unit[] {
  return rawWords(text).map((w) => ({ key: foldWord(w), weight: 1, head: false }));
}

export function analyzeQuery(text: string): Unit[] {
  return analyzeLabel(text, "");
}
