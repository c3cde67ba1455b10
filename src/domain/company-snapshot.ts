/**
 * An experience item repeats about thirty facts about its employer (company_industry,
 * company_hq_city...). Stored as given, they made a record ~15 KB, most of it copies of the
 * companies table. Records are stored compacted: a company_* value equal to what the company's own
 * record says is left out, and filled back from the company when the record is read. Values that
 * differ (a snapshot from another time or source) are kept, so reading gives back exactly what was
 * written, and records imported before their company stay whole.
 */
import type { Company, Experience } from "./model.ts";

/** The experience fields that describe the employer, derived from a Company. */
export function companySnapshot(c: Company) {
  return {
    company_type: c.type,
    company_founded_year: c.founded_year,
    company_followers_count: c.followers_count,
    company_website: c.website,
    company_social_a_url: c.social_a_url,
    company_social_b_url: c.social_b_url,
    company_professional_network_url: c.pnet_url,
    company_pnet_url: c.pnet_url,
    company_size_range: c.size_range,
    company_employees_count: c.employees_count,
    company_industry: c.industry,
    company_categories_and_keywords: c.categories_and_keywords,
    company_annual_revenue_source_1: c.annual_revenue,
    company_annual_revenue_currency_source_1: c.annual_revenue_currency,
    company_employees_count_change_yearly_percentage: c.employees_count_change_yearly_percentage,
    company_last_funding_round_date: c.last_funding_round_date,
    company_last_funding_round_amount_raised: c.last_funding_round_amount_raised,
    company_hq_full_address: c.hq.full_address,
    company_hq_country: c.hq.country,
    company_hq_regions: c.hq.regions,
    company_hq_country_iso2: c.hq.country_iso2,
    company_hq_country_iso3: c.hq.country_iso3,
    company_hq_city: c.hq.city,
    company_hq_state: c.hq.state,
    company_hq_street: c.hq.street,
    company_hq_zipcode: c.hq.zipcode,
    company_last_updated_at: c.updated_at,
    company_stock_ticker: c.stock_tickers,
    company_is_b2b: (c.is_b2b === null ? null : c.is_b2b ? 1 : 0) as Experience["company_is_b2b"],
  } satisfies Partial<Experience>;
}

export type SnapshotEntries = ReadonlyMap<string, unknown>;

/** The company's snapshot as a map, built once per company and cached by the repository. */
export function snapshotEntries(c: Company): SnapshotEntries {
  return new Map(Object.entries(companySnapshot(c)));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x !== y && (typeof x !== "object" || JSON.stringify(x) !== JSON.stringify(y))) return false;
  }
  return true;
}

/**
 * The experience as stored: company fields equal to the company's own left out, and nulls left out
 * (a stored null company field is kept when the company says otherwise, so it reads back null).
 */
export function compactExperience(
  e: Experience,
  entries: SnapshotEntries | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field in e) {
    const mine = (e as unknown as Record<string, unknown>)[field];
    if (entries?.has(field)) {
      if (!sameValue(mine, entries.get(field))) out[field] = mine;
    } else if (mine !== null) {
      out[field] = mine;
    }
  }
  return out;
}

/**
 * Fills the company fields compactExperience left out with the company's values. The nulls it left
 * out come back when the record is projected onto the person's field list.
 */
export function hydrateExperience(e: Record<string, unknown>, entries: SnapshotEntries | undefined): void {
  if (entries) for (const [field, value] of entries) if (e[field] === undefined) e[field] = value;
}
