/**
 * The real server as a separate process (`bun src/main.ts serve`), for tests that kill it:
 * SIGKILL mid-job, SIGTERM drains. Port 0; the port is read from the "listening" log line.
 */

import { join } from "node:path";
import type { Subprocess } from "bun";

export interface ServerProcess {
  url: string;
  /** The demo key printed on the first start of an empty database, if this start printed one. */
  demoKey: string | null;
  proc: Subprocess;
  output(): string;
  kill(signal: "SIGKILL" | "SIGTERM"): Promise<number | null>;
}

export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const proc = Bun.spawn([process.execPath, "src/main.ts", "serve"], {
    cwd: join(import.meta.dir, "..", ".."),
    // One process unless the test asks for workers: a SIGKILL here is meant to kill the server.
    env: { ...process.env, PORT: "0", ALT_PORT: "0", LOG_LEVEL: "info", WORKERS: "1", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  let text = "";
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
  };
  // Logs go to stderr, the first-start banner to stdout: both are read all along (a full pipe
  // would block the server).
  void pump(proc.stdout as ReadableStream<Uint8Array>).catch(() => {});
  void pump(proc.stderr as ReadableStream<Uint8Array>).catch(() => {});
  const deadline = Date.now() + timeoutMs;
  let port: number | null = null;
  let listeningAt = 0;
  while (Date.now() < deadline) {
    const m = /"msg":"listening","port":(\d+)/.exec(text);
    if (m && port === null) {
      port = Number(m[1]);
      listeningAt = Date.now();
    }
    // The banner follows the listening line when this start created a demo key.
    if (port !== null && (/lk_[0-9A-Za-z]{32,}/.test(text) || Date.now() - listeningAt > 500)) break;
    if (proc.exitCode !== null) break;
    await Bun.sleep(10);
  }
  if (port === null) {
    proc.kill("SIGKILL");
    throw new Error(`server did not start:\n${text}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    demoKey: /lk_[0-9A-Za-z]{32,}/.exec(text)?.[0] ?? null,
    proc,
    output: () => text,
    async kill(signal) {
      proc.kill(signal);
      return proc.exited;
    },
  };
}
