/**
 * Contact enrichment: GET /api/enrich/contacts. Sources, in order, each labelled in `provider`:
 * 1. the stored contacts (their own provider label),
 * 2. a work email inferred from the person's current company domain and the pattern observed
 *    among that company's known addresses (provider "pattern_inferred"; rating = how well the
 *    pattern is supported, capped below verified ratings; subType "work", never "verified"): the
 *    one given out for them before at that company, else a new one, offered only when it is nobody
 *    else's and not suppressed, and kept with the charge that delivers it (docs/decisions.md).
 * Charging (spec): no flags -> all available info for 4; email flag -> 4 if an email is found;
 * phone flag -> 10 if a phone is found; both -> 14 / 4 / 10 / 0. Charged after the lookup, for what
 * is delivered: nothing found is `error: true` and free.
 */
import { ApiError } from "../../errors.ts";
import { chargeOrRefuse, requirePurchasedCredits } from "../billing/auth.ts";
import { COSTS, contactsCharge } from "../billing/costs.ts";
import { emailKey, urlKey } from "../keys.ts";
import type { Contact, Person, Social } from "../model.ts";
import type { MxLookup } from "../outbound.ts";
import { contactFields, identifier } from "../privacy/identifiers.ts";
import { slug } from "../slug.ts";
import type { ApiKeyRecord, IssuedEmail, Storage } from "../storage/index.ts";

export interface ContactsQuery {
  pnetUrl?: string;
  email?: string;
  phone?: string;
  emailEnrichment: boolean;
  phoneEnrichment: boolean;
  requestId: string;
  /** Set when CONTACTS_MX_CHECK is on. */
  mx?: MxLookup | null;
}

export interface ContactRecord {
  error: boolean;
  contacts: { type: "email" | "phone"; value: string; rating: number; subType: Contact["subType"] }[];
  social: Social[];
  provider?: string;
}

const PATTERNS = [
  "{first}.{last}",
  "{f}{last}",
  "{first}",
  "{first}{l}",
  "{first}_{last}",
  "{last}.{first}",
  "{first}{last}",
];
/** How many known addresses at a domain are read to learn its pattern. */
const PATTERN_SAMPLE = 60;

/**
 * Patterns learned recently, across requests and jobs: a company's pattern changes only when many
 * of its addresses do, so a few minutes of staleness costs nothing and saves reading the domain's
 * addresses for every colleague looked up after the first.
 */
const LEARNED_TTL_MS = 10 * 60_000;
const LEARNED_MAX = 20_000;
type Learned = { at: number; learned: { pattern: string; rating: number } | null };
/** Per storage: two databases in one process (tests, tools) never share what was learned. */
const learnedRecently = new WeakMap<Storage, Map<string, Learned>>();

function localPart(pattern: string, first: string, last: string): string {
  return pattern
    .replace("{first}", first)
    .replace("{last}", last)
    .replace("{f}", first.charAt(0))
    .replace("{l}", last.charAt(0));
}

function nameParts(name: string): { first: string; last: string } | null {
  const parts = name
    .trim()
    .split(/\s+/)
    .map((p) => slug(p, ""));
  const first = parts[0];
  const last = parts[parts.length - 1];
  return parts.length >= 2 && first && last ? { first, last } : null;
}

/** The domain's most supported pattern, and a rating from its share and the sample size. */
export function learnPattern(
  known: { email: string; name: string }[],
): { pattern: string; rating: number } | null {
  const counts = new Map<string, number>();
  let matched = 0;
  for (const { email, name } of known) {
    const parts = nameParts(name);
    const local = email.slice(0, email.indexOf("@"));
    if (!parts) continue;
    const pattern = PATTERNS.find((p) => localPart(p, parts.first, parts.last) === local);
    if (pattern) {
      counts.set(pattern, (counts.get(pattern) ?? 0) + 1);
      matched++;
    }
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!best || matched === 0) return null;
  const share = best[1] / matched;
  const support = Math.min(1, best[1] / 5);
  // Capped at 80: an inferred address is never presented as verified.
  return { pattern: best[0], rating: Math.max(10, Math.min(80, Math.round(80 * share * support))) };
}

/** What was learned per domain: a bulk job reads each company's addresses once. */
export type PatternCache = Map<string, { pattern: string; rating: number } | null>;

