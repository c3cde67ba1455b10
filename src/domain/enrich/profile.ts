/**
 * Stored profile lookup: GET /api/enrich/pnet. 1 credit, charged only when the profile is found.
 * Returns the canonical records; the route picks the wire format.
 */

import { ApiError } from "../../errors.ts";
import { chargeOrRefuse } from "../billing/auth.ts";
import { COSTS } from "../billing/costs.ts";
import { urlKey } from "../keys.ts";
import type { Company, Person, PersonProvenance, Post, Social } from "../model.ts";
import { provenanceOf } from "../sources/provenance.ts";
import type { ApiKeyRecord, Storage } from "../storage/index.ts";

/** A stored profile and, when asked for, what its fuller views show (companies, posts, links). */
export interface StoredProfile {
  person: Person;
  companies: Map<number, Company>;
  posts: Post[];
  social: Social[];
  /** Where its data came from, when asked for (include_provenance; docs/sources.md). */
  provenance?: PersonProvenance;
}

export async function lookupStoredProfile(
  storage: Storage,
  key: ApiKeyRecord,
  input: { pnetUrl: string; requestId: string; withDetails: boolean; withProvenance?: boolean },
): Promise<StoredProfile> {
  if (urlKey(input.pnetUrl) === null)
    throw new ApiError(
      "BAD_REQUEST",
      "pnet_url must be a profile URL, e.g. https://www.pnet.com/in/jane-doe",
    );
  const person = await storage.people.getByUrl(input.pnetUrl);
  if (!person) throw new ApiError("NOT_FOUND", "Profile not found in the database");
  await chargeOrRefuse(storage, key, COSTS.storedProfile.perRequest, {
    operation: "storedProfile",
    requestId: input.requestId,
  });
  const profile: StoredProfile = { person, companies: new Map(), posts: [], social: [] };
  if (input.withProvenance) profile.provenance = (await provenanceOf(storage, [person])).get(person.id);
  // The modern record is the person alone: no further reads on the fixed-price hot path.
  if (!input.withDetails) return profile;
  const companyIds = [
    ...new Set(person.experience.map((e) => e.company_id).filter((c): c is number => c !== null)),
  ];
  for (const c of await Promise.all(companyIds.map((cid) => storage.companies.get(cid))))
    if (c) profile.companies.set(c.id, c);
  const [posts, { social }] = await Promise.all([
    storage.posts.byAuthor(person.id, 20),
    storage.people.contactsOf(person.id),
  ]);
  return { ...profile, posts, social };
}
