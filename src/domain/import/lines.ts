/** Streams the lines of a text file, gunzipping `.gz` files, without holding the file in memory. */
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";

/** Lines of a file (gzip when it ends in .gz); `read.bytes` follows the bytes read from disk. */
export async function* readLines(
  path: string,
  read: { bytes: number } = { bytes: 0 },
): AsyncGenerator<string> {
  const file = createReadStream(path, { highWaterMark: 1 << 20 });
  file.on("data", (chunk) => {
    read.bytes += chunk.length;
  });
  const input = path.endsWith(".gz") ? file.pipe(createGunzip()) : file;
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) yield line;
  } finally {
    lines.close();
    file.destroy();
  }
}
