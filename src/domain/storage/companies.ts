/** The company store and the projection company search judges. */
import type { Company } from "../model.ts";
import type { UpsertOutcome } from "./people.ts";

export interface CompanyRepository {
  /** Inserts or replaces companies, matched by id, else profile URL, else name. */
  upsert(batch: Company[]): Promise<UpsertOutcome>;
  get(id: number): Promise<Company | null>;
  /** The companies of these ids that exist, in the order asked: one read for a page of results. */
  getMany(ids: readonly number[]): Promise<Company[]>;
  /** The company at a company profile URL (any spelling: see urlKey), or null. */
  findIdByUrl(url: string): Promise<number | null>;
  /** The searchable projection of every company (at most `limit`), for company search. */
  facts(limit: number): Promise<CompanyFacts[]>;
  /** Ids of companies whose text holds the word (name, description, industry, keywords, location). */
  idsWithWord(word: string, limit: number): Promise<number[]>;
  count(): Promise<number>;
  scan(afterId: number, limit: number): Promise<Company[]>;
}

export interface CompanyFacts {
  id: number;
  name: string;
  industry: string | null;
  hqCountryIso2: string | null;
  hqCity: string | null;
  employeesCount: number | null;
  foundedYear: number | null;
  isB2b: boolean | null;
  /** Last funding round date (ISO) when known. */
  lastFundingRoundDate: string | null;
}
