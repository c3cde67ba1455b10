/**
 * A resumable import, on both engines: an import killed with SIGKILL in the middle is continued
 * with --resume, and the database then exports exactly what a clean import of the same file
 * exports (same people, same ids, same contacts). The marker is what the killed run committed.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { runCli, tempDir } from "../helpers/server.ts";

const PEOPLE = 12_000;
const dir = tempDir();
afterAll(() => dir.cleanup());

const file = join(dir.path, "people.jsonl");
let prepared = false;
async function input() {
  if (prepared) return;
  const source = { DATA_DIR: join(dir.path, "source") };
  expect((await runCli(["seed", "--people", String(PEOPLE), "--seed", "23"], source, 180_000)).code).toBe(0);
  expect((await runCli(["export", "people", file], source, 180_000)).code).toBe(0);
  prepared = true;
}

/** The import marker of the people file, read from the database the killed import writes. */
async function marker(env: Record<string, string>): Promise<{ line: number; done: boolean } | null> {
  const storage = await openStorage(loadConfig({ ...env, LOG_LEVEL: "silent", DEMO_PEOPLE: "0" }));
  try {
    const { fileIdentity } = await import("../../src/domain/import/resume.ts");
    const text = await storage.meta.get(`import:people:${await fileIdentity(file)}`);
    return text ? (JSON.parse(text) as { line: number; done: boolean }) : null;
  } finally {
    await storage.close();
  }
}

async function exported(env: Record<string, string>, name: string): Promise<string> {
  const out = join(dir.path, `${name}.jsonl`);
  expect((await runCli(["export", "people", out], env, 180_000)).code).toBe(0);
  return readFileSync(out, "utf8");
}

describe.each(["sqlite", "postgres"] as const)("%s", (engine) => {
  test("kill -9 in the middle, --resume, and the export equals a clean import's", async () => {
    await input();
    const envFor = async (name: string): Promise<Record<string, string>> =>
      engine === "postgres"
        ? { DATA_DIR: join(dir.path, name), DATABASE_URL: await freshDatabase() }
        : { DATA_DIR: join(dir.path, name) };
    const clean = await envFor(`${engine}-clean`);
    expect((await runCli(["import", "people", file], clean, 300_000)).code).toBe(0);

    const resumed = await envFor(`${engine}-resumed`);
    // Migrate first, so the test can read the marker while the import runs.
    expect((await runCli(["migrate"], resumed)).code).toBe(0);
    const proc = Bun.spawn(
      [process.execPath, "src/main.ts", "import", "people", file, "--batch-size", "500"],
      {
        cwd: join(import.meta.dir, "..", ".."),
        env: { ...process.env, LOG_LEVEL: "silent", ...resumed },
        stdout: "ignore",
        stderr: "ignore",
      },
    );
    let seen: { line: number; done: boolean } | null = null;
    for (let i = 0; i < 600 && !(seen && seen.line >= 3000); i++) {
      await Bun.sleep(50);
      seen = await marker(resumed);
    }
    proc.kill("SIGKILL");
    await proc.exited;
    const killedAt = await marker(resumed);
    expect(killedAt?.done).toBe(false);
    expect(killedAt?.line).toBeGreaterThanOrEqual(3000);
    expect(killedAt?.line).toBeLessThan(PEOPLE);

    const again = await runCli(
      ["import", "people", file, "--resume", "--batch-size", "500"],
      resumed,
      300_000,
    );
    expect(again.code).toBe(0);
    expect(again.stderr).toContain(`resuming after line ${killedAt?.line}`);
    expect(again.stdout).toContain(
      `resumed after line ${killedAt?.line}: read ${PEOPLE - (killedAt?.line ?? 0)}`,
    );
    expect((await marker(resumed))?.done).toBe(true);

    const want = await exported(clean, `${engine}-clean-export`);
    const got = await exported(resumed, `${engine}-resumed-export`);
    expect(got.split("\n").length).toBe(PEOPLE + 1);
    expect(got === want).toBe(true);
  }, 600_000);
});

test("without --resume an unfinished import is named, and the file imports from the start", async () => {
  await input();
  const env = { DATA_DIR: join(dir.path, "hint") };
  expect((await runCli(["migrate"], env)).code).toBe(0);
  const storage = await openStorage(loadConfig({ ...env, LOG_LEVEL: "silent", DEMO_PEOPLE: "0" }));
  const { fileIdentity, ImportProgressStore } = await import("../../src/domain/import/resume.ts");
  await new ImportProgressStore(storage.meta, "people", await fileIdentity(file), file).committed(5000);
  await storage.close();
  const run = await runCli(["import", "people", file], env, 300_000);
  expect(run.code).toBe(0);
  expect(run.stderr).toContain("an earlier import of this file stopped after line 5000");
  expect(run.stdout).toContain(`read ${PEOPLE},`);
}, 300_000);
