/**
 * Storages opened directly (no server) on either engine, for tests of the storage layer: a fresh
 * SQLite file in a temp dir or a fresh PostgreSQL database, all closed after the file's tests.
 */
import { afterAll } from "bun:test";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "./postgres.ts";
import { tempDir } from "./server.ts";

export type Engine = "sqlite" | "postgres";

/** An opener whose storages (and temp dir) are closed when the calling test file ends. */
export function storeOpener() {
  const dir = tempDir();
  const opened: Storage[] = [];
  afterAll(async () => {
    for (const s of opened) await s.close();
    dir.cleanup();
  });
  return {
    dir,
    /** `url`: an existing PostgreSQL database (reopened) instead of a fresh one. */
    async open(
      engine: Engine,
      options: { url?: string; keepDeferredIndexes?: boolean } = {},
    ): Promise<Storage> {
      const env =
        engine === "postgres"
          ? { DATABASE_URL: options.url ?? (await freshDatabase()) }
          : { DATABASE_PATH: join(dir.path, `${Math.random()}.db`) };
      const storage = await openStorage(loadConfig({ ...env, LOG_LEVEL: "silent" }), {
        keepDeferredIndexes: options.keepDeferredIndexes ?? false,
      });
      opened.push(storage);
      return storage;
    },
  };
}

/** Every item of an async iterable, in order. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** The lines as an async iterable (what the line importers read). */
export async function* fromArray(lines: readonly string[]): AsyncGenerator<string> {
  for (const line of lines) yield line;
}
