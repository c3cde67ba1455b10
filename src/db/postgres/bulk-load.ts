/**
 * Parallel people import on PostgreSQL: worker threads (src/domain/import/worker.ts) parse, normalise
 * and turn chunks of lines into COPY text (./row-preparer.ts, ./person-copy.ts); this thread writes each chunk in one
 * transaction: the people placed under ids (./person-placement.ts placeBatch, the same rule as upsert), the
 * text copied into staging tables (`COPY ... FROM STDIN`, dropped at commit), then one statement
 * per table merges the staged rows, the id of row `n` being `ids[n]`. This thread only places and
 * pipes text; the parsing, normalising and escaping happen on the workers.
 */

import type { PeopleBulkWriter, Provenance, UpsertOutcome } from "../../domain/storage/index.ts";
import { importWorkers } from "../import-workers.ts";
import { COMPANIES_VERSION } from "../rows/companies.ts";
import { one, query, type Sql, type Tx } from "./client.ts";
import { deferIndexes, rebuildDeferredIndexes } from "./deferred-indexes.ts";
import { REPLACE_PERSON, storedHashes } from "./people.ts";
import type { PgPreparedRows } from "./person-copy.ts";
import { placeBatch } from "./person-placement.ts";
import { chunkNeedsDomain, writeSources } from "./sources.ts";

/** The staging tables of one transaction; `k` keeps each table's rows in the order copied. */
const STAGING = `
CREATE TEMP TABLE stage_people (n int, pnet_key text, name text, headline text, current_title text,
  department text, management_level text, current_company_id bigint, current_company_name text, city text,
  state text, country text, country_iso2 text, country_iso3 text, regions text, total_experience_months int,
  is_decision_maker int, is_working int, skills text, schools text, quality int, record_tail text,
  rank_base bigint, tokens text, words text, content_hash text) ON COMMIT DROP;
CREATE TEMP TABLE stage_experiences (k int GENERATED ALWAYS AS IDENTITY, n int, position int, title text,
  company_id bigint, company_name text, department text, management_level text, date_from text, date_to text,
  is_current int) ON COMMIT DROP;
CREATE TEMP TABLE stage_educations (k int GENERATED ALWAYS AS IDENTITY, n int, position int, school_name text,
  degree text, field_of_study text, date_from_year int, date_to_year int) ON COMMIT DROP;
CREATE TEMP TABLE stage_contacts (k int GENERATED ALWAYS AS IDENTITY, n int, kind text, value text,
  lookup_key text, rating int, sub_type text, provider text, domain text, owner_name text) ON COMMIT DROP;
ALTER TABLE stage_people ALTER COLUMN record_tail SET STORAGE EXTERNAL;`;

const COPY_COLUMNS = {
  stage_people:
    "n, pnet_key, name, headline, current_title, department, management_level, current_company_id, current_company_name, city, state, country, country_iso2, country_iso3, regions, total_experience_months, is_decision_maker, is_working, skills, schools, quality, record_tail, rank_base, tokens, words, content_hash",
  stage_experiences:
    "n, position, title, company_id, company_name, department, management_level, date_from, date_to, is_current",
  stage_educations: "n, position, school_name, degree, field_of_study, date_from_year, date_to_year",
  stage_contacts: "n, kind, value, lookup_key, rating, sub_type, provider, domain, owner_name",
} as const;

/** Staged rows with the id their person landed on ($1: the ids, 1-based by `n`); unplaced rows left out. */
const PLACED = "JOIN unnest($1::bigint[]) WITH ORDINALITY AS m(id, n) ON m.n = s.n WHERE m.id IS NOT NULL";

const MERGE_PEOPLE = `INSERT INTO people (id, pnet_key, name, headline, current_title, department, management_level,
    current_company_id, current_company_name, city, state, country, country_iso2, country_iso3, regions,
    total_experience_months, is_decision_maker, is_working, skills, schools, quality, record, content_hash, updated_at)
  SELECT m.id, s.pnet_key, s.name, s.headline, s.current_title, s.department, s.management_level,
    s.current_company_id, s.current_company_name, s.city, s.state, s.country, s.country_iso2, s.country_iso3,
    s.regions, s.total_experience_months, s.is_decision_maker, s.is_working, s.skills, s.schools, s.quality,
    '{"id":' || m.id || ',' || s.record_tail, s.content_hash, $2
  FROM stage_people s ${PLACED} ORDER BY s.n
  ${REPLACE_PERSON}`;

