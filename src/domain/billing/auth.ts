/** Turning a bearer token into an API key, and the tier and credit rules around it. */

import { ApiError } from "../../errors.ts";
import type { ApiKeyRecord, ChargeContext, Storage } from "../storage/index.ts";
import { describePrice, minimumCharge, type Operation } from "./costs.ts";
import { hashApiKey, KEY_PREFIX } from "./keys.ts";

const KEY_SHAPE = /^lk_[0-9A-Za-z]{32,128}$/;

/**
 * Missing, malformed, unknown, revoked or expired keys are all 401 with `{"detail": ...}`. Keys
 * are looked up by their SHA-256, so no comparison ever touches the secret itself.
 */
export async function authenticate(
  storage: Storage,
  token: string | undefined,
  now: Date,
): Promise<ApiKeyRecord> {
  if (!token)
    throw new ApiError("UNAUTHORIZED", "Missing API key: send Authorization: Bearer <API_KEY>", {
      headers: { "WWW-Authenticate": "Bearer" },
    });
  if (!token.startsWith(KEY_PREFIX) || !KEY_SHAPE.test(token)) {
    // Say what is wrong with it: "keys start with lk_" to a key that does was a wrong lead.
    const why = token.startsWith(KEY_PREFIX)
      ? `a key is ${KEY_PREFIX} followed by 32 to 128 letters and digits`
      : `keys start with ${KEY_PREFIX}`;
    throw new ApiError("UNAUTHORIZED", `Invalid API key: ${why}`, {
      headers: { "WWW-Authenticate": "Bearer" },
    });
  }
  const key = await storage.keys.findByHash(hashApiKey(token));
  if (!key)
    throw new ApiError("UNAUTHORIZED", "Invalid or expired API key", {
      headers: { "WWW-Authenticate": "Bearer" },
    });
  if (key.revokedAt !== null)
    throw new ApiError("UNAUTHORIZED", "This API key has been revoked", {
      headers: { "WWW-Authenticate": "Bearer" },
    });
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= now.getTime()) {
    throw new ApiError("UNAUTHORIZED", "This API key has expired", {
      headers: { "WWW-Authenticate": "Bearer" },
    });
  }
  return key;
}

/**
 * The key of `token` when the instance's key cache holds it and it may be used now (well-formed,
 * not revoked, not expired), with no I/O; undefined otherwise (then `authenticate` decides, with
 * its 401s). Lets the edge check the key before the failed-auth gate without giving a guesser a
 * database read: only keys already seen valid are answered here.
 */
export function cachedValidKey(
  storage: Storage,
  token: string | undefined,
  now: Date,
): ApiKeyRecord | undefined {
  if (!storage.keys.cachedByHash || !token || !KEY_SHAPE.test(token)) return undefined;
  const key = storage.keys.cachedByHash(hashApiKey(token));
  if (!key || key.revokedAt !== null) return undefined;
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= now.getTime()) return undefined;
  return key;
}

/** Contact enrichment also needs credits that were bought (not only given away). */
export function requirePurchasedCredits(key: ApiKeyRecord, feature: string): void {
  if (key.lastTopupAt === null)
    throw new ApiError(
      "PAYMENT_REQUIRED",
      `${feature} requires purchased credits; top up your balance first`,
    );
}

/**
 * Refuses (402, nothing charged) before any work when the balance cannot pay for the cheapest
 * answer of the operation, priced from the one cost table (./costs.ts). What is finally charged
 * is debited later (chargeOrRefuse, or a job's deliveries), guarded again by the ledger.
 */
export function requireBalance(key: ApiKeyRecord, operation: Operation): void {
  const required = minimumCharge(operation);
  if (key.credits >= required) return;
  throw new ApiError(
    "INSUFFICIENT_CREDITS",
    `Insufficient credits: ${describePrice(operation)}, the balance is ${key.credits}`,
    { body: { credits: key.credits, required } },
  );
}

/** Debits a fixed price before the work; 402 and nothing charged when the balance is short. */
export async function chargeOrRefuse(
  storage: Storage,
  key: ApiKeyRecord,
  amount: number,
  context: ChargeContext,
): Promise<number> {
  const result = await storage.credits.debit(key.id, amount, context);
  if (!result.ok) {
    throw new ApiError(
      "INSUFFICIENT_CREDITS",
      `Insufficient credits: this request costs ${amount}, the balance is ${result.balance}`,
      {
        body: { credits: result.balance, required: amount },
      },
    );
  }
  return result.balance;
}
