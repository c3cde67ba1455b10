/** The API's edge: credits, the ledger, rate limits, admin, body limits (the matrices: security.test.ts). */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { chargeOrRefuse } from "../../src/domain/billing/auth.ts";
import { RATE_LIMITS } from "../../src/domain/billing/tiers.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importPeople } from "../../src/domain/import/import.ts";
import { ApiError } from "../../src/errors.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import {
  limiterFollowsClock,
  memoryLimiterOnly,
  sourceOnly,
  startTestServer,
  type TestServer,
} from "../helpers/server.ts";

let now = new Date("2026-06-01T12:00:00Z");
const clock = { now: () => now };
let server: TestServer;
const ADMIN = "admin-token-for-tests-0123456789";

beforeAll(async () => {
  // The 401 matrix makes many failed attempts from one address: the lockout is tested on its own.
  server = await startTestServer({ clock, env: { ADMIN_TOKEN: ADMIN, AUTH_FAILURES_PER_MINUTE: "100000" } });
});
afterAll(() => server.stop());
afterEach(async () => {
  // The balance of every key always equals the sum of its ledger.
  expect(await server.storage.credits.unreconciled()).toEqual([]);
});

describe("GET /api/credits", () => {
  test("shows the balance and the purchase date of a topped-up key", async () => {
    const key = await makeKey(server.storage, "tier1", { credits: 250 });
    const res = await server.fetch("/api/credits", auth(key));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { credits: number; last_topup_at: string };
    expect(body.credits).toBe(250);
    expect(Number.isNaN(Date.parse(body.last_topup_at))).toBe(false);
  });

  test("free credits do not count as a purchase: last_topup_at stays null", async () => {
    const key = await makeKey(server.storage, "free", { freeCredits: 30 });
    expect(await (await server.fetch("/api/credits", auth(key))).json()).toEqual({
      credits: 30,
      last_topup_at: null,
    });
  });
});

