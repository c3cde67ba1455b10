/**
 * Rough edges a new user met (issue 44): every command answers --help without touching a database,
 * the top-level help names the environment a deployment sets, and a server started on a port
 * another process holds is refused with one line (exit 1) instead of silently sharing it.
 */
import { afterAll, expect, test } from "bun:test";
import { join } from "node:path";
import { COMMAND_HELP } from "../../src/cli/help.ts";
import { freePort, runCli, tempDir } from "../helpers/server.ts";

const dir = tempDir();
afterAll(() => dir.cleanup());

test("every command has its own --help; the top-level help names the environment and import flags", async () => {
  // A database path that cannot be opened: --help must not need one.
  const env = { DATABASE_PATH: "/nonexistent/dir/p.db" };
  for (const command of Object.keys(COMMAND_HELP)) {
    const { code, stdout } = await runCli([command, "--help"], env);
    expect(code).toBe(0);
    expect(stdout).toContain(`usage: prospector ${command}`);
  }
  const top = await runCli(["--help"], env);
  expect(top.code).toBe(0);
  for (const word of [
    "DATABASE_URL",
    "REDIS_URL",
    "LLM_URL",
    "SOURCE_RULES",
    "WEBHOOKS_ALLOW_LOOPBACK",
    "--mapping",
    "--source",
  ])
    expect(top.stdout).toContain(word);
  expect((await runCli(["help", "import"], env)).stdout).toContain("--dry-run");
  expect((await runCli(["help", "constructor"], env)).stdout).toContain("usage: prospector [command]");
}, 120_000);

test("a second server on a port in use is refused with one line; PORT_SHARING shares it on purpose", async () => {
  const holder = Bun.serve({ port: 0, hostname: "0.0.0.0", fetch: () => new Response("other") });
  try {
    const env = {
      DATA_DIR: dir.path,
      DATABASE_PATH: join(dir.path, "p.db"),
      PORT: String(holder.port),
      ALT_PORT: String(await freePort()),
      DEMO_PEOPLE: "0",
    };
    const refused = await runCli(["serve"], env, 60_000);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split("\n")).toEqual([
      `prospector: configuration error: PORT: port ${holder.port} is already in use by another process: stop it, choose another PORT, or set PORT_SHARING=true to share the port on purpose`,
    ]);
  } finally {
    await holder.stop(true);
  }
  // A holder that shares its port, and a server told to share: both listen.
  const sharing = Bun.serve({
    port: 0,
    hostname: "0.0.0.0",
    reusePort: true,
    fetch: () => new Response("other"),
  });
  const server = Bun.spawn([process.execPath, "src/main.ts", "serve"], {
    cwd: join(import.meta.dir, "..", ".."),
    env: {
      ...process.env,
      LOG_LEVEL: "silent",
      DATA_DIR: dir.path,
      DATABASE_PATH: join(dir.path, "shared.db"),
      PORT: String(sharing.port),
      ALT_PORT: String(await freePort()),
      DEMO_PEOPLE: "0",
      PORT_SHARING: "true",
    },
    stdout: "ignore",
    stderr: "ignore",
  });
  try {
    let ours = false;
    for (let i = 0; i < 400 && !ours && server.exitCode === null; i++) {
      const body = await fetch(`http://127.0.0.1:${sharing.port}/health`, {
        keepalive: false,
        headers: { Connection: "close" },
      }).then(
        (r) => r.text(),
        () => "",
      );
      ours = body.includes('"status":"ok"');
      if (!ours) await Bun.sleep(100);
    }
    expect(ours).toBe(true);
  } finally {
    server.kill();
    await server.exited;
    await sharing.stop(true);
  }
}, 120_000);
