/** Ids past the highest ever given, per table, in the writer's transaction (../rows/ids.ts). */
import type { Database } from "bun:sqlite";
import { nextFreeId, type SequencedTable } from "../rows/ids.ts";

export function sqliteIdSequence(sqlite: Database, table: SequencedTable) {
  /** The first free id when this batch began: nothing to record when no id at or past it was given. */
  let first = 0;
  return {
    /** The first id a new row of this batch may take. */
    next(): number {
      const row = sqlite
        .query<{ last: number | null; m: number | null }, [string]>(
          `SELECT (SELECT last FROM id_sequences WHERE name = ?1) AS last, (SELECT max(id) FROM ${table}) AS m`,
        )
        .get(table);
      first = nextFreeId(row?.last, row?.m);
      return first;
    },
    /** Records the highest id this batch gave (never lowers it). */
    advance(highest: number): void {
      if (highest < first) return;
      sqlite
        .query(
          `INSERT INTO id_sequences (name, last) VALUES (?1, ?2)
             ON CONFLICT (name) DO UPDATE SET last = max(last, excluded.last)`,
        )
        .run(table, highest);
    },
  };
}
