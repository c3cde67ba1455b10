/** Posts and their reactions over SQLite. */
import type { Database } from "bun:sqlite";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { urlKey } from "../../domain/keys.ts";
import type { Post, Reaction, ReactionType } from "../../domain/model.ts";
import { identifier } from "../../domain/privacy/identifiers.ts";
import type { PostRepository, PostWrite, UpsertOutcome } from "../../domain/storage/index.ts";
import { postRecord, REACTION_COLUMNS, reactionValues, storablePosts } from "../rows/posts.ts";
import { type Db, recordsAfter } from "./client.ts";
import { sqliteIdSequence } from "./ids.ts";
import { suppressionCheck } from "./privacy.ts";
import { postReactions, posts } from "./schema.ts";

export function createSqlitePostRepository(sqlite: Database, db: Db): PostRepository {
  const suppression = suppressionCheck(sqlite);
  const upsertSync = sqlite.transaction((batch: PostWrite[]): UpsertOutcome => {
    const outcome: UpsertOutcome = { inserted: 0, updated: 0, rejected: [], suppressed: 0 };
    // An erased person's posts and reactions are not stored again (they carry name and URL).
    const suppressing = suppression.active();
    const isSuppressed = (url: string | null | undefined) => {
      const id = suppressing ? identifier("url", url) : null;
      return id !== null && suppression.matches([id.hash]);
    };
    const byKey = sqlite.prepare<{ id: number }, [string]>("SELECT id FROM posts WHERE url_key = ?");
    const person = sqlite.prepare<{ id: number }, [string]>("SELECT id FROM people WHERE pnet_key = ?");
    const insReaction = sqlite.prepare(
      `INSERT OR REPLACE INTO post_reactions (${REACTION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const ids = sqliteIdSequence(sqlite, "posts");
    let nextId = ids.next();
    for (const { key, write } of storablePosts(batch, isSuppressed, outcome)) {
      const { post, reactions } = write;
      const existing = byKey.get(key)?.id ?? null;
      const id = existing ?? nextId++;
      const authorKey = urlKey(post.author.url);
      const personId = post.person_id ?? (authorKey ? (person.get(authorKey)?.id ?? null) : null);
      const record = postRecord(post, id, personId);
      if (existing !== null) {
        db.update(posts)
          .set({ personId, urlKey: key, postedAt: post.posted_at, record })
          .where(eq(posts.id, id))
          .run();
        db.delete(postReactions).where(eq(postReactions.postId, id)).run();
        outcome.updated++;
      } else {
        db.insert(posts).values({ id, personId, urlKey: key, postedAt: post.posted_at, record }).run();
        outcome.inserted++;
      }
      for (const r of reactions) {
        const reactorKey = urlKey(r.profile.pnet_url);
        insReaction.run(...reactionValues(id, reactorKey ? (person.get(reactorKey)?.id ?? null) : null, r));
      }
    }
    ids.advance(nextId - 1);
    return outcome;
  });

  const toReaction = (r: typeof postReactions.$inferSelect): Reaction => ({
    profile: { name: r.name, headline: r.headline, pnet_url: r.pnetUrl },
    reaction_type: r.reactionType as ReactionType,
    timestamp: r.reactedAt,
  });
  const reactionsOf = (postId: number): Reaction[] =>
    db
      .select()
      .from(postReactions)
      .where(eq(postReactions.postId, postId))
      .orderBy(asc(postReactions.id))
      .all()
      .map(toReaction);

  // One statement prepared once (a search page asks for 30 people's posts: building the query 30
  // times through the query builder cost more than running it).
  const latest = sqlite.query<{ record: string }, [number, number]>(
    "SELECT record FROM posts WHERE person_id = ? ORDER BY posted_at DESC LIMIT ?",
  );
  const latestBy = (personId: number, limit: number): Post[] =>
    latest.all(personId, limit).map((r) => JSON.parse(r.record) as Post);

  return {
    async upsert(batch) {
      return upsertSync.immediate(batch);
    },
    async findByUrl(url) {
      const key = urlKey(url);
      if (key === null) return null;
      const row = db.select({ record: posts.record }).from(posts).where(eq(posts.urlKey, key)).get();
      return row ? (JSON.parse(row.record) as Post) : null;
    },
    async reactionCounts(postId) {
      const rows = db
        .select({ type: postReactions.reactionType, n: count() })
        .from(postReactions)
        .where(eq(postReactions.postId, postId))
        .groupBy(postReactions.reactionType)
        .all();
      return Object.fromEntries(rows.map((r) => [r.type, r.n]));
    },
    async reactions(postId, { type, offset, limit }) {
      return db
        .select()
        .from(postReactions)
        .where(
          type
            ? and(eq(postReactions.postId, postId), eq(postReactions.reactionType, type))
            : eq(postReactions.postId, postId),
        )
        .orderBy(desc(postReactions.reactedAt), asc(postReactions.id))
        .limit(limit)
        .offset(offset)
        .all()
        .map(toReaction);
    },
    async byAuthor(personId, limit) {
      return latestBy(personId, limit);
    },
    async byAuthors(personIds, limit) {
      // In-process: a read per person costs no round trip.
      return new Map([...new Set(personIds)].map((id) => [id, latestBy(id, limit)]));
    },
    async count() {
      return db.select({ n: count() }).from(posts).get()?.n ?? 0;
    },
    async scan(afterId, limit) {
      return recordsAfter(db, posts, afterId, limit).map((r) => ({
        post: JSON.parse(r.record) as Post,
        reactions: reactionsOf(r.id),
      }));
    },
  };
}
