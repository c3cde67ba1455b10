/**
 * A move between industries said with "from ... to": "moved from banking to fintech", "switched
 * from consulting into SaaS", "ppl from insurance who moved to healthtech", "folks from retail now
 * in gaming". The first industry is the one left and the second the current one, as "moved out of
 * banking into fintech" already reads (./read-polarity.ts); written so before the other passes.
 * Only when the word after "from" names an industry: a company after it is the employer binding's
 * (./read-employer-binding.ts), a place is where someone lives.
 */
import type { ScanState } from "./parse-state.ts";
import { INDUSTRY_CONTEXT, PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";

const MOVE_VERB = "(?:moved|switched|transitioned|pivoted|went|jumped|changed|crossed)(?:\\s+over)?";
const WHAT = "((?:[\\p{L}&-]+\\s+){0,2}?[\\p{L}&-]+)";
/** "moved from X to Y". */
const VERB_FROM = new RegExp(`\\b${MOVE_VERB}\\s+from\\s+(?:the\\s+)?${WHAT}\\s+(?:to|into)\\s+`, "giu");
/** "from X who moved to Y", "from X now in Y". */
const FROM_VERB = new RegExp(
  `\\bfrom\\s+(?:the\\s+)?${WHAT}\\s+(?:(?:(?:who|that)\\s+(?:have\\s+|has\\s+|had\\s+)?|and\\s+(?:have\\s+|has\\s+)?)?${MOVE_VERB}\\s+(?:to|into)|(?:(?:and|but|who\\s+(?:are|is))\\s+)?(?:now|currently)\\s+(?:in|at))\\s+`,
  "giu",
);

/** The phrase names an industry, with or without its context noun ("the gaming industry"). */
function namesIndustry(phrase: string): boolean {
  const ws = words(phrase);
  if (ws.length > 1 && INDUSTRY_CONTEXT.has(ws[ws.length - 1] as string)) ws.pop();
  return PHRASES.get(ws.join(" "))?.some((m) => m.kind === "industry") ?? false;
}

export function readIndustryMoves(state: ScanState) {
  const rewrite = (whole: string, left: string) =>
    namesIndustry(left) ? ` moved out of ${left} into ` : whole;
  state.text = state.text.replace(VERB_FROM, rewrite).replace(FROM_VERB, rewrite);
}