const MERGE_FACETS = `INSERT INTO people_facets (id, tokens, words, rank)
  SELECT m.id, string_to_array(s.tokens, ' '), string_to_array(s.words, ' '), s.rank_base + m.id
  FROM stage_people s ${PLACED}
  ON CONFLICT (id) DO UPDATE SET tokens = excluded.tokens, words = excluded.words, rank = excluded.rank`;

const MERGE_CHILDREN = [
  `INSERT INTO experiences (person_id, position, title, company_id, company_name, department, management_level,
     date_from, date_to, is_current)
   SELECT m.id, s.position, s.title, s.company_id, s.company_name, s.department, s.management_level, s.date_from,
     s.date_to, s.is_current FROM stage_experiences s ${PLACED} ORDER BY s.k`,
  `INSERT INTO educations (person_id, position, school_name, degree, field_of_study, date_from_year, date_to_year)
   SELECT m.id, s.position, s.school_name, s.degree, s.field_of_study, s.date_from_year, s.date_to_year
   FROM stage_educations s ${PLACED} ORDER BY s.k`,
  // A duplicate within one record: the first occurrence wins (as on SQLite and in upsert).
  `INSERT INTO contacts (person_id, kind, value, lookup_key, rating, sub_type, provider, domain, owner_name)
   SELECT m.id, s.kind, s.value, s.lookup_key, s.rating, s.sub_type, s.provider, s.domain, s.owner_name
   FROM stage_contacts s ${PLACED} ORDER BY s.k ON CONFLICT (person_id, kind, lookup_key) DO NOTHING`,
];

/** COPY data goes out in pieces of this size: one huge write costs the socket far more (bench/README.md). */
const COPY_PIECE = 1024 * 1024;

async function copyInto(tx: Tx, table: keyof typeof COPY_COLUMNS, bytes: Uint8Array): Promise<void> {
  if (bytes.byteLength === 0) return;
  const stream = await tx.unsafe(`COPY ${table} (${COPY_COLUMNS[table]}) FROM STDIN`).writable();
  await new Promise<void>((resolve, reject) => {
    stream.on("error", reject);
    stream.on("finish", resolve);
    let at = 0;
    const more = () => {
      while (at < bytes.length) {
        const piece = bytes.subarray(at, at + COPY_PIECE);
        at += piece.length;
        if (!stream.write(piece)) return void stream.once("drain", more);
      }
      stream.end();
    };
    more();
  });
}

/** Compares new records of existing people with the stored ones and logs the changes (./people.ts). */
export type ChangeTracker = (
  tx: Tx,
  incoming: readonly { id: number; record: string }[],
) => Promise<{ records: Map<number, string>; log: readonly unknown[] }>;

/**
 * Change tracking on the COPY path (issue 32): people whose content hash is the stored one are not
 * written (their id becomes null); the others' staged records are compared with the stored ones
 * and replaced by the records with their change-tracking fields merged.
 */
async function trackStaged(
  tx: Tx,
  rows: PgPreparedRows,
  ids: (number | null)[],
  placed: ({ id: number; exists: boolean } | null)[],
  outcome: UpsertOutcome,
  track: ChangeTracker,
): Promise<void> {
  const existing = placed.flatMap((p) => (p?.exists ? [p.id] : []));
  if (existing.length === 0) return;
  const stored = await storedHashes(tx, existing);
  const changed: number[] = [];
  placed.forEach((p, i) => {
    if (!p?.exists || !stored.has(p.id)) return;
    if (stored.get(p.id) === rows.hashes[i]) {
      ids[i] = null;
      outcome.unchanged = (outcome.unchanged ?? 0) + 1;
      outcome.updated--;
    } else changed.push(i + 1);
  });
  if (changed.length === 0) return;
  const staged = await tx.unsafe<{ n: number; record_tail: string }[]>(
    "SELECT n, record_tail FROM stage_people WHERE n = ANY($1::int[])",
    [changed] as never,
  );
  const idOf = (n: number) => ids[n - 1] as number;
  const tracked = await track(
    tx,
    staged.map((s) => ({ id: idOf(s.n), record: `{"id":${idOf(s.n)},${s.record_tail}` })),
  );
  outcome.changes = (outcome.changes ?? 0) + tracked.log.length;
  const ns: number[] = [];
  const tails: string[] = [];
  for (const s of staged) {
    const record = tracked.records.get(idOf(s.n));
    if (record === undefined) continue;
    ns.push(s.n);
    tails.push(record.slice(record.indexOf(",") + 1));
  }
  if (ns.length)
    await tx.unsafe(
      "UPDATE stage_people s SET record_tail = u.tail FROM unnest($1::int[], $2::text[]) AS u(n, tail) WHERE s.n = u.n",
      [ns, tails] as never,
    );
}

