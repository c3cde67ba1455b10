/**
 * API keys: `lk_` + 40 random base62 characters. Only the SHA-256 hash and a short prefix are
 * stored; the whole key exists once, in the answer to its creation. Creating, listing, revoking,
 * topping up and reading a key's ledger are the same functions for the admin API and the CLI.
 */
import { ApiError } from "../../errors.ts";
import type { ApiKeyRecord, LedgerEntry, Storage } from "../storage/index.ts";
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

/**
 * The key as stored now, for answers that show its balance: the key auth found may come from the
 * instance's cache (src/db/postgres/key-cache.ts), where another instance's debits show late.
 */
export async function withCurrentBalance(storage: Storage, key: ApiKeyRecord): Promise<ApiKeyRecord> {
  if (!storage.keys.cachesKeys) return key;
  return (await storage.keys.get(key.id)) ?? key;
}

/** Every key, for the operator (never a secret: the hash and the visible prefix only). */
export function listApiKeys(storage: Storage): Promise<ApiKeyRecord[]> {
  return storage.keys.list();
}

/** The key with this id, else 404. */
async function keyOr404(storage: Storage, id: number): Promise<ApiKeyRecord> {
  const key = await storage.keys.get(id);
  if (!key) throw new ApiError("NOT_FOUND", `No API key with id ${id}`);
  return key;
}

/** Revokes a key (404 when there is none); `revoked` false: it was revoked already. */
export async function revokeKey(storage: Storage, id: number): Promise<{ revoked: boolean }> {
  await keyOr404(storage, id);
  return { revoked: await storage.keys.revoke(id) };
}

/** Adds purchased credits to a key (a top-up: sets last_topup_at; 404 when there is none); the new balance. */
export async function grantCredits(storage: Storage, id: number, credits: number): Promise<number> {
  await keyOr404(storage, id);
  return storage.credits.grant(id, credits, { purchased: true, operation: "topup" });
}

/** Every credit movement of a key, oldest first (404 when there is none). */
export async function keyLedger(storage: Storage, id: number): Promise<LedgerEntry[]> {
  await keyOr404(storage, id);
  return storage.credits.ledger(id);
}
