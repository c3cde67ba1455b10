/**
 * Time at a company is the stay, not the seat (issue 45): over real HTTP on either engine, a person
 * promoted inside a company (two jobs there, the current one recent) has been at it since the first
 * job: "at X for 5+ years" finds them and "joined X in the last two years" does not, while someone
 * who came from another employer a year ago, or came back after one, is the other way round. Time in
 * the role still reads the current job. A tenure no one at the company has is relaxed alone: the
 * answer stays the company's people, and explain says the tenure was relaxed.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { normalizePersonInput } from "../../src/domain/person.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, TEST_ENGINE, type TestServer } from "../helpers/server.ts";
import type { SearchBody } from "./search-fixture.ts";

const COMPANY = "Halvorsen Kite Works";
const now = new Date();
/** The month `months` before this one, as a record writes it. */
const ago = (months: number) => {
  const at = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, "0")}`;
};
type Job = { position_title: string; company_name: string; date_from: string; date_to?: string };
const PEOPLE: Record<string, Job[]> = {
  // Analyst there seven years ago, promoted six months ago.
  promoted: [
    { position_title: "Senior Data Analyst", company_name: COMPANY, date_from: ago(6) },
    { position_title: "Data Analyst", company_name: COMPANY, date_from: ago(84), date_to: ago(7) },
  ],
  // Six years elsewhere, then joined a year ago.
  newcomer: [
    { position_title: "Data Analyst", company_name: COMPANY, date_from: ago(12) },
    {
      position_title: "Data Analyst",
      company_name: "Brightwater Freight",
      date_from: ago(84),
      date_to: ago(13),
    },
  ],
  // There from eight to five years ago, then elsewhere, back twenty months ago: the stay began then.
  returned: [
    { position_title: "Lead Data Analyst", company_name: COMPANY, date_from: ago(20) },
    {
      position_title: "Data Analyst",
      company_name: "Brightwater Freight",
      date_from: ago(59),
      date_to: ago(21),
    },
    { position_title: "Junior Data Analyst", company_name: COMPANY, date_from: ago(96), date_to: ago(60) },
  ],
};

let server: TestServer;
let key: string;
const idOf = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (s) => {
      const writes = Object.entries(PEOPLE).map(([name, experience]) =>
        normalizePersonInput({
          pnet_url: `https://www.pnet.example/in/tenure-${name}`,
          name: `Tenure ${name}`,
          location: "Oslo, Norway",
          experience,
        }),
      );
      await s.people.upsert(writes, { source: "test" });
    },
  });
  key = await makeKey(server.storage, "tier3", { credits: 100_000 });
  for (const p of await server.storage.people.scan(0, 100)) idOf.set(p.name.replace("Tenure ", ""), p.id);
});
afterAll(() => server?.stop());

async function found(query: string): Promise<string[]> {
  const qs = new URLSearchParams({ legacy: "false", limit: "100", advanced_filtering: "false", query });
  const res = await server.fetch(`/api/search?${qs}`, auth(key));
  expect(res.status).toBe(200);
  const ids = ((await res.json()) as SearchBody).results.map((r) => r.id as number);
  return [...idOf].filter(([, id]) => ids.includes(id)).map(([name]) => name);
}

describe("time at a company is the stay, not the seat", () => {
  test("promoted inside the company: at it for 5+ years, not joined in the last two", async () => {
    expect(await found(`analysts at ${COMPANY} for 5+ years`)).toEqual(["promoted"]);
    expect(await found(`who joined ${COMPANY} in the last two years`)).toEqual(["newcomer", "returned"]);
    expect(await found(`analysts who have been with ${COMPANY} since 2024`)).toEqual(
      now.getUTCFullYear() * 12 + now.getUTCMonth() - 20 >= 2024 * 12
        ? ["newcomer", "returned"]
        : ["newcomer"],
    );
  });

  test("time in the role reads the current job", async () => {
    expect(await found(`analysts at ${COMPANY} in their current role for under a year`)).toEqual([
      "promoted",
    ]);
  });

  test("a database indexed before the month joined gets it when opened: the index is rebuilt from the records", async () => {
    // As a database written under the previous facet version: no index, no version.
    await server.sql("DELETE FROM people_facets");
    await server.sql("DELETE FROM meta WHERE key = 'facets_version'");
    const { openStorage } = await import("../../src/db/open.ts");
    const reopened = await openStorage(server.config);
    await reopened.close();
    const [held] = await server.sql<{ n: number }>(
      TEST_ENGINE === "postgres"
        ? "SELECT count(*) AS n FROM people_facets WHERE tokens && ARRAY['ccjy0' || $1::text]"
        : // The SQLite column holds each token with a trailing 0 (src/db/sqlite/search.ts ftsToken).
          "SELECT count(*) AS n FROM people_facets WHERE people_facets MATCH 'ccjy0' || ? || '0'",
      ago(84).slice(0, 4),
    );
    expect(Number(held?.n)).toBe(1);
    expect(await found(`analysts at ${COMPANY} for 5+ years`)).toEqual(["promoted"]);
  });

  test("a tenure no one has is relaxed alone: the company's people, and explain says so", async () => {
    expect(await found(`analysts at ${COMPANY} for 30+ years`)).toEqual(["promoted", "newcomer", "returned"]);
    const res = await server.fetch(
      `/api/search/explain?query=${encodeURIComponent(`analysts at ${COMPANY} for 30+ years`)}`,
      auth(key),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { relaxed: string[]; notes: string[]; answered: string };
    expect(body.relaxed).toEqual(["At the current company for at least 360 months"]);
    const note = 'relaxed "At the current company for at least 360 months"';
    expect(body.notes.some((n) => n.includes(note))).toBe(true);
    expect(body.answered).toContain(COMPANY);
  });
});
