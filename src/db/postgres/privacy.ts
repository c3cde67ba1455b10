/**
 * Data-subject requests over PostgreSQL: the same contract as the SQLite repository. An erasure
 * holds the people lock (as people writes do) and the subjects lock exclusively (post writes hold
 * it shared), so no write checks the suppression list before an erasure and commits after it.
 */

import { urlKey } from "../../domain/keys.ts";
import type { Post } from "../../domain/model.ts";
import type {
  ErasureInput,
  IssuedEmail,
  PrivacyRepository,
  SubjectJobRef,
} from "../../domain/storage/index.ts";
import { contactLookupKey } from "../rows/contacts.ts";
import * as privacyRows from "../rows/privacy.ts";
import { one, query, type Sql, type Tx } from "./client.ts";
import { LOCKS } from "./migrate.ts";

/** Which of these hashes are suppressed, inside the caller's transaction; nothing to ask when empty. */
export async function suppressedAmong(tx: Sql | Tx, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await query<{ hash: string }>(
    tx,
    "SELECT hash FROM suppressions WHERE hash = ANY($1::text[])",
    [[...hashes]],
  );
  return new Set(rows.map((r) => r.hash));
}

/** Keeps inferred work emails given out, inside the caller's transaction (first owner wins). */
export async function keepIssued(tx: Sql | Tx, issued: readonly IssuedEmail[], at: string): Promise<void> {
  await query(
    tx,
    `INSERT INTO inferred_emails (lookup_key, person_id, domain, rating, provider, issued_at)
     SELECT *, $6 FROM unnest($1::text[], $2::bigint[], $3::text[], $4::int[], $5::text[])
     ON CONFLICT (lookup_key) DO NOTHING`,
    [
      issued.map((e) => e.email),
      issued.map((e) => e.personId),
      issued.map((e) => e.domain),
      issued.map((e) => e.rating),
      issued.map((e) => e.provider),
      at,
    ],
  );
}

/** Whether the suppression list has anything (writes skip hashing their records when it does not). */
export async function suppressionActive(tx: Sql | Tx): Promise<boolean> {
  return (
    (await one<{ found: boolean }>(tx, "SELECT EXISTS (SELECT 1 FROM suppressions) AS found"))?.found === true
  );
}

/**
 * An erasure's steps over PostgreSQL (in the caller's transaction), one per kind of table that
 * holds the person's data (../rows/privacy.ts PERSONAL_DATA, which also gives their order); each
 * resolves to how many rows it removed.
 */
function erasureSteps(tx: Tx, input: ErasureInput): privacyRows.ErasureSteps<Promise<number>> {
  const id = input.personId;
  const count = async (text: string, params: unknown[]) =>
    (await query(tx, `${text} RETURNING 1`, params)).length;
  /** Job results that held the person: found by the steps `scrub` and `marker`. */
  const items: number[] = [];
  return {
    rows: (t) => count(`DELETE FROM ${t.table} WHERE person_id = $1`, [id]),
    // Webhook bodies about them (queued or sent), and watchers' lists naming them.
    webhooks: () =>
      count("DELETE FROM webhook_deliveries WHERE payload LIKE $1", [`%"person":{"id":${id},%`]),
    watchers: () =>
      count("DELETE FROM watcher_people WHERE person_key = ANY($1::text[])", [
        [urlKey(input.pnetUrl) ?? "", String(id)],
      ]),
    index: () => count("DELETE FROM people_facets WHERE id = $1", [id]),
    // Posts they wrote, with the reactions to them; reactions they made anywhere.
    posts: async () => {
      const postIds = (
        await query<{ id: number }>(tx, "SELECT id FROM posts WHERE person_id = $1", [id])
      ).map((r) => r.id);
      await count("DELETE FROM post_reactions WHERE post_id = ANY($1::bigint[])", [postIds]);
      return count("DELETE FROM posts WHERE id = ANY($1::bigint[])", [postIds]);
    },
    reactions: () =>
      count("DELETE FROM post_reactions WHERE person_id = $1 OR pnet_url = $2", [id, input.pnetUrl]),
    scrub: async () => {
      for (const job of await query<privacyRows.BulkJobRow>(
        tx,
        "SELECT id, kind, params FROM jobs WHERE kind = 'bulk_contacts' AND strpos(lower(params), lower($1)) > 0",
        [privacyRows.urlHandle(input.pnetUrl)],
      )) {
        const params = input.scrubParams(job.kind, JSON.parse(job.params));
        await query(tx, "UPDATE jobs SET params = $1 WHERE id = $2", [JSON.stringify(params), job.id]);
        // Inputs that were not found when the job ran still name the person's URL.
        for (const item of await query<{ id: number; item_key: string }>(
          tx,
          "SELECT id, item_key FROM job_items WHERE job_id = $1 AND person_id IS NULL",
          [job.id],
        ))
          if (input.isSubjectUrl(item.item_key)) items.push(item.id);
      }
      return 0;
    },
    // Job results that held them: the marker stays in their place (a page keeps its length).
    marker: async () => {
      items.push(
        ...(await query<{ id: number }>(tx, "SELECT id FROM job_items WHERE person_id = $1", [id])).map(
          (r) => r.id,
        ),
      );
      return count(
        `UPDATE job_items SET data = $1, person_id = NULL, item_key = 'erased-' || id, status = 'removed'
         WHERE id = ANY($2::bigint[])`,
        [JSON.stringify(input.marker), items],
      );
    },
    person: () => count("DELETE FROM people WHERE id = $1", [id]),
    kept: async () => 0,
  };
}

