/**
 * Round 22's first results of chosen queries (by number or text), each person by the latent facts
 * the labels read (role and level, title, place, employer and the earlier one, experience, degrees
 * and named schools, skills), marked R (relevant), m (maybe), X (inverted) or - (wrong). Diagnosis
 * only.
 *   npx bun test/quality/first-sight-22/inspect.ts 20000 2026 3 17
 */
import { inspectRound } from "../first-sight-round.ts";
import { ROUND_22 } from "./evaluate.ts";
import type { TwentySecondLatent } from "./people.ts";

const describe = (l: TwentySecondLatent) => {
  const role = l.leads
    ? `${l.leads}:${l.seniority}`
    : `${l.family}${l.specialty === "general" ? "" : `/${l.specialty}`}:${l.seniority}`;
  const education = [...l.degrees, ...l.schools].join(",");
  return `${role} "${l.title}" ${l.city ?? "-"}/${l.country ?? "-"} at ${l.employer} past[${l.past ?? ""}] exp${l.months} {${education}} [${l.skills.join(",")}]`;
};

await inspectRound(ROUND_22, describe);
