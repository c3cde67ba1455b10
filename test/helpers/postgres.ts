/**
 * A real PostgreSQL for tests: one cluster per test process, started on a free loopback port in a
 * temp directory (initdb + pg_ctl from Debian's package, run as the unprivileged `postgres` user
 * when the tests run as root: PostgreSQL refuses to run as root), one fresh database per caller,
 * stopped when the process exits. `TEST_DATABASE_URL` points at an existing server instead (each
 * caller still gets its own database there).
 *
 * `bun test` does not run "exit" handlers, so the cluster is stopped by a global afterAll
 * (test/helpers/preload.ts, bunfig.toml); a cluster whose test process died without stopping it
 * (killed run) is stopped and removed by the next run that starts one (its directory names its owner).
 */
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";

interface Cluster {
  adminUrl: string;
  stop(): void;
}

let cluster: Cluster | null = null;
let counter = 0;

function pgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort() : [];
  const latest = versions.at(-1);
  if (!latest) throw new Error("PostgreSQL is not installed: run scripts/ensure-services.sh");
  return `/usr/lib/postgresql/${latest}/bin`;
}

function run(args: string[], asUser: string | null): void {
  const cmd = asUser ? ["runuser", "-u", asUser, "--", ...args] : args;
  const r = Bun.spawnSync(cmd, { stdout: "pipe", stderr: "pipe" });
  if (r.exitCode !== 0) throw new Error(`${args[0]} failed: ${r.stderr.toString()}${r.stdout.toString()}`);
}

async function freePort(): Promise<number> {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = server.port ?? 0;
  await server.stop(true);
  return port;
}

const OWNER = "owner.pid";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops and removes the clusters of test processes that are gone. */
function sweepAbandoned(bin: string) {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith("prospector-pg-")) continue;
    const dir = join(tmpdir(), name);
    let owner = 0;
    try {
      owner = Number(readFileSync(join(dir, OWNER), "utf8"));
    } catch {
      continue; // being created, or not ours to judge
    }
    if (!owner || alive(owner)) continue;
    const asUser = process.getuid?.() === 0 ? "postgres" : null;
    const stop = [`${bin}/pg_ctl`, "-D", join(dir, "data"), "-m", "immediate", "stop"];
    Bun.spawnSync(asUser ? ["runuser", "-u", asUser, "--", ...stop] : stop);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function startCluster(): Promise<Cluster> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: () => {} };
  return startOwnCluster();
}

/** A cluster that a fault test may stop, start again (same port and data) and pause. */
export interface OwnCluster extends Cluster {
  /**
   * Stops the server (fast shutdown: connections are terminated) and leaves it down. Asynchronous:
   * pg_ctl waits for the shutdown, and a synchronous wait would freeze the test's own clients (their
   * measured latencies would include it).
   */
  down(): Promise<void>;
  /** Starts it again on the same port (asynchronous, as `down`). */
  up(): Promise<void>;
  /** SIGSTOP / SIGCONT to every server process: a database that accepts nothing and answers nothing. */
  pause(): void;
  resume(): void;
  /** A fresh database on this cluster. */
  database(): Promise<string>;
}

/** A PostgreSQL cluster of the caller's own, in a temp directory (the shared one is `freshDatabase`). */
export async function startOwnCluster(): Promise<OwnCluster> {
  const bin = pgBin();
  sweepAbandoned(bin);
  const dir = mkdtempSync(join(tmpdir(), "prospector-pg-"));
  const asUser = process.getuid?.() === 0 ? "postgres" : null;
  if (asUser) {
    const uid = Number(Bun.spawnSync(["id", "-u", asUser]).stdout.toString().trim());
    const gid = Number(Bun.spawnSync(["id", "-g", asUser]).stdout.toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  writeFileSync(join(dir, OWNER), String(process.pid));
  const data = join(dir, "data");
  const port = await freePort();
  run([`${bin}/initdb`, "-D", data, "-U", "prospector", "-A", "trust", "-E", "UTF8", "--no-sync"], asUser);
  const startArgs = () => [
    `${bin}/pg_ctl`,
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-w",
    "-o",
    // Fast and throwaway: no fsync, sockets in the temp dir, loopback only; pg_stat_statements
    // loaded so tests can count what a request runs (test/http/pg-statements.test.ts).
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c shared_preload_libraries=pg_stat_statements`,
    "start",
  ];
  const asOwner = (args: string[]) => (asUser ? ["runuser", "-u", asUser, "--", ...args] : args);
  const ctl = (...args: string[]) => Bun.spawnSync(asOwner([`${bin}/pg_ctl`, ...args]));
  const ctlAsync = async (args: string[]) => {
    const proc = Bun.spawn(asOwner(args), { stdout: "ignore", stderr: "pipe" });
    if ((await proc.exited) !== 0)
      throw new Error(`${args.slice(0, 4).join(" ")} failed: ${await new Response(proc.stderr).text()}`);
  };
  run(startArgs(), asUser);
  const signalAll = (signal: "STOP" | "CONT") => {
    const pid = readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]?.trim();
    if (pid) Bun.spawnSync(["sh", "-c", `kill -${signal} ${pid} $(pgrep -P ${pid})`]);
  };
  const stop = () => {
    ctl("-D", data, "-m", "immediate", "stop");
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", stop);
  const adminUrl = `postgres://prospector@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    stop,
    down: () => ctlAsync([`${bin}/pg_ctl`, "-D", data, "-m", "fast", "-w", "stop"]),
    up: () => ctlAsync(startArgs()),
    pause: () => signalAll("STOP"),
    resume: () => signalAll("CONT"),
    database: () => createDatabase(adminUrl),
  };
}

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `t_${process.pid}_${++counter}_${Date.now() % 100000}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Stops this process's cluster (the global afterAll of test/helpers/preload.ts). */
export function stopCluster() {
  cluster?.stop();
  cluster = null;
}

/** A fresh, empty database on the test cluster; its URL. */
export async function freshDatabase(): Promise<string> {
  cluster ??= await startCluster();
  return createDatabase(cluster.adminUrl);
}
