/**
 * People over PostgreSQL. A batch is one transaction of a few set-based statements (rows passed
 * as arrays and expanded with unnest), not a statement per person: over a network every round
 * trip counts. Records are stored whole and uncompacted; the facet index row (structured tokens
 * and normalised words) is written in the same transaction.
 */
import { emailKey, phoneKey, urlKey } from "../../domain/keys.ts";
import type { PersonWrite } from "../../domain/person.ts";
import { personIdentifiers } from "../../domain/privacy/identifiers.ts";
import type { PeopleRepository, UpsertOutcome } from "../../domain/storage/index.ts";
import { contactsFromRows, type InferredRow, inferredContact, storedText } from "../rows/people.ts";
import { type PersonRowValues, personRowValues } from "../rows/person-prepare.ts";
import { sourceWriteOf } from "../rows/sources.ts";
import { columnsOf, one, query, recordsAfter, type Sql, type Tx } from "./client.ts";
import type { PgCompanySnapshots } from "./company-snapshots.ts";
import { idOfKey, PgPeopleReads } from "./people-reads.ts";
import { compareWithStored } from "./person-changes.ts";
import { placeBatch } from "./person-placement.ts";
import { writeFacetRows } from "./search.ts";
import { type SourcesToWrite, writeSources } from "./sources.ts";

type Placed = { id: number; key: string; w: PersonWrite; exists: boolean };

/** A placed person with its people row and child rows, prepared as on the import paths (../rows/person-prepare.ts). */
type Row = Placed & { values: unknown[]; hash: string; prepared: PersonRowValues };

/**
 * A batch of placed people in one transaction: their rows, their child rows, their facet rows.
 * People whose write brings what is stored (the content hash) are left alone; the others are
 * compared with their stored record and their changes logged (issue 32, ../rows/changes.ts).
 */
async function writeBatch(
  tx: Tx,
  placed: Placed[],
  snapshots: PgCompanySnapshots,
  outcome: UpsertOutcome,
  source: string,
) {
  await snapshots.prepare(
    tx,
    placed.flatMap((r) => r.w.person.experience.map((e) => e.company_id)),
  );
  let rows: Row[] = placed.map((r) => {
    const prepared = personRowValues(r.w, snapshots);
    const values: unknown[] = [r.id, r.key, ...prepared.columns, `{"id":${r.id},${prepared.recordTail}`];
    return { ...r, values, hash: prepared.contentHash, prepared };
  });
  const existing = rows.filter((r) => r.exists).map((r) => r.id);
  if (existing.length) {
    const hashes = await storedHashes(tx, existing);
    const before = rows.length;
    rows = rows.filter((r) => !(r.exists && hashes.get(r.id) === r.hash));
    outcome.unchanged = (outcome.unchanged ?? 0) + before - rows.length;
    outcome.updated -= before - rows.length;
    await trackChanges(tx, rows, snapshots, outcome, source);
  }
  if (rows.length === 0) return;
  await upsertPeopleRows(tx, rows);
  await deleteChildRows(tx, rows);
  await insertChildRows(tx, rows);
  await writeFacetRows(
    tx,
    rows.map((r) => ({ id: r.id, index: r.prepared })),
  );
}

/** The changed people's stored records compared with their new ones: one read, one insert. */
async function trackChanges(
  tx: Tx,
  rows: Row[],
  snapshots: PgCompanySnapshots,
  outcome: UpsertOutcome,
  source: string,
) {
  const changed = rows.filter((r) => r.exists);
  if (changed.length === 0) return;
  const tracked = await compareWithStored(
    tx,
    snapshots,
    changed.map((r) => ({ id: r.id, record: r.values[21] as string })),
    source,
  );
  for (const r of changed) r.values[21] = tracked.records.get(r.id) ?? r.values[21];
  outcome.changes = (outcome.changes ?? 0) + tracked.log.length;
}

/**
 * The stored content hash of each of `ids` (both write paths): a person whose new rows hash the
 * same is not written again.
 */
export async function storedHashes(tx: Tx, ids: readonly number[]): Promise<Map<number, string | null>> {
  const rows = await query<{ id: number; content_hash: string | null }>(
    tx,
    "SELECT id, content_hash FROM people WHERE id = ANY($1::bigint[])",
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.content_hash]));
}

