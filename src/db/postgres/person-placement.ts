/**
 * Where the people of a batch land on PostgreSQL (both write paths: upsert, ./people.ts, and the
 * bulk loader, ./bulk-load.ts): under the people lock, refused, suppressed, or an id and whether
 * its row exists. The rule itself is engine-neutral (../rows/people.ts placePerson).
 */
import type { UpsertOutcome } from "../../domain/storage/index.ts";
import { placePerson } from "../rows/people.ts";
import { query, type Tx } from "./client.ts";
import { pgIdSequence } from "./ids.ts";
import { LOCKS } from "./migrate.ts";
import { suppressedAmong, suppressionActive } from "./privacy.ts";

/** A person of a batch to place: its profile URL's key, the id it asks for, its identifier hashes. */
export interface ToPlace {
  key: string | null;
  givenId: number;
  identifiers: () => readonly string[];
}

/**
 * Where each person of a batch lands (both write paths: upsert and the bulk loader), under the
 * people lock taken here: refused, suppressed, or an id and whether that row exists. When two
 * lines of the batch land on one id the later one wins and the earlier is null (not written).
 */
export async function placeBatch(
  tx: Tx,
  batch: readonly ToPlace[],
): Promise<{
  outcome: UpsertOutcome;
  placed: ({ id: number; exists: boolean } | null)[];
  /** The key a person of a given id held before this batch (when it is not the one written). */
  previousKeys: Map<number, string>;
}> {
  // New ids are max(id)+1: one writer of people at a time across instances.
  await tx.unsafe(`SELECT pg_advisory_xact_lock(${LOCKS.people})`);
  const outcome: UpsertOutcome = { inserted: 0, updated: 0, rejected: [], suppressed: 0 };
  // Erased people (the suppression list) are not written again; checked under the people
  // lock, which an erasure holds too.
  const identifiers = (await suppressionActive(tx)) ? batch.map((b) => b.identifiers()) : null;
  const suppressed = identifiers ? await suppressedAmong(tx, identifiers.flat()) : null;
  const owners = new Map<string, number>();
  for (const r of await query<{ id: number; pnet_key: string }>(
    tx,
    "SELECT id, pnet_key FROM people WHERE pnet_key = ANY($1::text[])",
    [batch.flatMap((b) => (b.key === null ? [] : [b.key]))],
  ))
    owners.set(r.pnet_key, r.id);
  /** The key each id holds in this batch (so that a key moving away frees the old claim). */
  const keyOf = new Map<number, string>();
  for (const [k, id] of owners) keyOf.set(id, k);
  const givenIds = batch.map((b) => b.givenId).filter((id) => id > 0);
  const givenRows = await query<{ id: number; pnet_key: string }>(
    tx,
    "SELECT id, pnet_key FROM people WHERE id = ANY($1::bigint[])",
    [givenIds],
  );
  const existingIds = new Set(givenRows.map((r) => Number(r.id)));
  // Ids asked for that were an erased person's are not given again (ids are never reused).
  const absent = givenIds.filter((id) => !existingIds.has(id));
  const erased = new Set(
    absent.length
      ? (
          await query<{ id: number }>(
            tx,
            "SELECT DISTINCT person_id AS id FROM erasures WHERE person_id = ANY($1::bigint[])",
            [absent],
          )
        ).map((r) => Number(r.id))
      : [],
  );
  const previousKeys = new Map<number, string>();
  const ids = pgIdSequence(tx, "people");
  let nextId = await ids.next();
  const placed: ({ id: number; exists: boolean } | null)[] = batch.map(() => null);
  /** The index of the line that holds each id so far in this batch. */
  const lineOf = new Map<number, number>();
  batch.forEach(({ key, givenId }, index) => {
    if (key === null) {
      outcome.rejected.push({ index, reason: "pnet_url is not a profile URL" });
      return;
    }
    if (suppressed?.size && identifiers?.[index]?.some((h) => suppressed.has(h))) {
      outcome.suppressed = (outcome.suppressed ?? 0) + 1;
      return;
    }
    const at = placePerson(
      givenId,
      owners.get(key) ?? null,
      (id) => existingIds.has(id),
      nextId,
      (id) => erased.has(id),
    );
    if ("rejected" in at) {
      outcome.rejected.push({ index, reason: at.rejected });
      return;
    }
    const { id, exists } = at;
    if (id >= nextId) nextId = id + 1;
    const before = givenId > 0 ? givenRows.find((r) => r.id === id)?.pnet_key : undefined;
    if (before !== undefined && before !== key) previousKeys.set(id, before);
    // A key that moves to another id frees its old owner's claim within this batch.
    const held = keyOf.get(id);
    if (held !== undefined && held !== key) owners.delete(held);
    owners.set(key, id);
    keyOf.set(id, key);
    existingIds.add(id);
    const earlier = lineOf.get(id);
    if (earlier !== undefined) placed[earlier] = null;
    lineOf.set(id, index);
    placed[index] = { id, exists: exists || earlier !== undefined };
    if (exists) outcome.updated++;
    else outcome.inserted++;
  });
  await ids.advance(nextId - 1);
  return { outcome, placed, previousKeys };
}
