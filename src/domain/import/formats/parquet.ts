/**
 * Parquet people files, read with hyparquet one row group at a time, so memory holds one group's
 * rows whatever the file's size. Rows are numbered from 1 in file order (the "line" of reports and
 * resume markers). Nested columns (lists, structs) arrive as arrays and objects, so a vendor's
 * nested records map as from JSONL. Snappy-compressed files are read as they are; other codecs
 * (gzip, zstd, brotli) would need hyparquet-compressors, which is not included (docs/decisions.md).
 */
import { open } from "node:fs/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type AsyncBuffer, type Compressors, parquetMetadataAsync, parquetReadObjects } from "hyparquet";
import type { SourceEntry } from "../entries.ts";
import { DEFAULT_MAX_RECORD_BYTES, type LineChunk, type ReadBounds, tooLarge } from "../lines.ts";

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

const MAGIC = "PAR1";
const isMagic = (bytes: Uint8Array) => bytes.length === 4 && new TextDecoder().decode(bytes) === MAGIC;

/**
 * The file's metadata, or NotParquet saying in one line why it cannot be read. A file is "PAR1",
 * its data, its footer (the metadata), the footer's length and "PAR1". hyparquet takes the length
 * as given: a zero one failed inside it with a TypeError about its own variables.
 */
async function metadataOf(file: AsyncBuffer, path: string) {
  const size = file.byteLength;
  const head = size < 12 ? new Uint8Array() : new Uint8Array(await file.slice(0, 4));
  const tail = new Uint8Array(await file.slice(Math.max(0, size - 8), size));
  if (!isMagic(head) || !isMagic(tail.subarray(4)))
    throw new NotParquet(`${path} is not a Parquet file (no PAR1 magic at its start and end)`);
  const unreadable = (why: string) => new NotParquet(`${path} is not a readable Parquet file: ${why}`);
  const length = new DataView(tail.buffer, tail.byteOffset, 8).getUint32(0, true);
  if (length === 0) throw unreadable("its footer (the file's metadata) is empty");
  if (length > size - 12) throw unreadable(`its footer claims ${length} bytes, more than the file holds`);
  let metadata: Awaited<ReturnType<typeof parquetMetadataAsync>>;
  try {
    metadata = await parquetMetadataAsync(file);
  } catch (e) {
    // hyparquet's own errors describe the file; a TypeError or RangeError describes its code.
    const internal = e instanceof TypeError || e instanceof RangeError;
    throw unreadable(
      `its footer (the file's metadata) cannot be decoded${internal ? "" : ` (${(e as Error).message})`}`,
    );
  }
  // A codec this reader does not decode is refused by name before anything is read.
  checkCodecs(path, metadata);
  return metadata;
}

