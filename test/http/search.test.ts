/** GET /api/search and /api/search/explain over real HTTP: every query kind, paging, formats, costs, errors. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { hashApiKey } from "../../src/domain/billing/keys.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Person } from "../../src/domain/model.ts";
import * as SPEC from "../fixtures/spec-fields.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, TEST_ENGINE, type TestServer } from "../helpers/server.ts";
import * as T from "../quality/truth.ts";

let server: TestServer;
let key: string;
let everyone: Person[];
let byId: Map<number, Person>;
let topCompany: string;
let pastCompany: string;
let topSchool: string;

beforeAll(async () => {
  server = await startTestServer({
    prepare: (s) =>
      seedDemoData(s, { people: 3000, seed: 7, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
  key = await makeKey(server.storage, "tier3", { credits: 100_000 });
  everyone = await server.storage.people.scan(0, 5000);
  byId = new Map(everyone.map((p) => [p.id, p]));
  const count = (names: (string | null)[]) => {
    const m = new Map<string, number>();
    for (const n of names) if (n) m.set(n, (m.get(n) ?? 0) + 1);
    return [...m].sort((a, b) => b[1] - a[1]).map(([n]) => n);
  };
  topCompany = count(everyone.map(T.currentCompany))[0] as string;
  pastCompany = count(everyone.flatMap((p) => [...T.pastCompanies(p)]))[1] as string;
  topSchool = count(everyone.flatMap((p) => [...T.schools(p)]))[0] as string;
}, 60_000);
afterAll(() => server.stop());

interface SearchBody {
  results: Record<string, unknown>[];
  total: number;
  query: string;
  search_id: string;
  detail?: string;
}

async function search(params: Record<string, string | number | boolean | string[]>, k = key) {
  const qs = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const v of value) qs.append(name, v);
    else qs.set(name, String(value));
  }
  const res = await server.fetch(`/api/search?${qs}`, auth(k));
  return { res, body: (await res.json()) as SearchBody };
}

/** Modern results -> the stored people they are. */
async function people(query: string, extra: Record<string, string | number | boolean | string[]> = {}) {
  const { res, body } = await search({ query, legacy: false, limit: 50, ...extra });
  expect(res.status).toBe(200);
  return { res, body, found: body.results.map((r) => byId.get(r.id as number) as Person) };
}

const balance = async (k = key) =>
  ((await (await server.fetch("/api/credits", auth(k))).json()) as { credits: number }).credits;

