/** Round 14's 60 queries: lay descriptions, company-centric org questions, pasted intake forms. */
import { FORM_QUERIES } from "./queries-form.ts";
import { LAY_QUERIES } from "./queries-lay.ts";
import { ORG_QUERIES } from "./queries-org.ts";

export const QUERIES = [...LAY_QUERIES, ...ORG_QUERIES, ...FORM_QUERIES];
