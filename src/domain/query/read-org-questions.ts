/**
 * Questions about another company's organisation, the company named as a colleague names it:
 * - "who runs Papaya's sales team?", "who heads Acme's data org": a leadership verb before a
 *   company's possessive leads what follows it, so the question is written "who runs the sales
 *   team at Papaya" (the form the verb reader takes as the leaders of that function there; left as
 *   written, the possessive's rewrite came between the verb and its department);
 * - "who leads product at Acme, and the same for Brightwave": "the same for <company>" repeats the
 *   question at the other company, read as "or at Brightwave" (a company's name only, a record's or an employer the index holds,
 *   so "the same for London" is left alone);
 * - "the India team — the Bengaluru and Mumbai offices": offices named after a place's team say
 *   where that team sits, so the offices' places replace the broader one (read as alternatives,
 *   the whole of India was asked for).
 */
import type { ScanState } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { resolveEmployer } from "./read-names.ts";
import { words } from "./text.ts";

/** A company as typed: capitalised words, "&" inside ("Harbor & Finch"), or initials ("H&F"). */
const NAME = String.raw`\p{Lu}[\p{L}\p{N}.&-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}.-]*){0,3}`;
const LEAD_VERB = String.raw`(?:runs|leads|heads|manages|oversees|heads\s+up|is\s+in\s+charge\s+of|is\s+the\s+boss\s+of|is\s+responsible\s+for|looks\s+after)`;

const LEADS_POSSESSIVE = new RegExp(
  String.raw`\b((?:who|whoever|which\s+people|the\s+people\s+who|the\s+person\s+who|anyone\s+who)(?:\s+(?:currently|actually))?\s+${LEAD_VERB})\s+(${NAME})(?:['’]s|(?<=s)['’])\s+([^,.;:?!—–()]+)`,
  "gu",
);

const SAME_FOR = new RegExp(
  String.raw`,?\s*(?:and|&)\s+(?:(?:also|likewise)\s+)?the\s+same\s+(?:thing\s+)?(?:for|at|over\s+at)\s+(${NAME})`,
  "gu",
);

const isPlace = (phrase: string) =>
  PHRASES.get(words(phrase).join(" "))?.some((m) => m.kind === "place") ?? false;

/** "<Place> team — the <A> and <B> offices" (or "office in A and B"). */
const TEAM_OFFICES =
  /\b(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\s+(team|org|staff|people|folks)\s*[—–:-]+\s*(?:the\s+|its\s+|their\s+)?((?:\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)(?:\s*(?:,|and|or|&)\s*\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)*)\s+offices?\b/gu;

/** Pass (text, before the employer binding): org questions in the order the verb reader takes. */
export function readOrgQuestions(state: ScanState): void {
  const isCompany = (name: string) => {
    const match = resolveEmployer(state, name);
    return match !== null && match.how !== "typo";
  };
  state.text = state.text
    .replace(LEADS_POSSESSIVE, (whole, asks: string, name: string, what: string) =>
      isCompany(name) ? `${asks} the ${what.trim()} at ${name} ` : whole,
    )
    .replace(SAME_FOR, (whole, name: string) => (isCompany(name) ? ` or at ${name}` : whole))
    .replace(TEAM_OFFICES, (whole, broad: string, unit: string, offices: string) => {
      const places = offices.split(/\s*(?:,|\band\b|\bor\b|&)\s*/).filter(Boolean);
      if (!isPlace(broad) || !places.length || !places.every(isPlace)) return whole;
      return ` ${unit} , in ${places.join(" or ")} `;
    });
}
