/**
 * A SIGTERM that reaches the primary of WORKERS=2 (src/cli/workers.ts) before it is fully up: while
 * the first start seeds, and when the first worker already answers but not the second. Each time
 * the primary stops what it started and exits 0, and the demo key of the first start has been
 * printed: it is shown only once, and a default kill lost it (and orphaned the workers). The same
 * for one process (WORKERS=1, src/cli/serve.ts), stopped while it seeds.
 */
import { afterAll, expect, test } from "bun:test";
import { join } from "node:path";
import { tempDir } from "../helpers/server.ts";

const dir = tempDir();
afterAll(() => dir.cleanup());

/** `serve` with two workers on a fresh SQLite file; SIGTERM once stderr shows `when`. */
async function stopWhen(name: string, when: RegExp, workers = 2) {
  const proc = Bun.spawn([process.execPath, "src/main.ts", "serve"], {
    cwd: join(import.meta.dir, "..", ".."),
    env: {
      PATH: process.env.PATH ?? "",
      DATABASE_PATH: join(dir.path, `${name}.db`),
      DATA_DIR: dir.path,
      PORT: "0",
      ALT_PORT: "0",
      HOST: "127.0.0.1",
      WORKERS: String(workers),
      DEMO_PEOPLE: "150",
      LOG_LEVEL: "info",
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  let logs = "";
  const decoder = new TextDecoder();
  const reader = (proc.stderr as ReadableStream<Uint8Array>).getReader();
  const deadline = Date.now() + 60_000;
  while (!when.test(logs) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    logs += decoder.decode(value);
  }
  const seen = when.test(logs);
  proc.kill("SIGTERM");
  const code = await proc.exited;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    logs += decoder.decode(value);
  }
  const stdout = await new Response(proc.stdout).text();
  return { seen, code, signal: proc.signalCode, stdout, logs };
}

test("SIGTERM while the first start seeds: exit 0, the demo key printed, no worker started", async () => {
  const r = await stopWhen("seeding", /"msg":"demo data seeded"/);
  expect(r.seen).toBe(true);
  expect({ code: r.code, signal: r.signal }).toEqual({ code: 0, signal: null });
  expect(r.stdout).toMatch(/lk_[0-9A-Za-z]{40}/);
  expect(r.logs).not.toContain('"worker":1');
}, 90_000);

test("SIGTERM when one worker answers and not yet the other: exit 0, both stopped, the key printed", async () => {
  const r = await stopWhen("starting", /"msg":"listening","worker":\d/);
  expect(r.seen).toBe(true);
  expect({ code: r.code, signal: r.signal }).toEqual({ code: 0, signal: null });
  expect(r.stdout).toMatch(/lk_[0-9A-Za-z]{40}/);
  // Each worker was told to stop by its primary, not left to find it gone.
  expect(r.logs).not.toContain('"signal":"primary gone"');
}, 90_000);

test("one process (WORKERS=1), SIGTERM while the first start seeds: exit 0, the key printed, never listening", async () => {
  const r = await stopWhen("single-seeding", /"msg":"demo data seeded"/, 1);
  expect(r.seen).toBe(true);
  expect({ code: r.code, signal: r.signal }).toEqual({ code: 0, signal: null });
  expect(r.stdout).toMatch(/lk_[0-9A-Za-z]{40}/);
  expect(r.logs).not.toContain('"msg":"listening"');
}, 90_000);
