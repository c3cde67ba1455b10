/**
 * Rows as both engines return them (the same column names), and the records they map to: one
 * mapping per table, shared by the SQLite and PostgreSQL repositories.
 */
import type { CompanyFacts, ErasureRecord, LedgerEntry, SearchSessionRecord } from "./types.ts";

export interface SessionRow {
  id: string;
  key_id: number;
  query: string;
  params: string;
  result_ids: string;
  examined: number;
  accepted_ids: string;
  total: number;
  created_at: number;
  expires_at: number;
}

export function toSession(r: SessionRow): SearchSessionRecord {
  return {
    id: r.id,
    keyId: r.key_id,
    query: r.query,
    params: JSON.parse(r.params),
    candidateIds: JSON.parse(r.result_ids),
    examined: r.examined,
    acceptedIds: JSON.parse(r.accepted_ids),
    total: r.total,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
  };
}

/** The values of a new session, in the column order of both engines' INSERT. */
export function sessionValues(s: SearchSessionRecord) {
  return [
    s.id,
    s.keyId,
    s.query ?? "",
    JSON.stringify(s.params),
    JSON.stringify(s.candidateIds),
    s.examined,
    JSON.stringify(s.acceptedIds),
    s.total,
    s.createdAt,
    s.expiresAt,
  ];
}

export interface LedgerRow {
  key_id: number;
  delta: number;
  balance_after: number;
  operation: string;
  request_id: string | null;
  job_id: string | null;
  created_at: string;
}

export function toLedgerEntry(r: LedgerRow): LedgerEntry {
  return {
    keyId: r.key_id,
    delta: r.delta,
    balanceAfter: r.balance_after,
    operation: r.operation,
    requestId: r.request_id,
    jobId: r.job_id,
    createdAt: r.created_at,
  };
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

/** An erasure log row. */
export interface ErasureRow {
  id: number;
  person_id: number;
  reason: string;
  requested_by: string;
  removed: string;
  erased_at: string;
}

export const toErasure = (r: ErasureRow): ErasureRecord => ({
  id: r.id,
  personId: r.person_id,
  reason: r.reason,
  requestedBy: r.requested_by,
  removed: JSON.parse(r.removed) as Record<string, number>,
  erasedAt: r.erased_at,
});
