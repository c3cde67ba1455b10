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

export const FOREIGN_REWRITES: [RegExp, string][] = [
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
 * Portuguese "no"/"na" ("in the") before a capitalised name is a place, not a negation:
 * "em Lisboa ou no Porto". Read so only when the query is Portuguese (one of its grammar words).
 */
const PORTUGUESE = new RegExp(W("em|ou|não|nas|nos|dos|das|uma|para|também|cidade"), "iu");
export function portugueseInThe(text: string): string {
  if (!PORTUGUESE.test(text)) return text;
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
