/** Round 22's 60 queries: office nicknames, conditionals and provisos, preference connectives. */
import type { TwentySecondQuery } from "./labels.ts";
import { COND_QUERIES } from "./queries-cond.ts";
import { NICK_QUERIES } from "./queries-nick.ts";
import { PREF_QUERIES } from "./queries-pref.ts";

export const QUERIES: TwentySecondQuery[] = [...NICK_QUERIES, ...COND_QUERIES, ...PREF_QUERIES];
