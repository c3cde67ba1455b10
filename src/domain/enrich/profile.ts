/** Stored profile lookup: GET /api/enrich/pnet. 1 credit, charged only when the profile is found. */
import type { ApiKeyRecord, Storage } from "../../db/repositories/types.ts";
import { ApiError } from "../../errors.ts";
import { toModernPerson } from "../../format/modern.ts";
import { toStoredProfileLegacy } from "../../format/stored-profile.ts";
import { chargeOrRefuse } from "../billing/auth.ts";
import { COSTS } from "../billing/costs.ts";
import { urlKey } from "../keys.ts";
import type { Company, Person } from "../model.ts";

/**
 * Modern records of recently served people, keyed by the record object itself: the people
 * repository hands out the same object until the row changes, so an entry can never be stale and
 * goes away with the object.
 */
const modernRecords = new WeakMap<Person, Record<string, unknown>>();

function modernRecordOf(person: Person): Record<string, unknown> {
  let record = modernRecords.get(person);
  if (!record) {
    record = toModernPerson(person);
    modernRecords.set(person, record);
  }
  return record;
}

export async function lookupStoredProfile(
  storage: Storage,
  key: ApiKeyRecord,
  input: { pnetUrl: string; legacy: boolean; requestId: string },
): Promise<Record<string, unknown>> {
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
  if (!input.legacy) return modernRecordOf(person);
  const companyIds = [
    ...new Set(person.experience.map((e) => e.company_id).filter((c): c is number => c !== null)),
  ];
  const companies = new Map<number, Company>();
  for (const c of await Promise.all(companyIds.map((cid) => storage.companies.get(cid))))
    if (c) companies.set(c.id, c);
  const [posts, { social }] = await Promise.all([
    storage.posts.byAuthor(person.id, 20),
    storage.people.contactsOf(person.id),
  ]);
  return toStoredProfileLegacy({ person, companies, posts, social });
}
