/**
 * Round 8's 60 queries, 20 per style, written and labelled before any query was run: (a) an Indian
 * recruiter's postings (./queries-india.ts), (b) structured filters pasted from another tool's
 * saved search (./queries-filters.ts), (c) investors' and analysts' due-diligence questions about
 * a company's team (./queries-diligence.ts).
 */
import { DILIGENCE } from "./queries-diligence.ts";
import { FILTERS } from "./queries-filters.ts";
import { INDIA } from "./queries-india.ts";

export const QUERIES = [...INDIA, ...FILTERS, ...DILIGENCE];
