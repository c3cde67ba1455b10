/** Round 11's 60 queries: company spellings, report shorthand, narrowing over several sentences. */
import { COMPANY_QUERIES } from "./queries-company.ts";
import { NARROW_QUERIES } from "./queries-narrow.ts";
import { REPORT_QUERIES } from "./queries-report.ts";

export const QUERIES = [...COMPANY_QUERIES, ...REPORT_QUERIES, ...NARROW_QUERIES];
