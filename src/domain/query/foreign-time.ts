/**
 * Durations and dates said in the other languages queries arrive in (de, es, fr, it, pt, nl, pl),
 * written in the English the duration, tenure and start-date passes read (round 9 of first sight):
 * "con più di dieci anni di esperienza" is "with more than 10 years of experience", "seit
 * mindestens fünf Jahren bei ihrer Firma" "at their company for at least 5 years", "depuis 2023 ou
 * plus tard" "since 2023 or later". Only grammar words are translated, and each only where it
 * stands with a number or a year ("plus de juniors" is no duration and is left alone); no
 * maintained source lists these per language, so this is a hand list of grammar words.
 */

/** A letter on neither side: `\b` is ASCII-only. */
const W = (body: string) => `(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`;

/** Number words one to twelve, by value, in the seven languages. */
const NUMBER_WORDS: Record<number, string[]> = {
  1: ["ein", "einem", "einen", "eins", "uno", "un", "una", "um", "uma", "één", "jeden", "jednego"],
  2: ["zwei", "dos", "deux", "due", "dois", "duas", "twee", "dwa", "dwóch"],
  3: ["drei", "tres", "trois", "tre", "três", "drie", "trzy", "trzech"],
  4: ["vier", "cuatro", "quatre", "quattro", "quatro", "cztery", "czterech"],
  5: ["fünf", "cinco", "cinq", "cinque", "vijf", "pięć", "pięciu"],
  6: ["sechs", "seis", "sei", "zes", "sześć", "sześciu"],
  7: ["sieben", "siete", "sept", "sette", "sete", "zeven", "siedem"],
  8: ["acht", "ocho", "huit", "otto", "oito", "osiem"],
  9: ["neun", "nueve", "neuf", "nove", "negen", "dziewięć"],
  10: ["zehn", "diez", "dix", "dieci", "dez", "tien", "dziesięć", "dziesięciu"],
  12: ["zwölf", "doce", "douze", "dodici", "doze", "twaalf", "dwanaście"],
};
const NUMBER_BY_WORD = new Map(
  Object.entries(NUMBER_WORDS).flatMap(([n, ws]) => ws.map((w) => [w, Number(n)] as const)),
);
const YEARS = "jahren|jahre|jahr|años|año|ans|années|anni|anno|anos|ano|jaren|jaar|lat|lata|roku";
const EXPERIENCE =
  "berufserfahrung|erfahrung|experiencia|expérience|esperienza|experiência|ervaring|werkervaring|doświadczenia|doświadczeniem";
const NUMBER = `(\\d{1,2}|${[...NUMBER_BY_WORD.keys()].join("|")})`;

const REWRITES: [RegExp, string | ((...m: string[]) => string)][] = [
  // A number word before a years word: "fünf Jahren", "dieci anni".
  [
    new RegExp(`${W(NUMBER)}\\s*\\+?\\s+(?:${YEARS})(?![\\p{L}\\p{N}])`, "giu"),
    (whole: string, n: string) =>
      whole
        .replace(n, String(NUMBER_BY_WORD.get(n.toLowerCase()) ?? n))
        .replace(new RegExp(YEARS, "iu"), "years"),
  ],
  // "years of experience": "anni di esperienza", "Jahre Erfahrung", "años de experiencia".
  [
    new RegExp(
      `(?<=\\byears)\\s+(?:(?:di|de|d['’]|an|van|of)\\s+)?(?:${EXPERIENCE})(?![\\p{L}\\p{N}])`,
      "giu",
    ),
    " of experience",
  ],
  // Bounds before a number: "mindestens", "al menos", "au moins"; "mehr als", "più di", "plus de".
  [
    new RegExp(
      `${W("mindestens|wenigstens|al\\s+menos|por\\s+lo\\s+menos|au\\s+moins|almeno|pelo\\s+menos|no\\s+mínimo|minstens|ten\\s+minste|co\\s+najmniej")}(?=\\s+\\d)`,
      "giu",
    ),
    " at least ",
  ],
  [
    new RegExp(
      `${W("mehr\\s+als|über|más\\s+de|plus\\s+de|più\\s+di|mais\\s+de|meer\\s+dan|ponad|powyżej")}(?=\\s+\\d)`,
      "giu",
    ),
    " more than ",
  ],
  // "seit 5 Jahren" is "for 5 years", "seit 2020" "since 2020"; "desde", "depuis", "sinds", "dal".
  [
    new RegExp(
      `${W("seit|desde|depuis|sinds|dal|od")}(?=\\s+(?:at\\s+least\\s+|more\\s+than\\s+)?\\d{1,2}\\s+years)`,
      "giu",
    ),
    " for ",
  ],
  [new RegExp(`${W("seit|desde|depuis|sinds|dal")}(?=\\s+(?:19|20)\\d\\d)`, "giu"), " since "],
  // "ou plus tard", "oder später", "o más tarde", "o più tardi": "or later".
  [
    new RegExp(
      `(?<=\\bor\\s+)${W("plus\\s+tard|später|más\\s+tarde|mais\\s+tarde|più\\s+tardi|later|później")}`,
      "giu",
    ),
    " later ",
  ],
  [
    new RegExp(
      `${W("(?:ou|oder|o|of|lub|albo)\\s+(?:plus\\s+tard|später|más\\s+tarde|mais\\s+tarde|più\\s+tardi|później)")}`,
      "giu",
    ),
    " or later ",
  ],
  // The current employer said in the language: "bei ihrer Firma", "en su empresa", "dans leur entreprise".
  [
    new RegExp(
      W(
        "(?:bei|in)\\s+(?:ihrer|seiner|der|dem|ihrem|seinem)\\s+(?:jetzigen\\s+|aktuellen\\s+|derzeitigen\\s+)?(?:firma|arbeitgeber|unternehmen)|" +
          "en\\s+su\\s+(?:empresa|compañía)(?:\\s+actual)?|dans\\s+(?:leur|son|sa)\\s+(?:entreprise|société)(?:\\s+actuelle)?|" +
          "(?:nella|presso\\s+la)\\s+(?:loro|sua)\\s+azienda(?:\\s+attuale)?|na\\s+(?:sua\\s+)?empresa(?:\\s+atual)?|" +
          "bij\\s+(?:hun|zijn|haar)\\s+(?:huidige\\s+)?(?:werkgever|bedrijf)|w\\s+(?:obecnej\\s+)?firmie",
      ),
      "giu",
    ),
    " at their current company ",
  ],
  // "for at least 5 years at their current company" in the order the tenure pass reads.
  [
    /\bfor\s+((?:at\s+least\s+|more\s+than\s+)?\d{1,2}\s+years)\s+at\s+their\s+current\s+company\b/gi,
    " at their current company for $1 ",
  ],
];

/** Pass (text, after the polarity rewrites): foreign durations and dates in English. */
export function foreignTime(text: string): string {
  let out = text;
  for (const [pattern, by] of REWRITES)
    out =
      typeof by === "string"
        ? out.replace(pattern, by)
        : out.replace(pattern, by as (...m: string[]) => string);
  return out;
}
