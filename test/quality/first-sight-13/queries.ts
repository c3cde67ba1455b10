/** Round 13's 60 queries: career trajectories, headline / CV look-alikes, relayed asks. */
import { HEADLINE_QUERIES } from "./queries-headline.ts";
import { RELAYED_QUERIES } from "./queries-relayed.ts";
import { TRAJECTORY_QUERIES } from "./queries-trajectory.ts";

export const QUERIES = [...TRAJECTORY_QUERIES, ...HEADLINE_QUERIES, ...RELAYED_QUERIES];
