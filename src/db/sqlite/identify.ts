/** The identify index over SQLite (src/domain/storage/identify.ts; tables: migrations/0020_identify.sql). */
import type { Database } from "bun:sqlite";
import type { IdentifyEntry, IdentifyRepository, IdentifySource } from "../../domain/storage/index.ts";
import * as reads from "../rows/identify-reads.ts";
import { identifySourceOf, SHARED_CONTACTS, SOURCE_FIELDS } from "../rows/identify-sources.ts";
import type { CompanySnapshots } from "./company-snapshots.ts";

/**
 * What the index is built from (../rows/identify-sources.ts), pulled out of the stored record by
 * SQLite itself. json() around a subquery keeps its result JSON (a subquery drops the subtype that
 * says so, and json_object would quote it as a string).
 */
const has = (field: string) =>
  `json(CASE WHEN json_type(e.value, '$.${field}') IS NULL THEN NULL ELSE json_array(json_extract(e.value, '$.${field}')) END)`;
const SOURCE_SQL = `SELECT id, json_object(${SOURCE_FIELDS.map((f) => `'${f}', json_extract(record, '$.${f}')`).join(", ")},
  'experience', json((SELECT json_group_array(json_object('id', json_extract(e.value, '$.company_id'),
    'cn', ${has("company_name")}, 'cw', ${has("company_website")},
    'ae', json_extract(e.value, '$.active_experience'), 'df', json_extract(e.value, '$.date_from'),
    'dt', json_extract(e.value, '$.date_to'), 'op', json_extract(e.value, '$.order_in_profile'),
    'pt', json_extract(e.value, '$.position_title'))) FROM json_each(record, '$.experience') e)),
  'education', json((SELECT json_group_array(json_extract(d.value, '$.institution_name')) FROM json_each(record, '$.education') d))
) AS fields FROM people WHERE id IN `;
/**
 * The people holding each key, at most ?2 of each: a correlated subquery per key reads the first
 * ?2 entries of the key in the primary key's order (person_id), as `WHERE key = ? LIMIT ?` alone
 * does, and never a whole common key's block.
 */
const HOLDERS_SQL = `SELECT j.value AS key, (SELECT json_group_array(person_id) FROM
  (SELECT person_id FROM identify_keys WHERE key = j.value LIMIT ?2)) AS ids FROM json_each(?1) j`;
const marks = (n: number) => Array.from({ length: n }, () => "?").join(",");
/** SQLite's limit on bound parameters is 32,766; ids and keys are read in slices well under it. */
const SLICE = 5000;

