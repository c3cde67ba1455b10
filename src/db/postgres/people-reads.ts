/**
 * Reads of people records on PostgreSQL, with the people read recently kept in the process as
 * SQLite keeps them (../sqlite/people.ts): an entry is served only for the same row at the same
 * version and under the same companies version (records are hydrated from company snapshots,
 * ./company-snapshots.ts). A page of people asks the database for the versions of those it keeps
 * and is sent the record only of those that changed, so an unchanged person is neither decoded nor
 * parsed again; and the same object comes back for the same row, which is what lets the format
 * layer keep each person's serialized text with it (src/format/person-text.ts; docs/decisions.md,
 * "Stored JSON served as stored").
 */
import type { Person, Post } from "../../domain/model.ts";
import { readStored, storedCompanyIds } from "../rows/people.ts";
import { one, query, type Sql } from "./client.ts";
import { Coalescer } from "./coalescer.ts";
import type { PgCompanySnapshots } from "./company-snapshots.ts";

/** The person a URL key (`param`) names: its own key, else another URL it is known under (docs/sources.md). */
export const idOfKey = (
  param: string,
) => `SELECT id FROM (SELECT id, 0 AS o FROM people WHERE pnet_key = ${param}
    UNION ALL SELECT person_id, 1 FROM person_aliases WHERE alias_key = ${param}) k ORDER BY o LIMIT 1`;

/** How many people the cache keeps (as on SQLite): a 1,000-result job and a few search pages. */
const RECENT_PEOPLE = 5000;

/** A people row as read: the record only when the caller's kept version is not current. */
type VersionedRow = { id: number; version: number; record: string | null };
/** The people kept when a read was sent, by id: what a row without its record stands for. */
type Kept = { people: Map<number, { version: number; person: Person }>; generation: number };

export class PgPeopleReads {
  /** Most recent last (an LRU over Map order). */
  private readonly recent = new Map<number, { version: number; person: Person }>();
  /** The companies version the kept people were hydrated under. */
  private companies: string | null | undefined;
  /** Counts clears: people read across one are served but not kept (they may carry old companies). */
  private generation = 0;

  constructor(
    private readonly sql: Sql,
    private readonly snapshots: PgCompanySnapshots,
  ) {}

  /** People by id, in the order asked, those that exist. */
  async getMany(ids: readonly number[]): Promise<Person[]> {
    if (ids.length === 0) return [];
    await this.fresh();
    const known = this.knownVersions(ids);
    const rows = await query<VersionedRow>(
      this.sql,
      `SELECT p.id, p.version, CASE WHEN k.v = p.version THEN NULL ELSE p.record END AS record
       FROM people p LEFT JOIN unnest($2::bigint[], $3::int[]) AS k(id, v) ON k.id = p.id
       WHERE p.id = ANY($1::bigint[])`,
      [[...ids], known.ids, known.versions],
    );
    return this.people(ids, rows, known.kept);
  }

