/**
 * Search quality: precision@10 per labelled query, with the quality filter on and off, and for a
 * naive baseline (bm25 over the query's raw words).
 *   bun test/quality/eval.ts [PEOPLE=20000] [SEED=42]
 * Seeds a fresh demo database in a temp directory, runs every query through the search domain
 * in-process, and prints one line per query and the means. P@10 = relevant results in the first
 * ten / min(10, relevant people in the database).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteStorage } from "../../src/db/sqlite/storage.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Person } from "../../src/domain/model.ts";
import { SearchService } from "../../src/domain/search/search.ts";
import { labelledQueries } from "./queries.ts";

const people = Number(process.argv[2] ?? 20_000);
const seed = Number(process.argv[3] ?? 42);
const dir = mkdtempSync(join(tmpdir(), "prospector-quality-"));
const storage = openSqliteStorage(join(dir, "eval.db"));
try {
  await seedDemoData(storage, { people, seed, reference: new Date(Date.UTC(2026, 0, 1)) });
  const everyone: Person[] = [];
  for (let after = 0; ; ) {
    const batch = await storage.people.scan(after, 5000);
    if (!batch.length) break;
    everyone.push(...batch);
    after = batch[batch.length - 1]?.id ?? after;
  }
  const employers = new Map<string, number>();
  const schoolCount = new Map<string, number>();
  for (const p of everyone) {
    for (const e of p.experience)
      if (e.company_name) employers.set(e.company_name, (employers.get(e.company_name) ?? 0) + 1);
    for (const e of p.education)
      if (e.institution_name)
        schoolCount.set(e.institution_name, (schoolCount.get(e.institution_name) ?? 0) + 1);
  }
  const topCompanies = [...employers].sort((a, b) => b[1] - a[1]).map(([n]) => n);
  const topSchool = [...schoolCount].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
  const service = new SearchService(storage);
  const byId = new Map(everyone.map((p) => [p.id, p]));
  const sqlite = storage.handle.sqlite;

  const run = async (q: ReturnType<typeof labelledQueries>[number], advanced: boolean) => {
    const { session, params } = await service.start(0, {
      query: q.query,
      companies: q.companies ?? [],
      schools: q.schools ?? [],
      advancedFiltering: advanced,
    });
    return (await service.page(session, params, 0, 10)).map((h) => h.person.id);
  };
  const baseline = (query: string) => {
    const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const match = words.map((w) => `"${w}"`).join(" OR ");
    return sqlite
      .query<{ id: number }, [string]>(
        "SELECT rowid AS id FROM people_fts WHERE people_fts MATCH ? ORDER BY rank LIMIT 10",
      )
      .all(match)
      .map((r) => r.id);
  };

  const rows: { query: string; truth: number; on: number; off: number; base: number }[] = [];
  const precision = (ids: number[], relevant: (p: Person) => boolean, truth: number) =>
    truth === 0 ? 1 : ids.filter((id) => relevant(byId.get(id) as Person)).length / Math.min(10, truth);
  for (const q of labelledQueries({ topCompanies, topSchool })) {
    const truth = everyone.filter(q.relevant).length;
    const text =
      q.query +
      (q.companies ? ` [companies: ${q.companies.join(", ")}]` : "") +
      (q.schools ? ` [schools: ${q.schools.join(", ")}]` : "");
    rows.push({
      query: text,
      truth,
      on: precision(await run(q, true), q.relevant, truth),
      off: precision(await run(q, false), q.relevant, truth),
      base: precision(baseline(q.query), q.relevant, truth),
    });
  }
  const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));
  console.log(`${pad("query", 78)} ${"relevant".padStart(8)}  filter-on filter-off  baseline`);
  for (const r of rows)
    console.log(
      `${pad(r.query, 78)} ${String(r.truth).padStart(8)}  ${r.on.toFixed(2).padStart(9)} ${r.off.toFixed(2).padStart(10)} ${r.base.toFixed(2).padStart(9)}`,
    );
  const mean = (k: "on" | "off" | "base") => rows.reduce((s, r) => s + r[k], 0) / rows.length;
  console.log(
    `\n${rows.length} queries over ${people} people (seed ${seed}); mean P@10: filter on ${mean("on").toFixed(3)}, filter off ${mean("off").toFixed(3)}, baseline ${mean("base").toFixed(3)}`,
  );
  const empty = rows.filter((r) => r.truth === 0);
  if (empty.length)
    console.log(`queries with no relevant people in this database: ${empty.map((r) => r.query).join("; ")}`);
} finally {
  storage.close();
  rmSync(dir, { recursive: true, force: true });
}
