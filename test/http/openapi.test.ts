/**
 * The OpenAPI documents: valid OpenAPI 3.1 by two standard validators (swagger-parser, Redocly's
 * recommended rules), every keyed route documenting the statuses every keyed route can answer,
 * the admin document only behind the admin token, and real responses of every main record checked
 * against the schemas the document gives them (the proof that the document says what is served).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importReactions } from "../../src/domain/import/import.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { type OpenApiDoc, responseChecker, validateDocument } from "../helpers/openapi.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const ADMIN = "admin-token-for-the-openapi-test-0123456789";
const POST = "https://www.pnet.example/posts/openapi-activity-1";
let server: TestServer;
let key: string;
const docs: Record<"main" | "alt" | "admin", OpenApiDoc> = {} as never;

beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_TOKEN: ADMIN, METRICS: "true" },
    prepare: async (s) => {
      await seedDemoData(s, { people: 300, seed: 29 });
      await importReactions(
        s,
        (async function* () {
          yield JSON.stringify({
            post_url: POST,
            text: "Hello",
            author: { firstName: "Jane", url: "https://www.pnet.example/in/jane" },
            reactions: [
              {
                profile: { name: "R One", pnet_url: "https://www.pnet.example/in/r-1" },
                reaction_type: "like",
              },
            ],
          });
        })(),
      );
    },
  });
  key = await makeKey(server.storage, "tier3", { credits: 100_000 });
  docs.main = (await (await server.fetch("/openapi/json")).json()) as OpenApiDoc;
  docs.alt = (await (await server.altFetch("/openapi/json")).json()) as OpenApiDoc;
  docs.admin = (await (await server.fetch("/admin/openapi/json", auth(ADMIN))).json()) as OpenApiDoc;
}, 60_000);
afterAll(() => server.stop());

/** Probes without a 4xx are the one thing Redocly's recommended set warns about, by design. */
const PROBES = new Set([
  "#/paths/~1livez/get/responses",
  "#/paths/~1readyz/get/responses",
  "#/paths/~1health/get/responses",
]);

describe("validity", () => {
  for (const which of ["main", "alt", "admin"] as const) {
    test(`${which}: OpenAPI 3.1, swagger-parser valid, 0 Redocly errors or warnings beyond the probes`, async () => {
      const doc = docs[which];
      expect(doc.openapi).toBe("3.1.1");
      const { parser, problems } = await validateDocument(doc);
      expect(parser).toBeNull();
      expect(problems.filter((p) => p.severity === "error")).toEqual([]);
      expect(problems.filter((p) => !(p.rule === "operation-4xx-response" && PROBES.has(p.pointer)))).toEqual(
        [],
      );
    });
  }

  test("a deliberately broken document fails both validators", async () => {
    const broken = structuredClone(docs.main) as OpenApiDoc & { info?: unknown };
    const search = broken.paths["/api/search"]?.get;
    if (!search?.responses) throw new Error("no /api/search");
    search.responses["200"] = { content: { "application/json": { schema: { type: "objekt" } } } };
    const { parser, problems } = await validateDocument(broken);
    expect(parser).not.toBeNull();
    expect(problems.some((p) => p.severity === "error")).toBe(true);
    const unreferenced = structuredClone(docs.main);
    (unreferenced.paths["/api/credits"]?.get?.responses as Record<string, unknown>)["401"] = {
      $ref: "#/components/responses/NoSuchResponse",
    };
    expect((await validateDocument(unreferenced)).problems.some((p) => p.severity === "error")).toBe(true);
  });
});

