import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { VERSION } from "../../src/version.ts";
import { expectCode } from "../helpers/errors.ts";
import { startTestServer, TEST_TARGET, type TestServer } from "../helpers/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    prepare: (s) => seedDemoData(s, { people: 120, seed: 7 }).then(() => {}),
  });
});
afterAll(() => server.stop());

describe("GET /health", () => {
  test("reports database status and counts without a key", async () => {
    const res = await server.fetch("/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      status: "ok",
      database: { ok: true },
      people: 120,
      companies: 25,
      version: TEST_TARGET === "binary" ? VERSION : "test",
    });
  });

  test("every response carries a request id, echoing a well-formed one from the client", async () => {
    const fresh = await server.fetch("/health");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await server.fetch("/health", { headers: { "X-Request-Id": "client-req.42" } });
    expect(echoed.headers.get("x-request-id")).toBe("client-req.42");
    const refused = await server.fetch("/health", { headers: { "X-Request-Id": "bad id with spaces" } });
    expect(refused.headers.get("x-request-id")).not.toBe("bad id with spaces");
  });
});

describe("errors and documentation", () => {
  test("an unknown path is a JSON 404 with detail, error, code and the request id", async () => {
    const res = await server.fetch("/no/such/thing", { headers: { "X-Request-Id": "trace-404-check" } });
    await expectCode(res, "NOT_FOUND");
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({
      detail: "Not found",
      error: "Not found",
      code: "NOT_FOUND",
      request_id: "trace-404-check",
    });
  });

  test("the OpenAPI document is served and describes /health", async () => {
    const res = await server.fetch("/openapi/json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, { get?: unknown }>;
    };
    expect(doc.openapi).toBe("3.1.1");
    expect(doc.info.title).toBe("prospector");
    expect(doc.paths["/health"]?.get).toBeDefined();
    const ui = await server.fetch("/openapi");
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain("<html");
  });
});
