/**
 * Resumable imports: an import records, after each committed batch, how far into its input file it
 * got (the last line whose fate is on disk), under the file's identity (its size and a hash of its
 * first MiB, so a renamed copy is the same file and an edited one is not). `import --resume`
 * skips those lines. The marker is written after the batch commits, so a crash between the two
 * makes a resume write that one batch again, which an upsert does harmlessly.
 */
import { createHash } from "node:crypto";
import type { MetaRepository } from "../storage/index.ts";
import type { ImportKind } from "./import.ts";

export interface ImportMarker {
  /** The last line of the file whose batch is committed (1-based; 0 = none yet). */
  line: number;
  file: string;
  done: boolean;
  at: string;
}

const HEAD_BYTES = 1 << 20;

/** Size plus SHA-256 of the first MiB: cheap at any size, and different for another dump. */
export async function fileIdentity(path: string): Promise<string> {
  const file = Bun.file(path);
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return `${file.size}-${createHash("sha256").update(head).digest("hex").slice(0, 32)}`;
}

export class ImportProgressStore {
  private readonly key: string;

  constructor(
    private readonly meta: MetaRepository,
    kind: ImportKind,
    identity: string,
    private readonly file: string,
  ) {
    this.key = `import:${kind}:${identity}`;
  }

  async previous(): Promise<ImportMarker | null> {
    const text = await this.meta.get(this.key);
    if (!text) return null;
    try {
      return JSON.parse(text) as ImportMarker;
    } catch {
      return null;
    }
  }

  async committed(line: number, done = false): Promise<void> {
    const marker: ImportMarker = { line, file: this.file, done, at: new Date().toISOString() };
    await this.meta.set(this.key, JSON.stringify(marker));
  }
}
