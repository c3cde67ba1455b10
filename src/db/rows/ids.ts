/**
 * Ids are never reused (issue 42). The id of a person, company or post is named outside its row:
 * in another instance's read cache, the access log, the erasure log, job results, a client's own
 * records. A new row therefore continues past the highest id ever given (kept per table in
 * `id_sequences`, which deleting a row does not lower; seeded by migration from every table that
 * names such ids), and a record asking for the id of an erased person does not get it.
 */

/** The tables whose ids are given out by the writers and kept in `id_sequences` (same names). */
export type SequencedTable = "people" | "companies" | "posts";

/** The first id past the highest ever given and past every row there is now. */
export function nextFreeId(
  last: number | string | null | undefined,
  maxId: number | string | null | undefined,
) {
  return Math.max(Number(last ?? 0), Number(maxId ?? 0)) + 1;
}
