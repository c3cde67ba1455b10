/** Round 15's 60 queries: analysts' contrasts, pasted tool filters, negated everyday asks. */
import { CONTRAST_QUERIES } from "./queries-contrast.ts";
import { FILTER_QUERIES } from "./queries-filter.ts";
import { NEGATION_QUERIES } from "./queries-negation.ts";

export const QUERIES = [...CONTRAST_QUERIES, ...FILTER_QUERIES, ...NEGATION_QUERIES];