describe("query understanding, one kind at a time", () => {
  const cases: [string, (p: Person) => boolean][] = [
    ["software engineers", (p) => T.familyOf(p) === "Software Engineering"],
    ["backend engineers", (p) => T.baseTitleOf(p) === "Backend Engineer"],
    ["senior software engineers", (p) => T.familyOf(p) === "Software Engineering" && T.level(p) === "Senior"],
    ["staff engineers", (p) => T.department(p) === "Engineering" && T.titleStarts(p, "Staff")],
    ["VP of Sales", (p) => T.department(p) === "Sales" && T.level(p) === "VP"],
    ["engineering managers", (p) => T.department(p) === "Engineering" && T.level(p) === "Manager"],
    // Two Londons in the gazetteer: a bare name means the larger one.
    ["people in London", (p) => T.city(p) === "London" && T.country(p) === "GB"],
    ["engineers in NYC", (p) => T.department(p) === "Engineering" && T.city(p) === "New York"],
    ["marketers in the UK", (p) => T.department(p) === "Marketing" && T.country(p) === "GB"],
    [
      "salespeople in the DACH region",
      (p) => T.department(p) === "Sales" && ["DE", "AT", "CH"].includes(T.country(p) ?? ""),
    ],
    ["data scientists with a PhD", (p) => T.inDataScience(p) && T.hasPhd(p)],
    ["product managers with an MBA", (p) => T.familyOf(p) === "Product Management" && T.hasMba(p)],
    [
      "engineers who know Kubernetes",
      (p) => T.department(p) === "Engineering" && T.skills(p).has("kubernetes"),
    ],
    [
      "machine learning engineers with PyTorch experience",
      (p) => T.familyOf(p) === "Machine Learning" && T.skills(p).has("pytorch"),
    ],
    ["accountants with 10+ years of experience", (p) => T.familyOf(p) === "Accounting" && T.years(p) >= 10],
    [
      "engineers with at least 5 years of experience",
      (p) => T.department(p) === "Engineering" && T.years(p) >= 5,
    ],
    [
      "decision makers in fintech",
      (p) => p.is_decision_maker === true && T.industry(p) === "Financial Services",
    ],
  ];
  for (const [query, relevant] of cases) {
    test(`"${query}": every result fits, and there are some`, async () => {
      const { found, body } = await people(query);
      expect(found.length).toBeGreaterThan(0);
      expect(found.filter((p) => !relevant(p)).map((p) => p.name)).toEqual([]);
      expect(body.total).toBe(everyone.filter(relevant).length);
    });
  }

  test('"backend engineers" is narrower than "software engineers"', async () => {
    const backend = (await people("backend engineers")).body.total;
    const software = (await people("software engineers")).body.total;
    expect(backend).toBeGreaterThan(0);
    expect(backend).toBeLessThan(software);
  });

  test('"senior" does not pull in a Senior Director of Sales for an engineering query', async () => {
    const { found } = await people("senior engineers");
    expect(found.every((p) => T.department(p) === "Engineering" && T.level(p) === "Senior")).toBe(true);
  });

  test("current employer (at X, any case, suffix dropped) and past employer (ex-X)", async () => {
    const bare = topCompany.replace(/ (Inc\.|LLC|Corp\.|Ltd\.?|GmbH|AG|PLC|S\.A\.|SAS|B\.V\.|AB|Oy)$/, "");
    const atX = await people(`people working at ${bare.toLowerCase()}`);
    expect(atX.found.length).toBeGreaterThan(0);
    expect(atX.found.every((p) => T.currentCompany(p) === topCompany)).toBe(true);
    const exX = await people(`ex-${pastCompany}`);
    expect(exX.found.length).toBeGreaterThan(0);
    expect(exX.found.every((p) => T.pastCompanies(p).has(pastCompany))).toBe(true);
  });

  test("a small typo in a company name is still understood, and explain says so", async () => {
    const name = topCompany.replace(/ (Inc\.|LLC|Corp\.|Ltd\.?|GmbH|AG|PLC|S\.A\.|SAS|B\.V\.|AB|Oy)$/, "");
    const typo = `${name.slice(0, 2)}${name.slice(3)}`; // one letter dropped
    const res = await server.fetch(
      `/api/search/explain?query=${encodeURIComponent(`engineers at ${typo}`)}`,
      auth(key),
    );
    const body = (await res.json()) as { criteria: { kind: string; label: string }[]; notes: string[] };
    expect(body.criteria.some((c) => c.kind === "current_company" && c.label.includes(topCompany))).toBe(
      true,
    );
    expect(body.notes.join(" ")).toContain("typo");
  });

  test("school: '<school> alumni' and 'studied at <school>'", async () => {
    for (const query of [`${topSchool} alumni`, `people who studied at ${topSchool}`]) {
      const { found } = await people(query);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((p) => T.schools(p).has(topSchool))).toBe(true);
    }
  });

  test("words no lexicon knows rank and filter nothing: explain lists them, results mentioning them come first", async () => {
    const explain = (await (
      await server.fetch(
        `/api/search/explain?query=${encodeURIComponent("engineers who studied Physics")}`,
        auth(key),
      )
    ).json()) as { not_understood: string[]; keywords: string[]; ranking: string; debug: { engine: string } };
    expect(explain.not_understood).toEqual(["physics"]);
    expect(explain.keywords).toEqual(["physics"]);
    expect(explain.ranking).toContain("not understood");
    // The engine's own query text is only a debugging aid, under debug.
    expect(explain.debug.engine).toBe(TEST_ENGINE);
    const { found, body, res } = await people("engineers who studied Physics", { limit: 100 });
    const engineers = everyone.filter((p) => T.department(p) === "Engineering");
    const physics = engineers.filter((p) => T.fieldsOfStudy(p).has("Physics")).length;
    expect(physics).toBeGreaterThan(0);
    // Every engineer matches; those who mention physics come first.
    expect(body.total).toBe(engineers.length);
    const head = found.slice(0, Math.min(physics, found.length));
    expect(head.every((p) => T.fieldsOfStudy(p).has("Physics"))).toBe(true);
    expect(JSON.parse(res.headers.get("x-search-notes") ?? "[]").join(" ")).toContain(
      'not understood: "physics"',
    );
  });

  test("FTS5 syntax in a query is only ever text: no error, no injection", async () => {
    for (const query of [
      '"unbalanced',
      "NEAR(a b",
      "engineer*",
      "name:alice",
      "-engineers",
      "a OR b AND NOT c",
      "^x",
      "{name}: x",
    ]) {
      const { res, body } = await search({ query });
      expect(res.status).toBe(200);
      expect(Array.isArray(body.results)).toBe(true);
    }
  });
});

