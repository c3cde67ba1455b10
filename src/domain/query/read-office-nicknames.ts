/**
 * Pass (text, before the level and plain-word readers): office nicknames for trades and ranks
 * (./office-nicknames.ts) written as the plain words they mean, so that the later passes read the
 * family or level with the query's own polarity and department. "the tech C-suite" is the C-level of
 * engineering: "tech" before a level is the engineering function (as ./read-plain-words.ts reads "the
 * tech side").
 */
import { OFFICE_NICKNAMES } from "./office-nicknames.ts";
import type { ScanState } from "./parse-state.ts";

/** A form's spaces match spaces or a hyphen ("pointy-haired", "C-suite", "mini-CEOs"). */
const formSource = (form: string) => form.replace(/ /g, "[\\s-]+");

const NICKNAMES = OFFICE_NICKNAMES.map((n) => ({
  re: new RegExp(`\\b(?:${n.forms.map(formSource).join("|")})(?![\\p{L}-])`, "giu"),
  reads: n.reads,
}));

/** A nickname said in the plural reads as the plural words ("bean counters" -> "accountants"). */
const isPlural = (said: string) => /(?:[^s]s|men)(?: on (?:the )?\w+)?$/iu.test(said.trim());

const TECH_LEVEL = /\b(?:tech|technology|technical)\s+(C-level)\b/giu;

export function plainNicknames(text: string): string {
  let out = text;
  for (const { re, reads } of NICKNAMES)
    out = out.replace(re, (said) => ` ${isPlural(said) ? reads[1] : reads[0]} `);
  return out === text ? text : out.replace(TECH_LEVEL, "engineering $1");
}

export function readOfficeNicknames(state: ScanState): void {
  const text = plainNicknames(state.text);
  if (text === state.text) return;
  state.rephrased = text;
  state.text = text;
}
