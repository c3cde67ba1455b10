/** Deep research over real HTTP: lifecycle with progress, paging, cancel, more/continue, errors, charges. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { hashApiKey } from "../../src/domain/billing/keys.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Person } from "../../src/domain/model.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { sourceOnly, startTestServer, type TestServer } from "../helpers/server.ts";
import * as T from "../quality/truth.ts";

let server: TestServer;
let everyone: Person[];
let byId: Map<number, Person>;

beforeAll(async () => {
  server = await startTestServer({
    env: { JOB_CONCURRENCY: "2" },
    prepare: (s) =>
      seedDemoData(s, { people: 3000, seed: 9, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
  everyone = await server.storage.people.scan(0, 5000);
  byId = new Map(everyone.map((p) => [p.id, p]));
}, 60_000);
afterAll(() => server.stop());

interface Job {
  job_id: string;
  status: string;
  message: string;
  progress?: Record<string, unknown>;
  results: Record<string, unknown>[];
  total: number;
  query: string;
  enrichment_stats?: Record<string, unknown>;
  created_at: number;
  detail?: string;
  success?: boolean;
}

const send = async (k: string, method: string, path: string, body?: unknown) => {
  const res = await server.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${k}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { res, body: (await res.json()) as Job };
};
const start = (k: string, body: unknown) => send(k, "POST", "/api/search/deep_research", body);
const status = (k: string, id: string, qs = "") => send(k, "GET", `/api/search/deep_research/${id}${qs}`);
async function until(k: string, id: string, done: (j: Job) => boolean, seen?: Job[]): Promise<Job> {
  for (let i = 0; i < 3000; i++) {
    const { body } = await status(k, id, "?legacy=false");
    seen?.push(body);
    if (done(body)) return body;
    await Bun.sleep(2);
  }
  throw new Error("job did not reach the expected state");
}
const final = (j: Job) => !["pending", "processing"].includes(j.status);
const ledgerFor = async (k: string, jobId: string) => {
  const id = (await server.storage.keys.findByHash(hashApiKey(k)))?.id as number;
  return (await server.storage.credits.ledger(id))
    .filter((l) => l.jobId === jobId)
    .reduce((s, l) => s - l.delta, 0);
};
const balance = async (k: string) =>
  ((await (await server.fetch("/api/credits", auth(k))).json()) as { credits: number }).credits;

describe("a job's life", () => {
  test("pending -> processing (progress observed) -> completed; every result fits; 1 credit each", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 10_000 });
    const { res, body } = await start(k, { query: "engineers", limit: 400 });
    expect(res.status).toBe(200);
    expect(body.status).toBe("pending");
    expect(body.message).toContain("engineers");
    const seen: Job[] = [];
    const done = await until(k, body.job_id, final, seen);
    expect(done.status).toBe("completed");
    const processing = seen.find((j) => j.status === "processing" && j.progress);
    expect(processing, "a processing record with progress was observed").toBeDefined();
    // Every processing status carries progress, the first one too (issue 16).
    expect(seen.filter((j) => j.status === "processing" && !j.progress)).toEqual([]);
    expect(Object.keys(processing?.progress ?? {}).sort()).toEqual(
      [
        "stage",
        "batch_number",
        "total_batches",
        "total_variations_generated",
        "current_enriched_count",
        "target_limit",
        "profiles_found_so_far",
        "current_stage_description",
      ].sort(),
    );
    expect(processing?.progress?.target_limit).toBe(400);
    expect(done.total).toBe(400);
    expect(done.results.length).toBe(400);
    expect(done.query).toBe("engineers");
    expect(done.progress).toBeUndefined();
    expect(typeof done.created_at).toBe("number");
    const ids = done.results.map((r) => r.id as number);
    expect(new Set(ids).size).toBe(400);
    expect(ids.every((id) => T.department(byId.get(id) as Person) === "Engineering")).toBe(true);
    expect(done.enrichment_stats).toMatchObject({
      enrichment_enabled: false,
      total_profiles: 400,
      profiles_returned: 400,
      enrichment_success_rate: "0.0%",
    });
    expect(Number(done.enrichment_stats?.total_variations_generated)).toBeGreaterThan(0);
    expect(await ledgerFor(k, body.job_id)).toBe(400);
    expect(await balance(k)).toBe(9_600);
  });

  test("results are visible while the job runs and pages are slices of them; legacy by default", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 1000 });
    const { body } = await start(k, { query: "software engineers", limit: 40 });
    const done = await until(k, body.job_id, final);
    const page2 = await status(k, body.job_id, "?page=2&page_size=10&legacy=false");
    expect(page2.res.status).toBe(200);
    expect(page2.body.results.map((r) => r.id)).toEqual(done.results.slice(10, 20).map((r) => r.id));
    const legacy = await status(k, body.job_id, "?page=1&page_size=2");
    expect(legacy.res.headers.get("content-type")).toContain("json");
    expect(Object.keys(legacy.body.results[0] ?? {})).toEqual([
      "profile",
      "experience",
      "education",
      "posts",
    ]);
    for (const qs of ["?page=0", "?page=1&page_size=0", "?page=1&page_size=101", "?page=x"])
      await expectCode(await status(k, body.job_id, qs), "BAD_REQUEST");
  });

  test("hard_filter_company_urls keeps only people at those companies (URL spelling does not matter)", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 1000 });
    const counts = new Map<number, number>();
    for (const p of everyone)
      for (const e of p.experience)
        if (e.company_id) counts.set(e.company_id, (counts.get(e.company_id) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] as number;
    const company = await server.storage.companies.get(top);
    if (!company?.pnet_url) throw new Error("the top company has no profile URL");
    const url = `${company.pnet_url.replace("https://www.", "HTTPS://")}/`;
    const { body } = await start(k, { query: "people", limit: 50, hard_filter_company_urls: [url] });
    const done = await until(k, body.job_id, final);
    expect(done.total).toBeGreaterThan(0);
    for (const r of done.results)
      expect((byId.get(r.id as number) as Person).experience.some((e) => e.company_id === top)).toBe(true);
  });

  test("credits running out end the job as completed with the results so far", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 7 });
    const { body } = await start(k, { query: "engineers", limit: 50 });
    const done = await until(k, body.job_id, final);
    expect(done.status).toBe("completed");
    expect(done.total).toBe(7);
    expect(done.message).toContain("credits ran out");
    expect(await balance(k)).toBe(0);
  });
});

describe("cancel", () => {
  test("a running job: cancelled, partial results kept, charges equal results; again -> 409", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 10_000 });
    const { body } = await start(k, { query: "people", limit: 1000 });
    await until(k, body.job_id, (j) => j.status === "processing" || final(j));
    const cancel = await send(k, "POST", `/api/search/deep_research/${body.job_id}/cancel`);
    expect(cancel.res.status).toBe(200);
    expect(cancel.body.success).toBe(true);
    const after = await until(k, body.job_id, final);
    expect(after.status).toBe("cancelled");
    await Bun.sleep(50);
    const settled = (await status(k, body.job_id, "?legacy=false")).body;
    expect(settled.total).toBeLessThan(1000);
    expect(await ledgerFor(k, body.job_id)).toBe(settled.total);
    expect(new Set(settled.results.map((r) => r.id)).size).toBe(settled.total);
    const again = await send(k, "POST", `/api/search/deep_research/${body.job_id}/cancel`);
    await expectCode(again, "CONFLICT");
    expect(again.body.success).toBe(false);
    expect(again.body.message).toContain("cancelled");
  });

  test("a completed job -> 409 {success: false, message}", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 100 });
    const { body } = await start(k, { query: "recruiters", limit: 3 });
    await until(k, body.job_id, final);
    const res = await send(k, "POST", `/api/search/deep_research/${body.job_id}/cancel`);
    await expectCode(res, "CONFLICT");
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toContain("completed");
  });

  test("cancel is not rate limited", async () => {
    const free = await makeKey(server.storage, "free", { freeCredits: 100 });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await send(free, "POST", "/api/search/deep_research/00000000-0000-4000-8000-000000000000/cancel"))
          .res.status,
      );
    expect(new Set(statuses)).toEqual(new Set([404]));
  });
});

describe("more / continue", () => {
  test("appends after the old results, never repeating one; charged per added profile", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 1000 });
    const { body } = await start(k, { query: "software engineers", limit: 10 });
    const first = await until(k, body.job_id, final);
    expect(first.total).toBe(10);
    const more = await send(k, "POST", `/api/search/deep_research/${body.job_id}/more`, {
      additional_limit: 15,
    });
    expect(more.res.status).toBe(200);
    expect(more.body).toMatchObject({ job_id: body.job_id, status: "pending" });
    expect(more.body.message).toContain("Continuation started");
    const second = await until(k, body.job_id, (j) => j.status === "completed" && j.total > 10);
    expect(second.total).toBe(25);
    const ids = second.results.map((r) => r.id);
    expect(ids.slice(0, 10)).toEqual(first.results.map((r) => r.id));
    expect(new Set(ids).size).toBe(25);
    const cont = await send(k, "POST", `/api/search/deep_research/${body.job_id}/continue`, {
      additionalLimit: 5,
    });
    expect(cont.res.status).toBe(200);
    const third = await until(k, body.job_id, (j) => j.status === "completed" && j.total > 25);
    expect(third.total).toBe(30);
    expect(new Set(third.results.map((r) => r.id)).size).toBe(30);
    expect(await ledgerFor(k, body.job_id)).toBe(30);
  });

  test("409 when nothing is left, or the job is not completed; 402 without credits", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 1000 });
    const tiny = await start(k, { query: "heads of legal in Singapore", limit: 30 });
    const done = await until(k, tiny.body.job_id, final);
    expect(done.total).toBeLessThan(30);
    const none = await send(k, "POST", `/api/search/deep_research/${tiny.body.job_id}/more`, {});
    await expectCode(none, "CONFLICT");
    expect(none.body.detail).toContain("no more results");
    const running = await start(k, { query: "people", limit: 1000 });
    const busy = await send(k, "POST", `/api/search/deep_research/${running.body.job_id}/more`, {});
    await expectCode(busy, "CONFLICT");
    await send(k, "POST", `/api/search/deep_research/${running.body.job_id}/cancel`);
    const broke = await makeKey(server.storage, "tier2", { credits: 3 });
    const small = await start(broke, { query: "engineers", limit: 3 });
    await until(broke, small.body.job_id, final);
    await expectCode(
      await send(broke, "POST", `/api/search/deep_research/${small.body.job_id}/more`, {}),
      "INSUFFICIENT_CREDITS",
    );
  });
});

describe("errors", () => {
  test("422 without query; 400 for bad limit or filters; 402 without credits", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 10 });
    await expectCode(await start(k, {}), "UNPROCESSABLE");
    await expectCode(await start(k, { query: "  " }), "UNPROCESSABLE");
    for (const body of [
      { query: "x", limit: 0 },
      { query: "x", limit: 1001 },
      { query: "x", limit: "ten" },
      { query: 5 },
      { query: "x", hard_filter_company_urls: "https://c.example/company/x" },
    ]) {
      const r = await start(k, body);
      await expectCode(r, "BAD_REQUEST");
      expect(typeof r.body.detail).toBe("string");
    }
    const broke = await makeKey(server.storage, "tier2", { credits: 0 });
    await expectCode(await start(broke, { query: "engineers" }), "INSUFFICIENT_CREDITS");
  });

  test("a hard filter entry that is no URL is a 400 naming it, not a job that finds no one", async () => {
    // A typo ("acme" for its company URL) ran a job whose filter matched nobody: completed, 0 results.
    const k = await makeKey(server.storage, "tier2", { credits: 10 });
    const r = await start(k, {
      query: "engineers",
      hard_filter_company_urls: ["https://www.pnet.com/company/acme", "acme"],
    });
    await expectCode(r, "BAD_REQUEST");
    expect(r.body.detail).toBe("hard_filter_company_urls[1] is not a company profile URL");
  });

  test("another key's job -> 403 (status, cancel, more); unknown -> 404", async () => {
    const owner = await makeKey(server.storage, "tier2", { credits: 100 });
    const other = await makeKey(server.storage, "tier2", { credits: 100 });
    const { body } = await start(owner, { query: "designers", limit: 2 });
    await until(owner, body.job_id, final);
    await expectCode(await status(other, body.job_id), "FORBIDDEN");
    expect((await send(other, "POST", `/api/search/deep_research/${body.job_id}/cancel`)).res.status).toBe(
      403,
    );
    expect((await send(other, "POST", `/api/search/deep_research/${body.job_id}/more`, {})).res.status).toBe(
      403,
    );
    await expectCode(await status(owner, "00000000-0000-4000-8000-000000000000"), "NOT_FOUND");
  });
});

describe("failures", () => {
  // Enqueues a job row directly on the in-process runner.
  sourceOnly(
    "a job whose step keeps failing is retried, then ends as error with error and message set",
    async () => {
      const k = await makeKey(server.storage, "tier2", { credits: 100 });
      const owner = (await server.storage.keys.findByHash(hashApiKey(k)))?.id as number;
      const id = "11111111-2222-4333-8444-555555555555";
      // A checkpoint the handler cannot read: every attempt throws.
      await server.storage.jobs.create({
        id,
        keyId: owner,
        kind: "deep_research",
        params: {
          query: "engineers",
          limit: 5,
          hard_filter_company_urls: [],
          enrich_contacts: false,
          acceptance_threshold: 0.75,
          continuations: 0,
        },
        state: { variations: "not a list" },
        message: "queued",
        now: Math.floor(Date.now() / 1000),
      });
      server.jobs.enqueue(id, owner);
      const done = await until(k, id, (j) => j.status === "error");
      const body = done as Job & { error?: string };
      expect(body.error).toBeTruthy();
      expect(body.message).toContain("failed 3 times");
      const row = await server.storage.jobs.get(id);
      expect(row?.attempts).toBe(3);
      expect(row?.lastError).toBeTruthy();
      expect(await ledgerFor(k, id)).toBe(0);
    },
    20_000,
  );
});
