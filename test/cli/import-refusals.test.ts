/**
 * Import files refused with the right sentence (issue 42): a Latin-1 CSV (it used to import with
 * U+FFFD in every accented name, exit 0), a Parquet file with a zero-length footer (an internal
 * TypeError), `--mapping constructor` / `__proto__` (Object's own properties taken for built-in
 * mappings), a directory ("no such file"). Real files, the CLI from source, real SQLite files.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { openSqliteStorage } from "../../src/db/sqlite/storage.ts";
import { compile, MappingError, parseMappingFile } from "../../src/domain/import/formats/mapping.ts";
import { readParquetEntries } from "../../src/domain/import/formats/parquet.ts";
import { importPeopleFile } from "../../src/domain/import/import.ts";
import { firstNonUtf8Line } from "../../src/domain/import/lines.ts";
import { runCli, tempDir } from "../helpers/server.ts";

const dir = tempDir();
afterAll(() => dir.cleanup());
let n = 0;
const env = () => ({ DATABASE_PATH: join(dir.path, `r${++n}.db`) });
const latin1 = (text: string) => Buffer.from(text, "latin1");

describe("a file that is not UTF-8", () => {
  const rows = "pnet_url,name\nhttps://www.pnet.example/in/jose-garcia,José García\n";

  test("a Latin-1 CSV (and .csv.gz, and JSON lines) is refused before anything is written, naming the line", async () => {
    const csv = join(dir.path, "latin1.csv");
    writeFileSync(csv, latin1(rows));
    writeFileSync(`${csv}.gz`, gzipSync(latin1(rows)));
    const jsonl = join(dir.path, "latin1.jsonl");
    writeFileSync(
      jsonl,
      latin1(`${JSON.stringify({ pnet_url: "https://www.pnet.example/in/z", name: "Zoë" })}\n`),
    );
    for (const [file, line] of [
      [csv, 2],
      [`${csv}.gz`, 2],
      [jsonl, 1],
    ] as const) {
      const target = env();
      const r = await runCli(["import", "people", file], target);
      expect([file, r.code]).toEqual([file, 1]);
      expect(r.stderr.trim()).toBe(
        `${file} is not UTF-8 text: line ${line} holds bytes that are not (another encoding, e.g. Latin-1?); convert the file first (e.g. iconv -f latin1 -t utf-8)`,
      );
      expect(r.stdout).toBe("");
    }
    // The same file in UTF-8 imports, accents and all.
    const utf8 = join(dir.path, "utf8.csv");
    writeFileSync(utf8, rows);
    const target = env();
    const r = await runCli(["import", "people", utf8], target);
    expect(r.stdout).toContain("read 1, imported 1");
    const storage = openSqliteStorage(target.DATABASE_PATH);
    try {
      const id = (await storage.people.findIdByUrl("https://www.pnet.example/in/jose-garcia")) as number;
      expect((await storage.people.get(id))?.name).toBe("José García");
    } finally {
      storage.close();
    }
  });

  test("UTF-8 whose character the first MiB's end cuts in two is UTF-8; a truncated .gz is the import's to report", async () => {
    // "é" (c3 a9) at bytes 2^20 - 1 and 2^20: the check reads exactly 1 MiB (16 pieces of 64 KiB).
    let text = "pnet_url,name\n";
    for (let i = 0; Buffer.byteLength(text) < (1 << 20) - 200; i++)
      text += `https://www.pnet.example/in/p-${i},Person ${i}\n`;
    const prefix = "https://www.pnet.example/in/edge,";
    text += `${prefix}${"a".repeat((1 << 20) - 1 - Buffer.byteLength(text) - prefix.length)}é\n`;
    const file = join(dir.path, "edge.csv");
    writeFileSync(file, text);
    writeFileSync(`${file}.gz`, gzipSync(text));
    expect(Buffer.from(text).subarray((1 << 20) - 1, (1 << 20) + 1)).toEqual(Buffer.from("é"));
    expect(await firstNonUtf8Line(file)).toBeNull();
    expect(await firstNonUtf8Line(`${file}.gz`)).toBeNull();
    // A Latin-1 letter just before is found, on its line (a lone first byte of a character at
    // the very end could be either, and is let through to the reader's own check).
    writeFileSync(file, Buffer.concat([Buffer.from(text.slice(0, -3)), latin1("éa\n")]));
    expect(await firstNonUtf8Line(file)).toBe(text.split("\n").length - 1);
    // A .gz broken off inside a character: not taken for another encoding, nor a stack trace.
    const broken = join(dir.path, "broken.csv.gz");
    writeFileSync(broken, gzipSync(text).subarray(0, 2000));
    const r = await runCli(["import", "people", broken, "--workers", "0"], env());
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split("\n").at(-1)).toBe("import stopped after line 0: unexpected end of file");
  });

  test("a record past the first MiB that is not UTF-8 is a bad record, on one thread and on workers", async () => {
    const file = join(dir.path, "late.csv");
    const good = Array.from(
      { length: 12_000 },
      (_, i) => `https://www.pnet.example/in/utf8-${i},Person Number ${i} ${"x".repeat(80)}`,
    );
    writeFileSync(
      file,
      Buffer.concat([
        Buffer.from(`pnet_url,name\n${good.join("\n")}\n`),
        latin1("https://www.pnet.example/in/late-latin1,Renée Noël\n"),
        Buffer.from("https://www.pnet.example/in/after,After Person\n"),
      ]),
    );
    for (const workers of [0, 1]) {
      const storage = openSqliteStorage(join(dir.path, `late${workers}.db`));
      try {
        const bad: string[] = [];
        const summary = await importPeopleFile(
          storage,
          file,
          { workers, onBadLine: (b) => bad.push(`line ${b.line}: ${b.reason}`) },
          { bytes: 0 },
          { container: "csv", mapping: null },
        );
        expect(bad).toEqual([
          "line 12002: not UTF-8 text (another encoding, e.g. Latin-1: convert the file to UTF-8)",
        ]);
        expect(summary).toMatchObject({ read: 12_002, imported: 12_001, skipped: 1 });
        expect(await storage.people.findIdByUrl("https://www.pnet.example/in/late-latin1")).toBeNull();
      } finally {
        storage.close();
      }
    }
  }, 120_000);
});

test("a Parquet file whose footer is empty, too long or garbage: one clear line, exit 1, from the CLI and from the reader", async () => {
  const parquet = (name: string, footer: Buffer, length: number) => {
    const file = join(dir.path, name);
    const size = Buffer.alloc(4);
    size.writeUInt32LE(length);
    writeFileSync(file, Buffer.concat([Buffer.from("PAR1xxxxxxxx"), footer, size, Buffer.from("PAR1")]));
    return file;
  };
  const cases = [
    [parquet("empty-footer.parquet", Buffer.alloc(0), 0), "its footer (the file's metadata) is empty"],
    [
      parquet("long-footer.parquet", Buffer.alloc(0), 255),
      "its footer claims 255 bytes, more than the file holds",
    ],
    [
      parquet("garbage-footer.parquet", Buffer.from("garbage!"), 8),
      "its footer (the file's metadata) cannot be decoded",
    ],
  ] as const;
  for (const [file, why] of cases) {
    for (const workers of ["0", "1"]) {
      const target = env();
      const r = await runCli(["import", "people", file, "--workers", workers], target);
      expect([file, r.code]).toEqual([file, 1]);
      // One line, saying the file is at fault (hyparquet's own words after it, if any).
      expect(r.stderr.trim()).toStartWith(`${file} is not a readable Parquet file: ${why}`);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).not.toMatch(/TypeError|RangeError|undefined|\n\s+at /);
      expect(existsSync(target.DATABASE_PATH)).toBe(false);
    }
    await expect(readParquetEntries(file).next()).rejects.toThrow(
      `${file} is not a readable Parquet file: ${why}`,
    );
  }
});

test("--mapping names Object's own properties: no such built-in mapping, and no such file", async () => {
  const file = join(dir.path, "people.csv");
  writeFileSync(file, "pnet_url,name\nhttps://www.pnet.example/in/m,Em\n");
  for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
    const r = await runCli(["import", "people", file, "--mapping", name], env());
    expect([name, r.code]).toEqual([name, 1]);
    expect(r.stderr.trim()).toBe(
      `--mapping ${name}: no built-in mapping of that name (pdl, coresignal) and no such file`,
    );
  }
  // A mapping file may not reach Object's prototype either, nor read it from a record.
  expect(() =>
    parseMappingFile(JSON.stringify({ fields: { "__proto__.polluted": "name" } }), "m.json"),
  ).toThrow(MappingError);
  const read = compile({ fields: { pnet_url: "url", name: "constructor" } }).convert({ url: "u" });
  expect(read.name ?? null).toBeNull();
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test("a directory given as the file is reported as a directory, not as missing", async () => {
  const folder = join(dir.path, "a-folder");
  mkdirSync(folder);
  for (const kind of ["people", "companies", "reactions"]) {
    const r = await runCli(["import", kind, folder], env());
    expect([kind, r.code]).toEqual([kind, 1]);
    expect(r.stderr.trim()).toBe(`${folder} is a directory: give the file to import`);
  }
  const mapping = await runCli(
    ["import", "people", join(dir.path, "people.csv"), "--mapping", folder],
    env(),
  );
  expect(mapping.code).toBe(1);
  expect(mapping.stderr.trim()).toBe(`--mapping ${folder}: is a directory, not a mapping file`);
});
