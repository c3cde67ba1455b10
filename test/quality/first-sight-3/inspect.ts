/**
 * What came back: the first results of chosen queries (quality filter on), each described by the
 * latent facts the labels read, with R (relevant), m (maybe), X (inverted) or - (wrong). For the
 * findings in ./README.md; it changes no figure (../harness.ts and ./evaluate.ts measure). The
 * inspector itself is the rounds' shared one (../first-sight-harness.ts).
 *   npx bun test/quality/first-sight-3/inspect.ts 20000 2026 "Dutch data engineers" 41 ...   # a query, or its number in ./evaluate.ts's output
 */
import { describePerson, inspectRound } from "../first-sight-round.ts";
import { ROUND_3 } from "./evaluate.ts";

if (import.meta.main) await inspectRound(ROUND_3, describePerson);
