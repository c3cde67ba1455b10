/**
 * Where the asker's event is, not where the people asked for are: "speakers for a Kubernetes day in
 * Amsterdam", "for our CTO roundtable in Munich", "the data track of a conference in Lisbon",
 * "Cambridge alumni dinner in Paris". Organisers say the event's city and then, separately, whom
 * they want and from where ("... based in Germany, Austria or Switzerland"); read as the person's
 * place, the event's city is and-ed with theirs and leaves only the people who live in it. The
 * place after an event noun is taken out with a note (the event noun stays, a word that only
 * ranks), as "for our Madrid office" is (./read-text.ts, readContext).
 */
import type { ScanState } from "./parse-state.ts";

/** Gatherings an organiser runs: the noun just before "in" / "at" and the place. */
const EVENT_NOUNS = [
  "conference",
  "conf",
  "meetup",
  "meet-up",
  "summit",
  "roundtable",
  "round-table",
  "round table",
  "panel",
  "dinner",
  "lunch",
  "breakfast",
  "drinks",
  "mixer",
  "reunion",
  "party",
  "gala",
  "day",
  "track",
  "event",
  "workshop",
  "hackathon",
  "festival",
  "evening",
  "gathering",
  "forum",
  "symposium",
  "expo",
  "fair",
  "offsite",
  "off-site",
  "retreat",
  "keynote",
  "bootcamp",
];

/** A place as written after the noun: up to three capitalised words ("The Hague", "New York City"). */
const PLACE = String.raw`(?:the\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}`;
const NOUNS = EVENT_NOUNS.flatMap((n) => [n, `${(n[0] as string).toUpperCase()}${n.slice(1)}`]).join("|");
/**
 * Only "in": an event "at <Company>" may be the company the asker means. Case-sensitive, so the
 * place is capitalised (a lower-case word after "in" is more often a field: "a panel in fintech").
 */
const EVENT_PLACE = new RegExp(String.raw`(?<=\b(?:${NOUNS})s?)\s+[Ii]n\s+(${PLACE})(?![\p{L}\p{N}])`, "gu");

/** Pass (on the text): an event's place as context, not applied. */
export function readEventPlaces(state: ScanState) {
  state.text = state.text.replace(EVENT_PLACE, (m) => {
    state.notes.push(`"${m.trim()}": where the event is, not whom it asks for; not applied`);
    return " , ";
  });
}
