/**
 * NETWORK_WORD=linkedin: every happy path of both listeners, spoken in the client's word (paths,
 * parameters, body keys); no response key anywhere still says `pnet`.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Person } from "../../src/domain/model.ts";
import { expectCode } from "../helpers/errors.ts";
import { makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let key: string;
let people: Person[];
const seen: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { NETWORK_WORD: "linkedin" },
    prepare: (s) => seedDemoData(s, { people: 400, seed: 8 }).then(() => {}),
  });
  key = await makeKey(server.storage, "tier2", { credits: 100_000 });
  people = await server.storage.people.scan(0, 400);
}, 60_000);
afterAll(() => server.stop());

/** Every key path holding "pnet", anywhere in a JSON document. */
function pnetKeys(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => pnetKeys(v, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [
    ...(k.includes("pnet") ? [`${path}.${k}`] : []),
    ...pnetKeys(v, `${path}.${k}`),
  ]);
}

async function call(method: string, path: string, body?: unknown, alt = false) {
  const init: RequestInit = {
    method,
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const res = await (alt ? server.altFetch(path, init) : server.fetch(path, init));
  const json = (await res.json()) as Record<string, unknown>;
  expect(pnetKeys(json)).toEqual([]);
  seen.push(`${method} ${path.split("?")[0]} ${res.status}`);
  return { res, json };
}

async function waitDone(path: string, alt = false) {
  for (let i = 0; i < 1000; i++) {
    const { json } = await call("GET", path, undefined, alt);
    if (!["pending", "processing"].includes(json.status as string)) return json;
    await Bun.sleep(10);
  }
  throw new Error("job did not finish");
}

describe("main listener", () => {
  test("profile lookup at /api/enrich/linkedin with linkedin_url, both formats", async () => {
    const url = encodeURIComponent(people[0]?.pnet_url as string);
    const legacy = await call("GET", `/api/enrich/linkedin?linkedin_url=${url}`);
    expect(legacy.res.status).toBe(200);
    expect(Object.keys(legacy.json.profile as object)).toContain("linkedin_url");
    const modern = await call("GET", `/api/enrich/linkedin?linkedin_url=${url}&legacy=false`);
    expect(modern.json.linkedin_url).toBe(people[0]?.pnet_url as string);
    expect(modern.json).toHaveProperty("linkedin_shorthand_names");
    const experience = (modern.json.experience as Record<string, unknown>[])[0] ?? {};
    expect(experience).toHaveProperty("company_linkedin_url");
    // The spec's own spelling is still accepted; the answer speaks the configured word.
    const spec = await call("GET", `/api/enrich/pnet?pnet_url=${url}&legacy=false`);
    expect(spec.res.status).toBe(200);
    expect(spec.json.linkedin_url).toBe(people[0]?.pnet_url as string);
  });

  test("search (legacy and modern), explain, credits", async () => {
    const legacy = await call("GET", "/api/search?query=engineers&limit=2");
    expect(
      Object.keys((legacy.json.results as Record<string, Record<string, unknown>>[])[0]?.profile ?? {}),
    ).toContain("linkedin_url");
    const modern = await call(
      "GET",
      `/api/search?search_id=${legacy.json.search_id}&offset=2&limit=2&legacy=false`,
    );
    expect(modern.res.status).toBe(200);
    await call("GET", "/api/search/explain?query=engineers");
    await call("GET", "/api/credits");
  });

  test("contacts with linkedin_url; an error message names linkedin_url", async () => {
    const ok = await call(
      "GET",
      `/api/enrich/contacts?linkedin_url=${encodeURIComponent(people[1]?.pnet_url as string)}`,
    );
    expect(ok.res.status).toBe(200);
    const bad = await call("GET", "/api/enrich/contacts");
    await expectCode({ res: bad.res, body: bad.json }, "BAD_REQUEST");
    expect(bad.json.detail).toBe("Exactly one of linkedin_url, email or phone must be given");
  });

  test("post reactions", async () => {
    const posts = await server.storage.posts.byAuthor(people.find((p) => p.post_count)?.id ?? 1, 1);
    if (posts[0]) {
      const r = await call("GET", `/api/enrich/post-reactions?url=${encodeURIComponent(posts[0].url)}`);
      expect(r.res.status).toBe(200);
    }
  });

  test("bulk contacts with linkedin_urls, and its status", async () => {
    const start = await call("POST", "/api/enrich/bulk-contacts", {
      linkedin_urls: people.slice(0, 5).map((p) => p.pnet_url),
    });
    expect(start.res.status).toBe(200);
    const done = await waitDone(`/api/enrich/bulk-contacts/${start.json.job_id}`);
    expect(done.processed).toBe(5);
  });

  test("deep research: start, status (both formats), more, cancel", async () => {
    const start = await call("POST", "/api/search/deep_research", { query: "software engineers", limit: 3 });
    const done = await waitDone(`/api/search/deep_research/${start.json.job_id}`);
    expect(done.total).toBe(3);
    await call("GET", `/api/search/deep_research/${start.json.job_id}?legacy=false`);
    const more = await call("POST", `/api/search/deep_research/${start.json.job_id}/more`, {
      additional_limit: 2,
    });
    expect(more.res.status).toBe(200);
    await waitDone(`/api/search/deep_research/${start.json.job_id}`);
    const cancel = await call("POST", `/api/search/deep_research/${start.json.job_id}/cancel`);
    await expectCode({ res: cancel.res, body: cancel.json }, "CONFLICT");
  });
});

describe("alternate listener", () => {
  test("company search, profile lookup, deep research", async () => {
    const companies = await call(
      "GET",
      "/api/search/companies?query=software%20companies&limit=3",
      undefined,
      true,
    );
    expect(companies.res.status).toBe(200);
    expect(Object.keys((companies.json.results as Record<string, unknown>[])[0] ?? {})).toContain(
      "linkedin_profile_url",
    );
    const profile = await call(
      "GET",
      `/api/enrich/linkedin?url=${encodeURIComponent(people[2]?.pnet_url as string)}`,
      undefined,
      true,
    );
    expect((profile.json.data as Record<string, Record<string, unknown>>[])[0]?.profile?.linkedin_url).toBe(
      people[2]?.pnet_url as string,
    );
    const start = await call("POST", "/api/search/deep_research", { query: "designers", limit: 2 }, true);
    await waitDone(`/api/search/deep_research/${start.json.job_id}?legacy=false`, true);
  });

  test("every call above answered JSON without a pnet key", () => {
    expect(seen.length).toBeGreaterThan(20);
  });
});
