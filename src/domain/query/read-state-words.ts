/**
 * "State" said of a place (review r68): "the state of Ohio", "the State of New York", "the state
 * of Victoria" name that state alone, never the United States ("the States") beside it; "in Ohio
 * state", after a place marker, is the state, not the university whose name shares the words ("Ohio
 * State", which "studied at Ohio State" and "Ohio State alumni" still name). Each is written as the
 * words the phrase table reads as the state and nothing else; a name the table does not read as a
 * place is left as written.
 */
import { PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";

/** One to three capitalised words: a place's name as written ("Ohio", "New South Wales", "São Paulo"). */
const WORD = String.raw`\p{Lu}(?:[\p{L}'’-]|\.(?=\p{L}))*`;
const NAME = String.raw`${WORD}(?:\s+(?:de\s+|of\s+)?${WORD}){0,2}`;
// No "i" flag: it would let \p{Lu} match small letters too.
const STATE_OF = new RegExp(String.raw`\b[Tt]he\s+[Ss](?:tate|TATE)\s+[Oo]f\s+(${NAME})`, "gu");
/** "in Ohio state", "based in Washington State": the words a marker of where someone is puts first. */
const MARKED_STATE = new RegExp(
  String.raw`(\b(?:[Ii]n|[Bb]ased in|[Ll]ocated in|[Ll]iving in|[Nn]ear|[Aa]round|[Aa]cross|[Tt]hroughout|[Oo]utside(?: of)?)\s+)(${NAME})\s+[Ss]tate\b(?!\s+(?:[Uu]niversity|[Cc]ollege|[Ss]chool)\b)`,
  "gu",
);

type Reading = "state" | "place" | "other" | "none";

/** What the table reads the words as: a state alone, some other place alone, or something else too. */
function readingOf(text: string): Reading {
  const meanings = PHRASES.get(words(text).join(" "));
  if (!meanings || meanings.length === 0) return "none";
  if (meanings.some((m) => m.kind !== "place")) return "other";
  const first = meanings[0];
  return first?.kind === "place" && first.place.states && !first.place.cities ? "state" : "place";
}

/**
 * The words the phrase table reads as the state named, nothing else: the name when it is the
 * state ("Ohio"), else "<name> state" when that is ("New York state", "Victoria state"); for a
 * country called a state ("the State of Israel") the name; undefined when none.
 */
function stateWords(name: string): string | undefined {
  const alone = readingOf(name);
  if (alone === "state") return name;
  if (readingOf(`${name} state`) === "state") return `${name} state`;
  return alone === "place" ? name : undefined;
}

/** Pass (text, before the city and region pairs): "the state of X" and "in X state" as the state X. */
export function readStateWords(text: string): string {
  return text
    .replace(STATE_OF, (whole, name: string) => {
      // The name may run on into the next capitalised word ("the State of Ohio Nurses"): the longest that reads.
      const parts = name.split(/\s+/u);
      for (let n = parts.length; n > 0; n--) {
        const said = stateWords(parts.slice(0, n).join(" "));
        if (said) return [said, ...parts.slice(n)].join(" ");
      }
      return whole;
    })
    .replace(MARKED_STATE, (whole, marker: string, name: string) => {
      // Only a name the table reads as the state alone: "in Ohio state" is Ohio, never a country.
      return readingOf(`${name} state`) === "other" && readingOf(name) === "state"
        ? `${marker}${name}`
        : whole;
    });
}
