/** Round 17's 60 queries: job-architecture levels, regions / blocs / time zones, stack and tool jargon. */
import { LEVEL_QUERIES } from "./queries-level.ts";
import { REGION_QUERIES } from "./queries-region.ts";
import { STACK_QUERIES } from "./queries-stack.ts";

export const QUERIES = [...LEVEL_QUERIES, ...REGION_QUERIES, ...STACK_QUERIES];
