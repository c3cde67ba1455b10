/**
 * Alternate variant profile lookup: GET {alt}/api/enrich/pnet with exactly one of url, email,
 * phone. Found: `{data: [record]}`, 1 credit. Not found: `{data: [{message}]}` naming the lookup,
 * free (status 200, as the variant shows it).
 */

import { ApiError } from "../../errors.ts";
import { chargeOrRefuse, requireBalance } from "../billing/auth.ts";
import { COSTS } from "../billing/costs.ts";
import type { Company, Person, Social } from "../model.ts";
import type { ApiKeyRecord, Storage } from "../storage/index.ts";
import { validateContactsQuery } from "./contacts.ts";

/** The person found (with what the record shows) or null, and the lookup in words ("email x"). */
export interface AltLookup {
  found: { person: Person; companies: Map<number, Company>; social: Social[] } | null;
  lookup: string;
}

export async function altProfileLookup(
  storage: Storage,
  key: ApiKeyRecord,
  input: { url?: string; email?: string; phone?: string; requestId: string },
): Promise<AltLookup> {
  const blank = (v: string | undefined) => (v === undefined || v.trim() === "" ? undefined : v.trim());
  const q = { url: blank(input.url), email: blank(input.email), phone: blank(input.phone) };
  try {
    validateContactsQuery({
      pnetUrl: q.url,
      email: q.email,
      phone: q.phone,
      emailEnrichment: false,
      phoneEnrichment: false,
      requestId: "",
    });
  } catch (error) {
    if (error instanceof ApiError && error.detail.startsWith("Exactly one"))
      throw new ApiError("BAD_REQUEST", "Exactly one of url, email or phone must be given");
    if (error instanceof ApiError && error.detail.startsWith("pnet_url "))
      throw new ApiError("BAD_REQUEST", `url ${error.detail.slice("pnet_url ".length)}`);
    throw error;
  }
  requireBalance(key, "altProfileLookup");
  let person: Person | null = null;
  let what: string;
  if (q.url !== undefined) {
    person = await storage.people.getByUrl(q.url);
    what = `url ${q.url}`;
  } else {
    const type = q.email !== undefined ? "email" : "phone";
    const value = (q.email ?? q.phone) as string;
    const id = await storage.people.findIdByContact(type, value);
    person = id === null ? null : await storage.people.get(id);
    what = `${type} ${value}`;
  }
  if (!person) return { found: null, lookup: what };
  const companies = new Map<number, Company>();
  for (const id of new Set(
    person.experience.map((e) => e.company_id).filter((c): c is number => c !== null),
  )) {
    const c = await storage.companies.get(id);
    if (c) companies.set(id, c);
  }
  const { social } = await storage.people.contactsOf(person.id);
  await chargeOrRefuse(storage, key, COSTS.altProfileLookup.perRequest, {
    operation: "altProfileLookup",
    requestId: input.requestId,
    // Found by an email or phone, with the person's websites: logged like contact data.
    access: [{ personId: person.id, fields: social.length ? ["profile", "websites"] : ["profile"] }],
  });
  return { found: { person, companies, social }, lookup: what };
}
