/**
 * Round 16's first results of chosen queries (by number or text), each person by the latent facts
 * the labels read (with the earlier job's employer, years and title), marked R (relevant), m (maybe),
 * X (inverted) or - (wrong). Diagnosis only.
 *   npx bun test/quality/first-sight-16/inspect.ts 20000 2026 3 17
 */
import { inspectRound } from "../first-sight-harness.ts";
import { ROUND_16 } from "./evaluate.ts";
import type { SixteenthLatent } from "./people.ts";

const describe = (l: SixteenthLatent) => {
  const role = l.leads
    ? `${l.leads}:${l.seniority}`
    : `${l.family}${l.specialty === "general" ? "" : `/${l.specialty}`}:${l.seniority}`;
  const past = l.past ? `${l.past} ${l.pastFrom}-${l.since - 1} "${l.pastTitle}"` : "";
  const studies = l.studies.map((s) => `${s.degree ?? "?"}@${s.school}`).join(",");
  return `${role} "${l.title}" ${l.city ?? "-"} at ${l.employer} since ${l.since} ${l.tenure}mo past[${past}] exp${l.months} ${studies} [${l.skills.join(",")}]`;
};

await inspectRound(ROUND_16, describe);
