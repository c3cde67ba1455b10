/** `prospector import` reports what changed and `prospector changes` tails the log (issue 32). */
import { afterAll, expect, test } from "bun:test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli, tempDir } from "../helpers/server.ts";

const dir = tempDir();
afterAll(() => dir.cleanup());

test("a re-import with one changed headline: 1 change, the rest unchanged; `changes` prints it and a cursor", async () => {
  const env = { DATABASE_PATH: join(dir.path, "p.db"), DEMO_PEOPLE: "0" };
  expect((await runCli(["seed", "--people", "30"], env)).code).toBe(0);
  const file = join(dir.path, "people.jsonl");
  expect((await runCli(["export", "people", file], env)).code).toBe(0);
  const lines = readFileSync(file, "utf8").trim().split("\n");
  const first = JSON.parse(lines[0] as string);
  first.headline = "Board member and angel investor";
  lines[0] = JSON.stringify(first);
  writeFileSync(file, lines.join("\n"));
  const imported = await runCli(["import", "people", file], env);
  expect(imported.code).toBe(0);
  expect(imported.stdout).toContain("read 30, imported 0, updated 1, skipped 0");
  expect(imported.stdout).toContain(
    "changes: 1 detected (docs/changes.md); 29 people unchanged, not written again",
  );

  const tail = await runCli(["changes", "--types", "profile_updated"], env);
  expect(tail.code).toBe(0);
  const events = tail.stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    type: "profile_updated",
    person: { pnet_url: first.pnet_url },
    change: { field: "headline", after: "Board member and angel investor", source: "import people.jsonl" },
  });
  const cursor = /next cursor: (\S+)/.exec(tail.stderr)?.[1] as string;
  const after = await runCli(["changes", "--since", cursor], env);
  expect(after.stdout.trim()).toBe("");
  expect((await runCli(["changes", "--types", "promotion"], env)).code).toBe(64); // a usage error
}, 120_000);
