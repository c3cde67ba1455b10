/**
 * People over SQLite. The bulk write path uses bun:sqlite prepared statements directly: at a
 * million records the per-row cost of building SQL through the query builder is the bottleneck.
 * Reads go through drizzle (prepared once where every request runs them).
 */
import type { Database, Statement } from "bun:sqlite";
import { asc, count, eq, gt, sql } from "drizzle-orm";
import { emailKey, phoneKey, urlKey } from "../../../domain/keys.ts";
import type { Person } from "../../../domain/model.ts";
import type { PersonWrite } from "../../../domain/person.ts";
import { personIdentifiers } from "../../../domain/privacy/identifiers.ts";
import { facetTokens } from "../../../domain/search/facets.ts";
import { rankKey } from "../../../domain/search/prior.ts";
import type { Db } from "../../client.ts";
import { contacts, people } from "../../schema.ts";
import {
  contactsFromRows,
  personColumns,
  personSearchText,
  placePerson,
  readRecord,
} from "../person-rows.ts";
import type { PeopleRepository, UpsertOutcome } from "../types.ts";
import type { CompanySnapshots } from "./company-snapshots.ts";
import { suppressionCheck } from "./privacy.ts";
import { ftsTokens } from "./search.ts";

/** How many parsed records the read cache keeps. */
const RECENT_PEOPLE = 5000;

function nowIso(): string {
  return new Date().toISOString();
}

