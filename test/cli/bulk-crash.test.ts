/**
 * A bulk job survives the server process being killed with SIGKILL mid-run: after a restart it
 * resumes from its checkpoint and finishes, no URL is delivered twice and no item is charged twice
 * (the ledger, the balance and the job's credits agree).
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
  credits_used: number;
  message: string;
  results: { url: string; credits: number }[];
}

test("SIGKILL mid-job, restart: the job finishes with no double delivery or charge", async () => {
  const env = { DATA_DIR: dir.path, DEMO_PEOPLE: "3000", HOST: "127.0.0.1", JOB_CONCURRENCY: "1" };
  let server = await startServerProcess(env);
  const key = server.demoKey as string;
  expect(key).toMatch(/^lk_/);
  const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  const db = new Database(join(dir.path, "prospector.db"), { readonly: true });
  const urls = db
    .query<{ url: string }, []>("SELECT json_extract(record, '$.pnet_url') AS url FROM people ORDER BY id")
    .all()
    .map((r) => r.url);
  db.close();
  const all = [
    ...urls,
    ...Array.from({ length: 5000 - urls.length }, (_, i) => `https://pnet.example/in/none-${i}`),
  ];
  const started = await fetch(`${server.url}/api/enrich/bulk-contacts`, {
    method: "POST",
    headers,
    body: JSON.stringify({ urls: all, email_enrichment: true, phone_enrichment: true }),
  });
  const { job_id } = (await started.json()) as { job_id: string };
  const status = async () =>
    (await (await fetch(`${server.url}/api/enrich/bulk-contacts/${job_id}`, { headers })).json()) as Status;

  // Wait until the job is part-way, then kill the process without any chance to clean up.
  let before: Status | null = null;
  for (let i = 0; i < 2000; i++) {
    const s = await status();
    if (s.status === "processing" && s.processed > 0) {
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
    for (let i = 0; i < 1000 && ["pending", "processing"].includes(after.status); i++) {
      await Bun.sleep(20);
      after = await status();
    }
    expect(after.status).toBe("completed");
    expect(after.processed).toBeGreaterThanOrEqual(before?.processed ?? 0);
    // Each URL at most once.
    expect(new Set(after.results.map((r) => r.url)).size).toBe(after.results.length);
    expect(after.results.length).toBe(after.processed);
    const charged = after.results.reduce((s, r) => s + r.credits, 0);
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
    if (after.processed < 5000) expect(after.message).toContain("credits ran out");
  } finally {
    await server.kill("SIGTERM");
  }
}, 120_000);
