/**
 * The identify index over PostgreSQL (src/domain/storage/identify.ts; tables:
 * migrations/0013_identify.sql). Each read and write is one statement over arrays (unnest), so a
 * batch of people costs a few round trips whatever its size.
 */

import { PHONE_KEY_DIGITS } from "../../domain/keys.ts";
import {
  IDENTIFIER_HASH,
  type IdentifierKind,
  identifierPrefix,
  MIN_PHONE_KEY_DIGITS,
} from "../../domain/privacy/identifiers.ts";
import type {
  IdentifyEntry,
  IdentifyKeysAnswer,
  IdentifyKeysRead,
  IdentifyRepository,
  IdentifySource,
} from "../../domain/storage/index.ts";
import * as reads from "../rows/identify-reads.ts";
import { identifySourceOf, SHARED_CONTACTS, SOURCE_FIELDS, snapshotIdsOf } from "../rows/identify-sources.ts";
import { one, query, type Sql, type Tx } from "./client.ts";
import type { PgCompanySnapshots } from "./company-snapshots.ts";

/** What the index is built from (../rows/identify-sources.ts), pulled out of the stored record by the server. */
const has = (field: string) => `CASE WHEN e ? '${field}' THEN jsonb_build_array(e -> '${field}') END`;
/**
 * One statement over a list of ids, terms or keys bound as one array parameter ($1); an empty list
 * reads nothing and costs no round trip.
 */
function overList<T>(sql: Sql, text: string, list: readonly number[]): Promise<T[]> {
  return list.length === 0 ? Promise.resolve([]) : query<T>(sql, text, [[...list]]);
}

const SOURCE_SQL = `SELECT id, jsonb_build_object(${SOURCE_FIELDS.map((f) => `'${f}', r -> '${f}'`).join(", ")},
  'experience', (SELECT jsonb_agg(jsonb_build_object('id', e -> 'company_id', 'cn', ${has("company_name")},
    'cw', ${has("company_website")}, 'ae', e -> 'active_experience', 'df', e -> 'date_from', 'dt', e -> 'date_to',
    'op', e -> 'order_in_profile', 'pt', e -> 'position_title') ORDER BY n)
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r -> 'experience') = 'array' THEN r -> 'experience' END) WITH ORDINALITY AS x(e, n)),
  'education', (SELECT jsonb_agg(d -> 'institution_name' ORDER BY n)
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r -> 'education') = 'array' THEN r -> 'education' END) WITH ORDINALITY AS y(d, n))
)::text AS fields FROM (SELECT id, record::jsonb AS r FROM people WHERE id = ANY($1::bigint[])) p`;

const TERM_COUNTS_SQL = "SELECT term, n FROM identify_terms WHERE term = ANY($1::bigint[])";
const PROFILES_SQL = "SELECT person_id, profile FROM identify_people WHERE person_id = ANY($1::bigint[])";

/**
 * src/domain/privacy/identifiers.ts keyIdentifier in SQL, built from the same constants: the hash
 * of the key the SQL expression `key` holds (PostgreSQL names its SHA-256 function as node does).
 */
const identifierHashSql = (kind: IdentifierKind, key: string) =>
  `encode(${IDENTIFIER_HASH}(convert_to('${identifierPrefix(kind)}' || ${key}, 'UTF8')), 'hex')`;
/** src/domain/keys.ts phoneKey of a text of digits only. */
const phoneKeySql = (digits: string) => `right(${digits}, ${PHONE_KEY_DIGITS})`;

/**
 * Whether any of the profile's identifiers is on the suppression list: hashed as
 * src/domain/privacy/identifiers.ts hashes them, from the profile's own fields (kept normalised: u a
 * URL key, e trimmed lower-case emails, ph digits only); not looked at while the list is empty.
 */
const SUPPRESSED = `(SELECT EXISTS (SELECT 1 FROM suppressions)) AND EXISTS (
  SELECT 1 FROM suppressions WHERE hash IN (
    SELECT ${identifierHashSql("url", "(profile::json ->> 'u')")}
    UNION ALL SELECT ${identifierHashSql("email", "e")}
      FROM json_array_elements_text(profile::json -> 'e') AS e WHERE e <> ''
    UNION ALL SELECT ${identifierHashSql("phone", phoneKeySql("ph"))}
      FROM json_array_elements_text(profile::json -> 'ph') AS ph WHERE length(${phoneKeySql("ph")}) >= ${MIN_PHONE_KEY_DIGITS}))`;

