/**
 * Typing slips through storage and the planner (issue 45, round 19 of first sight; TEST_ENGINE=
 * postgres runs it on PostgreSQL): the index agrees a slip is one (rare as written, common
 * corrected), the parse is read again with it, and what was asked is answered — an exclusion's
 * slipped object still excludes, words run together are read apart, a brand split in two is
 * joined. This test's own people, places and words (./query-typing-slips.test.ts reads the parse).
 */
import { describe, expect, test } from "bun:test";
import { searchStore } from "../helpers/search-store.ts";
import { TEST_ENGINE } from "../helpers/server.ts";

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

const { labels, total } = searchStore(NOW, () => ({ people: people() }));

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
