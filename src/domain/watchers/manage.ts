/**
 * Watchers (issue 32, docs/webhooks.md): a key's list of profile URLs (up to 50,000) or saved
 * search, the event types it wants and the webhook that receives them, signed with a secret shown
 * once. Watchers belong to the key that made them: any other key is answered 404.
 */
import { randomBytes } from "node:crypto";
import { ApiError } from "../../errors.ts";
import { onlyKnownFields } from "../bounds.ts";
import { CHANGE_TYPES } from "../changes/detect.ts";
import { urlKey } from "../keys.ts";
import { FetchRefused, type WebhookSender } from "../outbound.ts";
import { saysNothing } from "../query/text.ts";
import { MAX_URL_LENGTH } from "../record/text-bounds.ts";
import type { SearchService } from "../search/search.ts";
import type { ApiKeyRecord, DeliveryRecord, SavedSearch, Storage, WatcherRecord } from "../storage/index.ts";

export const WATCH_EVENTS = [...CHANGE_TYPES, "new_match"] as const;
export const MAX_WATCHED_PEOPLE = 50_000;

export interface WatcherInput {
  people?: unknown;
  search?: unknown;
  events?: unknown;
  webhook_url?: unknown;
}

/** The URL trimmed, when it is http(s) and its host passes the delivery policy; 400 otherwise. */
export async function vetWebhookUrl(value: unknown, webhooks: Pick<WebhookSender, "vet">): Promise<string> {
  if (typeof value !== "string" || value.trim() === "" || value.length > 2048)
    throw new ApiError("BAD_REQUEST", "webhook_url is required: an http(s) URL of at most 2048 characters");
  try {
    await webhooks.vet(value.trim());
  } catch (e) {
    if (e instanceof FetchRefused) throw new ApiError("BAD_REQUEST", `webhook_url refused: ${e.message}`);
    throw e;
  }
  return value.trim();
}

function eventsOf(value: unknown, kind: WatcherRecord["kind"]): string[] {
  const allowed: readonly string[] = kind === "search" ? WATCH_EVENTS : CHANGE_TYPES;
  if (value === undefined || value === null) return [...allowed];
  if (!Array.isArray(value) || value.length === 0 || value.some((v) => typeof v !== "string"))
    throw new ApiError("BAD_REQUEST", `events must be a non-empty list of: ${allowed.join(", ")}`);
  const unknown = value.filter((v) => !allowed.includes(v));
  if (unknown.length)
    throw new ApiError(
      "BAD_REQUEST",
      `unknown event type ${unknown.map((u) => JSON.stringify(u)).join(", ")}; this watcher takes ${allowed.join(", ")}`,
    );
  return [...new Set(value as string[])];
}

function savedSearchOf(value: unknown): SavedSearch {
  const s = value as Record<string, unknown>;
  if (typeof s !== "object" || s === null || typeof s.query !== "string" || saysNothing(s.query))
    throw new ApiError("BAD_REQUEST", "search must be {query, companies?, schools?} with a non-empty query");
  // Documented exactly, as the body around it: a misspelt "school" must not save a search without it.
  onlyKnownFields(s, ["query", "companies", "schools"], "search");
  const names = (v: unknown, field: string) => {
    if (v === undefined) return [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== "string") || v.length > 100)
      throw new ApiError("BAD_REQUEST", `search.${field} must be a list of at most 100 names`);
    return v as string[];
  };
  return {
    query: s.query.trim(),
    companies: names(s.companies, "companies"),
    schools: names(s.schools, "schools"),
  };
}

function peopleKeys(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_WATCHED_PEOPLE)
    throw new ApiError("BAD_REQUEST", `people must be a list of 1 to ${MAX_WATCHED_PEOPLE} profile URLs`);
  const keys = new Set<string>();
  value.forEach((v, i) => {
    const key = typeof v === "string" ? urlKey(v) : null;
    if (key === null) throw new ApiError("BAD_REQUEST", `people[${i}] is not a profile URL`);
    // The key is stored in an index (docs/decisions.md, "Bounded text fields").
    if ((v as string).length > MAX_URL_LENGTH)
      throw new ApiError("BAD_REQUEST", `people[${i}] is longer than ${MAX_URL_LENGTH} characters`);
    keys.add(key);
  });
  return [...keys];
}

/**
 * What the data looks like now: a saved search is run again when this changes. A person can start
 * matching only by arriving (a higher id) or by changing (a later change-log entry); people erased
 * make no new match, so no count is taken (on a large PostgreSQL table a count is a full scan).
 */
export async function dataStamp(storage: Storage, lastChange?: number): Promise<string> {
  const [maxId, last] = await Promise.all([storage.people.maxId(), lastChange ?? storage.changes.lastId()]);
  return `${maxId}:${last}`;
}

/** The ids a saved search matches now (its first MAX_CANDIDATES; none when only a relaxed plan matches). */
export async function savedSearchMatches(search: SearchService, saved: SavedSearch): Promise<number[]> {
  const plan = await search.plan(saved);
  const answer = await search.retrieve(plan);
  return answer.relaxed.length ? [] : answer.ids;
}

