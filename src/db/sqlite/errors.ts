/**
 * SQLite faults that mean "the service is unavailable for a moment", not a bug: disk full, busy, an
 * index that cannot be read. A sentence for a 503; null for anything else (a bug: 500).
 */
export function sqliteFaultDetail(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== "SQLiteError") return null;
  const code = String((error as { code?: string }).code ?? "");
  if (code.startsWith("SQLITE_FULL")) return "Storage is full: the service cannot write right now";
  if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return "The database is busy";
  return "The search and storage service is temporarily unavailable";
}
