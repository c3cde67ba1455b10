/**
 * A bulk identify job survives the server process being killed with SIGKILL mid-run: after a
 * restart it resumes from its checkpoint and finishes, every row answered exactly once and no row
 * charged twice (the ledger, the balance and the job's credits agree).
 */
import { Database } from "bun:sqlite";
import { afterAll, expect, test } from "bun:test";
import { join } from "node:path";
import { startServerProcess } from "../helpers/process.ts";
import { tempDir } from "../helpers/server.ts";

const dir = tempDir();
afterAll(() => dir.cleanup());

interface Status {
  status: string;
  total: number;
  processed: number;
  matched: number;
  credits_used: number;
  results: { row: number; status: string; credits: number }[];
}

test("SIGKILL mid-job, restart: every row answered once, charged at most once", async () => {
  const env = { DATA_DIR: dir.path, DEMO_PEOPLE: "3000", HOST: "127.0.0.1", JOB_CONCURRENCY: "1" };
  let server = await startServerProcess(env);
  const key = server.demoKey as string;
  expect(key).toMatch(/^lk_/);
  const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  const db = new Database(join(dir.path, "prospector.db"), { readonly: true });
  const names = db
    .query<{ name: string }, []>("SELECT name FROM people ORDER BY id")
    .all()
    .map((r) => r.name);
  db.close();
  // Stored people's names (most matched and charged) and names nobody has (never charged).
  const rows = Array.from({ length: 8000 }, (_, i) =>
    i % 2 === 0
      ? { name: names[(i / 2) % names.length] }
      : { name: `Nobody Quixwright${i}`, company: "Nowhere" },
  );
  const started = await fetch(`${server.url}/api/identify/bulk`, {
    method: "POST",
    headers,
    body: JSON.stringify({ rows, min_score: 0 }),
  });
  expect(started.status).toBe(200);
  const { job_id } = (await started.json()) as { job_id: string };
  const status = async () =>
    (await (await fetch(`${server.url}/api/identify/bulk/${job_id}`, { headers })).json()) as Status;

  let before: Status | null = null;
  for (let i = 0; i < 6000; i++) {
    const s = await status();
    if (s.status === "processing" && s.processed > 0) {
      before = s;
      break;
    }
    if (s.status === "completed") break;
    await Bun.sleep(5);
  }
  expect(before, "the job finished before it could be killed mid-run").not.toBeNull();
  await server.kill("SIGKILL");

  server = await startServerProcess(env);
  try {
    let after = await status();
    for (let i = 0; i < 6000 && ["pending", "processing"].includes(after.status); i++) {
      await Bun.sleep(20);
      after = await status();
    }
    expect(after.status).toBe("completed");
    expect(after.processed).toBe(8000);
    expect(after.results.map((r) => r.row)).toEqual(rows.map((_, i) => i));
    const charged = after.results.reduce((s, r) => s + r.credits, 0);
    expect(charged).toBe(after.results.filter((r) => r.status === "matched").length);
    expect(after.credits_used).toBe(charged);
    const credits = (await (await fetch(`${server.url}/api/credits`, { headers })).json()) as {
      credits: number;
    };
    expect(credits.credits).toBe(10_000 - charged);
    const check = new Database(join(dir.path, "prospector.db"), { readonly: true });
    const ledger = check
      .query<{ n: number }, [string]>(
        "SELECT coalesce(-sum(delta), 0) AS n FROM credit_ledger WHERE job_id = ?",
      )
      .get(job_id);
    const duplicates = check
      .query<{ n: number }, [string]>(
        "SELECT count(*) AS n FROM (SELECT item_key FROM job_items WHERE job_id = ? GROUP BY item_key HAVING count(*) > 1)",
      )
      .get(job_id);
    check.close();
    expect(ledger?.n).toBe(charged);
    expect(duplicates?.n).toBe(0);
  } finally {
    await server.kill("SIGTERM");
  }
}, 300_000);
