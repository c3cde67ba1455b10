/**
 * The worker threads of a parallel people import (./worker.ts runs on each): chunks are handed
 * out round-robin and their replies matched by sequence number; ./parallel.ts writes them in order.
 */
import type { PeopleBulkWriter } from "../storage/index.ts";
import type { RecordFormat } from "./formats/chunk-records.ts";
import type { PreparedChunk, WorkerReply, WorkerRequest } from "./worker.ts";

export interface ChunkPreparer {
  /**
   * Prepares whole lines of UTF-8 (the first numbered `firstLine` in the file) on a worker; lines
   * numbered up to `skipThrough` and blank lines are passed over. The bytes are handed over
   * (transferred), not copied.
   */
  prepare(
    bytes: Uint8Array,
    firstLine: number,
    skipThrough: number,
    /** Each line's number, when they do not simply follow firstLine (records converted from CSV). */
    lineNumbers?: number[],
  ): Promise<PreparedChunk>;
  close(): void;
}

export function workerPool(
  worker: PeopleBulkWriter["worker"],
  workers: number,
  now: Date,
  records: RecordFormat | null,
): ChunkPreparer {
  const waiting = new Map<number, { resolve: (c: PreparedChunk) => void; reject: (e: Error) => void }>();
  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  const open: WorkerRequest = { type: "open", now: now.toISOString(), records, target: worker.target };
  const pool = Array.from({ length: workers }, () => {
    const thread = new Worker(worker.url);
    thread.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const entry = waiting.get(reply.seq);
      if (!entry) return;
      waiting.delete(reply.seq);
      if ("error" in reply) entry.reject(new Error(`import worker: ${reply.error}`));
      else entry.resolve(reply.chunk);
    };
    thread.onerror = (event) => failAll(new Error(`import worker failed: ${event.message}`));
    // A thread that ends without an error event (an exit inside it) would leave its chunks pending
    // for ever, and the import waiting on them in file order (review r63; ../thread-calls.ts).
    thread.addEventListener("close", () => failAll(new Error("import worker ended before answering")));
    thread.postMessage(open);
    return thread;
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
    close() {
      failAll(new Error("import closed"));
      for (const thread of pool) thread.terminate();
    },
  };
}
