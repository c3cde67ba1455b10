/**
 * Data-subject requests over SQLite (see PrivacyRepository). Erasure runs on the billing
 * connection (synchronous=FULL): once it returns, it is on disk. Access-log rows are written by
 * the credit and job repositories, in the transaction of the charge they belong to.
 */

import type { Database } from "bun:sqlite";
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
import { GroupCommit } from "./group-commit.ts";

/** `?, ?, ?` for a list (SQLite has no array parameters). */
const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");

/** Inserts access-log rows: used inside the charge's own transaction. */
export function accessLogWriter(billing: Database) {
  const insert = billing.prepare(
    "INSERT INTO access_log (key_id, person_id, fields, operation, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  return (keyId: number, personId: number, fields: readonly string[], operation: string, at: number) => {
    insert.run(keyId, personId, fields.join(","), operation, at);
  };
}

/** Keeps inferred work emails given out (first owner wins: an address is never given to two people). */
export function inferredEmailWriter(billing: Database) {
  const insert = billing.prepare(
    `INSERT INTO inferred_emails (lookup_key, person_id, domain, rating, provider, issued_at)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (lookup_key) DO NOTHING`,
  );
  return (issued: readonly IssuedEmail[], at: string) => {
    for (const e of issued) insert.run(e.email, e.personId, e.domain, e.rating, e.provider, at);
  };
}

/** Which of these identifier hashes are on the suppression list: one statement. */
export function suppressedAmong(db: Database) {
  const query = db.prepare<{ hash: string }, [string]>(
    "SELECT hash FROM suppressions WHERE hash IN (SELECT value FROM json_each(?))",
  );
  return (hashes: readonly string[]): Set<string> =>
    hashes.length ? new Set(query.all(JSON.stringify(hashes)).map((r) => r.hash)) : new Set();
}

/**
 * Which people of a batch are suppressed, by batch index: cheap when the list is empty (one
 * EXISTS per batch), else one primary-key probe per identifier.
 */
export function suppressionCheck(sqlite: Database) {
  const any = sqlite.prepare<{ found: number }, []>("SELECT EXISTS (SELECT 1 FROM suppressions) AS found");
  const probe = sqlite.prepare<{ found: number }, [string]>(
    "SELECT 1 AS found FROM suppressions WHERE hash = ?",
  );
  return {
    active: () => any.get()?.found === 1,
    matches: (hashes: readonly string[]) => hashes.some((h) => probe.get(h) !== null),
  };
}

/**
 * An erasure's steps over SQLite (in the caller's transaction), one per kind of table that holds
 * the person's data (../rows/privacy.ts PERSONAL_DATA, which also gives their order); each returns
 * how many rows it removed.
 */
function erasureSteps(db: Database, input: ErasureInput): privacyRows.ErasureSteps<number> {
  const id = input.personId;
  const count = (sql: string, ...params: (string | number)[]) => db.query(sql).run(...params).changes;
  /** Job results that held the person: found by the steps `scrub` and `marker`. */
  const items: number[] = [];
  return {
    rows: (t) => count(`DELETE FROM ${t.table} WHERE person_id = ?`, id),
    // Webhook bodies about them (queued or sent), and watchers' lists naming them.
    webhooks: () => count("DELETE FROM webhook_deliveries WHERE payload LIKE ?", `%"person":{"id":${id},%`),
    watchers: () =>
      count("DELETE FROM watcher_people WHERE person_key IN (?, ?)", urlKey(input.pnetUrl) ?? "", String(id)),
    index: () =>
      count("DELETE FROM people_fts WHERE rowid = ?", id) +
      count("DELETE FROM people_facets WHERE rowid = (SELECT facet_rank FROM people WHERE id = ?)", id),
    // Posts they wrote, with the reactions to them; reactions they made anywhere.
    posts: () => {
      const postIds = db
        .query<{ id: number }, [number]>("SELECT id FROM posts WHERE person_id = ?")
        .all(id)
        .map((r) => r.id);
      if (postIds.length === 0) return 0;
      count(`DELETE FROM post_reactions WHERE post_id IN (${marks(postIds.length)})`, ...postIds);
      return count(`DELETE FROM posts WHERE id IN (${marks(postIds.length)})`, ...postIds);
    },
    reactions: () =>
      count("DELETE FROM post_reactions WHERE person_id = ? OR pnet_url = ?", id, input.pnetUrl),
    scrub: () => {
      for (const job of db
        .query<privacyRows.BulkJobRow, [string]>(
          "SELECT id, kind, params FROM jobs WHERE kind = 'bulk_contacts' AND params LIKE '%' || ? || '%'",
        )
        .all(privacyRows.urlHandle(input.pnetUrl))) {
        const params = input.scrubParams(job.kind, JSON.parse(job.params));
        db.query("UPDATE jobs SET params = ? WHERE id = ?").run(JSON.stringify(params), job.id);
        // Inputs that were not found when the job ran still name the person's URL.
        for (const item of db
          .query<{ id: number; item_key: string }, [string]>(
            "SELECT id, item_key FROM job_items WHERE job_id = ? AND person_id IS NULL",
          )
          .all(job.id))
          if (input.isSubjectUrl(item.item_key)) items.push(item.id);
      }
      return 0;
    },
    // Job results that held them: the marker stays in their place (a page keeps its length).
    marker: () => {
      items.push(
        ...db
          .query<{ id: number }, [number]>("SELECT id FROM job_items WHERE person_id = ?")
          .all(id)
          .map((r) => r.id),
      );
      const marker = JSON.stringify(input.marker);
      const removeItem = db.prepare(
        "UPDATE job_items SET data = ?, person_id = NULL, item_key = 'erased-' || id, status = 'removed' WHERE id = ?",
      );
      for (const item of items) removeItem.run(marker, item);
      return items.length;
    },
    person: () => count("DELETE FROM people WHERE id = ?", id),
    kept: () => 0,
  };
}

