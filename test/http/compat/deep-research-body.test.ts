/**
 * Deep research bodies as published clients send them: `{"limit": 3}` to continue a job (not the
 * default 30), `companies` / `schools` on start, and an unknown field is a 400 naming it, nothing
 * charged (issue 16).
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { seedDemoData } from "../../../src/domain/demo/seed.ts";
import { expectCode } from "../../helpers/errors.ts";
import { auth, makeKey } from "../../helpers/keys.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_TOKEN: "admin-token-for-compat-tests" },
    prepare: (s) => seedDemoData(s, { people: 2000, seed: 5 }).then(() => {}),
  });
}, 60_000);
afterAll(() => server.stop());

const credits = async (k: string) =>
  ((await (await server.fetch("/api/credits", auth(k))).json()) as { credits: number }).credits;
const post = async (k: string, path: string, body: unknown) => {
  const res = await server.fetch(path, {
    method: "POST",
    headers: { Authorization: `Bearer ${k}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { res, body: (await res.json()) as Record<string, unknown> };
};
async function finished(id: string) {
  for (let i = 0; i < 3000; i++) {
    const job = await server.storage.jobs.get(id);
    if (job && job.status !== "pending" && job.status !== "processing") return job;
    await Bun.sleep(5);
  }
  throw new Error("job did not finish");
}

test('continue with {"limit": 3} adds three profiles and charges three', async () => {
  const k = await makeKey(server.storage, "tier2", { credits: 1000 });
  const started = await post(k, "/api/search/deep_research", { query: "engineers", limit: 2 });
  const id = started.body.job_id as string;
  await finished(id);
  const before = await credits(k);
  const more = await post(k, `/api/search/deep_research/${id}/continue`, { limit: 3 });
  expect(more.res.status).toBe(200);
  await finished(id);
  expect((await server.storage.jobs.totals(id)).items).toBe(5);
  expect(await credits(k)).toBe(before - 3);
});

test("an unknown body field is a 400 naming it, on start, continue and bulk contacts; nothing charged", async () => {
  const k = await makeKey(server.storage, "tier2", { credits: 1000 });
  const start = await post(k, "/api/search/deep_research", { query: "engineers", limit: 2, lmit: 5 });
  await expectCode(start, "BAD_REQUEST");
  expect(String(start.body.detail)).toContain('"lmit"');
  const ok = await post(k, "/api/search/deep_research", { query: "engineers", limit: 1 });
  await finished(ok.body.job_id as string);
  const before = await credits(k);
  const more = await post(k, `/api/search/deep_research/${ok.body.job_id}/more`, { count: 3 });
  await expectCode(more, "BAD_REQUEST");
  expect(String(more.body.detail)).toContain('"count"');
  const bulk = await post(k, "/api/enrich/bulk-contacts", {
    urls: ["https://www.pnet.example/in/x"],
    enrich_email: true,
  });
  await expectCode(bulk, "BAD_REQUEST");
  expect(String(bulk.body.detail)).toContain('"enrich_email"');
  expect(await credits(k)).toBe(before);
  const admin = await server.fetch("/admin/keys", {
    method: "POST",
    headers: { Authorization: "Bearer admin-token-for-compat-tests", "Content-Type": "application/json" },
    body: JSON.stringify({ tier: "tier2", credit: 5 }),
  });
  await expectCode(admin, "BAD_REQUEST");
  expect(((await admin.json()) as { detail: string }).detail).toContain('"credit"');
});

test("companies and schools on start narrow the results like search's", async () => {
  const k = await makeKey(server.storage, "tier2", { credits: 1000 });
  const [person] = await server.storage.people.scan(0, 1);
  const company = person?.experience[0]?.company_name as string;
  const started = await post(k, "/api/search/deep_research", {
    query: "people",
    limit: 5,
    companies: [company],
  });
  expect(started.res.status).toBe(200);
  const id = started.body.job_id as string;
  await finished(id);
  const items = await server.storage.jobs.items(id, 0, 10);
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    const p = await server.storage.people.get(item.personId as number);
    expect(p?.experience.map((e) => e.company_name)).toContain(company);
  }
});
