/** Round 10's 60 queries, 20 per style, in the order evaluate.ts numbers them. */
import type { TenthQuery } from "./labels.ts";
import { HEDGE } from "./queries-hedge.ts";
import { NUMERIC } from "./queries-numeric.ts";
import { TIME } from "./queries-time.ts";

export const QUERIES: TenthQuery[] = [...NUMERIC, ...TIME, ...HEDGE];