/**
 * A row's first read (IdentifyRepository.keysAndCounts): whether anyone is due, the counted
 * values, and each key's first $6 people by id (as `candidates` reads them), a key guarded by a
 * name token's two counts dropped when more than $5 people hold the token (the domain drops the
 * same key from the same counts: src/domain/identify/match.ts, lookupKeys); and, when those people
 * and the URL's owner ($7) are at most $8, all their profiles with their suppression flags (the
 * second read's answer, without its round trip). Rows: kind 0 the due flag, 1 a count (a, b: term,
 * n), 2 a key's person (a, b: key, person), 3 a profile (a: person, due: suppressed).
 */
const KEYS_AND_COUNTS_SQL = `WITH held AS MATERIALIZED (
  SELECT w.key, h.person_id FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) AS w(key, ga, gb)
  CROSS JOIN LATERAL (SELECT person_id FROM identify_keys WHERE key = w.key ORDER BY person_id LIMIT $6) h
  WHERE w.ga IS NULL OR coalesce((SELECT n FROM identify_terms WHERE term = w.ga), 0)
    + coalesce((SELECT n FROM identify_terms WHERE term = w.gb), 0) <= $5),
people AS MATERIALIZED (SELECT person_id FROM held UNION SELECT $7::bigint WHERE $7::bigint IS NOT NULL)
SELECT 0 AS kind, NULL::bigint AS a, NULL::bigint AS b, EXISTS (SELECT 1 FROM identify_due) AS due, NULL::text AS profile
UNION ALL SELECT 1, term, n, NULL, NULL FROM identify_terms WHERE term = ANY($1::bigint[])
UNION ALL SELECT 2, key, person_id, NULL, NULL FROM held
UNION ALL SELECT 3, person_id, NULL, ${SUPPRESSED}, profile FROM identify_people
  WHERE (SELECT count(*) <= $8 FROM people) AND person_id IN (SELECT person_id FROM people)`;

/** The chosen candidates' profiles, each with whether it is suppressed (SUPPRESSED). */
const PROFILES_CHECKED_SQL = `SELECT person_id, profile, ${SUPPRESSED} AS suppressed
FROM identify_people WHERE person_id = ANY($1::bigint[])`;

async function keysAndCounts(sql: Sql, request: IdentifyKeysRead): Promise<IdentifyKeysAnswer> {
  const rows = await query<{
    kind: number;
    a: number | null;
    b: number | null;
    due: boolean | null;
    profile: string | null;
  }>(sql, KEYS_AND_COUNTS_SQL, [
    [...request.terms],
    request.keys.map((k) => k.hash),
    request.keys.map((k) => k.guard?.[0] ?? null),
    request.keys.map((k) => k.guard?.[1] ?? null),
    request.rare,
    request.perKey,
    request.owner ?? null,
    request.profilesUpTo ?? 0,
  ]);
  const answer: IdentifyKeysAnswer = { due: false, counts: new Map(), holders: [], profiles: null };
  const people = new Set<number>(request.owner == null ? [] : [request.owner]);
  const profiles = new Map<number, { profile: string; suppressed: boolean }>();
  for (const r of rows) {
    if (r.kind === 0) answer.due = r.due === true;
    else if (r.kind === 1) answer.counts.set(r.a as number, r.b as number);
    else if (r.kind === 2) {
      answer.holders.push({ key: r.a as number, personId: r.b as number });
      people.add(r.b as number);
    } else profiles.set(r.a as number, { profile: r.profile as string, suppressed: r.due === true });
  }
  // The profiles came when the people were few enough (a person indexed under a key has a profile).
  if (people.size <= (request.profilesUpTo ?? 0)) answer.profiles = profiles;
  return answer;
}

