/** Round 20's set: prompts to an assistant, places written as codes, career stages in idiom (20 each). */
import type { TwentiethQuery } from "./labels.ts";
import { CODE_QUERIES } from "./queries-code.ts";
import { PROMPT_QUERIES } from "./queries-prompt.ts";
import { STAGE_QUERIES } from "./queries-stage.ts";

export const QUERIES: TwentiethQuery[] = [...PROMPT_QUERIES, ...CODE_QUERIES, ...STAGE_QUERIES];
