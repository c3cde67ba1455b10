/**
 * Parquet files as today's writers make them (issue 44): DuckDB, Spark and pyarrow write ZSTD by
 * default, others GZIP or BROTLI; each imports like an uncompressed one. A codec this build does
 * not read (LZ4) is refused with a message naming it and what to write instead.
 */
import { afterAll, expect, test } from "bun:test";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { parquetWriteFile } from "hyparquet-writer";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { peopleSource } from "../../src/domain/import/formats/source.ts";
import { importPeopleFile } from "../../src/domain/import/import.ts";
import { runCli, tempDir } from "../helpers/server.ts";

const dir = tempDir();
afterAll(() => dir.cleanup());

const MAPPING = join(dir.path, "m.json");
await Bun.write(
  MAPPING,
  JSON.stringify({ fields: { pnet_url: { from: "url", transform: "url" }, name: "name" } }),
);

function write(codec: "ZSTD" | "GZIP" | "BROTLI" | "LZ4" | "UNCOMPRESSED", rows = 50): string {
  const filename = join(dir.path, `people-${codec}.parquet`);
  parquetWriteFile({
    filename,
    codec,
    compressors: {
      ZSTD: (b: Uint8Array) => new Uint8Array(Bun.zstdCompressSync(b)),
      GZIP: (b: Uint8Array) => new Uint8Array(gzipSync(b)),
      BROTLI: (b: Uint8Array) => new Uint8Array(brotliCompressSync(b)),
      LZ4: (b: Uint8Array) => b,
    },
    columnData: [
      { name: "url", data: Array.from({ length: rows }, (_, i) => `pnet.example/in/p-${i}`), type: "STRING" },
      { name: "name", data: Array.from({ length: rows }, (_, i) => `Person Number${i}`), type: "STRING" },
    ],
  });
  return filename;
}

for (const codec of ["ZSTD", "GZIP", "BROTLI"] as const)
  test(`a ${codec} Parquet file imports like an uncompressed one (one thread and workers)`, async () => {
    const file = write(codec);
    for (const workers of [0, 2]) {
      const storage = await openStorage(
        loadConfig({ DATABASE_PATH: join(dir.path, `${codec}-${workers}.db`), LOG_LEVEL: "silent" }),
      );
      try {
        const source = await peopleSource(file, "parquet", MAPPING);
        const summary = await importPeopleFile(storage, file, { workers }, { bytes: 0 }, source);
        expect(summary).toMatchObject({ imported: 50, skipped: 0 });
        expect((await storage.people.getByUrl("pnet.example/in/p-49"))?.name).toBe("Person Number49");
      } finally {
        await storage.close();
      }
    }
  }, 60_000);

test("an LZ4 Parquet file is refused with one line naming the codec", async () => {
  const file = write("LZ4");
  const r = await runCli(["import", "people", file, "--mapping", MAPPING], {
    DATABASE_PATH: join(dir.path, "lz4.db"),
  });
  expect(r.code).not.toBe(0);
  expect(r.stderr).toContain("is compressed with LZ4, which prospector does not read");
  expect(r.stderr).not.toContain("    at ");
}, 60_000);
