/** The change log over PostgreSQL (the rows are written by ./people.ts and ./bulk-load.ts with each person). */
import type { ChangeRepository } from "../../domain/storage/index.ts";
import { type ChangeLogRow, storedChange } from "../rows/changes.ts";
import { one, query, type Sql } from "./client.ts";

export function createPgChangeRepository(sql: Sql): ChangeRepository {
  return {
    async read(afterId, types, limit) {
      const rows = types
        ? await query<ChangeLogRow>(
            sql,
            "SELECT * FROM person_changes WHERE id > $1 AND type = ANY($2::text[]) ORDER BY id LIMIT $3",
            [afterId, types, limit],
          )
        : await query<ChangeLogRow>(sql, "SELECT * FROM person_changes WHERE id > $1 ORDER BY id LIMIT $2", [
            afterId,
            limit,
          ]);
      return rows.map(storedChange);
    },
    async lastId() {
      return Number(
        (await one<{ m: string | null }>(sql, "SELECT max(id) AS m FROM person_changes"))?.m ?? 0,
      );
    },
  };
}
