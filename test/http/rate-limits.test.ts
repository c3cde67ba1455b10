/** Tier rate limits (per key and group, refill, headers) and the lockout of an address that keeps failing authentication. */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { RATE_LIMITS } from "../../src/domain/billing/tiers.ts";
import { importPeople } from "../../src/domain/import/import.ts";
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

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());
afterEach(async () => {
  // The balance of every key always equals the sum of its ledger.
  expect(await server.storage.credits.unreconciled()).toEqual([]);
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
