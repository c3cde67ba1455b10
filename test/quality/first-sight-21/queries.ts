/** Round 21's set: stacked hyphenated modifiers, the formal register, symbol shorthand (20 each). */
import type { TwentyFirstQuery } from "./labels.ts";
import { FORMAL_QUERIES } from "./queries-formal.ts";
import { HYPHEN_QUERIES } from "./queries-hyphen.ts";
import { SYMBOL_QUERIES } from "./queries-symbol.ts";

export const QUERIES: TwentyFirstQuery[] = [...HYPHEN_QUERIES, ...FORMAL_QUERIES, ...SYMBOL_QUERIES];