/** How a people row written again replaces the stored one (both write paths): its version bumped. */
export const REPLACE_PERSON = `ON CONFLICT (id) DO UPDATE SET pnet_key = excluded.pnet_key, name = excluded.name,
  headline = excluded.headline, current_title = excluded.current_title, department = excluded.department,
  management_level = excluded.management_level, current_company_id = excluded.current_company_id,
  current_company_name = excluded.current_company_name, city = excluded.city, state = excluded.state,
  country = excluded.country, country_iso2 = excluded.country_iso2, country_iso3 = excluded.country_iso3,
  regions = excluded.regions, total_experience_months = excluded.total_experience_months,
  is_decision_maker = excluded.is_decision_maker, is_working = excluded.is_working, skills = excluded.skills,
  schools = excluded.schools, quality = excluded.quality, record = excluded.record,
  content_hash = excluded.content_hash, updated_at = excluded.updated_at, version = people.version + 1`;

/** The people rows, inserted or replaced in one statement (their version bumped). */
async function upsertPeopleRows(tx: Tx, rows: Row[]) {
  const cols: unknown[][] = Array.from({ length: 23 }, () => []);
  for (const r of rows)
    [...r.values, r.hash].forEach((v, i) => {
      cols[i]?.push(v);
    });
  await query(
    tx,
    `INSERT INTO people (id, pnet_key, name, headline, current_title, department, management_level,
       current_company_id, current_company_name, city, state, country, country_iso2, country_iso3, regions,
       total_experience_months, is_decision_maker, is_working, skills, schools, quality, record, content_hash, updated_at)
     SELECT u.*, $24 FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::bigint[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[],
       $16::int[], $17::int[], $18::int[], $19::text[], $20::text[], $21::int[], $22::text[], $23::text[]) AS u
     ${REPLACE_PERSON}`,
    [...cols, new Date().toISOString()],
  );
}

/** The experiences and educations of people written again; their contacts when the write carries some. */
async function deleteChildRows(tx: Tx, rows: Placed[]) {
  const updated = rows.filter((r) => r.exists).map((r) => r.id);
  if (updated.length === 0) return;
  await query(tx, "DELETE FROM experiences WHERE person_id = ANY($1::bigint[])", [updated]);
  await query(tx, "DELETE FROM educations WHERE person_id = ANY($1::bigint[])", [updated]);
  // Contacts are replaced only by a write that carries some (a scrape has none to give).
  const withContacts = rows
    .filter((r) => r.exists && (r.w.contacts.length || r.w.social.length))
    .map((r) => r.id);
  if (withContacts.length)
    await query(tx, "DELETE FROM contacts WHERE person_id = ANY($1::bigint[])", [withContacts]);
}

/** Experiences, educations and contacts (the engine-neutral rows of src/db/rows/people.ts). */
async function insertChildRows(tx: Tx, rows: Row[]) {
  const led = (of: (v: PersonRowValues) => unknown[][]) =>
    rows.flatMap((r) => of(r.prepared).map((v) => [r.id, ...v]));
  const exp = columnsOf(
    led((v) => v.experiences),
    10,
  );
  const edu = columnsOf(
    led((v) => v.educations),
    7,
  );
  const con = columnsOf(
    led((v) => v.contacts),
    9,
  );
  if (exp[0]?.length)
    await query(
      tx,
      `INSERT INTO experiences (person_id, position, title, company_id, company_name, department, management_level,
         date_from, date_to, is_current)
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::bigint[], $5::text[], $6::text[], $7::text[],
         $8::text[], $9::text[], $10::int[])`,
      exp,
    );
  if (edu[0]?.length)
    await query(
      tx,
      `INSERT INTO educations (person_id, position, school_name, degree, field_of_study, date_from_year, date_to_year)
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[])`,
      edu,
    );
  if (con[0]?.length)
    // A duplicate within one record: the first occurrence wins (as on SQLite).
    await query(
      tx,
      `INSERT INTO contacts (person_id, kind, value, lookup_key, rating, sub_type, provider, domain, owner_name)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[],
         $8::text[], $9::text[]) ON CONFLICT (person_id, kind, lookup_key) DO NOTHING`,
      con,
    );
}

