/** Where people came from (docs/sources.md): the reads provenance and identity across sources need. */

import type { Contact, Social } from "../model.ts";
import type { SourceReportLine, SourceRow } from "../sources/rows.ts";

export interface SourcesRepository {
  /** The source rows of each of these people (people without any are absent): one read. */
  of(personIds: readonly number[]): Promise<Map<number, SourceRow[]>>;
  /** Who holds each of these profile URL keys, as the person's own key or as an alias: one read. */
  owners(keys: readonly string[]): Promise<Map<string, { id: number; own: boolean }>>;
  /** Every other profile URL key this person is known under (old vanity URLs, member ids). */
  aliasesOf(personId: number): Promise<string[]>;
  /** Who holds each of these email addresses (lower case) as a stored contact (never an inferred one). */
  emailOwners(emails: readonly string[]): Promise<Map<string, number>>;
  /** The stored contacts and social links of these people: one read. */
  contactsOf(personIds: readonly number[]): Promise<Map<number, { contacts: Contact[]; social: Social[] }>>;
  /** Ids of people more than one source supplied, above `afterId` in id order (rule re-application). */
  shared(afterId: number, limit: number): Promise<number[]>;
  /** Per source: people, alone, fields supplied, conflicts won and lost. */
  report(): Promise<SourceReportLine[]>;
  /**
   * Of these raw-line hashes (src/domain/import/line-skip.ts), the ones this source's last write of
   * a person came from, where no other source supplied that person: index in `hashes` -> the
   * person's profile URL key. Rows last seen at `at` (this import's own writes) are left out, so
   * what a first import skips does not depend on how far its reader ran ahead. One read.
   */
  knownLines(source: string, hashes: readonly bigint[], at: string): Promise<Map<number, string>>;
  /**
   * The same, at the moment of writing: those still held have their sighting recorded (last seen
   * `at`, as a write of the line would); the indexes of those held. One statement.
   */
  seenLines(source: string, hashes: readonly bigint[], at: string): Promise<Set<number>>;
}
