/**
 * Level words of local job boards inside English asks (issue 45 round 18, issue 46): the grade a
 * Polish, Dutch, Brazilian, Argentine, French, German, Italian, Spanish or Swedish posting writes
 * ("Regular", "Medior", "Pleno", "Semi Senior", "Starszy", "Młodszy", "Confirmé") brought to the
 * English level word the level readers read ("mid", "senior", "junior"). Maintained here: no
 * public vocabulary lists job-board grades (ESCO's labels hold occupations, not grades; the linker's
 * own grade words, src/domain/occupations/levels.ts, are stripped from titles, not read as asks).
 *
 * "Regular" is also an English word ("regular hours"), so it is a grade only inside a list of
 * grades ("Regular or Senior", "junior/regular", "Regular, Senior"); the others are no English word.
 *
 * "nothing <grade>" ("nothing junior", "nothing above mid") says which grade is turned away, as
 * "no <grade>" does.
 */

/** Folded (accents dropped, lower case) grade word -> the English level word. */
const LOCAL_GRADES: Record<string, string> = {
  // pl: job boards grade Junior / Regular / Senior / Expert; titles write Młodszy / Starszy.
  mlodszy: "junior",
  mlodsza: "junior",
  starszy: "senior",
  starsza: "senior",
  // nl: junior / medior / senior.
  medior: "mid-level",
  // pt-BR: júnior / pleno / sênior.
  pleno: "mid-level",
  plena: "mid-level",
  plenos: "mid-level",
  plenas: "mid-level",
  // es (Latin America): junior / semi senior / senior ("SSR" is also server-side rendering: not read).
  "semi senior": "mid-level",
  "semi-senior": "mid-level",
  semisenior: "mid-level",
  // fr: débutant / confirmé / expérimenté.
  debutant: "junior",
  debutante: "junior",
  confirme: "mid-level",
  confirmee: "mid-level",
  experimente: "senior",
  experimentee: "senior",
  // de: Berufseinsteiger / erfahren; it: esperto; es: con experiencia; sv: erfaren.
  berufseinsteiger: "junior",
  berufseinsteigerin: "junior",
  erfahrener: "senior",
  erfahrene: "senior",
  esperto: "senior",
  esperta: "senior",
  erfaren: "senior",
  erfarna: "senior",
};

/** Grades English and local lists write, for the list "Regular" must stand in. */
const GRADE_IN_LIST =
  "junior|juniors|jr|mid|senior|seniors|sr|lead|expert|medior|pleno|starszy|mlodszy|principal|staff";
const LIST_JOIN = String.raw`\s*(?:,|/|\bor\b|\band\b|\bi\b|\blub\b|\bo\b|\bou\b|\boder\b|\bund\b|&|\+)\s*`;
/** "Regular" before or after another grade in a list. */
const REGULAR_IN_LIST = new RegExp(
  String.raw`\bregular(?=${LIST_JOIN}(?:${GRADE_IN_LIST})\b)|(?<=\b(?:${GRADE_IN_LIST})${LIST_JOIN})regular\b`,
  "gi",
);
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const LOCAL_GRADE =
  /(?<![\p{L}\p{N}])(?:semi[\s-]?senior|m[łl]odsz[ya]|starsz[ya]|medior|plen[oa]s?|d[ée]butante?|confirm[ée]e?|exp[ée]riment[ée]e?|berufseinsteiger(?:in)?|erfahrene?r?|espert[oa]|erfaren|erfarna)(?![\p{L}\p{N}])/giu;
/** "nothing junior", "nothing entry-level": no one of that grade. */
const NOTHING_GRADE =
  /\bnothing(?=\s+(?:junior|juniors|jr|entry[\s-]level|intern|interns|graduate|mid|senior|seniors)\b)/gi;

/** The text with local grade words written as the English level words. */
export function localLevelWords(text: string): string {
  return text
    .replace(LOCAL_GRADE, (w) => LOCAL_GRADES[fold(w).replace(/\s+/g, " ")] ?? w)
    .replace(REGULAR_IN_LIST, "mid-level")
    .replace(NOTHING_GRADE, "no");
}
