/** Posts and their reactions. */
import type { Post, Reaction, ReactionType } from "../model.ts";
import type { UpsertOutcome } from "./people.ts";

export interface PostWrite {
  post: Post;
  reactions: Reaction[];
}

export interface PostRepository {
  /** Inserts or replaces posts (matched by URL) and their reactions. */
  upsert(batch: PostWrite[]): Promise<UpsertOutcome>;
  byAuthor(personId: number, limit: number): Promise<Post[]>;
  /** byAuthor for several people in one read: each person's latest `limit` posts, by person id. */
  byAuthors(personIds: readonly number[], limit: number): Promise<Map<number, Post[]>>;
  /** The post at a URL (compared like profile URLs), or null. */
  findByUrl(url: string): Promise<Post | null>;
  /** Reaction counts by type. */
  reactionCounts(postId: number): Promise<Partial<Record<ReactionType, number>>>;
  /** One page of reactions, newest first, optionally of one type. */
  reactions(
    postId: number,
    options: { type?: ReactionType; offset: number; limit: number },
  ): Promise<Reaction[]>;
  count(): Promise<number>;
  scan(afterId: number, limit: number): Promise<PostWrite[]>;
}
