/** GET /api/search: sessions and paging by search_id, the legacy and modern formats, include_evaluations. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Person } from "../../src/domain/model.ts";
import * as SPEC from "../fixtures/spec-fields.ts";
import { expectCode } from "../helpers/errors.ts";
import { makeKey } from "../helpers/keys.ts";
import type { TestServer } from "../helpers/server.ts";
import * as T from "../quality/truth.ts";
import { type SeededSearch, searchHelpers, seededSearch } from "./search-fixture.ts";

let seeded: SeededSearch;
let server: TestServer;
let byId: Map<number, Person>;

beforeAll(async () => {
  seeded = await seededSearch();
  ({ server, byId } = seeded);
}, 60_000);
afterAll(() => seeded.server.stop());

const { search } = searchHelpers(() => seeded);

describe("sessions and paging", () => {
  test("5 pages are disjoint, and the same whichever order they are asked in", async () => {
    const first = await search({ query: "engineers", limit: 10, legacy: false });
    const id = first.body.search_id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const pages: number[][] = [first.body.results.map((r) => r.id as number)];
    for (let offset = 10; offset < 50; offset += 10) {
      const next = await search({ search_id: id, offset, limit: 10, legacy: false });
      expect(next.res.status).toBe(200);
      expect(next.body.search_id).toBe(id);
      expect(next.body.query).toBe("engineers");
      pages.push(next.body.results.map((r) => r.id as number));
    }
    const all = pages.flat();
    expect(all.length).toBe(50);
    expect(new Set(all).size).toBe(50);
    for (let i = 4; i >= 0; i--) {
      const again = await search({ search_id: id, offset: i * 10, limit: 10, legacy: false });
      expect(again.body.results.map((r) => r.id)).toEqual(pages[i] as number[]);
    }
  });

  test("a fresh session paged from the far end first gives the same items as paging forward", async () => {
    const a = await search({ query: "software engineers", limit: 5, legacy: false });
    const b = await search({ query: "software engineers", limit: 5, legacy: false });
    const late = await search({ search_id: b.body.search_id, offset: 20, limit: 5, legacy: false });
    let page = a;
    for (let offset = 5; offset <= 20; offset += 5)
      page = await search({ search_id: a.body.search_id, offset, limit: 5, legacy: false });
    expect(late.body.results.length).toBe(5);
    expect(page.body.results.map((r) => r.id)).toEqual(late.body.results.map((r) => r.id));
  });

  test("search_id alone continues with the original criteria; query is not needed", async () => {
    const first = await search({ query: "data scientists", limit: 3, legacy: false });
    const next = await search({ search_id: first.body.search_id, offset: 3, limit: 3, legacy: false });
    expect(next.res.status).toBe(200);
    expect(next.body.total).toBe(first.body.total);
    for (const r of next.body.results)
      expect(T.familyOf(byId.get(r.id as number) as Person)).toBe("Data Science");
  });

  test("unknown search_id -> 404; another key's search_id -> 404; malformed -> 400", async () => {
    const unknown = await search({ search_id: "00000000-0000-4000-8000-000000000000" });
    await expectCode(unknown, "NOT_FOUND");
    expect(unknown.body.detail).toContain("not found");
    const mine = await search({ query: "engineers", limit: 1 });
    const other = await makeKey(server.storage, "tier2", { credits: 100 });
    const theirs = await search({ search_id: mine.body.search_id }, other);
    await expectCode(theirs, "NOT_FOUND");
    await expectCode(await search({ search_id: "not-a-uuid" }), "BAD_REQUEST");
  });
});

describe("formats", () => {
  test("legacy (default): profile/experience/education/posts with the spec's keys, deprecation headers", async () => {
    const { res, body } = await search({ query: "software engineers", limit: 3 });
    expect(res.headers.get("deprecation")).toBe("true");
    expect(res.headers.get("sunset")).toBe("Sat, 01 Nov 2025 00:00:00 GMT");
    expect(Object.keys(body)).toEqual(["results", "total", "query", "search_id"]);
    const r = body.results[0] as Record<string, Record<string, unknown>>;
    expect(Object.keys(r)).toEqual(["profile", "experience", "education", "posts"]);
    expect(Object.keys(r.profile ?? {}).sort()).toEqual(Object.keys(SPEC.LEGACY_PROFILE).sort());
    const exp = (r.experience as unknown as Record<string, unknown>[])[0] ?? {};
    expect(Object.keys(exp).sort()).toEqual(Object.keys(SPEC.LEGACY_EXPERIENCE).sort());
  });

  test("modern: the full record with match_data {similarity_score, matched_criteria}; no deprecation headers", async () => {
    const { res, body } = await search({
      query: "senior software engineers in London",
      legacy: false,
      limit: 2,
    });
    expect(res.headers.get("deprecation")).toBeNull();
    const r = body.results[0] as Record<string, unknown>;
    expect(Object.keys(r).sort()).toEqual(Object.keys(SPEC.MODERN_ROOT).sort());
    const match = r.match_data as { similarity_score: number; matched_criteria: string[] };
    expect(match.similarity_score).toBe(1);
    expect(match.matched_criteria).toContain("Seniority: Senior");
    expect(match.matched_criteria.some((c) => c.includes("London"))).toBe(true);
  });
});

describe("include_evaluations", () => {
  test("adds each criterion's verdict and reason to match_data (modern format); absent by default", async () => {
    const on = await search({
      query: "senior software engineers in London",
      legacy: false,
      limit: 2,
      include_evaluations: true,
    });
    const match = on.body.results[0]?.match_data as {
      evaluations: { criterion: string; verdict: string; reason: string }[];
    };
    expect(match.evaluations.map((e) => e.verdict)).toEqual(["YES", "YES", "YES"]);
    expect(match.evaluations[0]?.reason).toContain("current title");
    const off = await search({ query: "senior software engineers in London", legacy: false, limit: 2 });
    expect(Object.keys(off.body.results[0]?.match_data as object).sort()).toEqual([
      "matched_criteria",
      "similarity_score",
    ]);
  });
});
