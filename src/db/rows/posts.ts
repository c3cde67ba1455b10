/**
 * Posts as both engines write them: which writes of a batch are stored (the same refusals and
 * suppressions), the stored record, and the reaction rows in the order of their INSERTs.
 */
import { urlKey } from "../../domain/keys.ts";
import type { Post, Reaction } from "../../domain/model.ts";
import type { PostWrite, UpsertOutcome } from "../../domain/storage/index.ts";

/** A write that is stored, with its post's URL key and its place in the batch. */
export type KeyedPost = { index: number; key: string; write: PostWrite };

/**
 * The writes of a batch that are stored: a post URL that is not a URL is rejected; an erased
 * person's posts, and their reactions to others' posts, are not stored again (they carry name and
 * URL) and are counted as suppressed.
 */
export function storablePosts(
  batch: readonly PostWrite[],
  isSuppressed: (url: string | null | undefined) => boolean,
  outcome: UpsertOutcome,
): KeyedPost[] {
  const keyed: KeyedPost[] = [];
  batch.forEach((write, index) => {
    const key = urlKey(write.post.url);
    if (key === null) outcome.rejected.push({ index, reason: "post_url is not a URL" });
    else if (isSuppressed(write.post.author.url)) outcome.suppressed = (outcome.suppressed ?? 0) + 1;
    else {
      const reactions = write.reactions.filter((r) => !isSuppressed(r.profile.pnet_url));
      outcome.suppressed = (outcome.suppressed ?? 0) + write.reactions.length - reactions.length;
      keyed.push({ index, key, write: { ...write, reactions } });
    }
  });
  return keyed;
}

/** The stored record of a post under `id`, by `personId` (null: no known author). */
export const postRecord = (post: Post, id: number, personId: number | null) =>
  JSON.stringify({ ...post, id, person_id: personId });

/** The columns of a reaction row, in the order of reactionValues. */
export const REACTION_COLUMNS = "post_id, person_id, name, headline, pnet_url, reaction_type, reacted_at";

export function reactionValues(postId: number, personId: number | null, r: Reaction) {
  return [
    postId,
    personId,
    r.profile.name,
    r.profile.headline,
    r.profile.pnet_url,
    r.reaction_type,
    r.timestamp,
  ];
}
