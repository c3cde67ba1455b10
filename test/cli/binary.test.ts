/**
 * Smoke test of the compiled executable: build it, serve an empty temp database (migrations embedded,
 * demo data and demo key on first start), answer /health, import a file.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "../helpers/server.ts";

const root = join(import.meta.dir, "..", "..");
const dir = tempDir();
const binary = join(dir.path, "prospector");

/** The build command of `npm run build` (the one the Dockerfile runs), into a temp file. */
function buildArgs(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { build: string } };
  const words = pkg.scripts.build.split(/\s+/);
  const out = words.indexOf("--outfile");
  words[out + 1] = binary;
  return words.slice(1); // without the leading "bun"
}

beforeAll(async () => {
  const build = Bun.spawnSync([process.execPath, ...buildArgs()], {
    cwd: root,
    stdout: "pipe",
    stderr: "pipe",
  });
  if (build.exitCode !== 0) throw new Error(`build failed: ${build.stderr.toString()}`);
});
afterAll(() => dir.cleanup());

async function freePort(): Promise<number> {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = server.port ?? 0;
  await server.stop(true);
  return port;
}

async function waitForHealth(url: string, ms = 30_000): Promise<Response> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {}
    if (Date.now() > deadline) throw new Error(`no answer from ${url}`);
    await Bun.sleep(100);
  }
}

describe("compiled binary", () => {
  test("serves /health on an empty database, seeds demo data, prints a key stored only as a hash", async () => {
    const dataDir = join(dir.path, "serve");
    const port = await freePort();
    const proc = Bun.spawn([binary, "serve"], {
      env: {
        PATH: process.env.PATH ?? "",
        DATA_DIR: dataDir,
        PORT: String(port),
        // Not the default ALT_PORT (3001): a server the developer runs must not fail this test.
        ALT_PORT: "0",
        HOST: "127.0.0.1",
        DEMO_PEOPLE: "150",
      },
      stdout: "pipe",
      stderr: "pipe",
    });
    try {
      const res = await waitForHealth(`http://127.0.0.1:${port}/health`);
      const body = (await res.json()) as { companies: number };
      expect(body).toMatchObject({ status: "ok", database: { ok: true }, people: 150 });
      expect(body.companies).toBeGreaterThan(0);
      const h = await fetch(`http://127.0.0.1:${port}/health`);
      expect(h.status).toBe(200);
      // The web console and its bundle are embedded in the executable.
      const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      expect(html).toContain("prospector console");
      const script = /src="([^"]+\.js)"/.exec(html)?.[1] as string;
      const bundle = await fetch(`http://127.0.0.1:${port}${script}`);
      expect(bundle.status).toBe(200);
      expect((await bundle.text()).length).toBeGreaterThan(10_000);
    } finally {
      proc.kill("SIGTERM");
      await proc.exited;
    }
    const stdout = await new Response(proc.stdout).text();
    const key = /lk_[0-9A-Za-z]{40}/.exec(stdout)?.[0];
    expect(key).toBeDefined();
    expect(stdout).toContain(`curl -H "Authorization: Bearer ${key}"`);
    for (const suffix of ["", "-wal", "-shm"]) {
      let bytes = "";
      try {
        bytes = readFileSync(join(dataDir, `prospector.db${suffix}`), "latin1");
      } catch {}
      expect(bytes.includes(key ?? "lk_")).toBe(false);
    }
  });

  test("a second start keeps the data and prints no new key", async () => {
    const dataDir = join(dir.path, "serve");
    const port = await freePort();
    const proc = Bun.spawn([binary], {
      env: {
        PATH: process.env.PATH ?? "",
        DATA_DIR: dataDir,
        PORT: String(port),
        ALT_PORT: "0",
        HOST: "127.0.0.1",
      },
      stdout: "pipe",
      stderr: "pipe",
    });
    try {
      const body = (await (await waitForHealth(`http://127.0.0.1:${port}/health`)).json()) as {
        people: number;
      };
      expect(body.people).toBe(150);
      const health = Bun.spawnSync([binary, "health"], {
        env: { PATH: process.env.PATH ?? "", PORT: String(port) },
      });
      expect(health.exitCode).toBe(0);
    } finally {
      proc.kill("SIGTERM");
      await proc.exited;
    }
    expect(await new Response(proc.stdout).text()).not.toContain("lk_");
  });

  test("imports a file into an empty database", () => {
    const file = join(dir.path, "people.jsonl");
    writeFileSync(
      file,
      `${JSON.stringify({ pnet_url: "https://www.pnet.example/in/a", name: "Ada Example" })}\n${JSON.stringify({ pnet_url: "https://www.pnet.example/in/b", name: "Bo Example" })}\n`,
    );
    const r = Bun.spawnSync([binary, "import", "people", file], {
      env: { PATH: process.env.PATH ?? "", DATABASE_PATH: join(dir.path, "import.db"), LOG_LEVEL: "silent" },
    });
    expect(r.stdout.toString()).toContain("read 2, imported 2, updated 0, skipped 0");
    expect(r.exitCode).toBe(0);
  });
});
