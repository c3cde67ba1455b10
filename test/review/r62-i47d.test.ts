/**
 * Review r62 of branch i47d (issue 47, bulk identify on two threads). A chunk handed to the scoring
 * thread is waited for until the thread answers or reports an error (src/domain/identify/scorer.ts
 * settles a chunk on a reply, on `onerror`, or on close()); a thread that ends without an error
 * event (process.exit in the thread, a terminate from outside) leaves its chunk pending for ever,
 * and inChunkOrder waits for it: the job stays "processing" at the chunk before, its lease renewed,
 * never completed nor taken over. On main (one thread) the same job completes.
 * The thread is replaced, through the storage's scoringThread (the branch's seam), by
 * ./r62-exit-worker.ts; everything else is the real server.
 */
import { afterAll, expect } from "bun:test";
import { auth, makeKey } from "../helpers/keys.ts";
import { sourceOnly, startTestServer, type TestServer } from "../helpers/server.ts";
import { seedIdentifyFixture } from "../http/identify-fixture.ts";

let server: TestServer | undefined;
afterAll(() => server?.stop());

sourceOnly(
  "a bulk job whose scoring thread ends mid-chunk (no error event) still completes",
  async () => {
    const started = await startTestServer({
      prepare: async (storage) => {
        await seedIdentifyFixture(storage, 300);
        (storage.identify as { scoringThread?: unknown }).scoringThread = {
          url: new URL("./r62-exit-worker.ts", import.meta.url).href,
          target: {},
        };
      },
    });
    server = started;
    const key = await makeKey(started.storage, "tier2", { credits: 100_000 });
    const rows = Array.from({ length: 500 }, (_, i) => ({ name: `Person Number${i}`, company: "Nowhere" }));
    const res = await started.fetch("/api/identify/bulk", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ rows }),
    });
    expect(res.status).toBe(200);
    const { job_id } = (await res.json()) as { job_id: string };
    let job = { status: "", processed: 0 };
    for (let i = 0; i < 450 && job.status !== "completed"; i++) {
      job = (await (await started.fetch(`/api/identify/bulk/${job_id}`, auth(key))).json()) as typeof job;
      await Bun.sleep(100);
    }
    expect({ status: job.status, processed: job.processed }).toEqual({ status: "completed", processed: 500 });
  },
  120_000,
);
