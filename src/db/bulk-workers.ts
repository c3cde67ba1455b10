/**
 * The worker threads of a parallel people import (src/import-worker.ts), for either engine: chunks
 * are handed out round-robin and their replies matched by sequence number; the engine's loader
 * (sqlite/bulk-load.ts, postgres/bulk-load.ts) writes them in order.
 */

import type { PeopleBulkLoader, PreparedChunk, UpsertOutcome } from "../domain/storage/index.ts";
import type { WorkerOpen, WorkerReply, WorkerRequest } from "../import-worker.ts";

/**
 * Where the worker's code is: beside this file's source tree when run from source, at the root of
 * the embedded file system in a compiled binary (the build lists it as an entry point).
 */
function workerUrl(): string {
  const compiled = import.meta.url.includes("$bunfs") || import.meta.url.includes("~BUN");
  return compiled ? "./import-worker.ts" : new URL("../import-worker.ts", import.meta.url).href;
}

export function workerBulkLoader(
  open: WorkerOpen,
  workers: number,
  write: (rows: unknown) => Promise<UpsertOutcome | null>,
  finish: () => Promise<void>,
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
    worker.postMessage(open satisfies WorkerRequest);
    return worker;
  });
  let seq = 0;
  return {
    prepare(bytes, firstLine, skipThrough, lineNumbers) {
      const id = seq++;
      return new Promise<PreparedChunk>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const request: WorkerRequest = {
          type: "prepare",
          seq: id,
          bytes,
          firstLine,
          skipThrough,
          lineNumbers,
        };
        pool[id % pool.length]?.postMessage(request, [bytes.buffer as ArrayBuffer]);
      });
    },
    write: (chunk) => write(chunk.rows),
    async close() {
      failAll(new Error("import closed"));
      for (const worker of pool) worker.terminate();
      await finish();
    },
  };
}
