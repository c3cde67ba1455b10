/**
 * The edge matrices, generated from the app's own route table (test/helpers/routes.ts), on both
 * listeners: a route added to the app is in them without anyone listing it. Every route is
 * classified (public, API key, admin token, metrics); every keyed route answers 401 for every kind
 * of bad key, 402 where the key's tier does not include it, 429 with Retry-After past its tier's
 * per-minute limit, and, where it charges, 402 when the balance cannot pay; none of them charges.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { hashApiKey } from "../../src/domain/billing/keys.ts";
import { RATE_LIMITS, type RateGroup, TIERS, type Tier } from "../../src/domain/billing/tiers.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importPeople, importReactions } from "../../src/domain/import/import.ts";
import { expectError } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { audienceOf, concretePath, type Listener, type Route, routeTable } from "../helpers/routes.ts";
import { limiterFollowsClock, startTestServer, type TestServer } from "../helpers/server.ts";

const ADMIN = "admin-token-for-tests-0123456789";
const ENV = {
  ADMIN_TOKEN: ADMIN,
  METRICS: "true",
  // The 401 matrix fails many times from one address: the lockout is tested on its own.
  AUTH_FAILURES_PER_MINUTE: "100000",
  // Configured (nothing is fetched: a refusal comes first) so that scrape reaches its balance check.
  SCRAPE_UPSTREAM_URL: "http://127.0.0.1:9/{url}",
};
const routes = await routeTable(ENV);
const keyed = routes.filter((r) => audienceOf(r) === "key");
const paid = keyed.filter((r) => r.documented.includes(402));
const name = (r: Route) => `${r.listener} ${r.method} ${r.path}`;
/** Keyed routes that take no token from a rate-limit bucket (docs/api.md: cancelling is free and unlimited). */
const UNLIMITED = new Set(["POST /api/search/deep_research/:job_id/cancel"]);

const FROZEN = new Date();
const PERSON = "https://www.pnet.example/in/matrix-person";
const POST = "https://www.pnet.example/posts/matrix_activity-1";
let server: TestServer;
/** A deep research job of `drained`, completed with candidates left, which spent its whole balance. */
let jobId = "";
let drained = "";

beforeAll(async () => {
  server = await startTestServer({
    env: ENV,
    // Standing still, the in-memory limiter refills nothing during a burst: its counts are exact.
    clock: { now: () => FROZEN },
    prepare: async (s) => {
      await seedDemoData(s, { people: 300, seed: 11 });
      await importPeople(
        s,
        (async function* () {
          yield JSON.stringify({
            pnet_url: PERSON,
            name: "Matrix Person",
            headline: "Engineer",
            contacts: [{ type: "email", value: "matrix.person@matrix.example" }],
          });
        })(),
      );
      // A promotion: one change in the log, so the change feed has a page to charge for.
      await importPeople(
        s,
        (async function* () {
          yield JSON.stringify({
            pnet_url: PERSON,
            name: "Matrix Person",
            headline: "Staff Engineer",
            contacts: [{ type: "email", value: "matrix.person@matrix.example" }],
          });
        })(),
      );
      await importReactions(
        s,
        (async function* () {
          yield JSON.stringify({
            post_url: POST,
            text: "Hello",
            author: { firstName: "Matrix", url: PERSON },
            reactions: [
              {
                profile: {
                  name: "Re Actor",
                  headline: null,
                  pnet_url: "https://www.pnet.example/in/re-actor",
                },
                reaction_type: "like",
                timestamp: "2026-01-01T00:00:00Z",
              },
            ],
          });
        })(),
      );
    },
  });
  // 3 credits, a job of 3 profiles: completed with candidates left, and the balance at 0.
  drained = await makeKey(server.storage, "tier2", { credits: 3 });
  const started = await server.fetch("/api/search/deep_research", {
    method: "POST",
    headers: { ...auth(drained).headers, "Content-Type": "application/json" },
    body: JSON.stringify({ query: "engineers", limit: 3 }),
  });
  jobId = ((await started.json()) as { job_id: string }).job_id;
  for (let i = 0; i < 3000; i++) {
    const res = await server.fetch(`/api/search/deep_research/${jobId}`, auth(drained));
    if (res.status === 200 && ((await res.json()) as { status: string }).status === "completed") break;
    await Bun.sleep(10);
  }
});
afterAll(() => server.stop());

