/**
 * Data-subject requests end to end, on every engine and target the HTTP suite runs on: find a
 * person by email, name and URL; export what is held (with the access log of earlier contact
 * lookups); erase them; and then check every path: search, stored profile, contacts, the
 * alternate lookup, job results, the export, a re-import of the original file, a re-seed, and a
 * scrape of their URL through a live upstream all leave them gone. The erasure log is append-only.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { exportLines } from "../../src/cli/export-lines.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importPeople, importReactions } from "../../src/domain/import/import.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { type OpenApiDoc, responseChecker } from "../helpers/openapi.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const ADMIN = "admin-token-for-the-privacy-test-0123456789";
const SEED = { people: 200, seed: 41 };
let server: TestServer;
let upstream: ReturnType<typeof Bun.serve>;
const upstreamHits: string[] = [];
let key: string;
let subject: { id: number; name: string; pnet_url: string; email: string; company: string };
let other: { pnet_url: string };
let peopleFile: string[];
let postsFile: string[];
let bulkJob: string;

const admin = (path: string, init: RequestInit = {}) =>
  server.fetch(`/admin${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${ADMIN}`,
      "Content-Type": "application/json",
      ...(init.headers ?? {}),
    },
  });
const api = async (path: string, alt = false) => {
  const res = await (alt ? server.altFetch : server.fetch)(path, auth(key));
  return {
    status: res.status,
    charged: res.headers.get("x-credits-charged"),
    body: (await res.json()) as Record<string, unknown>,
  };
};
const q = encodeURIComponent;
const balance = async () => (await api("/api/credits")).body.credits as number;

beforeAll(async () => {
  upstream = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(req) {
      const profile = new URL(req.url).searchParams.get("u") ?? "";
      upstreamHits.push(profile);
      return Response.json({
        full_name: "Back Again",
        headline: "Returned",
        professional_network_url: profile,
      });
    },
  });
  server = await startTestServer({
    env: {
      ADMIN_TOKEN: ADMIN,
      SCRAPE_UPSTREAM_URL: `http://127.0.0.1:${upstream.port}/api?u={url}`,
      SCRAPE_ALLOW_LOOPBACK: "true",
    },
    prepare: async (s) => {
      await seedDemoData(s, SEED);
    },
  });
  key = await makeKey(server.storage, "tier2", { credits: 100_000 });
  // The subject: a demo person with an email and at least one post (so posts are erased too).
  const [row] = await server.sql<{ id: number }>(
    `SELECT p.id FROM people p WHERE EXISTS (SELECT 1 FROM contacts c WHERE c.person_id = p.id AND c.kind = 'email')
     AND EXISTS (SELECT 1 FROM posts o WHERE o.person_id = p.id) ORDER BY p.id LIMIT 1`,
  );
  const person = await server.storage.people.get(Number(row?.id));
  if (!person) throw new Error("no demo person with an email and a post");
  const email =
    (await server.storage.people.contactsOf(person.id)).contacts.find((c) => c.type === "email")?.value ?? "";
  const company = person.experience[0]?.company_name ?? "";
  subject = { id: person.id, name: person.name, pnet_url: person.pnet_url, email, company };
  const someoneElse = await server.storage.people.get(person.id === 1 ? 2 : 1);
  other = { pnet_url: someoneElse?.pnet_url ?? "" };
  peopleFile = await Array.fromAsync(exportLines(server.storage, "people"));
  postsFile = await Array.fromAsync(exportLines(server.storage, "reactions"));
}, 60_000);
afterAll(async () => {
  await server?.stop();
  upstream?.stop(true);
});

describe("before the erasure", () => {
  test("contact lookups (single and bulk) are recorded in the access log", async () => {
    const single = await api(`/api/enrich/contacts?pnet_url=${q(subject.pnet_url)}`);
    expect(single.status).toBe(200);
    expect((single.body.data as { error: boolean }[])[0]?.error).toBe(false);
    const res = await server.fetch("/api/enrich/bulk-contacts", {
      method: "POST",
      headers: { ...auth(key).headers, "Content-Type": "application/json" },
      body: JSON.stringify({ urls: [subject.pnet_url, other.pnet_url] }),
    });
    bulkJob = ((await res.json()) as { job_id: string }).job_id;
    let status = await api(`/api/enrich/bulk-contacts/${bulkJob}`);
    for (let i = 0; i < 200 && status.body.status !== "completed"; i++) {
      await Bun.sleep(25);
      status = await api(`/api/enrich/bulk-contacts/${bulkJob}`);
    }
    expect(status.body.status).toBe("completed");
    expect(JSON.stringify(status.body)).toContain(subject.email);
  });

  test("a search by their name finds them (what the erasure must undo)", async () => {
    const search = await api(
      `/api/search?query=${q(subject.name)}&limit=100&advanced_filtering=false&legacy=false`,
    );
    expect(JSON.stringify(search.body)).toContain(subject.pnet_url);
  });

  test("find by email, by name with a company, and by URL: the same person, with what is held", async () => {
    for (const query of [
      `email=${q(subject.email.toUpperCase())}`,
      `name=${q(subject.name.toLowerCase())}&company=${q(subject.company)}`,
      `url=${q(subject.pnet_url)}`,
    ]) {
      const res = await admin(`/subjects?${query}`);
      expect(res.status).toBe(200);
      const { matches } = (await res.json()) as { matches: { id: number; held: Record<string, number> }[] };
      expect(matches.map((m) => m.id)).toContain(subject.id);
      const held = matches.find((m) => m.id === subject.id)?.held;
      expect(held?.posts).toBeGreaterThan(0);
      expect(held?.access_log).toBe(2);
      expect(held?.job_results).toBe(1);
    }
    await expectCode(await admin("/subjects?email=a@b.example&name=x"), "BAD_REQUEST");
    await expectCode(await admin("/subjects"), "BAD_REQUEST");
    await expectCode(
      await server.fetch(`/admin/subjects?email=${q(subject.email)}`, auth(key)),
      "UNAUTHORIZED",
    );
  });

  test("the access export holds the record, contacts, posts, jobs and who looked them up", async () => {
    const res = await admin(`/subjects/${subject.id}/export`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      record: { pnet_url: string };
      contacts: { value: string }[];
      posts: unknown[];
      jobs: { job_id: string }[];
      access_log: { key_prefix: string; operation: string; fields: string[]; at: string }[];
    };
    expect(doc.record.pnet_url).toBe(subject.pnet_url);
    expect(doc.contacts.map((c) => c.value)).toContain(subject.email);
    expect(doc.posts.length).toBeGreaterThan(0);
    expect(doc.jobs.map((j) => j.job_id)).toEqual([bulkJob]);
    expect(doc.access_log.map((a) => a.operation).sort()).toEqual(["bulk_contacts", "contacts"]);
    expect(doc.access_log.every((a) => a.fields.includes("email") && key.startsWith(a.key_prefix))).toBe(
      true,
    );
  });
});

describe("the erasure", () => {
  test("erase needs a reason; an unknown id is a 404; then one transaction removes everything", async () => {
    await expectCode(
      await admin(`/subjects/${subject.id}/erase`, { method: "POST", body: "{}" }),
      "BAD_REQUEST",
    );
    await expectCode(
      await admin(`/subjects/${subject.id}/erase`, {
        method: "POST",
        body: JSON.stringify({ reason: "x", oops: 1 }),
      }),
      "BAD_REQUEST",
    );
    await expectCode(
      await admin("/subjects/99999999/erase", { method: "POST", body: JSON.stringify({ reason: "x" }) }),
      "NOT_FOUND",
    );
    const res = await admin(`/subjects/${subject.id}/erase`, {
      method: "POST",
      body: JSON.stringify({ reason: "GDPR art. 17 request #12", requested_by: "dpo" }),
    });
    expect(res.status).toBe(200);
    const entry = (await res.json()) as {
      personId: number;
      requestedBy: string;
      removed: Record<string, number>;
    };
    expect(entry.personId).toBe(subject.id);
    expect(entry.requestedBy).toBe("admin-api:dpo");
    expect(entry.removed.contacts).toBeGreaterThan(0);
    expect(entry.removed.posts).toBeGreaterThan(0);
    expect(entry.removed.job_results).toBe(1);
    await expectCode(
      await admin(`/subjects/${subject.id}/erase`, {
        method: "POST",
        body: JSON.stringify({ reason: "again" }),
      }),
      "NOT_FOUND",
    );
  });

  test("gone from the stored profile, contacts, the alternate lookup, search and the export", async () => {
    const before = await balance();
    await expectCode(await api(`/api/enrich/pnet?pnet_url=${q(subject.pnet_url)}`), "NOT_FOUND");
    const contacts = await api(`/api/enrich/contacts?email=${q(subject.email)}`);
    expect((contacts.body.data as { error: boolean }[])[0]?.error).toBe(true);
    const alt = await api(`/api/enrich/pnet?email=${q(subject.email)}`, true);
    expect(JSON.stringify(alt.body)).toContain("No profile found");
    expect(await balance()).toBe(before);
    const search = await api(
      `/api/search?query=${q(subject.name)}&limit=100&advanced_filtering=false&legacy=false`,
    );
    expect(JSON.stringify(search.body)).not.toContain(subject.pnet_url);
    const exported = await Array.fromAsync(exportLines(server.storage, "people"));
    expect(exported.length).toBe(peopleFile.length - 1);
    expect(exported.join("\n")).not.toContain(subject.pnet_url);
    expect((await admin(`/subjects?url=${q(subject.pnet_url)}`).then((r) => r.json())) as unknown).toEqual({
      matches: [],
    });
    const counts = await server.sql<{ n: number }>(
      `SELECT (SELECT count(*) FROM contacts WHERE person_id = $1) + (SELECT count(*) FROM posts WHERE person_id = $1)
        + (SELECT count(*) FROM job_items WHERE person_id = $1) + (SELECT count(*) FROM people WHERE id = $1) AS n`,
      subject.id,
    );
    expect(Number(counts[0]?.n)).toBe(0);
  });

  test("the job result is a removal marker; the job's request no longer names them", async () => {
    const status = await api(`/api/enrich/bulk-contacts/${bulkJob}`);
    const text = JSON.stringify(status.body);
    expect(text).not.toContain(subject.email);
    expect(text).not.toContain(subject.pnet_url);
    const results = status.body.results as Record<string, unknown>[];
    expect(results).toHaveLength(2);
    expect(results).toContainEqual({
      removed: true,
      message: "This result was removed at the data subject's request",
    });
    expect(status.body.total).toBe(2);
    // The marker is what the OpenAPI document says a removed result looks like.
    const doc = (await (await server.fetch("/openapi/json")).json()) as OpenApiDoc;
    expect(responseChecker(doc)("GET", "/api/enrich/bulk-contacts/{job_id}", 200, status.body)).toEqual([]);
    const [job] = await server.sql<{ params: string }>("SELECT params FROM jobs WHERE id = $1", bulkJob);
    expect(String(job?.params)).not.toContain(subject.pnet_url.split("/").pop() as string);
  });

  test("the erasure log has the entry and refuses changes", async () => {
    const { erasures } = (await (await admin("/erasures")).json()) as {
      erasures: { personId: number; reason: string }[];
    };
    expect(erasures[0]).toMatchObject({ personId: subject.id, reason: "GDPR art. 17 request #12" });
    await expect(server.sql("UPDATE erasures SET reason = 'edited'")).rejects.toThrow(/append-only/);
    await expect(server.sql("DELETE FROM erasures")).rejects.toThrow(/append-only/);
  });
});

describe("suppression: they never come back", () => {
  test("re-importing the original people file skips them and says so", async () => {
    const summary = await importPeople(
      server.storage,
      (async function* () {
        yield* peopleFile;
      })(),
    );
    expect(summary.suppressed).toBe(1);
    expect(summary.imported).toBe(0);
    // The others are as stored: not written again.
    expect(summary.unchanged).toBe(peopleFile.length - 1);
    expect(await server.storage.people.findIdByUrl(subject.pnet_url)).toBeNull();
  });

  test("re-importing their posts and reactions skips those too", async () => {
    const summary = await importReactions(
      server.storage,
      (async function* () {
        yield* postsFile;
      })(),
    );
    expect(summary.suppressed).toBeGreaterThan(0);
    const [row] = await server.sql<{ n: number }>(
      "SELECT count(*) AS n FROM post_reactions WHERE pnet_url = $1",
      subject.pnet_url,
    );
    expect(Number(row?.n)).toBe(0);
  });

  test("seeding the same demo data again does not bring them back", async () => {
    const summary = await seedDemoData(server.storage, SEED);
    expect(summary.suppressed).toBe(1);
    expect(await server.storage.people.findIdByUrl(subject.pnet_url)).toBeNull();
  });

  test("a scrape of their URL is refused before any fetch, nothing charged; others still scrape", async () => {
    upstreamHits.length = 0;
    const refused = await api(
      `/api/enrich/scrape?pnet_url=${q(subject.pnet_url.toUpperCase().replace("HTTPS://", "https://"))}`,
    );
    await expectCode(refused, "NOT_FOUND");
    expect(upstreamHits).toEqual([]);
    expect(await server.storage.people.findIdByUrl(subject.pnet_url)).toBeNull();
    const fine = await api(`/api/enrich/scrape?pnet_url=${q(other.pnet_url)}`);
    expect(fine.status).toBe(200);
    expect(upstreamHits).toHaveLength(1);
  });

  test("bulk contacts and the alternate lookup find nothing for them", async () => {
    const res = await server.fetch("/api/enrich/bulk-contacts", {
      method: "POST",
      headers: { ...auth(key).headers, "Content-Type": "application/json" },
      body: JSON.stringify({ urls: [subject.pnet_url] }),
    });
    const id = ((await res.json()) as { job_id: string }).job_id;
    let status = await api(`/api/enrich/bulk-contacts/${id}`);
    for (let i = 0; i < 200 && status.body.status !== "completed"; i++) {
      await Bun.sleep(25);
      status = await api(`/api/enrich/bulk-contacts/${id}`);
    }
    expect((status.body.results as { status: string }[])[0]?.status).toBe("not_found");
    expect(status.body.credits_used).toBe(0);
    const before = await balance();
    const alt = await api(`/api/enrich/pnet?url=${q(subject.pnet_url)}`, true);
    expect(JSON.stringify(alt.body)).toContain("No profile found");
    expect(await balance()).toBe(before);
  });
});

test("the access log keeps ACCESS_LOG_DAYS: pruning deletes what is older and keeps the rest", async () => {
  const now = Math.floor(Date.now() / 1000);
  await server.sql(
    "INSERT INTO access_log (key_id, person_id, fields, operation, created_at) VALUES (1, 424242, 'email', 'contacts', $1), (1, 424242, 'email', 'contacts', $2)",
    now - 400 * 86_400,
    now - 10 * 86_400,
  );
  expect(await server.storage.privacy.pruneAccessLog(now - 365 * 86_400)).toBeGreaterThanOrEqual(1);
  const rows = await server.storage.privacy.accessLog(424242);
  expect(rows).toHaveLength(1);
  expect(Date.parse(rows[0]?.at ?? "")).toBe((now - 10 * 86_400) * 1000);
});

test("deep research with contact enrichment (alternate body) logs each result it gives an email", async () => {
  const res = await server.altFetch("/api/search/deep_research", {
    method: "POST",
    headers: { ...auth(key).headers, "Content-Type": "application/json" },
    body: JSON.stringify({ query: "software engineers", limit: 8, enrich_emails: true }),
  });
  expect(res.status).toBe(200);
  const jobId = ((await res.json()) as { job_id: string }).job_id;
  let status = "";
  for (let i = 0; i < 400 && status !== "completed"; i++) {
    await Bun.sleep(25);
    const poll = await server.altFetch(`/api/search/deep_research/${jobId}`, auth(key));
    status = ((await poll.json()) as { status: string }).status;
  }
  expect(status).toBe("completed");
  const [withEmail] = await server.sql<{ n: number }>(
    "SELECT count(*) AS n FROM job_items WHERE job_id = $1 AND emails > 0",
    jobId,
  );
  const [logged] = await server.sql<{ n: number }>(
    `SELECT count(*) AS n FROM access_log a JOIN job_items i ON i.person_id = a.person_id AND i.job_id = $1
     WHERE a.operation = 'deep_research' AND a.fields LIKE '%email%'`,
    jobId,
  );
  expect(Number(withEmail?.n)).toBeGreaterThan(0);
  expect(Number(logged?.n)).toBe(Number(withEmail?.n));
}, 30_000);
