/**
 * The list of tables that hold a person's data (src/db/rows/privacy.ts PERSONAL_DATA) is what both
 * engines' erasures run: every table of the table list that names a person is on it, and on both
 * engines an erasure leaves no row naming the erased person in the tables it deletes from, while
 * another person's rows stay. Rows are written straight from the table list (every required column
 * filled), so a table added to both lists is checked without a line here.
 */

import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import postgres from "postgres";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { PERSONAL_DATA } from "../../src/db/rows/privacy.ts";
import { type AnyTableSpec, type Engine, hasOn } from "../../src/db/rows/table-spec.ts";
import { TABLES } from "../../src/db/rows/tables.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { tempDir } from "../helpers/server.ts";

const specs = Object.values(TABLES) as AnyTableSpec[];
const byName = new Map(specs.map((s) => [s.name, s]));
const namesPerson = (s: AnyTableSpec) => Object.values(s.columns).some((c) => c.data.name === "person_id");
const listed = new Map(PERSONAL_DATA.map((t) => [t.table, t]));
const deleted = PERSONAL_DATA.filter((t) => t.erase === "rows").map(
  (t) => byName.get(t.table) as AnyTableSpec,
);

test("every table naming a person is on the list of personal data, and the list names real tables", () => {
  expect(specs.filter(namesPerson).flatMap((s) => (listed.has(s.name) ? [] : [s.name]))).toEqual([]);
  for (const t of PERSONAL_DATA) {
    if (t.table === "search index") continue; // FTS5 tables (a hand-written migration) or people_facets
    expect(byName.has(t.table)).toBe(true);
    if (t.erase === "rows") expect(namesPerson(byName.get(t.table) as AnyTableSpec)).toBe(true);
  }
  expect(deleted.length).toBeGreaterThan(0);
});

/** A row of a table for a person: every column the engine requires, filled from its kind. */
function rowOf(spec: AnyTableSpec, engine: Engine, personId: number): [string[], (string | number)[]] {
  const columns: string[] = [];
  const values: (string | number)[] = [];
  for (const c of Object.values(spec.columns)) {
    const d = c.data;
    if (!hasOn(engine, d)) continue;
    const own = d.name === "person_id" || (spec.name === "people" && d.name === "id");
    if (!own && (!d.notNull || d.default || d.kind === "serial")) continue;
    columns.push(d.name);
    values.push(own ? personId : d.kind === "text" ? `${spec.name}.${d.name}.${personId}` : 0);
  }
  if (spec.name === "people") values[columns.indexOf("record")] = JSON.stringify({ id: personId });
  return [columns, values];
}

const dir = tempDir();
afterAll(() => dir.cleanup());

/** A statement with `?` markers and its parameters, run with the engine's own client. */
type Run = (text: string, params?: (string | number | null)[]) => Promise<Record<string, unknown>[]>;

async function openRaw(
  engine: Engine,
): Promise<{ run: Run; close: () => Promise<void>; env: Record<string, string> }> {
  const env: Record<string, string> =
    engine === "sqlite"
      ? { DATABASE_PATH: join(dir.path, "personal-data.db") }
      : { DATABASE_URL: await freshDatabase() };
  // The schema first: the storage migrates the database when it opens it.
  await (await openStorage(loadConfig({ ...env, LOG_LEVEL: "silent" }))).close();
  if (engine === "sqlite") {
    const db = new Database(env.DATABASE_PATH);
    return {
      env,
      run: async (text, params = []) => db.query(text).all(...params) as Record<string, unknown>[],
      close: async () => db.close(),
    };
  }
  const sql = postgres(env.DATABASE_URL as string, { max: 1, onnotice: () => {} });
  return {
    env,
    run: async (text, params = []) => {
      let n = 0;
      return [
        ...(await sql.unsafe(
          text.replace(/\?/g, () => `$${++n}`),
          params,
        )),
      ];
    },
    close: async () => {
      await sql.end();
    },
  };
}

