/**
 * Parquet people files, read with hyparquet one row group at a time, so memory holds one group's
 * rows whatever the file's size. Rows are numbered from 1 in file order (the "line" of reports and
 * resume markers). Nested columns (lists, structs) arrive as arrays and objects, so a vendor's
 * nested records map as from JSONL. Snappy-compressed files are read as they are; other codecs
 * (gzip, zstd, brotli) would need hyparquet-compressors, which is not included (docs/decisions.md).
 */
import { open } from "node:fs/promises";
import { type AsyncBuffer, parquetMetadataAsync, parquetReadObjects } from "hyparquet";
import type { SourceEntry } from "./source.ts";

export class NotParquet extends Error {}

/** The file as hyparquet's AsyncBuffer; `read.bytes` follows the bytes read. */
async function fileBuffer(
  path: string,
  read: { bytes: number },
): Promise<AsyncBuffer & { close(): Promise<void> }> {
  const handle = await open(path, "r");
  const { size } = await handle.stat();
  return {
    byteLength: size,
    async slice(start: number, end = size) {
      const out = new Uint8Array(end - start);
      await handle.read(out, 0, out.length, start);
      read.bytes += out.length;
      return out.buffer;
    },
    close: () => handle.close(),
  };
}

/** JSON has no bigint: INT64 columns arrive as bigint and are written as numbers (or text when too big). */
function plain(value: unknown): unknown {
  if (typeof value === "bigint")
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= -BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = plain(v);
    return out;
  }
  return value;
}

export async function* readParquetEntries(
  path: string,
  read: { bytes: number } = { bytes: 0 },
): AsyncGenerator<SourceEntry> {
  const file = await fileBuffer(path, read);
  try {
    let metadata: Awaited<ReturnType<typeof parquetMetadataAsync>>;
    try {
      metadata = await parquetMetadataAsync(file);
    } catch (e) {
      throw new NotParquet(`${path} is not a Parquet file (${(e as Error).message})`);
    }
    // Only 64-bit integers need converting (dates become ISO text in JSON by themselves): a file
    // without them skips the walk through every value.
    const wide = metadata.schema.some((e) => e.type === "INT64" || e.type === "INT96");
    let rowStart = 0;
    for (const group of metadata.row_groups) {
      const rowEnd = rowStart + Number(group.num_rows);
      const rows = await parquetReadObjects({ file, metadata, rowStart, rowEnd });
      for (let i = 0; i < rows.length; i++)
        yield { line: rowStart + i + 1, record: wide ? plain(rows[i]) : rows[i] };
      rowStart = rowEnd;
    }
  } finally {
    await file.close();
  }
}
