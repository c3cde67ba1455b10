/**
 * Credit prices: exactly the spec's "Credit costs" table, the one place prices live.
 * `perRequest` operations are checked and debited before the work; `perResult` ones are debited
 * for what is delivered.
 */
export const COSTS = {
  /** GET /api/search with advanced_filtering=false. */
  searchStandard: { perRequest: 5 },
  /** GET /api/search with advanced_filtering=true: per returned result, no base charge. */
  searchAdvanced: { perResult: 1 },
  /** Deep research and its continuation: per validated profile returned. */
  deepResearch: { perResult: 1 },
  deepResearchMore: { perResult: 1 },
  deepResearchCancel: { perRequest: 0 },
  /** Contacts with neither flag: all available info. */
  contactsDefault: { perRequest: 4 },
  /** Contacts with flags: charged for what is found. */
  contactsEmailFound: { perResult: 4 },
  contactsPhoneFound: { perResult: 10 },
  scrape: { perRequest: 2 },
  storedProfile: { perRequest: 1 },
  postReactions: { perRequest: 1 },
  bulkEmailFound: { perResult: 4 },
  bulkPhoneFound: { perResult: 10 },
  bulkStatus: { perRequest: 0 },
  credits: { perRequest: 0 },
  companySearch: { perResult: 1 },
  altProfileLookup: { perRequest: 1 },
  /** GET /api/changes (not in the spec): a page that holds events; an empty page is free. */
  changeFeed: { perRequest: 1 },
  /** POST /api/identify (not in the spec): per person returned; no match is free. */
  identify: { perResult: 1 },
  /** POST /api/identify/bulk (not in the spec): per row matched at or above min_score. */
  identifyBulkMatch: { perResult: 1 },
  /** GET /api/occupations/link (not in the spec): an answer holding an occupation; none is free. */
  occupationLink: { perRequest: 1 },
  /** GET /api/occupations/{uri} (not in the spec): an occupation's labels; an unknown URI is free. */
  occupationLookup: { perRequest: 1 },
} as const;

export type Operation = keyof typeof COSTS;

/** How a 402 names each operation, and what its per-result price is counted in. */
const DESCRIBED: Record<Operation, { name: string; per?: string }> = {
  searchStandard: { name: "a search" },
  searchAdvanced: { name: "a search", per: "result" },
  deepResearch: { name: "deep research", per: "profile" },
  deepResearchMore: { name: "continuing deep research", per: "profile" },
  deepResearchCancel: { name: "cancelling" },
  contactsDefault: { name: "a contacts lookup" },
  contactsEmailFound: { name: "an email found", per: "email" },
  contactsPhoneFound: { name: "a phone found", per: "phone" },
  scrape: { name: "a scrape" },
  storedProfile: { name: "a stored profile" },
  postReactions: { name: "a page of reactions" },
  bulkEmailFound: { name: "an email found", per: "email" },
  bulkPhoneFound: { name: "a phone found", per: "phone" },
  bulkStatus: { name: "a job status" },
  credits: { name: "the balance" },
  companySearch: { name: "company search", per: "result" },
  altProfileLookup: { name: "a lookup" },
  changeFeed: { name: "a page of changes" },
  identify: { name: "identify", per: "match" },
  identifyBulkMatch: { name: "bulk identify", per: "matched row" },
  occupationLink: { name: "linking a title" },
  occupationLookup: { name: "an occupation" },
};

/** The least a call of the operation costs when it charges at all: its price, or one result's. */
export function minimumCharge(operation: Operation): number {
  const price: { perRequest?: number; perResult?: number } = COSTS[operation];
  return price.perRequest ?? price.perResult ?? 0;
}

/** "a scrape costs 2 credits", "deep research costs 1 credit per profile". */
export function describePrice(operation: Operation): string {
  const { name, per } = DESCRIBED[operation];
  const n = minimumCharge(operation);
  return `${name} costs ${n} credit${n === 1 ? "" : "s"}${per ? ` per ${per}` : ""}`;
}

/** Contacts with flags: 14 both found, 4 only email, 10 only phone, 0 neither. */
export function contactsCharge(emailFound: boolean, phoneFound: boolean): number {
  return (
    (emailFound ? COSTS.contactsEmailFound.perResult : 0) +
    (phoneFound ? COSTS.contactsPhoneFound.perResult : 0)
  );
}
