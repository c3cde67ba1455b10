/**
 * Pass (text, before the level and plain-word readers): office nicknames for trades and ranks
 * (./office-nicknames.ts) written as the plain words they mean, so that the later passes read the
 * family or level with the query's own polarity and department. "the tech C-suite" is the C-level of
 * engineering: "tech" before a level is the engineering function (as ./read-plain-words.ts reads "the
 * tech side").
 *
 * A rank's nickname is the level of the person sought only when said of them:
 * - said of someone else ("report to / work for / assistants to / worked with the top brass"), it is
 *   whom they work with, no level of theirs: dropped with a note;
 * - said of their past ("ex-top brass", "former top brass", "used to be top brass"), it is a past
 *   level: written as the past of the plain words ("ex-senior leaders").
 * A nickname whose words are meant literally ("men's suits", "brass players", "worker bees" beside
 * honey) is left as said (the entry's `literal`).
 */
import { OFFICE_NICKNAMES, type OfficeNickname } from "./office-nicknames.ts";
import type { ScanState } from "./parse-state.ts";

/** A form's spaces match spaces or a hyphen ("pointy-haired", "C-suite", "mini-CEOs"). */
const formSource = (form: string) => form.replace(/ /g, "[\\s-]+");
const formsSource = (n: OfficeNickname) => n.forms.map(formSource).join("|");

const NICKNAMES = OFFICE_NICKNAMES.map((n) => ({
  re: new RegExp(
    `${n.literal?.before ? `(?<!${n.literal.before})` : ""}\\b(?:${formsSource(n)})(?![\\p{L}-])${n.literal?.after ? `(?!${n.literal.after})` : ""}`,
    "giu",
  ),
  reads: n.reads,
  literalContext: n.literal?.context,
}));

const LEVEL_FORMS = OFFICE_NICKNAMES.filter((n) => n.kind === "level")
  .map(formsSource)
  .join("|");

/**
 * A rank's nickname after a relation to it ("report to", "work for", "assistants to", "worked
 * with"): not after a word of seeking or reaching it ("looking for", "promoted to", "rose to") nor
 * before a word that makes it their own ("with C-suite experience").
 */
const SAID_OF_OTHERS = new RegExp(
  String.raw`(?<!\b(?:looking|searching|search|hunting|hiring|recruiting|recruit|promoted|moved|rose|risen|up|climbed|it|way|candidates|people|someone|anyone|talent|successors?|pipeline|path|track)\s+)\b(?:to|for|with|alongside|under|beside)\s+(?:the\s+)?(?:${LEVEL_FORMS})(?![\p{L}-])(?!\s+(?:experience|background|level|titles?|roles?|positions?|jobs?|seats?)\b)`,
  "giu",
);

/**
 * A rank's nickname read as a list of levels ("top brass": heads, directors, VPs or C-level), in the
 * past: "ex-top brass", "former top brass", "used to be (the) top brass". The past-level reader
 * takes one word of a range, not a list: "senior leaders" (director and up) is the range said.
 * A nickname of one level ("former C-suite") is read by the past cue as it stands.
 */
const LISTED_LEVEL_FORMS = OFFICE_NICKNAMES.filter((n) => n.kind === "level" && /,|\bor\b/.test(n.reads[1]))
  .map(formsSource)
  .join("|");
const PAST_LEVEL = new RegExp(
  String.raw`\b(?:ex[\s-]+|former\s+|formerly\s+|once\s+|previously\s+|used\s+to\s+be\s+(?:the\s+|a\s+|an\s+|part\s+of\s+(?:the\s+)?)?)(?:${LISTED_LEVEL_FORMS})(?![\p{L}-])`,
  "giu",
);

/** A nickname said in the plural reads as the plural words ("bean counters" -> "accountants"). */
const isPlural = (said: string) => /(?:[^s]s|men)(?: on (?:the )?\w+)?$/iu.test(said.trim());

const TECH_LEVEL = /\b(?:tech|technology|technical)\s+(C-level)\b/giu;

export function plainNicknames(text: string): string {
  let out = text;
  for (const { re, reads, literalContext } of NICKNAMES) {
    if (literalContext?.test(text)) continue;
    out = out.replace(re, (said) => ` ${isPlural(said) ? reads[1] : reads[0]} `);
  }
  return out === text ? text : out.replace(TECH_LEVEL, "engineering $1");
}

/** Ranks said of someone else dropped, ranks in the past as past levels; each with a note. */
function rankRelations(state: ScanState): string {
  return state.text
    .replace(SAID_OF_OTHERS, (said) => {
      state.notes.push(`"${said.trim()}": whom they work with, no level of theirs (not a condition)`);
      return " ";
    })
    .replace(PAST_LEVEL, (said) => {
      state.notes.push(`read "${said.trim()}" as "ex-senior leaders" (a past level)`);
      return " ex-senior leaders ";
    });
}

export function readOfficeNicknames(state: ScanState): void {
  const related = rankRelations(state);
  const text = plainNicknames(related);
  if (text === state.text) return;
  state.rephrased = text;
  state.text = text;
}
