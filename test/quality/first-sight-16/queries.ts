/** Round 16's 60 queries: superlatives and rankings, alternatives and unions, lookalikes of an exemplar. */
import { ALT_QUERIES } from "./queries-alt.ts";
import { LIKE_QUERIES } from "./queries-like.ts";
import { RANK_QUERIES } from "./queries-rank.ts";

export const QUERIES = [...RANK_QUERIES, ...ALT_QUERIES, ...LIKE_QUERIES];
