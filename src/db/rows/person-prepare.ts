/**
 * One person's rows as both engines store them, up to the id it lands on: every value that does not
 * depend on the row (pure, so an import runs it on worker threads: src/db/import-worker.ts). Each engine
 * only encodes the result: SQLite as prepared-statement values (../sqlite/person-write.ts),
 * PostgreSQL as COPY text (../postgres/person-copy.ts).
 */
import { urlKey } from "../../domain/keys.ts";
import type { PersonWrite } from "../../domain/person.ts";
import { personIdentifiers } from "../../domain/privacy/identifiers.ts";
import { contentHash } from "./changes.ts";
import {
  contactValues,
  educationValues,
  experienceValues,
  personColumns,
  personSearchProjection,
  type SnapshotSource,
} from "./people.ts";

type Value = string | number | null;

export interface PersonRowValues {
  /** The id the record asked for (0: none). */
  givenId: number;
  /** The profile URL's key; null when it is not a profile URL (refused by the writer). */
  key: string | null;
  /** The people columns after id and key, up to (without) the stored record. */
  columns: Value[];
  /** The stored record after its leading `{"id":0,` (the id is written in front when known). */
  recordTail: string;
  /** The rank key without the id (the id is added when it is known: src/domain/search/prior.ts). */
  rankBase: number;
  /** Facet tokens and full-text columns (../rows/people.ts personSearchProjection), for the engine to encode. */
  tokens: string[];
  text: string[];
  /** experiences / educations rows without person_id. */
  experiences: Value[][];
  educations: Value[][];
  /** contacts rows without person_id and created_at: kind, value, lookup, rating, sub type, provider, domain, owner. */
  contacts: Value[][];
  /** SHA-256 of each identifier (the suppression list compares them). */
  identifiers: string[];
  /** What this write brings, hashed (./changes.ts): equal to the stored hash, nothing is written. */
  contentHash: string;
  /** Other profile URL keys of the person (PersonWrite.aliases). */
  aliases: string[];
}

const RECORD_HEAD = '{"id":0,';

/** The person's row values (already normalised; its companies loaded into `snapshots`). */
export function personRowValues(w: PersonWrite, snapshots: SnapshotSource): PersonRowValues {
  const p = w.person;
  const givenId = Math.max(0, p.id);
  const key = urlKey(p.pnet_url);
  // The stored record is written with id 0 (the first field of every record) and the real id
  // spliced in by the writer: the one part of the record that depends on where it lands.
  p.id = 0;
  const row = personColumns(p, 0, key ?? "", snapshots);
  p.id = givenId;
  const record = row[row.length - 1] as string;
  if (!record.startsWith(RECORD_HEAD)) throw new Error("stored record does not start with its id");
  const index = personSearchProjection(p);
  const recordTail = record.slice(RECORD_HEAD.length);
  const contacts = contactValues(w);
  return {
    givenId,
    key,
    columns: row.slice(2, -1) as Value[],
    recordTail,
    rankBase: index.rankBase,
    tokens: index.tokens,
    text: index.text,
    experiences: experienceValues(p),
    educations: educationValues(p),
    contacts,
    identifiers: personIdentifiers(w).map((i) => i.hash),
    contentHash: contentHash(recordTail, contacts),
    aliases: w.aliases ?? [],
  };
}
