/**
 * The `occupation` search parameter (issue 46): an ESCO occupation URI, a hard filter on people
 * whose current job links to it (the occ0 facet, src/domain/search/facets.ts), whatever language
 * their title is written in. GET /api/occupations/link finds the URI of a title.
 */
import { ApiError } from "../../errors.ts";
import { occupations } from "../occupations/index.ts";
import type { Criterion } from "../query/criteria.ts";
import { occupationCriterion } from "../query/read-occupations.ts";

const ESCO_URI = /^https?:\/\/data\.europa\.eu\/esco\/(occupation|isco)\/[A-Za-z0-9-]{1,64}$/;

/** The request's filters with the occupation's criterion added; a malformed or unknown URI is refused (400). */
export function withOccupationFilter<F extends { criteria: Criterion[]; notes: string[] }>(
  filters: F,
  uri: string | undefined,
): F {
  const given = uri?.trim() ?? "";
  if (given === "") return filters;
  if (!ESCO_URI.test(given))
    throw new ApiError(
      "BAD_REQUEST",
      `occupation must be an ESCO occupation URI (http://data.europa.eu/esco/occupation/<id>), got ${JSON.stringify(given.slice(0, 120))}`,
    );
  const tax = occupations();
  const c = tax.conceptOf.get(given);
  if (c === undefined)
    throw new ApiError(
      "BAD_REQUEST",
      `occupation: no ESCO occupation ${given} in the shipped taxonomy (GET /api/occupations/link?title= finds one)`,
    );
  const criterion = { ...occupationCriterion(given, tax.english[c] ?? given, given, 1), fixed: true };
  return { ...filters, criteria: [...filters.criteria, criterion] };
}
