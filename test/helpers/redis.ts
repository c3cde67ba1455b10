/** A real redis-server for tests: one per test process, on a free loopback port, stopped at exit. */
let url: string | null = null;

async function freePort(): Promise<number> {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = server.port ?? 0;
  await server.stop(true);
  return port;
}

export async function redisUrl(): Promise<string> {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  if (url) return url;
  const port = await freePort();
  const proc = Bun.spawn(
    ["redis-server", "--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdout: "ignore", stderr: "ignore" },
  );
  process.once("exit", () => proc.kill());
  const { RedisClient } = await import("bun");
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = new RedisClient(`redis://127.0.0.1:${port}`, {
      autoReconnect: false,
      connectionTimeout: 500,
    });
    try {
      if ((await client.send("PING", [])) === "PONG") break;
    } catch {
      if (Date.now() > deadline)
        throw new Error("redis-server did not start (scripts/ensure-services.sh installs it)");
      await Bun.sleep(50);
    } finally {
      client.close();
    }
  }
  url = `redis://127.0.0.1:${port}`;
  return url;
}
