/**
 * Round 7's first results of chosen queries (by number or text), each person by the latent facts
 * the labels read, marked R (relevant), m (maybe), X (inverted) or - (wrong). Diagnosis only.
 *   npx bun test/quality/first-sight-7/inspect.ts 20000 2026 3 17 "AEs ex-Papaya Pay (left 2022 or later), now somewhere else"
 */
import { inspectRound } from "../first-sight-harness.ts";
import { ROUND_7 } from "./evaluate.ts";
import type { SeventhLatent } from "./people.ts";

const describe = (l: SeventhLatent) => {
  const role = l.leads
    ? `${l.leads}:${l.seniority}`
    : `${l.family}${l.specialty === "general" ? "" : `/${l.specialty}`}:${l.seniority}`;
  const past = l.past ? `${l.past} ${l.pastFrom}-${l.since - 1}` : "";
  return `${role} "${l.title}" ${l.city ?? "-"} at ${l.employer} since ${l.since} ${l.tenure}mo past[${past}] exp${l.months} ${l.schools.join(",")} ${l.degrees.join(",")} [${l.skills.join(",")}]`;
};

await inspectRound(ROUND_7, describe);
