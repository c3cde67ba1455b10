/**
 * The wire output on a fixed seed and a fixed clock, compared with test/fixtures/wire-golden.json:
 * moving code between layers must not change a byte of what clients receive. Ids the server
 * makes up (search, job and request ids) are replaced by placeholders; error bodies are compared
 * on `detail` and `error` (other fields may be added, never changed). UPDATE_GOLDEN=1 rewrites the
 * file (only when a change to the wire is intended, and said in the commit).
 */
import { afterAll, beforeAll, expect } from "bun:test";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { exportLines } from "../../src/cli/export-lines.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { sourceSqliteOnly, startTestServer, type TestServer } from "../helpers/server.ts";

const GOLDEN = join(import.meta.dir, "..", "fixtures", "wire-golden.json");
const NOW = new Date(Date.UTC(2026, 5, 15, 12, 0, 0));
let server: TestServer;
let key: string;

beforeAll(async () => {
  if (process.env.TEST_TARGET === "binary" || process.env.TEST_ENGINE === "postgres") return;
  server = await startTestServer({
    clock: { now: () => NOW },
    env: { JOB_CONCURRENCY: "1" },
    prepare: (s) =>
      seedDemoData(s, { people: 300, seed: 7, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
  key = await makeKey(server.storage, "tier3", { credits: 1_000_000 });
}, 60_000);
afterAll(() => server?.stop());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const placeholders = (text: string) => text.replace(UUID, "<uuid>");

async function capture(path: string, init: RequestInit = auth(key), alt = false) {
  const res = await (alt ? server.altFetch : server.fetch)(path, init);
  const body = (await res.json()) as Record<string, unknown>;
  const kept = res.status >= 400 ? { detail: body.detail, error: body.error } : body;
  return { status: res.status, body: JSON.parse(placeholders(JSON.stringify(kept))) as unknown };
}

async function untilDone(path: string) {
  for (let i = 0; i < 400; i++) {
    const r = await capture(path);
    const status = (r.body as { status?: string }).status;
    if (status === "completed" || status === "error") return r;
    await Bun.sleep(25);
  }
  throw new Error(`${path} did not finish`);
}

sourceSqliteOnly(
  "wire output is unchanged on a fixed seed and clock",
  async () => {
    const post = (_path: string, body: unknown) =>
      ({
        method: "POST",
        headers: { ...auth(key).headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }) as RequestInit;
    const profile = (await server.storage.people.get(11))?.pnet_url ?? "";
    const [postRow] = await server.sql<{ record: string }>(
      "SELECT p.record FROM posts p ORDER BY (SELECT count(*) FROM post_reactions r WHERE r.post_id = p.id) DESC, p.id LIMIT 1",
    );
    const postUrl = (JSON.parse(String(postRow?.record)) as { url: string }).url;
    const q = encodeURIComponent;
    const out: Record<string, unknown> = {};
    out.search_legacy = await capture(`/api/search?query=${q("software engineers in berlin")}&limit=5`);
    out.search_modern = await capture(
      `/api/search?query=${q("data scientists")}&limit=5&legacy=false&include_evaluations=true`,
    );
    out.search_standard = await capture(
      `/api/search?query=${q("product managers")}&limit=3&advanced_filtering=false`,
    );
    out.explain = await capture(
      `/api/search/explain?query=${q("senior python developers in london at google")}`,
    );
    out.profile_legacy = await capture(`/api/enrich/pnet?pnet_url=${q(profile)}`);
    out.profile_modern = await capture(`/api/enrich/pnet?pnet_url=${q(profile)}&legacy=false`);
    out.contacts = await capture(`/api/enrich/contacts?pnet_url=${q(profile)}`);
    out.alt_profile = await capture(`/api/enrich/pnet?url=${q(profile)}`, auth(key), true);
    out.alt_profile_missing = await capture(
      `/api/enrich/pnet?email=${q("nobody@nowhere.example")}`,
      auth(key),
      true,
    );
    out.reactions = await capture(`/api/enrich/post-reactions?url=${q(postUrl)}`);
    out.companies = await capture(
      `/api/search/companies?query=${q("software companies")}&limit=3`,
      auth(key),
      true,
    );
    const research = await capture(
      "/api/search/deep_research",
      post("/api/search/deep_research", { query: "data engineers", limit: 4 }),
    );
    out.research_started = research;
    const researchId = (await (await server.fetch("/api/jobs?kind=deep_research", auth(key))).json()) as {
      jobs: { job_id: string }[];
    };
    const rid = researchId.jobs[0]?.job_id ?? "";
    out.research_legacy = await untilDone(`/api/search/deep_research/${rid}`);
    out.research_modern = await capture(`/api/search/deep_research/${rid}?legacy=false&page=1&page_size=2`);
    const bulk = (await (
      await server.fetch(
        "/api/enrich/bulk-contacts",
        post("", { urls: [profile, "https://www.pnet.example/in/nobody-here", "not a url"] }),
      )
    ).json()) as { job_id: string };
    out.bulk = await untilDone(`/api/enrich/bulk-contacts/${bulk.job_id}`);
    out.errors = [
      await capture("/api/search?query=x&limit=0"),
      await capture("/api/search"),
      await capture("/api/credits", {}),
      await capture("/api/search/deep_research/00000000-0000-4000-8000-000000000000"),
      await capture("/api/enrich/pnet?pnet_url=https://www.pnet.example/in/nobody-at-all"),
      await capture("/api/search/deep_research", post("", { query: "x", limit: 5, bogus: true })),
    ];
    const lines = async (kind: "people" | "companies" | "reactions", n: number) => {
      const got: string[] = [];
      for await (const line of exportLines(server.storage, kind)) {
        got.push(line);
        if (got.length === n) break;
      }
      return got.map((l) => JSON.parse(l) as unknown);
    };
    out.export_people = await lines("people", 2);
    out.export_companies = await lines("companies", 2);
    out.export_reactions = await lines("reactions", 1);
    const text = `${JSON.stringify(out, null, 1)}\n`;
    if (process.env.UPDATE_GOLDEN === "1" || !existsSync(GOLDEN)) {
      if (process.env.CI)
        throw new Error("test/fixtures/wire-golden.json is missing: run with UPDATE_GOLDEN=1 locally");
      writeFileSync(GOLDEN, text);
    }
    const golden = readFileSync(GOLDEN, "utf8");
    // A readable first difference before the whole comparison.
    const a = golden.split("\n");
    const b = text.split("\n");
    const first = a.findIndex((line, i) => line !== b[i]);
    expect(first === -1 ? null : `line ${first + 1}: golden ${a[first]} / now ${b[first]}`).toBeNull();
    expect(text).toBe(golden);
  },
  60_000,
);
