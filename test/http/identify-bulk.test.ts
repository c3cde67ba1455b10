/**
 * POST /api/identify/bulk and its status and cancel, over HTTP (source and binary, both engines):
 * rows as JSON, as a CSV file and as JSON lines; a result per row (its best match, score and
 * explanation, or why it was not looked up); exact charges (one credit per row matched at or above
 * min_score); refusals that create nothing and charge nothing; another key can neither read nor
 * cancel a job (BOLA); cancelling; an erased person's result becomes the removal marker.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { expectError } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { PEOPLE, seedIdentifyFixture, warmIdentify } from "./identify-fixture.ts";

const ADMIN = "admin-token-for-identify-bulk-0123456789";
let server: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_TOKEN: ADMIN }, prepare: (s) => seedIdentifyFixture(s) });
  key = await makeKey(server.storage, "tier2", { credits: 100_000 });
  await warmIdentify(server.url, key);
}, 120_000);
afterAll(() => server.stop());

interface Result {
  row: number;
  status: string;
  score?: number | null;
  person?: { id: number; name: string; pnet_url: string } | null;
  explanation?: { field: string; agreement: string }[];
  detail?: string;
  credits: number;
  removed?: boolean;
}
interface Status {
  job_id: string;
  status: string;
  total: number;
  processed: number;
  matched: number;
  credits_used: number;
  message: string;
  results: Result[];
  pagination?: { page: number; total_pages: number };
}

const start = (body: string | object, type = "application/json", qs = "", k = key) =>
  server.fetch(`/api/identify/bulk${qs}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${k}`, "Content-Type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
async function started(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as { job_id: string; status: string };
  expect(body.status).toBe("pending");
  return body.job_id;
}
const status = (id: string, k = key, qs = "") => server.fetch(`/api/identify/bulk/${id}${qs}`, auth(k));
async function finished(id: string, k = key): Promise<Status> {
  for (let i = 0; i < 1500; i++) {
    const body = (await (await status(id, k)).json()) as Status;
    if (!["pending", "processing"].includes(body.status)) return body;
    await Bun.sleep(20);
  }
  throw new Error("job did not finish");
}
const balance = async (k = key) =>
  ((await (await server.fetch("/api/credits", auth(k))).json()) as { credits: number }).credits;
const jobCount = async () =>
  Number((await server.sql<{ n: number }>("SELECT count(*) AS n FROM jobs"))[0]?.n);

const ROWS = [
  { first_name: "Bill", last_name: "Harrington", company: "Quokka Ledger GmbH" },
  { name: "Zebulon Quixwright", company: "Nowhere Widgets" },
  { first_name: "William" },
  { email: "william.harrington@quokka-ledger.example" },
  { name: "Zhang Wei", company: "Lanternfish Semiconductors", crm_owner: "ignored" },
];

describe("a job from JSON rows", () => {
  test("a result per row in order; matched rows charged one credit each, nothing else", async () => {
    const before = await balance();
    const id = await started(await start({ rows: ROWS, min_score: 0.5 }));
    const done = await finished(id);
    expect(done.status).toBe("completed");
    expect([done.total, done.processed]).toEqual([5, 5]);
    expect(done.results.map((r) => r.row)).toEqual([0, 1, 2, 3, 4]);
    expect(done.results.map((r) => r.status)).toEqual([
      "matched",
      "no_match",
      "invalid",
      "matched",
      "matched",
    ]);
    const [bill, nobody, invalid, email, zhang] = done.results;
    expect(bill?.person?.pnet_url).toBe(PEOPLE.harrington.pnet_url);
    expect(bill?.explanation?.find((f) => f.field === "first_name")?.agreement).toBe("nickname");
    expect(bill?.score).toBeGreaterThanOrEqual(0.5);
    expect(email?.person?.pnet_url).toBe(PEOPLE.harrington.pnet_url);
    expect(zhang?.person?.pnet_url).toBe(PEOPLE.zhang.pnet_url);
    expect(nobody?.credits).toBe(0);
    expect(invalid?.detail).toContain("Too little to identify");
    expect(done.matched).toBe(3);
    expect(done.credits_used).toBe(3);
    expect(done.results.reduce((s, r) => s + r.credits, 0)).toBe(3);
    expect(await balance()).toBe(before - 3);
    // The rows themselves are not kept once the job ends; their count is.
    const params = await server.sql<{ params: string }>("SELECT params FROM jobs WHERE id = ?", id);
    expect(JSON.parse(params[0]?.params ?? "{}").rows).toEqual([]);
  });

  test("min_score decides what counts as matched and is charged", async () => {
    // Two James Smiths share the probability: a match at 0, not at 0.9.
    const rows = [ROWS[0], { name: "James Smith" }];
    const before = await balance();
    const low = await finished(await started(await start({ rows, min_score: 0 })));
    expect(low.results.map((r) => r.status)).toEqual(["matched", "matched"]);
    expect(await balance()).toBe(before - 2);
    const high = await finished(await started(await start({ rows, min_score: 0.9 })));
    expect(high.results.map((r) => r.status)).toEqual(["matched", "no_match"]);
    expect(high.results[1]?.score).toBeLessThan(0.9);
    expect(await balance()).toBe(before - 3);
  });

  test("paging the results; the key's job list shows the job", async () => {
    const id = await started(await start({ rows: ROWS }));
    await finished(id);
    const page = (await (await status(id, key, "?page=2&page_size=2")).json()) as Status;
    expect(page.results.map((r) => r.row)).toEqual([2, 3]);
    expect(page.pagination?.total_pages).toBe(3);
    const list = (await (await server.fetch("/api/jobs?kind=identify_bulk", auth(key))).json()) as {
      jobs: { job_id: string; kind: string; target: number }[];
    };
    expect(list.jobs.find((j) => j.job_id === id)).toMatchObject({ kind: "identify_bulk", target: 5 });
  });
});

describe("a job from a file", () => {
  test("CSV (header names the columns, others ignored), options in the query", async () => {
    const csv = [
      "First Name,Last Name,Company,Deal Stage",
      "Bill,Harrington,Quokka Ledger,Won",
      '"Jose","Garcia","Ortiga Analytics","Lost, for now"',
      "Zebulon,Quixwright,Nowhere Widgets,New",
    ].join("\r\n");
    const id = await started(await start(csv, "text/csv", "?min_score=0.5"));
    const done = await finished(id);
    expect(done.results.map((r) => r.person?.pnet_url ?? null)).toEqual([
      PEOPLE.harrington.pnet_url,
      PEOPLE.garcia.pnet_url,
      null,
    ]);
  });

  test("JSON lines", async () => {
    const lines = `${JSON.stringify({ name: "Anneke Berg", location: "Amsterdam" })}\n${JSON.stringify({ phone: "+49 (0)89 5550 1234" })}\n`;
    const done = await finished(await started(await start(lines, "application/x-ndjson")));
    expect(done.results.map((r) => r.person?.pnet_url)).toEqual([
      PEOPLE.berg.pnet_url,
      PEOPLE.harrington.pnet_url,
    ]);
  });
});

describe("refusals: 400, no job, nothing charged", () => {
  test.each([
    ["no rows", { min_score: 0.5 }, "application/json", "rows is required"],
    ["an empty list", { rows: [] }, "application/json", "no rows"],
    [
      "too many rows",
      { rows: Array.from({ length: 10_001 }, () => ({ name: "A B" })) },
      "application/json",
      "at most 10000",
    ],
    ["a row that is not an object", { rows: ["Jane Doe"] }, "application/json", "rows[0]"],
    ["min_score out of range", { rows: ROWS, min_score: 2 }, "application/json", "min_score"],
    ["an unknown option", { rows: ROWS, minscore: 0.5 }, "application/json", "Unknown field"],
    ["a CSV whose header names no field", "foo,bar\n1,2\n", "text/csv", "header"],
    ["a JSON line that is not JSON", '{"name":"A B"}\n{oops\n', "application/x-ndjson", "Line 2"],
    // An empty upload is an empty file, not "The request body must be a JSON object".
    ["an empty CSV file", "", "text/csv", "no rows"],
    ["an empty JSON-lines file", "", "application/x-ndjson", "no rows"],
  ])("%s", async (_, body, type, detail) => {
    const [jobs, before] = [await jobCount(), await balance()];
    await expectError(await start(body, type), "BAD_REQUEST", detail);
    expect([await jobCount(), await balance()]).toEqual([jobs, before]);
  });
});

describe("another key's job (BOLA) and cancelling", () => {
  test("another key can neither read nor cancel the job; an unknown id is 404", async () => {
    const id = await started(await start({ rows: ROWS }));
    const other = await makeKey(server.storage, "tier2", { credits: 100 });
    await expectError(await status(id, other), "FORBIDDEN");
    await expectError(
      await server.fetch(`/api/identify/bulk/${id}/cancel`, { method: "POST", ...auth(other) }),
      "FORBIDDEN",
    );
    await expectError(await status("00000000-0000-4000-8000-000000000000"), "NOT_FOUND");
    expect((await finished(id)).status).toBe("completed");
  });

  test("cancel stops a job; what was done stays (and was charged); a second cancel is 409", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({ name: `Person Number${i}`, company: "Nowhere" }));
    const id = await started(await start({ rows }));
    const res = await server.fetch(`/api/identify/bulk/${id}/cancel`, { method: "POST", ...auth(key) });
    expect(res.status).toBe(200);
    const done = await finished(id);
    expect(done.status).toBe("cancelled");
    expect(done.processed).toBeLessThan(3000);
    expect(done.credits_used).toBe(done.results.reduce((s, r) => s + r.credits, 0));
    await expectError(
      await server.fetch(`/api/identify/bulk/${id}/cancel`, { method: "POST", ...auth(key) }),
      "CONFLICT",
    );
  });
});

describe("erasure", () => {
  test("a matched person erased afterwards: their result becomes the removal marker", async () => {
    const id = await started(
      await start({ rows: [{ name: "Anneke van den Berg", company: "Dijkgraaf Logistics" }] }),
    );
    const done = await finished(id);
    const personId = done.results[0]?.person?.id as number;
    expect(personId).toBeGreaterThan(0);
    const erased = await server.fetch(`/admin/subjects/${personId}/erase`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ reason: "request" }),
    });
    expect(erased.status).toBe(200);
    const after = (await (await status(id)).json()) as Status;
    expect(after.results[0]?.removed).toBe(true);
    expect(JSON.stringify(after)).not.toContain("Anneke");
  });
});
