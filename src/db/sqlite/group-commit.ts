/**
 * Group commit for durable writes. Every credit change must survive power loss, so it is committed
 * on a connection with synchronous=FULL (an fsync per commit, ~180 µs here). Changes that arrive
 * together are run in one transaction, each inside its own savepoint so one failure does not undo
 * the others, and share one fsync; each caller's promise resolves only after that commit.
 */
import type { Database } from "bun:sqlite";

interface Pending<T> {
  work: () => T;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit {
  private queue: Pending<unknown>[] = [];
  private scheduled = false;

  constructor(private readonly conn: Database) {}

  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve, reject } as Pending<unknown>);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      // IMMEDIATE: the write lock is taken at BEGIN, waiting (busy_timeout) for another process's
      // writer. A deferred transaction that reads and then writes fails at once with SQLITE_BUSY
      // when another connection committed in between, which is the normal case with a CLI import
      // or a second process on the same file.
      this.conn
        .transaction(() => {
          for (const item of batch) {
            try {
              // A nested transaction is a savepoint: a failing item is rolled back alone.
              outcomes.push({ ok: true, value: this.conn.transaction(item.work)() });
            } catch (error) {
              outcomes.push({ ok: false, error });
              // SQLite rolls the whole transaction back on some errors (disk full, I/O): what
              // follows must not run outside it (it would commit on its own); fail the batch.
              if (!this.conn.inTransaction) throw error;
            }
          }
        })
        .immediate();
    } catch (error) {
      // The cause (e.g. SQLITE_FULL) rather than the "cannot commit" that follows it.
      const cause = outcomes.find((o) => !o.ok) as { error: unknown } | undefined;
      for (const item of batch) item.reject(cause?.error ?? error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome?.error);
    });
  }
}