describe("companies and schools filters", () => {
  test("repeated keys and comma lists are the same filter; every result works or worked there", async () => {
    const other = pastCompany;
    const repeated = await people("engineers", { companies: [topCompany, other] });
    const comma = await people("engineers", { companies: `${topCompany},${other}` });
    expect(repeated.found.length).toBeGreaterThan(0);
    expect(comma.body.total).toBe(repeated.body.total);
    expect(comma.found.map((p) => p.id)).toEqual(repeated.found.map((p) => p.id));
    for (const p of repeated.found)
      expect(p.experience.some((e) => e.company_name === topCompany || e.company_name === other)).toBe(true);
  });

  test("schools filter: any of the schools", async () => {
    const { found, body } = await people("engineers", { schools: [topSchool] });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => T.schools(p).has(topSchool))).toBe(true);
    expect(body.total).toBe(
      everyone.filter((p) => T.department(p) === "Engineering" && T.schools(p).has(topSchool)).length,
    );
  });

  test("an unknown company matches nobody (not everybody)", async () => {
    const { body } = await people("engineers", { companies: "Nonexistent Company Zzzq" });
    expect(body.total).toBe(0);
    expect(body.results).toEqual([]);
  });
});

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
    expect(unknown.res.status).toBe(404);
    expect(unknown.body.detail).toContain("not found");
    const mine = await search({ query: "engineers", limit: 1 });
    const other = await makeKey(server.storage, "tier2", { credits: 100 });
    const theirs = await search({ search_id: mine.body.search_id }, other);
    expect(theirs.res.status).toBe(404);
    expect((await search({ search_id: "not-a-uuid" })).res.status).toBe(400);
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
      expect(res.status).toBe(400);
      expect(typeof body.detail).toBe("string");
    }
  });

  test("422: neither query nor search_id", async () => {
    const { res, body } = await search({ limit: 5 });
    expect(res.status).toBe(422);
    expect(body.detail).toContain("query");
    expect((await search({ query: "   " })).res.status).toBe(422);
  });

  test("401 without a key; 402 without credits (nothing charged)", async () => {
    expect((await server.fetch("/api/search?query=engineers")).status).toBe(401);
    const broke = await makeKey(server.storage, "tier2", { credits: 0 });
    const { res, body } = await search({ query: "engineers" }, broke);
    expect(res.status).toBe(402);
    expect(body.detail).toContain("credits");
    const four = await makeKey(server.storage, "tier2", { credits: 4 });
    expect((await search({ query: "engineers", advanced_filtering: false }, four)).res.status).toBe(402);
    expect(await balance(four)).toBe(4);
  });

  test("429 past the tier's per-minute limit, with Retry-After", async () => {
    const free = await makeKey(server.storage, "free", { freeCredits: 100 });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = (await search({ query: "engineers", limit: 1 }, free)).res;
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
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
      expect(res.status).toBe(503);
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

describe("re-indexing a database written before the current facet index", () => {
  test("opening it rebuilds tokens and words: structured and keyword searches find the same people as before", async () => {
    const first = await startTestServer({
      prepare: (s) => seedDemoData(s, { people: 200, seed: 11 }).then(() => {}),
    });
    const k = await makeKey(first.storage, "tier2", { credits: 1000 });
    const ask = async (srv: TestServer, query: string) => {
      const res = await srv.fetch(
        `/api/search?legacy=false&limit=100&query=${encodeURIComponent(query)}`,
        auth(k),
      );
      return ((await res.json()) as SearchBody).results.map((r) => r.id).sort();
    };
    const before = {
      structured: await ask(first, "engineers"),
      words: await ask(first, "engineers who studied Physics"),
    };
    expect(before.words.length).toBeGreaterThan(0);
    // Empty the facet index and forget its version, as a database from before it would be.
    await first.sql("DELETE FROM people_facets");
    await first.sql("DELETE FROM meta WHERE key = 'facets_version'");
    const { openStorage } = await import("../../src/db/open.ts");
    const reopened = await openStorage(first.config);
    try {
      const [count] = await first.sql<{ n: number }>("SELECT count(*) AS n FROM people_facets");
      expect(Number(count?.n)).toBe(200);
      const [words] = await first.sql<{ n: number }>(
        TEST_ENGINE === "postgres"
          ? "SELECT count(*) AS n FROM people_facets WHERE words @> ARRAY['physic']"
          : "SELECT count(*) AS n FROM people_facets WHERE people_facets MATCH 'physics'",
      );
      expect(Number(words?.n)).toBeGreaterThan(0);
    } finally {
      await reopened.close();
    }
    expect(await ask(first, "engineers")).toEqual(before.structured);
    expect(await ask(first, "engineers who studied Physics")).toEqual(before.words);
    await first.stop();
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
