/** GET /api/search: what it costs (and what explain costs), its errors, and storage trouble. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { hashApiKey } from "../../src/domain/billing/keys.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { type SeededSearch, searchHelpers, seededSearch } from "./search-fixture.ts";

let seeded: SeededSearch;
let server: TestServer;

beforeAll(async () => {
  seeded = await seededSearch();
  ({ server } = seeded);
}, 60_000);
afterAll(() => seeded.server.stop());

const { search, balance } = searchHelpers(() => seeded);

describe("costs", () => {
  test("advanced_filtering (default): 1 credit per returned result, in the ledger", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 500 });
    const { body } = await search({ query: "software engineers", limit: 7 }, k);
    expect(body.results.length).toBe(7);
    expect(await balance(k)).toBe(493);
    const id = (await server.storage.keys.findByHash(hashApiKey(k)))?.id as number;
    const ledger = await server.storage.credits.ledger(id);
    expect(ledger.at(-1)).toMatchObject({ delta: -7, operation: "search_advanced" });
  });

  test("a search with no results costs nothing", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 50 });
    const { body } = await search({ query: "engineers", companies: "Nonexistent Zzzq" }, k);
    expect(body.results).toEqual([]);
    expect(await balance(k)).toBe(50);
  });

  test("advanced_filtering=false: 5 credits per request whatever the page size", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 100 });
    await search({ query: "software engineers", limit: 40, advanced_filtering: false }, k);
    await search({ query: "software engineers", limit: 1, advanced_filtering: false }, k);
    expect(await balance(k)).toBe(90);
  });

  test("explain is free", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 10 });
    const res = await server.fetch("/api/search/explain?query=engineers", auth(k));
    expect(res.status).toBe(200);
    expect(await balance(k)).toBe(10);
  });
});

describe("errors", () => {
  test("400: limit outside 1..100, negative offset, bad booleans", async () => {
    for (const params of [
      { query: "x", limit: 0 },
      { query: "x", limit: 101 },
      { query: "x", offset: -1 },
      { query: "x", advanced_filtering: "maybe" },
      { query: "x", legacy: "yes please" },
    ]) {
      const { res, body } = await search(params as unknown as Record<string, string | number>);
      await expectCode({ res: res, body: body }, "BAD_REQUEST");
      expect(typeof body.detail).toBe("string");
    }
  });

  test("422: neither query nor search_id", async () => {
    const { res, body } = await search({ limit: 5 });
    await expectCode({ res: res, body: body }, "UNPROCESSABLE");
    expect(body.detail).toContain("query");
    await expectCode(await search({ query: "   " }), "UNPROCESSABLE");
  });

  test("401 without a key; 402 without credits (nothing charged)", async () => {
    await expectCode(await server.fetch("/api/search?query=engineers"), "UNAUTHORIZED");
    const broke = await makeKey(server.storage, "tier2", { credits: 0 });
    const { res, body } = await search({ query: "engineers" }, broke);
    await expectCode({ res: res, body: body }, "INSUFFICIENT_CREDITS");
    expect(body.detail).toContain("credits");
    const four = await makeKey(server.storage, "tier2", { credits: 4 });
    await expectCode(
      await search({ query: "engineers", advanced_filtering: false }, four),
      "INSUFFICIENT_CREDITS",
    );
    expect(await balance(four)).toBe(4);
  });

  test("429 past the tier's per-minute limit, with Retry-After", async () => {
    const free = await makeKey(server.storage, "free", { freeCredits: 100 });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof search>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await search({ query: "engineers", limit: 1 }, free);
      statuses.push(last.res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    if (!last) throw new Error("no answer");
    await expectCode(last, "RATE_LIMITED");
    expect(Number(last.res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("storage trouble", () => {
  test("a broken search index answers 503 with a detail and Retry-After, never a 500 or a stack", async () => {
    const broken = await startTestServer({
      prepare: (s) => seedDemoData(s, { people: 30, seed: 3 }).then(() => {}),
    });
    try {
      const k = await makeKey(broken.storage, "tier2", { credits: 100 });
      await broken.sql("DROP TABLE people_facets");
      const res = await broken.fetch("/api/search?query=engineers", auth(k));
      await expectCode(res, "UNAVAILABLE");
      expect(res.headers.get("retry-after")).toBe("5");
      const body = (await res.json()) as { detail: string };
      expect(body.detail).toContain("temporarily unavailable");
      expect(body.detail).not.toContain("people_facets");
      const credits = (await (await broken.fetch("/api/credits", auth(k))).json()) as { credits: number };
      expect(credits.credits).toBe(100);
    } finally {
      await broken.stop();
    }
  });
});