/** One prepared chunk in one transaction; null when the companies changed since it was prepared. */
async function writeChunk(
  sql: Sql,
  rows: PgPreparedRows,
  track: ChangeTracker,
  provenance: Provenance | undefined,
  lines: readonly (bigint | null)[] | undefined,
): Promise<UpsertOutcome | null> {
  return sql.begin(async (tx) => {
    const companies =
      (await one<{ value: string }>(tx, "SELECT value FROM meta WHERE key = $1", [COMPANIES_VERSION]))
        ?.value ?? null;
    if (companies !== rows.companies) return null;
    if (provenance && (await chunkNeedsDomain(tx, rows.keys, rows.aliases, provenance.source))) return null;
    const { outcome, placed, previousKeys } = await placeBatch(
      tx,
      rows.keys.map((key, i) => ({
        key,
        givenId: rows.givenIds[i] ?? 0,
        identifiers: () => rows.identifiers[i] ?? [],
      })),
    );
    const ids = placed.map((p) => p?.id ?? null);
    if (!ids.some((id) => id !== null)) return outcome;
    // Before the rows: a person whose record comes out unchanged still records the sighting.
    await writeSources(
      tx,
      placed.flatMap((p, i) => {
        if (!p) return [];
        const before = previousKeys.get(p.id);
        const aliases = rows.aliases[i] ?? [];
        return [
          {
            id: p.id,
            key: rows.keys[i] as string,
            sources: provenance ? { seen: provenance, line: lines?.[i] ?? null } : null,
            aliases: before ? [...aliases, before] : aliases,
          },
        ];
      }),
    );
    await tx.unsafe(STAGING);
    await copyInto(tx, "stage_people", rows.people);
    await trackStaged(tx, rows, ids, placed, outcome, track);
    if (!ids.some((id) => id !== null)) return outcome;
    await copyInto(tx, "stage_experiences", rows.experiences);
    await copyInto(tx, "stage_educations", rows.educations);
    await copyInto(tx, "stage_contacts", rows.contacts);
    const updated = placed.flatMap((p, i) => (p?.exists && ids[i] !== null ? [p.id] : []));
    if (updated.length) {
      await query(tx, "DELETE FROM experiences WHERE person_id = ANY($1::bigint[])", [updated]);
      await query(tx, "DELETE FROM educations WHERE person_id = ANY($1::bigint[])", [updated]);
      // Contacts are replaced only by a write that carries some.
      const replacing = placed.flatMap((p, i) =>
        p?.exists && ids[i] !== null && rows.replacesContacts[i] ? [p.id] : [],
      );
      if (replacing.length)
        await query(tx, "DELETE FROM contacts WHERE person_id = ANY($1::bigint[])", [replacing]);
    }
    // Not prepared: the staging tables are new in every transaction.
    await tx.unsafe(MERGE_PEOPLE, [ids, new Date().toISOString()] as never);
    await tx.unsafe(MERGE_FACETS, [ids] as never);
    const staged = [rows.experiences, rows.educations, rows.contacts];
    for (const [i, merge] of MERGE_CHILDREN.entries())
      if (staged[i]?.byteLength) await tx.unsafe(merge, [ids] as never);
    return outcome;
  }) as Promise<UpsertOutcome | null>;
}

export function pgBulkWriter(
  sql: Sql,
  url: string,
  track: ChangeTracker,
  provenance?: Provenance,
): PeopleBulkWriter {
  // A load into an empty table builds its GIN and random-key indexes at the end (deferred-indexes.ts).
  const deferred = deferIndexes(sql);
  deferred.catch(() => {});
  return {
    worker: importWorkers({ engine: "postgres", url }),
    mayHoldLines: deferred.then(
      (away) => !away,
      () => true,
    ),
    async write(rows, lines) {
      await deferred;
      return writeChunk(sql, rows as PgPreparedRows, track, provenance, lines);
    },
    async close() {
      if (await deferred.catch(() => false)) await rebuildDeferredIndexes(sql);
    },
  };
}
