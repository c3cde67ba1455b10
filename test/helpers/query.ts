/**
 * The readers the parser's tests share: a query parsed with the test's own companies and day, its
 * plan as text, its leaves, and the labels it requires and excludes. Each test file names its own
 * companies and day (the parser is real, nothing is mocked).
 */
import type { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { compilePlan, describePlan, holds, leavesOf } from "../../src/domain/query/plan.ts";

/** Readers over parseQuery with these companies and, when given, this day (else the day run). */
export function queryReaders(companies: CompanyLexicon, now?: Date) {
  const parsed = (q: string) => parseQuery(q, { companies, ...(now ? { now } : {}) });
  const leaves = (q: string) => leavesOf(parsed(q).where);
  const labels = (q: string, negated: boolean) =>
    leaves(q)
      .filter((l) => l.negated === negated)
      .map((l) => l.criterion.label);
  return {
    parsed,
    /** The plan as explain prints it ("A AND NOT B"). */
    plan: (q: string) => describePlan(parsed(q).where),
    leaves,
    /** The labels of what the query requires. */
    positive: (q: string) => labels(q, false),
    /** The labels of what the query excludes. */
    negative: (q: string) => labels(q, true),
    /** Whether someone with these facet tokens meets the plan, its nesting kept ("NOT (A AND B)"). */
    meets: (q: string, held: ReadonlySet<string>) => holds(compilePlan(parsed(q).where), held, () => false),
  };
}
