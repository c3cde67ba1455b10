/** GET /metrics (METRICS=true): the series an operator wires to a dashboard move with traffic. */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const TOKEN = "metrics-token-for-tests";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { METRICS: "true", METRICS_TOKEN: TOKEN, WEBHOOKS_ALLOW_LOOPBACK: "true", WEBHOOK_POLL_MS: "50" },
    prepare: (s) => seedDemoData(s, { people: 300, seed: 5 }).then(() => {}),
  });
});
afterAll(() => server.stop());

const scrape = async () => {
  const res = await server.fetch("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
};
const value = (text: string, series: string): number => {
  const line = text.split("\n").find((l) => l.startsWith(series));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
};

test("without the token: 401; with it: Prometheus text with the process metrics", async () => {
  await expectCode(await server.fetch("/metrics"), "UNAUTHORIZED");
  await expectCode(
    await server.fetch("/metrics", { headers: { Authorization: "Bearer wrong" } }),
    "UNAUTHORIZED",
  );
  const text = await scrape();
  expect(text).toContain("prospector_process_cpu_seconds_total");
  expect(text).toContain("# TYPE prospector_http_request_duration_seconds histogram");
  // Only the main listener serves it.
  expect((await server.altFetch("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(
    404,
  );
});

test("requests, latency, credits charged and rate-limit refusals move", async () => {
  const key = await makeKey(server.storage, "free", { freeCredits: 1000 });
  const before = await scrape();
  const route = 'prospector_http_requests_total{method="GET",route="/api/search",status="200"}';
  const limited = 'prospector_rate_limited_total{group="search"}';
  const charged = 'prospector_credits_charged_total{operation="search"}';
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++)
    statuses.push(
      (await server.fetch("/api/search?query=engineers&limit=3&advanced_filtering=false", auth(key))).status,
    );
  expect(statuses.filter((s) => s === 200).length).toBe(5);
  const after = await scrape();
  expect(value(after, route) - value(before, route)).toBe(5);
  expect(value(after, limited) - value(before, limited)).toBe(2);
  expect(value(after, charged) - value(before, charged)).toBe(25);
  expect(
    value(
      after,
      'prospector_http_request_duration_seconds_count{method="GET",route="/api/search",status="429"}',
    ),
  ).toBeGreaterThanOrEqual(2);
  // Unmatched paths share one series.
  await server.fetch("/no/such/path/12345");
  expect(await scrape()).toContain('route="unmatched",status="404"');
});

test("jobs by status are read from the database", async () => {
  const key = await makeKey(server.storage, "tier2", { credits: 100 });
  const res = await server.fetch("/api/search/deep_research", {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ query: "engineers", limit: 2 }),
  });
  const id = ((await res.json()) as { job_id: string }).job_id;
  for (let i = 0; i < 500 && (await server.storage.jobs.get(id))?.status !== "completed"; i++)
    await Bun.sleep(10);
  expect(
    value(await scrape(), 'prospector_jobs{kind="deep_research",status="completed"}'),
  ).toBeGreaterThanOrEqual(1);
  expect(
    value(await scrape(), 'prospector_credits_charged_total{operation="deep_research"}'),
  ).toBeGreaterThanOrEqual(2);
});

test("changes logged and webhook deliveries by status are read from the database", async () => {
  const key = await makeKey(server.storage, "tier2", { credits: 10 });
  const [person] = await server.storage.people.scan(0, 1);
  if (!person) throw new Error("no demo person");
  // A watcher whose receiver (a closed port on loopback) never answers: its delivery stays pending.
  const created = await server.fetch("/api/watchers", {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ people: [person.pnet_url], webhook_url: "http://127.0.0.1:9/hook" }),
  });
  expect(created.status).toBe(200);
  const before = value(await scrape(), "prospector_changes_logged");
  await server.storage.people.upsert([
    { person: { ...person, headline: "Metrics headline" }, contacts: [], social: [] },
  ]);
  expect(value(await scrape(), "prospector_changes_logged")).toBe(before + 1);
  let text = await scrape();
  for (let i = 0; i < 100 && value(text, 'prospector_webhook_deliveries{status="pending"}') < 1; i++) {
    await Bun.sleep(50);
    text = await scrape();
  }
  expect(value(text, 'prospector_webhook_deliveries{status="pending"}')).toBe(1);
  expect(text).toContain("prospector_webhook_oldest_pending_seconds");
});
