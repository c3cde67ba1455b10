/** The 21 languages of the ESCO labels this project ships. */
export const LANGUAGES = [
  "bg",
  "cs",
  "da",
  "de",
  "en",
  "es",
  "et",
  "fr",
  "hr",
  "hu",
  "it",
  "lt",
  "lv",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "sk",
  "sl",
  "sv",
] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages that write compounds as one word (a right-headed compound: the last part is the head). */
export const COMPOUNDING = new Set<Language>(["de", "nl", "sv", "da", "no"]);

/** Linking letters between compound parts ("Arbeit-s-vermittler", "bedrijf-s-leider"). */
export const LINKERS: Partial<Record<Language, string[]>> = {
  de: ["s", "es", "n", "en", "e", "er"],
  nl: ["s", "en", "e"],
  sv: ["s", "e", "a", "u", "o"],
  da: ["s", "e"],
  no: ["s", "e"],
};

/** Plural endings that may follow a feminine ending ("ingenier-a-s", "Entwickler-in-nen"). */
export const PLURAL_TAILS: Partial<Record<Language, string[]>> = {
  de: ["nen"],
  es: ["s"],
  pt: ["s"],
  fr: ["s"],
  ro: ["le"],
};

/**
 * Inflection endings of nouns and adjectives, from each language's grammar: a title's word the
 * labels never write ("TERAPEUTAS", "Museums", "Boilermakers") is known in a language whose labels
 * write it without one (ESCO writes singulars; national lists write plurals and other cases).
 */
export const INFLECTION_TAILS: Partial<Record<Language, string[]>> = {
  en: ["s", "es"],
  es: ["s", "es"],
  pt: ["s", "es"],
  fr: ["s", "x"],
  de: ["s", "es", "n", "en", "e", "er", "nen"],
  nl: ["s", "en"],
};

/**
 * Words that introduce a specialisation of the occupation named before them: German training
 * regulations (Ausbildungsordnungen under BBiG section 5) split an occupation into "Fachrichtungen"
 * and "Schwerpunkte" ("Tierpfleger Fachrichtung Zoo"). What follows one is a qualifier, as a
 * parenthesis is; the word itself names nothing.
 */
export const SPECIALISATION_MARKERS: Partial<Record<Language, RegExp>> = {
  de: /\s(?:der\s+|mit\s+)?(?:fachrichtung|schwerpunkt)(?:\s*:)?\s/iu,
};

/**
 * A dash between spaces before a specialisation (German): national lists write
 * "Textilmechaniker/Textilmechanikerin - Vliesstoff", ESCO's labels "Produktionsmechaniker –
 * Textil". What follows is a phrase of its own (analyze.ts), but without a head: headed, it weighed
 * as much as the occupation before the dash and halved that occupation's score ("Koch - Restaurant"
 * 0.77 for cook against 0.94 on main, under the job link threshold; review r63). MELO deu 0.5614
 * without the rule, 0.5632 headed, 0.5618 as kept; as a parenthesis (a qualifier) 0.5600.
 */
export const SPECIALISATION_DASHES: Partial<Record<Language, RegExp>> = {
  de: /\s[-–]\s/u,
};

/**
 * Certification marks before a German title, not part of the occupation: "Geprüfte/r" (further
 * training certified under BBiG section 53 / HwO section 42), "Staatlich geprüfte/r" and
 * "Staatlich anerkannte/r" (Länder law on Fachschulen). ESCO's labels never write them.
 */
export const CERTIFICATION_MARKS: Partial<Record<Language, RegExp>> = {
  de: /(?:^|(?<=[\s/(]))(?:staatlich\s+(?:geprüft|anerkannt)|geprüft)(?:e[rnms]?)?(?=\s)/giu,
};

/** Coordinating conjunctions: they join words of one phrase ("Web and Digital Interface Designers"). */
export const CONJUNCTIONS: Record<Language, string[]> = {
  bg: ["и", "или"],
  cs: ["a", "nebo"],
  da: ["og", "eller"],
  de: ["und", "oder"],
  en: ["and", "or"],
  es: ["y", "e", "o", "u"],
  et: ["ja", "või"],
  fr: ["et", "ou"],
  hr: ["i", "ili"],
  hu: ["és", "vagy"],
  it: ["e", "ed", "o"],
  lt: ["ir", "arba"],
  lv: ["un", "vai"],
  nl: ["en", "of"],
  no: ["og", "eller"],
  pl: ["i", "oraz", "lub"],
  pt: ["e", "ou"],
  ro: ["și", "şi", "sau"],
  sk: ["a", "alebo"],
  sl: ["in", "ali"],
  sv: ["och", "eller"],
};
