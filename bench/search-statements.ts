/**
 * Statements per HTTP search on PostgreSQL, counted by the server (pg_stat_statements): the real
 * app over the database at DATABASE_URL (seeded with PEOPLE demo people when empty; the server must
 * load pg_stat_statements), a few typical searches (a title, a title and a place, a skill, a broad
 * one), each counted after a warm-up on other queries: the first time the query is seen (the
 * per-word counts it needs not yet cached), then REPEATS times more (the same query, a new session
 * each time). A repeat's count moves with the per-process caches that expire on a clock (the key
 * record after 1 s, the companies stamp after 5 s: their re-reads land in whichever request comes
 * next), so the repeats are shown sorted, and the statements of the first and of the fewest.
 *   DATABASE_URL=postgres://... bun bench/search-statements.ts [PEOPLE=20000] [EXTRA_QUERY_STRING]
 * EXTRA_QUERY_STRING is appended to each request ("exact_total=true" counts the exact totals).
 */
import postgres from "postgres";
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { createApiKey } from "../src/domain/billing/keys.ts";
import { seedDemoData } from "../src/domain/demo/seed.ts";
import { createApp } from "../src/http/app.ts";
import { createLogger } from "../src/log.ts";
import { createServices } from "../src/services.ts";

const people = Number(process.argv[2] ?? 20_000);
const extra = process.argv[3] ? `&${process.argv[3]}` : "";
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL: a PostgreSQL database whose server loads pg_stat_statements");

const config = loadConfig({ DATABASE_URL: url, PORT: "0", LOG_LEVEL: "silent" });
const storage = await openStorage(config);
if ((await storage.people.count()) === 0)
  await seedDemoData(storage, { people, seed: 7, reference: new Date(Date.UTC(2026, 0, 1)) });
const { key } = await createApiKey(storage, { tier: "tier3", credits: 100_000_000 });
// A microsecond window refills the rate buckets continuously: the limiter runs without refusing.
const app = createApp(
  await createServices(config, storage, {
    log: createLogger("silent"),
    version: "bench",
    rateWindowSeconds: 1e-6,
  }),
);
app.listen({ port: 0, hostname: "127.0.0.1" });
const base = `http://127.0.0.1:${app.server?.port}`;
const headers = { Authorization: `Bearer ${key}` };

const sql = postgres(url, { max: 1, onnotice: () => {} });
await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`;

// The server's own background work (the identify index over new people, docs/identify.md) runs in
// the same database: shown, and left out of the figure. The warm-up waits for it to end.
const background = (q: string) => /identify_/.test(q);

const search = async (query: string) => {
  const res = await fetch(`${base}/api/search?query=${encodeURIComponent(query)}&limit=20${extra}`, {
    headers,
  });
  const body = (await res.json()) as { total?: number; results?: unknown[] };
  return {
    status: res.status,
    total: body.total,
    results: body.results?.length,
    relation: res.headers.get("X-Total-Relation"),
  };
};
const counted = async (query: string) => {
  await Bun.sleep(50);
  await sql`SELECT pg_stat_statements_reset()`;
  const answer = await search(query);
  const rows = await sql<{ query: string; calls: string }[]>`
    SELECT query, calls FROM pg_stat_statements
    WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND query NOT ILIKE '%pg_stat_statements%' ORDER BY calls DESC`;
  const own = rows.filter((r) => !background(r.query));
  return { answer, rows, total: own.reduce((s, r) => s + Number(r.calls), 0) };
};

// Warm-up on other queries: lexicons, associations, prepared statements, as in a running server.
for (const q of ["product managers in Paris", "accountants", "recruiters who know Excel", "designers"])
  await search(q);
for (let i = 0; i < 600; i++) {
  const [due] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM identify_due`;
  if (!due?.n) break;
  await Bun.sleep(1000);
}

const typical = [
  ["a title", "software engineers"],
  ["a title and a place", "data scientists in London"],
  ["a skill", "people who know Kubernetes"],
  ["a broad one", "engineers"],
];
const REPEATS = 6;
for (const [label, q] of typical) {
  const first = await counted(q as string);
  const repeats = [];
  for (let i = 0; i < REPEATS; i++) repeats.push(await counted(q as string));
  const counts = repeats.map((r) => r.total).sort((a, b) => a - b);
  const least = repeats.find((r) => r.total === counts[0]) ?? first;
  const { answer } = first;
  console.log(
    `${label} (${q}): first ${first.total} statements; repeats ${counts.join(" ")} (median ${counts[REPEATS >> 1]}); ${answer.status}, ${answer.results} results, total ${answer.total}${answer.relation ? ` (${answer.relation})` : ""}`,
  );
  for (const [name, run] of [
    ["first", first],
    ["fewest", least],
  ] as const)
    for (const r of run.rows)
      console.log(
        `    ${name}: ${r.calls} × ${r.query.replace(/\s+/g, " ").slice(0, 140)}${background(r.query) ? "  (background)" : ""}`,
      );
}
await sql.end();
await storage.close();
process.exit(0);
