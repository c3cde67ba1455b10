/**
 * `prospector identify FILE.csv > matches.jsonl` from source: one JSON line per row on stdout in the
 * file's order (best match, score, explanation), progress on stderr; `identify index` and
 * `identify train FILE`; a file it cannot read is a usage error.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { openSqliteStorage } from "../../src/db/sqlite/storage.ts";
import { runCli, tempDir } from "../helpers/server.ts";
import { PEOPLE, seedIdentifyFixture } from "../http/identify-fixture.ts";

const dir = tempDir();
const env = { DATA_DIR: dir.path, DEMO_PEOPLE: "0" };
beforeAll(async () => {
  const storage = openSqliteStorage(join(dir.path, "prospector.db"));
  await seedIdentifyFixture(storage, 800);
  await storage.close();
}, 120_000);
afterAll(() => dir.cleanup());

describe("prospector identify", () => {
  test("index builds the index; a CSV file gives one JSON line per row, in order", async () => {
    const indexed = await runCli(["identify", "index"], env);
    expect(indexed.code).toBe(0);
    expect(indexed.stderr).toContain("identify index up to date");
    const file = join(dir.path, "crm.csv");
    writeFileSync(
      file,
      "Full Name,Company,Owner\nBill Harrington,Quokka Ledger,ana\nJames Smith,Wrenfield Insurance,bo\nWilliam,,cy\nZebulon Quixwright,Nowhere,dee\n",
    );
    const r = await runCli(["identify", file, "--min-score", "0.5"], env);
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.row)).toEqual([0, 1, 2, 3]);
    expect(lines.map((l) => l.status)).toEqual(["matched", "matched", "invalid", "no_match"]);
    expect(lines[0].person.pnet_url).toBe(PEOPLE.harrington.pnet_url);
    expect(lines[1].person.pnet_url).toBe(PEOPLE.smithLondon.pnet_url);
    expect(lines[0].explanation.find((f: { field: string }) => f.field === "first_name").agreement).toBe(
      "nickname",
    );
    expect(lines[0].input).toEqual({ name: "Bill Harrington", company: "Quokka Ledger" });
    expect(r.stderr).toContain("identified 4 rows: 2 matched");
  }, 120_000);

  test("train FILE: m and rho by EM over the file's rows", async () => {
    const file = join(dir.path, "crm.jsonl");
    writeFileSync(file, `${JSON.stringify({ name: "William Harrington", company: "Quokka Ledger" })}\n`);
    const r = await runCli(["identify", "train", file], env);
    expect(r.code).toBe(0);
    const model = JSON.parse(r.stdout) as { em: { rows: number } | null; rho: number };
    expect(model.em?.rows).toBeGreaterThan(0);
    expect(model.rho).toBeGreaterThan(0);
  }, 120_000);

  test("a file it cannot read, or a bad option, is a usage error (64)", async () => {
    const file = join(dir.path, "bad.csv");
    writeFileSync(file, "foo,bar\n1,2\n");
    const bad = await runCli(["identify", file], env);
    expect(bad.code).toBe(64);
    expect(bad.stderr).toContain("header");
    expect((await runCli(["identify", file, "--min-score", "2"], env)).code).toBe(64);
    // A missing file or a directory: one line naming it, as import says it; it was the fs error
    // with a stack trace of the command's source, exit 1.
    for (const [target, says] of [
      [join(dir.path, "nope.csv"), `no such file: ${join(dir.path, "nope.csv")}`],
      [dir.path, `${dir.path} is a directory: give the file to identify`],
    ] as const) {
      for (const args of [
        ["identify", target],
        ["identify", "train", target],
      ]) {
        const r = await runCli(args, env);
        expect({ args, code: r.code, stderr: r.stderr.trim() }).toEqual({
          args,
          code: 64,
          stderr: `prospector: ${says}`,
        });
      }
    }
  }, 60_000);
});
