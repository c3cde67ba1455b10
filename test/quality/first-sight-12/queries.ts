/** Round 12's 60 queries: search-operator strings, education asks, outsiders' asks. */
import { EDUCATION_QUERIES } from "./queries-education.ts";
import { OPERATOR_QUERIES } from "./queries-operators.ts";
import { OUTSIDE_QUERIES } from "./queries-outside.ts";

export const QUERIES = [...OPERATOR_QUERIES, ...EDUCATION_QUERIES, ...OUTSIDE_QUERIES];
