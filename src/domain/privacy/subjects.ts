/**
 * Data-subject requests: find the people a request is about, export everything held about one,
 * erase one (docs/privacy.md). Plain domain code over the storage interfaces; the CLI and the
 * admin API call the same functions.
 */

import { ApiError } from "../../errors.ts";
import { urlKey } from "../keys.ts";
import type { Person } from "../model.ts";
import { decodeView } from "../sources/merge.ts";
import type { ErasureRecord, JobKind, Storage } from "../storage/index.ts";
import { personIdentifiers, REMOVED_INPUT, REMOVED_MARKER } from "./identifiers.ts";

export interface SubjectQuery {
  email?: string;
  phone?: string;
  url?: string;
  name?: string;
  /** With name only: keep people who work or worked at a company whose name contains this. */
  company?: string;
}

export interface SubjectSummary {
  id: number;
  name: string;
  pnet_url: string;
  headline: string | null;
  location: string | null;
  companies: string[];
  emails: string[];
  phones: string[];
  /** What else is held, counted: a reviewer sees at a glance what an export or erasure covers. */
  held: { contacts: number; posts: number; reactions: number; job_results: number; access_log: number };
}

const MAX_MATCHES = 50;

const text = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? undefined : value.trim();

/** The people a request names: exactly one of email, phone, url or name (+ company). */
export async function findSubjects(storage: Storage, query: SubjectQuery): Promise<SubjectSummary[]> {
  const q = {
    email: text(query.email),
    phone: text(query.phone),
    url: text(query.url),
    name: text(query.name),
    company: text(query.company),
  };
  const given = [q.email, q.phone, q.url, q.name].filter((v) => v !== undefined).length;
  if (given !== 1) throw new ApiError("BAD_REQUEST", "Give exactly one of email, phone, url or name");
  if (q.company !== undefined && q.name === undefined)
    throw new ApiError("BAD_REQUEST", "company narrows a name search only");
  for (const [field, value] of Object.entries(q))
    if (value !== undefined && value.length > 2048)
      throw new ApiError("BAD_REQUEST", `${field} must be at most 2048 characters`);
  let ids: number[];
  if (q.url !== undefined) {
    if (urlKey(q.url) === null) throw new ApiError("BAD_REQUEST", "url is not a profile URL");
    const id = await storage.people.findIdByUrl(q.url);
    ids = id === null ? [] : [id];
  } else if (q.email !== undefined || q.phone !== undefined) {
    ids = await storage.privacy.peopleWithContact(
      q.email !== undefined ? "email" : "phone",
      q.email ?? q.phone ?? "",
      MAX_MATCHES,
    );
  } else {
    ids = await storage.privacy.peopleNamed(q.name ?? "", MAX_MATCHES);
  }
  const people = await storage.people.getMany(ids);
  const company = q.company?.toLowerCase();
  const matching = company
    ? people.filter((p) => p.experience.some((e) => e.company_name?.toLowerCase().includes(company)))
    : people;
  return Promise.all(matching.map((p) => summarize(storage, p)));
}

async function summarize(storage: Storage, person: Person): Promise<SubjectSummary> {
  const [{ contacts, social }, authored, jobs, access] = await Promise.all([
    contactsHeld(storage, person.id),
    storage.privacy.authored(person.id, person.pnet_url),
    storage.privacy.jobsHolding(person.id),
    storage.privacy.accessLog(person.id),
  ]);
  return {
    id: person.id,
    name: person.name,
    pnet_url: person.pnet_url,
    headline: person.headline,
    location: person.location,
    companies: [...new Set(person.experience.flatMap((e) => e.company_name ?? []))],
    emails: contacts.filter((c) => c.type === "email").map((c) => c.value),
    phones: contacts.filter((c) => c.type === "phone").map((c) => c.value),
    held: {
      contacts: contacts.length + social.length,
      posts: authored.posts.length,
      reactions: authored.reactions.length,
      job_results: jobs.length,
      access_log: access.length,
    },
  };
}

