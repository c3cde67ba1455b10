/**
 * What matching costs a row in a bulk chunk and alone (issue 47), learning off, so that neither
 * EM refits nor the job's durable writes are in the figure: bulk's bestMatches over chunks of 100
 * rows (twice: a fresh process's pages, then the same rows again) and one row at a time.
 *   bun bench/identify-chunks.ts DATABASE|postgres://... [BULK_ROWS=1000] [ROWS=300]
 * On a seeded database whose identify index is built and model trained (bench/identify.ts does
 * both). Prints CPU per row of this process; on PostgreSQL also the statements a row and their
 * execution time in the server (pg_stat_statements, created if missing: the server must preload it).
 * Only reads: the same database serves several runs. To compare two versions, run this file from
 * each checkout in turn on the same database (it uses nothing newer than bestMatches).
 */
import postgres from "postgres";
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { bestMatches } from "../src/domain/identify/bulk.ts";
import type { RowInput } from "../src/domain/identify/row.ts";
import { IdentifyService } from "../src/domain/identify/service.ts";
import type { Person } from "../src/domain/model.ts";
import { createLogger } from "../src/log.ts";

const target = process.argv[2];
if (!target) {
  console.error("usage: bun bench/identify-chunks.ts DATABASE|postgres://... [BULK_ROWS] [ROWS]");
  process.exit(2);
}
const bulkCount = Number(process.argv[3] ?? 1000);
const rowCount = Number(process.argv[4] ?? 300);
const onPg = target.startsWith("postgres");
const storage = await openStorage(
  loadConfig({ ...(onPg ? { DATABASE_URL: target } : { DATABASE_PATH: target }), LOG_LEVEL: "silent" }),
);
const service = new IdentifyService(storage, createLogger("silent"), () => new Date(), {
  learn: false,
  threaded: false,
});
await service.ready();
const pg = onPg ? postgres(target, { max: 1, onnotice: () => {} }) : null;
if (pg) await pg`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`;

/** CRM-like rows from people sampled evenly (as bench/identify.ts builds them). */
function rowOf(p: Person, i: number): RowInput {
  const current = p.experience.find((e) => e.active_experience === 1) ?? p.experience[0];
  const company = current?.company_name ?? undefined;
  const location = p.location_city ?? p.location ?? undefined;
  if (i % 10 === 9) return { name: `Quentin Zyzzyva${i}`, company };
  if (i % 3 === 0) return { name: p.name, company };
  if (i % 3 === 1) return { name: p.name, location };
  return { name: p.name, company, location };
}

async function sampleRows(count: number, offset: number): Promise<RowInput[]> {
  const people = await storage.search.peopleCount();
  const step = Math.max(1, Math.floor(people / count));
  const rows: RowInput[] = [];
  for (let id = 1 + offset; rows.length < count && id <= people; id += step) {
    const p = await storage.people.get(id);
    if (p) rows.push(rowOf(p, rows.length));
  }
  return rows;
}

async function serverFigures(rows: number): Promise<string> {
  if (!pg) return "";
  const [r] = await pg<{ calls: number; ms: number }[]>`
    SELECT coalesce(sum(calls), 0)::int AS calls, coalesce(sum(total_exec_time), 0)::float AS ms FROM pg_stat_statements
    WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT ILIKE '%pg_stat_statements%'`;
  return `; server: ${((r?.calls ?? 0) / rows).toFixed(2)} statements, ${((r?.ms ?? 0) / rows).toFixed(2)} ms executing a row`;
}

async function measure(label: string, rows: number, run: () => Promise<number>): Promise<void> {
  if (pg) await pg`SELECT pg_stat_statements_reset()`;
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const matched = await run();
  const used = process.cpuUsage(cpu);
  const ms = (used.user + used.system) / 1000 / rows;
  console.log(
    `${label}: ${rows} rows, ${ms.toFixed(2)} ms CPU a row (user ${(used.user / 1000 / rows).toFixed(2)}), ` +
      `${((performance.now() - wall) / rows).toFixed(2)} ms wall; ${matched} matched${await serverFigures(rows)}`,
  );
}

const matchedIn = (found: { status: string }[]) => found.filter((b) => b.status === "matched").length;
const bulk = await sampleRows(bulkCount, 1);
const single = await sampleRows(rowCount, 0);
const chunks = async () => {
  let matched = 0;
  for (let i = 0; i < bulk.length; i += 100)
    matched += matchedIn(await bestMatches(storage, service, bulk.slice(i, i + 100), 0.5));
  return matched;
};
await measure("bulk, chunks of 100, first pass", bulk.length, chunks);
await measure("bulk, chunks of 100, the same rows again", bulk.length, chunks);
await measure("one row at a time", single.length, async () => {
  let matched = 0;
  for (const row of single) matched += matchedIn(await bestMatches(storage, service, [row], 0.5));
  return matched;
});
service.close();
await pg?.end();
await storage.close();
process.exit(0);