/** The domain of the person's current company's website, if it has one. */
async function currentDomain(storage: Storage, person: Person): Promise<string | null> {
  const companyId = person.active_experience_company_id;
  if (companyId === null) return null;
  return (await storage.companies.get(companyId))?.website_domain?.toLowerCase() ?? null;
}

async function inferWorkEmail(
  storage: Storage,
  person: Person,
  domain: string,
  cache?: PatternCache,
  mx?: MxLookup | null,
): Promise<Contact | null> {
  const parts = nameParts(person.name);
  if (!parts) return null;
  let learned = cache?.get(domain);
  if (learned === undefined) {
    let known = learnedRecently.get(storage);
    if (!known) {
      known = new Map();
      learnedRecently.set(storage, known);
    }
    const recent = known.get(domain);
    if (recent && Date.now() - recent.at < LEARNED_TTL_MS) learned = recent.learned;
    else {
      learned = learnPattern(await storage.people.emailsAtDomain(domain, PATTERN_SAMPLE));
      if (known.size >= LEARNED_MAX) known.delete(known.keys().next().value as string);
      known.set(domain, { at: Date.now(), learned });
    }
    cache?.set(domain, learned);
  }
  if (!learned) return null;
  let rating = learned.rating;
  let provider = "pattern_inferred";
  if (mx) {
    const verdict = await mx.check(domain);
    if (verdict === "no_mx") return null;
    if (verdict === "has_mx") {
      // Still capped below verified: a mail server takes mail, it does not confirm the mailbox.
      rating = Math.min(85, rating + 10);
      provider = "pattern_inferred_mx";
    }
  }
  return {
    type: "email",
    value: `${localPart(learned.pattern, parts.first, parts.last)}@${domain}`,
    rating,
    subType: "work",
    provider,
  };
}

/**
 * Whether an inferred address may be offered for this person: never when it is on the suppression
 * list (an erased person's address, inferred again for a namesake colleague), never when it is
 * someone else's (stored for another person, or already given out for another person).
 */
async function mayOffer(storage: Storage, personId: number, email: string): Promise<boolean> {
  const id = identifier("email", email);
  const [suppressed, owners] = await Promise.all([
    id ? storage.privacy.suppressed([id.hash]) : Promise.resolve(new Set<string>()),
    storage.people.emailOwners([email]),
  ]);
  if (id && suppressed.has(id.hash)) return false;
  const owner = owners.get(emailKey(email));
  return owner === undefined || owner === personId;
}

/**
 * The work email to add for a person whose data holds none: the one given out for them before at
 * their current company (the same answer every time, and findable by email lookup), else a new
 * inference that may be offered (`issue` then says to keep it once it is delivered).
 */
async function workEmailFor(
  storage: Storage,
  person: Person,
  cache?: PatternCache,
  mx?: MxLookup | null,
): Promise<{ contact: Contact; issue: IssuedEmail | null } | null> {
  const domain = await currentDomain(storage, person);
  if (!domain) return null;
  const given = (await storage.people.inferredEmailsOf(person.id)).find((c) =>
    c.value.endsWith(`@${domain}`),
  );
  if (given) return { contact: given, issue: null };
  const inferred = await inferWorkEmail(storage, person, domain, cache, mx);
  if (!inferred || !(await mayOffer(storage, person.id, inferred.value))) return null;
  return {
    contact: inferred,
    issue: {
      personId: person.id,
      email: inferred.value,
      domain,
      rating: inferred.rating,
      provider: inferred.provider ?? "pattern_inferred",
    },
  };
}

async function findPerson(storage: Storage, q: ContactsQuery): Promise<Person | null> {
  if (q.pnetUrl !== undefined) return storage.people.getByUrl(q.pnetUrl);
  const id = await storage.people.findIdByContact(
    q.email !== undefined ? "email" : "phone",
    q.email ?? q.phone ?? "",
  );
  return id === null ? null : storage.people.get(id);
}

export function validateContactsQuery(q: ContactsQuery): void {
  const given = [q.pnetUrl, q.email, q.phone].filter((v) => v !== undefined && v.trim() !== "").length;
  if (given !== 1) throw new ApiError("BAD_REQUEST", "Exactly one of pnet_url, email or phone must be given");
  if (q.pnetUrl !== undefined && urlKey(q.pnetUrl) === null)
    throw new ApiError("BAD_REQUEST", "pnet_url is not a profile URL, e.g. https://www.pnet.com/in/jane-doe");
  if (q.email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(q.email.trim())) {
    throw new ApiError("BAD_REQUEST", "email is not a valid email address");
  }
  if (q.phone !== undefined && q.phone.replace(/\D/g, "").length < 6) {
    throw new ApiError("BAD_REQUEST", "phone must contain at least 6 digits");
  }
}

