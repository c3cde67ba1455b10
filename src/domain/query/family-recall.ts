/**
 * Family recall: a title is a member of every family its head noun and modifiers place, not only
 * of its own (the vocabulary's or ./infer-title.ts's), so that a family query finds all of them.
 */

/** Head nouns of individual contributors' titles in recruiting ("Recruiting Coordinator", "Talent Acquisition Partner"). */
const RECRUITING_HEADS = new Set([
  "recruiter",
  "sourcer",
  "headhunter",
  "partner",
  "specialist",
  "coordinator",
  "consultant",
  "associate",
  "advisor",
  "lead",
  "executive",
  "researcher",
]);
const RECRUITING_WORDS =
  /\b(recruiter|recruiting|recruitment|sourcer|sourcing|headhunter|talent acquisition)\b/;
const DATA_SCIENTISTS = new Set([
  "",
  "data",
  "applied",
  "research",
  "decision",
  "applied data",
  "data science",
  "research data",
  "senior data",
  "quantitative",
  "product data",
]);
const ML_SCIENTISTS = new Set([
  "machine learning",
  "ml",
  "ai",
  "nlp",
  "computer vision",
  "deep learning",
  "applied ml",
  "research",
  "applied",
]);

/**
 * Families a title belongs to besides its own, by its head noun and modifiers: an Applied or
 * Research Scientist is a data scientist too (and an ML one), a Recruiting Coordinator or a Talent
 * Acquisition Partner a recruiter. Family queries find every member; the exact title still ranks
 * first (src/domain/query/preferences.ts).
 */
export function alsoFamilies(ws: readonly string[]): string[] {
  if (ws.length === 0) return [];
  const head = ws[ws.length - 1] as string;
  const mods = ws.slice(0, -1).join(" ");
  const out: string[] = [];
  if (head === "scientist") {
    if (DATA_SCIENTISTS.has(mods)) out.push("Data Science");
    if (ML_SCIENTISTS.has(mods)) out.push("Machine Learning");
  }
  if (RECRUITING_WORDS.test(ws.join(" ")) && RECRUITING_HEADS.has(head)) out.push("Recruiting");
  return out;
}
