/**
 * API keys: `lk_` + 40 random base62 characters. Only the SHA-256 hash and a short prefix are
 * stored; the whole key exists once, in the answer to its creation.
 */
import type { ApiKeyRecord, Storage } from "../storage/index.ts";
import type { Tier } from "./tiers.ts";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const KEY_PREFIX = "lk_";
const KEY_BODY_LENGTH = 40;

export function generateApiKey(): string {
  let body = "";
  while (body.length < KEY_BODY_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(64))) {
      // 248 = 4 * 62: rejecting bytes above it keeps every character equally likely.
      if (byte < 248 && body.length < KEY_BODY_LENGTH) body += BASE62[byte % 62];
    }
  }
  return `${KEY_PREFIX}${body}`;
}

export function hashApiKey(key: string): string {
  return new Bun.CryptoHasher("sha256").update(key).digest("hex");
}

/** What listings show of a key: enough to tell keys apart, never enough to use one. */
export function visiblePrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 6);
}

export interface CreateKeyInput {
  tier: Tier;
  name?: string | null;
  /** Purchased credits (a top-up: sets last_topup_at). */
  credits?: number;
  /** Credits given away: no top-up date. */
  freeCredits?: number;
  expiresAt?: string | null;
}

export async function createApiKey(
  storage: Storage,
  input: CreateKeyInput,
): Promise<{ key: string; record: ApiKeyRecord }> {
  const key = generateApiKey();
  const record = await storage.keys.create({
    name: input.name ?? null,
    prefix: visiblePrefix(key),
    hash: hashApiKey(key),
    tier: input.tier,
    expiresAt: input.expiresAt ?? null,
  });
  if (input.freeCredits) {
    record.credits = await storage.credits.grant(record.id, input.freeCredits, {
      purchased: false,
      operation: "grant",
    });
  }
  if (input.credits) {
    record.credits = await storage.credits.grant(record.id, input.credits, {
      purchased: true,
      operation: "topup",
    });
    record.lastTopupAt = new Date().toISOString();
  }
  return { key, record };
}
