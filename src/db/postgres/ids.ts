/** Ids past the highest ever given, per table, in the writer's transaction (../rows/ids.ts). */
import { nextFreeId, type SequencedTable } from "../rows/ids.ts";
import { one, query, type Sql, type Tx } from "./client.ts";

export function pgIdSequence(tx: Sql | Tx, table: SequencedTable) {
  /** The first free id when this batch began: nothing to record when no id at or past it was given. */
  let first = 0;
  return {
    /** The first id a new row of this batch may take (the caller holds the table's writer lock). */
    async next(): Promise<number> {
      const row = await one<{ last: number | null; m: number | null }>(
        tx,
        `SELECT (SELECT last FROM id_sequences WHERE name = $1) AS last, (SELECT max(id) FROM ${table}) AS m`,
        [table],
      );
      first = nextFreeId(row?.last, row?.m);
      return first;
    },
    /** Records the highest id this batch gave (never lowers it). */
    async advance(highest: number): Promise<void> {
      if (highest < first) return;
      await query(
        tx,
        `INSERT INTO id_sequences (name, last) VALUES ($1, $2)
           ON CONFLICT (name) DO UPDATE SET last = GREATEST(id_sequences.last, excluded.last)`,
        [table, highest],
      );
    },
  };
}
