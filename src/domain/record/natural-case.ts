/**
 * Natural case for text a vendor ships in one case (People Data Labs writes names, places,
 * companies and titles in lower case; some dumps write them in capitals): "aurelia prediger" ->
 * "Aurelia Prediger", "ronan mcdonald" -> "Ronan McDonald", "ludwig van der berg" -> "Ludwig van
 * der Berg", "conor o'neil" -> "Conor O'Neil", "sap consultant" -> "SAP Consultant", "senior ios
 * developer" -> "Senior iOS Developer", "frankfurt am main" -> "Frankfurt am Main". Text that
 * already mixes cases is the writer's choice and is returned as it is.
 */

export type TextKind = "name" | "place" | "company" | "title";

/** Words written in one fixed way wherever they stand (acronyms, brand casing, legal forms, places). */
const FIXED = new Map(
  [
    // Acronyms of titles, departments and technology.
    "AI API AR AWS B2B B2C BI CAD CDO CEO CFO CHRO CIO CISO CMO COO CPO CRM CRO CSO CTO CX DBA DevOps",
    "EMEA ERP ESG EVP FP&A GIS GM GTM HR HRBP ICT iOS IoT IT KAM LATAM macOS ML MLOps NLP PhD PMO PR QA",
    "R&D SaaS SAP SDR SEO SME SQL SRE SVP UI UX VP APAC BDR MBA CPA CFA RN NHS",
    // Companies whose name is written one way.
    "IBM HP BMW KPMG EY PwC SAS UBS ING BNP ABB DHL UPS GE 3M AT&T LG HSBC JPMorgan eBay iPhone YouTube",
    "LinkedIn GitHub GitLab PayPal DeepMind OpenAI",
    // Legal forms.
    "GmbH AG SA SE NV BV LLC LLP LP Ltd Ltd. Inc Inc. PLC KG OHG S.A. S.p.A. SpA SRL S.r.l. Oy AB ASA A/S",
    "ApS Pty K.K.",
    // Places.
    "USA UK US UAE EU NYC DC NSW NRW",
  ]
    .join(" ")
    .split(" ")
    .map((w) => [w.toLowerCase(), w]),
);

/** Roman numerals of grades and successions ("Engineer II", "John Smith III"). */
const ROMAN = new Map(["II", "III", "IV", "VI", "VII", "VIII"].map((w) => [w.toLowerCase(), w]));
for (const [k, v] of ROMAN) FIXED.set(k, v);

/** Lower-case particles of personal names, except at the start ("van der Berg", "da Silva"). */
const NAME_PARTICLES = new Set(
  "van von der den de del della dei di da do dos das du la le ten ter zu y e bin bint ibn al el".split(" "),
);

/** Small words that stay lower case inside places, companies and titles ("Head of Sales"). */
const SMALL_WORDS = new Set(
  "of and the for in at on to a an or am im der de del la le les du des da do dos das di y e et und sur upon by with &".split(
    " ",
  ),
);

const capital = (w: string) => (w ? w.charAt(0).toLocaleUpperCase() + w.slice(1) : w);

/** One part of a word between hyphens or apostrophes, in its natural case. */
function part(w: string, kind: TextKind): string {
  const fixed = (kind === "name" ? ROMAN : FIXED).get(w);
  if (fixed) return fixed;
  // Web addresses and handles keep their lower case ("monday.com").
  if (/\.[a-z]{2,}$/.test(w) && kind === "company") return w;
  if (kind === "name" && /^mc\p{L}{2,}/u.test(w)) return `Mc${capital(w.slice(2))}`;
  return capital(w);
}

function word(w: string, kind: TextKind, first: boolean): string {
  if (!first && kind === "name" && NAME_PARTICLES.has(w)) return w;
  if (!first && kind !== "name" && SMALL_WORDS.has(w)) return w;
  const fixed = (kind === "name" ? ROMAN : FIXED).get(w);
  if (fixed) return fixed;
  // "o'neil" -> "O'Neil", "d'angelo" -> "D'Angelo"; "jean-luc" -> "Jean-Luc"; "(remote)".
  return w.replace(/[^\s\-'’()/,]+/g, (p) => part(p, kind));
}

/**
 * Whether the text is written in one case that hides its natural one: all lower case (as People
 * Data Labs writes), or capitals over several words ("JOHN SMITH" from an old CRM). One word in
 * capitals is most often an acronym (INSEAD, UCLA, IBM) and is kept; mixed case is the writer's.
 */
export function singleCase(text: string): boolean {
  if (text === text.toLocaleLowerCase()) return true;
  return text === text.toLocaleUpperCase() && /\p{L}{2,}\s+\p{L}{2,}/u.test(text);
}

/** The text in natural case when it was written in one case; otherwise as it is (spacing folded). */
export function naturalCase(text: string, kind: TextKind): string {
  const spaced = text.replace(/\s+/g, " ").trim();
  if (!/\p{L}/u.test(spaced) || !singleCase(spaced)) return spaced;
  const words = spaced.toLocaleLowerCase().split(" ");
  return words.map((w, i) => word(w, kind, i === 0 || /[,(/]$/.test(words[i - 1] ?? ""))).join(" ");
}
