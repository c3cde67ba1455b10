/**
 * Totals of queries with words no pass placed (issue 45, class 6), through storage and the planner
 * (TEST_ENGINE=postgres runs it on PostgreSQL): `total` counts the plan's matches holding the words
 * the vocabulary could not read, where the data holds them, not every match of the rest of the
 * query; a word no match holds, words no one holds together, words only preferred and the words of a
 * relaxed criterion leave the total to the plan. This test's own titles, names and places; the
 * ranking is the same whatever the total counts (the first page is compared with the words' holders).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { importPeople } from "../../src/domain/import/import.ts";
import { SearchService } from "../../src/domain/search/search.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { TEST_ENGINE, tempDir } from "../helpers/server.ts";

const dir = tempDir();
let storage: Storage;
let service: SearchService;
const NOW = new Date(Date.UTC(2026, 10, 27));

interface Someone {
  name: string;
  title: string;
  employer: string;
  city: string;
  country: string;
}

/**
 * In Lyon: 4 glassblowers, 3 of them at Verrerie Aubrac; 18 software engineers (6 at Verrerie
 * Aubrac, one of them Ottoline Quarrington, another Ottoline Vasseur, a third Brunhild Quarrington).
 * In Hamburg: 3 glassblowers and 12 software engineers.
 */
function people(): Someone[] {
  const out: Someone[] = [];
  const add = (n: number, make: (k: number) => Someone) => {
    for (let k = 0; k < n; k++) out.push(make(k));
  };
  add(4, (k) => ({
    name: `Maelle Ferrand${k}`,
    title: "Glassblower",
    employer: k < 3 ? "Verrerie Aubrac" : "Atelier Soufflé",
    city: "Lyon",
    country: "France",
  }));
  const aubrac = ["Ottoline Quarrington", "Ottoline Vasseur", "Brunhild Quarrington", "Jules Marchetti"];
  add(18, (k) => ({
    name: aubrac[k] ?? `Remi Girard${k}`,
    title: "Software Engineer",
    employer: k < 6 ? "Verrerie Aubrac" : "Cobaltine Systems",
    city: "Lyon",
    country: "France",
  }));
  add(3, (k) => ({
    name: `Hannes Vogt${k}`,
    title: "Glassblower",
    employer: "Glashütte Elbe",
    city: "Hamburg",
    country: "Germany",
  }));
  add(12, (k) => ({
    name: `Jonas Richter${k}`,
    title: "Software Engineer",
    employer: "Cobaltine Systems",
    city: "Hamburg",
    country: "Germany",
  }));
  return out;
}

async function* lines(records: readonly Someone[]) {
  for (const [k, p] of records.entries())
    yield JSON.stringify({
      pnet_url: `https://pnet.example/in/total-${k}`,
      name: p.name,
      location_city: p.city,
      location_country: p.country,
      skills: ["Teamwork"],
      experience: [
        { position_title: p.title, company_name: p.employer, date_from: "2021-03", date_to: null },
      ],
    });
}

beforeAll(async () => {
  const config =
    TEST_ENGINE === "postgres"
      ? loadConfig({ DATABASE_URL: await freshDatabase() })
      : loadConfig({ DATABASE_PATH: join(dir.path, "totals.db") });
  storage = await openStorage(config);
  await importPeople(storage, lines(people()));
  service = new SearchService(storage, () => NOW, { associations: false });
}, 240_000);

afterAll(async () => {
  await storage?.close();
  dir.cleanup();
});

/** The total (exact or capped as asked) and the first page's names and titles (as generated). */
async function search(query: string, exactTotal = true) {
  const { session, params } = await service.start(1, {
    query,
    companies: [],
    schools: [],
    advancedFiltering: false,
    exactTotal,
  });
  const hits = await service.page(session, params, 0, 50);
  const titles = new Map(people().map((p) => [p.name, p.title]));
  return {
    total: session.total,
    gte: params.total_relation === "gte",
    first: hits.map((h) => `${h.person.name} / ${titles.get(h.person.name)}`),
  };
}

describe("a word the vocabulary does not place counts where the data holds it", () => {
  test("a title the vocabulary lacks, with a place: its holders there, not everyone there", async () => {
    const { total, first } = await search("glassblowers in Lyon");
    expect(total).toBe(4);
    // The ranking is unchanged: the holders first, then the place's other people.
    expect(first.slice(0, 4).every((r) => r.endsWith("/ Glassblower"))).toBe(true);
    expect(first.length).toBe(22);
    expect((await search("glassblowers in Hamburg")).total).toBe(3);
  });

  test("a person's name with an employer: that person, not the employer's whole staff", async () => {
    const { total, first } = await search("Ottoline Quarrington at Verrerie Aubrac");
    expect(total).toBe(1);
    expect(first[0]).toBe("Ottoline Quarrington / Software Engineer");
    // Both names are held at the employer, never by one person together: the employer's people.
    expect((await search("Ottoline Marchetti at Verrerie Aubrac")).total).toBe(9);
  });

  test("a word no match holds is left out; the words the matches hold still count", async () => {
    expect((await search("zorblaxian glassblowers in Lyon")).total).toBe(4);
    // Nobody holds any of them: the plan's matches (everyone in Lyon).
    expect((await search("zorblaxian quuxwidgets in Lyon")).total).toBe(22);
  });

  test("a word only preferred ranks and never narrows; said plainly, it does", async () => {
    const preferred = await search("software engineers in Lyon, ideally glassblowers");
    expect(preferred.total).toBe(18);
    expect((await search("software engineers in Lyon who are Quarrington")).total).toBe(2);
  });

  test("a query of soft words only counts those holding all of them, not any mention", async () => {
    // Nothing positive to go by: a match needs one of the words, the total all of those held.
    expect((await search("Ottoline Quarrington")).total).toBe(1);
    expect((await search("Ottoline Quarrington outside Germany")).total).toBe(1);
  });

  test("past the cap the narrowed count is a lower bound like any other", async () => {
    const capped = new SearchService(storage, () => NOW, { associations: false, totalCap: 2 });
    const { session, params } = await capped.start(1, {
      query: "glassblowers in Lyon",
      companies: [],
      schools: [],
      advancedFiltering: false,
    });
    expect({ total: session.total, gte: params.total_relation }).toEqual({ total: 2, gte: "gte" });
    const { session: one, params: oneParams } = await capped.start(1, {
      query: "Ottoline Quarrington at Verrerie Aubrac",
      companies: [],
      schools: [],
      advancedFiltering: false,
    });
    expect({ total: one.total, gte: oneParams.total_relation }).toEqual({ total: 1, gte: undefined });
  });
});
