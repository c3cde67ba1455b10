/** Round 9's 60 queries, 20 per style, in the order they are numbered in the outputs. */
import type { NinthQuery } from "./labels.ts";
import { FIX_QUERIES } from "./queries-fix.ts";
import { MAIL_QUERIES } from "./queries-mail.ts";
import { MIX_QUERIES } from "./queries-mix.ts";

export const QUERIES: NinthQuery[] = [...MAIL_QUERIES, ...FIX_QUERIES, ...MIX_QUERIES];