const insert = (run: Run, table: string, [columns, values]: [string[], (string | number)[]]) =>
  run(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`, values);
const countNaming = async (run: Run, table: string, personId: number) =>
  Number((await run(`SELECT count(*) AS n FROM ${table} WHERE person_id = ?`, [personId]))[0]?.n);

const SUBJECT_URL = "https://www.pnet.example/in/subject";

/** A bulk job whose request named the subject: one result held them, one input was not found. */
async function bulkJob(run: Run, engine: Engine, subject: number) {
  await insert(run, "api_keys", rowOf(byName.get("api_keys") as AnyTableSpec, engine, 1));
  const [columns, values] = rowOf(byName.get("jobs") as AnyTableSpec, engine, 1);
  values[columns.indexOf("id")] = "job-1";
  values[columns.indexOf("key_id")] = 1;
  values[columns.indexOf("kind")] = "bulk_contacts";
  values[columns.indexOf("params")] = JSON.stringify({
    urls: [SUBJECT_URL, "https://www.pnet.example/in/x"],
  });
  await insert(run, "jobs", [columns, values]);
  for (const [seq, key, person] of [
    [1, "found", subject],
    [2, SUBJECT_URL, null],
    [3, "https://www.pnet.example/in/x", null],
  ] as const)
    await run(
      "INSERT INTO job_items (job_id, seq, item_key, person_id, status, data) VALUES (?, ?, ?, ?, ?, ?)",
      ["job-1", seq, key, person, "ok", "{}"],
    );
}

for (const engine of ["sqlite", "postgres"] as Engine[])
  describe(engine, () => {
    test("an erasure deletes the person's rows from every table the list says, and no one else's", async () => {
      const { run, close, env } = await openRaw(engine);
      const [subject, other] = [7, 8];
      try {
        for (const id of [subject, other])
          for (const spec of [byName.get("people") as AnyTableSpec, ...deleted])
            if (hasOn(engine, spec)) await insert(run, spec.name, rowOf(spec, engine, id));
        for (const spec of deleted) expect(await countNaming(run, spec.name, subject)).toBe(1);
        await bulkJob(run, engine, subject);
        const storage = await openStorage(loadConfig({ ...env, LOG_LEVEL: "silent" }));
        const erased = await storage.privacy.erase({
          personId: subject,
          reason: "test",
          requestedBy: "test",
          identifiers: [],
          pnetUrl: SUBJECT_URL,
          marker: { removed: true },
          scrubParams: (_kind, params) => ({ urls: (params as { urls: string[] }).urls.slice(1) }),
          isSubjectUrl: (url) => url === SUBJECT_URL,
          now: new Date(),
        });
        await storage.close();
        expect(erased?.personId).toBe(subject);
        expect(erased?.removed.contacts).toBe(2); // its contacts row and its inferred email
        expect(erased?.removed.changes).toBe(1);
        for (const spec of deleted) {
          expect({ table: spec.name, rows: await countNaming(run, spec.name, subject) }).toEqual({
            table: spec.name,
            rows: 0,
          });
          expect({ table: spec.name, rows: await countNaming(run, spec.name, other) }).toEqual({
            table: spec.name,
            rows: 1,
          });
        }
        // The job's result that held them and the input naming them became the marker; the
        // request no longer names them.
        expect(erased?.removed.job_results).toBe(2);
        expect(await run("SELECT seq, status, data, person_id FROM job_items ORDER BY seq")).toEqual([
          { seq: 1, status: "removed", data: '{"removed":true}', person_id: null },
          { seq: 2, status: "removed", data: '{"removed":true}', person_id: null },
          { seq: 3, status: "ok", data: "{}", person_id: null },
        ]);
        expect(await run("SELECT params FROM jobs")).toEqual([
          { params: JSON.stringify({ urls: ["https://www.pnet.example/in/x"] }) },
        ]);
      } finally {
        await close();
      }
    }, 60_000);
  });
