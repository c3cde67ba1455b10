/**
 * One instance against two behind the same load generator, on one PostgreSQL (and Redis).
 *   bun bench/instances.ts DATABASE_URL REDIS_URL [SECONDS=8] [CONCURRENCY=64]
 * DATABASE_URL holds seeded people (`prospector seed`). Each target runs 1 then 2 `serve`
 * processes; requests go round-robin, spread over 400 tier3 keys so that the per-key tier limits
 * (real, shared through Redis) are not what is measured. Reports req/s and non-200 answers.
 */
import { join } from "node:path";
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { createApiKey } from "../src/domain/billing/keys.ts";

const [databaseUrl, redisUrl] = [process.argv[2], process.argv[3]];
if (!databaseUrl || !redisUrl) {
  console.error("usage: bun bench/instances.ts DATABASE_URL REDIS_URL [SECONDS] [CONCURRENCY]");
  process.exit(2);
}
const seconds = Number(process.argv[4] ?? 8);
const concurrency = Number(process.argv[5] ?? 64);
const root = join(import.meta.dir, "..");

const storage = await openStorage(loadConfig({ DATABASE_URL: databaseUrl }));
const [person] = await storage.people.scan(0, 1);
const keys: string[] = [];
for (let i = 0; i < 400; i++)
  keys.push((await createApiKey(storage, { tier: "tier3", credits: 10_000_000 })).key);
await storage.close();

async function freePort(): Promise<number> {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = server.port ?? 0;
  await server.stop(true);
  return port;
}

async function start(n: number) {
  const out: { url: string; proc: Bun.Subprocess }[] = [];
  for (let i = 0; i < n; i++) {
    const [port, alt] = [await freePort(), await freePort()];
    const proc = Bun.spawn([process.execPath, "src/main.ts", "serve"], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        PORT: String(port),
        ALT_PORT: String(alt),
        HOST: "127.0.0.1",
        LOG_LEVEL: "error",
        DEMO_PEOPLE: "0",
      },
      stdout: "ignore",
      stderr: "inherit",
    });
    out.push({ url: `http://127.0.0.1:${port}`, proc });
  }
  for (const { url } of out)
    while (
      !(await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await Bun.sleep(100);
  return out;
}

const queries = [
  "software engineers",
  "product managers in London",
  "data scientists",
  "designers",
  "recruiters",
];
async function load(label: string, urls: string[], path: (i: number) => string) {
  const deadline = performance.now() + seconds * 1000;
  let ok = 0;
  let other = 0;
  let n = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const i = n++;
      const res = await fetch(`${urls[i % urls.length]}${path(i)}`, {
        headers: { Authorization: `Bearer ${keys[i % keys.length]}` },
      });
      await res.arrayBuffer();
      if (res.status === 200) ok++;
      else other++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const rate = ok / ((performance.now() - started) / 1000);
  console.log(
    `${label.padEnd(52)} ${Math.round(rate).toString().padStart(6)} req/s  (${ok} ok, ${other} other)`,
  );
}

for (const n of [1, 2]) {
  const instances = await start(n);
  const urls = instances.map((i) => i.url);
  await load(
    `${n} instance(s): GET /api/search (filter off, limit 10)`,
    urls,
    (i) =>
      `/api/search?advanced_filtering=false&limit=10&legacy=false&query=${encodeURIComponent(queries[i % queries.length] as string)}`,
  );
  await load(
    `${n} instance(s): GET /api/enrich/pnet (1 credit)`,
    urls,
    () => `/api/enrich/pnet?legacy=false&pnet_url=${encodeURIComponent(person?.pnet_url as string)}`,
  );
  for (const { proc } of instances) proc.kill("SIGTERM");
  await Promise.all(instances.map((i) => i.proc.exited));
}
process.exit(0);
