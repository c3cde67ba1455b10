/**
 * Round 6's first results of chosen queries (by number or text), each person by the latent facts
 * the labels read, marked R (relevant), m (maybe), X (inverted) or - (wrong). Diagnosis only.
 *   npx bun test/quality/first-sight-6/inspect.ts 20000 2026 3 17 "eng mgmt | DACH"
 */
import { inspectRound } from "../first-sight-harness.ts";
import { ROUND_6 } from "./evaluate.ts";
import type { SixthLatent } from "./people.ts";

const describe = (l: SixthLatent) => {
  const role = l.leads
    ? `${l.leads}:${l.seniority}`
    : `${l.family}${l.specialty === "general" ? "" : `/${l.specialty}`}:${l.seniority}`;
  return `${role} "${l.title}" ${l.city ?? "-"} at ${l.employer} since ${l.since} ${l.tenure}mo past[${l.past ?? ""}] exp${l.months} ${l.schools.join(",")} ${l.degrees.join(",")} [${l.skills.join(",")}]`;
};

await inspectRound(ROUND_6, describe);
