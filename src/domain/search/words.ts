/**
 * Words for matching, computed in code so that an engine without SQLite's FTS5 (PostgreSQL: text[]
 * under GIN) indexes and queries exactly the same terms: split like FTS5's unicode61 tokenizer
 * (letters and digits are word characters, case folded, diacritics removed), then stemmed with the
 * Porter algorithm like its `porter` wrapper (the `stemmer` package).
 */
import { stemmer } from "stemmer";
import { memoize } from "../memo.ts";

const PORTER_MAX = 64;

/**
 * Longer runs of letters and digits are no words (a hash, base64, a paragraph of CJK without
 * punctuation) and are left out: no query names one, and PostgreSQL's word index (GIN keys, the
 * word_holders B-tree) refuses a key over ~2,700 bytes (docs/decisions.md, "Bounded text fields").
 * 256 UTF-16 units are at most 768 bytes.
 */
export const MAX_WORD_LENGTH = 256;
const isWord = (token: string) => token !== "" && token.length <= MAX_WORD_LENGTH;

/**
 * A word's stem, computed once per process for each distinct word (bounded: ../memo.ts): a PostgreSQL
 * import stems every word of every person (bench/README.md, issue 43), and words repeat.
 */
const stem = memoize((token: string): string => {
  // FTS5's porter leaves tokens shorter than 3 or longer than 64 characters, and non-ASCII ones, alone.
  if (token.length < 3 || token.length > PORTER_MAX || !/^[a-z]+$/.test(token)) return token;
  return stemmer(token);
}, 100_000);

/** Beyond ASCII. A text without it: NFKD leaves it as it is, it has no marks, and its letters and digits are [a-z0-9] once lowered. */
const NON_ASCII = /[\u0080-\uffff]/;

/** The tokens of a text, in order (duplicates kept). */
export function wordTokens(text: string): string[] {
  if (!NON_ASCII.test(text))
    return text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(isWord)
      .map(stem);
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(isWord)
    .map(stem);
}

/** The distinct tokens of several texts: what a person's or company's word index holds. */
export function wordSet(texts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const t of texts) for (const w of wordTokens(t)) out.add(w);
  return [...out];
}
