/**
 * People over SQLite. The bulk write path uses bun:sqlite prepared statements directly: at a
 * million records the per-row cost of building SQL through the query builder is the bottleneck.
 * Reads go through drizzle (prepared once where every request runs them).
 */
import type { Database, Statement } from "bun:sqlite";
import { asc, count, eq, max, sql } from "drizzle-orm";
import { emailKey, phoneKey, urlKey } from "../../domain/keys.ts";
import type { Person, Post } from "../../domain/model.ts";
import type { PersonWrite } from "../../domain/person.ts";
import type { PeopleRepository, Provenance, UpsertOutcome } from "../../domain/storage/index.ts";
import { changeRows, trackRecord } from "../rows/changes.ts";
import {
  contactsFromRows,
  type InferredRow,
  inferredContact,
  placePerson,
  readRecord,
  storedText,
} from "../rows/people.ts";
import { type SourceWrite, sourceWriteOf } from "../rows/sources.ts";
import { sqliteBulkWriter } from "./bulk-load.ts";
import { type Db, recordsAfter } from "./client.ts";
import type { CompanySnapshots } from "./company-snapshots.ts";
import { deferIndexes, rebuildDeferredIndexes } from "./deferred-indexes.ts";
import { sqliteIdSequence } from "./ids.ts";
import { type PendingFacets, type PreparedPerson, personWriter, preparePerson } from "./person-write.ts";
import { suppressionCheck } from "./privacy.ts";
import { contacts, people, personAliases } from "./schema.ts";
import { sqliteSourceWriter } from "./sources.ts";

/** How many parsed records the read cache keeps. */
const RECENT_PEOPLE = 5000;

