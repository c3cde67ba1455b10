/**
 * GET /api/search/explain: how a query is read and answered, without searching or charging: the
 * plan, its relaxation when it matches no one, and what the storage engine runs for it (shown to
 * people debugging a deployment only: it differs between engines).
 */
import { compilePlan } from "../query/plan.ts";
import type { Storage } from "../storage/index.ts";
import type { Answer } from "./answer.ts";
import type { SearchService } from "./search.ts";
import type { Plan, SearchInput } from "./search-model.ts";

export interface Explained {
  query: string;
  plan: Plan;
  answered: Omit<Answer, "ids" | "total" | "totalExact">;
  /** The engine's name and its own query text for the plan. */
  engine: { engine: string; facet_match: string | null };
}

export async function explainQuery(
  storage: Storage,
  search: SearchService,
  input: SearchInput,
): Promise<Explained> {
  const { plan, answered } = await search.explain(input);
  return {
    query: input.query,
    plan,
    answered,
    engine: { engine: storage.engine, ...storage.search.compiled(compilePlan(answered.where)) },
  };
}
