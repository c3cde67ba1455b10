/**
 * Review r63 (threads and imports; on main, the import's own pool, not ../../src/domain/thread-calls.ts):
 * a people import's worker thread that ends without an error event (process.exit inside it, a
 * terminate from outside) leaves the chunk it was handed pending for ever. The pool
 * (src/domain/import/worker-pool.ts) settles a chunk on a reply or on `onerror` only; it has no
 * "close" listener, the class review r62 found in the identify scoring thread and ThreadCalls now
 * handles for the fitting and scoring threads. The import then waits on that chunk, in file order,
 * with no end. The thread is ./r62-exit-worker.ts (it ends on the first message with a seq, the
 * first chunk); the pool is the real one.
 */
import { expect, test } from "bun:test";
import { workerPool } from "../../src/domain/import/worker-pool.ts";

test("a chunk handed to an import worker that ends without an error event fails, not waits", async () => {
  const pool = workerPool(
    { url: new URL("./r62-exit-worker.ts", import.meta.url).href, target: {} },
    1,
    new Date(Date.UTC(2026, 10, 27)),
    null,
  );
  try {
    const line = new TextEncoder().encode(
      '{"name":"Ada Quill","pnet_url":"https://www.pnet.com/in/ada-quill"}\n',
    );
    const outcome = await Promise.race([
      pool.prepare(line, 1, 0).then(
        () => "answered",
        () => "failed",
      ),
      Bun.sleep(10_000).then(() => "still waiting after 10 s"),
    ]);
    expect(outcome).toBe("failed");
  } finally {
    pool.close();
  }
}, 30_000);
