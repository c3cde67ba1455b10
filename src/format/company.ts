/** The company record of the alternate variant, and the export line that extends it. */
import type { CompanySearchPage } from "../domain/companies/search.ts";
import type { Company } from "../domain/model.ts";
import { chargedAnswer } from "./charged.ts";

export function companyHeadquarters(c: Company): string | null {
  return c.hq.full_address ?? ([c.hq.city, c.hq.state, c.hq.country].filter(Boolean).join(", ") || null);
}

export function toCompanyRecord(
  c: Company,
  criteria: Record<string, "YES" | "MAYBE" | "NO"> = {},
): Record<string, unknown> {
  return {
    id: c.id,
    company_name: c.name,
    company_type: c.type,
    company_website: c.website,
    company_website_domain: c.website_domain,
    headquarters: companyHeadquarters(c),
    hq_country: c.hq.country,
    employee_count_range: c.size_range,
    pnet_company_description: c.description,
    pnet_profile_url: c.pnet_url,
    pnet_logo_url: c.logo_url,
    year_founded: c.founded_year === null ? null : String(c.founded_year),
    thirdparty_category: c.thirdparty_category,
    pnet_industry: c.industry,
    pnet_speciality: c.specialities.join(", ") || null,
    pnet_headcount: c.employees_count,
    criteria,
  };
}

/** The record shape plus every canonical field it has no place for: what import reads back whole. */
export function toCompanyExport(c: Company): Record<string, unknown> {
  const { criteria: _criteria, ...record } = toCompanyRecord(c);
  return {
    ...record,
    specialities: c.specialities,
    categories_and_keywords: c.categories_and_keywords,
    followers_count: c.followers_count,
    social_a_url: c.social_a_url,
    social_b_url: c.social_b_url,
    hq: c.hq,
    annual_revenue: c.annual_revenue,
    annual_revenue_currency: c.annual_revenue_currency,
    employees_count_change_yearly_percentage: c.employees_count_change_yearly_percentage,
    last_funding_round_date: c.last_funding_round_date,
    last_funding_round_amount_raised: c.last_funding_round_amount_raised,
    stock_tickers: c.stock_tickers,
    is_b2b: c.is_b2b,
    email_pattern: c.email_pattern,
    updated_at: c.updated_at,
  };
}

/** GET /api/search/companies (alternate listener): the page and the credits it cost (a header). */
export function companySearchResponse(page: CompanySearchPage) {
  return chargedAnswer(page.charged, {
    results: page.results.map((r) => toCompanyRecord(r.company, r.criteria)),
    total: page.total,
    query: page.query,
  });
}
