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
  findByHash(hash: string): Promise<ApiKeyRecord | null>;
  get(id: number): Promise<ApiKeyRecord | null>;
  /** Marks the key revoked; false when there is no such key or it was revoked already. */
  revoke(id: number): Promise<boolean>;
  list(): Promise<ApiKeyRecord[]>;
  count(): Promise<number>;
}
