/** The alternate variant on its own listener (ALT_PORT): deep research body and cache, company search, profile lookup. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { hashApiKey } from "../../src/domain/billing/keys.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Company, Person } from "../../src/domain/model.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import * as T from "../quality/truth.ts";

let server: TestServer;
let everyone: Person[];
let companies: Company[];

beforeAll(async () => {
  server = await startTestServer({
    prepare: (s) =>
      seedDemoData(s, { people: 3000, seed: 5, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
  everyone = await server.storage.people.scan(0, 5000);
  companies = await server.storage.companies.scan(0, 1000);
}, 60_000);
afterAll(() => server.stop());

const stateOf = async (id: string) =>
  ((await server.storage.jobs.get(id))?.state ?? {}) as { fromCache?: number; examined?: number };
const balance = async (k: string) =>
  ((await (await server.altFetch("/api/credits", auth(k))).json()) as { credits: number }).credits;
const post = (k: string, path: string, body: unknown) =>
  server.altFetch(path, {
    method: "POST",
    headers: { Authorization: `Bearer ${k}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
async function finished(k: string, id: string) {
  for (let i = 0; i < 2000; i++) {
    const body = (await (
      await server.altFetch(`/api/search/deep_research/${id}?legacy=false`, auth(k))
    ).json()) as {
      status: string;
      total: number;
      results: Record<string, unknown>[];
      enrichment_stats: Record<string, unknown>;
    };
    if (!["pending", "processing"].includes(body.status)) return body;
    await Bun.sleep(5);
  }
  throw new Error("job did not finish");
}

describe("alternate deep research", () => {
  test("the alternate body: school[] and company[] filters, enrich_emails, limit at most 100", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 1000 });
    const schoolCounts = new Map<string, number>();
    for (const p of everyone)
      for (const s of T.schools(p)) schoolCounts.set(s as string, (schoolCounts.get(s as string) ?? 0) + 1);
    const school = [...schoolCounts].sort((a, b) => b[1] - a[1])[0]?.[0] as string;
    const res = await post(k, "/api/search/deep_research", {
      query: "engineers",
      limit: 20,
      school: [school],
      enrich_emails: true,
    });
    expect(res.status).toBe(200);
    const { job_id } = (await res.json()) as { job_id: string };
    const job = await finished(k, job_id);
    expect(job.status).toBe("completed");
    expect(job.total).toBeGreaterThan(0);
    for (const r of job.results) {
      const p = everyone.find((x) => x.id === r.id) as Person;
      expect(T.schools(p).has(school)).toBe(true);
      expect(Array.isArray(r.contacts)).toBe(true);
    }
    expect(job.enrichment_stats.enrichment_enabled).toBe(true);
    expect(Number(job.enrichment_stats.profiles_with_contacts)).toBeGreaterThan(0);
    await expectCode(
      await post(k, "/api/search/deep_research", { query: "engineers", limit: 101 }),
      "BAD_REQUEST",
    );
    await expectCode(
      await post(k, "/api/search/deep_research", { query: "engineers", acceptance_threshold: 101 }),
      "BAD_REQUEST",
    );
    await expectCode(await post(k, "/api/search/deep_research", { limit: 5 }), "UNPROCESSABLE");
    // The main listener keeps its own body: limit up to 1000.
    expect(
      (
        await server.fetch("/api/search/deep_research", {
          method: "POST",
          headers: { Authorization: `Bearer ${k}`, "Content-Type": "application/json" },
          body: JSON.stringify({ query: "engineers", limit: 500 }),
        })
      ).status,
    ).toBe(200);
  });

  test("a similar later query reuses validated results, and each job still charges each result once", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 1000 });
    const keyId = (await server.storage.keys.findByHash(hashApiKey(k)))?.id as number;
    const first = (await (
      await post(k, "/api/search/deep_research", {
        query: "Data Scientists in Germany",
        limit: 10,
        enrich_emails: false,
      })
    ).json()) as { job_id: string };
    const a = await finished(k, first.job_id);
    const second = (await (
      await post(k, "/api/search/deep_research", {
        query: "data scientists in germany",
        limit: 10,
        enrich_emails: false,
      })
    ).json()) as { job_id: string };
    const b = await finished(k, second.job_id);
    expect(b.results.map((r) => r.id)).toEqual(a.results.map((r) => r.id));
    const jobA = await stateOf(first.job_id);
    const jobB = await stateOf(second.job_id);
    expect(jobA.fromCache ?? 0).toBe(0);
    expect(jobB.fromCache).toBe(a.total);
    expect(a.total).toBeGreaterThan(0);
    expect(jobB.examined).toBe(0);
    const ledger = await server.storage.credits.ledger(keyId);
    expect(ledger.filter((l) => l.jobId === first.job_id).reduce((s, l) => s - l.delta, 0)).toBe(a.total);
    expect(ledger.filter((l) => l.jobId === second.job_id).reduce((s, l) => s - l.delta, 0)).toBe(b.total);
    // A different threshold is a different signature: validated again.
    const third = (await (
      await post(k, "/api/search/deep_research", {
        query: "data scientists in germany",
        limit: 10,
        acceptance_threshold: 100,
        enrich_emails: false,
      })
    ).json()) as { job_id: string };
    await finished(k, third.job_id);
    expect((await stateOf(third.job_id)).fromCache ?? 0).toBe(0);
  });
});

describe("company search", () => {
  interface CompanyBody {
    results: (Record<string, unknown> & { criteria: Record<string, string> })[];
    total: number;
    query: string;
    detail?: string;
  }
  const search = async (k: string, qs: string) => {
    const res = await server.altFetch(`/api/search/companies?${qs}`, auth(k));
    return { res, body: (await res.json()) as CompanyBody };
  };

  test("industry + location: every result fits, criteria say YES; 1 credit per result", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 1000 });
    const { res, body } = await search(
      k,
      `query=${encodeURIComponent("fintech companies in the United States")}&limit=5&acceptance_threshold=100`,
    );
    expect(res.status).toBe(200);
    expect(body.query).toBe("fintech companies in the United States");
    const truth = companies.filter((c) => c.industry === "Financial Services" && c.hq.country_iso2 === "US");
    expect(body.total).toBe(truth.length);
    expect(body.results.length).toBe(Math.min(5, truth.length));
    for (const r of body.results) {
      expect(r.pnet_industry).toBe("Financial Services");
      expect(r.hq_country).toBe("United States");
      expect(Object.values(r.criteria).every((v) => v === "YES")).toBe(true);
    }
    expect(Object.keys(body.results[0] ?? {})).toContain("pnet_profile_url");
    expect(await balance(k)).toBe(1000 - body.results.length);
  });

  test("size, founding year, funding and B2B are understood", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 1000 });
    const { body } = await search(
      k,
      `query=${encodeURIComponent("funded B2B startups founded after 2015")}&limit=100&acceptance_threshold=100`,
    );
    const truth = companies.filter(
      (c) =>
        c.last_funding_round_date &&
        c.is_b2b === true &&
        (c.employees_count ?? 0) < 200 &&
        (c.founded_year ?? 0) > 2015,
    );
    expect(body.total).toBe(truth.length);
    for (const r of body.results) expect(Object.keys(r.criteria).length).toBe(4);
  });

  test("a higher acceptance_threshold gives fewer results; MAYBE/NO appear below 100", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 10_000 });
    const q = encodeURIComponent("B2B companies in the United States founded after 2000");
    const low = await search(k, `query=${q}&limit=100&acceptance_threshold=50`);
    const high = await search(k, `query=${q}&limit=100&acceptance_threshold=100`);
    expect(low.body.total).toBeGreaterThan(high.body.total);
    expect(low.body.results.some((r) => Object.values(r.criteria).includes("NO"))).toBe(true);
  });

  test("422 without query; 400 for limit and threshold out of range; 402 without credits; limit default 10", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 100 });
    await expectCode(await search(k, "limit=5"), "UNPROCESSABLE");
    await expectCode(await search(k, "query=x&limit=0"), "BAD_REQUEST");
    await expectCode(await search(k, "query=x&limit=101"), "BAD_REQUEST");
    await expectCode(await search(k, "query=x&acceptance_threshold=101"), "BAD_REQUEST");
    const broke = await makeKey(server.storage, "tier2", { credits: 0 });
    await expectCode(await search(broke, "query=software"), "INSUFFICIENT_CREDITS");
    const d = await search(
      k,
      `query=${encodeURIComponent("companies in the United States")}&acceptance_threshold=100`,
    );
    expect(d.body.results.length).toBe(10);
  });

  test("the main listener has no company search", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 10 });
    await expectCode(await server.fetch("/api/search/companies?query=software", auth(k)), "NOT_FOUND");
  });
});

describe("profile lookup by url, email or phone", () => {
  test("the alternate shape; dates YYYY-MM; current end date 1970-01-01T00:00:00; websites as {url}; 1 credit", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 10 });
    const p = everyone.find(
      (x) => x.experience.some((e) => e.active_experience === 1) && x.education.length > 0,
    ) as Person;
    const res = await server.altFetch(`/api/enrich/pnet?url=${encodeURIComponent(p.pnet_url)}`, auth(k));
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: Record<string, Record<string, unknown> & Record<string, unknown>[]>[];
    };
    const record = body.data[0] as Record<string, unknown>;
    expect(Object.keys(record)).toEqual(["profile", "experience", "education", "languages"]);
    const profile = record.profile as Record<string, unknown>;
    expect(Object.keys(profile).sort()).toEqual(
      [
        "id",
        "name",
        "location",
        "headline",
        "description",
        "title",
        "profile_picture_url",
        "pnet_url",
        "social_handle",
        "websites",
      ].sort(),
    );
    expect((profile.websites as unknown[]).every((w) => typeof (w as { url: string }).url === "string")).toBe(
      true,
    );
    const exp = record.experience as Record<string, string>[];
    expect(Object.keys(exp[0] ?? {}).sort()).toEqual(
      ["title", "company_name", "start_date", "end_date", "description", "location", "company_logo"].sort(),
    );
    expect(exp.some((e) => e.end_date === "1970-01-01T00:00:00")).toBe(true);
    expect(exp.every((e) => /^\d{4}-\d{2}$/.test(e.start_date as string))).toBe(true);
    const edu = record.education as Record<string, string>[];
    expect(Object.keys(edu[0] ?? {}).sort()).toEqual(
      [
        "degree",
        "field_of_study",
        "school_name",
        "school_logo",
        "start_date",
        "end_date",
        "description",
      ].sort(),
    );
    expect(Array.isArray(record.languages)).toBe(true);
    expect(await balance(k)).toBe(9);
  });

  test("by email and by phone; nothing found is {data: [{message}]} naming the lookup, free", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 10 });
    let p = everyone[0] as Person;
    let contacts = (await server.storage.people.contactsOf(p.id)).contacts;
    for (const candidate of everyone) {
      const found = (await server.storage.people.contactsOf(candidate.id)).contacts;
      if (found.some((c) => c.type === "email") && found.some((c) => c.type === "phone")) {
        p = candidate;
        contacts = found;
        break;
      }
    }
    const email = contacts.find((c) => c.type === "email")?.value as string;
    const byEmail = (await (
      await server.altFetch(`/api/enrich/pnet?email=${encodeURIComponent(email)}`, auth(k))
    ).json()) as {
      data: { profile: { id: number } }[];
    };
    expect(byEmail.data[0]?.profile.id).toBe(p.id);
    const phone = contacts.find((c) => c.type === "phone")?.value;
    if (phone) {
      const byPhone = (await (
        await server.altFetch(`/api/enrich/pnet?phone=${encodeURIComponent(phone)}`, auth(k))
      ).json()) as {
        data: { profile: { id: number } }[];
      };
      expect(byPhone.data[0]?.profile.id).toBe(p.id);
    }
    const before = await balance(k);
    const none = await server.altFetch("/api/enrich/pnet?email=nobody@nowhere.example", auth(k));
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({
      data: [{ message: "No profile found for email nobody@nowhere.example" }],
    });
    expect(await balance(k)).toBe(before);
  });

  test("exactly one of url, email, phone: 400 otherwise; 402 without credits", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 10 });
    await expectCode(await server.altFetch("/api/enrich/pnet", auth(k)), "BAD_REQUEST");
    const both = await server.altFetch(
      "/api/enrich/pnet?url=https://www.pnet.example/in/a&email=a@b.example",
      auth(k),
    );
    await expectCode(both, "BAD_REQUEST");
    expect(((await both.json()) as { detail: string }).detail).toBe(
      "Exactly one of url, email or phone must be given",
    );
    // Not a profile URL is invalid input, not "no profile found" (issue 16).
    const hello = await server.altFetch("/api/enrich/pnet?url=hello", auth(k));
    await expectCode(hello, "BAD_REQUEST");
    expect(((await hello.json()) as { detail: string }).detail).toStartWith("url is not a profile URL");
    expect(await balance(k)).toBe(10);
    const broke = await makeKey(server.storage, "tier2", { credits: 0 });
    await expectCode(
      await server.altFetch(
        `/api/enrich/pnet?url=${encodeURIComponent(everyone[0]?.pnet_url as string)}`,
        auth(broke),
      ),
      "INSUFFICIENT_CREDITS",
    );
  });

  test("everything the alternate spec does not change is served there too", async () => {
    const k = await makeKey(server.storage, "tier2", { credits: 100 });
    expect((await server.altFetch("/api/search?query=engineers&limit=1", auth(k))).status).toBe(200);
    expect((await server.altFetch("/api/credits", auth(k))).status).toBe(200);
    expect(
      (
        await server.altFetch(
          `/api/enrich/contacts?pnet_url=${encodeURIComponent(everyone[0]?.pnet_url as string)}`,
          auth(k),
        )
      ).status,
    ).toBe(200);
  });
});
