/**
 * Tiers and their per-minute rate limits by endpoint group: the spec's "Limits" table, plus the
 * groups the spec leaves open (docs/decisions.md). 0 = not allowed on that tier.
 */
export const TIERS = ["free", "tier1", "tier2", "tier3"] as const;
export type Tier = (typeof TIERS)[number];

export const RATE_GROUPS = [
  "search",
  "deep_research",
  "contacts",
  "scrape",
  "profile",
  "post_reactions",
  "bulk_contacts",
  // Not in the spec's table: chosen here.
  "credits",
  "job_status",
  "company_search",
  "explain",
  "changes",
  "identify",
  "identify_bulk",
] as const;
export type RateGroup = (typeof RATE_GROUPS)[number];

export const RATE_LIMITS: Record<Tier, Record<RateGroup, number>> = {
  free: {
    identify: 5,
    identify_bulk: 0,
    changes: 5,
    search: 5,
    deep_research: 2,
    contacts: 0,
    scrape: 5,
    profile: 5,
    post_reactions: 5,
    bulk_contacts: 0,
    credits: 60,
    explain: 60,
    job_status: 60,
    company_search: 5,
  },
  tier1: {
    identify: 30,
    identify_bulk: 2,
    changes: 30,
    search: 20,
    deep_research: 5,
    contacts: 5,
    scrape: 15,
    profile: 20,
    post_reactions: 15,
    bulk_contacts: 2,
    credits: 120,
    explain: 120,
    job_status: 120,
    company_search: 20,
  },
  tier2: {
    identify: 300,
    identify_bulk: 20,
    changes: 300,
    search: 200,
    deep_research: 50,
    contacts: 60,
    scrape: 150,
    profile: 100,
    post_reactions: 150,
    bulk_contacts: 20,
    credits: 600,
    explain: 600,
    job_status: 600,
    company_search: 200,
  },
  tier3: {
    identify: 600,
    identify_bulk: 40,
    changes: 600,
    search: 400,
    deep_research: 100,
    contacts: 120,
    scrape: 300,
    profile: 200,
    post_reactions: 300,
    bulk_contacts: 40,
    credits: 1200,
    explain: 1200,
    job_status: 1200,
    company_search: 400,
  },
};