export function createSqlitePeopleRepository(
  sqlite: Database,
  db: Db,
  snapshots: CompanySnapshots,
): PeopleRepository {
  let stmts:
    | {
        byId: Statement<{ id: number; pnet_key: string }>;
        byKey: Statement<{ id: number }>;
        maxId: Statement<{ m: number | null }>;
        insert: Statement;
        update: Statement;
        delExp: Statement;
        delEdu: Statement;
        delContacts: Statement;
        delFts: Statement;
        insExp: Statement;
        insEdu: Statement;
        insContact: Statement;
        insFts: Statement;
        delFacets: Statement;
        insFacets: Statement;
      }
    | undefined;
  const prepared = () => {
    stmts ??= {
      byId: sqlite.prepare("SELECT id, pnet_key FROM people WHERE id = ?"),
      byKey: sqlite.prepare("SELECT id FROM people WHERE pnet_key = ?"),
      maxId: sqlite.prepare("SELECT max(id) AS m FROM people"),
      insert: sqlite.prepare(
        `INSERT INTO people (id, pnet_key, name, headline, current_title, department, management_level,
           current_company_id, current_company_name, city, state, country, country_iso2, country_iso3, regions,
           total_experience_months, is_decision_maker, is_working, skills, schools, quality, record, updated_at, facet_rank)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24)`,
      ),
      update: sqlite.prepare(
        `UPDATE people SET pnet_key = ?2, name = ?3, headline = ?4, current_title = ?5, department = ?6,
           management_level = ?7, current_company_id = ?8, current_company_name = ?9, city = ?10, state = ?11,
           country = ?12, country_iso2 = ?13, country_iso3 = ?14, regions = ?15, total_experience_months = ?16,
           is_decision_maker = ?17, is_working = ?18, skills = ?19, schools = ?20, quality = ?21, record = ?22,
           updated_at = ?23, facet_rank = ?24, version = version + 1
         WHERE id = ?1`,
      ),
      delExp: sqlite.prepare("DELETE FROM experiences WHERE person_id = ?"),
      delEdu: sqlite.prepare("DELETE FROM educations WHERE person_id = ?"),
      delContacts: sqlite.prepare("DELETE FROM contacts WHERE person_id = ?"),
      delFts: sqlite.prepare("DELETE FROM people_fts WHERE rowid = ?"),
      insExp: sqlite.prepare(
        `INSERT INTO experiences (person_id, position, title, company_id, company_name, department,
           management_level, date_from, date_to, is_current) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insEdu: sqlite.prepare(
        `INSERT INTO educations (person_id, position, school_name, degree, field_of_study, date_from_year, date_to_year)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      // Contacts of a person are deleted before they are written again, so a conflict can only be
      // a duplicate within one record: the first occurrence wins.
      insContact: sqlite.prepare(
        `INSERT OR IGNORE INTO contacts (person_id, kind, value, lookup_key, rating, sub_type, provider, created_at, domain, owner_name)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insFts: sqlite.prepare(
        `INSERT INTO people_fts (rowid, name, headline, summary, titles, companies, skills, schools, location)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      // The facet row's id is the person's rank key, kept in people.facet_rank to find it again.
      delFacets: sqlite.prepare(
        "DELETE FROM people_facets WHERE rowid = (SELECT facet_rank FROM people WHERE id = ?)",
      ),
      insFacets: sqlite.prepare("INSERT INTO people_facets (rowid, tokens, words) VALUES (?, ?, ?)"),
    };
    return stmts;
  };

  const writeOne = (
    s: ReturnType<typeof prepared>,
    w: PersonWrite,
    id: number,
    exists: boolean,
    key: string,
    facets: Map<number, [rank: number, tokens: string, words: string]>,
  ) => {
    const p = w.person;
    const now = nowIso();
    p.id = id;
    const rank = rankKey(p, id);
    const row = [...personColumns(p, id, key, snapshots), now, rank] as const;
    if (exists) {
      // Before the update: the old facet row is found by the rank key the update replaces.
      s.delFacets.run(id);
      s.update.run(...row);
      s.delExp.run(id);
      s.delEdu.run(id);
      s.delFts.run(id);
      if (w.contacts.length || w.social.length) s.delContacts.run(id);
    } else {
      s.insert.run(...row);
    }
    for (const e of p.experience) {
      s.insExp.run(
        id,
        e.order_in_profile,
        e.position_title,
        e.company_id,
        e.company_name,
        e.department,
        e.management_level,
        e.date_from,
        e.date_to,
        e.active_experience,
      );
    }
    for (const e of p.education) {
      s.insEdu.run(
        id,
        e.order_in_profile,
        e.institution_name,
        e.degree,
        e.field_of_study,
        e.date_from_year,
        e.date_to_year,
      );
    }
    for (const c of w.contacts) {
      const lookup = c.type === "email" ? emailKey(c.value) : phoneKey(c.value);
      const domain = c.type === "email" ? lookup.slice(lookup.lastIndexOf("@") + 1) : null;
      s.insContact.run(
        id,
        c.type,
        c.value,
        lookup,
        c.rating,
        c.subType,
        c.provider,
        now,
        domain,
        c.type === "email" ? p.name : null,
      );
    }
    for (const so of w.social) {
      s.insContact.run(
        id,
        "social",
        so.link,
        urlKey(so.link) ?? so.link.toLowerCase(),
        so.rating,
        so.type,
        null,
        now,
        null,
        null,
      );
    }
    const text = personSearchText(p);
    s.insFts.run(id, ...text);
    // Written at the end of the batch in rank order (see upsertSync); a later write of the same
    // person in the batch replaces this one.
    facets.set(id, [rank, ftsTokens(facetTokens(p)), text.join(" ")]);
  };

  const suppression = suppressionCheck(sqlite);
  const upsertSync = sqlite.transaction((batch: PersonWrite[]): UpsertOutcome => {
    // Compaction must use the companies as they are now (another process may have changed them).
    snapshots.refresh(true);
    const s = prepared();
    const outcome: UpsertOutcome = { inserted: 0, updated: 0, rejected: [], suppressed: 0 };
    // Checked in the write's own transaction: an erasure cannot slip between check and write.
    const suppressing = suppression.active();
    let nextId = (s.maxId.get()?.m ?? 0) + 1;
    const facets = new Map<number, [number, string, string]>();
    batch.forEach((w, index) => {
      const key = urlKey(w.person.pnet_url);
      if (key === null) {
        outcome.rejected.push({ index, reason: "pnet_url is not a profile URL" });
        return;
      }
      if (suppressing && suppression.matches(personIdentifiers(w).map((i) => i.hash))) {
        outcome.suppressed = (outcome.suppressed ?? 0) + 1;
        return;
      }
      const placed = placePerson(
        w.person.id,
        s.byKey.get(key)?.id ?? null,
        (id) => s.byId.get(id) !== null,
        nextId,
      );
      if ("rejected" in placed) {
        outcome.rejected.push({ index, reason: placed.rejected });
        return;
      }
      const { id, exists } = placed;
      if (id >= nextId) nextId = id + 1;
      writeOne(s, w, id, exists, key, facets);
      if (exists) outcome.updated++;
      else outcome.inserted++;
    });
    // FTS5 flushes its pending terms whenever a row id is not above the last one written, and facet
    // row ids are rank keys, not insertion order: written sorted, a batch flushes once.
    for (const [rank, tokens, words] of [...facets.values()].sort((a, b) => a[0] - b[0]))
      s.insFacets.run(rank, tokens, words);
    return outcome;
  });

  const parse = (record: string): Person => readRecord(record, snapshots);
  /** Recently read people, most recent last (an LRU over Map order). */
  const recent = new Map<number, { version: number; person: Person }>();
  // Lookups every profile request makes: prepared once.
  const versionById = db
    .select({ version: people.version })
    .from(people)
    .where(eq(people.id, sql.placeholder("id")))
    .prepare();
  const recordById = db
    .select({ record: people.record })
    .from(people)
    .where(eq(people.id, sql.placeholder("id")))
    .prepare();
  const idVersionByKey = db
    .select({ id: people.id, version: people.version })
    .from(people)
    .where(eq(people.pnetKey, sql.placeholder("key")))
    .prepare();
  /**
   * A read validated against the row's version: a record rewritten since (by any process, e.g. a
   * CLI import) is read again; an unchanged one is served from memory.
   */
  const cachedRead = (id: number, version: number): Person | null => {
    const cached = recent.get(id);
    if (cached && cached.version === version) {
      recent.delete(id);
      recent.set(id, cached);
      return cached.person;
    }
    const row = recordById.get({ id });
    if (!row) return null;
    const person = parse(row.record);
    recent.set(id, { version, person });
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
    async upsert(batch) {
      return upsertSync.immediate(batch);
    },
    async get(id) {
      fresh();
      const stamp = versionById.get({ id });
      return stamp ? cachedRead(id, stamp.version) : null;
    },
    async getMany(ids) {
      fresh();
      // In-process: the cached single reads are as cheap as a batch.
      const out: Person[] = [];
      for (const id of ids) {
        const stamp = versionById.get({ id });
        const person = stamp ? cachedRead(id, stamp.version) : null;
        if (person) out.push(person);
      }
      return out;
    },
    async getByUrl(url) {
      fresh();
      const key = urlKey(url);
      const stamp = key === null ? undefined : idVersionByKey.get({ key });
      return stamp ? cachedRead(stamp.id, stamp.version) : null;
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
            "SELECT person_id AS id FROM contacts WHERE kind = ? AND lookup_key = ? ORDER BY rating DESC LIMIT 1",
          )
          .get(type, lookup)?.id ?? null
      );
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
    async scan(afterId, limit) {
      fresh();
      return db
        .select({ record: people.record })
        .from(people)
        .where(gt(people.id, afterId))
        .orderBy(asc(people.id))
        .limit(limit)
        .all()
        .map((r) => parse(r.record));
    },
  };
}
