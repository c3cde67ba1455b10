/**
 * Facet expressions as PostgreSQL conditions over `people_facets f`, and the shapes of the
 * statements that read their matches: a long token list is read through its GIN index, never
 * tested row by row (docs/decisions.md, "Long token lists on PostgreSQL").
 */
import { wordTokens } from "../../domain/search/words.ts";
import type { FacetExpr } from "../../domain/storage/index.ts";

const SAFE_TOKEN = /^[a-z0-9]+$/;

/**
 * A token list longer than this is read through its GIN index only, never tested row by row
 * (bench/README.md, "Long token lists on PostgreSQL"). The planner has no statistics for most
 * tokens and counts each at 0.5 % of the table, so a list of 16 is a twelfth of it and 135 about
 * half; and it costs `&&` as one operator call, where each row's test unpacks the row's ~100 tokens
 * (5 µs) and compares them with every token asked for (0.6 µs a token asked). From about a dozen
 * tokens on it chose a sequential scan or a walk of the rank index with the list as a filter, which
 * found nothing in 4-5 s where the index answered in a millisecond.
 */
const LONG_LIST = 8;

/**
 * An expression as a WHERE condition over `people_facets f`, its values as parameters (appended to
 * `params`); null when it matches everyone. A token list is `tokens && $n` (GIN), a word `words @>
 * $n` (all of its normalised tokens), and AND / OR / NOT are SQL's. A long list the index can
 * answer (not under a NOT) is compared with `(SELECT $n)`: a value the planner does not see, which
 * it estimates at its default 1 % of the table whatever the list's length, so that it reads the
 * index (`readsLongList`: the statement then reads the matches before ordering them).
 */
export function pgCondition(expr: FacetExpr, params: unknown[], negated = false): string | null {
  if ("tokens" in expr) {
    const tokens = [...new Set(expr.tokens.filter((t) => SAFE_TOKEN.test(t)))];
    if (tokens.length === 0) return "FALSE";
    params.push(tokens);
    const list = `$${params.length}::text[]`;
    return !negated && tokens.length > LONG_LIST ? `f.tokens && (SELECT ${list})` : `f.tokens && ${list}`;
  }
  if ("words" in expr) {
    const tokens = [...new Set(expr.words.flatMap((w) => wordTokens(w)))];
    if (tokens.length === 0) return null;
    params.push(tokens);
    return `f.words @> $${params.length}::text[]`;
  }
  if ("not" in expr) {
    const inner = pgCondition(expr.not, params, !negated);
    return inner === null ? "FALSE" : `NOT (${inner})`;
  }
  if ("any" in expr) {
    if (expr.any.length === 0) return "FALSE";
    const parts = expr.any.map((e) => pgCondition(e, params, negated));
    if (parts.some((p) => p === null)) return null;
    return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" OR ")})`;
  }
  const parts = expr.all.map((e) => pgCondition(e, params, negated)).filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" AND ")})`;
}

/** Whether pgCondition writes a long list of `expr` as one the index answers (not under a NOT). */
export function readsLongList(expr: FacetExpr, negated = false): boolean {
  if ("tokens" in expr)
    return !negated && new Set(expr.tokens.filter((t) => SAFE_TOKEN.test(t))).size > LONG_LIST;
  if ("words" in expr) return false;
  if ("not" in expr) return readsLongList(expr.not, !negated);
  return ("all" in expr ? expr.all : expr.any).some((e) => readsLongList(e, negated));
}

export type FacetRows = { with: string; rows: string };

/**
 * The facet rows matching `where` (over `people_facets f`), as a WITH item (or none) and a FROM
 * item named `f` with its WHERE. With a long list (`fenced`) the matches are a MATERIALIZED CTE:
 * planned for reading them all, through the index (pgCondition), before any ORDER BY or LIMIT,
 * which otherwise let the planner walk the rank index and test the list on each row until it had
 * found enough, all of the table when few match. The CTE is read lazily, so a LIMIT without an
 * order still stops it early.
 */
export function facetRows(where: string, fenced: boolean): FacetRows {
  return fenced
    ? {
        with: `hits AS MATERIALIZED (SELECT f.id, f.rank FROM people_facets f WHERE ${where})`,
        rows: "hits f WHERE TRUE",
      }
    : { with: "", rows: `people_facets f WHERE ${where}` };
}

/** `WITH` and its items, or nothing. */
export const withItems = (...items: string[]) => {
  const kept = items.filter(Boolean);
  return kept.length ? `WITH ${kept.join(", ")} ` : "";
};

/**
 * The rows of a long list's ranked read tested one by one before its index is read: up to this many
 * times the rows asked for, at most WALK_MOST (rankedSql).
 */
const WALK_PER_ROW = 4;
const WALK_MOST = 1000;

/**
 * A ranked read: the first `$limit` matches of `where` (over `people_facets f`) after the rank
 * `$after`, best first. Without a long list the planner chooses. With one (`fenced`), the best
 * WALK_PER_ROW × limit rows by rank after the cursor are tested first: when as many as asked for
 * match among them they are the answer (a match further on ranks after them), which serves a dense
 * list's small reads (a research batch, a probe) at the cost of a short walk; otherwise the matches
 * are read whole through the index (facetRows) and ordered. Only the branch whose one-time filter
 * holds runs, so the index is not read when the walk sufficed. `after`, `limit` and `walk` are the
 * numbers of their parameters (`walk`, walkRows, only with a long list).
 */
export function rankedSql(
  where: string,
  fenced: boolean,
  after: number,
  limit: number,
  walk: number,
): string {
  if (!fenced)
    return `SELECT f.id, f.rank FROM people_facets f WHERE ${where} AND f.rank > $${after} ORDER BY f.rank LIMIT $${limit}`;
  const matches = facetRows(`${where} AND f.rank > $${after}`, true);
  return `${withItems(
    `walk AS MATERIALIZED (SELECT f.id, f.rank FROM (SELECT * FROM people_facets f WHERE f.rank > $${after}
       ORDER BY f.rank LIMIT $${walk}) f WHERE ${where})`,
    `found AS (SELECT count(*) >= $${limit} AS enough FROM walk)`,
    matches.with,
  )}SELECT id, rank FROM ((SELECT f.id, f.rank FROM walk f WHERE (SELECT enough FROM found) ORDER BY f.rank LIMIT $${limit})
     UNION ALL
     (SELECT f.id, f.rank FROM ${matches.rows} AND NOT (SELECT enough FROM found) ORDER BY f.rank LIMIT $${limit})) r
   ORDER BY rank`;
}

/** How many rows rankedSql's walk tests for a read of `limit`. */
export const walkRows = (limit: number) => Math.min(WALK_MOST, WALK_PER_ROW * limit);
