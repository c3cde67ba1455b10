/**
 * Round 5's first results of chosen queries (by number or text), each person by the latent facts
 * the labels read, marked R (relevant), m (maybe), X (inverted) or - (wrong). Diagnosis only.
 *   npx bun test/quality/first-sight-5/inspect.ts 20000 2026 3 17 "who runs engineering at Papaya Pay?"
 */
import { inspectRound } from "../first-sight-harness.ts";
import { ROUND_5 } from "./evaluate.ts";
import type { FifthLatent } from "./people.ts";

const describe = (l: FifthLatent) => {
  const role = l.leads
    ? `${l.leads}:${l.seniority}`
    : `${l.family}${l.specialty === "general" ? "" : `/${l.specialty}`}:${l.seniority}`;
  return `${role} "${l.title}" ${l.city ?? "-"} at ${l.employer} ${l.tenure}mo past[${l.past ?? ""}] exp${l.months} ${l.schools.join(",")} ${l.degrees.join(",")} [${l.skills.join(",")}]`;
};

await inspectRound(ROUND_5, describe);
