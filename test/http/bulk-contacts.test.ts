/** POST /api/enrich/bulk-contacts and its status: validation, tiers, the credit table, paging, expiry, credits running out, 5,000 URLs. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { hashApiKey } from "../../src/domain/billing/keys.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Person } from "../../src/domain/model.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { sourceOnly, startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let key: string;
let everyone: Person[];
let nowMs = Date.now();

beforeAll(async () => {
  server = await startTestServer({
    clock: { now: () => new Date(nowMs) },
    prepare: (s) => seedDemoData(s, { people: 3000, seed: 21 }).then(() => {}),
  });
  key = await makeKey(server.storage, "tier2", { credits: 1_000_000 });
  everyone = await server.storage.people.scan(0, 5000);
}, 60_000);
afterAll(() => server.stop());

interface Status {
  job_id: string;
  status: string;
  total: number;
  processed: number;
  emails_found: number;
  phones_found: number;
  credits_used: number;
  created_at: number;
  completed_at: number | null;
  message: string;
  results: {
    url: string;
    status: string;
    contacts: { type: string }[];
    social: unknown[];
    credits: number;
  }[];
  detail?: string;
}

const post = (body: unknown, k = key) =>
  server.fetch("/api/enrich/bulk-contacts", {
    method: "POST",
    headers: { Authorization: `Bearer ${k}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const status = async (id: string, k = key, qs = "") => {
  const res = await server.fetch(`/api/enrich/bulk-contacts/${id}${qs}`, auth(k));
  return { res, body: (await res.json()) as Status };
};
async function finished(id: string, k = key): Promise<Status> {
  for (let i = 0; i < 600; i++) {
    const { body } = await status(id, k);
    if (!["pending", "processing"].includes(body.status)) return body;
    await Bun.sleep(20);
  }
  throw new Error("job did not finish");
}
const balance = async (k: string) =>
  ((await (await server.fetch("/api/credits", auth(k))).json()) as { credits: number }).credits;
const keyId = async (k: string) => (await server.storage.keys.findByHash(hashApiKey(k)))?.id as number;

describe("starting a job", () => {
  test("returns {job_id, status: pending, message}", async () => {
    const res = await post({ urls: [everyone[0]?.pnet_url] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { job_id: string; status: string; message: string };
    expect(body.job_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.status).toBe("pending");
    expect(body.message).toContain("1 profile URL");
    await finished(body.job_id);
  });

  test.each([
    ["no urls", {}, "urls is required"],
    ["an empty list", { urls: [] }, "at least one URL"],
    ["a string", { urls: "https://x.example/in/a" }, "must be an array"],
    ["a number in the list", { urls: [42] }, "urls[0] must be a string"],
    [
      "5,001 URLs",
      { urls: Array.from({ length: 5001 }, (_, i) => `https://pnet.example/in/p${i}`) },
      "at most 5000",
    ],
    [
      "a flag that is not a boolean",
      { urls: ["https://pnet.example/in/a"], email_enrichment: "yes" },
      "email_enrichment must be true or false",
    ],
  ])("400 for %s", async (_label, body, detail) => {
    const res = await post(body);
    await expectCode(res, "BAD_REQUEST");
    expect(((await res.json()) as { detail: string }).detail).toContain(detail);
  });

  test("malformed JSON is a 400, not a 500", async () => {
    const res = await server.fetch("/api/enrich/bulk-contacts", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: "{urls: [",
    });
    await expectCode(res, "BAD_REQUEST");
  });

  test("402 on the free tier and for a key that never bought credits; nothing created", async () => {
    const free = await makeKey(server.storage, "free", { freeCredits: 100 });
    await expectCode(await post({ urls: [everyone[0]?.pnet_url] }, free), "PAYMENT_REQUIRED");
    const gifted = await makeKey(server.storage, "tier1", { freeCredits: 100 });
    const res = await post({ urls: [everyone[0]?.pnet_url] }, gifted);
    await expectCode(res, "PAYMENT_REQUIRED");
    expect(((await res.json()) as { detail: string }).detail).toContain("purchased credits");
  });

  test("pnet_urls is accepted; duplicates (any spelling) collapse; invalid URLs are reported per item", async () => {
    const url = everyone[1]?.pnet_url as string;
    const res = await post({
      pnet_urls: [
        url,
        `${url.toUpperCase()}/`,
        url.replace("https://", "http://www."),
        "not a url",
        "not a url",
        "ftp://x",
      ],
    });
    const job = await finished(((await res.json()) as { job_id: string }).job_id);
    expect(job.total).toBe(3);
    expect(job.results.map((r) => r.status).sort()).toEqual(["found", "invalid", "invalid"].sort());
    expect(job.results.filter((r) => r.status === "invalid").every((r) => r.credits === 0)).toBe(true);
  });
});

describe("the credit table, per profile, from the ledger", () => {
  const flagSets = [
    { email_enrichment: true, phone_enrichment: false },
    { email_enrichment: false, phone_enrichment: true },
    { email_enrichment: true, phone_enrichment: true },
    { email_enrichment: false, phone_enrichment: false },
  ];
  for (const flags of flagSets) {
    test(`email ${flags.email_enrichment}, phone ${flags.phone_enrichment}`, async () => {
      const k = await makeKey(server.storage, "tier2", { credits: 100_000 });
      const urls = [
        ...everyone.slice(100, 160).map((p) => p.pnet_url),
        "https://pnet.example/in/nobody-here",
      ];
      const res = await post({ urls, ...flags }, k);
      const job = await finished(((await res.json()) as { job_id: string }).job_id, k);
      expect(job.status).toBe("completed");
      expect(job.processed).toBe(61);
      let expected = 0;
      for (const r of job.results) {
        const email = r.contacts.some((c) => c.type === "email");
        const phone = r.contacts.some((c) => c.type === "phone");
        if (!flags.phone_enrichment && flags.email_enrichment) expect(phone).toBe(false);
        if (!flags.email_enrichment && flags.phone_enrichment) expect(email).toBe(false);
        expect(r.credits).toBe((email ? 4 : 0) + (phone ? 10 : 0));
        expect(r.status).toBe(email || phone ? "found" : "not_found");
        expected += r.credits;
      }
      expect(job.results.find((r) => r.url.endsWith("nobody-here"))?.status).toBe("not_found");
      expect(job.credits_used).toBe(expected);
      expect(expected).toBeGreaterThan(0);
      expect(await balance(k)).toBe(100_000 - expected);
      const ledger = (await server.storage.credits.ledger(await keyId(k))).filter(
        (l) => l.jobId === job.job_id,
      );
      expect(ledger.reduce((s, l) => s - l.delta, 0)).toBe(expected);
      expect(job.emails_found).toBe(
        job.results.filter((r) => r.contacts.some((c) => c.type === "email")).length,
      );
      expect(job.phones_found).toBe(
        job.results.filter((r) => r.contacts.some((c) => c.type === "phone")).length,
      );
    });
  }
});

describe("status", () => {
  test("page / page_size page the results; bad paging is 400", async () => {
    const res = await post({ urls: everyone.slice(200, 230).map((p) => p.pnet_url) });
    const id = ((await res.json()) as { job_id: string }).job_id;
    const all = await finished(id);
    const p2 = await status(id, key, "?page=2&page_size=10");
    expect(p2.res.status).toBe(200);
    expect(p2.body.results.map((r) => r.url)).toEqual(all.results.slice(10, 20).map((r) => r.url));
    await expectCode(await status(id, key, "?page=0"), "BAD_REQUEST");
    await expectCode(await status(id, key, "?page=1&page_size=101"), "BAD_REQUEST");
  });

  // Moves the injected clock past the retention period.
  sourceOnly("another key's job is 403; an unknown one 404; after 7 days 404", async () => {
    const res = await post({ urls: [everyone[5]?.pnet_url] });
    const id = ((await res.json()) as { job_id: string }).job_id;
    await finished(id);
    const other = await makeKey(server.storage, "tier2", { credits: 10 });
    await expectCode(await status(id, other), "FORBIDDEN");
    await expectCode(await status("00000000-0000-4000-8000-000000000000"), "NOT_FOUND");
    const saved = nowMs;
    nowMs += 8 * 24 * 3600 * 1000;
    try {
      const expired = await status(id);
      await expectCode(expired, "NOT_FOUND");
      expect(expired.body.detail).toContain("expired");
    } finally {
      nowMs = saved;
    }
  });

  test("credits running out stop the job as completed with the results so far and a message", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 30 });
    const res = await post(
      { urls: everyone.slice(300, 400).map((p) => p.pnet_url), email_enrichment: true },
      k,
    );
    const job = await finished(((await res.json()) as { job_id: string }).job_id, k);
    expect(job.status).toBe("completed");
    expect(job.message).toContain("credits ran out");
    expect(job.processed).toBeLessThan(100);
    expect(job.credits_used).toBeLessThanOrEqual(30);
    expect(await balance(k)).toBe(30 - job.credits_used);
  });
});

describe("a job of 5,000 URLs", () => {
  test("completes, each URL once, charges reconcile", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 1_000_000 });
    const urls = [
      ...everyone.map((p) => p.pnet_url),
      ...Array.from({ length: 5000 - everyone.length }, (_, i) => `https://pnet.example/in/unknown-${i}`),
    ];
    expect(urls.length).toBe(5000);
    const started = performance.now();
    const res = await post({ urls }, k);
    const job = await finished(((await res.json()) as { job_id: string }).job_id, k);
    const seconds = (performance.now() - started) / 1000;
    expect(job.status).toBe("completed");
    expect(job.processed).toBe(5000);
    expect(new Set(job.results.map((r) => r.url)).size).toBe(5000);
    expect(job.results.filter((r) => r.status === "not_found").length).toBeGreaterThanOrEqual(2000);
    expect(await balance(k)).toBe(1_000_000 - job.credits_used);
    expect(await server.storage.credits.unreconciled()).toEqual([]);
    console.log(`5,000-URL bulk job: ${seconds.toFixed(2)} s`);
  }, 60_000);
});
