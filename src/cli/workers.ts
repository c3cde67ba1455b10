/**
 * `serve` with WORKERS > 1: this process is the primary. It refuses a port in use (the one check
 * a single server makes, so port sharing is only ever among its own workers), migrates and does the
 * first-start work once, then spawns WORKERS copies of itself as workers (PROSPECTOR_WORKER=i),
 * each listening on the same ports with SO_REUSEPORT: the kernel spreads connections over them.
 * The primary serves no requests. It keeps the rate-limit buckets the workers share on SQLite
 * (worker-link.ts), gathers /metrics for them, tells them when all are warm (/readyz), restarts a worker that dies, and on SIGTERM/SIGINT
 * stops them all (each drains as a single server does). docs/operations.md, "Workers".
 */
import type { Config } from "../config.ts";
import { openStorage } from "../db/open.ts";
import { MemoryBuckets } from "../domain/billing/rate-limiter.ts";
import { createLogger } from "../log.ts";
import { VERSION } from "../version.ts";
import { demoKeyBanner, firstStart, portInUse } from "./start-up.ts";
import type { ToPrimary, ToWorker } from "./worker-link.ts";

/** A worker that dies this soon after it started is not restarted again (a crash loop): the primary exits. */
const CRASH_LOOP_MS = 5000;

interface Worker {
  index: number;
  proc: Bun.Subprocess;
  startedAt: number;
  listening: boolean;
}

/** How to run this program again: the compiled binary is its own runtime; from source, bun and the script. */
function selfCommand(): string[] {
  const compiled = Bun.main.startsWith("/$bunfs/") || Bun.main.includes("~BUN");
  return compiled ? [process.execPath, "serve"] : [process.execPath, Bun.main, "serve"];
}

/**
 * The port, checked free without SO_REUSEPORT (so a holder of any kind is found), and released for
 * the workers. Port 0 (tests) becomes the port the system chose, the same for every worker.
 */
function claimPort(name: string, port: number, config: Config): number {
  if (config.portSharing) return port;
  try {
    const probe = Bun.listen({ hostname: config.host, port, socket: { data() {} } });
    const chosen = probe.port;
    probe.stop(true);
    return chosen;
  } catch (error) {
    if ((error as { code?: string }).code === "EADDRINUSE") throw portInUse(name, port);
    throw error;
  }
}