export function createPgPeopleRepository(sql: Sql, snapshots: PgCompanySnapshots): PeopleRepository {
  // Reads keep the people they parsed (./people-reads.ts).
  const reads = new PgPeopleReads(sql, snapshots);
  return {
    async upsert(batch, options) {
      return sql.begin(async (tx): Promise<UpsertOutcome> => {
        const keys = batch.map((w) => urlKey(w.person.pnet_url));
        const { outcome, placed, previousKeys } = await placeBatch(
          tx,
          batch.map((w, index) => ({
            key: keys[index] ?? null,
            givenId: w.person.id,
            identifiers: () => personIdentifiers(w).map((i) => i.hash),
          })),
        );
        const rows: Placed[] = [];
        const provenance: SourcesToWrite[] = [];
        placed.forEach((at, index) => {
          if (!at) return;
          const w = batch[index] as PersonWrite;
          w.person.id = at.id;
          const key = keys[index] as string;
          rows.push({ id: at.id, key, w, exists: at.exists });
          const before = previousKeys.get(at.id);
          provenance.push({
            id: at.id,
            key,
            sources: sourceWriteOf(w, options?.provenance),
            aliases: before ? [...(w.aliases ?? []), before] : (w.aliases ?? []),
          });
        });
        // Before the rows: a person whose record comes out unchanged still records the sighting.
        await writeSources(tx, provenance);
        if (rows.length) await writeBatch(tx, rows, snapshots, outcome, options?.source ?? "write");
        return outcome;
      });
    },
    get: (id) => reads.getById(id),
    getMany: (ids) => reads.getMany(ids),
    getManyWithPosts: (ids, postsPerPerson) => reads.getManyWithPosts(ids, postsPerPerson),
    async getByUrl(url) {
      const key = urlKey(url);
      if (key === null) return null;
      return reads.getByKey(key);
    },
    async findIdByUrl(url) {
      const key = urlKey(url);
      if (key === null) return null;
      return (await one<{ id: number }>(sql, `SELECT (${idOfKey("$1")}) AS id`, [key]))?.id ?? null;
    },
    async contactsOf(personId) {
      const rows = await query<{
        kind: string;
        value: string;
        rating: number;
        sub_type: string | null;
        provider: string | null;
      }>(
        sql,
        "SELECT kind, value, rating, sub_type, provider FROM contacts WHERE person_id = $1 ORDER BY id",
        [personId],
      );
      return contactsFromRows(rows.map((r) => ({ ...r, subType: r.sub_type })));
    },
    async findIdByContact(type, value) {
      const lookup = type === "email" ? emailKey(value) : phoneKey(value);
      if (lookup === "") return null;
      return (
        (
          await one<{ id: number }>(
            sql,
            `(SELECT person_id AS id, 0 AS inferred FROM contacts WHERE kind = $1 AND lookup_key = $2
               ORDER BY rating DESC, id LIMIT 1)
             UNION ALL (SELECT person_id, 1 FROM inferred_emails WHERE $1 = 'email' AND lookup_key = $2)
             ORDER BY inferred LIMIT 1`,
            [type, lookup],
          )
        )?.id ?? null
      );
    },
    async emailOwners(emails) {
      const owners = new Map<string, number>();
      if (!emails.length) return owners;
      // Stored owners win over an inferred address given out before the data held it.
      for (const r of await query<{ email: string; id: number }>(
        sql,
        `SELECT lookup_key AS email, person_id AS id, 1 AS stored FROM contacts
           WHERE kind = 'email' AND lookup_key = ANY($1::text[])
         UNION ALL SELECT lookup_key, person_id, 0 FROM inferred_emails WHERE lookup_key = ANY($1::text[])
         ORDER BY stored`,
        [emails.map(emailKey)],
      ))
        owners.set(r.email, r.id);
      return owners;
    },
    async inferredEmailsOf(personId) {
      const rows = await query<InferredRow>(
        sql,
        "SELECT lookup_key, rating, provider FROM inferred_emails WHERE person_id = $1 ORDER BY issued_at, lookup_key",
        [personId],
      );
      return rows.map(inferredContact);
    },
    async emailsAtDomain(domain, limit) {
      return query<{ email: string; name: string }>(
        sql,
        "SELECT lookup_key AS email, owner_name AS name FROM contacts WHERE domain = $1 AND owner_name IS NOT NULL ORDER BY lookup_key, owner_name LIMIT $2",
        [domain.toLowerCase(), limit],
      );
    },
    async count() {
      return (await one<{ n: number }>(sql, "SELECT count(*) AS n FROM people"))?.n ?? 0;
    },
    async maxId() {
      return Number((await one<{ n: number | null }>(sql, "SELECT max(id) AS n FROM people"))?.n ?? 0);
    },
    async scan(afterId, limit) {
      return reads.parse((await recordsAfter(sql, "people", afterId, limit)).map((r) => r.record));
    },
    async scanTexts(afterId, limit) {
      return (await recordsAfter(sql, "people", afterId, limit)).map((r) => storedText(r.id, r.record));
    },
  };
}
