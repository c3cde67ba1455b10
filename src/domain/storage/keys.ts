/** API keys (stored as a hash and a short visible prefix). */
import type { Tier } from "../billing/tiers.ts";

export interface ApiKeyRecord {
  id: number;
  name: string | null;
  prefix: string;
  tier: Tier;
  credits: number;
  lastTopupAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

export interface ApiKeyRepository {
  create(input: {
    name: string | null;
    prefix: string;
    hash: string;
    tier: Tier;
    expiresAt: string | null;
  }): Promise<ApiKeyRecord>;
  /**
   * The key with this hash. May answer from this instance's cache when `cachesKeys` (PostgreSQL:
   * revocations and top-ups reach it at once, another instance's debits within 1 s).
   */
  findByHash(hash: string): Promise<ApiKeyRecord | null>;
  /** True when findByHash may answer from a cache: a balance shown to the caller is read again. */
  readonly cachesKeys?: boolean;
  /** The key with this hash if this instance's cache holds it now (no I/O), else undefined. */
  cachedByHash?(hash: string): ApiKeyRecord | undefined;
  /**
   * The key of a request just admitted: when the cache's entry for it nears its bound, it is read
   * again in the background (no waiting), so a key in steady use stays cached.
   */
  keepFresh?(id: number): void;
  get(id: number): Promise<ApiKeyRecord | null>;
  /** Marks the key revoked; false when there is no such key or it was revoked already. */
  revoke(id: number): Promise<boolean>;
  list(): Promise<ApiKeyRecord[]>;
  count(): Promise<number>;
}
