/**
 * Round 20's first results of chosen queries (by number or text), each person by the latent facts
 * the labels read (role and level, title, place, employer, experience, skills), marked R (relevant),
 * m (maybe), X (inverted) or - (wrong). Diagnosis only.
 *   npx bun test/quality/first-sight-20/inspect.ts 20000 2026 3 17
 */
import { inspectRound } from "../first-sight-round.ts";
import { ROUND_20 } from "./evaluate.ts";
import type { TwentiethLatent } from "./people.ts";

const describe = (l: TwentiethLatent) => {
  const role = l.leads
    ? `${l.leads}:${l.seniority}`
    : `${l.family}${l.specialty === "general" ? "" : `/${l.specialty}`}:${l.seniority}`;
  return `${role} "${l.title}" ${l.city ?? "-"}/${l.country ?? "-"} at ${l.employer} exp${l.months} [${l.skills.join(",")}]`;
};

await inspectRound(ROUND_20, describe);
