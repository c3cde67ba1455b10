/**
 * The start-up warm-up's reads (issue 49, src/domain/search/warm.ts), over real storages on both
 * engines: the pages every search reads prefetched within the page cache's bound (SQLite; nothing
 * on PostgreSQL, whose buffers are the server's), the rehearsal's page read with its posts and
 * formatted by the HTTP side, and the number of people re-counted in the background, a search
 * going on with the last count.
 */
import { describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config.ts";
import type { SqliteStorage } from "../../src/db/sqlite/storage.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { SearchService } from "../../src/domain/search/search.ts";
import { warmSearch } from "../../src/domain/search/warm.ts";
import { createApp } from "../../src/http/app.ts";
import { rehearseSearchAnswers } from "../../src/http/warm-routes.ts";
import { createLogger } from "../../src/log.ts";
import { createServices } from "../../src/services.ts";
import { type Engine, storeOpener } from "../helpers/stores.ts";

const stores = storeOpener();
const engines: Engine[] = process.env.TEST_ENGINE === "postgres" ? ["postgres"] : ["sqlite", "postgres"];
const reference = new Date(Date.UTC(2026, 0, 1));

describe.each(engines)("search warm-up on %s", (engine) => {
  test("the title index read whole, or as much as three quarters of the page cache holds", async () => {
    const storage = await stores.open(engine);
    await seedDemoData(storage, { people: 40, seed: 5, reference });
    if (engine === "postgres") {
      expect(await storage.prefetchSearchPages()).toEqual({ entries: 0 });
      return;
    }
    expect(await storage.prefetchSearchPages()).toEqual({ entries: 40 });
    // A 1 KiB cache holds 0.75 × 1,024 / 40 bytes an entry = 19 entries' worth.
    (storage as SqliteStorage).handle.sqlite.run("PRAGMA cache_size = -1");
    expect(await storage.prefetchSearchPages()).toEqual({ entries: 19 });
  });

  test("the rehearsal reads its page with the posts asked, and its answer is formatted on every search route", async () => {
    const storage = await stores.open(engine);
    await seedDemoData(storage, { people: 60, seed: 6, reference });
    const config = loadConfig({ DATABASE_PATH: ":memory:", LOG_LEVEL: "silent" });
    const services = await createServices(config, storage, { log: createLogger("silent") });
    try {
      const warmed = await warmSearch(services.search, services.storage, { postsPerPerson: 5 });
      expect(warmed.queries).toBeGreaterThan(0);
      expect(warmed.titles).toBeGreaterThan(0);
      expect(warmed.entries).toBe(engine === "sqlite" ? 60 : 0);
      expect(warmed.hits.length).toBeGreaterThan(0);
      for (const hit of warmed.hits) expect(Array.isArray(hit.posts)).toBe(true);
      const withoutPosts = await warmSearch(services.search, services.storage);
      for (const hit of withoutPosts.hits) expect(hit.posts).toBeUndefined();
      // Each app has GET /api/search and its alias /api/search/users.
      const apps = [createApp(services), createApp({ ...services, variant: "alt" })];
      expect(rehearseSearchAnswers(apps, warmed.hits, reference)).toBe(4);
    } finally {
      await services.close();
    }
  });

  test("a count of people past its age is re-counted in the background: the search goes on with the last one", async () => {
    const storage = await stores.open(engine);
    // Its age shortened from a minute to 200 ms (a clock moved by setSystemTime also fires the
    // PostgreSQL client's connect timeout).
    const search = new SearchService(storage, undefined, { peopleRecountMs: 200 });
    expect(await search.peopleCount()).toBe(0);
    const counted0 = Date.now();
    await seedDemoData(storage, { people: 12, seed: 7, reference });
    await Bun.sleep(Math.max(0, 250 - (Date.now() - counted0)));
    // Past its age: answered with the last count at once, the new one counted meanwhile.
    expect(await search.peopleCount()).toBe(0);
    let counted = 0;
    for (let i = 0; i < 100 && counted !== 12; i++) {
      await Bun.sleep(20);
      counted = await search.peopleCount();
    }
    expect(counted).toBe(12);
  });
});