/** Adds up how often each value occurs (a term counted once per person, over many people). */
function tally(lists: readonly (readonly number[])[]): [number[], number[]] {
  const counts = new Map<number, number>();
  for (const list of lists) for (const t of list) counts.set(t, (counts.get(t) ?? 0) + 1);
  // One order for every writer: two transactions never wait on each other's rows crosswise.
  const terms = [...counts.keys()].sort((a, b) => a - b);
  return [terms, terms.map((t) => counts.get(t) as number)];
}

function pairs(entries: readonly { personId: number; keys: readonly number[] }[]): [number[], number[]] {
  const keys: number[] = [];
  const ids: number[] = [];
  for (const e of entries)
    for (const k of e.keys) {
      keys.push(k);
      ids.push(e.personId);
    }
  return [keys, ids];
}

async function writeEntries(tx: Tx, entries: readonly IdentifyEntry[]): Promise<void> {
  const ids = entries.map((e) => e.personId);
  // The marks, locked: an erasure (which deletes the mark) waits for this transaction, or wins before it.
  const marks = await query<{ person_id: number; seq: number }>(
    tx,
    "SELECT person_id, seq FROM identify_due WHERE person_id = ANY($1::bigint[]) ORDER BY person_id FOR UPDATE",
    [ids],
  );
  const current = new Map(marks.map((m) => [m.person_id, m.seq]));
  const live = entries.filter((e) => current.get(e.personId) === e.seq);
  if (live.length === 0) return;
  const liveIds = live.map((e) => e.personId);
  const before = await query<{ person_id: number; keys: string; terms: string }>(
    tx,
    "SELECT person_id, keys, terms FROM identify_people WHERE person_id = ANY($1::bigint[])",
    [liveIds],
  );
  const oldKeys = pairs(before.map((b) => ({ personId: b.person_id, keys: JSON.parse(b.keys) as number[] })));
  if (oldKeys[0].length)
    await query(
      tx,
      "DELETE FROM identify_keys k USING unnest($1::bigint[], $2::bigint[]) AS d(key, pid) WHERE k.key = d.key AND k.person_id = d.pid",
      oldKeys,
    );
  const oldTerms = tally(before.map((b) => JSON.parse(b.terms) as number[]));
  if (oldTerms[0].length)
    await query(
      tx,
      "UPDATE identify_terms t SET n = t.n - d.c FROM unnest($1::bigint[], $2::int[]) AS d(term, c) WHERE t.term = d.term",
      oldTerms,
    );
  const kept = live.filter((e) => e.profile !== null);
  const gone = live.filter((e) => e.profile === null).map((e) => e.personId);
  if (gone.length) await query(tx, "DELETE FROM identify_people WHERE person_id = ANY($1::bigint[])", [gone]);
  const newKeys = pairs(kept);
  if (newKeys[0].length)
    await query(
      tx,
      "INSERT INTO identify_keys (key, person_id) SELECT * FROM unnest($1::bigint[], $2::bigint[]) ON CONFLICT DO NOTHING",
      newKeys,
    );
  const newTerms = tally(kept.map((e) => e.terms));
  if (newTerms[0].length)
    await query(
      tx,
      "INSERT INTO identify_terms (term, n) SELECT * FROM unnest($1::bigint[], $2::int[]) ON CONFLICT (term) DO UPDATE SET n = identify_terms.n + excluded.n",
      newTerms,
    );
  if (kept.length)
    await query(
      tx,
      `INSERT INTO identify_people (person_id, keys, terms, profile)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[])
       ON CONFLICT (person_id) DO UPDATE SET keys = excluded.keys, terms = excluded.terms, profile = excluded.profile`,
      [
        kept.map((e) => e.personId),
        kept.map((e) => JSON.stringify(e.keys)),
        kept.map((e) => JSON.stringify(e.terms)),
        kept.map((e) => e.profile as string),
      ],
    );
  await query(
    tx,
    "DELETE FROM identify_due d USING unnest($1::bigint[], $2::int[]) AS x(pid, seq) WHERE d.person_id = x.pid AND d.seq = x.seq",
    [liveIds, live.map((e) => e.seq)],
  );
}