/** The person's contacts as held: stored, and inferred work emails given out for them. */
async function contactsHeld(storage: Storage, id: number) {
  const [stored, inferred] = await Promise.all([
    storage.people.contactsOf(id),
    storage.people.inferredEmailsOf(id),
  ]);
  return { contacts: [...stored.contacts, ...inferred], social: stored.social };
}

async function personOr404(storage: Storage, id: number): Promise<Person> {
  const person = Number.isSafeInteger(id) && id > 0 ? await storage.people.get(id) : null;
  if (!person) throw new ApiError("NOT_FOUND", `No stored person with id ${id}`);
  return person;
}

/**
 * Everything held about one person, as one document: the stored record, contacts, posts they
 * wrote and reactions they made, the jobs whose results hold them, and who received their contact
 * data and when (the access log, kept ACCESS_LOG_DAYS).
 */
export async function exportSubject(storage: Storage, id: number, now: Date) {
  const person = await personOr404(storage, id);
  const [{ contacts, social }, authored, jobs, access] = await Promise.all([
    contactsHeld(storage, id),
    storage.privacy.authored(id, person.pnet_url),
    storage.privacy.jobsHolding(id),
    storage.privacy.accessLog(id),
  ]);
  return {
    kind: "prospector.subject_access_export",
    version: 1,
    generated_at: now.toISOString(),
    person_id: id,
    record: person,
    contacts,
    social,
    posts: authored.posts,
    reactions: authored.reactions.map((r) => ({
      post_url: r.postUrl,
      reaction_type: r.reactionType,
      reacted_at: r.reactedAt,
    })),
    jobs: jobs.map((j) => ({
      job_id: j.jobId,
      kind: j.kind,
      key_id: j.keyId,
      status: j.status,
      created_at: j.createdAt,
    })),
    access_log: access.map((a) => ({
      key_id: a.keyId,
      key_name: a.keyName,
      key_prefix: a.keyPrefix,
      operation: a.operation,
      fields: a.fields,
      at: a.at,
    })),
  };
}

/** The erasure log, newest first. */
export function listErasures(storage: Storage, limit: number): Promise<ErasureRecord[]> {
  return storage.privacy.erasures(limit);
}

/** Erases one person in one transaction and returns the erasure log entry. */
export async function eraseSubject(
  storage: Storage,
  id: number,
  request: { reason: string; requestedBy: string; now: Date },
): Promise<ErasureRecord> {
  const reason = request.reason.trim();
  if (reason === "") throw new ApiError("BAD_REQUEST", "reason is required (it is kept in the erasure log)");
  if (reason.length > 500) throw new ApiError("BAD_REQUEST", "reason must be at most 500 characters");
  const person = await personOr404(storage, id);
  const [{ contacts }, aliases, sources] = await Promise.all([
    contactsHeld(storage, id),
    storage.sources.aliasesOf(id),
    storage.sources.of([id]),
  ]);
  // What each source last said of them: emails and phones a merge may not have kept.
  const viewContacts = (sources.get(id) ?? []).flatMap((r) => (r.view ? decodeView(r.view).contacts : []));
  const key = urlKey(person.pnet_url);
  const isSubjectUrl = (url: string) => key !== null && urlKey(url) === key;
  const erased = await storage.privacy.erase({
    personId: id,
    reason,
    requestedBy: request.requestedBy,
    identifiers: personIdentifiers({ person, contacts: [...contacts, ...viewContacts], aliases }),
    pnetUrl: person.pnet_url,
    marker: REMOVED_MARKER,
    isSubjectUrl,
    scrubParams: (kind: JobKind, params: unknown) => {
      if (kind !== "bulk_contacts") return params;
      const p = params as { urls?: unknown };
      if (!Array.isArray(p.urls)) return params;
      return {
        ...p,
        urls: p.urls.map((u) => (typeof u === "string" && isSubjectUrl(u) ? REMOVED_INPUT : u)),
      };
    },
    now: request.now,
  });
  // Erased by another request a moment ago.
  if (!erased) throw new ApiError("NOT_FOUND", `No stored person with id ${id}`);
  return erased;
}