  /** getMany with each person's latest posts (newest first), in one statement. */
  async getManyWithPosts(
    ids: readonly number[],
    postsPerPerson: number,
  ): Promise<{ people: Person[]; posts: Map<number, Post[]> }> {
    const posts = new Map<number, Post[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return { people: [], posts };
    await this.fresh();
    const known = this.knownVersions(ids);
    // Each person's latest posts by the posts_person_idx index, in posts.byAuthors' order.
    const rows = await query<VersionedRow & { posts: string[] }>(
      this.sql,
      `SELECT p.id, p.version, CASE WHEN k.v = p.version THEN NULL ELSE p.record END AS record,
         ARRAY(SELECT x.record FROM posts x WHERE x.person_id = p.id
           ORDER BY x.posted_at DESC NULLS LAST, x.id LIMIT $4) AS posts
       FROM people p LEFT JOIN unnest($2::bigint[], $3::int[]) AS k(id, v) ON k.id = p.id
       WHERE p.id = ANY($1::bigint[])`,
      [[...ids], known.ids, known.versions, postsPerPerson],
    );
    for (const r of rows)
      posts.set(
        Number(r.id),
        r.posts.map((p) => JSON.parse(p) as Post),
      );
    return { people: await this.people(ids, rows, known.kept), posts };
  }

  /**
   * One person by its URL key (its own or an alias, as idOfKey finds it). Concurrent calls go
   * as one statement (./coalescer.ts); each caller's row is then made a person as a lone read's is.
   */
  getByKey(key: string): Promise<Person | null> {
    return this.getOneRow(() => this.byKey.run(key));
  }

  /** One person by id; concurrent calls go as one statement, as getByKey's. */
  getById(id: number): Promise<Person | null> {
    return this.getOneRow(() => this.byId.run(id));
  }

  private readonly byKey = new Coalescer<string, VersionedRow | null>(
    (key) =>
      one<VersionedRow>(this.sql, `SELECT id, version, record FROM people WHERE id = (${idOfKey("$1")})`, [
        key,
      ]),
    (keys) => this.rowsByKey(keys),
  );

  private readonly byId = new Coalescer<number, VersionedRow | null>(
    (id) => one<VersionedRow>(this.sql, "SELECT id, version, record FROM people WHERE id = $1", [id]),
    async (ids) => {
      const rows = await query<VersionedRow>(
        this.sql,
        "SELECT id, version, record FROM people WHERE id = ANY($1::bigint[])",
        [[...new Set(ids)]],
      );
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      return ids.map((id) => byId.get(id) ?? null);
    },
  );

  /**
   * The rows of several URL keys in one statement, one per key in order (null: no such person).
   * idOfKey for a set of keys: a person's own key (unique), else the alias (the alias key is the
   * table's primary key) when no person has it as its own. Written without a join per key so that
   * PostgreSQL plans it once per connection (a generic plan): the `JOIN LATERAL (idOfKey)` form
   * was planned again for every batch, at ~200 µs of the database's CPU each time.
   */
  private async rowsByKey(keys: readonly string[]): Promise<(VersionedRow | null)[]> {
    const rows = await query<VersionedRow & { key: string }>(
      this.sql,
      `SELECT p.pnet_key AS key, p.id, p.version, p.record FROM people p WHERE p.pnet_key = ANY($1::text[])
       UNION ALL
       SELECT a.alias_key, p.id, p.version, p.record FROM person_aliases a JOIN people p ON p.id = a.person_id
       WHERE a.alias_key = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM people o WHERE o.pnet_key = a.alias_key)`,
      [[...new Set(keys)]],
    );
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return keys.map((key) => byKey.get(key) ?? null);
  }

  /** One person by a read answering its id, version and record. */
  private async getOneRow(read: () => Promise<VersionedRow | null>): Promise<Person | null> {
    await this.fresh();
    const generation = this.generation;
    const row = await read();
    if (!row) return null;
    const id = Number(row.id);
    const kept = generation === this.generation ? this.recent.get(id) : undefined;
    return (
      (await this.people([id], [row], { people: new Map(kept ? [[id, kept]] : []), generation }))[0] ?? null
    );
  }

  /** Records to people, not kept (scans: a pass over the table would only flush the cache). */
  async parse(records: readonly string[]): Promise<Person[]> {
    const stored = records.map((r) => JSON.parse(r) as Record<string, unknown>);
    await this.snapshots.prepare(this.sql, stored.flatMap(storedCompanyIds));
    return stored.map((s) => readStored(s, this.snapshots));
  }

  /** Kept people are forgotten when the companies their records were filled from changed. */
  private async fresh(): Promise<void> {
    const companies = await this.snapshots.prepare(this.sql, []);
    if (companies !== this.companies) {
      this.companies = companies;
      this.generation++;
      this.recent.clear();
    }
  }

  /**
   * The kept people among `ids` and their versions, to send. Captured now: a read running at the
   * same time may clear or evict the cache while this one waits for its rows.
   */
  private knownVersions(ids: readonly number[]): { ids: number[]; versions: number[]; kept: Kept } {
    const known = {
      ids: [] as number[],
      versions: [] as number[],
      kept: { people: new Map(), generation: this.generation } as Kept,
    };
    for (const id of ids) {
      const kept = this.recent.get(id);
      if (kept) {
        known.ids.push(id);
        known.versions.push(kept.version);
        known.kept.people.set(id, kept);
      }
    }
    return known;
  }

  /** Rows to people in the order of `ids`: kept ones reused, the others parsed (one companies read) and kept. */
  private async people(ids: readonly number[], rows: readonly VersionedRow[], kept: Kept): Promise<Person[]> {
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const stored = new Map<number, Record<string, unknown>>();
    for (const r of rows) {
      // A record comes only when the kept version is stale (or, by URL, always: then compared here).
      if (r.record !== null && kept.people.get(Number(r.id))?.version !== Number(r.version))
        stored.set(Number(r.id), JSON.parse(r.record) as Record<string, unknown>);
    }
    if (stored.size) await this.snapshots.prepare(this.sql, [...stored.values()].flatMap(storedCompanyIds));
    const out: Person[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) continue;
      const record = stored.get(id);
      const person = record ? readStored(record, this.snapshots) : kept.people.get(id)?.person;
      if (!person) continue;
      if (kept.generation === this.generation) this.keep(id, Number(row.version), person);
      out.push(person);
    }
    return out;
  }

  private keep(id: number, version: number, person: Person): void {
    this.recent.delete(id);
    this.recent.set(id, { version, person });
    if (this.recent.size > RECENT_PEOPLE) this.recent.delete(this.recent.keys().next().value as number);
  }
}
