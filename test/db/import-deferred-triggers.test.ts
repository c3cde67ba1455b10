/**
 * A bulk load into an empty people table marks the identify index's due people at its end, not row
 * by row (deferred-indexes.ts in src/db/sqlite and src/db/postgres, issue 43): the marking
 * triggers are away while workers load and back when the load ends, every person written is then
 * due as the triggers would have left them (a one-thread import, triggers in place, is the
 * yardstick), later writes are marked by the triggers again, and an import that died leaves the
 * triggers to the next open.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { exportLines } from "../../src/cli/export-lines.ts";
import { connect } from "../../src/db/postgres/client.ts";
import { deferIndexes as pgDefer } from "../../src/db/postgres/deferred-indexes.ts";
import { deferIndexes as sqliteDefer } from "../../src/db/sqlite/deferred-indexes.ts";
import { openSqliteStorage, type SqliteStorage } from "../../src/db/sqlite/storage.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importCompanies, importPeopleFile } from "../../src/domain/import/import.ts";
import { normalizePersonInput } from "../../src/domain/person.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { collect, type Engine, fromArray, storeOpener } from "../helpers/stores.ts";

const stores = storeOpener();
const TRIGGERS = ["identify_due_contact", "identify_due_person_insert", "identify_due_person_update"];

async function demo(people: number) {
  const source = await stores.open("sqlite");
  await seedDemoData(source, { people, seed: 11, reference: new Date("2026-01-01T00:00:00Z") });
  const file = join(stores.dir.path, `people-${people}.jsonl`);
  writeFileSync(file, `${(await collect(exportLines(source, "people"))).join("\n")}\n`);
  return { file, companies: await collect(exportLines(source, "companies")) };
}

/** A fresh storage, how to open it again, and a reader of its due-marking triggers' names. */
async function opened(engine: Engine) {
  if (engine === "sqlite") {
    const storage = (await stores.open("sqlite")) as SqliteStorage;
    const path = storage.handle.sqlite.filename;
    // SQLite marks a contact's insert and delete with two triggers, PostgreSQL with one.
    const triggers = async () => [
      ...new Set(
        storage.handle.sqlite
          .query<{ name: string }, []>(
            "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'identify_due_%' ORDER BY 1",
          )
          .all()
          .map((r) => r.name.replace(/^identify_due_contact_(insert|delete)$/, "identify_due_contact")),
      ),
    ];
    const defer = async () => sqliteDefer(storage.handle.sqlite);
    const reopen = async () => {
      const again = openSqliteStorage(path);
      reopened.push(again);
      return again as Storage;
    };
    return { storage: storage as Storage, triggers, defer, reopen };
  }
  const url = await freshDatabase();
  const storage = await stores.open("postgres", { url });
  const triggers = async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql`SELECT tgname FROM pg_trigger WHERE tgname LIKE 'identify_due_%' ORDER BY 1`;
      return rows.map((r) => r.tgname as string);
    } finally {
      await sql.end();
    }
  };
  const defer = async () => {
    const sql = connect(url, 1);
    try {
      return await pgDefer(sql);
    } finally {
      await sql.end();
    }
  };
  return { storage, triggers, defer, reopen: () => stores.open("postgres", { url }) };
}

const reopened: SqliteStorage[] = [];
afterAll(() => {
  for (const s of reopened) s.close();
});

const dueIds = async (storage: Storage) => (await storage.identify.due(1_000_000)).map((e) => e.personId);

for (const engine of ["sqlite", "postgres"] as Engine[])
  describe(engine, () => {
    test("a load into an empty table leaves every person due, as the one-thread import does; later writes are marked", async () => {
      const { file, companies } = await demo(70);
      const { storage, triggers } = await opened(engine);
      await importCompanies(storage, fromArray(companies));
      expect(await triggers()).toEqual(TRIGGERS);
      const during: string[][] = [];
      const summary = await importPeopleFile(storage, file, {
        workers: 2,
        batchSize: 16,
        onCommitted: async () => void during.push(await triggers()),
      });
      expect(summary).toMatchObject({ read: 70, imported: 70 });
      expect(during[0]).toEqual([]);
      expect(await triggers()).toEqual(TRIGGERS);

      // The yardstick: a one-thread import writes through the triggers.
      const yardstick = (await opened(engine)).storage;
      await importCompanies(yardstick, fromArray(companies));
      await importPeopleFile(yardstick, file, { workers: 0, batchSize: 16 });
      const due = await dueIds(yardstick);
      expect(due).toHaveLength(70);
      expect(await dueIds(storage)).toEqual(due);

      // The triggers are back: a person written again has its mark moved.
      const [before] = await storage.identify.due(1);
      const person = await storage.people.get(before?.personId as number);
      await storage.people.upsert([normalizePersonInput({ ...person, headline: "Moved on" }, new Date())]);
      const [after] = await storage.identify.due(1);
      expect(after?.personId).toBe(before?.personId as number);
      expect(after?.seq).toBeGreaterThan(before?.seq as number);
    });

    test("an import killed while the triggers are away leaves them to the next open, every person due", async () => {
      const { file, companies } = await demo(20);
      const { storage, triggers, defer, reopen } = await opened(engine);
      await importCompanies(storage, fromArray(companies));
      expect(await defer()).toBe(true);
      expect(await triggers()).toEqual([]);
      // Written while they are away (the one-thread path): no marks yet.
      await importPeopleFile(storage, file, { workers: 0, batchSize: 8 });
      expect(await storage.identify.dueCount()).toBe(0);
      const next = await reopen();
      expect(await triggers()).toEqual(TRIGGERS);
      expect(await next.identify.dueCount()).toBe(20);
    });
  });
