/**
 * Qualifications as Indian (and other) postings abbreviate them, written out in the words the
 * phrase pass reads: "M.Tech", "M.E.", "M.Sc", and "MS" next to a degree word, are a master's
 * degree; "B.Tech", "B.E.", "B.Sc" a bachelor's; a "(qualified) CA" a chartered accountant (the
 * accounting family). "MS" alone is left as written (Microsoft, Mississippi), and so is "CA" alone
 * (California, Canada): only the plural "CAs" and "qualified CA" are accountants.
 */

const MASTER = /(?<![\p{L}\p{N}])(?:M\.?\s?Tech\b\.?|M\.\s?E\.|M\.?\s?Sc\b\.?|M\.S\.)/giu;
const BACHELOR = /(?<![\p{L}\p{N}])(?:B\.?\s?Tech\b\.?|B\.\s?E\.|B\.?\s?Sc\b\.?|B\.S\.)/giu;
const MASTERS = "master's degree";
/** "MS" beside a master's, after "with an", or before "degree / graduates / holders". */
const MS_AS_DEGREE: RegExp[] = [
  new RegExp(`(${MASTERS})\\s*(?:/|\\bor\\b|,)\\s*MS\\b`, "g"),
  new RegExp(`\\bMS\\s*(?:/|\\bor\\b|,)\\s*(${MASTERS})`, "g"),
  /\b(?:with\s+(?:an?\s+)?)MS\b/g,
  /\bMS(?=\s+(?:degree|graduates?|holders?|candidates?)\b)/g,
];
const CHARTERED =
  /\bqualified\s+CAs?\b|\bCAs\b|\bCA(?=\s+(?:qualified|professionals?|freshers?|candidates?)\b)/g;

/** Pass (text, before the words are read). */
export function readDegreeWords(text: string): string {
  let out = text.replace(MASTER, ` ${MASTERS} `).replace(BACHELOR, " bachelor's degree ");
  for (const ms of MS_AS_DEGREE)
    out = out.replace(ms, (m) => (m.startsWith("with") ? `with a ${MASTERS}` : MASTERS));
  return out.replace(CHARTERED, "chartered accountants");
}
