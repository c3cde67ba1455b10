/**
 * Serving memory and time across large deep research status reads.
 *   bun bench/status-memory.ts [READS=100] [ROOT=.] [--postgres] [--modern] [--seed-apart] [--binary]
 * Starts `bun ROOT/src/main.ts serve` on a fresh SQLite database with 3,000 demo people (its own
 * process, so its memory is measured alone), runs one deep research job to 1,000 results, then
 * reads the job's unpaged status (legacy format: each result with its posts; --modern: the modern
 * records) READS times, one at a time, and prints the resident set (VmRSS) and high-water mark
 * (VmHWM, /proc; the resident set split into anonymous and file-backed pages: SQLite maps its
 * database file, and the pages it touched count) of every process of the server every ten reads, and the reads' wall times (median,
 * 90th percentile) at the end. With WORKERS > 1 (the default: the cores) `serve` is a primary that
 * seeds and serves nothing, and its workers answer: "serving" is the worker that answered the reads
 * (X-Prospector-Worker), "primary" the process the bench started. --seed-apart: the demo people are
 * seeded by a first `serve` that is then stopped, and the measured server is a second start on the
 * seeded database, so no process measured holds what seeding left behind.
 * --binary: the server is ROOT/dist/prospector (`npm run build`), the compiled executable users
 * run (Dockerfile), instead of `bun ROOT/src/main.ts`, which compiles every module from source
 * at start and holds their source and bytecode besides.
 * ROOT lets the same bench run another checkout (the build before a change). --postgres: on a
 * throwaway PostgreSQL cluster on loopback, as the tests start one (test/helpers/postgres.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startOwnCluster } from "../test/helpers/postgres.ts";

const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const reads = Number(args[0] ?? 100);
const root = resolve(args[1] ?? ".");
const cluster = flags.includes("--postgres") ? await startOwnCluster() : null;
const databaseUrl = cluster ? await cluster.database() : undefined;
const format = flags.includes("--modern") ? "?legacy=false" : "";
const dir = mkdtempSync(join(tmpdir(), "prospector-status-mem-"));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const env = {
  ...process.env,
  DATA_DIR: dir,
  DEMO_PEOPLE: "3000",
  PORT: String(port),
  ALT_PORT: String(port + 1),
  LOG_LEVEL: "info",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

/** `serve` of ROOT, and its standard output up to the demo key (printed on the first start only). */
async function startServer(expectKey: boolean) {
  const command = flags.includes("--binary")
    ? [join(root, "dist/prospector"), "serve"]
    : [process.execPath, join(root, "src/main.ts"), "serve"];
  const proc = Bun.spawn(command, {
    cwd: root,
    env,
    stdout: "pipe",
    stderr: "pipe",
  });
  let output = "";
  const decoder = new TextDecoder();
  const reader = proc.stdout.getReader();
  let listening = false;
  const errReader = proc.stderr.getReader();
  // The log goes to standard error: "listening" there says a worker (or the one server) is up.
  void (async () => {
    for (;;) {
      const { value, done } = await errReader.read();
      if (done) break;
      if (decoder.decode(value).includes('"listening"')) listening = true;
    }
  })();
  while (expectKey) {
    const { value, done } = await reader.read();
    if (done) break;
    output += decoder.decode(value);
    // The demo key is printed on standard output.
    if (/lk_[A-Za-z0-9]{20,}/.test(output)) break;
  }
  // Keep draining the server's output, or a full pipe would stall it.
  void (async () => {
    while (!(await reader.read()).done) {}
  })();
  for (let i = 0; i < 600 && !listening; i++) await Bun.sleep(100);
  return { proc, key: output.match(/lk_[A-Za-z0-9]{20,}/)?.[0] };
}

let { proc: server, key } = await startServer(true);
if (!key) throw new Error("no demo key in the server's output");
if (flags.includes("--seed-apart")) {
  server.kill("SIGTERM");
  await server.exited;
  ({ proc: server } = await startServer(false));
  console.log("seeded by a first start, measured on a second start of the seeded database");
}
const base = `http://127.0.0.1:${port}`;
const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
for (let i = 0; i < 200; i++) {
  if ((await fetch(`${base}/health`).catch(() => null))?.ok) break;
  await Bun.sleep(100);
}
const started = (await (
  await fetch(`${base}/api/search/deep_research`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query: "people", limit: 1000 }),
  })
).json()) as { job_id: string };
for (;;) {
  const job = (await (
    await fetch(`${base}/api/search/deep_research/${started.job_id}?page_size=1`, { headers })
  ).json()) as { status: string; total: number };
  if (job.status !== "pending" && job.status !== "processing") {
    console.log(`job ${job.status}, ${job.total} results`);
    break;
  }
  await Bun.sleep(200);
}
/** The processes of the server: the one started, and its children (the workers, if any). */
function processes(): { pid: number; role: string }[] {
  const children: { pid: number; role: string }[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // Fields after the command's closing parenthesis: state, then the parent's id.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const worker = readFileSync(`/proc/${name}/environ`, "utf8").match(/PROSPECTOR_WORKER=(\d+)/)?.[1];
      if (ppid === server.pid) children.push({ pid: Number(name), role: `worker ${worker ?? "?"}` });
    } catch {}
  }
  return [{ pid: server.pid, role: children.length > 0 ? "primary" : "server" }, ...children];
}
let answering = "";
const memory = () =>
  processes().map(({ pid, role }) => {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
    const serving = role === "server" || role === `worker ${answering}`;
    return {
      role: serving ? `${role} (serving)` : role,
      rss: Math.round(kb("VmRSS") / 1024),
      hwm: Math.round(kb("VmHWM") / 1024),
      // Of the resident set: the process's own memory, and pages of mapped files (SQLite maps its database).
      anon: Math.round(kb("RssAnon") / 1024),
      file: Math.round(kb("RssFile") / 1024),
    };
  });
const show = (label: string) =>
  console.log(
    `${label}: ${memory()
      .map((m) => `${m.role} RSS ${m.rss} MiB (anon ${m.anon}, file ${m.file}; high-water ${m.hwm})`)
      .join("; ")}`,
  );
show("before the reads");
let bytes = 0;
const times: number[] = [];
for (let i = 1; i <= reads; i++) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/search/deep_research/${started.job_id}${format}`, { headers });
  bytes = (await res.arrayBuffer()).byteLength;
  answering = res.headers.get("x-prospector-worker") ?? "";
  times.push(performance.now() - t0);
  if (i % 10 === 0) show(`after ${String(i).padStart(3)} reads`);
}
console.log(`each read: ${(bytes / 1e6).toFixed(1)} MB of JSON`);
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
console.log(`read wall time: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${at(0)} ms`);
server.kill();
await server.exited;
cluster?.stop();
rmSync(dir, { recursive: true, force: true });
