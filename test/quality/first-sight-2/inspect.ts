/**
 * What came back: the first results of chosen queries (quality filter on), each described by the
 * latent facts the labels read, with R (relevant), m (maybe), X (inverted) or - (wrong). For the
 * findings in ./README.md; it changes no figure (../harness.ts and ./evaluate.ts measure). The
 * inspector itself is the rounds' shared one (../first-sight-harness.ts).
 *   npx bun test/quality/first-sight-2/inspect.ts 20000 2026 "ml engineers w/o phd" ...   # a query, or its number
 */
import { describePerson, inspectRound } from "../first-sight-round.ts";
import { ROUND_2 } from "./evaluate.ts";

if (import.meta.main) await inspectRound(ROUND_2, describePerson);
