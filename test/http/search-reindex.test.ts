/** A database written before the current facet index is re-indexed when opened: searches find the same people. */
import { describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, TEST_ENGINE, type TestServer } from "../helpers/server.ts";
import type { SearchBody } from "./search-fixture.ts";

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
