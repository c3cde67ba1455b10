/** Round 18's 60 queries: social and job-board posts, local-language titles, relative asks. */
import { LOCAL_QUERIES } from "./queries-local.ts";
import { POST_QUERIES } from "./queries-post.ts";
import { RELATIVE_QUERIES } from "./queries-relative.ts";

export const QUERIES = [...POST_QUERIES, ...LOCAL_QUERIES, ...RELATIVE_QUERIES];
