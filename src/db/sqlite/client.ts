/**
 * Opens a SQLite database with deliberate pragmas. Bun's SQLite defaults to synchronous=FULL and
 * a 2 MB page cache even in WAL mode; both are set here on purpose.
 */
import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { asc, gt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/bun-sqlite";
import * as schema from "./schema.ts";

export type Db = ReturnType<typeof drizzle<typeof schema>>;

export interface OpenOptions {
  /** Page cache in MiB (bulk imports want more). */
  cacheMiB?: number;
  readonly?: boolean;
  /** FULL for the billing connection: every commit synced before it returns. */
  synchronous?: "NORMAL" | "FULL";
}

export interface SqliteHandle {
  sqlite: Database;
  db: Db;
  path: string;
}

export function openDatabase(path: string, options: OpenOptions = {}): SqliteHandle {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path, options.readonly ? { readonly: true } : { create: true, strict: true });
  // WAL: readers never block the writer. NORMAL: a commit is durable once the WAL is synced at
  // checkpoint; the database is never corrupted by a crash. Credit debits that must survive power
  // loss get their own guarantee in the ledger code.
  // Records are several KB: larger pages keep most rows off overflow chains. Only takes effect
  // on a new, empty database (before WAL is switched on).
  sqlite.run("PRAGMA page_size = 8192");
  sqlite.run("PRAGMA journal_mode = WAL");
  sqlite.run(`PRAGMA synchronous = ${options.synchronous ?? "NORMAL"}`);
  sqlite.run("PRAGMA busy_timeout = 5000");
  sqlite.run("PRAGMA foreign_keys = ON");
  sqlite.run(`PRAGMA cache_size = -${(options.cacheMiB ?? 64) * 1024}`);
  sqlite.run("PRAGMA temp_store = MEMORY");
  sqlite.run("PRAGMA mmap_size = 268435456");
  return { sqlite, db: drizzle(sqlite, { schema }), path };
}

/** A table that keeps whole records (people, companies, posts). */
type RecordTable = typeof schema.people | typeof schema.companies | typeof schema.posts;

/** A page of a record table in id order, after `afterId`: what each repository's `scan` reads. */
export function recordsAfter(db: Db, table: RecordTable, afterId: number, limit: number) {
  return db
    .select({ id: table.id, record: table.record })
    .from(table)
    .where(gt(table.id, afterId))
    .orderBy(asc(table.id))
    .limit(limit)
    .all();
}
