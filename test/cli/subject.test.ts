/**
 * `prospector subject ...` from source over a seeded SQLite file: find, export to a file, erase with
 * a reason, the erasure log, and an import that reports the erased person as suppressed.
 */
import { afterAll, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runCli, tempDir } from "../helpers/server.ts";

const dir = tempDir();
const env = { DATA_DIR: dir.path };
afterAll(() => dir.cleanup());

test("find, export, erase, the log, and a suppressed re-import", async () => {
  expect((await runCli(["seed", "--people", "120", "--seed", "5"], env)).code).toBe(0);
  const file = join(dir.path, "people.jsonl");
  expect((await runCli(["export", "people", file], env)).code).toBe(0);
  const first = JSON.parse(readFileSync(file, "utf8").split("\n")[0] as string) as {
    id: number;
    name: string;
    pnet_url: string;
  };

  const usage = await runCli(["subject", "find"], env);
  expect(usage.code).toBe(1);
  expect(usage.stderr).toContain("exactly one of email, phone, url or name");
  expect((await runCli(["subject"], env)).code).toBe(64);

  const found = await runCli(["subject", "find", "--name", first.name.toUpperCase()], env);
  expect(found.code).toBe(0);
  const matches = (JSON.parse(found.stdout) as { matches: { id: number }[] }).matches;
  expect(matches.map((m) => m.id)).toContain(first.id);

  const out = join(dir.path, "subject.json");
  expect((await runCli(["subject", "export", String(first.id), out], env)).code).toBe(0);
  expect((JSON.parse(readFileSync(out, "utf8")) as { record: { pnet_url: string } }).record.pnet_url).toBe(
    first.pnet_url,
  );

  const noReason = await runCli(["subject", "erase", String(first.id)], env);
  expect(noReason.code).toBe(64);
  const erased = await runCli(
    ["subject", "erase", String(first.id), "--reason", "asked by email", "--by", "ops"],
    env,
  );
  expect(erased.code).toBe(0);
  expect(JSON.parse(erased.stdout)).toMatchObject({
    personId: first.id,
    reason: "asked by email",
    requestedBy: "ops",
  });
  const missing = await runCli(["subject", "export", String(first.id)], env);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain(`No stored person with id ${first.id}`);

  const log = JSON.parse((await runCli(["subject", "erasures"], env)).stdout) as {
    erasures: { personId: number }[];
  };
  expect(log.erasures.map((e) => e.personId)).toEqual([first.id]);

  const again = await runCli(["import", "people", file], env);
  expect(again.code).toBe(0);
  expect(again.stdout + again.stderr).toContain("suppressed 1");
}, 120_000);
