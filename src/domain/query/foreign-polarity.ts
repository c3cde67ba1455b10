/**
 * Polarity cues in the other languages queries arrive in (German, Spanish, French, Portuguese,
 * Dutch, Italian, Polish), brought to the English forms the polarity pass and the operators read:
 * an exclusion ("außer", "esclusi", "oprócz") is "except", an absence ("ohne", "sin", "senza") is
 * "without", a former employer ("ehemalige", "anciens de", "antiguos de") is "formerly at", and a
 * current one said after it ("maintenant chez", "jetzt bei", "ahora en") is "now at". A cue these
 * rewrites do not reach is still a cue: CUE_WORDS feeds the guard (./polarity-guard.ts), which drops
 * what such a cue governs rather than apply it positively. No maintained source lists polarity cues
 * per language, so this is a hand list; each entry is a grammar word, never a query's content word.
 */

/** A letter on neither side (an elided "d'" may touch the next word): `\b` is ASCII-only. */
const W = (body: string) => `(?<![\\p{L}\\p{N}])(?:${body})(?:(?<=['’])|(?![\\p{L}\\p{N}]))`;
/** Articles that follow an exclusion or a former-employer word ("esclusi i junior", "anciens de"). */
const ARTICLE = "(?:\\s+(?:der|die|den|dem|des|el|la|las|los|les|le|l['’]|os|as|o|a|het|de|i|gli|il|lo|le))?";

/**
 * "no longer there" said after an earlier employer, in the languages: "pero que ya no están allí",
 * "aber nicht mehr dort", "mais qui n'y sont plus", "ma che non ci sono più", "mas que já não estão
 * lá": the English the polarity pass reads ("isn't there anymore").
 */
const NO_LONGER_THERE = new RegExp(
  W(
    "(?:pero\\s+|mas\\s+|mais\\s+|ma\\s+|aber\\s+|maar\\s+)?(?:que\\s+|qui\\s+|che\\s+|die\\s+)?(?:" +
      "ya\\s+no\\s+(?:están|está|trabajan|trabaja)\\s+(?:allí|alli|ahí|ahi|allá)|" +
      "já\\s+não\\s+(?:estão|está|trabalham|trabalha)\\s+(?:lá|la|ali)|" +
      "n['’]y\\s+(?:sont|est|travaillent|travaille)\\s+plus|" +
      "non\\s+ci\\s+(?:sono|è|lavorano|lavora)\\s+più|" +
      "(?:nicht\\s+mehr\\s+dort(?:\\s+(?:sind|ist|arbeiten|arbeitet))?|dort\\s+nicht\\s+mehr\\s+(?:sind|ist|arbeiten|arbeitet))|" +
      "er\\s+niet\\s+meer\\s+(?:zijn|is|werken|werkt))",
  ),
  "giu",
);

