/**
 * Statements per paid request on PostgreSQL, counted by the server (pg_stat_statements): the
 * bench/edge-server.ts app on an empty database at DATABASE_URL (the server must load
 * pg_stat_statements), N sequential `GET /api/enrich/pnet?legacy=false` after a warm-up, then the
 * statements the database ran for them, per request and by text. Then LOAD requests at 32
 * concurrent, the statements per request then (concurrent calls are coalesced), and the server
 * process's CPU time per request (user + system, from /proc): on a shared machine a steadier
 * figure than req/s, which the other processes' load moves.
 * With PG_POSTMASTER_PID (a local cluster used by nothing else) the database's CPU per request too.
 *   DATABASE_URL=postgres://... [PG_POSTMASTER_PID=...] bun bench/paid-statements.ts [REQUESTS=20] [LOAD=4000]
 */
import { readdirSync, readFileSync } from "node:fs";
import postgres from "postgres";

const requests = Number(process.argv[2] ?? 20);
const loadRequests = Number(process.argv[3] ?? 4000);
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL: an empty PostgreSQL database whose server loads pg_stat_statements");

const server = Bun.spawn([process.execPath, `${import.meta.dir}/edge-server.ts`], {
  stdout: "pipe",
  stderr: "inherit",
  env: { ...process.env, DATABASE_URL: url },
});
const { value } = await server.stdout.getReader().read();
const info = JSON.parse(new TextDecoder().decode(value).split("\n")[0] ?? "{}") as {
  app: number;
  key: string;
};
const headers = { Authorization: `Bearer ${info.key}` };
const path = `http://127.0.0.1:${info.app}/api/enrich/pnet?legacy=false&pnet_url=pnet.example/in/bench`;

const sql = postgres(url, { max: 1, onnotice: () => {} });
await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`;
// Warm: caches filled and statements prepared, as in a running server.
for (let i = 0; i < 5; i++) await (await fetch(path, { headers })).arrayBuffer();
await Bun.sleep(200);
await sql`SELECT pg_stat_statements_reset()`;
let ok = 0;
for (let i = 0; i < requests; i++) {
  const res = await fetch(path, { headers });
  await res.arrayBuffer();
  if (res.status === 200) ok++;
}
const rows = await sql<{ query: string; calls: string }[]>`
  SELECT query, calls FROM pg_stat_statements
  WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND query NOT ILIKE '%pg_stat_statements%' ORDER BY calls DESC`;
// The server's own background work at start (the identify index over the people, docs/identify.md)
// runs in the same database: shown, and left out of the per-request figure.
const background = (q: string) => /identify_/.test(q);
const total = rows.reduce((s, r) => s + Number(r.calls), 0);
const own = rows.filter((r) => !background(r.query)).reduce((s, r) => s + Number(r.calls), 0);
console.log(
  `${requests} requests (${ok} answered 200): ${total} statements, ${(own / requests).toFixed(2)} per request without the background's ${total - own}`,
);
for (const r of rows)
  console.log(
    `  ${(Number(r.calls) / requests).toFixed(2)} × ${r.query.replace(/\s+/g, " ").slice(0, 110)}${background(r.query) ? "  (background)" : ""}`,
  );

/** The server process's CPU seconds so far (utime + stime, in clock ticks of 1/100 s). */
const cpuSeconds = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/**
 * With PG_POSTMASTER_PID (a local cluster of this bench's own): the CPU seconds of its processes
 * (the postmaster's children: backends, WAL writer...), the database's side of each request.
 */
const postmaster = Number(process.env.PG_POSTMASTER_PID ?? 0);
const databaseCpuSeconds = () => {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      if (Number(fields[1]) === postmaster || Number(pid) === postmaster)
        ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return ticks / 100;
};
let next = 0;
let loadOk = 0;
await sql`SELECT pg_stat_statements_reset()`;
const cpuBefore = cpuSeconds();
const databaseBefore = postmaster ? databaseCpuSeconds() : 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: 32 }, async () => {
    while (next++ < loadRequests) {
      const res = await fetch(path, { headers });
      await res.arrayBuffer();
      if (res.status === 200) loadOk++;
    }
  }),
);
const wall = (performance.now() - started) / 1000;
const cpu = cpuSeconds() - cpuBefore;
const databaseCpu = postmaster ? databaseCpuSeconds() - databaseBefore : Number.NaN;
// At 32 concurrent, concurrent reads, takes and debits go together (src/db/postgres/coalescer.ts,
// ./debits.ts): the statements per request under load, by text.
const loaded = (
  await sql<{ query: string; calls: string }[]>`
  SELECT query, calls FROM pg_stat_statements
  WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND query NOT ILIKE '%pg_stat_statements%' ORDER BY calls DESC`
).filter((r) => !background(r.query));
const loadedCalls = loaded.reduce((s, r) => s + Number(r.calls), 0);
console.log(
  `${loadRequests} requests at 32 concurrent (${loadOk} answered 200): server CPU ${((cpu / loadRequests) * 1e6).toFixed(0)} µs per request, ${postmaster ? `database CPU ${((databaseCpu / loadRequests) * 1e6).toFixed(0)} µs, ` : ""}${Math.round(loadRequests / wall)} req/s, ${(loadedCalls / loadRequests).toFixed(2)} statements per request`,
);
for (const r of loaded.slice(0, 8))
  console.log(
    `  ${(Number(r.calls) / loadRequests).toFixed(3)} × ${r.query.replace(/\s+/g, " ").slice(0, 110)}`,
  );
await sql.end();
server.kill();
process.exit(0);
