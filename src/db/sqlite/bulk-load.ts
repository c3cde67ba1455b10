/**
 * Parallel people import on SQLite: worker threads (src/import-worker.ts) parse, normalise and
 * prepare chunks of lines; the caller writes them in order through the one writer. Chunks are
 * handed out round-robin and their replies matched by sequence number.
 */

import type { PeopleBulkLoader, PreparedChunk, UpsertOutcome } from "../../domain/storage/index.ts";
import type { WorkerReply, WorkerRequest } from "../../import-worker.ts";
import type { PreparedPerson } from "./person-write.ts";

/**
 * Where the worker's code is: beside this file's source tree when run from source, at the root of
 * the embedded file system in a compiled binary (the build lists it as an entry point).
 */
function workerUrl(): string {
  const compiled = import.meta.url.includes("$bunfs") || import.meta.url.includes("~BUN");
  return compiled ? "./import-worker.ts" : new URL("../../import-worker.ts", import.meta.url).href;
}

export function sqliteBulkLoader(
  path: string,
  workers: number,
  now: Date,
  write: (people: readonly PreparedPerson[], companies: string | null) => UpsertOutcome | null,
  finish: () => void,
): PeopleBulkLoader {
  const waiting = new Map<number, { resolve: (c: PreparedChunk) => void; reject: (e: Error) => void }>();
  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  const pool = Array.from({ length: workers }, () => {
    const worker = new Worker(workerUrl());
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const entry = waiting.get(reply.seq);
      if (!entry) return;
      waiting.delete(reply.seq);
      if ("error" in reply) entry.reject(new Error(`import worker: ${reply.error}`));
      else entry.resolve(reply.chunk);
    };
    worker.onerror = (event) => failAll(new Error(`import worker failed: ${event.message}`));
    worker.postMessage({ type: "open", path, now: now.toISOString() } satisfies WorkerRequest);
    return worker;
  });
  let seq = 0;
  return {
    prepare(bytes, firstLine, skipThrough) {
      const id = seq++;
      return new Promise<PreparedChunk>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const request: WorkerRequest = { type: "prepare", seq: id, bytes, firstLine, skipThrough };
        pool[id % pool.length]?.postMessage(request, [bytes.buffer as ArrayBuffer]);
      });
    },
    async write(chunk) {
      const rows = chunk.rows as { people: PreparedPerson[]; companies: string | null };
      return write(rows.people, rows.companies);
    },
    async close() {
      failAll(new Error("import closed"));
      for (const worker of pool) worker.terminate();
      finish();
    },
  };
}
