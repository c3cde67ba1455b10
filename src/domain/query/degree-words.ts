/**
 * Qualifications as Indian (and other) postings abbreviate them, written out in the words the
 * phrase pass reads: "M.Tech", "M.E.", "M.Sc", and "MS" next to a degree word, are a master's
 * degree; "B.Tech", "B.E.", "B.Sc" a bachelor's; a "(qualified) CA" a chartered accountant (the
 * accounting family). "MS" alone is left as written (Microsoft, Mississippi), and so is "CA" alone
 * (California, Canada): only the plural "CAs" and "qualified CA" are accountants. "MS" before one of
 * Microsoft's products ("MS Excel", "MS Office") is Microsoft, never a degree (review r68).
 */

const MASTER = /(?<![\p{L}\p{N}])(?:M\.?\s?Tech\b\.?|M\.\s?E\.|M\.?\s?Sc\b\.?|M\.S\.)/giu;
const BACHELOR = /(?<![\p{L}\p{N}])(?:B\.?\s?Tech\b\.?|B\.\s?E\.|B\.?\s?Sc\b\.?|B\.S\.)/giu;
const MASTERS = "master's degree";
/**
 * Microsoft's products as job ads and CVs name them after "MS" (Microsoft's own product names):
 * the Office applications and suites, and the platforms people list as skills.
 */
const MICROSOFT_PRODUCT = String.raw`(?:Excel|Word|Office|PowerPoint|Outlook|Access|Project|Visio|Teams|SharePoint|OneNote|Publisher|Dynamics|Power\s?BI|Power\s?Apps|Azure|SQL|SQL\s?Server|Windows|Exchange|Intune|Fabric|365)\b`;
/**
 * "MS Excel", "MS-Office", "MS Word": Microsoft's product, written as the product alone, a skill
 * where the vocabulary knows it; never "Microsoft", which the company reader would take for the employer.
 */
const MS_PRODUCT = new RegExp(String.raw`\bMS[\s-]+(?=${MICROSOFT_PRODUCT})`, "gu");
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
  let out = text
    .replace(MS_PRODUCT, "")
    .replace(MASTER, ` ${MASTERS} `)
    .replace(BACHELOR, " bachelor's degree ");
  for (const ms of MS_AS_DEGREE)
    out = out.replace(ms, (m) => (m.startsWith("with") ? `with a ${MASTERS}` : MASTERS));
  return out.replace(CHARTERED, "chartered accountants");
}
