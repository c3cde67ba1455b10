/** The change log over SQLite (the rows are written by ./people.ts with each person). */
import type { Database } from "bun:sqlite";
import type { ChangeRepository } from "../../domain/storage/index.ts";
import { type ChangeLogRow, storedChange } from "../rows/changes.ts";

export function createSqliteChangeRepository(sqlite: Database): ChangeRepository {
  return {
    async read(afterId, types, limit) {
      const rows = types
        ? sqlite
            .query<ChangeLogRow, [number, string, number]>(
              `SELECT * FROM person_changes WHERE id > ?1 AND type IN (SELECT value FROM json_each(?2))
                 ORDER BY id LIMIT ?3`,
            )
            .all(afterId, JSON.stringify(types), limit)
        : sqlite
            .query<ChangeLogRow, [number, number]>(
              "SELECT * FROM person_changes WHERE id > ? ORDER BY id LIMIT ?",
            )
            .all(afterId, limit);
      return rows.map(storedChange);
    },
    async lastId() {
      return sqlite.query<{ m: number | null }, []>("SELECT max(id) AS m FROM person_changes").get()?.m ?? 0;
    },
  };
}
