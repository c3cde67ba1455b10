/**
 * The facet tokens the index writes for a career, for tests that ask whether a query's criterion
 * holds for it: `careerTokens(jobs, now)` reads the jobs as an import would (normalized, dated at
 * `now`) and returns the person's tokens.
 */
import { normalizePersonInput } from "../../src/domain/person.ts";
import { facetTokens } from "../../src/domain/search/facets.ts";

export interface Job {
  position_title: string;
  company_name: string;
  date_from: string;
  date_to?: string;
}

export const careerTokens = (experience: Job[], now: Date): Set<string> =>
  new Set(
    facetTokens(
      normalizePersonInput({ pnet_url: "https://www.pnet.example/in/p", name: "P", experience }, now).person,
    ),
  );

/** Whether a person with these tokens matches a criterion of those tokens (any of them). */
export const holdsAny = (criterion: { tokens: string[] } | undefined, tokens: Set<string>) =>
  (criterion?.tokens ?? []).some((t) => tokens.has(t));
