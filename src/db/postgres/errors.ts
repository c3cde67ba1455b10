/**
 * PostgreSQL faults that mean "the service is unavailable for a moment", not a bug: a 503 with a
 * sentence, never a 500 (SQLSTATE classes: 08 connection, 53 resources, 57 operator intervention,
 * 58 system errors, 40001/40P01 serialization and deadlock, missing relations and corruption; and
 * the driver's own connection errors).
 */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

export function postgresFaultDetail(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const code = String((error as { code?: unknown }).code ?? "");
  if (CONNECTION_CODES.has(code) || code.startsWith("08")) return "The database cannot be reached";
  if (code === "53100") return "Storage is full: the service cannot write right now";
  if (code === "53300") return "The database has no free connections";
  if (code.startsWith("53")) return "The database is out of resources";
  if (code.startsWith("57")) return "The database is shutting down or restarting";
  if (code === "40001" || code === "40P01") return "The database is busy";
  // A table or column that is not there, corrupted data or index, an I/O error: the store is broken
  // for now (an operator's matter), as SQLite's equivalents are.
  if (["42P01", "42703", "XX001", "XX002"].includes(code) || code.startsWith("58"))
    return "The search and storage service is temporarily unavailable";
  return null;
}
