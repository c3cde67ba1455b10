/**
 * Where the HTTP-only time of a search goes (issue 31, point 5).
 *   bun bench/search-split.ts DATABASE [QUERIES=200]
 * The queries of bench/search.ts, each measured five ways after a warm-up, one at a time:
 *   A. the search function: start + first page of 20 (bench/search.ts's in-process figure);
 *   B. the route's one domain call (searchPeople: start, page of 30, debit, posts of the 30);
 *   C. B plus the legacy wire shape and JSON.stringify of it;
 *   D. HTTP GET /api/search over loopback, the body read as text;
 *   E. the same, the body parsed as JSON (what bench/search.ts measures).
 * Each step starts a new search (a new session), as the HTTP request does. The steps of a query run
 * one after another in a rotating order (the first to run pays for the pages it reads first).
 */
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { createApiKey } from "../src/domain/billing/keys.ts";
import { Rng } from "../src/domain/demo/rng.ts";
import { searchPeople } from "../src/domain/search/search-people.ts";
import { LEGACY_RESULT_POSTS, peopleSearchResponse } from "../src/format/people.ts";
import { createApp } from "../src/http/app.ts";
import { createLogger } from "../src/log.ts";
import { createServices } from "../src/services.ts";

const path = process.argv[2] as string;
const count = Number(process.argv[3] ?? 200);
const config = loadConfig({
  ...(/^postgres(ql)?:\/\//.test(path) ? { DATABASE_URL: path } : { DATABASE_PATH: path }),
  PORT: "0",
  LOG_LEVEL: "silent",
});
const storage = await openStorage(config, { cacheMiB: 512 });
const services = await createServices(config, storage, { log: createLogger("silent"), version: "bench" });
const roles = [
  "software engineers",
  "senior software engineers",
  "backend engineers",
  "data scientists",
  "DevOps engineers",
  "product managers",
  "account executives",
  "SDRs",
  "CTOs",
  "recruiters",
  "accountants",
  "lawyers",
  "data engineers",
  "security engineers",
  "iOS developers",
  "QA engineers",
  "founders",
  "designers",
];
const places = [
  "",
  "in London",
  "in San Francisco",
  "in Germany",
  "in the UK",
  "in India",
  "in Berlin",
  "in Europe",
  "in Canada",
  "in Texas",
];
const extras = [
  "",
  "",
  "with 10+ years of experience",
  "who know Python",
  "in fintech",
  "with an MBA",
  "who studied Physics",
];
const rng = new Rng(7);
const queries: string[] = [];
for (let i = 0; i < count; i++)
  queries.push([rng.pick(roles), rng.pick(places), rng.pick(extras)].filter(Boolean).join(" "));
const { key, record } = await createApiKey(storage, { tier: "tier3", credits: 10_000_000, name: "split" });
const apiKey = (await storage.keys.get(record.id)) ?? record;
const app = createApp(services);
app.listen({ port: 0, hostname: "127.0.0.1" });
const base = `http://127.0.0.1:${app.server?.port}`;
const headers = { Authorization: `Bearer ${key}` };
const now = new Date();
const domain = (q: string) =>
  searchPeople(storage, services.search, apiKey, {
    query: q,
    companies: [],
    schools: [],
    advancedFiltering: true,
    limit: 30,
    offset: 0,
    requestId: "split",
    postsPerPerson: LEGACY_RESULT_POSTS,
  });
const steps: Record<string, (q: string) => Promise<unknown>> = {
  "A function (start + page of 20)": async (q) => {
    const { session, params } = await services.search.start(0, {
      query: q,
      companies: [],
      schools: [],
      advancedFiltering: true,
    });
    return services.search.page(session, params, 0, 20);
  },
  "B searchPeople (30, debit, posts)": domain,
  "C B + legacy shape + stringify": async (q) =>
    peopleSearchResponse(await domain(q), { legacy: true, evaluations: false, now }).body,
  "D HTTP, body as text": async (q) =>
    (await fetch(`${base}/api/search?query=${encodeURIComponent(q)}`, { headers })).text(),
  "E HTTP, body as JSON": async (q) =>
    (await fetch(`${base}/api/search?query=${encodeURIComponent(q)}`, { headers })).json(),
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] as number;
for (const q of queries.slice(0, 40)) for (const step of Object.values(steps)) await step(`${q} `);
const times: Record<string, number[]> = Object.fromEntries(Object.keys(steps).map((k) => [k, []]));
// Steps interleaved per query, so load drifts hit them alike, and the order rotated, so that no
// step is always the first to touch a query's pages.
const entries = Object.entries(steps);
for (const [i, q] of queries.entries())
  for (const [name, step] of [
    ...entries.slice(i % entries.length),
    ...entries.slice(0, i % entries.length),
  ]) {
    const t = performance.now();
    await step(q);
    times[name]?.push(performance.now() - t);
  }
for (const [name, xs] of Object.entries(times))
  console.log(
    `${name.padEnd(36)} p50 ${pct(xs, 50).toFixed(2)}  p95 ${pct(xs, 95).toFixed(2)}  p99 ${pct(xs, 99).toFixed(2)} ms`,
  );
await app.stop(true);
await storage.close();
