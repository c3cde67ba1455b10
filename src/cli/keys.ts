/** `prospector keys create|list|revoke` and `prospector credits topup|show`. */
import type { Config } from "../config.ts";
import { openStorage } from "../db/open.ts";
import { createApiKey, grantCredits, hashApiKey, listApiKeys, revokeKey } from "../domain/billing/keys.ts";
import { TIERS, type Tier } from "../domain/billing/tiers.ts";
import type { ApiKeyRecord, Storage } from "../domain/storage/index.ts";
import { ApiError } from "../errors.ts";
import { parseArgs, positiveInt, UsageError } from "./args.ts";

const KEYS_USAGE =
  "usage: prospector keys create --tier free|tier1|tier2|tier3 [--credits N | --free-credits N] [--name NAME] [--expires ISO]\n       prospector keys list\n       prospector keys revoke ID";
const CREDITS_USAGE = "usage: prospector credits topup KEY_OR_ID N\n       prospector credits show KEY_OR_ID";

function row(k: ApiKeyRecord): string {
  const state = k.revokedAt
    ? "revoked"
    : k.expiresAt && Date.parse(k.expiresAt) <= Date.now()
      ? "expired"
      : "active";
  return [
    k.id,
    k.prefix,
    k.tier,
    k.credits,
    k.lastTopupAt ?? "-",
    k.expiresAt ?? "-",
    state,
    k.name ?? "",
  ].join("\t");
}

async function findKey(storage: Storage, keyOrId: string | undefined): Promise<ApiKeyRecord> {
  if (!keyOrId) throw new UsageError(CREDITS_USAGE);
  const key = /^\d+$/.test(keyOrId)
    ? await storage.keys.get(Number(keyOrId))
    : await storage.keys.findByHash(hashApiKey(keyOrId));
  if (!key)
    throw new UsageError(`no API key ${/^\d+$/.test(keyOrId) ? `with id ${keyOrId}` : "matches that value"}`);
  return key;
}

export async function keysCommand(config: Config, args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  const storage = await openStorage(config);
  try {
    if (sub === "create") {
      const { values } = parseArgs(rest, {
        tier: { type: "string" },
        credits: { type: "string" },
        "free-credits": { type: "string" },
        name: { type: "string" },
        expires: { type: "string" },
      });
      if (!TIERS.includes(values.tier as Tier)) throw new UsageError(KEYS_USAGE);
      if (values.credits !== undefined && values["free-credits"] !== undefined) {
        throw new UsageError("give either --credits (a purchase) or --free-credits (a grant), not both");
      }
      if (values.expires !== undefined && Number.isNaN(Date.parse(values.expires))) {
        throw new UsageError(`--expires must be an ISO 8601 date, got "${values.expires}"`);
      }
      // A key born expired is a typo (2020 for 2027): every request with it would be refused.
      if (values.expires !== undefined && Date.parse(values.expires) <= Date.now())
        throw new UsageError(`--expires must be in the future, got "${values.expires}"`);
      const { key, record } = await createApiKey(storage, {
        tier: values.tier as Tier,
        name: values.name ?? null,
        credits: positiveInt(values.credits, "--credits", 0),
        freeCredits: positiveInt(values["free-credits"], "--free-credits", 0),
        expiresAt: values.expires ? new Date(values.expires).toISOString() : null,
      });
      console.log(key);
      console.error(
        `created key ${record.id} (${record.tier}, ${record.credits} credits); it is shown only this once`,
      );
      return 0;
    }
    if (sub === "list") {
      console.log(
        ["id", "prefix", "tier", "credits", "last_topup_at", "expires_at", "state", "name"].join("\t"),
      );
      for (const k of await listApiKeys(storage)) console.log(row(k));
      return 0;
    }
    if (sub === "revoke") {
      const id = positiveInt(rest[0], "ID", 0);
      const { revoked } = await revokeKey(storage, id).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === "NOT_FOUND")
          throw new UsageError(`no API key with id ${rest[0]}`);
        throw error;
      });
      console.log(revoked ? `revoked key ${id}` : `key ${id} was already revoked`);
      return 0;
    }
    throw new UsageError(KEYS_USAGE);
  } finally {
    await storage.close();
  }
}

export async function creditsCommand(config: Config, args: string[]): Promise<number> {
  const [sub, keyOrId, amount] = args;
  const storage = await openStorage(config);
  try {
    if (sub === "topup") {
      const key = await findKey(storage, keyOrId);
      const n = positiveInt(amount, "N", 0);
      if (n <= 0) throw new UsageError(CREDITS_USAGE);
      const balance = await grantCredits(storage, key.id, n);
      console.log(`key ${key.id}: +${n} credits, balance ${balance}`);
      return 0;
    }
    if (sub === "show") {
      const key = await findKey(storage, keyOrId);
      console.log(
        JSON.stringify({ id: key.id, tier: key.tier, credits: key.credits, last_topup_at: key.lastTopupAt }),
      );
      return 0;
    }
    throw new UsageError(CREDITS_USAGE);
  } finally {
    await storage.close();
  }
}
