/** Idempotency-Key on the POSTs that create work: replay, mismatch, in progress, failures, expiry. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { hashApiKey } from "../../src/domain/billing/keys.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { requestHash } from "../../src/http/plugins/idempotency.ts";
import { expectCode } from "../helpers/errors.ts";
import { makeKey } from "../helpers/keys.ts";
import { sourceOnly, startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let nowMs = Date.now();

beforeAll(async () => {
  server = await startTestServer({
    clock: { now: () => new Date(nowMs) },
    prepare: (s) => seedDemoData(s, { people: 500, seed: 3 }).then(() => {}),
  });
}, 60_000);
afterAll(() => server.stop());

const post = (k: string, path: string, body: unknown, idem?: string) =>
  server.fetch(path, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${k}`,
      "Content-Type": "application/json",
      ...(idem ? { "Idempotency-Key": idem } : {}),
    },
    body: JSON.stringify(body),
  });
const keyIdOf = async (k: string) => (await server.storage.keys.findByHash(hashApiKey(k)))?.id as number;
async function settle(k: string, id: string) {
  for (let i = 0; i < 1000; i++) {
    const body = (await (
      await server.fetch(`/api/search/deep_research/${id}`, { headers: { Authorization: `Bearer ${k}` } })
    ).json()) as { status: string; total: number };
    if (!["pending", "processing"].includes(body.status)) return body;
    await Bun.sleep(5);
  }
  throw new Error("job did not finish");
}

describe("deep research start", () => {
  test("same key, same body: the original response, one job, one set of charges", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 1000 });
    const body = { limit: 5, query: "engineers" };
    const first = await post(k, "/api/search/deep_research", body, "start-1");
    const firstBody = (await first.json()) as { job_id: string };
    await settle(k, firstBody.job_id);
    // Same request (keys in another order): replayed.
    const again = await post(k, "/api/search/deep_research", { query: "engineers", limit: 5 }, "start-1");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as { job_id: string }).job_id).toBe(firstBody.job_id);
    expect((await server.storage.jobs.listByKey(await keyIdOf(k), "deep_research", 10)).length).toBe(1);
    const ledger = await server.storage.credits.ledger(await keyIdOf(k));
    expect(ledger.reduce((s, l) => s + (l.delta < 0 ? -l.delta : 0), 0)).toBe(5);
  });

  test("same key, another body: 422; no new job", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 100 });
    await post(k, "/api/search/deep_research", { query: "designers", limit: 1 }, "k-2");
    const other = await post(k, "/api/search/deep_research", { query: "designers", limit: 2 }, "k-2");
    await expectCode(other, "UNPROCESSABLE");
    expect(((await other.json()) as { detail: string }).detail).toContain("different request");
    expect((await server.storage.jobs.listByKey(await keyIdOf(k), "deep_research", 10)).length).toBe(1);
  });

  test("while the first is still being created: 409 with Retry-After", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 100 });
    const body = { query: "recruiters", limit: 1 };
    const now = Math.floor(nowMs / 1000);
    const claim = await server.storage.idempotency.begin(
      await keyIdOf(k),
      "k-3",
      requestHash("POST", "/api/search/deep_research", body),
      now,
      now - 86_400,
      now - 60,
    );
    expect(claim.kind).toBe("new");
    const res = await post(k, "/api/search/deep_research", body, "k-3");
    await expectCode(res, "CONFLICT");
    expect(res.headers.get("retry-after")).toBe("1");
  });

  test("a claim left in progress by a process that died is taken over after a minute, not answered 409 all day", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 100 });
    const body = { query: "recruiters", limit: 1 };
    const now = Math.floor(Date.now() / 1000);
    // Claimed two minutes ago (by the server's clock) and never completed.
    const claimedAt = Math.floor(nowMs / 1000) - 120;
    const claim = await server.storage.idempotency.begin(
      await keyIdOf(k),
      "k-abandoned",
      requestHash("POST", "/api/search/deep_research", body),
      claimedAt,
      now - 86_400,
      claimedAt - 60,
    );
    expect(claim.kind).toBe("new");
    const res = await post(k, "/api/search/deep_research", body, "k-abandoned");
    expect(res.status).toBe(200);
    const replay = await post(k, "/api/search/deep_research", body, "k-abandoned");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
  });

  test("a request that failed leaves no claim: the key can be used again", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 100 });
    await expectCode(await post(k, "/api/search/deep_research", { limit: 3 }, "k-4"), "UNPROCESSABLE");
    expect((await post(k, "/api/search/deep_research", { query: "lawyers", limit: 1 }, "k-4")).status).toBe(
      200,
    );
  });

  // Moves the injected clock past the window.
  sourceOnly("after 24 hours the key is new again", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 100 });
    const body = { query: "accountants", limit: 1 };
    const a = (await (await post(k, "/api/search/deep_research", body, "k-5")).json()) as { job_id: string };
    await settle(k, a.job_id);
    nowMs += 25 * 3600 * 1000;
    try {
      const b = (await (await post(k, "/api/search/deep_research", body, "k-5")).json()) as {
        job_id: string;
      };
      expect(b.job_id).not.toBe(a.job_id);
      await settle(k, b.job_id);
    } finally {
      nowMs -= 25 * 3600 * 1000;
    }
  });

  test("without the header every POST creates work", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 100 });
    const a = (await (
      await post(k, "/api/search/deep_research", { query: "marketers", limit: 1 })
    ).json()) as { job_id: string };
    const b = (await (
      await post(k, "/api/search/deep_research", { query: "marketers", limit: 1 })
    ).json()) as { job_id: string };
    expect(a.job_id).not.toBe(b.job_id);
  });
});

describe("more and bulk contacts", () => {
  test("more with the same key twice continues once", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 1000 });
    const { job_id } = (await (
      await post(k, "/api/search/deep_research", { query: "engineers", limit: 3 })
    ).json()) as {
      job_id: string;
    };
    await settle(k, job_id);
    const m1 = await post(k, `/api/search/deep_research/${job_id}/more`, { additional_limit: 2 }, "more-1");
    expect(m1.status).toBe(200);
    const m2 = await post(k, `/api/search/deep_research/${job_id}/more`, { additional_limit: 2 }, "more-1");
    expect(m2.status).toBe(200);
    expect(m2.headers.get("idempotent-replayed")).toBe("true");
    const done = await settle(k, job_id);
    expect(done.total).toBe(5);
  });

  test("bulk contacts with the same key twice makes one job", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 1000 });
    const people = await server.storage.people.scan(0, 3);
    const body = { urls: people.map((p) => p.pnet_url) };
    const a = (await (await post(k, "/api/enrich/bulk-contacts", body, "bulk-1")).json()) as {
      job_id: string;
    };
    const b = (await (await post(k, "/api/enrich/bulk-contacts", body, "bulk-1")).json()) as {
      job_id: string;
    };
    expect(b.job_id).toBe(a.job_id);
    expect((await server.storage.jobs.listByKey(await keyIdOf(k), "bulk_contacts", 10)).length).toBe(1);
  });
});
