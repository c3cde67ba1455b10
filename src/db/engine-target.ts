/**
 * Where a worker thread of ours reaches the database, on a connection of its own (a people
 * import's row-preparing workers, ./import-workers.ts; the bulk identify scoring thread,
 * ./identify-scoring.ts), and how its entry point opens what it needs there: each engine's module
 * is loaded only on that engine's threads.
 */
export type EngineTarget = { engine: "sqlite"; path: string } | { engine: "postgres"; url: string };

/** On a thread: opens what the target's engine gives (the target as the thread was handed it). */
export function openOnEngine<T>(
  target: unknown,
  open: { sqlite: (path: string) => Promise<T>; postgres: (url: string) => Promise<T> },
): Promise<T> {
  const where = target as EngineTarget;
  return where.engine === "postgres" ? open.postgres(where.url) : open.sqlite(where.path);
}
