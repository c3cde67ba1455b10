/**
 * API keys as this instance last read them, by hash: a paid request then needs no round trip to
 * know its key. Kept exact enough to bill by:
 * - a revocation or a top-up, through any instance or the CLI, sends a NOTIFY in the statement that
 *   makes it (delivered when it commits); every instance LISTENs and drops that key at once;
 * - an entry is never served older than KEY_CACHE_MS, so a notification lost while the listening
 *   connection was down (reconnecting clears everything too) still reaches every instance within
 *   that bound: the "1 s" of docs/operations.md;
 * - nothing is cached while the listener is not connected;
 * - the key of an admitted request is read again in the background once its entry is half that
 *   bound old (`dueForRefresh`), so a key in steady use never expires: when one did, every request in flight
 *   at that moment missed it together and took the slow path (failed-auth peek, key read, tier
 *   take: three statements each, ~40 requests a second at 64 concurrent).
 * The balance in an entry is a pre-check's (`requireBalance`): debits made here update it, another
 * instance's debits show within the bound; every charge is still decided by the database under
 * the key's row lock, and /api/credits reads the balance afresh.
 */
import type { ApiKeyRecord } from "../../domain/storage/index.ts";
import { ChannelListener } from "./channel.ts";
import type { Sql } from "./client.ts";

export const KEYS_CHANNEL = "prospector_keys";
/** The longest an entry is served without a notification: the documented revocation bound. */
export const KEY_CACHE_MS = 1000;
/** Entries beyond this are dropped all at once (a key is ~300 bytes: ~3 MB). */
const MAX_ENTRIES = 10_000;

interface Entry {
  key: ApiKeyRecord;
  readAt: number;
  /** A background read of it is under way (dueForRefresh said so). */
  refreshing?: boolean;
}

export class PgKeyCache {
  private readonly byHash = new Map<string, Entry>();
  private readonly hashOf = new Map<number, string>();
  /** Drops what a NOTIFY names; forgets everything on every (re)subscription. */
  private readonly channel: ChannelListener;
  /** Counts drops: a read that a change overtook is not kept (it may predate the change). */
  private changes = 0;

  constructor(sql: Sql) {
    this.channel = new ChannelListener(
      sql,
      KEYS_CHANNEL,
      (payload) => this.drop(Number(payload)),
      () => this.clear(),
    );
  }

  /** The cached key, or undefined (unknown, too old, or the listener is not connected). */
  get(hash: string): ApiKeyRecord | undefined {
    this.channel.ensure();
    const entry = this.byHash.get(hash);
    if (!entry || !this.channel.live) return undefined;
    if (performance.now() - entry.readAt >= KEY_CACHE_MS) {
      this.forget(hash, entry.key.id);
      return undefined;
    }
    return entry.key;
  }

  /**
   * The hash of key `id` once its entry is at least half the bound old (its background read is
   * then due, and counted as under way until `set` replaces the entry); undefined otherwise.
   */
  dueForRefresh(id: number): string | undefined {
    const hash = this.hashOf.get(id);
    const entry = hash === undefined ? undefined : this.byHash.get(hash);
    if (!entry || entry.refreshing || performance.now() - entry.readAt < KEY_CACHE_MS / 2) return undefined;
    entry.refreshing = true;
    return hash;
  }

  /** What `set` needs: when the read started and which changes it had seen. */
  startRead(): { at: number; changes: number } {
    return { at: performance.now(), changes: this.changes };
  }

  /** Remembers a key read since `read` began, unless a change arrived meanwhile. */
  set(hash: string, key: ApiKeyRecord, read: { at: number; changes: number }): void {
    if (!this.channel.live || read.changes !== this.changes) return;
    if (this.byHash.size >= MAX_ENTRIES) this.clear();
    this.byHash.set(hash, { key, readAt: read.at });
    this.hashOf.set(key.id, hash);
  }

  /** Drops a key (it changed: revoked, topped up). */
  drop(id: number): void {
    this.changes++;
    const hash = this.hashOf.get(id);
    if (hash !== undefined) this.forget(hash, id);
  }

  /** A debit made here: the balance it left. */
  balance(id: number, credits: number): void {
    const hash = this.hashOf.get(id);
    const entry = hash === undefined ? undefined : this.byHash.get(hash);
    if (entry) entry.key = { ...entry.key, credits };
  }

  private forget(hash: string, id: number): void {
    this.byHash.delete(hash);
    this.hashOf.delete(id);
  }

  private clear(): void {
    this.changes++;
    this.byHash.clear();
    this.hashOf.clear();
  }
}

/** In a statement that changes a key: its NOTIFY, sent when the statement's transaction commits. */
export const notifyKey = (idColumn: string) => `pg_notify('${KEYS_CHANNEL}', ${idColumn}::text)`;