/** Why the file cannot be read as Parquet, or null: checked before anything is opened or written. */
export async function parquetFileProblem(path: string): Promise<string | null> {
  const file = await fileBuffer(path, { bytes: 0 });
  try {
    await metadataOf(file, path);
    return null;
  } catch (e) {
    if (e instanceof NotParquet) return e.message;
    throw e;
  } finally {
    await file.close();
  }
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

/**
 * What is left of `budget` bytes after a record's size as JSON text (strings by their UTF-8
 * bytes), counted only until it is spent: negative means larger than the budget.
 */
function leftAfter(value: unknown, budget: number): number {
  if (typeof value === "string") return budget - Buffer.byteLength(value) - 2;
  if (value === null || typeof value !== "object") return budget - 8;
  if (value instanceof Date) return budget - 26;
  let left = budget - 2;
  if (Array.isArray(value)) {
    for (const v of value) {
      left = leftAfter(v, left - 1);
      if (left < 0) return left;
    }
    return left;
  }
  for (const key in value) {
    left = leftAfter((value as Record<string, unknown>)[key], left - key.length - 4);
    if (left < 0) return left;
  }
  return left;
}

/**
 * A row as a record, or as a bad one when it is larger than the bound. A row group is decoded
 * whole (hyparquet), so the bound cannot spare the memory of its decoding as it does for a line
 * (the group's size is the file's to say); it keeps an oversized record out of the store.
 */
function entryOf(row: unknown, line: number, wide: boolean, maxRecordBytes: number): SourceEntry {
  if (leftAfter(row, maxRecordBytes) < 0) return { line, bad: `record ${tooLarge(maxRecordBytes)}` };
  return { line, record: wide ? plain(row) : row };
}

/**
 * Row groups a worker may read itself (./chunk-records.ts): up to this many rows a group is one
 * chunk, decoded once by the worker that prepares it. A file with bigger groups is decoded here,
 * on the reading thread, one group at a time (decoding part of a group costs most of the group).
 */
export const MAX_ROWS_PER_WORKER_GROUP = 100_000;

/**
 * Codecs beyond hyparquet's own (SNAPPY), from the runtime's native decoders: ZSTD (what DuckDB,
 * Spark and pyarrow write by default now), GZIP and BROTLI. LZ4 and LZO are refused by name.
 */
const COMPRESSORS: Compressors = {
  ZSTD: (input) => new Uint8Array(Bun.zstdDecompressSync(input)),
  GZIP: (input) => new Uint8Array(gunzipSync(input)),
  BROTLI: (input) => new Uint8Array(brotliDecompressSync(input)),
};
const READABLE = new Set(["UNCOMPRESSED", "SNAPPY", ...Object.keys(COMPRESSORS)]);

/** Refuses a file whose columns use a codec this build does not read, naming it and what does. */
function checkCodecs(path: string, metadata: Awaited<ReturnType<typeof parquetMetadataAsync>>): void {
  for (const group of metadata.row_groups)
    for (const column of group.columns) {
      const codec = column.meta_data?.codec;
      if (codec && !READABLE.has(codec))
        throw new NotParquet(
          `${path} is compressed with ${codec}, which prospector does not read: write it with ZSTD, SNAPPY, GZIP, BROTLI or no compression`,
        );
    }
}

/** The file's row groups as [rowStart, rowEnd, end of its bytes]; null when one is too big for a worker. */
export async function parquetGroups(path: string): Promise<[number, number, number][] | null> {
  const file = await fileBuffer(path, { bytes: 0 });
  try {
    const metadata = await metadataOf(file, path);
    const groups: [number, number, number][] = [];
    let rowStart = 0;
    for (const group of metadata.row_groups) {
      const rows = Number(group.num_rows);
      if (rows > MAX_ROWS_PER_WORKER_GROUP) return null;
      const end = Math.max(
        ...group.columns.map(
          (c) => Number(c.meta_data?.data_page_offset ?? 0) + Number(c.meta_data?.total_compressed_size ?? 0),
        ),
      );
      groups.push([rowStart, rowStart + rows, end]);
      rowStart += rows;
    }
    return groups;
  } finally {
    await file.close();
  }
}

/** Rows [rowStart, rowEnd) of a Parquet file, numbered from 1 in file order (on an import worker). */
export async function parquetRows(
  path: string,
  rowStart: number,
  rowEnd: number,
  maxRecordBytes = DEFAULT_MAX_RECORD_BYTES,
): Promise<SourceEntry[]> {
  const file = await fileBuffer(path, { bytes: 0 });
  try {
    const metadata = await metadataOf(file, path);
    const wide = metadata.schema.some((e) => e.type === "INT64" || e.type === "INT96");
    const rows = await parquetReadObjects({ file, metadata, rowStart, rowEnd, compressors: COMPRESSORS });
    return rows.map((row, i) => entryOf(row, rowStart + i + 1, wide, maxRecordBytes));
  } finally {
    await file.close();
  }
}

export async function* readParquetEntries(
  path: string,
  bounds: ReadBounds = {},
): AsyncGenerator<SourceEntry> {
  const { read = { bytes: 0 }, maxRecordBytes = DEFAULT_MAX_RECORD_BYTES } = bounds;
  const file = await fileBuffer(path, read);
  try {
    const metadata = await metadataOf(file, path);
    // Only 64-bit integers need converting (dates become ISO text in JSON by themselves): a file
    // without them skips the walk through every value.
    const wide = metadata.schema.some((e) => e.type === "INT64" || e.type === "INT96");
    let rowStart = 0;
    for (const group of metadata.row_groups) {
      const rowEnd = rowStart + Number(group.num_rows);
      const rows = await parquetReadObjects({ file, metadata, rowStart, rowEnd, compressors: COMPRESSORS });
      for (let i = 0; i < rows.length; i++) yield entryOf(rows[i], rowStart + i + 1, wide, maxRecordBytes);
      rowStart = rowEnd;
    }
  } finally {
    await file.close();
  }
}

/**
 * A file's row groups as chunks for the import workers (each reads its group itself): a chunk's
 * bytes name its rows; `read.bytes` follows the groups handed out.
 */
export async function* parquetGroupChunks(
  groups: readonly [number, number, number][],
  read: { bytes: number },
): AsyncGenerator<LineChunk> {
  const encoder = new TextEncoder();
  for (const [rowStart, rowEnd, end] of groups) {
    read.bytes = Math.max(read.bytes, end);
    yield {
      bytes: encoder.encode(JSON.stringify([rowStart, rowEnd])),
      firstLine: rowStart + 1,
      count: rowEnd - rowStart,
      lastLine: rowEnd,
    };
  }
}
