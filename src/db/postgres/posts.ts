/** Posts and their reactions over PostgreSQL (same contract and matching rules as SQLite). */
import { urlKey } from "../../domain/keys.ts";
import type { Post, Reaction, ReactionType } from "../../domain/model.ts";
import { identifier } from "../../domain/privacy/identifiers.ts";
import type { PostRepository, PostWrite, UpsertOutcome } from "../../domain/storage/index.ts";
import {
  type KeyedPost,
  postRecord,
  REACTION_COLUMNS,
  reactionValues,
  storablePosts,
} from "../rows/posts.ts";
import { columnsOf, one, query, recordsAfter, type Sql, type Tx } from "./client.ts";
import { LOCKS } from "./migrate.ts";
import { suppressedAmong, suppressionActive } from "./privacy.ts";

interface ReactionRow {
  name: string;
  headline: string | null;
  pnet_url: string;
  reaction_type: string;
  reacted_at: string;
}

const toReaction = (r: ReactionRow): Reaction => ({
  profile: { name: r.name, headline: r.headline, pnet_url: r.pnet_url },
  reaction_type: r.reaction_type as ReactionType,
  timestamp: r.reacted_at,
});

/**
 * The writes of a batch that are stored (../rows/posts.ts storablePosts), the suppression list
 * read once for every URL the batch names.
 */
async function storable(tx: Tx, batch: PostWrite[], outcome: UpsertOutcome): Promise<KeyedPost[]> {
  const hashOf = (url: string | null | undefined) => identifier("url", url)?.hash ?? null;
  const suppressed = (await suppressionActive(tx))
    ? await suppressedAmong(
        tx,
        batch.flatMap((w) =>
          [w.post.author.url, ...w.reactions.map((r) => r.profile.pnet_url)].flatMap((u) => hashOf(u) ?? []),
        ),
      )
    : new Set<string>();
  return storablePosts(
    batch,
    (url) => {
      const hash = suppressed.size ? hashOf(url) : null;
      return hash !== null && suppressed.has(hash);
    },
    outcome,
  );
}

/** Person ids of the profile URLs the writes name (authors and reactors), by URL key. */
async function peopleByKey(tx: Tx, keyed: KeyedPost[]): Promise<Map<string, number>> {
  const profileKeys = new Set<string>();
  for (const { write } of keyed) {
    const author = urlKey(write.post.author.url);
    if (author) profileKeys.add(author);
    for (const r of write.reactions) {
      const k = urlKey(r.profile.pnet_url);
      if (k) profileKeys.add(k);
    }
  }
  return new Map(
    (
      await query<{ id: number; pnet_key: string }>(
        tx,
        "SELECT id, pnet_key FROM people WHERE pnet_key = ANY($1::text[])",
        [[...profileKeys]],
      )
    ).map((r) => [r.pnet_key, r.id]),
  );
}

/** The id of every post of the writes, by URL key (new posts get theirs first: the record carries it). */
async function postIds(
  tx: Tx,
  keyed: KeyedPost[],
): Promise<{ idByKey: Map<string, number>; fresh: string[] }> {
  const idByKey = new Map(
    (
      await query<{ id: number; url_key: string }>(
        tx,
        "SELECT id, url_key FROM posts WHERE url_key = ANY($1::text[])",
        [keyed.map((k) => k.key)],
      )
    ).map((r) => [r.url_key, r.id]),
  );
  const fresh = [...new Set(keyed.map((k) => k.key).filter((k) => !idByKey.has(k)))];
  if (fresh.length)
    for (const r of await query<{ id: number; url_key: string }>(
      tx,
      "INSERT INTO posts (url_key, record) SELECT k, '{}' FROM unnest($1::text[]) AS u(k) RETURNING id, url_key",
      [fresh],
    ))
      idByKey.set(r.url_key, r.id);
  return { idByKey, fresh };
}

/** Each post's record and person, and its reactions (a post written again has its reactions replaced). */
async function writePosts(
  tx: Tx,
  keyed: KeyedPost[],
  idByKey: Map<string, number>,
  existed: Set<string>,
  personByKey: Map<string, number>,
) {
  const personOf = (key: string | null) => (key === null ? null : (personByKey.get(key) ?? null));
  // The last line for a post wins, as on SQLite.
  const last = new Map<string, PostWrite>();
  for (const { key, write } of keyed) last.set(key, write);
  const cols: unknown[][] = [[], [], [], []];
  const reactions = new Map<string, unknown[]>();
  for (const [key, { post, reactions: rs }] of last) {
    const id = idByKey.get(key) as number;
    const personId = post.person_id ?? personOf(urlKey(post.author.url));
    cols[0]?.push(id);
    cols[1]?.push(personId);
    cols[2]?.push(post.posted_at);
    cols[3]?.push(postRecord(post, id, personId));
    for (const r of rs)
      reactions.set(
        `${id}\u0001${r.profile.pnet_url}`,
        reactionValues(id, personOf(urlKey(r.profile.pnet_url)), r),
      );
  }
  await query(
    tx,
    `UPDATE posts p SET person_id = u.person_id, posted_at = u.posted_at, record = u.record
     FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[]) AS u(id, person_id, posted_at, record)
     WHERE p.id = u.id`,
    cols,
  );
  const replaced = [...existed].map((k) => idByKey.get(k) as number);
  if (replaced.length)
    await query(tx, "DELETE FROM post_reactions WHERE post_id = ANY($1::bigint[])", [replaced]);
  if (reactions.size)
    await query(
      tx,
      `INSERT INTO post_reactions (${REACTION_COLUMNS})
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       ON CONFLICT (post_id, pnet_url) DO UPDATE SET person_id = excluded.person_id, name = excluded.name,
         headline = excluded.headline, reaction_type = excluded.reaction_type, reacted_at = excluded.reacted_at`,
      columnsOf([...reactions.values()], 7),
    );
}