export function createPgIdentifyRepository(sql: Sql, snapshots: PgCompanySnapshots): IdentifyRepository {
  return {
    keysAndCounts: (request) => keysAndCounts(sql, request),
    async profilesChecked(ids) {
      const rows = await overList<{ person_id: number; profile: string; suppressed: boolean }>(
        sql,
        PROFILES_CHECKED_SQL,
        ids,
      );
      return new Map(rows.map((r) => [r.person_id, { profile: r.profile, suppressed: r.suppressed }]));
    },
    async due(limit) {
      const rows = await query<reads.DueRow>(
        sql,
        "SELECT person_id, seq FROM identify_due ORDER BY person_id LIMIT $1",
        [limit],
      );
      return rows.map(reads.dueEntryOf);
    },
    async dueCount() {
      return (await one<{ n: number }>(sql, "SELECT count(*)::int AS n FROM identify_due"))?.n ?? 0;
    },
    async sources(ids) {
      const out = new Map<number, IdentifySource>();
      if (ids.length === 0) return out;
      const raws = reads.rawSourcesOf(await overList<reads.SourceRow>(sql, SOURCE_SQL, ids));
      await snapshots.prepare(sql, snapshotIdsOf(raws.map((r) => r.raw)));
      for (const { id, raw } of raws) out.set(id, identifySourceOf(raw, snapshots));
      return out;
    },
    async contactsOf(ids) {
      const rows = await overList<reads.ContactRow>(
        sql,
        "SELECT person_id, kind, value FROM contacts WHERE person_id = ANY($1::bigint[]) AND kind IN ('email', 'phone')",
        ids,
      );
      return reads.addContacts(new Map() as reads.ContactLists, rows);
    },
    async write(entries) {
      if (entries.length === 0) return;
      const sorted = [...entries].sort((a, b) => a.personId - b.personId);
      await sql.begin((tx) => writeEntries(tx, sorted));
    },
    async candidates(keys, perKey) {
      if (keys.length === 0) return [];
      const rows = await query<{ key: number; person_id: number }>(
        sql,
        `SELECT d.key, c.person_id FROM unnest($1::bigint[]) AS d(key)
         CROSS JOIN LATERAL (SELECT person_id FROM identify_keys WHERE key = d.key LIMIT $2) c`,
        [[...keys], perKey],
      );
      return rows.map((r) => ({ key: r.key, personId: r.person_id }));
    },
    async termCounts(terms) {
      return reads.termCountsOf(await overList<reads.TermCountRow>(sql, TERM_COUNTS_SQL, terms));
    },
    async profiles(ids) {
      return reads.profilesOf(await overList<reads.ProfileRow>(sql, PROFILES_SQL, ids));
    },
    async stats() {
      const r = await one<{ n: number; top: number | null }>(
        sql,
        "SELECT count(*)::int AS n, max(person_id) AS top FROM identify_people",
      );
      return { people: r?.n ?? 0, maxId: r?.top ?? 0 };
    },
    async sample(fromId, limit) {
      const rows = await query<reads.ProfileRow>(
        sql,
        "SELECT person_id, profile FROM identify_people WHERE person_id >= $1 ORDER BY person_id LIMIT $2",
        [fromId, limit],
      );
      return rows.map(reads.sampleOf);
    },
    async sharedContacts() {
      return reads.sharedContactCounts(await query<{ kind: string; pairs: string }>(sql, SHARED_CONTACTS));
    },
    async companiesAtDomain(domain, limit) {
      const rows = await query<{ name: string }>(
        sql,
        "SELECT name FROM companies WHERE website_domain = $1 LIMIT $2",
        [domain, limit],
      );
      return rows.map((r) => r.name);
    },
    async addSamples(batch, keep) {
      await sql.begin(async (tx) => {
        await query(tx, "INSERT INTO identify_samples (batch) VALUES ($1)", [batch]);
        await query(
          tx,
          "DELETE FROM identify_samples WHERE id <= (SELECT max(id) FROM identify_samples) - $1",
          [keep],
        );
      });
    },
    async samples(limit) {
      const rows = await query<{ batch: string }>(
        sql,
        "SELECT batch FROM identify_samples ORDER BY id DESC LIMIT $1",
        [limit],
      );
      return rows.map((r) => r.batch);
    },
  };
}
