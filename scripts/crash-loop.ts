/**
 * Crash loop: start `prospector serve`, launch deep research and bulk contact jobs, kill the process
 * with SIGKILL at random moments, restart it, again and again; then check that nothing was lost.
 *   bun scripts/crash-loop.ts [KILLS=50] [SEED=1]
 * Checks at the end: every job reached a final state; no job delivered an item twice; for every job
 * the credits on its results equal what the ledger took for it; every key's balance equals its
 * ledger (`prospector check`, which also runs PRAGMA integrity_check); no 5xx was answered.
 */
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Rng } from "../src/domain/demo/rng.ts";
import { type ServerProcess, startServerProcess } from "../test/helpers/process.ts";
import { runCli } from "../test/helpers/server.ts";

export interface CrashLoopReport {
  kills: number;
  jobs: number;
  results: number;
  requests: number;
  serverErrors: number;
  unfinished: number;
  duplicates: number;
  chargeMismatches: number;
  checkExit: number;
  checkOutput: string;
}

const QUERIES = [
  "engineers",
  "software engineers",
  "people",
  "sales people in Europe",
  "designers",
  "managers",
  "data scientists",
];

export async function runCrashLoop(kills: number, seed: number, people = 3000): Promise<CrashLoopReport> {
  const dir = mkdtempSync(join(tmpdir(), "prospector-crash-"));
  const env = { DATA_DIR: dir, DEMO_PEOPLE: String(people), HOST: "127.0.0.1", JOB_CONCURRENCY: "2" };
  const rng = new Rng(seed);
  let server: ServerProcess = await startServerProcess(env);
  const key = server.demoKey as string;
  await server.kill("SIGTERM");
  await runCli(["credits", "topup", key, "10000000"], env);
  server = await startServerProcess(env);
  const db = new Database(join(dir, "prospector.db"), { readonly: true });
  const urls = db
    .query<{ url: string }, []>("SELECT json_extract(record, '$.pnet_url') AS url FROM people ORDER BY id")
    .all()
    .map((r) => r.url);
  db.close();
  const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  const jobs: { id: string; kind: "research" | "bulk" }[] = [];
  let requests = 0;
  let serverErrors = 0;
  const call = async (method: string, path: string, body?: unknown) => {
    try {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      requests++;
      if (res.status >= 500) serverErrors++;
      return {
        status: res.status,
        json: (await res.json().catch(() => null)) as Record<string, unknown> | null,
      };
    } catch {
      return { status: 0, json: null }; // the process was being killed
    }
  };

  for (let k = 0; k < kills; k++) {
    const launches = rng.int(1, 2);
    for (let j = 0; j < launches; j++) {
      if (rng.chance(0.5)) {
        const r = await call("POST", "/api/search/deep_research", {
          query: rng.pick(QUERIES),
          limit: rng.int(50, 600),
        });
        if (r.status === 200 && r.json) jobs.push({ id: r.json.job_id as string, kind: "research" });
      } else {
        const start = rng.int(0, urls.length - 1);
        const list = [
          ...urls.slice(start, start + rng.int(100, 1500)),
          "not a url",
          "https://pnet.example/in/nobody",
        ];
        const r = await call("POST", "/api/enrich/bulk-contacts", {
          urls: list,
          phone_enrichment: rng.chance(0.5),
        });
        if (r.status === 200 && r.json) jobs.push({ id: r.json.job_id as string, kind: "bulk" });
      }
    }
    // Sometimes continue or cancel an earlier deep research job.
    const earlier = jobs.filter((x) => x.kind === "research");
    if (earlier.length && rng.chance(0.3)) {
      const target = rng.pick(earlier);
      await call("POST", `/api/search/deep_research/${target.id}/${rng.chance(0.5) ? "more" : "cancel"}`, {
        additional_limit: 20,
      });
    }
    await Bun.sleep(rng.int(0, 250));
    await server.kill("SIGKILL");
    server = await startServerProcess(env);
  }

  // Let every job reach a final state.
  const statusPath = (x: { id: string; kind: string }) =>
    x.kind === "research"
      ? `/api/search/deep_research/${x.id}?page=1&page_size=1`
      : `/api/enrich/bulk-contacts/${x.id}?page=1&page_size=1`;
  const deadline = Date.now() + 120_000;
  let unfinished = jobs.length;
  while (Date.now() < deadline) {
    unfinished = 0;
    for (const x of jobs) {
      const r = await call("GET", statusPath(x));
      if (!r.json || ["pending", "processing"].includes(r.json.status as string)) unfinished++;
    }
    if (unfinished === 0) break;
    await Bun.sleep(200);
  }
  await server.kill("SIGTERM");

  const check = new Database(join(dir, "prospector.db"), { readonly: true });
  const duplicates =
    check
      .query<{ n: number }, []>(
        "SELECT count(*) AS n FROM (SELECT job_id, item_key FROM job_items GROUP BY job_id, item_key HAVING count(*) > 1)",
      )
      .get()?.n ?? 0;
  const chargeMismatches =
    check
      .query<{ n: number }, []>(
        `SELECT count(*) AS n FROM jobs j
         WHERE coalesce((SELECT sum(credits) FROM job_items i WHERE i.job_id = j.id), 0)
            != coalesce((SELECT -sum(delta) FROM credit_ledger l WHERE l.job_id = j.id), 0)`,
      )
      .get()?.n ?? 0;
  const results = check.query<{ n: number }, []>("SELECT count(*) AS n FROM job_items").get()?.n ?? 0;
  check.close();
  const verdict = await runCli(["check"], env);
  rmSync(dir, { recursive: true, force: true });
  return {
    kills,
    jobs: jobs.length,
    results,
    requests,
    serverErrors,
    unfinished,
    duplicates,
    chargeMismatches,
    checkExit: verdict.code,
    checkOutput: (verdict.stdout + verdict.stderr).trim(),
  };
}

if (import.meta.main) {
  const kills = Number(process.argv[2] ?? 50);
  const seed = Number(process.argv[3] ?? 1);
  const started = performance.now();
  const report = await runCrashLoop(kills, seed);
  console.log(
    JSON.stringify({ ...report, seconds: Math.round((performance.now() - started) / 1000) }, null, 2),
  );
  const ok =
    report.unfinished === 0 &&
    report.duplicates === 0 &&
    report.chargeMismatches === 0 &&
    report.serverErrors === 0 &&
    report.checkExit === 0;
  process.exit(ok ? 0 : 1);
}
