/**
 * "Aussies abroad", "Brits living overseas", "expat Germans": the people of a country who live
 * outside it. The data holds where people live, not their nationality, so what can be asked is the
 * country excluded: the phrase is written "not <demonym>", which the place readers read as "NOT
 * Located in" the country, with a note that nationality is not known. Read as it was, the demonym
 * asked for people living in the country, the opposite. The demonyms are the vocabulary's own
 * (../vocab/demonyms.ts); the words for "outside one's country" are English, written here.
 */
import { isDemonym } from "../vocab/demonyms.ts";
import type { ScanState } from "./parse-state.ts";
import { fold } from "./text.ts";

const LIVING = "(?:(?:living|working|based|settled|residing|who\\s+(?:live|work|are))\\s+)?";
const OUTSIDE = "(?:abroad|overseas|offshore|in\\s+the\\s+diaspora|outside\\s+(?:the\\s+)?(?:country|home))";
/** "<demonym> (living) abroad", "<demonym> expats", "expat <demonym>". */
const ABROAD = new RegExp(
  `\\b(\\p{L}[\\p{L}'’-]*)\\s+(?:${LIVING}${OUTSIDE}|expats?|ex-?pats?|emigrants?)\\b|\\b(?:expats?|ex-?pats?|emigr(?:ant|é|e)s?)\\s+(\\p{L}[\\p{L}'’-]*)`,
  "giu",
);

/** Pass (text, before the place readers): a demonym said to live abroad as its country excluded. */
export function readAbroad(state: ScanState): void {
  state.text = state.text.replace(ABROAD, (whole: string, before?: string, after?: string) => {
    const demonym = before ?? after ?? "";
    if (!isDemonym(fold(demonym).toLowerCase())) return whole;
    state.notes.push(
      `"${whole.trim()}": nationality is not in the data; read as people living outside that country`,
    );
    return ` not ${demonym} `;
  });
}
