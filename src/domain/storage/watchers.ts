/** Watchers and the webhook outbox (issue 32, docs/webhooks.md). */

export type WatcherKind = "people" | "search";
export type WatcherStatus = "active" | "paused" | "failing";

export interface SavedSearch {
  query: string;
  companies: string[];
  schools: string[];
}

export interface WatcherRecord {
  id: number;
  publicId: string;
  keyId: number;
  kind: WatcherKind;
  search: SavedSearch | null;
  events: string[];
  webhookUrl: string;
  secret: string;
  status: WatcherStatus;
  /** The last change-log id dispatched. */
  cursor: number;
  matchedStamp: string | null;
  createdAt: string;
  updatedAt: string;
  /** People followed (kind people) or matched now (kind search). */
  people: number;
}

export type NewWatcher = Omit<WatcherRecord, "id" | "people">;

export interface NewDelivery {
  watcherId: number | null;
  jobId: string | null;
  keyId: number;
  messageId: string;
  eventType: string;
  webhookUrl: string;
  payload: string;
  createdAt: string;
}

export interface DeliveryRecord extends NewDelivery {
  id: number;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  nextAttemptAt: string;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface DeliveryOutcome {
  status: DeliveryRecord["status"];
  attempts: number;
  nextAttemptAt: string;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface WatcherRepository {
  /** The watcher with the people it follows (profile URL keys) or its saved search's first matches (ids). */
  create(watcher: NewWatcher, keys: readonly string[]): Promise<WatcherRecord>;
  get(publicId: string): Promise<WatcherRecord | null>;
  list(keyId: number): Promise<WatcherRecord[]>;
  /** Watchers by their row ids, in one read (those that no longer exist are left out). */
  byIds(ids: readonly number[]): Promise<WatcherRecord[]>;
  /** Active watchers of every key: what the dispatcher serves. */
  active(): Promise<WatcherRecord[]>;
  update(
    id: number,
    patch: Partial<Pick<WatcherRecord, "status" | "secret" | "events" | "webhookUrl">>,
    now: string,
  ): Promise<void>;
  /** The watcher, its people and its deliveries not yet made. */
  remove(id: number): Promise<void>;
  /** Which of these keys (profile URL keys, or person ids as text) the watcher holds: one read. */
  heldAmong(watcherId: number, keys: readonly string[]): Promise<Set<string>>;
  /**
   * In one transaction: deliveries added (a message already queued for the watcher is not added
   * again), the cursor moved to at least `cursor`, keys added (a saved search's new matches) and
   * the match stamp set. Returns the deliveries added.
   */
  enqueue(
    watcherId: number | null,
    deliveries: readonly NewDelivery[],
    progress?: { cursor?: number; addKeys?: readonly string[]; stamp?: string },
  ): Promise<number>;
  /**
   * Pending deliveries due by `now` whose lease is free or already `owner`'s (a restarted instance
   * of the same name takes its own back at once), leased to `owner` until `until`.
   */
  claim(owner: string, now: string, until: string, limit: number): Promise<DeliveryRecord[]>;
  /** Records an attempt of a delivery this owner holds; false when the lease was lost. */
  finish(id: number, owner: string, outcome: DeliveryOutcome): Promise<boolean>;
  /** A watcher's deliveries, newest first. */
  deliveries(watcherId: number, limit: number): Promise<DeliveryRecord[]>;
  /** Sends a delivery again (pending, due now, attempts kept); false when there is no such delivery. */
  redeliver(watcherId: number, deliveryId: number, now: string): Promise<boolean>;
  /** Deliveries by status, and the oldest pending one's creation time (metrics). */
  backlog(): Promise<{ byStatus: Record<string, number>; oldest: string | null }>;
}