const fetchOn = (listener: Listener) => (listener === "alt" ? server.altFetch : server.fetch);

const callRoute = (route: Route, key: string | null, example?: { path: string; body?: unknown }) =>
  call(route, key, example);

async function call(route: Route, key: string | null, example?: { path: string; body?: unknown }) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (key) headers.Authorization = `Bearer ${key}`;
  return fetchOn(route.listener)(example?.path ?? concretePath(route.path), {
    method: route.method,
    headers,
    body:
      example?.body === undefined
        ? route.method === "GET"
          ? undefined
          : "{}"
        : JSON.stringify(example.body),
  });
}

async function keyState(key: string) {
  const record = await server.storage.keys.findByHash(hashApiKey(key));
  if (!record) throw new Error("no such key");
  return { credits: record.credits, ledger: (await server.storage.credits.ledger(record.id)).length };
}

/** The route's rate group and this key's limit in it, from the headers every limited answer carries. */
function policyOf(res: Response): { group: RateGroup; limit: number } | null {
  const m = /^"(\w+)";q=(\d+);w=60$/.exec(res.headers.get("ratelimit-policy") ?? "");
  return m ? { group: m[1] as RateGroup, limit: Number(m[2]) } : null;
}

describe("the route table", () => {
  test("every route is classified; every keyed route declares the bearer scheme", () => {
    const unclassified = routes.filter((r) => audienceOf(r) === null).map(name);
    expect(unclassified).toEqual([]);
    expect(keyed.filter((r) => !r.bearer).map(name)).toEqual([]);
    const distinct = new Set(keyed.map((r) => `${r.method} ${r.path}`));
    console.log(
      `route table: ${routes.length} routes; ${keyed.length} keyed (main ${keyed.filter((r) => r.listener === "main").length}, alt ${keyed.filter((r) => r.listener === "alt").length}; ${distinct.size} distinct paths), ${paid.length} of them charging`,
    );
    // The hand-kept list this replaces had 15; these are the ones it missed.
    for (const missed of [
      "main GET /api/search/users",
      "main GET /api/enrich/contact",
      "main GET /api/enrich/reactions",
      "main POST /api/search/deep_research/:job_id/continue",
      "alt GET /api/search/companies",
      "alt GET /api/enrich/pnet",
    ])
      expect(keyed.map(name)).toContain(missed);
  });

  test("public routes answer without a key", async () => {
    for (const route of routes.filter((r) => audienceOf(r) === "public")) {
      const res = await call(route, null);
      expect([route.path, res.status < 400 || res.status === 503]).toEqual([route.path, true]);
    }
  });
});

describe("401 on every keyed route, for every kind of bad key", () => {
  const cases: [string, () => Promise<Record<string, string>>][] = [
    ["missing header", async () => ({})],
    ["not a bearer", async () => ({ Authorization: "Basic abc" })],
    ["wrong prefix", async () => ({ Authorization: `Bearer sk_${"a".repeat(40)}` })],
    ["malformed", async () => ({ Authorization: "Bearer lk_short" })],
    ["unknown", async () => ({ Authorization: `Bearer lk_${"Z".repeat(40)}` })],
    [
      "revoked",
      async () => {
        const key = await makeKey(server.storage, "tier2", { credits: 10 });
        const id = (await server.storage.keys.findByHash(hashApiKey(key)))?.id ?? 0;
        await server.storage.keys.revoke(id);
        return { Authorization: `Bearer ${key}` };
      },
    ],
    [
      "expired",
      async () => ({
        Authorization: `Bearer ${await makeKey(server.storage, "tier2", { credits: 10, expiresAt: "2020-01-01T00:00:00Z" })}`,
      }),
    ],
  ];
  for (const route of keyed) {
    test(name(route), async () => {
      for (const [label, headers] of cases) {
        const res = await fetchOn(route.listener)(concretePath(route.path), {
          method: route.method,
          headers: { ...(await headers()), "Content-Type": "application/json" },
          body: route.method === "GET" ? undefined : "{}",
        });
        const body = await expectError(res, "UNAUTHORIZED", undefined, label);
        expect(body.detail.length).toBeGreaterThan(5);
        expect(res.headers.get("www-authenticate")).toBe("Bearer");
      }
    });
  }
});

