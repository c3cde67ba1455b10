/**
 * Companies as both engines store them: the facts row company search judges, the text each engine
 * indexes for a company's words, and the meta key that says companies changed.
 */
import type { Company } from "../../domain/model.ts";
import type { CompanyFacts } from "../../domain/storage/index.ts";

/** Meta key bumped by every company write, in its transaction: caches of companies check it. */
export const COMPANIES_VERSION = "companies_version";

/** The text a company's words come from (SQLite's companies_fts columns, PostgreSQL's words), in order. */
export function companySearchText(c: Company): string[] {
  return [
    c.name,
    c.description ?? "",
    [c.industry, c.thirdparty_category, c.type].filter(Boolean).join(" \u2022 "),
    [...c.specialities, ...c.categories_and_keywords].join(" \u2022 "),
    [c.hq.full_address, c.hq.city, c.hq.state, c.hq.country, ...c.hq.regions]
      .filter(Boolean)
      .join(" \u2022 "),
  ];
}

export interface FactsRow {
  id: number;
  name: string;
  industry: string | null;
  hq_country_iso2: string | null;
  hq_city: string | null;
  employees_count: number | null;
  founded_year: number | null;
  is_b2b: number | null;
  funding: string | null;
}

export function toCompanyFacts(r: FactsRow): CompanyFacts {
  return {
    id: r.id,
    name: r.name,
    industry: r.industry,
    hqCountryIso2: r.hq_country_iso2,
    hqCity: r.hq_city,
    employeesCount: r.employees_count,
    foundedYear: r.founded_year,
    isB2b: r.is_b2b === null ? null : r.is_b2b === 1,
    lastFundingRoundDate: r.funding,
  };
}