describe("credits ledger", () => {
  test("200 concurrent fixed-price requests on a key with credits for 50: 50 succeed, 150 get 402, balance 0", async () => {
    await importPeople(
      server.storage,
      (async function* () {
        yield JSON.stringify({ pnet_url: "https://www.pnet.example/in/concurrency", name: "Con Current" });
      })(),
    );
    const key = await makeKey(server.storage, "tier3", { credits: 50 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        server.fetch("/api/enrich/pnet?pnet_url=pnet.example/in/concurrency", auth(key)),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBe(50);
    expect(statuses.filter((s) => s === 402).length).toBe(150);
    const refused = responses.find((r) => r.status === 402);
    if (!refused) throw new Error("no 402 response");
    expect(((await refused.json()) as { detail: string }).detail).toContain("Insufficient credits");
    expect(await (await server.fetch("/api/credits", auth(key))).json()).toMatchObject({ credits: 0 });
    const record = (await server.storage.keys.list()).at(-1);
    const ledger = await server.storage.credits.ledger(record?.id ?? 0);
    expect(ledger.reduce((s, e) => s + e.delta, 0)).toBe(0);
    expect(ledger.filter((e) => e.delta === -1 && e.operation === "storedProfile").length).toBe(50);
  });

  test("an insufficient balance charges nothing", async () => {
    await makeKey(server.storage, "tier2", { credits: 3 });
    const record = (await server.storage.keys.list()).at(-1);
    if (!record) throw new Error("no key");
    let error: unknown;
    try {
      await chargeOrRefuse(server.storage, record, 5, { operation: "searchStandard" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).code).toBe("INSUFFICIENT_CREDITS");
    expect((await server.storage.keys.get(record.id))?.credits).toBe(3);
    expect((await server.storage.credits.ledger(record.id)).length).toBe(1);
  });
});

describe("rate limits", () => {
  for (const tier of ["free", "tier1", "tier2", "tier3"] as const) {
    // Moves the injected clock for the refill; the tier's whole limit is spent faster than the
    // slowest bucket refills only because the clock stands still.
    memoryLimiterOnly(
      `${tier}: limit+1 requests in a minute -> the last is 429 with Retry-After; refill lets it pass`,
      async () => {
        const key = await makeKey(server.storage, tier, { freeCredits: 5 });
        const limit = RATE_LIMITS[tier].credits;
        for (let i = 0; i < limit; i++) {
          const res = await server.fetch("/api/credits", auth(key));
          if (res.status !== 200) throw new Error(`request ${i + 1} of ${limit} got ${res.status}`);
          if (i === 0) {
            expect(res.headers.get("ratelimit-policy")).toBe(`"credits";q=${limit};w=60`);
            expect(res.headers.get("ratelimit")).toMatch(new RegExp(`^"credits";r=${limit - 1};t=\\d+$`));
          }
        }
        const throttled = await server.fetch("/api/credits", auth(key));
        await expectCode(throttled, "RATE_LIMITED");
        const retryAfter = Number(throttled.headers.get("retry-after"));
        // One token takes 60/limit seconds to come back.
        expect(retryAfter).toBe(Math.max(1, Math.ceil(60 / limit)));
        expect(await throttled.json()).toEqual({
          detail: "Rate limit exceeded",
          error: "Rate limit exceeded",
          retry_after: retryAfter,
          code: "RATE_LIMITED",
          request_id: throttled.headers.get("x-request-id") ?? "",
        });
        expect(throttled.headers.get("ratelimit")).toMatch(/^"credits";r=0;t=\d+$/);
        // On a refusal both headers name the same wait (issue 16).
        expect(throttled.headers.get("ratelimit")).toBe(
          `"credits";r=0;t=${throttled.headers.get("retry-after")}`,
        );
        now = new Date(now.getTime() + 60_000 / limit + 1);
        expect((await server.fetch("/api/credits", auth(key))).status).toBe(200);
        await expectCode(await server.fetch("/api/credits", auth(key)), "RATE_LIMITED");
        await expectCode(
          await await server.fetch("/api/credits", { headers: { Authorization: "Bearer nope" } }),
          "UNAUTHORIZED",
        );
      },
    );
  }

  test("on a charged endpoint the throttled call costs nothing", async () => {
    await importPeople(
      server.storage,
      (async function* () {
        yield JSON.stringify({ pnet_url: "https://www.pnet.example/in/limited", name: "Lim Ited" });
      })(),
    );
    const key = await makeKey(server.storage, "tier1", { credits: 100 });
    const limit = RATE_LIMITS.tier1.profile;
    const url = "/api/enrich/pnet?pnet_url=pnet.example/in/limited";
    for (let i = 0; i < limit; i++) expect((await server.fetch(url, auth(key))).status).toBe(200);
    const throttled = await server.fetch(url, auth(key));
    await expectCode(throttled, "RATE_LIMITED");
    expect(
      ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number }).credits,
    ).toBe(100 - limit);
  });

  test("buckets are per key: one key's throttling does not touch another's", async () => {
    const a = await makeKey(server.storage, "free");
    const b = await makeKey(server.storage, "free");
    for (let i = 0; i < RATE_LIMITS.free.credits; i++) await server.fetch("/api/credits", auth(a));
    await expectCode(await server.fetch("/api/credits", auth(a)), "RATE_LIMITED");
    expect((await server.fetch("/api/credits", auth(b))).status).toBe(200);
  });
});

describe("admin API", () => {
  const admin = (init: RequestInit = {}) => ({
    ...init,
    headers: {
      Authorization: `Bearer ${ADMIN}`,
      "Content-Type": "application/json",
      ...(init.headers ?? {}),
    },
  });

  test("create, list, top up, read the ledger, revoke", async () => {
    const created = await server.fetch(
      "/admin/keys",
      admin({ method: "POST", body: JSON.stringify({ tier: "tier3", name: "ops", free_credits: 20 }) }),
    );
    expect(created.status).toBe(200);
    const body = (await created.json()) as {
      key: string;
      id: number;
      prefix: string;
      credits: number;
      last_topup_at: null;
    };
    expect(body.key).toMatch(/^lk_[0-9A-Za-z]{40}$/);
    expect(body).toMatchObject({ credits: 20, last_topup_at: null });
    expect(body.key.startsWith(body.prefix)).toBe(true);

    const list = (await (await server.fetch("/admin/keys", admin())).json()) as {
      keys: { id: number; prefix: string }[];
    };
    expect(list.keys.some((k) => k.id === body.id)).toBe(true);
    expect(JSON.stringify(list)).not.toContain(body.key);

    const topup = await server.fetch(
      `/admin/keys/${body.id}/topup`,
      admin({ method: "POST", body: JSON.stringify({ credits: 100 }) }),
    );
    expect(await topup.json()).toEqual({ id: body.id, credits: 120 });
    const credits = (await (await server.fetch("/api/credits", auth(body.key))).json()) as {
      last_topup_at: string | null;
    };
    expect(credits.last_topup_at).not.toBeNull();

    const ledger = (await (await server.fetch(`/admin/keys/${body.id}/ledger`, admin())).json()) as {
      entries: { delta: number; balance_after: number; operation: string }[];
    };
    expect(ledger.entries.map((e) => [e.delta, e.balance_after, e.operation])).toEqual([
      [20, 20, "grant"],
      [100, 120, "topup"],
    ]);

    const revoked = await server.fetch(`/admin/keys/${body.id}/revoke`, admin({ method: "POST" }));
    expect(await revoked.json()).toEqual({ success: true, message: "Key revoked" });
    await expectCode(await server.fetch("/api/credits", auth(body.key)), "UNAUTHORIZED");

    for (const suffix of ["", "-wal", "-shm"]) {
      let bytes = "";
      try {
        bytes = readFileSync(`${server.config.databasePath}${suffix}`, "latin1");
      } catch {}
      expect(bytes.includes(body.key)).toBe(false);
    }
  });

  test("wrong admin token -> 401; bad input -> 400; unknown key -> 404", async () => {
    const wrong = await server.fetch("/admin/keys", {
      headers: { Authorization: "Bearer not-the-admin-token" },
    });
    await expectCode(wrong, "UNAUTHORIZED");
    const bad = await server.fetch(
      "/admin/keys",
      admin({ method: "POST", body: JSON.stringify({ tier: "gold" }) }),
    );
    await expectCode(bad, "BAD_REQUEST");
    expect(((await bad.json()) as { detail: string }).detail).toContain("tier");
    const broken = await server.fetch("/admin/keys", admin({ method: "POST", body: "{nope" }));
    await expectCode(broken, "BAD_REQUEST");
    const missing = await server.fetch("/admin/keys/999999/ledger", admin());
    await expectCode(missing, "NOT_FOUND");
  });

  test("is not in the public OpenAPI document", async () => {
    const doc = (await (await server.fetch("/openapi/json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/admin"))).toBe(false);
    expect(Object.keys(doc.paths)).toContain("/api/credits");
  });

  test("is absent without ADMIN_TOKEN", async () => {
    const plain = await startTestServer();
    try {
      await expectCode(
        await plain.fetch("/admin/keys", { headers: { Authorization: `Bearer ${ADMIN}` } }),
        "NOT_FOUND",
      );
    } finally {
      await plain.stop();
    }
  });
});

describe("plumbing", () => {
  test("a body over the limit is refused with 413", async () => {
    const res = await server.fetch("/admin/keys", {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ tier: "tier1", name: "x".repeat(3 * 1024 * 1024) }),
    });
    await expectCode(res, "PAYLOAD_TOO_LARGE");
    expect(((await res.json()) as { detail: string }).detail).toContain("too large");
  });

  test("validation errors are 400 with a readable detail, never Elysia's own body", async () => {
    const res = await server.fetch("/admin/keys", {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ tier: "tier1", credits: -5 }),
    });
    await expectCode(res, "BAD_REQUEST");
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["code", "detail", "error", "request_id"]);
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.request_id).toBe(res.headers.get("x-request-id"));
    expect(String(body.detail)).toContain("credits");
  });
});

