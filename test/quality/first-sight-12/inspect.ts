/**
 * Round 12's first results of chosen queries (by number or text), each person by the latent facts
 * the labels read, marked R (relevant), m (maybe), X (inverted) or - (wrong). Diagnosis only.
 *   npx bun test/quality/first-sight-12/inspect.ts 20000 2026 3 17
 */
import { inspectRound } from "../first-sight-harness.ts";
import { ROUND_12 } from "./evaluate.ts";
import type { TwelfthLatent } from "./people.ts";

const describe = (l: TwelfthLatent) => {
  const role = l.leads
    ? `${l.leads}:${l.seniority}`
    : `${l.family}${l.specialty === "general" ? "" : `/${l.specialty}`}:${l.seniority}`;
  const past = l.past ? `${l.past} ${l.pastFrom}-${l.since - 1}` : "";
  const studies = l.studies.map((s) => `${s.degree ?? "?"}@${s.school}`).join(",");
  return `${role} "${l.title}" ${l.city ?? "-"} at ${l.employer} since ${l.since} ${l.tenure}mo past[${past}] exp${l.months} ${studies} [${l.skills.join(",")}]`;
};

await inspectRound(ROUND_12, describe);
