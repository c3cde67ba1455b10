/**
 * Typing slips through storage and the planner (issue 45, round 19 of first sight; TEST_ENGINE=
 * postgres runs it on PostgreSQL): the index agrees a slip is one (rare as written, common
 * corrected), the parse is read again with it, and what was asked is answered — an exclusion's
 * slipped object still excludes, words run together are read apart, a brand split in two is
 * joined. This test's own people, places and words (./query-typing-slips.test.ts reads the parse).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { importPeople } from "../../src/domain/import/import.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";
import { SearchService } from "../../src/domain/search/search.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { TEST_ENGINE, tempDir } from "../helpers/server.ts";

const dir = tempDir();
let storage: Storage;
let service: SearchService;
const NOW = new Date(Date.UTC(2026, 10, 26));

const CITIES: [string, string][] = [
  ["Madrid", "Spain"],
  ["Lisbon", "Portugal"],
  ["Porto", "Portugal"],
];
const LEVELS = ["Junior", "", "Senior"];

/** 18 accountants and 18 marketers: one at each level in each city, twice; marketers know HubSpot. */
function people() {
  const out: Record<string, unknown>[] = [];
  let n = 0;
  for (const [city, country] of CITIES)
    for (const level of LEVELS)
      for (const [job, skill] of [
        ["Tax Accountant", "Excel"],
        ["Marketing Manager", "HubSpot"],
      ] as const)
        for (let copy = 0; copy < 2; copy++) {
          n++;
          out.push({
            pnet_url: `https://pnet.example/in/slip-${n}`,
            name: `Slip Person${n}`,
            location_city: city,
            location_country: country,
            skills: [skill],
            experience: [
              {
                position_title: `${level} ${job}`.trim(),
                company_name: "Ardent Ledger",
                date_from: "2021-01",
              },
            ],
          });
        }
  return out;
}

async function* lines(records: readonly Record<string, unknown>[]) {
  for (const r of records) yield JSON.stringify(r);
}

beforeAll(async () => {
  const config =
    TEST_ENGINE === "postgres"
      ? loadConfig({ DATABASE_URL: await freshDatabase() })
      : loadConfig({ DATABASE_PATH: join(dir.path, "slips.db") });
  storage = await openStorage(config);
  await importPeople(storage, lines(people()));
  service = new SearchService(storage, () => NOW);
}, 240_000);

afterAll(async () => {
  await storage?.close();
  dir.cleanup();
});

const labels = async (query: string) =>
  leavesOf((await service.plan({ query, companies: [], schools: [] } as never)).where).map(
    (l) => (l.negated ? "NOT " : "") + l.criterion.label,
  );
async function total(query: string) {
  const { session } = await service.start(1, {
    query,
    companies: [],
    schools: [],
    advancedFiltering: false,
    exactTotal: true,
  } as never);
  return session.total;
}

describe(`typing slips the index agrees with (${TEST_ENGINE})`, () => {
  test('a slipped level after "not" still excludes; a city run into its preposition is the city', async () => {
    const q = "accountants inMadrid, not seniros";
    const read = await labels(q);
    expect(read).toContain("NOT Seniority: Senior");
    expect(read.some((l) => l.startsWith("Located in Madrid"))).toBe(true);
    expect(await total(q)).toBe(4);
  });
  test('a slipped country after "except" is excluded, never required', async () => {
    const q = "marketing managers except Portgual";
    const read = await labels(q);
    expect(read.some((l) => l.startsWith("NOT Located in Portugal"))).toBe(true);
    expect(await total(q)).toBe(6);
  });
  test("a tool split in two is the tool", async () => {
    const q = "people who know hub spot in Lisbon";
    expect(await labels(q)).toContain("Skilled in HubSpot");
    expect(await total(q)).toBe(6);
  });
});