describe("logs and unexpected errors", () => {
  test("one JSON line per request with method, path, status, ms and key id, never the key", async () => {
    const lines: string[] = [];
    const logged = await startTestServer({ logLines: lines });
    try {
      const key = await makeKey(logged.storage, "tier1", { credits: 5 });
      const res = await logged.fetch("/api/credits", auth(key));
      expect(res.status).toBe(200);
      await Bun.sleep(20);
      const entry = lines
        .map((l) => JSON.parse(l))
        .find((l) => l.msg === "request" && l.path === "/api/credits");
      expect(entry).toMatchObject({
        level: "info",
        method: "GET",
        status: 200,
        request_id: res.headers.get("x-request-id"),
      });
      expect(typeof entry.ms).toBe("number");
      expect(entry.key_id).toBeGreaterThan(0);
      expect(lines.join("\n")).not.toContain(key);
    } finally {
      await logged.stop();
    }
  });

  test("an unexpected failure is a 500 naming the request id; the stack goes to the log only", async () => {
    const lines: string[] = [];
    const broken = await startTestServer({
      logLines: lines,
      prepare: (st) => seedDemoData(st, { people: 1, seed: 5 }).then(() => {}),
    });
    const key = await makeKey(broken.storage, "tier1", { credits: 5 });
    const [person] = await broken.storage.people.scan(0, 1);
    // A stored record that is not JSON: reading it throws, which is a bug, not the database's fault.
    await broken.sql("UPDATE people SET record = 'not json', version = version + 1");
    try {
      const res = await broken.fetch(
        `/api/enrich/pnet?pnet_url=${encodeURIComponent(person?.pnet_url ?? "")}`,
        auth(key),
      );
      await expectCode(res, "INTERNAL");
      const body = (await res.json()) as { detail: string };
      const requestId = res.headers.get("x-request-id") ?? "";
      expect(body.detail).toBe(`Internal server error (request id ${requestId})`);
      expect(JSON.stringify(body)).not.toContain("at ");
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === "unhandled error");
      expect(logged.request_id).toBe(requestId);
      expect(String(logged.stack)).toContain("at ");
    } finally {
      await broken.stop();
    }
  });

  test("a database failure is a 503 with Retry-After, logged as a storage error", async () => {
    const lines: string[] = [];
    const broken = await startTestServer({ logLines: lines });
    const key = await makeKey(broken.storage, "tier1", { credits: 5 });
    // Pull the table from under the running server: every people query now fails.
    await broken.sql("ALTER TABLE people RENAME TO people_gone");
    try {
      const res = await broken.fetch("/api/enrich/pnet?pnet_url=https://www.pnet.example/in/x", auth(key));
      await expectCode(res, "UNAVAILABLE");
      expect(res.headers.get("retry-after")).toBe("5");
      const body = (await res.json()) as { detail: string };
      expect(body.detail).toContain("temporarily unavailable");
      expect(body.detail).not.toContain("people");
      expect(lines.some((l) => JSON.parse(l).msg === "storage error")).toBe(true);
    } finally {
      await broken.stop();
    }
  });
});

describe("repeated failed authentication from one address", () => {
  // Moves the injected clock to empty the window (where the limiter follows it).
  sourceOnly(
    "after AUTH_FAILURES_PER_MINUTE failures: 429 with Retry-After, even for a valid key, until the window has room",
    async () => {
      let now = Date.now();
      const locked = await startTestServer({
        clock: { now: () => new Date(now) },
        env: { AUTH_FAILURES_PER_MINUTE: "5" },
      });
      try {
        const good = await makeKey(locked.storage, "tier2", { credits: 10 });
        const bad = `lk_${"x".repeat(40)}`;
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++) statuses.push((await locked.fetch("/api/credits", auth(bad))).status);
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
        const refused = await locked.fetch("/api/credits", auth(good));
        await expectCode(refused, "RATE_LIMITED");
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(((await refused.json()) as { detail: string }).detail).toContain("failed authentication");
        if (limiterFollowsClock) {
          now += 60_000;
          expect((await locked.fetch("/api/credits", auth(good))).status).toBe(200);
        }
      } finally {
        await locked.stop();
      }
    },
  );
});
