/** Round 19's set: typing slips, asks wrapped in context, professions outside software (20 each). */
import type { NineteenthQuery } from "./labels.ts";
import { CONTEXT_QUERIES } from "./queries-context.ts";
import { PROFESSION_QUERIES } from "./queries-profession.ts";
import { TYPO_QUERIES } from "./queries-typo.ts";

export const QUERIES: NineteenthQuery[] = [...TYPO_QUERIES, ...CONTEXT_QUERIES, ...PROFESSION_QUERIES];