/** The statements a write asks per person, prepared once, on the first write. */
function personLookups(sqlite: Database) {
  let lookups:
    | {
        byId: Statement<{ id: number; pnet_key: string }>;
        byKey: Statement<{ id: number }>;
        erased: Statement<{ found: number }>;
        hashOf: Statement<{ content_hash: string | null }>;
        recordOf: Statement<{ record: string }>;
        addChange: Statement;
      }
    | undefined;
  return () => {
    lookups ??= {
      byId: sqlite.prepare("SELECT id, pnet_key FROM people WHERE id = ?"),
      byKey: sqlite.prepare("SELECT id FROM people WHERE pnet_key = ?"),
      erased: sqlite.prepare("SELECT 1 AS found FROM erasures WHERE person_id = ? LIMIT 1"),
      // Apart: an unchanged person's record (kilobytes, overflow pages) is never read.
      hashOf: sqlite.prepare("SELECT content_hash FROM people WHERE id = ?"),
      recordOf: sqlite.prepare("SELECT record FROM people WHERE id = ?"),
      addChange: sqlite.prepare(
        `INSERT INTO person_changes (person_id, pnet_url, type, field, change, detail, occurred_at, source)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
    };
    return lookups;
  };
}

export function createSqlitePeopleRepository(
  sqlite: Database,
  db: Db,
  snapshots: CompanySnapshots,
  /** The posts store's page read: getManyWithPosts composes the two (in process, no round trip). */
  latestPosts: (ids: readonly number[], limit: number) => Promise<Map<number, Post[]>>,
): PeopleRepository {
  const prepared = personLookups(sqlite);
  const writer = personWriter(sqlite);
  const suppression = suppressionCheck(sqlite);
  const sources = sqliteSourceWriter(sqlite);
  const ids = sqliteIdSequence(sqlite, "people");

  /**
   * Places and writes prepared people (in the caller's transaction); `placed` learns each written
   * person's id by batch index.
   */
  const writeBatch = (
    batch: readonly PreparedPerson[],
    source: string,
    sourceWrites: (index: number) => SourceWrite,
    placed?: (index: number, id: number) => void,
  ) => {
    const s = prepared();
    const outcome: UpsertOutcome = {
      inserted: 0,
      updated: 0,
      rejected: [],
      suppressed: 0,
      unchanged: 0,
      changes: 0,
    };
    // Checked in the write's own transaction: an erasure cannot slip between check and write.
    const suppressing = suppression.active();
    let nextId = ids.next();
    const now = new Date().toISOString();
    const facets: PendingFacets = new Map();
    batch.forEach((w, index) => {
      if (w.key === null) {
        outcome.rejected.push({ index, reason: "pnet_url is not a profile URL" });
        return;
      }
      if (suppressing && suppression.matches(w.identifiers)) {
        outcome.suppressed = (outcome.suppressed ?? 0) + 1;
        return;
      }
      const place = placePerson(
        w.givenId,
        s.byKey.get(w.key)?.id ?? null,
        (id) => s.byId.get(id) !== null,
        nextId,
        (id) => s.erased.get(id) !== null,
      );
      if ("rejected" in place) {
        outcome.rejected.push({ index, reason: place.rejected });
        return;
      }
      const { id, exists } = place;
      if (id >= nextId) nextId = id + 1;
      placed?.(index, id);
      // A person written under a new URL is still found under the one it had (docs/sources.md).
      const before = exists && w.givenId > 0 ? s.byId.get(id)?.pnet_key : undefined;
      sources.write(
        id,
        sourceWrites(index),
        before && before !== w.key ? [...w.aliases, before] : w.aliases,
        w.key,
      );
      // Change tracking (issue 32): the same content again is not written; a different one is
      // compared with what is stored and its changes logged in this transaction.
      if (exists && s.hashOf.get(id)?.content_hash === w.contentHash) {
        outcome.unchanged = (outcome.unchanged ?? 0) + 1;
        return;
      }
      let record: string | undefined;
      const stored = exists ? s.recordOf.get(id) : null;
      if (stored) {
        const tracked = trackRecord(stored.record, `{"id":${id},${w.recordTail}`, snapshots, now);
        record = tracked.record;
        for (const row of changeRows(id, tracked, now, source)) s.addChange.run(...row);
        outcome.changes = (outcome.changes ?? 0) + tracked.changes.length;
      }
      writer.write(w, id, exists, w.key, now, facets, record);
      if (exists) outcome.updated++;
      else outcome.inserted++;
    });
    writer.flushFacets(facets);
    ids.advance(nextId - 1);
    return outcome;
  };

  const upsertSync = sqlite.transaction(
    (batch: PersonWrite[], source: string, provenance: Provenance | undefined): UpsertOutcome => {
      // Compaction must use the companies as they are now (another process may have changed them).
      snapshots.refresh(true);
      const rows = batch.map((w) => preparePerson(w, snapshots));
      const writes = batch.map((w) => sourceWriteOf(w, provenance));
      // Callers read the id a written person got from the record they passed.
      return writeBatch(
        rows,
        source,
        (index) => writes[index] ?? null,
        (index, id) => {
          (batch[index] as PersonWrite).person.id = id;
        },
      );
    },
  );

  /**
   * Whether a record of a prepared chunk needs what the domain decides (src/domain/sources/write.ts):
   * no URL, a URL or numeric id known as another person's alias, a person another source supplied.
   */
  const needsDomain = (batch: readonly PreparedPerson[], provenance: Provenance) => {
    const s = prepared();
    return batch.some((w) => {
      if (w.key === null) return true;
      const owner = s.byKey.get(w.key)?.id;
      // Its URL or member id known as someone's alias, or its member id someone's own URL key.
      if (owner === undefined)
        return (
          sources.aliasOwner(w.key) !== null ||
          w.aliases.some((a) => sources.aliasOwner(a) !== null || s.byKey.get(a) !== null)
        );
      return sources.hasOtherSource(owner, provenance.source);
    });
  };

  /**
   * Rows prepared on another thread against the companies of `companies`; null when those changed,
   * or when a record needs the domain's decision (the caller writes the chunk through it).
   */
  const upsertPreparedSync = sqlite.transaction(
    (
      batch: readonly PreparedPerson[],
      companies: string | null,
      source: string,
      provenance: Provenance | undefined,
      lines: readonly (bigint | null)[] | undefined,
    ): UpsertOutcome | null => {
      snapshots.refresh(true);
      if (snapshots.current !== companies) return null;
      if (provenance && needsDomain(batch, provenance)) return null;
      return writeBatch(
        batch,
        source,
        (index): SourceWrite => (provenance ? { seen: provenance, line: lines?.[index] ?? null } : null),
      );
    },
  );

  const parse = (record: string): Person => readRecord(record, snapshots);
  /**
   * Recently read people, most recent last (an LRU over Map order), each with the version and
   * profile URL key it was read at: an entry is served only for the same row at the same version.
   */
  const recent = new Map<number, { version: number; key: string; person: Person }>();
  // Lookups every profile request makes: prepared once.
  const versionById = db
    .select({ version: people.version, key: people.pnetKey })
    .from(people)
    .where(eq(people.id, sql.placeholder("id")))
    .prepare();
  const recordById = db
    .select({ record: people.record })
    .from(people)
    .where(eq(people.id, sql.placeholder("id")))
    .prepare();
  const idVersionByOwnKey = db
    .select({ id: people.id, version: people.version, key: people.pnetKey })
    .from(people)
    .where(eq(people.pnetKey, sql.placeholder("key")))
    .prepare();
  const idVersionByAlias = db
    .select({ id: people.id, version: people.version, key: people.pnetKey })
    .from(personAliases)
    .innerJoin(people, eq(people.id, personAliases.personId))
    .where(eq(personAliases.aliasKey, sql.placeholder("key")))
    .prepare();
  /** The person a URL key names: its own key, else another URL it is known under (docs/sources.md). */
  const idVersionByKey = {
    get: (p: { key: string }) => idVersionByOwnKey.get(p) ?? idVersionByAlias.get(p),
  };
  /**
   * A read validated against the row's version: a record rewritten since (by any process, e.g. a
   * CLI import) is read again; an unchanged one is served from memory.
   */
  const cachedRead = (id: number, { version, key }: { version: number; key: string }): Person | null => {
    const cached = recent.get(id);
    if (cached && cached.version === version && cached.key === key) {
      recent.delete(id);
      recent.set(id, cached);
      return cached.person;
    }
    const row = recordById.get({ id });
    if (!row) return null;
    const person = parse(row.record);
    recent.set(id, { version, key, person });
    if (recent.size > RECENT_PEOPLE) recent.delete(recent.keys().next().value as number);
    return person;
  };

  /** People read before a company changed carry its old snapshot: forget them. */
  let generation = snapshots.generation;
  const fresh = () => {
    snapshots.refresh();
    if (snapshots.generation !== generation) {
      generation = snapshots.generation;
      recent.clear();
    }
  };

  return {
    async getManyWithPosts(ids, postsPerPerson) {
      return { people: await this.getMany(ids), posts: await latestPosts(ids, postsPerPerson) };
    },
    async upsert(batch, options) {
      return upsertSync.immediate(batch, options?.source ?? "write", options?.provenance);
    },
    bulkWriter({ source, provenance }) {
      // Workers open the file themselves: an in-memory database has none to share.
      const file = sqlite.filename;
      if (!file || file === ":memory:") return null;
      // A load into an empty table builds its random-key indexes at the end (deferred-indexes.ts).
      const deferred = deferIndexes(sqlite);
      return sqliteBulkWriter(
        file,
        (batch, companies, lines) =>
          upsertPreparedSync.immediate(batch, companies, source ?? "import", provenance, lines),
        () => {
          if (deferred) rebuildDeferredIndexes(sqlite);
        },
        deferred,
      );
    },
    async get(id) {
      fresh();
      const stamp = versionById.get({ id });
      return stamp ? cachedRead(id, stamp) : null;
    },
    async getMany(ids) {
      fresh();
      // In-process: the cached single reads are as cheap as a batch.
      const out: Person[] = [];
      for (const id of ids) {
        const stamp = versionById.get({ id });
        const person = stamp ? cachedRead(id, stamp) : null;
        if (person) out.push(person);
      }
      return out;
    },
    async getByUrl(url) {
      fresh();
      const key = urlKey(url);
      const stamp = key === null ? undefined : idVersionByKey.get({ key });
      return stamp ? cachedRead(stamp.id, stamp) : null;
    },
    async findIdByUrl(url) {
      const key = urlKey(url);
      if (key === null) return null;
      return idVersionByKey.get({ key })?.id ?? null;
    },
    async contactsOf(personId) {
      const rows = db
        .select()
        .from(contacts)
        .where(eq(contacts.personId, personId))
        .orderBy(asc(contacts.id))
        .all();
      return contactsFromRows(rows);
    },
    async findIdByContact(type, value) {
      const lookup = type === "email" ? emailKey(value) : phoneKey(value);
      if (lookup === "") return null;
      return (
        sqlite
          .query<{ id: number }, [string, string]>(
            `SELECT id, 0 AS inferred FROM (SELECT person_id AS id FROM contacts WHERE kind = ?1 AND lookup_key = ?2
               ORDER BY rating DESC LIMIT 1)
             UNION ALL SELECT person_id, 1 FROM inferred_emails WHERE ?1 = 'email' AND lookup_key = ?2
             ORDER BY inferred LIMIT 1`,
          )
          .get(type, lookup)?.id ?? null
      );
    },
    async emailOwners(emails) {
      const owners = new Map<string, number>();
      if (!emails.length) return owners;
      // Stored owners win over an inferred address given out before the data held it.
      const rows = sqlite
        .query<{ email: string; id: number; stored: number }, [string]>(
          `SELECT lookup_key AS email, person_id AS id, 1 AS stored FROM contacts
             WHERE kind = 'email' AND lookup_key IN (SELECT value FROM json_each(?1))
           UNION ALL SELECT lookup_key, person_id, 0 FROM inferred_emails
             WHERE lookup_key IN (SELECT value FROM json_each(?1))
           ORDER BY stored`,
        )
        .all(JSON.stringify(emails.map(emailKey)));
      for (const r of rows) owners.set(r.email, r.id);
      return owners;
    },
    async inferredEmailsOf(personId) {
      return sqlite
        .query<InferredRow, [number]>(
          "SELECT lookup_key, rating, provider FROM inferred_emails WHERE person_id = ? ORDER BY issued_at, lookup_key",
        )
        .all(personId)
        .map(inferredContact);
    },
    async emailsAtDomain(domain, limit) {
      return sqlite
        .query<{ email: string; name: string }, [string, number]>(
          // One range of the covering index (domain, address, owner's name): no row reads.
          "SELECT lookup_key AS email, owner_name AS name FROM contacts WHERE domain = ? AND owner_name IS NOT NULL LIMIT ?",
        )
        .all(domain.toLowerCase(), limit);
    },
    async count() {
      return db.select({ n: count() }).from(people).get()?.n ?? 0;
    },
    async maxId() {
      return (
        db
          .select({ n: max(people.id) })
          .from(people)
          .get()?.n ?? 0
      );
    },
    async scan(afterId, limit) {
      fresh();
      return recordsAfter(db, people, afterId, limit).map((r) => parse(r.record));
    },
    async scanTexts(afterId, limit) {
      return recordsAfter(db, people, afterId, limit).map((r) => storedText(r.id, r.record));
    },
  };
}