export function createPgPrivacyRepository(sql: Sql): PrivacyRepository {
  return {
    async peopleNamed(name, limit) {
      const rows = await query<{ id: number }>(
        sql,
        "SELECT id FROM people WHERE lower(name) = lower($1) ORDER BY id LIMIT $2",
        [name.trim(), limit],
      );
      return rows.map((r) => r.id);
    },
    async peopleWithContact(type, value, limit) {
      const lookup = contactLookupKey(type, value);
      if (lookup === "") return [];
      const rows = await query<{ id: number }>(
        sql,
        `SELECT person_id AS id FROM contacts WHERE kind = $1 AND lookup_key = $2
         UNION SELECT person_id FROM inferred_emails WHERE $1 = 'email' AND lookup_key = $2
         ORDER BY id LIMIT $3`,
        [type, lookup, limit],
      );
      return rows.map((r) => r.id);
    },
    async suppressed(hashes) {
      return suppressedAmong(sql, hashes);
    },
    async suppressionCount() {
      return (await one<{ n: number }>(sql, "SELECT count(*)::bigint AS n FROM suppressions"))?.n ?? 0;
    },
    async erase(input) {
      return sql.begin(async (tx) => {
        await tx.unsafe(`SELECT pg_advisory_xact_lock(${LOCKS.people})`);
        await tx.unsafe(`SELECT pg_advisory_xact_lock(${LOCKS.subjects})`);
        const id = input.personId;
        if (!(await one(tx, "SELECT id FROM people WHERE id = $1 FOR UPDATE", [id]))) return null;
        // Running jobs' rows first: a delivery in flight commits before this erasure (which then
        // scrubs what it wrote), and one after it sees the suppression list (jobs.deliver).
        await query(tx, "SELECT id FROM jobs WHERE status = 'processing' ORDER BY id FOR UPDATE");
        const removed: Record<string, number> = {};
        const steps = erasureSteps(tx, input);
        for (const t of privacyRows.PERSONAL_DATA) privacyRows.tally(removed, t, await steps[t.erase](t));
        if (input.identifiers.length)
          await query(
            tx,
            `INSERT INTO suppressions (hash, kind) SELECT * FROM unnest($1::text[], $2::text[])
             ON CONFLICT (hash) DO NOTHING`,
            [input.identifiers.map((i) => i.hash), input.identifiers.map((i) => i.kind)],
          );
        const row = await one<privacyRows.ErasureRow>(
          tx,
          `INSERT INTO erasures (person_id, reason, requested_by, removed, erased_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING *`,
          [id, input.reason, input.requestedBy, JSON.stringify(removed), input.now.toISOString()],
        );
        return privacyRows.toErasure(row as privacyRows.ErasureRow);
      });
    },
    async erasures(limit) {
      return (
        await query<privacyRows.ErasureRow>(sql, "SELECT * FROM erasures ORDER BY id DESC LIMIT $1", [limit])
      ).map(privacyRows.toErasure);
    },
    async accessLog(personId) {
      return (await query<privacyRows.AccessRow>(sql, privacyRows.accessLogOf("$1"), [personId])).map(
        privacyRows.toAccessRecord,
      );
    },
    async pruneAccessLog(before) {
      return (await query(sql, "DELETE FROM access_log WHERE created_at < $1 RETURNING 1", [before])).length;
    },
    async authored(personId, pnetUrl) {
      const posts = (
        await query<{ record: string }>(sql, "SELECT record FROM posts WHERE person_id = $1 ORDER BY id", [
          personId,
        ])
      ).map((r) => JSON.parse(r.record) as Post);
      const reactions = await query<{ postUrl: string; reactionType: string; reactedAt: string }>(
        sql,
        `SELECT p.record::json->>'url' AS "postUrl", r.reaction_type AS "reactionType", r.reacted_at AS "reactedAt"
         FROM post_reactions r JOIN posts p ON p.id = r.post_id
         WHERE r.person_id = $1 OR r.pnet_url = $2 ORDER BY r.reacted_at`,
        [personId, pnetUrl],
      );
      return { posts, reactions };
    },
    async jobsHolding(personId) {
      return query<SubjectJobRef>(
        sql,
        `SELECT DISTINCT j.id AS "jobId", j.kind, j.key_id AS "keyId", j.status, j.created_at AS "createdAt"
         FROM job_items i JOIN jobs j ON j.id = i.job_id WHERE i.person_id = $1 ORDER BY j.created_at`,
        [personId],
      );
    },
  };
}
