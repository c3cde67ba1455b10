/**
 * Several `serve` processes on one database, as behind a load balancer (each on its own loopback
 * ports, from source): the multi-instance and fault tests start them here.
 */
import { join } from "node:path";
import { freePortPair } from "./server.ts";

export interface Instance {
  url: string;
  proc: Bun.Subprocess;
  /** What the process wrote to stderr so far (its JSON log lines), when logs were asked for. */
  log(): string;
}

const root = join(import.meta.dir, "..", "..");

/** Starts `n` instances and waits until each answers /health. */
export async function startInstances(
  n: number,
  env: Record<string, string>,
  options: { dataDir: string; spawned?: Bun.Subprocess[]; firstId?: number; logs?: boolean },
): Promise<Instance[]> {
  const out: Instance[] = [];
  for (let i = 0; i < n; i++) {
    const [port, altPort] = await freePortPair();
    const proc = Bun.spawn([process.execPath, "src/main.ts", "serve"], {
      cwd: root,
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        ALT_PORT: String(altPort),
        LOG_LEVEL: options.logs ? "info" : "silent",
        DATA_DIR: options.dataDir,
        DEMO_PEOPLE: "0",
        INSTANCE_ID: `instance-${(options.firstId ?? 1) + i}`,
        // One process per instance (its name is in job rows); workers are tested in test/cli/workers.
        WORKERS: "1",
        ...env,
      },
      stdout: options.logs ? "pipe" : "ignore",
      stderr: options.logs ? "pipe" : "ignore",
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
    if (options.logs) {
      void pump(proc.stderr as ReadableStream<Uint8Array>).catch(() => {});
      void pump(proc.stdout as ReadableStream<Uint8Array>).catch(() => {});
    }
    options.spawned?.push(proc);
    out.push({ url: `http://127.0.0.1:${port}`, proc, log: () => text });
  }
  for (const { url } of out) {
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error(`${url} did not start`);
      await Bun.sleep(100);
    }
  }
  return out;
}

export async function stopAll(instances: Instance[]) {
  for (const { proc } of instances) proc.kill("SIGTERM");
  await Promise.all(instances.map((i) => i.proc.exited));
}
