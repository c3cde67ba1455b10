/**
 * The operator's tier limits (issue 49): TIER_LIMITS is a JSON object `{tier: {group: per_minute}}`
 * merged over the defaults (./tiers.ts RATE_LIMITS). `null` means unlimited: `{"tier3": null}` makes
 * a whole tier unlimited (internal keys, benchmarks of the shipped binary), `{"tier1": {"search":
 * null}}` one group of it; 0 closes a group to a tier (a 402, as the defaults do for free
 * contacts). A self-hosted team decides its own limits; the defaults are the hosted API's.
 */
import { RATE_GROUPS, RATE_LIMITS, type RateGroup, TIERS, type Tier } from "./tiers.ts";

/** Per tier and group: requests per minute, or null for no limit. */
export type TierLimits = Record<Tier, Record<RateGroup, number | null>>;

export class TierLimitsError extends Error {}

/** The largest per-minute limit accepted (a bucket refills at limit/60 a second). */
export const MAX_PER_MINUTE = 10_000_000;

const names = (list: readonly string[]) => list.join(", ");

function perMinute(value: unknown, where: string): number | null {
  if (value === null) return null;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > MAX_PER_MINUTE)
    throw new TierLimitsError(
      `${where} must be a whole number of requests per minute from 0 to ${MAX_PER_MINUTE}, or null for unlimited; got ${JSON.stringify(value)}`,
    );
  return value;
}

function groupLimits(tier: Tier, value: unknown): Partial<Record<RateGroup, number | null>> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new TierLimitsError(
      `${tier} must be an object {group: per_minute} or null for unlimited; got ${JSON.stringify(value)}`,
    );
  const out: Partial<Record<RateGroup, number | null>> = {};
  for (const [group, limit] of Object.entries(value)) {
    if (!(RATE_GROUPS as readonly string[]).includes(group))
      throw new TierLimitsError(`unknown group "${group}" in ${tier}; groups are ${names(RATE_GROUPS)}`);
    out[group as RateGroup] = perMinute(limit, `${tier}.${group}`);
  }
  return out;
}

/** The limits in force: the defaults with TIER_LIMITS (empty: none) merged over them. */
export function parseTierLimits(raw: string): {
  limits: TierLimits;
  overrides: Record<string, unknown> | null;
} {
  const limits = Object.fromEntries(TIERS.map((t) => [t, { ...RATE_LIMITS[t] }])) as TierLimits;
  if (raw.trim() === "") return { limits, overrides: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new TierLimitsError('must be a JSON object such as {"tier3": null, "free": {"search": 10}}');
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new TierLimitsError('must be a JSON object such as {"tier3": null, "free": {"search": 10}}');
  for (const [tier, value] of Object.entries(parsed)) {
    if (!(TIERS as readonly string[]).includes(tier))
      throw new TierLimitsError(`unknown tier "${tier}"; tiers are ${names(TIERS)}`);
    const t = tier as Tier;
    if (value === null) for (const group of RATE_GROUPS) limits[t][group] = null;
    else Object.assign(limits[t], groupLimits(t, value));
  }
  return { limits, overrides: parsed as Record<string, unknown> };
}

/** The defaults, for callers without a configuration (tests, the CLI). */
export const DEFAULT_TIER_LIMITS: TierLimits = parseTierLimits("").limits;
