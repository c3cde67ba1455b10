/**
 * What a query says that cannot be read never widens it to everyone: a letter alone (the "O" of
 * "O'Brien" split at its apostrophe, the "b" of a broken "NEAR(a b)") is no word to search for, and
 * a boolean string or a query of which nothing could be read matches no one, with a note, rather
 * than everyone. A query of only words like "people" still means anyone. Real HTTP on both engines
 * (TEST_ENGINE=postgres), on the demo data and two people named O'Brien written for this test.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importPeople } from "../../src/domain/import/import.ts";
import type { Person } from "../../src/domain/model.ts";
import { expectError } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const NAMED = [
  { pnet_url: "https://www.pnet.example/in/siobhan-obrien", name: "Siobhan O'Brien", headline: "Nurse" },
  { pnet_url: "https://www.pnet.example/in/kevin-obrien", name: "Kevin O'Brien", headline: "Welder" },
];

let server: TestServer;
let key: string;
let everyone: Person[];

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (s) => {
      await seedDemoData(s, { people: 1500, seed: 42, reference: new Date(Date.UTC(2026, 0, 1)) });
      await importPeople(
        s,
        (async function* () {
          for (const p of NAMED) yield JSON.stringify(p);
        })(),
      );
    },
  });
  key = await makeKey(server.storage, "tier3", { credits: 1_000_000 });
  everyone = await server.storage.people.scan(0, 5000);
}, 60_000);
afterAll(() => server.stop());

async function search(query: string) {
  const res = await server.fetch(
    `/api/search?legacy=false&limit=100&advanced_filtering=false&query=${encodeURIComponent(query)}`,
    auth(key),
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { results: { id: number }[]; total: number };
  const byId = new Map(everyone.map((p) => [p.id, p]));
  return { total: body.total, names: body.results.map((r) => byId.get(r.id)?.name) };
}

describe("a name with an apostrophe", () => {
  test.each(["O'Brien", "O’Brien"])("%s finds the O'Briens, not everyone holding an 'o'", async (query) => {
    const { total, names } = await search(query);
    expect({ query, total }).toEqual({ query, total: 2 });
    expect(names.sort()).toEqual(["Kevin O'Brien", "Siobhan O'Brien"]);
  });

  test("a first name with it ranks that O'Brien first", async () => {
    const { names } = await search("Siobhan O'Brien");
    expect(names[0]).toBe("Siobhan O'Brien");
  });
});

describe("nothing that could be read", () => {
  test.each(["NEAR(a b) OR (", "a OR (", "(b OR c)", "b"])("%s matches no one", async (query) => {
    expect({ query, total: (await search(query)).total }).toEqual({ query, total: 0 });
  });

  test("the explanation says why", async () => {
    const res = await server.fetch(
      `/api/search/explain?query=${encodeURIComponent("NEAR(a b) OR (")}`,
      auth(key),
    );
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain("could be read: no one matches");
  });

  test("a query of words that mean anyone still matches everyone; a readable one what it says", async () => {
    expect((await search("people")).total).toBe(everyone.length);
    const engineers = (await search("engineers")).total;
    expect(engineers).toBeGreaterThan(0);
    expect(engineers).toBeLessThan(everyone.length);
    // A broken group after something readable keeps what was read.
    expect((await search("engineers OR (")).total).toBe(engineers);
  });
});

describe("a query of only punctuation", () => {
  const QUERIES = ["(", ")))", "-", " - ", '"', "#", "++"];
  const ask = (path: string, query: string) =>
    (path.startsWith("/api/search/companies") ? server.altFetch : server.fetch)(
      `${path}${encodeURIComponent(query)}`,
      auth(key),
    );
  const json = (method: string, path: string, body: unknown) =>
    server.fetch(path, {
      method,
      headers: { "Content-Type": "application/json", ...auth(key).headers },
      body: JSON.stringify(body),
    });

  test("an empty query is a 422 on each route that takes one (what punctuation is answered as below)", async () => {
    await expectError(await ask("/api/search?query=", ""), "UNPROCESSABLE", "query is required");
    await expectError(await ask("/api/search/explain?query=", " "), "UNPROCESSABLE", "query is required");
  });

  test.each(QUERIES)("%s is answered as an empty query, never with everyone", async (query) => {
    for (const path of ["/api/search?query=", "/api/search/users?query=", "/api/search/explain?query="])
      await expectError(await ask(path, query), "UNPROCESSABLE", "query is required", `${path}${query}`);
    // Company search is served on the alt listener.
    await expectError(await ask("/api/search/companies?query=", query), "UNPROCESSABLE", "query is required");
    await expectError(
      await json("POST", "/api/search/deep_research", { query }),
      "UNPROCESSABLE",
      "query is required",
    );
    await expectError(
      await json("POST", "/api/watchers", { search: { query }, webhook_url: "https://hooks.example/x" }),
      "BAD_REQUEST",
      "non-empty query",
    );
  });

  test("punctuation around a word is still read ('(engineers)', 'C#', 'C++')", async () => {
    const engineers = (await search("engineers")).total;
    expect((await search("(engineers)")).total).toBe(engineers);
    for (const query of ["C#", "C++"]) {
      const res = await ask("/api/search?legacy=false&query=", query);
      expect({ query, status: res.status }).toEqual({ query, status: 200 });
    }
  });
});
