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
