/**
 * Companies from outside records: the spec's company record shape (company_name, pnet_industry...)
 * with, optionally, the canonical fields it has no place for (hq parts, funding, tickers...).
 */

import { domainOf, urlKey } from "./keys.ts";
import type { Company } from "./model.ts";
import { InvalidRecord } from "./person.ts";
import { CoercionError, coerceRecord } from "./record/coerce.ts";
import type { FieldKind } from "./record/fields.ts";
import { MAX_DOMAIN_LENGTH, MAX_NAME_LENGTH, MAX_URL_LENGTH, overLength } from "./record/text-bounds.ts";
import { anyCountryIso2 } from "./vocab/places.ts";

const RECORD_FIELDS: Record<string, FieldKind> = {
  id: "int",
  company_name: "string",
  name: "string",
  company_type: "string",
  company_website: "string",
  company_website_domain: "string",
  headquarters: "string",
  hq_country: "string",
  employee_count_range: "string",
  pnet_company_description: "string",
  pnet_profile_url: "string",
  pnet_logo_url: "string",
  year_founded: "int",
  thirdparty_category: "string",
  pnet_industry: "string",
  pnet_speciality: "string",
  pnet_headcount: "int",
  // Canonical extras (written by `prospector export companies`).
  categories_and_keywords: "strings",
  specialities: "strings",
  followers_count: "int",
  social_a_url: "string",
  social_b_url: "string",
  annual_revenue: "number",
  annual_revenue_currency: "string",
  employees_count_change_yearly_percentage: "number",
  last_funding_round_date: "string",
  last_funding_round_amount_raised: "number",
  stock_tickers: "any",
  is_b2b: "bool",
  email_pattern: "string",
  hq: "any",
  updated_at: "string",
};

function hqOf(r: Record<string, unknown>): Company["hq"] {
  const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  const hasHq = typeof r.hq === "object" && r.hq !== null;
  const given = (hasHq ? r.hq : {}) as Partial<Company["hq"]>;
  // A canonical hq object is taken as it is; the record shape only has the two summary strings.
  const country = hasHq ? str(given.country) : str(r.hq_country);
  return {
    full_address: hasHq ? str(given.full_address) : str(r.headquarters),
    country,
    // The record shape names the country only ("Netherlands"): its code is what queries read ("a Dutch company").
    country_iso2: str(given.country_iso2) ?? anyCountryIso2(country),
    country_iso3: str(given.country_iso3),
    regions: Array.isArray(given.regions)
      ? given.regions.filter((x): x is string => typeof x === "string")
      : [],
    city: str(given.city),
    state: str(given.state),
    street: str(given.street),
    zipcode: str(given.zipcode),
  };
}

export function normalizeCompanyInput(raw: unknown): Company {
  let r: Record<string, unknown>;
  try {
    r = coerceRecord(RECORD_FIELDS, raw);
  } catch (e) {
    if (e instanceof CoercionError) throw new InvalidRecord(e.message);
    throw e;
  }
  const name = ((r.company_name as string | null) ?? (r.name as string | null))?.trim();
  if (!name) throw new InvalidRecord("missing company_name");
  const pnetUrl = r.pnet_profile_url as string | null;
  if (pnetUrl && urlKey(pnetUrl) === null)
    throw new InvalidRecord(`pnet_profile_url is not a URL: ${JSON.stringify(pnetUrl)}`);
  const website = r.company_website as string | null;
  const domain = (r.company_website_domain as string | null) ?? domainOf(website);
  // What the company indexes hold (name key, domain, URL key): docs/decisions.md, "Bounded text fields".
  for (const [field, value, max] of [
    ["company_name", name, MAX_NAME_LENGTH],
    ["company_website_domain", domain, MAX_DOMAIN_LENGTH],
    ["pnet_profile_url", pnetUrl, MAX_URL_LENGTH],
  ] as const) {
    const why = overLength(value, max);
    if (why) throw new InvalidRecord(`${field}: ${why}`);
  }
  const specialities =
    (r.specialities as string[]).length > 0
      ? (r.specialities as string[])
      : ((r.pnet_speciality as string | null)
          ?.split(",")
          .map((s) => s.trim())
          .filter(Boolean) ?? []);
  const tickers = Array.isArray(r.stock_tickers) ? (r.stock_tickers as Company["stock_tickers"]) : [];
  return {
    id: (r.id as number | null) ?? 0,
    name,
    type: r.company_type as string | null,
    website,
    website_domain: domain,
    pnet_url: pnetUrl,
    logo_url: r.pnet_logo_url as string | null,
    description: r.pnet_company_description as string | null,
    industry: r.pnet_industry as string | null,
    specialities,
    categories_and_keywords: r.categories_and_keywords as string[],
    thirdparty_category: r.thirdparty_category as string | null,
    founded_year: r.year_founded as number | null,
    employees_count: r.pnet_headcount as number | null,
    size_range: r.employee_count_range as string | null,
    followers_count: r.followers_count as number | null,
    social_a_url: r.social_a_url as string | null,
    social_b_url: r.social_b_url as string | null,
    hq: hqOf(r),
    annual_revenue: r.annual_revenue as number | null,
    annual_revenue_currency: r.annual_revenue_currency as string | null,
    employees_count_change_yearly_percentage: r.employees_count_change_yearly_percentage as number | null,
    last_funding_round_date: r.last_funding_round_date as string | null,
    last_funding_round_amount_raised: r.last_funding_round_amount_raised as number | null,
    stock_tickers: tickers,
    is_b2b: r.is_b2b as boolean | null,
    email_pattern: r.email_pattern as string | null,
    updated_at: r.updated_at as string | null,
  };
}
