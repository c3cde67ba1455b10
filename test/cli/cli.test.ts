/** The CLI from source: start-up errors, seed, import with a bad line, export. */
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli, tempDir } from "../helpers/server.ts";

const dir = tempDir();
afterAll(() => dir.cleanup());

describe("prospector CLI", () => {
  test("a bad configuration value stops start-up with one line naming the variable", async () => {
    const r = await runCli(["serve"], { PORT: "not-a-port", DATA_DIR: dir.path });
    expect(r.code).not.toBe(0);
    expect(r.stderr.trim().split("\n")).toEqual([
      'prospector: configuration error: PORT: must be a whole number, got "not-a-port"',
    ]);
  });

  test("health takes a base URL, checks /health under it, and fails on anything but a healthy JSON", async () => {
    const site = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch(req) {
        const path = new URL(req.url).pathname;
        if (path === "/health" || path === "/prefix/health") return Response.json({ status: "ok" });
        if (path === "/html/health") return new Response("<html>console</html>");
        return new Response("<html>console</html>");
      },
    });
    try {
      const base = `http://127.0.0.1:${site.port}`;
      for (const url of [base, `${base}/`, `${base}/health`, `${base}/prefix`])
        expect((await runCli(["health", url], { DATA_DIR: dir.path })).code).toBe(0);
      const html = await runCli(["health", `${base}/html`], { DATA_DIR: dir.path });
      expect(html.code).toBe(1);
      expect(html.stderr).toContain("not a healthy /health JSON");
    } finally {
      await site.stop(true);
    }
  });

  test("an unknown command prints usage and exits 64", async () => {
    const r = await runCli(["frobnicate"], { DATA_DIR: dir.path });
    expect(r.code).toBe(64);
    expect(r.stderr).toContain("unknown command");
  });

  test("import --workers takes 0 (one thread) to 32 and refuses anything else with usage", async () => {
    const file = join(dir.path, "workers.jsonl");
    writeFileSync(
      file,
      `${JSON.stringify({ pnet_url: "https://www.pnet.example/in/w-1", name: "Wen One" })}\n`,
    );
    const env = { DATABASE_PATH: join(dir.path, "workers.db") };
    for (const [value, message] of [
      ["many", '--workers must be a whole number, got "many"'],
      ["33", "--workers must be at most 32, got 33"],
    ] as const) {
      const r = await runCli(["import", "people", file, "--workers", value], env);
      expect(r.code).toBe(64);
      expect(r.stderr).toContain(message);
    }
    for (const workers of ["0", "2"]) {
      const r = await runCli(["import", "people", file, "--workers", workers], env);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("read 1, imported");
    }
  });

  test("seed, export, import with a malformed line (non-zero exit, line reported)", async () => {
    const source = join(dir.path, "source.db");
    const seeded = await runCli(["seed", "--people", "200", "--seed", "4"], { DATABASE_PATH: source });
    // Nothing but progress lines (a slow machine prints one every few seconds).
    expect(seeded.stderr.split("\n").filter((l) => l !== "" && !l.startsWith("seed: "))).toEqual([]);
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain("seeded 200 people");
    const again = await runCli(["seed", "--people", "10"], { DATABASE_PATH: source });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already holds 200 people");

    const file = join(dir.path, "people.jsonl");
    const exported = await runCli(["export", "people", file], { DATABASE_PATH: source });
    expect(exported.code).toBe(0);
    const lines = readFileSync(file, "utf8").trim().split("\n");
    expect(lines.length).toBe(200);
    lines.splice(41, 0, '{"name": "broken"');
    writeFileSync(file, `${lines.join("\n")}\n`);

    const imported = await runCli(["import", "people", file], { DATABASE_PATH: join(dir.path, "target.db") });
    expect(imported.code).toBe(2);
    expect(imported.stderr).toContain("line 42: invalid JSON");
    expect(imported.stdout).toContain("read 201, imported 200, updated 0, skipped 1");
    // An export re-imported is taken exactly as given: no warnings.
    expect(imported.stdout).not.toContain("warnings:");
  });

  test("unknown fields and unreadable dates are warnings with counts; the import still succeeds", async () => {
    const file = join(dir.path, "warned.jsonl");
    const person = (i: number, extra: Record<string, unknown>) =>
      JSON.stringify({
        pnet_url: `https://www.pnet.example/in/warned-${i}`,
        name: `Warned Person ${i}`,
        ...extra,
      });
    writeFileSync(
      file,
      [
        person(1, { favourite_colour: "teal" }),
        person(2, { favourite_colour: "red", shoe_size: 44 }),
        person(3, { experience: [{ position_title: "Engineer", date_from: "sometime in spring" }] }),
        person(4, {}),
      ].join("\n"),
    );
    const r = await runCli(["import", "people", file], { DATABASE_PATH: join(dir.path, "warned.db") });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("read 4, imported 4, updated 0, skipped 0");
    expect(r.stdout).toContain("warnings: 3 imported lines");
    expect(r.stdout).toContain('2 x unknown field "favourite_colour" (ignored)');
    expect(r.stdout).toContain('1 x unknown field "shoe_size" (ignored)');
    expect(r.stdout).toContain("1 x unreadable date in experience[].date_from (kept as text)");
    expect(r.stderr).toContain('line 3: warning: experience[0].date_from "sometime in spring" is not a date');
  });

  test("import of a missing file is a clear error", async () => {
    const r = await runCli(["import", "people", join(dir.path, "nope.jsonl")], {
      DATABASE_PATH: join(dir.path, "x.db"),
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("no such file");
  });
});