export function createPgPostRepository(sql: Sql): PostRepository {
  return {
    async upsert(batch) {
      // Set-based, like people: a handful of statements per batch whatever its size.
      return sql.begin(async (tx): Promise<UpsertOutcome> => {
        const outcome: UpsertOutcome = { inserted: 0, updated: 0, rejected: [], suppressed: 0 };
        // Shared with other post writes, exclusive for an erasure: see privacy.ts.
        await tx.unsafe(`SELECT pg_advisory_xact_lock_shared(${LOCKS.subjects})`);
        const keyed = await storable(tx, batch, outcome);
        if (keyed.length === 0) return outcome;
        const personByKey = await peopleByKey(tx, keyed);
        const { idByKey, fresh } = await postIds(tx, keyed);
        const existed = new Set(keyed.map((k) => k.key).filter((k) => !fresh.includes(k)));
        await writePosts(tx, keyed, idByKey, existed, personByKey);
        for (const { key } of keyed) {
          if (existed.has(key)) outcome.updated++;
          else {
            outcome.inserted++;
            existed.add(key); // a second line for the same new post counts as an update, as on SQLite
          }
        }
        return outcome;
      });
    },
    async byAuthor(personId, limit) {
      return (
        await query<{ record: string }>(
          sql,
          "SELECT record FROM posts WHERE person_id = $1 ORDER BY posted_at DESC NULLS LAST, id LIMIT $2",
          [personId, limit],
        )
      ).map((r) => JSON.parse(r.record) as Post);
    },
    async byAuthors(personIds, limit) {
      const out = new Map<number, Post[]>(personIds.map((id) => [id, []]));
      if (personIds.length === 0) return out;
      // One round trip for a page of people, in byAuthor's order per person.
      const rows = await query<{ person_id: number; record: string }>(
        sql,
        `SELECT person_id, record FROM (
           SELECT person_id, record, row_number() OVER (
             PARTITION BY person_id ORDER BY posted_at DESC NULLS LAST, id) AS n
           FROM posts WHERE person_id = ANY($1::bigint[])) p
         WHERE n <= $2 ORDER BY person_id, n`,
        [[...new Set(personIds)], limit],
      );
      for (const r of rows) out.get(r.person_id)?.push(JSON.parse(r.record) as Post);
      return out;
    },
    async findByUrl(url) {
      const key = urlKey(url);
      if (key === null) return null;
      const row = await one<{ record: string }>(sql, "SELECT record FROM posts WHERE url_key = $1", [key]);
      return row ? (JSON.parse(row.record) as Post) : null;
    },
    async reactionCounts(postId) {
      const rows = await query<{ type: string; n: number }>(
        sql,
        "SELECT reaction_type AS type, count(*) AS n FROM post_reactions WHERE post_id = $1 GROUP BY reaction_type",
        [postId],
      );
      return Object.fromEntries(rows.map((r) => [r.type, r.n]));
    },
    async reactions(postId, { type, offset, limit }) {
      const rows = type
        ? await query<ReactionRow>(
            sql,
            "SELECT * FROM post_reactions WHERE post_id = $1 AND reaction_type = $2 ORDER BY reacted_at DESC, id LIMIT $3 OFFSET $4",
            [postId, type, limit, offset],
          )
        : await query<ReactionRow>(
            sql,
            "SELECT * FROM post_reactions WHERE post_id = $1 ORDER BY reacted_at DESC, id LIMIT $2 OFFSET $3",
            [postId, limit, offset],
          );
      return rows.map(toReaction);
    },
    async count() {
      return (await one<{ n: number }>(sql, "SELECT count(*) AS n FROM posts"))?.n ?? 0;
    },
    async scan(afterId, limit) {
      const out = [];
      for (const r of await recordsAfter(sql, "posts", afterId, limit)) {
        const reactions = (
          await query<ReactionRow>(sql, "SELECT * FROM post_reactions WHERE post_id = $1 ORDER BY id", [r.id])
        ).map(toReaction);
        out.push({ post: JSON.parse(r.record) as Post, reactions });
      }
      return out;
    },
  };
}