const token = (bytes: number) => randomBytes(bytes).toString("base64url");
export const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

export async function createWatcher(
  storage: Storage,
  search: SearchService,
  key: ApiKeyRecord,
  input: WatcherInput,
  webhooks: WebhookSender,
  now: Date,
): Promise<WatcherRecord> {
  onlyKnownFields(input, ["people", "search", "events", "webhook_url"]);
  if ((input.people === undefined) === (input.search === undefined))
    throw new ApiError(
      "BAD_REQUEST",
      "give exactly one of people (profile URLs) or search ({query, companies, schools})",
    );
  const kind = input.people !== undefined ? "people" : "search";
  const saved = kind === "search" ? savedSearchOf(input.search) : null;
  const keys = saved ? [] : peopleKeys(input.people);
  const events = eventsOf(input.events, kind);
  const webhookUrl = await vetWebhookUrl(input.webhook_url, webhooks);
  const at = now.toISOString();
  // Only what happens from now on is delivered; a saved search's present matches are not "new".
  const cursor = await storage.changes.lastId();
  const stamp = await dataStamp(storage, cursor);
  const matches = saved ? (await savedSearchMatches(search, saved)).map(String) : [];
  return storage.watchers.create(
    {
      publicId: `wat_${token(12)}`,
      keyId: key.id,
      kind,
      search: saved,
      events,
      webhookUrl,
      secret: newSecret(),
      status: "active",
      cursor,
      matchedStamp: saved ? stamp : null,
      createdAt: at,
      updatedAt: at,
    },
    saved ? matches : keys,
  );
}

/** The key's watchers, oldest first. */
export function listWatchers(storage: Storage, key: ApiKeyRecord): Promise<WatcherRecord[]> {
  return storage.watchers.list(key.id);
}

/** Removes one of the key's watchers with its undelivered events; its public id. */
export async function deleteWatcher(storage: Storage, key: ApiKeyRecord, publicId: string): Promise<string> {
  const w = await ownWatcher(storage, key, publicId);
  await storage.watchers.remove(w.id);
  return w.publicId;
}

/** One of the key's watchers' deliveries, newest first. */
export async function watcherDeliveries(
  storage: Storage,
  key: ApiKeyRecord,
  publicId: string,
  limit: number,
): Promise<DeliveryRecord[]> {
  const w = await ownWatcher(storage, key, publicId);
  return storage.watchers.deliveries(w.id, limit);
}

/** Queues a delivery of the key's watcher again (same webhook-id); 404 when there is no such one. */
export async function redeliverWebhook(
  storage: Storage,
  key: ApiKeyRecord,
  publicId: string,
  deliveryId: string,
  now: Date,
): Promise<number> {
  const w = await ownWatcher(storage, key, publicId);
  const id = Number(deliveryId);
  if (!Number.isSafeInteger(id) || !(await storage.watchers.redeliver(w.id, id, now.toISOString())))
    throw new ApiError("NOT_FOUND", "No such delivery");
  return id;
}

/** The key's own watcher, else 404 (another key's watcher does not exist for it). */
export async function ownWatcher(
  storage: Storage,
  key: ApiKeyRecord,
  publicId: string,
): Promise<WatcherRecord> {
  const w = await storage.watchers.get(publicId);
  if (!w || w.keyId !== key.id) throw new ApiError("NOT_FOUND", "No such watcher");
  return w;
}

export interface WatcherPatch {
  status?: unknown;
  rotate_secret?: unknown;
  events?: unknown;
  webhook_url?: unknown;
}

/** Pause, resume (also a failing watcher), rotate the secret, change events or URL. */
export async function patchWatcher(
  storage: Storage,
  key: ApiKeyRecord,
  publicId: string,
  patch: WatcherPatch,
  webhooks: WebhookSender,
  now: Date,
): Promise<{ watcher: WatcherRecord; secret: string | null }> {
  const w = await ownWatcher(storage, key, publicId);
  const known = new Set(["status", "rotate_secret", "events", "webhook_url"]);
  const extra = Object.keys(patch).filter((k) => !known.has(k));
  if (extra.length)
    throw new ApiError(
      "BAD_REQUEST",
      `unknown field ${extra.join(", ")}; fields are ${[...known].join(", ")}`,
    );
  if (patch.status !== undefined && patch.status !== "active" && patch.status !== "paused")
    throw new ApiError("BAD_REQUEST", 'status must be "active" or "paused"');
  if (patch.rotate_secret !== undefined && typeof patch.rotate_secret !== "boolean")
    throw new ApiError("BAD_REQUEST", "rotate_secret must be a boolean");
  const secret = patch.rotate_secret === true ? newSecret() : null;
  await storage.watchers.update(
    w.id,
    {
      status: patch.status as WatcherRecord["status"] | undefined,
      secret: secret ?? undefined,
      events: patch.events === undefined ? undefined : eventsOf(patch.events, w.kind),
      webhookUrl:
        patch.webhook_url === undefined ? undefined : await vetWebhookUrl(patch.webhook_url, webhooks),
    },
    now.toISOString(),
  );
  return { watcher: await ownWatcher(storage, key, publicId), secret };
}
