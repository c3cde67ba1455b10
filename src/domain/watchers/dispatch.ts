/**
 * From the change log to the webhook outbox (issue 32): for each active watcher, the changes after
 * its cursor that concern its people (or its saved search's matches) and that it wants become
 * deliveries, added with the new cursor in one transaction. A saved search is run again when the
 * data changed since its last run; people who start matching it are delivered as `new_match`.
 * The log is the durable record of every change (written with the person); a dispatcher that dies
 * between two steps starts again from the cursor, and a delivery queued twice is one row (its
 * message id is unique per watcher): nothing is lost, nothing is sent twice under two ids.
 */
import { urlKey } from "../keys.ts";
import type { SearchService } from "../search/search.ts";
import type { NewDelivery, Storage, StoredChange, WatcherRecord } from "../storage/index.ts";
import { dataStamp, savedSearchMatches } from "./manage.ts";

/** What a webhook body holds: a change of the log, or a person who started matching a saved search. */
export type WatchedEvent =
  | { kind: "change"; change: StoredChange }
  | { kind: "new_match"; personId: number; pnetUrl: string; at: string };

/** The webhook body and the message id of an event for a watcher (the wire format: src/format/). */
export type RenderEvent = (
  watcher: WatcherRecord,
  event: WatchedEvent,
) => { messageId: string; type: string; payload: string };

const PAGE = 1000;

function delivery(watcher: WatcherRecord, rendered: ReturnType<RenderEvent>, at: string): NewDelivery {
  return {
    watcherId: watcher.id,
    jobId: null,
    keyId: watcher.keyId,
    messageId: rendered.messageId,
    eventType: rendered.type,
    webhookUrl: watcher.webhookUrl,
    payload: rendered.payload,
    createdAt: at,
  };
}

async function dispatchChanges(
  storage: Storage,
  watcher: WatcherRecord,
  render: RenderEvent,
  at: string,
  lastChange: number,
) {
  let cursor = watcher.cursor;
  let queued = 0;
  while (cursor < lastChange) {
    const page = await storage.changes.read(cursor, null, PAGE);
    if (page.length === 0) break;
    const wanted = page.filter((c) => watcher.events.includes(c.type));
    const keyOf = (c: StoredChange) =>
      watcher.kind === "people" ? (urlKey(c.pnetUrl) ?? "") : String(c.personId);
    const held = await storage.watchers.heldAmong(watcher.id, [...new Set(wanted.map(keyOf))]);
    const deliveries = wanted
      .filter((c) => held.has(keyOf(c)))
      .map((c) => delivery(watcher, render(watcher, { kind: "change", change: c }), at));
    cursor = (page.at(-1) as StoredChange).id;
    queued += await storage.watchers.enqueue(watcher.id, deliveries, { cursor });
    if (page.length < PAGE) break;
  }
  return queued;
}

async function dispatchMatches(
  storage: Storage,
  search: SearchService,
  watcher: WatcherRecord,
  render: RenderEvent,
  stamp: string,
  at: string,
) {
  if (!watcher.search || watcher.matchedStamp === stamp) return 0;
  const ids = await savedSearchMatches(search, watcher.search);
  const held = await storage.watchers.heldAmong(watcher.id, ids.map(String));
  const fresh = ids.filter((id) => !held.has(String(id)));
  const people =
    fresh.length && watcher.events.includes("new_match") ? await storage.people.getMany(fresh) : [];
  const deliveries = people.map((p) =>
    delivery(watcher, render(watcher, { kind: "new_match", personId: p.id, pnetUrl: p.pnet_url, at }), at),
  );
  return storage.watchers.enqueue(watcher.id, deliveries, { addKeys: fresh.map(String), stamp });
}

/** One pass over the active watchers; returns the deliveries queued. */
export async function dispatchOnce(storage: Storage, search: SearchService, render: RenderEvent, now: Date) {
  const watchers = await storage.watchers.active();
  if (watchers.length === 0) return 0;
  const at = now.toISOString();
  // Read once a pass: a watcher whose cursor is there has nothing to read.
  const lastChange = await storage.changes.lastId();
  const stamp = watchers.some((w) => w.kind === "search") ? await dataStamp(storage, lastChange) : "";
  let queued = 0;
  for (const w of watchers) {
    // New matches first: a person who starts matching is followed for the changes after that.
    if (w.kind === "search") queued += await dispatchMatches(storage, search, w, render, stamp, at);
    queued += await dispatchChanges(storage, w, render, at, lastChange);
  }
  return queued;
}
