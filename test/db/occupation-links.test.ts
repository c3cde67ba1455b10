/**
 * Every stored job linked to its ESCO occupation (issue 46, point 2), on both engines, after both
 * import paths (one thread, worker threads), and after a single write: current and past jobs carry
 * `occupation: {uri, label, score}`, a link a record brings is replaced by ours, a title that links
 * to nothing has none; a database whose links were made under another taxonomy is relinked when
 * opened.
 */
import { describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { openSqliteStorage, type SqliteStorage } from "../../src/db/sqlite/storage.ts";
import { importPeopleFile } from "../../src/domain/import/import.ts";
import type { Person } from "../../src/domain/model.ts";
import { linkTitle, occupations } from "../../src/domain/occupations/index.ts";
import { normalizePersonInput } from "../../src/domain/person.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { type Engine, storeOpener } from "../helpers/stores.ts";

const stores = storeOpener();

/** The concept an English title links to: the German and Spanish titles below must reach the same one. */
const english = (title: string) => linkTitle(occupations(), title, 1).occupations[0]?.uri;

const FAKE = { uri: "http://data.europa.eu/esco/occupation/not-ours", label: "made up", score: 9 };

function lines(n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    JSON.stringify({
      pnet_url: `https://www.pnet.example/in/linked-${i}`,
      name: `Linked Person ${i}`,
      experience: [
        { position_title: "Softwareentwickler", company_name: "Acme GmbH", date_from: "2022-01" },
        {
          position_title: "Jefe de ventas",
          company_name: "Ventas SA",
          date_from: "2018-01",
          date_to: "2021-12",
          // A vendor's link is not ours: replaced.
          occupation: FAKE,
        },
        { position_title: "qzxv wplk", company_name: "Nowhere", date_from: "2016-01", date_to: "2017-12" },
      ],
    }),
  );
}

function expectLinked(p: Person | null) {
  expect(p).not.toBeNull();
  const [current, past, none] = (p as Person).experience;
  expect(current?.position_title).toBe("Softwareentwickler");
  expect(current?.occupation?.uri).toBe(english("software developer") as string);
  expect(current?.occupation?.label).toBe("software developer");
  expect(current?.occupation?.score).toBeGreaterThan(0.85);
  expect(past?.occupation?.uri).toBe(english("sales manager") as string);
  expect(past?.occupation?.uri).not.toBe(FAKE.uri);
  expect(none?.occupation).toBeNull();
}

async function open(engine: Engine): Promise<{ storage: Storage; url?: string }> {
  if (engine === "sqlite") return { storage: await stores.open("sqlite") };
  const url = await freshDatabase();
  return { storage: await stores.open("postgres", { url }), url };
}

/** Runs SQL on the storage's own database (a raw stale state a test sets up). */
async function rawSql(engine: Engine, storage: Storage, url: string | undefined, text: string) {
  if (engine === "sqlite") {
    (storage as SqliteStorage).handle.sqlite.run(text);
    return;
  }
  const { default: postgres } = await import("postgres");
  const sql = postgres(url as string, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(text);
  } finally {
    await sql.end();
  }
}

describe.each(["sqlite", "postgres"] as const)("occupation links on %s", (engine) => {
  test.each([0, 2])("an import (%d workers) links every job, current and past", async (workers) => {
    const { storage } = await open(engine);
    const file = join(stores.dir.path, `linked-${engine}-${workers}.jsonl`);
    writeFileSync(file, `${lines(60).join("\n")}\n`);
    const summary = await importPeopleFile(storage, file, { workers, batchSize: 20 });
    expect(summary.imported).toBe(60);
    for (const i of [0, 31, 59])
      expectLinked(await storage.people.getByUrl(`https://www.pnet.example/in/linked-${i}`));
  });

  test("a single write links its jobs; a database linked under another taxonomy is relinked when opened", async () => {
    const { storage, url } = await open(engine);
    const write = normalizePersonInput(JSON.parse(lines(1)[0] as string));
    await storage.people.upsert([write], { source: "test" });
    const id = (await storage.people.findIdByUrl("https://www.pnet.example/in/linked-0")) as number;
    expectLinked(await storage.people.get(id));
    // As if the links had been made by another taxonomy: a stale link stored, another version noted.
    const stale = JSON.stringify(FAKE).replace(/'/g, "''");
    await rawSql(
      engine,
      storage,
      url,
      engine === "sqlite"
        ? `UPDATE people SET record = json_set(record, '$.experience[0].occupation', json('${stale}')) WHERE id = ${id}`
        : `UPDATE people SET record = jsonb_set(record::jsonb, '{experience,0,occupation}', '${stale}'::jsonb)::text WHERE id = ${id}`,
    );
    await rawSql(engine, storage, url, "UPDATE meta SET value = 'older' WHERE key = 'facets_version'");
    // Opened again (beside the first: a second process on the same database).
    const reopened =
      engine === "sqlite" ? openSqliteStorage(storage.location) : await stores.open("postgres", { url });
    try {
      expectLinked(await reopened.people.get(id));
    } finally {
      if (engine === "sqlite") await reopened.close();
    }
  });
});
