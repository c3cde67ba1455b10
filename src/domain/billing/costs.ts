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
} as const;

export type Operation = keyof typeof COSTS;

/** Contacts with flags: 14 both found, 4 only email, 10 only phone, 0 neither. */
export function contactsCharge(emailFound: boolean, phoneFound: boolean): number {
  return (
    (emailFound ? COSTS.contactsEmailFound.perResult : 0) +
    (phoneFound ? COSTS.contactsPhoneFound.perResult : 0)
  );
}
