/**
 * Companies as both engines store them: the facts row company search judges, the text each engine
 * indexes for a company's words, and the meta key that says companies changed.
 */
import { companyNameKey } from "../../domain/keys.ts";
import type { Company } from "../../domain/model.ts";
import type { CompanyFacts, UpsertOutcome } from "../../domain/storage/index.ts";

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

/** What placing a company may ask of the stored companies. */
export interface CompanyOwners {
  /** The company whose profile URL key this is (null: none, or no URL). */
  urlOwner: number | null;
  idExists: (id: number) => boolean;
  /** The first company of this name without a URL. */
  nameOwner: () => number | null;
}

/**
 * Which row a written company goes to (both engines, so that upserts mean the same): the given id
 * (refused when the profile URL belongs to another company), else the company that owns the URL,
 * else (without a URL) the first company of that name without one, else a new id.
 */
export function placeCompany(
  givenId: number,
  pnetKey: string | null,
  found: CompanyOwners,
  nextId: number,
): { id: number; exists: boolean } | { rejected: string } {
  const { urlOwner } = found;
  if (givenId > 0) {
    if (urlOwner !== null && urlOwner !== givenId)
      return { rejected: `pnet_profile_url already belongs to company ${urlOwner}` };
    return { id: givenId, exists: found.idExists(givenId) };
  }
  const match = urlOwner ?? (pnetKey ? null : found.nameOwner());
  return match === null ? { id: nextId, exists: false } : { id: match, exists: true };
}

/**
 * The companies of one batch placed in turn (placeCompany): refusals go to the outcome (null is
 * returned), and the next new id moves past every id placed; `last` is the highest id given.
 */
export function companyPlacement(firstId: number, outcome: UpsertOutcome) {
  let nextId = firstId;
  return {
    place(index: number, c: Company, pnetKey: string | null, found: CompanyOwners) {
      const at = placeCompany(c.id, pnetKey, found, nextId);
      if ("rejected" in at) {
        outcome.rejected.push({ index, reason: at.rejected });
        return null;
      }
      if (at.id >= nextId) nextId = at.id + 1;
      return at;
    },
    get last() {
      return nextId - 1;
    },
  };
}

/** The columns of a company row, in the order of companyRow's fields. */
export const COMPANY_COLUMNS =
  "id, name, name_key, website_domain, pnet_key, industry, hq_country_iso2, hq_city, employees_count, founded_year, is_b2b, record, updated_at";

/** A company's row under `id` (drizzle's field names, in COMPANY_COLUMNS order). */
export function companyRow(c: Company, id: number, pnetKey: string | null, updatedAt: string) {
  return {
    id,
    name: c.name,
    nameKey: companyNameKey(c.name),
    websiteDomain: c.website_domain,
    pnetKey,
    industry: c.industry,
    hqCountryIso2: c.hq.country_iso2,
    hqCity: c.hq.city,
    employeesCount: c.employees_count,
    foundedYear: c.founded_year,
    isB2b: c.is_b2b === null ? null : c.is_b2b ? 1 : 0,
    record: JSON.stringify({ ...c, id }),
    updatedAt,
  };
}
