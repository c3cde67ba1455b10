/**
 * The servers a test run starts end with it. `bun test` runs no "exit" handlers, so a redis-server
 * stopped only by one outlived every run that used it (two were found running after a full
 * `.ci/run` and a partial one). A `bun test` of a fixture takes the shared redis-server and one of
 * its own; when that run has ended, neither port answers.
 */
import { expect, test } from "bun:test";
import { join } from "node:path";

async function answers(port: number): Promise<boolean> {
  const { RedisClient } = await import("bun");
  const client = new RedisClient(`redis://127.0.0.1:${port}`, {
    autoReconnect: false,
    connectionTimeout: 500,
  });
  try {
    return (await client.send("PING", [])) === "PONG";
  } catch {
    return false;
  } finally {
    client.close();
  }
}

test("a test run's redis-servers, shared and its own, are gone when the run ends", async () => {
  const root = join(import.meta.dir, "..", "..");
  const run = Bun.spawn([process.execPath, "test", "./test/fixtures/test-services/uses-redis.ts"], {
    cwd: root,
    env: { ...process.env, TEST_REDIS_URL: "" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([
    new Response(run.stdout).text(),
    new Response(run.stderr).text(),
    run.exited,
  ]);
  expect({ code, err: code === 0 ? "" : err }).toEqual({ code: 0, err: "" });
  const ports = /REDIS_PORTS (\d+) (\d+)/.exec(out);
  expect(ports).not.toBeNull();
  const [shared, own] = [Number(ports?.[1]), Number(ports?.[2])];
  expect({ shared: await answers(shared), own: await answers(own) }).toEqual({ shared: false, own: false });
}, 60_000);
