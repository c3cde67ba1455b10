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

/**
 * Every route that needs a key, with a request that would otherwise be valid. Later issues add
 * their routes here; the auth matrix runs against all of them.
 */
export const PROTECTED_ROUTES: { method: string; path: string; body?: unknown }[] = [
  { method: "GET", path: "/api/credits" },
  { method: "GET", path: "/api/credits/ledger" },
  { method: "GET", path: "/api/jobs" },
  { method: "GET", path: "/api/search?query=engineers" },
  { method: "GET", path: "/api/search/explain?query=engineers" },
  { method: "POST", path: "/api/search/deep_research", body: { query: "engineers" } },
  { method: "GET", path: "/api/search/deep_research/00000000-0000-4000-8000-000000000000" },
  { method: "POST", path: "/api/search/deep_research/00000000-0000-4000-8000-000000000000/cancel" },
  { method: "POST", path: "/api/search/deep_research/00000000-0000-4000-8000-000000000000/more", body: {} },
  { method: "GET", path: "/api/enrich/scrape?pnet_url=https://www.pnet.example/in/anyone" },
  {
    method: "POST",
    path: "/api/enrich/bulk-contacts",
    body: { urls: ["https://www.pnet.example/in/anyone"] },
  },
  { method: "GET", path: "/api/enrich/bulk-contacts/00000000-0000-4000-8000-000000000000" },
  { method: "GET", path: "/api/enrich/pnet?pnet_url=https://www.pnet.example/in/anyone" },
  { method: "GET", path: "/api/enrich/contacts?pnet_url=https://www.pnet.example/in/anyone" },
  { method: "GET", path: "/api/enrich/post-reactions?url=https://www.pnet.example/posts/any" },
];
