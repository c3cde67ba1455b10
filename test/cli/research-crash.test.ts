/**
 * A deep research job survives SIGKILL mid-run: after a restart it resumes from its checkpoint and
 * completes, with no profile twice and charges equal to the results (ledger, balance, job agree).
 */
import { Database } from "bun:sqlite";
import { afterAll, expect, test } from "bun:test";
import { join } from "node:path";
import { startServerProcess } from "../helpers/process.ts";
import { tempDir } from "../helpers/server.ts";

const dir = tempDir();
afterAll(() => dir.cleanup());

interface Job {
  status: string;
  total: number;
  results: { id: number }[];
  progress?: { profiles_found_so_far: number };
}

test("SIGKILL mid-job, restart: the job completes with no duplicate and no double charge", async () => {
  const env = { DATA_DIR: dir.path, DEMO_PEOPLE: "4000", HOST: "127.0.0.1", JOB_CONCURRENCY: "1" };
  let server = await startServerProcess(env);
  const key = server.demoKey as string;
  const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  const started = await fetch(`${server.url}/api/search/deep_research`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query: "people", limit: 1000 }),
  });
  const { job_id } = (await started.json()) as { job_id: string };
  const status = async () =>
    (await (
      await fetch(`${server.url}/api/search/deep_research/${job_id}?legacy=false`, { headers })
    ).json()) as Job;

  let before: Job | null = null;
  for (let i = 0; i < 3000; i++) {
    const s = await status();
    if (s.status === "processing" && s.total > 0) {
      before = s;
      break;
    }
    if (s.status === "completed") break;
    await Bun.sleep(2);
  }
  expect(before, "the job finished before it could be killed mid-run").not.toBeNull();
  await server.kill("SIGKILL");

  server = await startServerProcess(env);
  try {
    let after = await status();
    for (let i = 0; i < 1500 && ["pending", "processing"].includes(after.status); i++) {
      await Bun.sleep(20);
      after = await status();
    }
    expect(after.status).toBe("completed");
    expect(after.total).toBe(1000);
    expect(after.total).toBeGreaterThan(before?.total ?? 0);
    const ids = after.results.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(1000);
    const credits = (await (await fetch(`${server.url}/api/credits`, { headers })).json()) as {
      credits: number;
    };
    expect(credits.credits).toBe(10_000 - 1000);
    const db = new Database(join(dir.path, "prospector.db"), { readonly: true });
    const ledger = db
      .query<{ n: number }, [string]>(
        "SELECT coalesce(-sum(delta), 0) AS n FROM credit_ledger WHERE job_id = ?",
      )
      .get(job_id);
    db.close();
    expect(ledger?.n).toBe(1000);
  } finally {
    await server.kill("SIGTERM");
  }
}, 120_000);

test("SIGTERM: the running job stops at a checkpoint (back to pending), the process exits, a restart completes it", async () => {
  const own = tempDir();
  try {
    const env = { DATA_DIR: own.path, DEMO_PEOPLE: "4000", HOST: "127.0.0.1", JOB_CONCURRENCY: "1" };
    let server = await startServerProcess(env);
    const headers = { Authorization: `Bearer ${server.demoKey}`, "Content-Type": "application/json" };
    const { job_id } = (await (
      await fetch(`${server.url}/api/search/deep_research`, {
        method: "POST",
        headers,
        body: JSON.stringify({ query: "people", limit: 1000 }),
      })
    ).json()) as { job_id: string };
    for (let i = 0; i < 3000; i++) {
      const s = (await (
        await fetch(`${server.url}/api/search/deep_research/${job_id}?page=1&page_size=1`, { headers })
      ).json()) as Job;
      if (s.status === "processing" && s.total > 0) break;
      await Bun.sleep(2);
    }
    const code = await server.kill("SIGTERM");
    expect(code).toBe(0);
    expect(server.output()).toContain("shutting down");
    const db = new Database(join(own.path, "prospector.db"), { readonly: true });
    const row = db.query<{ status: string }, [string]>("SELECT status FROM jobs WHERE id = ?").get(job_id);
    const check = db.query<{ integrity_check: string }, []>("PRAGMA integrity_check").get();
    db.close();
    expect(["pending", "completed"]).toContain(row?.status as string);
    expect(check?.integrity_check).toBe("ok");
    server = await startServerProcess(env);
    try {
      let after: Job | null = null;
      for (let i = 0; i < 1500; i++) {
        after = (await (
          await fetch(`${server.url}/api/search/deep_research/${job_id}?legacy=false`, { headers })
        ).json()) as Job;
        if (after.status === "completed") break;
        await Bun.sleep(20);
      }
      expect(after?.status).toBe("completed");
      expect(new Set(after?.results.map((r) => r.id)).size).toBe(1000);
    } finally {
      await server.kill("SIGTERM");
    }
  } finally {
    own.cleanup();
  }
}, 120_000);
