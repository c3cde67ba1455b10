/** GET /api/enrich/post-reactions: who reacted to a post, 50 per page, 1 credit per page of data. */

import { ApiError } from "../../errors.ts";
import { chargeOrRefuse } from "../billing/auth.ts";
import { COSTS } from "../billing/costs.ts";
import { boundedInt } from "../bounds.ts";
import { urlKey } from "../keys.ts";
import { REACTION_TYPES, type Reaction, type ReactionType } from "../model.ts";
import type { ApiKeyRecord, Storage } from "../storage/index.ts";

export const REACTIONS_PER_PAGE = 50;

export interface PostReactionsRecord {
  post_url: string;
  total_reactions: number;
  reaction_breakdown: Record<string, number>;
  reactions: Reaction[];
  pagination: { current_page: number; total_pages: number; has_next: boolean };
}

export async function postReactions(
  storage: Storage,
  key: ApiKeyRecord,
  input: { url: string; page: number; reactionType?: string; requestId: string },
): Promise<PostReactionsRecord> {
  if (urlKey(input.url) === null) throw new ApiError("BAD_REQUEST", "url must be the URL of a post");
  const page = boundedInt(input.page, "page", 1, 1_000_000, 1);
  // Clients send the enum upper-case (LIKE) or empty for "all types".
  const reactionType = input.reactionType?.trim().toLowerCase() || undefined;
  if (reactionType !== undefined && !REACTION_TYPES.includes(reactionType as ReactionType)) {
    throw new ApiError("BAD_REQUEST", `reaction_type must be one of ${REACTION_TYPES.join(", ")}`);
  }
  const type = reactionType as ReactionType | undefined;
  const post = await storage.posts.findByUrl(input.url);
  if (!post) throw new ApiError("NOT_FOUND", "Post not found (unknown or private)");
  const counts = await storage.posts.reactionCounts(post.id);
  const breakdown = Object.fromEntries(REACTION_TYPES.map((t) => [t, counts[t] ?? 0]));
  const total = REACTION_TYPES.reduce((sum, t) => sum + (counts[t] ?? 0), 0);
  const matching = type ? (counts[type] ?? 0) : total;
  const totalPages = Math.ceil(matching / REACTIONS_PER_PAGE);
  const reactions = await storage.posts.reactions(post.id, {
    type,
    offset: (page - 1) * REACTIONS_PER_PAGE,
    limit: REACTIONS_PER_PAGE,
  });
  // A page past the end (or a post without reactions) returns no data and costs nothing.
  if (reactions.length > 0) {
    await chargeOrRefuse(storage, key, COSTS.postReactions.perRequest, {
      operation: "postReactions",
      requestId: input.requestId,
    });
  }
  return {
    post_url: post.url,
    total_reactions: total,
    reaction_breakdown: breakdown,
    reactions,
    pagination: { current_page: page, total_pages: totalPages, has_next: page < totalPages },
  };
}
