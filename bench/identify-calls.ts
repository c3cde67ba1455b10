/**
 * Where an identify's time goes (issue 47): storage calls per row and the time spent in each, for
 * single identifies and for one bulk chunk, on a seeded database whose identify index is built.
 *   bun bench/identify-calls.ts DATABASE|postgres://... [ROWS=300]
 * Every repository method is wrapped to count its calls and add up its wall time (the statements
 * behind a call are the engine's; PostgreSQL's are one per call, SQLite's may be several); what
 * is left of a row's time is scoring and the rest in-process.
 */
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { bestMatches } from "../src/domain/identify/bulk.ts";
import type { RowInput } from "../src/domain/identify/row.ts";
import type { Person } from "../src/domain/model.ts";
import type { Storage } from "../src/domain/storage/index.ts";
import { createLogger } from "../src/log.ts";
import { createServices } from "../src/services.ts";

const target = process.argv[2];
if (!target) {
  console.error("usage: bun bench/identify-calls.ts DATABASE|postgres://... [ROWS]");
  process.exit(2);
}
const rowCount = Number(process.argv[3] ?? 300);
const env = target.startsWith("postgres") ? { DATABASE_URL: target } : { DATABASE_PATH: target };
const config = loadConfig({ ...env, LOG_LEVEL: "silent", JOB_CONCURRENCY: "2" });
const storage = await openStorage(config);

const calls = new Map<string, { n: number; ms: number }>();
function counted(store: Storage): void {
  for (const area of ["identify", "people", "privacy", "meta", "jobs", "credits"] as const) {
    const repo = store[area] as unknown as Record<string, unknown>;
    for (const name of Object.keys(repo)) {
      const fn = repo[name];
      if (typeof fn !== "function") continue;
      repo[name] = async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await (fn as (...a: unknown[]) => Promise<unknown>).apply(repo, args);
        } finally {
          const c = calls.get(`${area}.${name}`) ?? { n: 0, ms: 0 };
          c.n++;
          c.ms += performance.now() - started;
          calls.set(`${area}.${name}`, c);
        }
      };
    }
  }
}

function rowOf(p: Person, i: number): RowInput {
  const current = p.experience.find((e) => e.active_experience === 1) ?? p.experience[0];
  const company = current?.company_name ?? undefined;
  const location = p.location_city ?? p.location ?? undefined;
  if (i % 10 === 9) return { name: `Quentin Zyzzyva${i}`, company };
  if (i % 3 === 0) return { name: p.name, company };
  if (i % 3 === 1) return { name: p.name, location };
  return { name: p.name, company, location };
}

const services = await createServices(config, storage, { log: createLogger("silent"), version: "bench" });
const identify = services.identify;
await identify.catchUp();
const { people } = await identify.ready();
const total = await storage.search.peopleCount();
const step = Math.max(1, Math.floor(total / rowCount));
const rows: RowInput[] = [];
for (let id = 1; rows.length < rowCount && id <= total; id += step) {
  const p = await storage.people.get(id);
  if (p) rows.push(rowOf(p, rows.length));
}
counted(storage);

function report(label: string, n: number, wall: number, cpu: NodeJS.CpuUsage): void {
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    `${label}: ${n} rows over ${people} people, ${(wall / n).toFixed(2)} ms wall and ${(cpuMs / n).toFixed(2)} ms CPU a row`,
  );
  let inCalls = 0;
  for (const [name, c] of [...calls].sort((a, b) => b[1].ms - a[1].ms)) {
    inCalls += c.ms;
    console.log(
      `  ${name.padEnd(28)} ${(c.n / n).toFixed(2).padStart(7)} calls/row ${(c.ms / n).toFixed(3).padStart(8)} ms/row`,
    );
  }
  console.log(
    `  ${"(outside storage calls)".padEnd(28)} ${" ".repeat(17)} ${((wall - inCalls) / n).toFixed(3).padStart(8)} ms/row`,
  );
  calls.clear();
}

// One at a time, as POST /api/identify runs them (minus the final record read and the charge).
let cpu = process.cpuUsage();
let wall = performance.now();
for (const row of rows) await bestMatches(storage, identify, [row], 0.5);
report("single", rows.length, performance.now() - wall, process.cpuUsage(cpu));

// A bulk job's chunks (100 rows each), scoring only (the job's durable writes are not counted here).
cpu = process.cpuUsage();
wall = performance.now();
for (let i = 0; i < rows.length; i += 100) await bestMatches(storage, identify, rows.slice(i, i + 100), 0.5);
report("chunks of 100", rows.length, performance.now() - wall, process.cpuUsage(cpu));
await identify.flush();
identify.close();
await storage.close();
process.exit(0);