export const FOREIGN_REWRITES: [RegExp, string][] = [
  [NO_LONGER_THERE, " but are not there anymore "],
  // Exclusions: what follows is excluded.
  [
    new RegExp(
      W(
        [
          "außer",
          "ausser",
          "ausgenommen",
          "mit\\s+ausnahme\\s+(?:von|der|des)",
          "excepto",
          "exceptuando",
          "salvo",
          "a\\s+excepción\\s+de",
          "sauf",
          "hormis",
          "excepté",
          "à\\s+l['’]exception\\s+d(?:e|es|u)",
          "exceto",
          "excepto",
          "com\\s+exceção\\s+d[eao]s?",
          "behalve",
          "uitgezonderd",
          "met\\s+uitzondering\\s+van",
          "esclus[ioae]",
          "escludendo",
          "tranne",
          "eccetto",
          "ad\\s+eccezione\\s+d(?:i|ei|egli|elle|el)",
          "oprócz",
          "poza",
          "z\\s+wyjątkiem",
        ].join("|"),
      ) + ARTICLE,
      "giu",
    ),
    " except ",
  ],
  // Absence: "without".
  [new RegExp(W("ohne|sin|senza|zonder|bez") + ARTICLE, "giu"), " without "],
  // Portuguese "sem" only in lower case: "SEM" is search-engine marketing.
  [new RegExp(W("sem"), "gu"), " without "],
  // "no/none": "keine Junioren", "ningún junior", "aucun stagiaire", "geen junioren", "nessun junior".
  [
    new RegExp(
      W(
        "kein|keine|keinen|ningún|ninguno|ninguna|aucun|aucune|nenhum|nenhuma|geen|nessun|nessuno|nessuna|żadnych|żaden",
      ),
      "giu",
    ),
    " no ",
  ],
  // French "pas de juniors", "pas d'intérimaires": "no" (a bare "ne ... pas" is guarded, not rewritten).
  [new RegExp(`${W("pas\\s+d(?:e|es|['’])")}`, "giu"), " no "],
  // "not": "nicht", "não", "niet", "nie"; French "ne ... pas" is guarded, not rewritten.
  [new RegExp(W("nicht|não|niet|nie"), "giu"), " not "],
  // Former employees of: "ehemalige (Mitarbeiter) von/bei X", "anciens (employés) de X", "antiguos de X".
  [
    new RegExp(
      W(
        "(?:ehemalige[nrs]?|frühere[nrs]?)(?:\\s+(?:mitarbeiter(?:innen)?|angestellte[n]?|beschäftigte[n]?))?(?:\\s+(?:von|bei|der|des))?|" +
          "(?:anciens?|anciennes?)(?:\\s+(?:employés?|salariés?|collaborateurs?))?\\s+(?:de\\s+chez|de|d['’]|du|des)|" +
          "(?:antiguos?|antiguas?|ex[\\s-]+empleados?)(?:\\s+(?:empleados?|trabajadores?))?\\s+(?:de(?:l)?)|" +
          "(?:antigos?|antigas?|ex[\\s-]+funcionários?)(?:\\s+(?:funcionários?|colaboradores?))?\\s+(?:d[aeo]s?)|" +
          "(?:voormalige?|oud)(?:\\s+(?:medewerkers?|werknemers?))?(?:\\s+(?:van|bij))?|" +
          "ex[\\s-]+dipendenti\\s+d(?:i|ella|el)|" +
          "(?:byli|byłych|były|była)(?:\\s+(?:pracownicy|pracowników|pracownik))?(?:\\s+z)?",
      ),
      "giu",
    ),
    " formerly at ",
  ],
  // The employer now, said after a former one: "qui travaillent maintenant chez X", "jetzt bei X".
  // Case-sensitive: the optional verb before it is a lower-case word, never the company's name.
  [
    new RegExp(
      W(
        "(?:(?:qui|que|die|che|którzy)\\s+)?(?:\\p{Ll}+\\s+)?(?:maintenant|actuellement|désormais|jetzt|derzeit|aktuell|ahora|actualmente|agora|atualmente|nu|momenteel|ora|adesso|attualmente|teraz|obecnie)\\s+(?:chez|bei|en|na|no|em|bij|a|in|da|presso|w)",
      ),
      "gu",
    ),
    " now at ",
  ],
  // An employer after a preposition of another language: "chez X", "bei X", "bij X", "presso X".
  [new RegExp(`${W("chez|bei|bij|presso")}(?=\\s+\\p{Lu})`, "gu"), " at "],
];

/**
 * "or" in the other languages, between the alternatives it joins: "München oder Wien", "React albo
 * TypeScript", "Paris ou Bruxelles", "España o Portugal" (a lower-case "o" on its own; Portuguese
 * "o" is "the" and is left alone in a Portuguese query).
 */