export async function enrichContacts(
  storage: Storage,
  key: ApiKeyRecord,
  input: ContactsQuery,
): Promise<ContactRecord> {
  // An empty parameter counts as not given.
  const blank = (v: string | undefined) => (v === undefined || v.trim() === "" ? undefined : v.trim());
  const q = { ...input, pnetUrl: blank(input.pnetUrl), email: blank(input.email), phone: blank(input.phone) };
  validateContactsQuery(q);
  requirePurchasedCredits(key, "Contact enrichment");
  const person = await findPerson(storage, q);
  if (!person) return { error: true, contacts: [], social: [] };

  const found = await gatherContacts(storage, person, q, undefined, q.mx);
  if (found.record.error) return found.record;
  const flags = q.emailEnrichment || q.phoneEnrichment;
  const cost = flags ? contactsCharge(found.emails > 0, found.phones > 0) : COSTS.contactsDefault.perRequest;
  // Who received whose contact data is logged, and an inferred address given out is kept, in the
  // charge's own transaction (docs/privacy.md).
  const fields = contactFields(found.record);
  await chargeOrRefuse(storage, key, cost, {
    operation: "contacts",
    requestId: q.requestId,
    access: fields.length ? [{ personId: person.id, fields }] : [],
    issued: found.issued,
  });
  return found.record;
}

/**
 * The contacts of one person from every source, filtered by the flags (none = everything), best
 * rated first; `error: true` when nothing is left. Charges nothing: callers price the result, and
 * keep `issued` (an inferred address this result gives out for the first time) with the charge.
 */
export async function gatherContacts(
  storage: Storage,
  person: Person,
  flags: { emailEnrichment: boolean; phoneEnrichment: boolean },
  cache?: PatternCache,
  mx?: MxLookup | null,
): Promise<{ record: ContactRecord; emails: number; phones: number; issued: IssuedEmail[] }> {
  const stored = await storage.people.contactsOf(person.id);
  const contacts = [...stored.contacts];
  const hasWorkEmail = contacts.some(
    (c) => c.type === "email" && (c.subType === "work" || c.subType === "verified"),
  );
  let issue: IssuedEmail | null = null;
  if (!hasWorkEmail) {
    const work = await workEmailFor(storage, person, cache, mx);
    if (work && !contacts.some((c) => c.type === "email" && emailKey(c.value) === work.contact.value)) {
      contacts.push(work.contact);
      issue = work.issue;
    }
  }
  const any = flags.emailEnrichment || flags.phoneEnrichment;
  const wanted = contacts.filter(
    (c) =>
      !any || (c.type === "email" && flags.emailEnrichment) || (c.type === "phone" && flags.phoneEnrichment),
  );
  if (wanted.length === 0)
    return { record: { error: true, contacts: [], social: stored.social }, emails: 0, phones: 0, issued: [] };
  wanted.sort((a, b) => b.rating - a.rating);
  const providers = [...new Set(wanted.map((c) => c.provider).filter((p): p is string => p !== null))];
  return {
    record: {
      error: false,
      contacts: wanted.map((c) => ({ type: c.type, value: c.value, rating: c.rating, subType: c.subType })),
      social: stored.social,
      ...(providers.length ? { provider: providers.join(",") } : {}),
    },
    emails: wanted.filter((c) => c.type === "email").length,
    phones: wanted.filter((c) => c.type === "phone").length,
    issued: issue && wanted.some((c) => c.value === issue.email) ? [issue] : [],
  };
}

/** The identifier hashes of what a job item gives out about a person: the profile URL and contacts. */
export function itemSubjects(
  person: Person,
  contacts: readonly { type: string; value: string }[] = [],
): string[] {
  const ids = [identifier("url", person.pnet_url)];
  for (const c of contacts) ids.push(identifier(c.type === "phone" ? "phone" : "email", c.value));
  return ids.flatMap((i) => (i ? [i.hash] : []));
}
