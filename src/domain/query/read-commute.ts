/**
 * Commute and proximity anchors and the exclusions said after them (round 18 of first sight, issue
 * 45): "commutable to Lyon", "within an hour of Leeds", "within two hours of Porto by train", "who
 * could commute into our Bilbao office daily", "a short drive from Graz", "within driving distance
 * of Turin" ask for people living at the place (the data places people by city, and has no
 * travel times): each is written "in <place>", which the place readers read. Then:
 * - "nobody (fully) remote (from abroad)" after such an anchor only restates it (living within
 *   reach is what the anchor asks), so it is dropped, not read as "remote work" (whose "people from
 *   anywhere" made the place only rank);
 * - "<place> is too far", "<place> is out of range", "<place> isn't" (after "<place> is fine")
 *   exclude that place; the refusal ends at punctuation or a spaced dash ("York isn't - nurses":
 *   the words after the dash are the ask, never refused).
 * The anchor names a place: a town that names a university ("within an hour of Cambridge") is
 * the school's own town (data/vocab/schools.json gives each school's city), read
 * as that city, never as "Studied at" its university.
 * No maintained source lists these forms: they are English phrasings of travel distance, written
 * once here.
 */
import { COUNTRY_BY_ISO2, SCHOOLS } from "../vocab/index.ts";
import { criteriaOf } from "./meaning-criteria.ts";
import type { ScanState } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { fold, words } from "./text.ts";

const COUNT = "(?:an?|one|two|three|four|half\\s+an|\\d+(?:[.,]\\d+)?)";
const UNIT = "(?:hours?|hrs?|h|minutes?|mins?)";
const MODE = "(?:train|car|rail|bus|bike|public\\s+transport|transit|plane)";
/** The words before the place: each way of saying "close enough to travel to". */
const ANCHOR = [
  "(?:easily\\s+|comfortably\\s+)?commutable\\s+(?:to|from|into)",
  "within\\s+(?:an?\\s+)?(?:easy\\s+|reasonable\\s+|daily\\s+|a\\s+)?commut(?:e|ing)(?:\\s+distance)?\\s+(?:of|to|from)",
  "(?:could|can|would|able\\s+to|willing\\s+to)\\s+(?:be\\s+able\\s+to\\s+)?commute\\s+(?:in\\s*to|to|into)",
  `within\\s+${COUNT}\\s*${UNIT}(?:['’]s?)?(?:\\s+(?:train\\s+ride|drive|commute|journey|ride|trip))?(?:\\s+by\\s+${MODE})?\\s+(?:of|from|to)`,
  "(?:within\\s+)?(?:a\\s+)?(?:short|easy|quick)\\s+(?:drive|train\\s+ride|commute|ride|trip|hop)\\s+(?:of|from|to|away\\s+from)",
  "(?:within\\s+)?(?:driving|commuting|travel(?:l?ing)?)\\s+distance\\s+(?:of|from|to)",
].join("|");
/** A place: one word, and the capitalised words after it ("Tel Aviv", "Rio de Janeiro"). */
const PLACE =
  "(\\p{L}[\\p{L}.'’-]*(?:\\s+(?:de\\s+|do\\s+|la\\s+)?(?!Office\\b|Daily\\b|By\\b)\\p{Lu}[\\p{L}.'’-]*)*)";
const TAIL = `(?:\\s+(?:office|hq|headquarters|site|campus|hub))?(?:\\s+(?:daily|every\\s+day|each\\s+day|in\\s+person|regularly))?(?:\\s+by\\s+${MODE})?`;
const COMMUTE = new RegExp(`\\b(?:${ANCHOR})\\s+(?:our\\s+|the\\s+|my\\s+|your\\s+)?${PLACE}${TAIL}`, "giu");
/** "nobody fully remote from abroad": only the anchor restated. */
const NO_REMOTE =
  /\b(?:no(?:body|\s*one)?|not|none|without)\s+(?:(?:fully|100\s*%|purely|entirely|full[\s-]time)\s+)?remote(?:ly)?(?:\s+(?:workers?|people|folks|ones|candidates|hires))?(?:\s+(?:working\s+)?from\s+(?:abroad|overseas|elsewhere|another\s+country|other\s+countries))?/giu;
/** "<place> is too far": the place excluded. */
const TOO_FAR =
  /(^|[,;:(—–]|\bbut\b|\band\b)\s*([^,;:.!?—–()]{1,40}?)\s+(?:is|are|['’]s|['’]re)\s+(?:(?:way\s+|much\s+)?too\s+far(?:\s+(?:away|out|off))?|out\s+of\s+(?:range|reach)|not\s+(?:commutable|close\s+enough|within\s+reach|an\s+option))(?=\s*(?:[,;.!?)—–]|-\s|\bbut\b|$))/giu;
/** "Brussels is fine, London isn't": the place said after an allowed one, refused by ellipsis. */
const ISNT_AFTER_FINE =
  /(\b(?:is|are)\s+(?:fine|ok|okay|acceptable|close\s+enough)\s*[,;]\s*(?:but\s+)?)([^,;:.!?—–()]{1,40}?)\s+(?:is\s*n['’]?t|is\s+not|are\s*n['’]?t|are\s+not)(?=\s*(?:[,;.!?)—–]|-\s|$))/giu;

/**
 * A name that is a school's own town ("Cambridge"): that town, as a place, whether or not a place
 * phrase reads it too (a world city named like a word reads it only as a place written so; the
 * school would be read first).
 */
function schoolTown(name: string) {
  const meanings = PHRASES.get(words(name).join(" ")) ?? [];
  const schools = new Set(meanings.flatMap((m) => (m.kind === "school" ? [m.name] : [])));
  const school = SCHOOLS.schools.find((s) => schools.has(s.name) && fold(s.city) === fold(name));
  if (!school) return undefined;
  const country = COUNTRY_BY_ISO2.get(school.country)?.name ?? school.country;
  return {
    kind: "place" as const,
    place: { cities: [[school.city, school.country]] as [string, string][] },
    label: [school.city, school.state, country].filter(Boolean).join(", "),
    guard: "none" as const,
  };
}

/** Pass (text, before allowances and exclusions): commute anchors as places, refusals after them. */
export function readCommute(state: ScanState): void {
  let anchored = false;
  state.text = state.text.replace(COMMUTE, (_whole, place: string) => {
    anchored = true;
    const town = schoolTown(place);
    if (!town) return ` in ${place} `;
    state.loose.push(...criteriaOf(town, place, 1, undefined));
    return " , ";
  });
  if (anchored) {
    state.text = state.text.replace(NO_REMOTE, (whole) => {
      state.notes.push(
        `"${whole.trim()}": living within reach is what the commute asks; not a condition of its own`,
      );
      return " , ";
    });
  }
  state.text = state.text
    // The refusal is a clause of its own: an unknown place leaves no negation to run on.
    .replace(ISNT_AFTER_FINE, (_whole, fine: string, place: string) => `${fine} not ${place} , `)
    .replace(TOO_FAR, (_whole, before: string, place: string) => `${before} not ${place} , `);
}
