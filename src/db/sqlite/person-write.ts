/**
 * A person turned into the rows SQLite stores, in two steps: `preparePerson` takes the values both
 * engines compute (../rows/person-prepare.ts: pure, so an import runs it on worker threads:
 * ./row-preparer.ts) and encodes the facet tokens for FTS5, and `personWriter` places those values under an id with prepared
 * statements (the one writer). A prepared person holds strings and numbers only: it crosses a
 * thread boundary as a cheap structured clone, where the normalised record did not (bench/README.md).
 */
import type { Database } from "bun:sqlite";
import type { PersonWrite } from "../../domain/person.ts";
import type { SnapshotSource } from "../rows/people.ts";
import { type PersonRowValues, personRowValues } from "../rows/person-prepare.ts";
import { ftsTokens } from "./search.ts";

/** A person's row values (../rows/person-prepare.ts) with its facet tokens FTS-ready. */
export interface PreparedPerson extends Omit<PersonRowValues, "tokens"> {
  /** people_facets tokens, FTS-ready. */
  facets: string;
}

export function preparePerson(w: PersonWrite, snapshots: SnapshotSource): PreparedPerson {
  const v = personRowValues(w, snapshots);
  // Built field by field, not as a rest and a spread of the values: no copy of each person's values.
  return {
    givenId: v.givenId,
    key: v.key,
    columns: v.columns,
    recordTail: v.recordTail,
    rankBase: v.rankBase,
    text: v.text,
    experiences: v.experiences,
    educations: v.educations,
    contacts: v.contacts,
    identifiers: v.identifiers,
    contentHash: v.contentHash,
    aliases: v.aliases,
    facets: ftsTokens(v.tokens),
  };
}

/** Facet rows of a batch, written at its end in rank order: id -> [rank key, tokens, words]. */
export type PendingFacets = Map<number, [rank: number, tokens: string, words: string]>;

function statements(sqlite: Database) {
  return {
    insert: sqlite.prepare(
      `INSERT INTO people (id, pnet_key, name, headline, current_title, department, management_level,
           current_company_id, current_company_name, city, state, country, country_iso2, country_iso3, regions,
           total_experience_months, is_decision_maker, is_working, skills, schools, quality, record, updated_at, facet_rank, content_hash)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25)`,
    ),
    update: sqlite.prepare(
      `UPDATE people SET pnet_key = ?2, name = ?3, headline = ?4, current_title = ?5, department = ?6,
           management_level = ?7, current_company_id = ?8, current_company_name = ?9, city = ?10, state = ?11,
           country = ?12, country_iso2 = ?13, country_iso3 = ?14, regions = ?15, total_experience_months = ?16,
           is_decision_maker = ?17, is_working = ?18, skills = ?19, schools = ?20, quality = ?21, record = ?22,
           updated_at = ?23, facet_rank = ?24, content_hash = ?25, version = version + 1
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
      `INSERT OR IGNORE INTO contacts (person_id, kind, value, lookup_key, rating, sub_type, provider, domain, owner_name, created_at)
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
}

export function personWriter(sqlite: Database) {
  let stmts: ReturnType<typeof statements> | undefined;
  const prepared = () => {
    stmts ??= statements(sqlite);
    return stmts;
  };

  return {
    /** Every row of one person under `id` (in the caller's transaction); its facet row joins `facets`. */
    write(
      w: PreparedPerson,
      id: number,
      exists: boolean,
      key: string,
      now: string,
      facets: PendingFacets,
      record = `{"id":${id},${w.recordTail}`,
    ) {
      const s = prepared();
      const rank = w.rankBase + id;
      const row = [id, key, ...w.columns, record, now, rank, w.contentHash];
      if (exists) {
        // Before the update: the old facet row is found by the rank key the update replaces.
        s.delFacets.run(id);
        s.update.run(...row);
        s.delExp.run(id);
        s.delEdu.run(id);
        s.delFts.run(id);
        if (w.contacts.length) s.delContacts.run(id);
      } else {
        s.insert.run(...row);
      }
      for (const e of w.experiences) s.insExp.run(id, ...e);
      for (const e of w.educations) s.insEdu.run(id, ...e);
      for (const c of w.contacts) s.insContact.run(id, ...c, now);
      s.insFts.run(id, ...w.text);
      // Written at the end of the batch in rank order; a later write of the same person in the
      // batch replaces this one.
      facets.set(id, [rank, w.facets, w.text.join(" ")]);
    },
    /** FTS5 flushes its pending terms whenever a row id is not above the last one written, and facet
     * row ids are rank keys, not insertion order: written sorted, a batch flushes once. */
    flushFacets(facets: PendingFacets) {
      const s = prepared();
      for (const [rank, tokens, words] of [...facets.values()].sort((a, b) => a[0] - b[0]))
        s.insFacets.run(rank, tokens, words);
    },
  };
}