export async function serveWorkers(config: Config): Promise<number> {
  const log = createLogger(config.logLevel);
  const port = claimPort("PORT", config.port, config);
  const altPort = claimPort("ALT_PORT", config.altPort, config);
  const workers = new Map<number, Worker>();
  const switchboard = new Switchboard(workers, config.workers);
  let stopping = false;
  let failed: ((code: number) => void) | null = null;
  const exited = new Promise<number>((resolve) => {
    failed = resolve;
  });
  const stopAll = async () => {
    stopping = true;
    const running = [...workers.values()];
    for (const w of running) w.proc.kill("SIGTERM");
    await Promise.all(running.map((w) => w.proc.exited));
  };

  // From the first moment: a SIGTERM while the first start seeds, or while the workers start (the
  // first may already answer), stops what was started and exits 0, never the default kill that
  // would leave workers orphaned and the demo key unprinted.
  const stop = async (signal: string) => {
    log.info("shutting down", { signal, workers: workers.size });
    await stopAll();
    failed?.(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

  // Migrations and the first start's demo data and key, once, before any worker opens the database.
  const storage = await openStorage(config);
  const demoKey = await firstStart(storage, config, log);
  const location = storage.location;
  const engine = storage.engine;
  await storage.close();
  // Shown only once, so printed before anything that could stop this process: the key exists now.
  if (demoKey) console.log(demoKeyBanner(demoKey, port));
  if (stopping) return exited;

  const spawn = (index: number) => {
    const worker = { index, startedAt: Date.now(), listening: false } as Worker;
    worker.proc = Bun.spawn(selfCommand(), {
      env: {
        ...process.env,
        PROSPECTOR_WORKER: String(index),
        PROSPECTOR_PRIMARY: String(process.pid),
        PORT: String(port),
        ALT_PORT: String(altPort),
      },
      stdio: ["ignore", "inherit", "inherit"],
      ipc: (message) => switchboard.handle(worker, message as ToPrimary),
      onExit: (_p, code, signal) => onExit(worker, code ?? (signal ? 1 : 0)),
    });
    workers.set(index, worker);
  };

  const onExit = (worker: Worker, code: number) => {
    workers.delete(worker.index);
    if (stopping) return;
    const early = !worker.listening || Date.now() - worker.startedAt < CRASH_LOOP_MS;
    log.error("worker exited", { worker: worker.index, code, restarting: !early });
    if (early) {
      // A worker that cannot start (a port taken meanwhile, a database it cannot open) will not
      // start the next time either: stop everything and say so by the exit code.
      void stopAll().then(() => failed?.(code === 0 ? 1 : code));
      return;
    }
    spawn(worker.index);
  };

  for (let i = 1; i <= config.workers; i++) spawn(i);
  const startedAll = await waitListening(workers, config.workers, exited);
  if (!startedAll) return exited;
  const where = { port, alt_port: altPort, workers: config.workers, network_word: config.networkWord };
  log.info("listening", { ...where, database: location, engine, version: VERSION });
  return exited;
}

/** True once every worker listens; false when the primary gave up first (a worker failed to start). */
async function waitListening(workers: Map<number, Worker>, n: number, exited: Promise<number>) {
  let gaveUp = false;
  void exited.then(() => {
    gaveUp = true;
  });
  while (!gaveUp) {
    const ready = [...workers.values()].filter((w) => w.listening).length;
    if (ready === n) return true;
    await Bun.sleep(20);
  }
  return false;
}

/**
 * The primary's side of worker-link.ts: the rate-limit buckets every worker takes from, and the
 * gathering of every worker's metrics for the one that answers /metrics.
 */
class Switchboard {
  private readonly buckets = new MemoryBuckets(Date.now);
  private readonly gathering = new Map<number, { left: number; values: unknown[]; done: () => void }>();
  private nextGather = 1;
  /** Workers that have loaded what searches need; once all have, every one is told (and any later one at once). */
  private readonly warm = new Set<number>();
  private allWarm = false;

  constructor(
    private readonly workers: Map<number, Worker>,
    private readonly count: number,
  ) {}

  handle(worker: Worker, message: ToPrimary): void {
    const reply = (m: ToWorker) => worker.proc.send(m);
    switch (message.kind) {
      case "listening":
        worker.listening = true;
        return;
      case "warm":
        this.warm.add(worker.index);
        if (this.allWarm) reply({ kind: "all-warm" });
        else if (this.warm.size === this.count) {
          this.allWarm = true;
          for (const w of this.workers.values()) w.proc.send({ kind: "all-warm" } satisfies ToWorker);
        }
        return;
      case "apply":
        void this.buckets
          .apply(message.key, message.limit, message.windowMs, message.consume)
          .then((value) => reply({ kind: "reply", id: message.id, value }));
        return;
      case "metrics":
        void this.gather().then((value) => reply({ kind: "reply", id: message.id, value }));
        return;
      case "collected": {
        const pending = this.gathering.get(message.id);
        if (!pending) return;
        if (message.value !== null) pending.values.push(message.value);
        if (--pending.left === 0) pending.done();
      }
    }
  }

  /** Every live worker's metrics (as JSON), waiting 2 s at most for a slow one. */
  private gather(): Promise<unknown[]> {
    return new Promise<unknown[]>((resolve) => {
      const id = this.nextGather++;
      const live = [...this.workers.values()].filter((w) => w.listening);
      const pending = { left: live.length, values: [] as unknown[], done: () => {} };
      const timer = setTimeout(() => pending.done(), 2000);
      pending.done = () => {
        clearTimeout(timer);
        this.gathering.delete(id);
        resolve(pending.values);
      };
      this.gathering.set(id, pending);
      if (live.length === 0) pending.done();
      for (const w of live) w.proc.send({ kind: "collect", id } satisfies ToWorker);
    });
  }
}
