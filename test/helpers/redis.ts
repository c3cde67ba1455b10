/**
 * A real redis-server for tests: one per test process, on a free loopback port. `bun test` does not
 * run "exit" handlers, so every server started here is stopped by the global afterAll
 * (test/helpers/preload.ts), as the PostgreSQL cluster is: an "exit" handler alone left one
 * redis-server running after each run that used it.
 */
let url: string | null = null;
/** Every redis-server this process started and has not stopped. */
const running = new Set<Bun.Subprocess>();

async function freePort(): Promise<number> {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = server.port ?? 0;
  await server.stop(true);
  return port;
}

/** PING until it answers PONG, or throws after `ms`. */
async function untilAnswering(port: number, ms: number): Promise<void> {
  const { RedisClient } = await import("bun");
  const deadline = Date.now() + ms;
  for (;;) {
    const client = new RedisClient(`redis://127.0.0.1:${port}`, {
      autoReconnect: false,
      connectionTimeout: 500,
    });
    try {
      if ((await client.send("PING", [])) === "PONG") return;
    } catch {
      if (Date.now() > deadline)
        throw new Error("redis-server did not start (scripts/ensure-services.sh installs it)");
      await Bun.sleep(50);
    } finally {
      client.close();
    }
  }
}

/** A redis-server of one test's own, which the test may stop and start again on the same port. */
export interface RedisServer {
  url: string;
  port: number;
  /** Stops it (SIGKILL: an outage, not a shutdown) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT: a server that keeps its connections open and answers nothing. */
  pause(): void;
  resume(): void;
  /** One command over a fresh connection (e.g. INFO clients). */
  command(args: string[]): Promise<unknown>;
}

/** SIGKILL (a paused server ignores anything else until continued), then wait until it is gone. */
async function kill(proc: Bun.Subprocess): Promise<void> {
  proc.kill("SIGCONT");
  proc.kill("SIGKILL");
  await proc.exited;
}

/** Stops every redis-server this process started (the global afterAll of test/helpers/preload.ts). */
export async function stopRedisServers(): Promise<void> {
  url = null;
  await Promise.all([...running].map(kill));
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let proc: Bun.Subprocess | null = null;
  const start = async () => {
    const started = Bun.spawn(
      ["redis-server", "--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdout: "ignore", stderr: "ignore" },
    );
    proc = started;
    running.add(started);
    void started.exited.then(() => running.delete(started));
    await untilAnswering(port, 10_000);
  };
  const stop = async () => {
    const stopping = proc as Bun.Subprocess | null;
    proc = null;
    if (!stopping) return;
    await kill(stopping);
  };
  process.once("exit", () => proc?.kill("SIGKILL"));
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    pause: () => (proc as Bun.Subprocess | null)?.kill("SIGSTOP"),
    resume: () => (proc as Bun.Subprocess | null)?.kill("SIGCONT"),
    async command(args) {
      const { RedisClient } = await import("bun");
      const client = new RedisClient(`redis://127.0.0.1:${port}`, { autoReconnect: false });
      try {
        return await client.send(args[0] as string, args.slice(1));
      } finally {
        client.close();
      }
    },
  };
}

/** The test process's shared redis-server (started on first use). */
export async function redisUrl(): Promise<string> {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  if (url) return url;
  url = (await startRedisServer()).url;
  return url;
}