export const FOREIGN_OR: [RegExp, string][] = [
  [new RegExp(W("oder|albo|lub|ou|ovvero|oppure"), "gu"), " or "],
];
/** Dutch "of" is "or" only between two capitalised names in a Dutch query ("Amsterdam of Den Haag"). */
const DUTCH = new RegExp(
  W("geen|zonder|bij|mensen|niet|alleen|ontwikkelaars|ervaring|jaar|behalve|graag|werkzaam"),
  "iu",
);
const DUTCH_OF = /(?<=\p{Lu}[\p{L}.-]*\s+)of(?=\s+\p{Lu})/gu;
const SPANISH_ITALIAN_O = /(?<=[\p{L}.)]\s+)o(?=\s+[\p{L}(])/gu;

/** Level nouns in the plural forms the English vocabulary does not fold: "sem juniores", "ohne Junioren". */
const FOREIGN_LEVELS: [RegExp, string][] = [
  [new RegExp(W("junioren|juniores|júniores|juniorzy|juniorów"), "giu"), " juniors "],
  [new RegExp(W("senioren|seniores|séniores|seniorzy|seniorów"), "giu"), " seniors "],
  [
    new RegExp(W("praktikanten|stagiaires|becarios|estagiários|stagisti|stażyści|stagiairs"), "giu"),
    " interns ",
  ],
];
/**
 * Foreign "or" words as "or", and level plurals as English. The language is told by the query as
 * typed (`original`): the polarity rewrites have already made its "geen" or "sem" English.
 */
export function foreignOr(text: string, original = text): string {
  let out = text;
  for (const [pattern, by] of FOREIGN_LEVELS) out = out.replace(pattern, by);
  for (const [pattern, by] of FOREIGN_OR) out = out.replace(pattern, by);
  if (DUTCH.test(original)) out = out.replace(DUTCH_OF, "or");
  if (!isPortuguese(original)) out = out.replace(SPANISH_ITALIAN_O, "or");
  return out;
}

/**
 * Portuguese "no"/"na" ("in the") before a capitalised name is a place, not a negation:
 * "em Lisboa ou no Porto". Read so only when the query is Portuguese: the evidence of both
 * languages is weighed, words only Portuguese writes against words only Spanish writes ("para",
 * "dos", "nos" are both languages' and count for neither; "sem" only in lower case, as "SEM" is
 * search-engine marketing). A tie with any Portuguese word is Portuguese, as before.
 */
const PORTUGUESE_ONLY = new RegExp(
  W("em|ou|não|nas|das|uma|também|cidade|engenheir[oa]s?|desenvolvedor(?:es|as?)?|vieram|gestores"),
  "giu",
);
const LOWER_SEM = new RegExp(W("sem"), "gu");
const SPANISH_ONLY = new RegExp(
  W(
    "en|con|el|los|las|del|y|años|también|ciudad|ingenier[oa]s?|desarrollador(?:es|as?)?|experiencia|trabajan|pero|equipos?|proyectos?|ningún|ninguna",
  ),
  "giu",
);
const count = (text: string, words: RegExp) => text.match(words)?.length ?? 0;
function isPortuguese(text: string): boolean {
  const portuguese = count(text, PORTUGUESE_ONLY) + count(text, LOWER_SEM);
  return portuguese > 0 && portuguese >= count(text, SPANISH_ONLY);
}
export function portugueseInThe(text: string): string {
  if (!isPortuguese(text)) return text;
  return text.replace(new RegExp(`${W("no|na|nos|nas")}(?=\\s+\\p{Lu})`, "gu"), " em ");
}

/**
 * Cue words (folded, singular, as ./text.ts writes them) the guard treats as "not" / "except" /
 * "formerly" when no rewrite above read them (another word order, an inflection the list lacks).
 */
export const FOREIGN_CUES_BEFORE = [
  "ausser",
  "ohne",
  "kein",
  "keine",
  "keinen",
  "nicht",
  "ehemalige",
  "ehemaliger",
  "ehemaligen",
  "excepto",
  "salvo",
  "sin",
  "ningun",
  "ninguno",
  "ninguna",
  "antiguo",
  "antigua",
  "sauf",
  "hor",
  "hormi",
  "aucun",
  "aucune",
  "ancien",
  "ancienne",
  "exceto",
  "sem",
  "nao",
  "nenhum",
  "nenhuma",
  "antigo",
  "antiga",
  "behalve",
  "zonder",
  "niet",
  "geen",
  "voormalige",
  "esclusi",
  "escluso",
  "esclusa",
  "escluse",
  "tranne",
  "eccetto",
  "senza",
  "nessun",
  "nessuno",
  "oprocz",
  "bez",
  "nie",
  "zadnych",
  "byli",
  "bylych",
];
/** Said after what they govern: "die Acme verlassen haben", "die nicht mehr bei Acme sind". */
export const FOREIGN_CUES_AFTER = ["verlassen", "verlaten", "mehr"];
