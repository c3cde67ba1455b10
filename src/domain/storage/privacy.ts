/** The privacy repository's records and contract: data-subject requests (docs/privacy.md). */
import type { Post } from "../model.ts";
import type { JobKind, JobStatus } from "./jobs.ts";

/** One entry of the append-only erasure log: who, when and why; never the erased data. */
export interface ErasureRecord {
  id: number;
  personId: number;
  reason: string;
  requestedBy: string;
  /** What was removed, counted per kind (contacts, posts, reactions, job results...). */
  removed: Record<string, number>;
  erasedAt: string;
}

export interface AccessRecord {
  keyId: number;
  keyName: string | null;
  keyPrefix: string | null;
  fields: string[];
  operation: string;
  /** ISO 8601. */
  at: string;
}

export interface SubjectJobRef {
  jobId: string;
  kind: JobKind;
  keyId: number;
  status: JobStatus;
  createdAt: number;
}

export interface ErasureInput {
  personId: number;
  reason: string;
  requestedBy: string;
  /** Hashed identifiers to suppress (src/domain/privacy/identifiers.ts). */
  identifiers: readonly { kind: string; hash: string }[];
  /** The person's profile URL as stored: reactions and bulk inputs that name it are removed. */
  pnetUrl: string;
  /** What replaces the data of each job result that held the person. */
  marker: unknown;
  /** The job's request without the person (e.g. a bulk job's URL list): the domain knows its shape. */
  scrubParams(kind: JobKind, params: unknown): unknown;
  /** Whether a URL (as a client spelled it) is the person's profile. */
  isSubjectUrl(url: string): boolean;
  now: Date;
}

/**
 * Data-subject requests (docs/privacy.md): finding a person by name, the suppression list, the
 * erasure (one transaction) and its log, and the access log of who received contact data.
 */
export interface PrivacyRepository {
  /** Ids of people with exactly this name, compared without case (an index, not a scan). */
  peopleNamed(name: string, limit: number): Promise<number[]>;
  /** Ids of every person holding this email (any case) or phone (by digits). */
  peopleWithContact(type: "email" | "phone", value: string, limit: number): Promise<number[]>;
  /** Which of these identifier hashes are suppressed. */
  suppressed(hashes: readonly string[]): Promise<Set<string>>;
  suppressionCount(): Promise<number>;
  /**
   * In one transaction: the person, their contacts, search-index entries, posts and reactions are
   * deleted; job results that held them are replaced by the marker; their identifiers are added to
   * the suppression list; the erasure is logged. Null when there is no such person.
   */
  erase(input: ErasureInput): Promise<ErasureRecord | null>;
  erasures(limit: number): Promise<ErasureRecord[]>;
  /** Who received this person's contact data, oldest first. */
  accessLog(personId: number): Promise<AccessRecord[]>;
  /** Deletes access-log rows older than `before` (Unix seconds). */
  pruneAccessLog(before: number): Promise<number>;
  /** Posts the person wrote and reactions they made (matched by id or by their profile URL). */
  authored(
    personId: number,
    pnetUrl: string,
  ): Promise<{ posts: Post[]; reactions: { postUrl: string; reactionType: string; reactedAt: string }[] }>;
  /** Jobs whose results hold the person. */
  jobsHolding(personId: number): Promise<SubjectJobRef[]>;
}
