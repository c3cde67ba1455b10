/**
 * The PostgreSQL connection pool (postgres.js: pure JavaScript, so it compiles into the binary;
 * pipelining, LISTEN/NOTIFY and COPY; docs/decisions.md). bigint columns (ids, credits, Unix times)
 * come back as JavaScript numbers: every value we store fits in 2^53.
 */
import postgres from "postgres";

export type Sql = postgres.Sql;
/** A connection inside a transaction (postgres.js types it apart from the pool). */
export type Tx = postgres.TransactionSql;
export type Params = postgres.ParameterOrJSON<never>[];

/**
 * How long a connection attempt (TCP, TLS, authentication, start-up) may take by default: a query
 * waiting for a connection fails with CONNECT_TIMEOUT after this (a 503), instead of waiting for a
 * server that does not answer. DATABASE_CONNECT_TIMEOUT_MS sets it (docs/operations.md).
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 2000;

/**
 * The longest wait (seconds) between two connection attempts of one pooled connection. postgres.js
 * makes a query that needs a connection wait out that connection's delay before trying, and its
 * default delay grows to 20 s after a few failures: in an outage every request then hung for up to
 * 20 s, /readyz with them, and for as long after PostgreSQL was back (issue 42). Attempts are only
 * made for queries that are waiting, so a short delay is no storm: at most two a second for each
 * connection, each refused at once while the server is down.
 */
const MAX_RECONNECT_DELAY_S = 0.5;

/** The driver's exponential backoff (3^n / 100 s, half of it jittered), capped at the delay above. */
export function reconnectDelay(failures: number): number {
  return (0.5 + Math.random() / 2) * Math.min(3 ** failures / 100, MAX_RECONNECT_DELAY_S);
}

export function connect(url: string, poolSize: number, connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS): Sql {
  return postgres(url, {
    max: poolSize,
    onnotice: () => {},
    // Fail fast when the server is not there: the request answers 503 instead of hanging. The
    // reconnect strategy is the driver's own (docs/operations.md, "When PostgreSQL is gone").
    connect_timeout: connectTimeoutMs / 1000,
    backoff: reconnectDelay,
    types: {
      bigint: {
        to: 20,
        from: [20],
        serialize: (x: unknown) => String(x),
        parse: (x: string) => Number(x),
      },
    } as never,
  });
}

/**
 * PostgreSQL text cannot hold U+0000 (SQLite's can): a NUL in a parameter would be a 22021 error,
 * i.e. a 500 for a caller's stray byte. Text parameters are compared and stored without it.
 */
function withoutNul(value: unknown): unknown {
  if (typeof value === "string") return value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  return value;
}

/** A parameterised statement ($1, $2...), prepared on the server and reused. */
export function query<T>(sql: Sql | Tx, text: string, params: unknown[] = []): Promise<T[]> {
  return sql.unsafe(text, params.map(withoutNul) as Params, { prepare: true }) as unknown as Promise<T[]>;
}

/** A page of a record table (people, companies, posts) in id order, after `afterId`: each `scan`. */
export function recordsAfter(
  sql: Sql,
  table: "people" | "companies" | "posts",
  afterId: number,
  limit: number,
) {
  return query<{ id: number; record: string }>(
    sql,
    `SELECT id, record FROM ${table} WHERE id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
}

export async function one<T>(sql: Sql | Tx, text: string, params: unknown[] = []): Promise<T | null> {
  return (await query<T>(sql, text, params))[0] ?? null;
}

/**
 * Rows as column arrays (`unnest($1::bigint[], $2::text[], ...)` takes a batch as one array per
 * column): column i holds every row's value i; `width` columns even when there are no rows.
 */
export function columnsOf(rows: readonly (readonly unknown[])[], width: number): unknown[][] {
  const cols: unknown[][] = Array.from({ length: width }, () => []);
  for (const row of rows) for (let i = 0; i < width; i++) (cols[i] as unknown[]).push(row[i] ?? null);
  return cols;
}

/** The URL without its password, for messages. */
export function redacted(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres://(unreadable URL)";
  }
}
