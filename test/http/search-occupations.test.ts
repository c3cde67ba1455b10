/**
 * Search through the occupation linker (issue 46, point 3), over real HTTP on either engine: a
 * title asked in German or Spanish answers as its English equivalent does (the same people, German,
 * Spanish and English titles alike), the `occupation` parameter filters by an ESCO URI (a malformed
 * or unknown one is a 400 with a detail, free), and explain says which concept a word was linked to
 * and from which language.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Person } from "../../src/domain/model.ts";
import { linkTitle, occupations } from "../../src/domain/occupations/index.ts";
import { normalizePersonInput } from "../../src/domain/person.ts";
import { expectError } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import type { SearchBody } from "./search-fixture.ts";

/** People whose current titles are in three languages (beside 300 demo people). */
const TITLES = [
  ["Software Developer", "Berlin, Germany"],
  ["Softwareentwickler", "Berlin, Germany"],
  ["Softwareentwicklerin", "Hamburg, Germany"],
  ["Desarrolladora de software", "Madrid, Spain"],
  ["Küchenchef", "Berlin, Germany"],
  ["Chef", "Berlin, Germany"],
  ["Jefe de ventas", "Madrid, Spain"],
] as const;

let server: TestServer;
let key: string;
let everyone: Person[];

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (s) => {
      await seedDemoData(s, { people: 300, seed: 5, reference: new Date(Date.UTC(2026, 0, 1)) });
      const writes = TITLES.map(([title, location], i) =>
        normalizePersonInput({
          pnet_url: `https://www.pnet.example/in/occupations-${i}`,
          name: `Occupation Person ${i}`,
          location,
          experience: [{ position_title: title, company_name: "Acme", date_from: "2021-03" }],
        }),
      );
      await s.people.upsert(writes, { source: "test" });
    },
  });
  key = await makeKey(server.storage, "tier3", { credits: 100_000 });
  everyone = await server.storage.people.scan(0, 1000);
});
afterAll(() => server?.stop());

const idOf = (title: string) =>
  everyone.find((p) => p.experience[0]?.position_title === title && p.name.startsWith("Occupation"))?.id;

async function ids(params: Record<string, string>): Promise<number[]> {
  const qs = new URLSearchParams({ legacy: "false", limit: "100", advanced_filtering: "false", ...params });
  const res = await server.fetch(`/api/search?${qs}`, auth(key));
  expect(res.status).toBe(200);
  return ((await res.json()) as SearchBody).results.map((r) => r.id as number).sort((a, b) => a - b);
}

const balance = async () =>
  ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number }).credits;

describe("search through the occupation linker", () => {
  test("a title in German or Spanish finds whom its English equivalent finds, whatever language their titles are in", async () => {
    const english = await ids({ query: "software developer" });
    expect(await ids({ query: "Softwareentwickler" })).toEqual(english);
    expect(await ids({ query: "Desarrollador de software" })).toEqual(english);
    for (const title of [
      "Software Developer",
      "Softwareentwickler",
      "Softwareentwicklerin",
      "Desarrolladora de software",
    ])
      expect(english).toContain(idOf(title) as number);
    // With a place, as the English query with the same place.
    const berlin = await ids({ query: "software developer in Berlin" });
    expect(await ids({ query: "Softwareentwickler in Berlin" })).toEqual(berlin);
    expect(berlin).toContain(idOf("Softwareentwickler") as number);
    expect(berlin).not.toContain(idOf("Desarrolladora de software") as number);
    expect(await ids({ query: "Jefe de ventas" })).toEqual(await ids({ query: "sales manager" }));
  });

  test("occupation=<ESCO URI> keeps the people whose current job links to it, in any language", async () => {
    const chef = linkTitle(occupations(), "Küchenchef", 1).occupations[0]?.uri as string;
    const holders = everyone
      .filter((p) => p.experience.some((e) => e.active_experience === 1 && e.occupation?.uri === chef))
      .map((p) => p.id);
    expect(holders).toContain(idOf("Küchenchef") as number);
    const found = await ids({ query: "people in Germany", occupation: chef });
    expect(found.length).toBeGreaterThan(0);
    for (const id of found) expect(holders).toContain(id);
    expect(found).toContain(idOf("Küchenchef") as number);
    expect(found).not.toContain(idOf("Softwareentwickler") as number);
  });

  test("a malformed or unknown occupation URI is a 400 naming it, and nothing is charged", async () => {
    const before = await balance();
    for (const [uri, phrase] of [
      ["software developer", "must be an ESCO occupation URI"],
      ["http://data.europa.eu/esco/occupation/00000000-0000-0000-0000-000000000000", "no ESCO occupation"],
    ] as const) {
      const qs = new URLSearchParams({ query: "developers", occupation: uri });
      const res = await server.fetch(`/api/search?${qs}`, auth(key));
      await expectError(res, "BAD_REQUEST", phrase);
      const explained = await server.fetch(`/api/search/explain?${qs}`, auth(key));
      await expectError(explained, "BAD_REQUEST", phrase);
    }
    expect(await balance()).toBe(before);
  });

  test("explain says which concept a query word was linked to, and from which language", async () => {
    const qs = new URLSearchParams({ query: "Senior Softwareentwickler in Berlin" });
    const res = await server.fetch(`/api/search/explain?${qs}`, auth(key));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { notes: string[]; criteria: { label: string }[] };
    const note = body.notes.find((n) => n.includes("Softwareentwickler"));
    expect(note).toContain('ESCO occupation "software developer"');
    expect(note).toContain("German label");
    expect(note).toContain(linkTitle(occupations(), "software developer", 1).occupations[0]?.uri as string);
    const english = (await (
      await server.fetch(
        `/api/search/explain?${new URLSearchParams({ query: "senior software developer in Berlin" })}`,
        auth(key),
      )
    ).json()) as { criteria: { label: string }[] };
    expect(body.criteria.map((c) => c.label)).toEqual(english.criteria.map((c) => c.label));
  });
});
