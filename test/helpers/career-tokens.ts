/**
 * The facet tokens the index writes for a career, for tests that ask whether a query's criterion
 * holds for it: `careerTokens(jobs, now)` reads the jobs as an import would (normalized, dated at
 * `now`) and returns the person's tokens; `holderTokens` does so for one current job, linked to its
 * occupation as the store links it.
 */
import { linkJobs } from "../../src/domain/occupations/jobs.ts";
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

/**
 * The tokens the index writes for someone whose current job (at `company`, since `since`) is this
 * title, living there when given. The store links every job to its occupation as it writes the
 * person (occupations/jobs.ts), so the tokens hold the job's occupation (occ0).
 */
export function holderTokens(company: string, since: string, now: Date) {
  return (title: string, location?: string): Set<string> => {
    const experience = [{ position_title: title, company_name: company, date_from: since }];
    const input = {
      pnet_url: "https://www.pnet.example/in/h",
      name: "H",
      experience,
      ...(location ? { location } : {}),
    };
    const { person } = normalizePersonInput(input, now);
    linkJobs(person);
    return new Set(facetTokens(person));
  };
}
