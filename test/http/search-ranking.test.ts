/**
 * Search over imported data on both engines: the best of all matches come first (not the lowest
 * ids), the exact title asked beats its synonyms, `total` counts every match, places and skills are
 * canonical on both sides, and facet tokens that share a stem do not match each other.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { importPeople } from "../../src/domain/import/import.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let key: string;

async function* lines(records: object[]) {
  for (const r of records) yield JSON.stringify(r);
}

const person = (slug: string, title: string, extra: Record<string, unknown> = {}) => ({
  pnet_url: `https://www.pnet.com/in/${slug}`,
  name: slug.replace(/-/g, " "),
  experience: [{ position_title: title, company_name: "Lisboa Labs", date_from: "2021-01", date_to: null }],
  ...extra,
});
/** Everything the profile-quality prior counts. */
const complete = {
  headline: "Recruiter at Lisboa Labs",
  summary: "Hiring engineers since 2015.",
  picture_url: "https://media.example.com/p.jpg",
  connections_count: 5000,
  skills: ["Sourcing", "Boolean Search", "Interviewing"],
  education: [{ institution_name: "University of Lisbon", degree: "BA" }],
};

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (s) => {
      const sparse = Array.from({ length: 1200 }, (_, i) =>
        person(`sparse-recruiter-${i}`, "Recruiter", {
          location_city: "Lisbon",
          location_country_iso2: "PT",
        }),
      );
      await importPeople(
        s,
        lines([
          ...sparse,
          // Imported last (the highest id), written the Portuguese way, and the best profile.
          person("best-recruiter", "Recruiter", {
            ...complete,
            location_city: "Lisboa",
            location_country: "Portugal",
            experience: [
              {
                position_title: "Recruiter",
                company_name: "Lisboa Labs",
                date_from: "2021-01",
                date_to: null,
              },
              {
                position_title: "Sourcer",
                company_name: "Porto Works",
                date_from: "2015-01",
                date_to: "2020-12",
              },
            ],
          }),
          // A rare exact title among 1,100 complete members of its family: found by reading its class.
          ...Array.from({ length: 1100 }, (_, i) =>
            person(`porto-ta-${i}`, "Talent Acquisition Specialist", { ...complete, location_city: "Porto" }),
          ),
          person("porto-recruiter", "Recruiter", { location_city: "Porto", location_country_iso2: "PT" }),
          person("ios-engineer", "iOS Engineer", { ...complete, headline: "iOS Engineer" }),
          person("ios-developer", "iOS Developer"),
          person("react-person", "Frontend Engineer", { skills: ["ReactJS"] }),
          person("reacting-person", "Frontend Engineer", { skills: ["Reacting"] }),
        ]),
      );
    },
  });
  key = await makeKey(server.storage, "tier3", { credits: 100_000 });
}, 120_000);
afterAll(() => server.stop());

async function search(query: string, advanced: boolean, limit = 5) {
  const res = await server.fetch(
    `/api/search?query=${encodeURIComponent(query)}&limit=${limit}&advanced_filtering=${advanced}&legacy=false`,
    auth(key),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as {
    total: number;
    results: { pnet_url?: string; professional_network_url?: string }[];
  };
}
const urls = (body: Awaited<ReturnType<typeof search>>) =>
  body.results.map((r) => String(r.pnet_url ?? r.professional_network_url ?? "").replace(/^.*\/in\//, ""));

test("the best profile of 1,201 matches comes first though its id is the highest; total counts all", async () => {
  for (const advanced of [false, true]) {
    const body = await search("recruiters in Lisbon", advanced);
    expect(urls(body)[0]).toBe("best-recruiter");
    expect(body.total).toBe(1201);
  }
  // The other spelling finds the same people.
  const other = await search("recruiters in Lisboa", false);
  expect(urls(other)[0]).toBe("best-recruiter");
  expect(other.total).toBe(1201);
});

test("a rare exact title beyond the best 1,000 by quality still comes first", async () => {
  for (const advanced of [false, true]) {
    const body = await search("recruiters in Porto", advanced);
    expect(urls(body)[0]).toBe("porto-recruiter");
    expect(body.total).toBe(1101);
  }
});

test("the exact title asked comes before a synonym with a better profile", async () => {
  const body = await search("iOS developers", false);
  expect(urls(body)).toEqual(["ios-developer", "ios-engineer"]);
});

test("skills by alias; tokens sharing a stem do not match each other", async () => {
  const body = await search("frontend engineers who know React", false);
  expect(urls(body)).toEqual(["react-person"]);
});

test("without keywords the quality filter accepts what retrieval matched: deep pages equal the unfiltered ones", async () => {
  const page = async (advanced: boolean) => {
    const first = await server.fetch(
      `/api/search?query=${encodeURIComponent("recruiters in Lisbon")}&limit=20&advanced_filtering=${advanced}&legacy=false`,
      auth(key),
    );
    const { search_id } = (await first.json()) as { search_id: string };
    const res = await server.fetch(
      `/api/search?search_id=${search_id}&offset=180&limit=20&legacy=false`,
      auth(key),
    );
    expect(res.status).toBe(200);
    return urls((await res.json()) as Awaited<ReturnType<typeof search>>);
  };
  const on = await page(true);
  expect(on).toHaveLength(20);
  expect(on).toEqual(await page(false));
});

test("the response says how far the search can be paged", async () => {
  const res = await server.fetch(
    `/api/search?query=${encodeURIComponent("recruiters in Lisbon")}&limit=5`,
    auth(key),
  );
  expect(res.headers.get("x-search-candidates")).toBe("1000");
  const body = (await res.json()) as { total: number };
  expect(body.total).toBe(1201);
  const few = await server.fetch(
    `/api/search?query=${encodeURIComponent("iOS developers")}&limit=5`,
    auth(key),
  );
  expect(few.headers.get("x-search-candidates")).toBe("2");
});
