/**
 * Totals of queries whose title the vocabulary cannot read (issue 45, class 6), through storage and
 * the planner (TEST_ENGINE=postgres runs it on PostgreSQL): words no pass placed that are exactly a
 * current title the plan's matches hold count as that title ("glassblowers in Lyon": the
 * glassblowers there, not everyone in Lyon), several such titles as alternatives; any other word
 * (a name, "who love hiking") and words only preferred leave the total to the plan, whatever holds
 * them. This test's own titles, names and places; the ranking is the same whatever the total counts.
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
 * In Lyon: 4 glassblowers, 3 of them at Verrerie Aubrac; 2 lampworkers; 18 software engineers (6 at Verrerie
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
  add(2, (k) => ({
    name: `Anouk Lemaire${k}`,
    title: "Lampworker",
    employer: "Atelier Soufflé",
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

describe("words no pass placed that are a title the matches hold count as that title", () => {
  test("a title the vocabulary lacks, with a place: its holders there, not everyone there", async () => {
    const { total, first } = await search("glassblowers in Lyon");
    expect(total).toBe(4);
    // The ranking is unchanged: the holders first, then the place's other people.
    expect(first.slice(0, 4).every((r) => r.endsWith("/ Glassblower"))).toBe(true);
    expect(first.length).toBe(24);
    expect((await search("glassblowers in Hamburg")).total).toBe(3);
    expect((await search("Glassblower at Verrerie Aubrac")).total).toBe(3);
  });

  test("a word no match holds is left out; two such titles are alternatives", async () => {
    expect((await search("zorblaxian glassblowers in Lyon")).total).toBe(4);
    expect((await search("glassblowers or kilnwrights in Lyon")).total).toBe(4);
    expect((await search("glassblowers or lampworkers in Lyon")).total).toBe(6);
    // Nobody holds any of them: the plan's matches (everyone in Lyon).
    expect((await search("zorblaxian kilnwrights in Lyon")).total).toBe(24);
  });

  test("other words never narrow the total, however many hold them; a title does", async () => {
    // Names are held, by one person together: still words, not a title; the employer's people.
    expect((await search("Ottoline Quarrington at Verrerie Aubrac")).total).toBe(9);
    expect((await search("people at Verrerie Aubrac who love glassblowing")).total).toBe(9);
    expect((await search("glassblowers at Verrerie Aubrac")).total).toBe(3);
  });

  test("a title only preferred ranks and never narrows; said plainly, it does", async () => {
    expect((await search("people in Lyon, ideally glassblowers")).total).toBe(24);
    expect((await search("people in Lyon who are glassblowers")).total).toBe(4);
  });

  test("a query of such words only counts the title's holders, not every mention", async () => {
    // Nothing positive to go by: a match needs one of the words ("Ottoline" or "glassblowers": 9
    // people mention one); the title's holders are counted.
    expect((await search("glassblowers")).total).toBe(7);
    expect((await search("Ottoline glassblowers")).total).toBe(7);
    expect((await search("Ottoline glassblowers outside Germany")).total).toBe(4);
  });

  test("the answer says what the total counted; past the cap it is a lower bound like any other", async () => {
    const { session, params } = await service.start(1, {
      query: "glassblowers in Lyon",
      companies: [],
      schools: [],
      advancedFiltering: false,
    });
    expect(params.notes.some((n) => n.startsWith('"glassblowers" is a current title'))).toBe(true);
    expect(session.total).toBe(4);
    const capped = new SearchService(storage, () => NOW, { associations: false, totalCap: 2 });
    const { session: over, params: overParams } = await capped.start(1, {
      query: "glassblowers in Lyon",
      companies: [],
      schools: [],
      advancedFiltering: false,
    });
    expect({ total: over.total, gte: overParams.total_relation }).toEqual({ total: 2, gte: "gte" });
  });

  test("a title's holders are counted no further than the candidates unless exact is asked", async () => {
    // Two candidates: more than two hold the title's words, so they are counted in the index, up to
    // three: "at least two"; asked exactly, all four.
    const plan = await service.plan({ query: "glassblowers in Lyon", companies: [], schools: [] });
    const bounded = await service.retrieve(plan, 2, false);
    expect({ total: bounded.total, exact: bounded.totalExact }).toEqual({ total: 2, exact: false });
    const exact = await service.retrieve(plan, 2, true);
    expect({ total: exact.total, exact: exact.totalExact }).toEqual({ total: 4, exact: true });
  });
});