function slices<T>(items: readonly T[], size = SLICE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createSqliteIdentifyRepository(
  sqlite: Database,
  snapshots: CompanySnapshots,
): IdentifyRepository {
  const mark = sqlite.prepare<{ seq: number }, [number]>("SELECT seq FROM identify_due WHERE person_id = ?");
  const old = sqlite.prepare<{ keys: string; terms: string }, [number]>(
    "SELECT keys, terms FROM identify_people WHERE person_id = ?",
  );
  const delKey = sqlite.prepare("DELETE FROM identify_keys WHERE key = ? AND person_id = ?");
  const insKey = sqlite.prepare("INSERT OR IGNORE INTO identify_keys (key, person_id) VALUES (?, ?)");
  const decTerm = sqlite.prepare("UPDATE identify_terms SET n = n - 1 WHERE term = ?");
  const incTerm = sqlite.prepare(
    "INSERT INTO identify_terms (term, n) VALUES (?, 1) ON CONFLICT (term) DO UPDATE SET n = n + 1",
  );
  const putPerson = sqlite.prepare(
    "INSERT INTO identify_people (person_id, keys, terms, profile) VALUES (?, ?, ?, ?) ON CONFLICT (person_id) DO UPDATE SET keys = excluded.keys, terms = excluded.terms, profile = excluded.profile",
  );
  const delPerson = sqlite.prepare("DELETE FROM identify_people WHERE person_id = ?");
  const clear = sqlite.prepare("DELETE FROM identify_due WHERE person_id = ? AND seq = ?");
  // The reads of a chunk of rows: one statement each whatever the number of keys or people, the
  // list passed as one JSON array (a fixed text, compiled once; a statement with a mark per key,
  // or a UNION of one subquery per key, was compiled anew for every list).
  const holders = sqlite.prepare<{ key: number; ids: string }, [string, number]>(HOLDERS_SQL);
  const counts = sqlite.prepare<reads.TermCountRow, [string]>(
    "SELECT term, n FROM identify_terms WHERE term IN (SELECT value FROM json_each(?))",
  );
  const profileRows = sqlite.prepare<reads.ProfileRow, [string]>(
    "SELECT person_id, profile FROM identify_people WHERE person_id IN (SELECT value FROM json_each(?))",
  );

  const writeOne = (e: IdentifyEntry) => {
    // Only while the mark read is still the mark: a newer write, or a deletion, wins.
    if (mark.get(e.personId)?.seq !== e.seq) return;
    const before = old.get(e.personId);
    if (before) {
      for (const k of JSON.parse(before.keys) as number[]) delKey.run(k, e.personId);
      for (const t of JSON.parse(before.terms) as number[]) decTerm.run(t);
    }
    if (e.profile === null) delPerson.run(e.personId);
    else {
      for (const k of e.keys) insKey.run(k, e.personId);
      for (const t of e.terms) incTerm.run(t);
      putPerson.run(e.personId, JSON.stringify(e.keys), JSON.stringify(e.terms), e.profile);
    }
    clear.run(e.personId, e.seq);
  };

  return {
    async due(limit) {
      return sqlite
        .query<reads.DueRow, [number]>("SELECT person_id, seq FROM identify_due ORDER BY person_id LIMIT ?")
        .all(limit)
        .map(reads.dueEntryOf);
    },
    async dueCount() {
      return sqlite.query<{ n: number }, []>("SELECT count(*) AS n FROM identify_due").get()?.n ?? 0;
    },
    async sources(ids) {
      snapshots.refresh();
      const out = new Map<number, IdentifySource>();
      for (const part of slices(ids)) {
        const rows = sqlite
          .query<reads.SourceRow, number[]>(`${SOURCE_SQL}(${marks(part.length)})`)
          .all(...part);
        for (const { id, raw } of reads.rawSourcesOf(rows)) out.set(id, identifySourceOf(raw, snapshots));
      }
      return out;
    },
    async contactsOf(ids) {
      const out: reads.ContactLists = new Map();
      for (const part of slices(ids)) {
        const rows = sqlite
          .query<reads.ContactRow, number[]>(
            `SELECT person_id, kind, value FROM contacts WHERE person_id IN (${marks(part.length)}) AND kind IN ('email', 'phone')`,
          )
          .all(...part);
        reads.addContacts(out, rows);
      }
      return out;
    },
    async write(entries) {
      // IMMEDIATE: the batch reads marks before it writes, and a deferred transaction that reads
      // first cannot wait for another process's writer; it fails at once with "database is locked".
      sqlite
        .transaction(() => {
          for (const e of entries) writeOne(e);
        })
        .immediate();
    },
    async candidates(keys, perKey) {
      const out: { key: number; personId: number }[] = [];
      if (keys.length === 0) return out;
      for (const r of holders.all(JSON.stringify(keys), perKey))
        for (const personId of JSON.parse(r.ids) as number[]) out.push({ key: r.key, personId });
      return out;
    },
    async termCounts(terms) {
      if (terms.length === 0) return new Map();
      return reads.termCountsOf(counts.all(JSON.stringify(terms)));
    },
    async profiles(ids) {
      if (ids.length === 0) return new Map();
      return reads.profilesOf(profileRows.all(JSON.stringify(ids)));
    },
    async stats() {
      const r = sqlite
        .query<{ n: number; top: number | null }, []>(
          "SELECT count(*) AS n, max(person_id) AS top FROM identify_people",
        )
        .get();
      return { people: r?.n ?? 0, maxId: r?.top ?? 0 };
    },
    async sample(fromId, limit) {
      return sqlite
        .query<reads.ProfileRow, [number, number]>(
          "SELECT person_id, profile FROM identify_people WHERE person_id >= ? ORDER BY person_id LIMIT ?",
        )
        .all(fromId, limit)
        .map(reads.sampleOf);
    },
    async sharedContacts() {
      return reads.sharedContactCounts(
        sqlite.query<{ kind: string; pairs: number }, []>(SHARED_CONTACTS).all(),
      );
    },
    async companiesAtDomain(domain, limit) {
      return sqlite
        .query<{ name: string }, [string, number]>(
          "SELECT name FROM companies WHERE website_domain = ? LIMIT ?",
        )
        .all(domain, limit)
        .map((r) => r.name);
    },
    async addSamples(batch, keep) {
      sqlite.transaction(() => {
        sqlite.query("INSERT INTO identify_samples (batch) VALUES (?)").run(batch);
        sqlite
          .query("DELETE FROM identify_samples WHERE id <= (SELECT max(id) FROM identify_samples) - ?")
          .run(keep);
      })();
    },
    async samples(limit) {
      return sqlite
        .query<{ batch: string }, [number]>("SELECT batch FROM identify_samples ORDER BY id DESC LIMIT ?")
        .all(limit)
        .map((r) => r.batch);
    },
  };
}
