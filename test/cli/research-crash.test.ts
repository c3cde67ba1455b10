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