export function createSqlitePrivacyRepository(billing: Database): PrivacyRepository {
  const commits = new GroupCommit(billing);
  return {
    async peopleNamed(name, limit) {
      return billing
        .query<{ id: number }, [string, number]>(
          "SELECT id FROM people WHERE name = ? COLLATE NOCASE ORDER BY id LIMIT ?",
        )
        .all(name.trim(), limit)
        .map((r) => r.id);
    },
    async peopleWithContact(type, value, limit) {
      const lookup = contactLookupKey(type, value);
      if (lookup === "") return [];
      return billing
        .query<{ id: number }, [string, string, number]>(
          `SELECT person_id AS id FROM contacts WHERE kind = ?1 AND lookup_key = ?2
           UNION SELECT person_id FROM inferred_emails WHERE ?1 = 'email' AND lookup_key = ?2
           ORDER BY id LIMIT ?3`,
        )
        .all(type, lookup, limit)
        .map((r) => r.id);
    },
    async suppressed(hashes) {
      const found = new Set<string>();
      // Chunks stay under SQLite's parameter limit.
      for (let i = 0; i < hashes.length; i += 500) {
        const chunk = hashes.slice(i, i + 500);
        for (const r of billing
          .query<{ hash: string }, string[]>(
            `SELECT hash FROM suppressions WHERE hash IN (${marks(chunk.length)})`,
          )
          .all(...chunk))
          found.add(r.hash);
      }
      return found;
    },
    async suppressionCount() {
      return billing.query<{ n: number }, []>("SELECT count(*) AS n FROM suppressions").get()?.n ?? 0;
    },
    erase(input) {
      return commits.run(() => {
        const id = input.personId;
        if (!billing.query("SELECT id FROM people WHERE id = ?").get(id)) return null;
        const removed: Record<string, number> = {};
        const steps = erasureSteps(billing, input);
        for (const t of privacyRows.PERSONAL_DATA) privacyRows.tally(removed, t, steps[t.erase](t));
        for (const i of input.identifiers)
          billing.query("INSERT OR IGNORE INTO suppressions (hash, kind) VALUES (?, ?)").run(i.hash, i.kind);
        const row = billing
          .query<privacyRows.ErasureRow, [number, string, string, string, string]>(
            `INSERT INTO erasures (person_id, reason, requested_by, removed, erased_at)
             VALUES (?, ?, ?, ?, ?) RETURNING *`,
          )
          .get(id, input.reason, input.requestedBy, JSON.stringify(removed), input.now.toISOString());
        return privacyRows.toErasure(row as privacyRows.ErasureRow);
      });
    },
    async erasures(limit) {
      return billing
        .query<privacyRows.ErasureRow, [number]>("SELECT * FROM erasures ORDER BY id DESC LIMIT ?")
        .all(limit)
        .map(privacyRows.toErasure);
    },
    async accessLog(personId) {
      return billing
        .query<privacyRows.AccessRow, [number]>(privacyRows.accessLogOf("?"))
        .all(personId)
        .map(privacyRows.toAccessRecord);
    },
    pruneAccessLog(before) {
      return commits.run(
        () => billing.query("DELETE FROM access_log WHERE created_at < ?").run(before).changes,
      );
    },
    async authored(personId, pnetUrl) {
      const posts = billing
        .query<{ record: string }, [number]>("SELECT record FROM posts WHERE person_id = ? ORDER BY id")
        .all(personId)
        .map((r) => JSON.parse(r.record) as Post);
      const reactions = billing
        .query<{ postUrl: string; reactionType: string; reactedAt: string }, [number, string]>(
          `SELECT json_extract(p.record, '$.url') AS postUrl, r.reaction_type AS reactionType, r.reacted_at AS reactedAt
           FROM post_reactions r JOIN posts p ON p.id = r.post_id
           WHERE r.person_id = ? OR r.pnet_url = ? ORDER BY r.reacted_at`,
        )
        .all(personId, pnetUrl);
      return { posts, reactions };
    },
    async jobsHolding(personId) {
      return billing
        .query<SubjectJobRef, [number]>(
          `SELECT DISTINCT j.id AS jobId, j.kind AS kind, j.key_id AS keyId, j.status AS status, j.created_at AS createdAt
           FROM job_items i JOIN jobs j ON j.id = i.job_id WHERE i.person_id = ? ORDER BY j.created_at`,
        )
        .all(personId);
    },
  };
}
