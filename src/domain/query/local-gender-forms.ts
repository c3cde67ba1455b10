/**
 * Gender-inclusive spellings of titles in other languages, as German, Austrian, Swiss and French
 * postings write them: "Projektmanager:in", "Entwickler*innen", "Berater_in", "Informaticien·ne",
 * "salarié·es", "Ingenieur(in)", "Desarrollador(a)". The mark and its ending are one title written
 * for every gender; the form before the mark is the title the linker and the head-noun grammar know
 * ("Projektmanager", "Entwickler"). Only endings these languages write after such a mark are taken
 * ("in", "innen", "e", "es", "ne", "nes", "a", "as", "trice"...), attached with no space, so a colon
 * or a star elsewhere ("Title: in Berlin", "C*") is left as it is, and so is a field name
 * ("months_in_role": the identifier goes on after the ending). Never a dot: "acme.es", "shop.in"
 * are domains. A slash ("Buchhalter/in") the linker already reads.
 */

/** German marks (":", "*", "_") take only German endings; the French median dot only French ones. */
const GERMAN = "innen|in";
const FRENCH = "nes|ne|es|e|trice|rice|euse|ères|ère";
const ANY = `${GERMAN}|${FRENCH}|as|a`;
const MARKED = new RegExp(
  String.raw`(?<=\p{L}{3})(?:[:*_](?:${GERMAN})|[·•](?:${FRENCH})|\((?:${ANY})\))(?![\p{L}\p{N}_])`,
  "gu",
);

/** The text with gender-inclusive endings taken off titles ("Entwickler*innen" -> "Entwickler"). */
export function withoutGenderMarks(text: string): string {
  return text.replace(MARKED, "");
}