describe("prospector keys and credits", () => {
  test("create (shown once), list (prefix only), top up, show, revoke", async () => {
    const env = { DATABASE_PATH: join(dir.path, "keys.db") };
    const created = await runCli(
      ["keys", "create", "--tier", "tier1", "--free-credits", "25", "--name", "ci"],
      env,
    );
    expect(created.code).toBe(0);
    const key = created.stdout.trim();
    expect(key).toMatch(/^lk_[0-9A-Za-z]{40}$/);

    const list = await runCli(["keys", "list"], env);
    expect(list.stdout).toContain(key.slice(0, 9));
    expect(list.stdout).not.toContain(key);
    expect(list.stdout).toMatch(/\ttier1\t25\t-\t-\tactive\tci/);

    const topup = await runCli(["credits", "topup", key, "100"], env);
    expect(topup.stdout).toContain("balance 125");
    const shown = JSON.parse((await runCli(["credits", "show", "1"], env)).stdout);
    expect(shown).toMatchObject({ id: 1, tier: "tier1", credits: 125 });
    expect(shown.last_topup_at).not.toBeNull();

    expect((await runCli(["keys", "revoke", "1"], env)).stdout).toContain("revoked key 1");
    expect((await runCli(["keys", "list"], env)).stdout).toContain("revoked");
  });

  test("bad arguments are usage errors", async () => {
    const env = { DATABASE_PATH: join(dir.path, "keys2.db") };
    expect((await runCli(["keys", "create", "--tier", "gold"], env)).code).toBe(64);
    expect(
      (await runCli(["keys", "create", "--tier", "free", "--credits", "1", "--free-credits", "1"], env)).code,
    ).toBe(64);
    expect((await runCli(["credits", "topup", "42", "10"], env)).stderr).toContain("no API key with id 42");
    // A key born expired (a typo for a later year) is refused, not created unusable.
    const past = await runCli(["keys", "create", "--tier", "tier1", "--expires", "2020-01-01"], env);
    expect(past.code).toBe(64);
    expect(past.stderr).toContain("--expires must be in the future");
    expect((await runCli(["keys", "list"], env)).stdout).not.toContain("2020-01-01");
  });
});