describe("completeness", () => {
  test("every keyed operation documents 200, 401, 429 and 503 (400 with any input); paid ones 402; bodies 413", () => {
    for (const which of ["main", "alt", "admin"] as const) {
      for (const [path, methods] of Object.entries(docs[which].paths)) {
        for (const [method, op] of Object.entries(methods)) {
          const statuses = Object.keys(op.responses ?? {});
          const where = `${which} ${method.toUpperCase()} ${path}: ${statuses.join(",")}`;
          expect(statuses.includes("200"), where).toBe(true);
          const keyed = op.security?.some((s) => "bearer" in s) && path !== "/metrics";
          if (keyed)
            for (const status of ["401", "429", "503"]) expect(statuses.includes(status), where).toBe(true);
          // Anything with an input can be refused for it.
          const input = (op as { parameters?: unknown[] }).parameters?.length || op.requestBody;
          if (keyed && input) expect(statuses.includes("400"), where).toBe(true);
          if (op.requestBody) expect(statuses.includes("413"), where).toBe(true);
          for (const [status, response] of Object.entries(op.responses ?? {}))
            if (Number(status) >= 400 && path !== "/readyz" && path !== "/health")
              expect(response.$ref, `${where} ${status}`).toStartWith("#/components/responses/");
        }
      }
    }
    const paid = ["/api/search", "/api/enrich/contacts", "/api/enrich/pnet", "/api/enrich/post-reactions"];
    for (const path of paid)
      expect(Object.keys(docs.main.paths[path]?.get?.responses ?? {})).toContain("402");
    expect(Object.keys(docs.main.paths["/api/search/deep_research"]?.post?.responses ?? {})).toContain("402");
  });

  test("request bodies are JSON, files only where a route reads them (bulk identify)", () => {
    // The generator added application/x-www-form-urlencoded and multipart/form-data to every object
    // body; a form's values are text, so a client that believed it got "limit must be a whole
    // number" for limit=5. The routes take JSON (docs/api.md).
    const FILES = ["application/json", "application/x-ndjson", "text/csv"];
    let bodies = 0;
    for (const which of ["main", "alt", "admin"] as const)
      for (const [path, methods] of Object.entries(docs[which].paths))
        for (const [method, op] of Object.entries(methods)) {
          const content = (op.requestBody as { content?: Record<string, unknown> } | undefined)?.content;
          if (!content) continue;
          bodies++;
          const where = `${which} ${method.toUpperCase()} ${path}`;
          const expected = path === "/api/identify/bulk" ? FILES : ["application/json"];
          expect({ where, types: Object.keys(content).sort() }).toEqual({ where, types: expected });
        }
    expect(bodies).toBeGreaterThan(10);
  });

  test("the bearer scheme, the alternate listener's own operations, no admin route in public", () => {
    expect(docs.main.components.securitySchemes?.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    expect(docs.main.paths["/api/search"]?.get?.security).toEqual([{ bearer: [] }]);
    expect(docs.main.paths["/health"]?.get?.security).toEqual([]);
    expect(docs.alt.paths["/api/search/companies"]?.get?.operationId).toBe("searchCompanies");
    expect(docs.main.paths["/api/search/companies"]).toBeUndefined();
    for (const doc of [docs.main, docs.alt])
      expect(Object.keys(doc.paths).filter((p) => p.startsWith("/admin"))).toEqual([]);
    expect(Object.keys(docs.admin.paths).sort()).toEqual([
      "/admin/erasures",
      "/admin/keys",
      "/admin/keys/{id}/ledger",
      "/admin/keys/{id}/revoke",
      "/admin/keys/{id}/topup",
      "/admin/subjects",
      "/admin/subjects/{id}/erase",
      "/admin/subjects/{id}/export",
    ]);
  });

  test("the admin document needs the admin token; the public one needs nothing", async () => {
    await expectCode(await server.fetch("/admin/openapi/json"), "UNAUTHORIZED");
    await expectCode(await server.fetch("/admin/openapi/json", auth(key)), "UNAUTHORIZED");
    expect((await server.fetch("/openapi/json")).status).toBe(200);
    const old = await server.fetch("/swagger/json");
    expect(((await old.json()) as OpenApiDoc).openapi).toBe("3.1.1");
    const ui = await server.fetch("/swagger", { redirect: "manual" });
    expect(ui.status).toBe(301);
    expect(ui.headers.get("location")).toBe("/openapi");
  });
});

describe("real responses match the documented schemas", () => {
  const get = async (path: string, init: RequestInit = auth(key), alt = false) => {
    const res = await (alt ? server.altFetch : server.fetch)(path, init);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const post = (path: string, body: unknown, alt = false) =>
    get(
      path,
      {
        method: "POST",
        headers: { ...auth(key).headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      },
      alt,
    );
  /** A new deep research job, cancelled at once. */
  const cancelFreshJob = async () => {
    const started = await post("/api/search/deep_research", { query: "nurses", limit: 500 });
    return post(`/api/search/deep_research/${started.body.job_id}/cancel`, {});
  };
  const expectConforms = (
    doc: OpenApiDoc,
    method: string,
    path: string,
    r: { status: number; body: unknown },
  ) => {
    expect(responseChecker(doc)(method, path, r.status, r.body), `${method} ${path} ${r.status}`).toEqual([]);
  };

  test("search (legacy and modern), explain, credits, ledger, jobs", async () => {
    const legacy = await get("/api/search?query=software%20engineers&limit=3");
    expect(legacy.status).toBe(200);
    expect((legacy.body.results as unknown[]).length).toBeGreaterThan(0);
    expectConforms(docs.main, "GET", "/api/search", legacy);
    const modern = await get(
      "/api/search?query=software%20engineers&limit=3&legacy=false&include_evaluations=true",
    );
    expectConforms(docs.main, "GET", "/api/search", modern);
    expectConforms(
      docs.main,
      "GET",
      "/api/search/explain",
      await get("/api/search/explain?query=engineers%20in%20berlin"),
    );
    expectConforms(docs.main, "GET", "/api/credits", await get("/api/credits"));
    expectConforms(docs.main, "GET", "/api/credits/ledger", await get("/api/credits/ledger"));
    expectConforms(docs.main, "GET", "/health", await get("/health", {}));
    expectConforms(docs.main, "GET", "/readyz", await get("/readyz", {}));
    expectConforms(docs.main, "GET", "/livez", await get("/livez", {}));
    // The checker itself can fail: a body that breaks the documented shape is reported.
    const check = responseChecker(docs.main);
    expect(check("GET", "/api/search", 200, { ...modern.body, total: "many" }).length).toBeGreaterThan(0);
    const results = modern.body.results as Record<string, unknown>[];
    const mangled = { ...modern.body, results: [{ ...results[0], connections_count: "lots" }] };
    expect(check("GET", "/api/search", 200, mangled).length).toBeGreaterThan(0);
  });

  test("deep research: start, status in both formats, cancel refused, more, the job list", async () => {
    const started = await post("/api/search/deep_research", { query: "data scientists", limit: 2 });
    expectConforms(docs.main, "POST", "/api/search/deep_research", started);
    const id = started.body.job_id as string;
    let status = await get(`/api/search/deep_research/${id}`);
    for (let i = 0; i < 100 && status.body.status !== "completed"; i++) {
      await Bun.sleep(50);
      status = await get(`/api/search/deep_research/${id}`);
    }
    expect(status.body.status).toBe("completed");
    expectConforms(docs.main, "GET", "/api/search/deep_research/{job_id}", status);
    expectConforms(
      docs.main,
      "GET",
      "/api/search/deep_research/{job_id}",
      await get(`/api/search/deep_research/${id}?legacy=false&page=1&page_size=1`),
    );
    const refused = await post(`/api/search/deep_research/${id}/cancel`, {});
    await expectCode(refused, "CONFLICT");
    expectConforms(docs.main, "POST", "/api/search/deep_research/{job_id}/cancel", refused);
    expectConforms(
      docs.main,
      "POST",
      "/api/search/deep_research/{job_id}/more",
      await post(`/api/search/deep_research/${id}/more`, { additional_limit: 1 }),
    );
    expectConforms(docs.main, "GET", "/api/jobs", await get("/api/jobs"));
    // A running job's cancel: over 300 people a job can finish before its cancel arrives (CI's
    // binary-on-PostgreSQL phase once answered 409, already completed), so a job that finished
    // first is started again, a few times at most.
    let cancel = await cancelFreshJob();
    for (let tries = 1; tries < 5 && cancel.status === 409; tries++) cancel = await cancelFreshJob();
    expect(cancel.status).toBe(200);
    expectConforms(docs.main, "POST", "/api/search/deep_research/{job_id}/cancel", cancel);
  });

  test("enrichment: contacts, stored profile (both formats), reactions, bulk contacts, alternate lookup", async () => {
    const found = await get("/api/search?query=engineers&limit=1&legacy=false");
    const url = ((found.body.results as { pnet_url: string }[])[0] as { pnet_url: string }).pnet_url;
    const q = encodeURIComponent(url);
    expectConforms(docs.main, "GET", "/api/enrich/contacts", await get(`/api/enrich/contacts?pnet_url=${q}`));
    expectConforms(
      docs.main,
      "GET",
      "/api/enrich/contacts",
      await get("/api/enrich/contacts?email=nobody%40nowhere.example"),
    );
    expectConforms(docs.main, "GET", "/api/enrich/pnet", await get(`/api/enrich/pnet?pnet_url=${q}`));
    expectConforms(
      docs.main,
      "GET",
      "/api/enrich/pnet",
      await get(`/api/enrich/pnet?pnet_url=${q}&legacy=false`),
    );
    expectConforms(
      docs.main,
      "GET",
      "/api/enrich/post-reactions",
      await get(`/api/enrich/post-reactions?url=${encodeURIComponent(POST)}`),
    );
    const bulk = await post("/api/enrich/bulk-contacts", {
      urls: [url, "https://www.pnet.example/in/nobody-here"],
    });
    expectConforms(docs.main, "POST", "/api/enrich/bulk-contacts", bulk);
    let status = await get(`/api/enrich/bulk-contacts/${bulk.body.job_id}`);
    for (let i = 0; i < 100 && status.body.status !== "completed"; i++) {
      await Bun.sleep(50);
      status = await get(`/api/enrich/bulk-contacts/${bulk.body.job_id}`);
    }
    expectConforms(docs.main, "GET", "/api/enrich/bulk-contacts/{job_id}", status);
    expectConforms(
      docs.alt,
      "GET",
      "/api/enrich/pnet",
      await get(`/api/enrich/pnet?url=${q}`, auth(key), true),
    );
    expectConforms(
      docs.alt,
      "GET",
      "/api/enrich/pnet",
      await get("/api/enrich/pnet?email=nobody%40nowhere.example", auth(key), true),
    );
    expectConforms(
      docs.alt,
      "GET",
      "/api/search/companies",
      await get("/api/search/companies?query=software%20companies", auth(key), true),
    );
  });

  test("errors have the one error schema", async () => {
    const cases: [string, string, { status: number; body: unknown }][] = [
      ["GET", "/api/search", await get("/api/search?query=x&limit=0")],
      ["GET", "/api/search", await get("/api/search")],
      ["GET", "/api/credits", await get("/api/credits", {})],
      [
        "GET",
        "/api/search/deep_research/{job_id}",
        await get("/api/search/deep_research/00000000-0000-4000-8000-000000000000"),
      ],
    ];
    expect(cases.map(([, , r]) => r.status)).toEqual([400, 422, 401, 404]);
    for (const [method, path, r] of cases) expectConforms(docs.main, method, path, r);
  });
});
