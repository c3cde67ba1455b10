/**
 * Asks written as a profile headline or a CV fragment (issue 45, round 13's class "headline / CV
 * look-alikes"), read as the sentence they stand for, before anything else reads the text:
 * - the separators of a headline ("|", "•", "▸", "→") part its fields: each is a clause;
 * - inside a field, "·" and " / " list alternatives ("Go · Kubernetes · PostgreSQL" is a stack a
 *   profile holds some of, "EM / Head / Director" one of three levels): read as "or"; the first
 *   field's first item is the role ("SRE · Terraform · GCP": an SRE with either);
 * - "✗ X" is "not X", "✓ X" is X; "mid–senior" (a dash between two levels) is "mid or senior";
 *   "EU-based" is "based in EU";
 * - a skills section's commas are alternatives too ("Skills: Salesforce, Excel"); a summary's "my
 *   current company" is the candidate's;
 * - section labels ("Experience:", "Education ▸", "Skills:", "About:", "Summary:", "Role:", "Now:",
 *   "someone like:") name the section, not a condition (read as words they were industries, titles);
 * - a CV's job line "<title>, <Company>, 2020–present" is "<title> at <Company>" (the years of the
 *   line are the CV's, not a condition the ask makes), "<title>, another company, before that" is an
 *   earlier job at another employer.
 * Only a query that has a headline's marks (a separator, a section label, "someone like:") is read
 * so; prose keeps its slashes and dots.
 */

const SEPARATORS = /\s*[|•▸→►]\s*/gu;
const SECTION =
  /(^|[|•▸→►:]\s*|\.\s+)(?:experience|education|skills?|about(?:\s+me)?|summary|profile|role|now|current(?:ly)?|headline|someone\s+like|looking\s+for\s+someone\s+like|find\s+(?:me\s+)?(?:someone|people)\s+like)\s*(?::|▸|→|(?=\s*[|•▸→►]))/giu;
const HEADLINE_MARKS = /[|•▸→►·✗✓]|\b(?:someone\s+like|experience|education|skills|summary|about)\s*[:▸]/iu;
const LEVEL = "(?:junior|jr|mid|mid-level|senior|sr|lead|staff|principal)";

/** A query written with a headline's marks, as the sentence it stands for. */
export function readHeadline(query: string): string {
  if (!HEADLINE_MARKS.test(query)) return query;
  const text = query
    // A CV's job line: the title at the company; the dates are the CV's.
    .replace(
      /([\p{L}][^,•|▸]*?),\s*([\p{Lu}][^,•|▸]*?),\s*(?:19|20)\d\d\s*[–-]\s*(?:present|now|today|current)\b/gu,
      "$1 at $2",
    )
    .replace(
      /([\p{L}][^,•|▸]*?),\s*(?:another|a\s+different|other|some\s+other)\s+(?:company|employer|firm)\s*,?\s*(?:before\s+that|previously|earlier)\b/giu,
      " hired in from another company ",
    )
    // A skills section lists what a profile holds some of, commas included.
    .replace(
      /\bskills?\s*[:▸]\s*([^|•▸]+)/giu,
      (_m, list: string) => `skills: ${list.replace(/\s*,\s*/g, " or ")}`,
    )
    // A summary in the first person is the candidate's: "5+ years at my current company".
    .replace(/\bmy\s+(current|present)\s+(company|employer|job|role|firm)\b/giu, "their $1 $2")
    .replace(SECTION, (_m, start: string) => `${start.replace(/[:▸→]/u, "")} `)
    .replace(/✗\s*/gu, " not ")
    .replace(/✓\s*/gu, " ")
    .replace(new RegExp(`\\b(${LEVEL})\\s*[–—-]\\s*(${LEVEL})\\b(?!-)`, "gi"), "$1 or $2")
    .replace(/\b([\p{Lu}][\p{L}]+|[\p{Lu}]{2,})-based\b/gu, "based in $1");
  // Fields, each a clause; inside one, "·" and " / " are alternatives.
  // The headline's first field opens with the role: "SRE · Terraform · GCP" is an SRE with either.
  const fields = text.split(SEPARATORS).filter((field) => field.trim() !== "");
  return fields
    .map((field, k) => {
      const items = field.split(/\s*·\s*/u);
      const listed = (list: string[]) => list.join(" or ").replace(/\s+\/\s+/g, " or ");
      return k === 0 && items.length > 1 ? `${items[0]} ; ${listed(items.slice(1))}` : listed(items);
    })
    .join(" ; ");
}