describe("prospector backup and check", () => {
  test("an online backup opens as a database with the same data; check passes on both", async () => {
    const env = { DATABASE_PATH: join(dir.path, "live.db") };
    await runCli(["seed", "--people", "30"], env);
    await runCli(["keys", "create", "--tier", "tier1", "--credits", "40"], env);
    const copy = join(dir.path, "backup.db");
    const backup = await runCli(["backup", copy], env);
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain("backed up");
    const again = await runCli(["backup", copy], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists");
    // A directory that does not exist, or a file where it should be: one line saying so, no stack
    // (it was "prospector: SQLiteError: unable to open database: ..." and four "at" lines).
    for (const target of [join(dir.path, "no-such-dir", "b.db"), join(copy, "b.db")]) {
      const refused = await runCli(["backup", target], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`cannot write the backup to ${target}`);
      expect(refused.stderr).not.toMatch(/^\s+at /m);
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    }
    for (const path of [env.DATABASE_PATH, copy]) {
      const check = await runCli(["check"], { DATABASE_PATH: path });
      expect(check.code).toBe(0);
      expect(check.stdout).toContain("integrity_check: ok");
      expect(check.stdout).toContain("every key's balance equals the sum of its ledger");
    }
    const exported = await runCli(["export", "people", "-"], { DATABASE_PATH: copy });
    expect(exported.stdout.trim().split("\n").length).toBe(30);
  });

  test("check, backup and export of a database that is not there: exit 1, one line, nothing created", async () => {
    // A mistyped DATABASE_PATH was created on the spot: check answered "integrity_check: ok", backup
    // copied the new empty database and export wrote 0 people, each with exit 0.
    const missing = join(dir.path, "typo", "prospector.db");
    for (const args of [["check"], ["backup", join(dir.path, "typo-backup.db")], ["export", "people", "-"]]) {
      const r = await runCli(args, { DATABASE_PATH: missing });
      expect({ args, code: r.code }).toEqual({ args, code: 1 });
      expect(r.stderr.trim()).toBe(
        `prospector: no database at ${missing}: set DATABASE_PATH (or DATA_DIR) to where it is`,
      );
      expect(r.stdout).toBe("");
      expect(existsSync(missing)).toBe(false);
      expect(existsSync(join(dir.path, "typo-backup.db"))).toBe(false);
    }
  });

  test("check fails when a balance no longer matches its ledger", async () => {
    const path = join(dir.path, "tampered.db");
    await runCli(["keys", "create", "--tier", "tier1", "--credits", "40"], { DATABASE_PATH: path });
    const { Database } = await import("bun:sqlite");
    const db = new Database(path);
    db.run("UPDATE api_keys SET credits = credits + 1");
    db.close();
    const check = await runCli(["check"], { DATABASE_PATH: path });
    expect(check.code).toBe(1);
    expect(check.stdout).toContain("do not reconcile");
  });
});

describe("every command on PostgreSQL (DATABASE_URL)", () => {
  test("seed, export, import, keys, credits, check, migrate, backup against a PostgreSQL database", async () => {
    const { freshDatabase } = await import("../helpers/postgres.ts");
    const env = { DATABASE_URL: await freshDatabase(), DATA_DIR: dir.path };
    const seeded = await runCli(["seed", "--people", "150", "--seed", "4"], env);
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain("seeded 150 people");
    const file = join(dir.path, "pg-export.jsonl");
    expect((await runCli(["export", "people", file], env)).code).toBe(0);
    // Into a second, empty database: the rows are there for any PostgreSQL client to see.
    const target = { ...env, DATABASE_URL: await freshDatabase() };
    const imported = await runCli(["import", "people", file], target);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain("read 150, imported 150, updated 0, skipped 0");
    const postgres = (await import("postgres")).default;
    const sql = postgres(target.DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql`SELECT count(*)::int AS n, count(DISTINCT pnet_key)::int AS keys FROM people`;
      expect(row).toEqual({ n: 150, keys: 150 });
    } finally {
      await sql.end();
    }
    const again = join(dir.path, "pg-export-2.jsonl");
    expect((await runCli(["export", "people", again], target)).code).toBe(0);
    expect(readFileSync(again, "utf8")).toBe(readFileSync(file, "utf8"));
    const key = await runCli(["keys", "create", "--tier", "tier2", "--credits", "100"], target);
    expect(key.code).toBe(0);
    expect((await runCli(["check"], target)).code).toBe(0);
    const migrate = await runCli(["migrate"], target);
    expect(migrate.stdout).toContain("is up to date");
    const backup = await runCli(["backup", join(dir.path, "pg.backup")], target);
    expect(backup.code).not.toBe(0);
    expect(backup.stderr).toContain("pg_dump");
  }, 120_000);
});
