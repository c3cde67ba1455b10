/**
 * The change feed (issue 32, docs/changes.md): the change log in order, resumable with an opaque
 * cursor, filtered by event type. A page that holds events costs `changeFeed` credits (one per
 * page, whatever its size); an empty page is free, so polling an idle feed costs nothing.
 */
import { ApiError } from "../../errors.ts";
import { chargeOrRefuse } from "../billing/auth.ts";
import { COSTS } from "../billing/costs.ts";
import type { ApiKeyRecord, Storage, StoredChange } from "../storage/index.ts";
import { CHANGE_TYPES, type ChangeType } from "./detect.ts";

export const FEED_LIMIT = { default: 100, max: 1000 } as const;

export interface ChangePage {
  events: StoredChange[];
  /** Where the next page starts: the last event's position, or the one asked for when none came. */
  nextCursor: string;
  /** Credits this page charged: one for a page that holds events, none for an empty one. */
  charged: number;
}

const CURSOR = /^c1\.(\d{1,15})$/;

/** Cursors are opaque to clients; today `c1.<log id>` in base64url. */
export function cursorFor(id: number): string {
  return Buffer.from(`c1.${id}`).toString("base64url");
}

export function positionOf(cursor: string): number {
  const m = CURSOR.exec(Buffer.from(cursor, "base64url").toString());
  if (!m) throw new ApiError("BAD_REQUEST", "since is not a cursor this feed gave out (or 'now')");
  return Number(m[1]);
}

export function parseChangeTypes(list: string | undefined): ChangeType[] | null {
  if (list === undefined || list.trim() === "") return null;
  const types = [...new Set(list.split(",").map((t) => t.trim()))].filter(Boolean);
  const unknown = types.filter((t) => !(CHANGE_TYPES as readonly string[]).includes(t));
  if (unknown.length)
    throw new ApiError(
      "BAD_REQUEST",
      `unknown event type ${unknown.map((t) => JSON.stringify(t)).join(", ")}; types are ${CHANGE_TYPES.join(", ")}`,
    );
  return types as ChangeType[];
}

/**
 * One page of the feed after `since` (absent: from the first change kept; "now": from the end, an
 * empty page whose cursor follows only what happens next).
 */
export async function readChangeFeed(
  storage: Storage,
  key: ApiKeyRecord,
  input: { since?: string; types?: string; limit?: number; requestId: string },
): Promise<ChangePage> {
  const types = parseChangeTypes(input.types);
  const limit = input.limit ?? FEED_LIMIT.default;
  if (!Number.isInteger(limit) || limit < 1 || limit > FEED_LIMIT.max)
    throw new ApiError("BAD_REQUEST", `limit must be an integer from 1 to ${FEED_LIMIT.max}`);
  if (input.since === "now")
    return { events: [], nextCursor: cursorFor(await storage.changes.lastId()), charged: 0 };
  const after = input.since === undefined || input.since === "" ? 0 : positionOf(input.since);
  const events = await storage.changes.read(after, types, limit);
  if (events.length === 0) {
    // A cursor beyond the log was never given out: following it would skip what comes next.
    if (after > (await storage.changes.lastId()))
      throw new ApiError("BAD_REQUEST", "since is not a cursor this feed gave out (or 'now')");
    return { events, nextCursor: cursorFor(after), charged: 0 };
  }
  await chargeOrRefuse(storage, key, COSTS.changeFeed.perRequest, {
    operation: "changeFeed",
    requestId: input.requestId,
  });
  return {
    events,
    nextCursor: cursorFor((events.at(-1) as StoredChange).id),
    charged: COSTS.changeFeed.perRequest,
  };
}
