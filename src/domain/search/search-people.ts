/**
 * One people search request (GET /api/search and its older alias /api/search/users), the one
 * domain call of those routes: start a search (or resume its session), refuse when the balance
 * cannot pay for the cheapest answer, read one page, charge what the page costs, and read the
 * latest posts of the people found when the caller's format shows them. The search itself is
 * SearchService's (./search.ts); this is only its order of work and its price.
 */
import { ApiError } from "../../errors.ts";
import { chargeOrRefuse, requireBalance } from "../billing/auth.ts";
import { COSTS } from "../billing/costs.ts";
import { boundedInt } from "../bounds.ts";
import type { Post } from "../model.ts";
import { saysNothing } from "../query/text.ts";
import type { ApiKeyRecord, Storage } from "../storage/index.ts";
import type { SearchService } from "./search.ts";
import { MAX_SEARCH_LIMIT, MAX_SEARCH_OFFSET, type SearchHit } from "./search-model.ts";

export interface PeopleSearchRequest {
  /** The query text, trimmed ("" with a searchId). */
  query: string;
  searchId?: string;
  companies: string[];
  schools: string[];
  /** An ESCO occupation URI the current job must link to. */
  occupation?: string;
  advancedFiltering: boolean;
  /** false: no associations for the words not understood (`associations=off`). */
  associations?: boolean;
  /** 0..1; the quality filter's default when absent. */
  acceptanceThreshold?: number;
  /** true: a new search counts every match for its total (`exact_total=true`); else up to a cap. */
  exactTotal?: boolean;
  limit: unknown;
  offset: unknown;
  requestId: string;
  /** The latest posts of each person found, this many (the legacy format shows them); 0: none. */
  postsPerPerson: number;
}

export interface PeopleSearchPage {
  hits: SearchHit[];
  /** Each person's latest posts, by person id (empty unless asked for). */
  posts: Map<number, Post[]>;
  total: number;
  /** false: `total` is a lower bound, the count stopped at its cap (TOTAL_COUNT_CAP, ./answer.ts). */
  totalExact: boolean;
  query: string;
  searchId: string;
  /** Credits charged for this page. */
  charged: number;
  /** How far the search can be paged: its candidates (docs/search.md, "Sessions and paging"). */
  candidates: number;
  /** How the query was read: words not understood, typo corrections, relaxation. */
  notes: readonly string[];
}

export async function searchPeople(
  storage: Storage,
  service: SearchService,
  key: ApiKeyRecord,
  request: PeopleSearchRequest,
): Promise<PeopleSearchPage> {
  // Checked before any work: a schema layer that failed open cannot widen a page.
  const limit = boundedInt(request.limit, "limit", 1, MAX_SEARCH_LIMIT, 30);
  const offset = boundedInt(request.offset, "offset", 0, MAX_SEARCH_OFFSET, 0);
  const { session, params } = await startOrResume(service, key, request);
  // Refuse before the work when the balance cannot pay for the cheapest possible answer.
  requireBalance(key, params.advanced_filtering ? "searchAdvanced" : "searchStandard");
  // The posts shown come with the page's read (one statement on PostgreSQL).
  const hits = await service.page(session, params, offset, limit, request.postsPerPerson);
  const charged = params.advanced_filtering
    ? hits.length * COSTS.searchAdvanced.perResult
    : COSTS.searchStandard.perRequest;
  if (charged > 0)
    await chargeOrRefuse(storage, key, charged, {
      operation: params.advanced_filtering ? "search_advanced" : "search",
      requestId: request.requestId,
    });
  const posts = new Map<number, Post[]>(hits.map((h) => [h.person.id, h.posts ?? []]));
  return {
    hits,
    posts,
    total: session.total,
    totalExact: params.total_relation !== "gte",
    query: params.query,
    searchId: session.id,
    charged,
    candidates: session.candidateIds.length,
    notes: params.notes,
  };
}

function startOrResume(service: SearchService, key: ApiKeyRecord, request: PeopleSearchRequest) {
  if (request.searchId) {
    if (!/^[0-9a-f-]{36}$/i.test(request.searchId))
      throw new ApiError("BAD_REQUEST", "search_id must be a UUID");
    return service.session(key.id, request.searchId);
  }
  if (saysNothing(request.query))
    throw new ApiError("UNPROCESSABLE", "query is required (or a search_id to continue a search)");
  return service.start(key.id, {
    query: request.query,
    companies: request.companies,
    schools: request.schools,
    occupation: request.occupation,
    advancedFiltering: request.advancedFiltering,
    associations: request.associations,
    acceptanceThreshold: request.acceptanceThreshold,
    exactTotal: request.exactTotal,
  });
}