test("a bad key's 401 says what is wrong with it: the prefix, or the shape after it", async () => {
  const detailOf = async (key: string) => {
    const res = await fetchOn("main")("/api/credits", { headers: { Authorization: `Bearer ${key}` } });
    return (await expectError(res, "UNAUTHORIZED")).detail as string;
  };
  expect(await detailOf(`sk_${"a".repeat(40)}`)).toContain("keys start with lk_");
  const malformed = await detailOf("lk_wrong");
  expect(malformed).toContain("lk_ followed by 32 to 128 letters and digits");
  expect(malformed).not.toContain("keys start with");
  expect(await detailOf(`lk_${"Z".repeat(40)}`)).toBe("Invalid or expired API key");
});

/**
 * Routes whose bare call (no query, `{}` body) is a valid paid request: the burst calls them in a
 * way that is valid and free instead, so that the balance shows what a refusal cost (nothing).
 */
const FREE_CALLS: Record<string, { path: string }> = {
  "GET /api/changes": { path: "/api/changes?since=now" },
};

describe("429 past the tier's per-minute limit, with Retry-After; nothing charged", () => {
  for (const route of keyed) {
    test(name(route), async () => {
      const free = FREE_CALLS[`${route.method} ${route.path}`];
      const call = (r: Route, key: string | null) => callRoute(r, key, free);
      const probe = await call(route, await makeKey(server.storage, "free", { freeCredits: 5 }));
      const policy = policyOf(probe);
      if (policy === null) {
        expect(UNLIMITED.has(`${route.method} ${route.path}`)).toBe(true);
        return;
      }
      expect(UNLIMITED.has(`${route.method} ${route.path}`)).toBe(false);
      // The tier with the smallest limit that includes the route.
      const tier = TIERS.filter((t) => RATE_LIMITS[t][policy.group] > 0).sort(
        (a, b) => RATE_LIMITS[a][policy.group] - RATE_LIMITS[b][policy.group],
      )[0] as Tier;
      const limit = RATE_LIMITS[tier][policy.group];
      const key = await makeKey(server.storage, tier, { credits: 50 });
      const before = await keyState(key);
      // At once, so that no bucket refills in between where its clock runs (PostgreSQL, Redis).
      const answers = await Promise.all(Array.from({ length: limit + 1 }, () => call(route, key)));
      const refused = answers.filter((r) => r.status === 429);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      if (limiterFollowsClock) expect(refused.length).toBe(1);
      const throttled = refused[0] as Response;
      const body = await expectError(throttled, "RATE_LIMITED", "Rate limit exceeded");
      const retryAfter = Number(throttled.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(body.retry_after).toBe(retryAfter);
      expect(throttled.headers.get("ratelimit-policy")).toBe(`"${policy.group}";q=${limit};w=60`);
      expect(throttled.headers.get("ratelimit")).toBe(`"${policy.group}";r=0;t=${retryAfter}`);
      expect(await keyState(key)).toEqual(before);
    });
  }
});

describe("402 where the key's tier does not include the route; nothing charged", () => {
  for (const route of keyed) {
    test(name(route), async () => {
      const policy = policyOf(await call(route, await makeKey(server.storage, "tier3", { credits: 5 })));
      if (policy === null) return; // unlimited: open to every tier (checked by the 429 matrix)
      for (const tier of TIERS.filter((t) => RATE_LIMITS[t][policy.group] === 0)) {
        const key = await makeKey(server.storage, tier, { credits: 50 });
        const before = await keyState(key);
        const res = await call(route, key);
        await expectError(res, "PAYMENT_REQUIRED", `the ${tier} tier`);
        expect(res.headers.get("ratelimit-policy")).toBe(`"${policy.group}";q=0;w=60`);
        expect(await keyState(key)).toEqual(before);
      }
    });
  }
});

/**
 * A request of each charging route that would be served and charged with credits: keyed by
 * "METHOD path" (or "listener METHOD path" where the listeners differ). A charging route without
 * one fails its test: a new paid route cannot be left out.
 */
const EXAMPLES: Record<string, () => { path: string; body?: unknown }> = {
  "GET /api/search": () => ({ path: "/api/search?query=engineers" }),
  "GET /api/search/users": () => ({ path: "/api/search/users?query=engineers" }),
  "POST /api/search/deep_research": () => ({
    path: "/api/search/deep_research",
    body: { query: "engineers" },
  }),
  "POST /api/search/deep_research/:job_id/more": () => ({
    path: `/api/search/deep_research/${jobId}/more`,
    body: {},
  }),
  "POST /api/search/deep_research/:job_id/continue": () => ({
    path: `/api/search/deep_research/${jobId}/continue`,
    body: {},
  }),
  "GET /api/search/companies": () => ({ path: "/api/search/companies?query=software%20companies" }),
  "main GET /api/enrich/pnet": () => ({ path: `/api/enrich/pnet?pnet_url=${encodeURIComponent(PERSON)}` }),
  "alt GET /api/enrich/pnet": () => ({ path: `/api/enrich/pnet?url=${encodeURIComponent(PERSON)}` }),
  "GET /api/enrich/contacts": () => ({ path: `/api/enrich/contacts?pnet_url=${encodeURIComponent(PERSON)}` }),
  "GET /api/enrich/contact": () => ({ path: `/api/enrich/contact?pnet_url=${encodeURIComponent(PERSON)}` }),
  "GET /api/enrich/post-reactions": () => ({
    path: `/api/enrich/post-reactions?url=${encodeURIComponent(POST)}`,
  }),
  "GET /api/enrich/reactions": () => ({ path: `/api/enrich/reactions?post_url=${encodeURIComponent(POST)}` }),
  "GET /api/enrich/scrape": () => ({ path: `/api/enrich/scrape?pnet_url=${encodeURIComponent(PERSON)}` }),
  "POST /api/enrich/bulk-contacts": () => ({ path: "/api/enrich/bulk-contacts", body: { urls: [PERSON] } }),
  "GET /api/changes": () => ({ path: "/api/changes" }),
  "POST /api/identify": () => ({ path: "/api/identify", body: { email: "matrix.person@matrix.example" } }),
  "GET /api/occupations/link": () => ({ path: "/api/occupations/link?title=software%20developer" }),
  "GET /api/occupations/:uri": () => ({
    path: `/api/occupations/${encodeURIComponent("http://data.europa.eu/esco/occupation/f2b15a0e-e65a-438a-affb-29b9d50b77d1")}`,
  }),
  "POST /api/identify/bulk": () => ({
    path: "/api/identify/bulk",
    body: { rows: [{ name: "Matrix Person" }] },
  }),
};

describe("402 on every charging route when the balance cannot pay; nothing charged", () => {
  for (const route of paid) {
    test(name(route), async () => {
      const example = EXAMPLES[name(route)] ?? EXAMPLES[`${route.method} ${route.path}`];
      expect([name(route), example !== undefined]).toEqual([name(route), true]);
      const before = await keyState(drained);
      expect(before.credits).toBe(0);
      const res = await call(route, drained, example?.());
      const body = await expectError(res, "INSUFFICIENT_CREDITS", "Insufficient credits");
      expect(body.credits).toBe(0);
      expect(await keyState(drained)).toEqual(before);
    });
  }
});
