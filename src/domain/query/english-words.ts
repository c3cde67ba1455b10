/**
 * The words of English (data/vocab/english-words.json: SCOWL sizes 10-40, every dialect, built by
 * scripts/build-english-words.ts): a word that is one is what the typist meant, never a slip of a vocabulary word a small edit away ("hungry" is not Hungary, "slot"
 * not Scot, "colleagues" not college). Read into a set on first use, so parsing a query with no
 * unknown word costs nothing.
 */
import englishWordsJson from "../../../data/vocab/english-words.json" with { type: "json" };

let words: Set<string> | null = null;
const englishWords = () => {
  words ??= new Set(englishWordsJson.words);
  return words;
};

/** Whether a folded word is a word of English. */
export const isEnglishWord = (w: string) => englishWords().has(w);
