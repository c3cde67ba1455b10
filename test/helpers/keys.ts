/** Keys for tests, made through the same domain code as the CLI and admin API. */

import { createApiKey } from "../../src/domain/billing/keys.ts";
import type { Tier } from "../../src/domain/billing/tiers.ts";
import type { Storage } from "../../src/domain/storage/index.ts";

export async function makeKey(
  storage: Storage,
  tier: Tier,
  options: { credits?: number; freeCredits?: number; expiresAt?: string | null; name?: string } = {},
): Promise<string> {
  const { key } = await createApiKey(storage, { tier, ...options });
  return key;
}

export function auth(key: string): RequestInit {
  return { headers: { Authorization: `Bearer ${key}` } };
}
