/**
 * Throughput of the API edge: a bare Elysia JSON route against a free authenticated route
 * (/api/credits), a fixed-price one (/api/enrich/pnet, 1 durable credit debit per request,
 * the same profile every time so it is served from cache) and the contacts endpoint (4 credits and
 * an access-log row in the same durable transaction).
 *   bun bench/edge.ts [SECONDS=10] [CONCURRENCY=64] [--compiled]
 * The server runs in its own process (bench/edge-server.ts); this process is the load. With
 * --compiled the server is first compiled with the flags of `npm run build` (the shipped build).
 * With DATABASE_URL set (an empty PostgreSQL database) the server runs on PostgreSQL.
 */
import { readFileSync } from "node:fs";

const compiled = process.argv.includes("--compiled");

const positional = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const seconds = Number(positional[0] ?? 10);
const concurrency = Number(positional[1] ?? 64);

function serverCommand(): string[] {
  if (!compiled) return [process.execPath, "bench/edge-server.ts"];
  const build = (
    JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { build: string } }
  ).scripts.build
    .split(/\s+/)
    .slice(1)
    .map((w) =>
      w === "src/main.ts" ? "bench/edge-server.ts" : w === "dist/prospector" ? "bench/out/edge-server" : w,
    );
  const made = Bun.spawnSync([process.execPath, ...build], { stdout: "ignore", stderr: "inherit" });
  if (made.exitCode !== 0) throw new Error("compiling bench/edge-server.ts failed");
  return ["bench/out/edge-server"];
}

const server = Bun.spawn(serverCommand(), { stdout: "pipe", stderr: "inherit" });
const reader = server.stdout.getReader();
const { value } = await reader.read();
const info = JSON.parse(new TextDecoder().decode(value).split("\n")[0] ?? "{}") as {
  app: number;
  bare: number;
  key: string;
};

async function load(label: string, url: string, headers: Record<string, string> = {}): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let ok = 0;
  let other = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status === 200) ok++;
      else other++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const rate = ok / ((performance.now() - started) / 1000);
  console.log(
    `${label.padEnd(44)} ${Math.round(rate).toString().padStart(7)} req/s  (${ok} ok, ${other} other)`,
  );
  return rate;
}

const auth = { Authorization: `Bearer ${info.key}` };
await load("warm-up", `http://127.0.0.1:${info.bare}/bare`);
const bare = await load("bare Elysia JSON route", `http://127.0.0.1:${info.bare}/bare`);
const credits = await load(
  "GET /api/credits (auth + limit, free)",
  `http://127.0.0.1:${info.app}/api/credits`,
  auth,
);
const charged = await load(
  "GET /api/enrich/pnet (1 credit, durable debit)",
  `http://127.0.0.1:${info.app}/api/enrich/pnet?legacy=false&pnet_url=pnet.example/in/bench`,
  auth,
);
const contacts = await load(
  "GET /api/enrich/contacts (4 credits + access log)",
  `http://127.0.0.1:${info.app}/api/enrich/contacts?pnet_url=pnet.example/in/bench`,
  auth,
);
console.log(`fixed-price endpoint / bare: ${((charged / bare) * 100).toFixed(0)}% (target >= 25%)`);
console.log(`contacts endpoint / bare: ${((contacts / bare) * 100).toFixed(0)}%`);
console.log(`free authenticated endpoint / bare: ${((credits / bare) * 100).toFixed(0)}%`);
server.kill();
process.exit(0);
