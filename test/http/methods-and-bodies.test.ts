/**
 * The edge's answers to a request the route table can name but not serve, generated from the
 * app's own route table (test/helpers/routes.ts) on both listeners: a method a served path does
 * not take is a 405 with `Allow` and a JSON detail (an unknown path stays a 404); a JSON body that
 * is not an object (an array, a string, a number, null) is a 400 saying so on every route whose
 * body is an object, after the key check, never "Unknown fields "0", "1"".
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { expectError } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { audienceOf, concretePath, type Listener, type Route, routeTable } from "../helpers/routes.ts";
import { engineEnv, startTestServer, type TestServer } from "../helpers/server.ts";

const ADMIN = "admin-token-for-tests-0123456789";
const ENV = { ADMIN_TOKEN: ADMIN, METRICS: "true", AUTH_FAILURES_PER_MINUTE: "100000" };
const routes = await routeTable(ENV);
const PROBES = ["PUT", "DELETE", "PATCH", "POST", "GET"];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ...ENV, ...(await engineEnv()) } });
});
afterAll(() => server.stop());

const fetchOn = (listener: Listener) => (listener === "alt" ? server.altFetch : server.fetch);
/** The methods served on a route's pattern, on its listener, with HEAD wherever GET is. */
function servedOn(route: Route): string[] {
  const methods = new Set(
    routes.filter((r) => r.listener === route.listener && r.path === route.path).map((r) => r.method),
  );
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}

describe("a method a served path does not take", () => {
  const paths = [...new Map(routes.map((r) => [`${r.listener} ${r.path}`, r])).values()];
  test.each(paths.map((r) => [`${r.listener} ${r.path}`, r] as const))(
    "%s: 405 with Allow",
    async (_, route) => {
      const served = servedOn(route);
      const method = PROBES.find((m) => !served.includes(m)) as string;
      const res = await fetchOn(route.listener)(concretePath(route.path), { method });
      expect(res.headers.get("allow")).toBe(served.join(", "));
      await expectError(res, "METHOD_NOT_ALLOWED", `${method} is not allowed`, `${method} ${route.path}`);
    },
  );

  test("POST /api/search (a GET) says so; an unknown path is still a 404 without Allow", async () => {
    const key = await makeKey(server.storage, "tier3", { credits: 10 });
    const post = await server.fetch("/api/search?query=engineers", { method: "POST", ...auth(key) });
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    await expectError(post, "METHOD_NOT_ALLOWED", "allowed: GET, HEAD");
    const unknown = await server.fetch("/api/searches", { method: "POST", ...auth(key) });
    expect(unknown.headers.get("allow")).toBeNull();
    await expectError(unknown, "NOT_FOUND");
    // Nothing was charged for either.
    expect((await server.storage.credits.unreconciled()).length).toBe(0);
  });
});

describe("a JSON body that is not an object", () => {
  const withObjectBody = routes.filter((r) => r.objectBody);
  test("the route table names the routes that take one (the test below has something to run over)", () => {
    const names = withObjectBody.map((r) => `${r.listener} ${r.method} ${r.path}`);
    expect(names).toContain("main POST /api/search/deep_research");
    expect(names).toContain("main POST /api/watchers");
    expect(names).toContain("main POST /admin/keys");
  });

  test.each(withObjectBody.map((r) => [`${r.listener} ${r.method} ${r.path}`, r] as const))(
    "%s: 400 for an array, a string, a number and null; 401 first without a key",
    async (_, route) => {
      const credentials =
        audienceOf(route) === "admin" ? ADMIN : await makeKey(server.storage, "tier3", { credits: 100 });
      const send = (body: string, authorized = true) =>
        fetchOn(route.listener)(concretePath(route.path), {
          method: route.method,
          headers: {
            "Content-Type": "application/json",
            ...(authorized ? { Authorization: `Bearer ${credentials}` } : {}),
          },
          body,
        });
      for (const [body, what] of [
        ["[1, 2]", "an array"],
        ['"engineers"', "a string"],
        ["5", "a number"],
        ["null", "null"],
      ] as const) {
        const label = `${route.method} ${route.path} ${body}`;
        const answer = await expectError(await send(body), "BAD_REQUEST", undefined, label);
        expect({ label, detail: answer.detail }).toEqual({
          label,
          detail: `The request body must be a JSON object, not ${what}`,
        });
      }
      await expectError(await send("[1, 2]", false), "UNAUTHORIZED");
    },
  );
});

describe("a JSON object sent without a JSON content type (curl -d without -H)", () => {
  // curl -d sends application/x-www-form-urlencoded, fetch with a string text/plain: the object
  // became a form of one field named after the whole JSON text, or a string whose characters were
  // "Unknown fields "0", "1", ...". A route that reads files itself (bulk identify) takes text.
  const jsonOnly = routes.filter((r) => r.objectBody && !r.ownParser);
  test("the route table names such routes (the test below has something to run over)", () => {
    const names = jsonOnly.map((r) => `${r.listener} ${r.method} ${r.path}`);
    expect(names).toContain("main POST /api/search/deep_research");
    expect(names).not.toContain("main POST /api/identify/bulk");
  });

  test.each(jsonOnly.map((r) => [`${r.listener} ${r.method} ${r.path}`, r] as const))(
    "%s: 400 saying to send Content-Type: application/json, nothing charged",
    async (_, route) => {
      const credentials =
        audienceOf(route) === "admin" ? ADMIN : await makeKey(server.storage, "tier3", { credits: 100 });
      for (const type of ["application/x-www-form-urlencoded", "text/plain;charset=UTF-8"]) {
        const res = await fetchOn(route.listener)(concretePath(route.path), {
          method: route.method,
          headers: { "Content-Type": type, Authorization: `Bearer ${credentials}` },
          body: JSON.stringify({ query: "engineers", urls: ["https://www.pnet.com/in/a"] }),
        });
        const label = `${route.method} ${route.path} as ${type}`;
        const answer = await expectError(res, "BAD_REQUEST", undefined, label);
        expect({ label, detail: answer.detail }).toEqual({
          label,
          detail: `The request body must be JSON sent with Content-Type: application/json (it came as ${type.split(";")[0]})`,
        });
      }
      expect((await server.storage.credits.unreconciled()).length).toBe(0);
    },
  );
});

describe("a route that takes no body, sent Content-Type: application/json and nothing", () => {
  // Clients send the header on every request (the cancel of a deep research job is the usual one).
  // The global transform reads every body, which makes Elysia parse every body, and its JSON parser
  // refused an empty one as "not valid JSON" (local CI on c6982fe failed on exactly this cancel).
  const bodiless = routes.filter((r) => !["GET", "HEAD"].includes(r.method) && !r.objectBody);
  // NETWORK_WORD's adapter forwards a body of no bytes as a body (a stream), which Elysia parses;
  // a request straight off the socket has none. Both servers are asked.
  let renamed: TestServer;
  beforeAll(async () => {
    renamed = await startTestServer({ env: { ...ENV, NETWORK_WORD: "linkedin", ...(await engineEnv()) } });
  });
  afterAll(() => renamed.stop());
  test("the route table names such routes (the test below has something to run over)", () => {
    const names = bodiless.map((r) => `${r.listener} ${r.method} ${r.path}`);
    expect(names).toContain("main POST /api/search/deep_research/:job_id/cancel");
  });

  test.each(bodiless.map((r) => [`${r.listener} ${r.method} ${r.path}`, r] as const))(
    "%s: never 'not valid JSON' for an empty body",
    async (_, route) => {
      const credentials =
        audienceOf(route) === "admin" ? ADMIN : await makeKey(server.storage, "tier3", { credits: 100 });
      // No body, and a body of no bytes (what a proxy in front, or NETWORK_WORD's adapter, forwards).
      for (const [sent, via] of [
        [undefined, server],
        ["", server],
        [undefined, renamed],
        ["", renamed],
      ] as const) {
        const res = await (route.listener === "alt" ? via.altFetch : via.fetch)(concretePath(route.path), {
          method: route.method,
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${credentials}` },
          body: sent,
        });
        const body = (await res.json().catch(() => null)) as { detail?: string } | null;
        const label = `${route.method} ${route.path} body ${JSON.stringify(sent)}${via === renamed ? " (NETWORK_WORD)" : ""}`;
        expect({ label, detail: body?.detail }).not.toEqual({
          label,
          detail: "The request body is not valid JSON",
        });
        expect({ label, status: res.status < 500 }).toEqual({ label, status: true });
      }
    },
  );

  test("a body that is not JSON is still a 400 'not valid JSON' on a route that takes an object", async () => {
    const key = await makeKey(server.storage, "tier3", { credits: 100 });
    const res = await server.fetch("/api/search/deep_research", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
      body: "{not json",
    });
    await expectError(res, "BAD_REQUEST", "The request body is not valid JSON");
  });
});

describe("an empty body sent as JSON", () => {
  const withObjectBody = routes.filter((r) => r.objectBody);
  test.each(withObjectBody.map((r) => [`${r.listener} ${r.method} ${r.path}`, r] as const))(
    "%s: never the framework's 'Expected object'; a 400 says the body must be a JSON object",
    async (_, route) => {
      const credentials =
        audienceOf(route) === "admin" ? ADMIN : await makeKey(server.storage, "tier3", { credits: 100 });
      const res = await fetchOn(route.listener)(concretePath(route.path), {
        method: route.method,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${credentials}` },
        body: "",
      });
      const label = `${route.method} ${route.path} (empty)`;
      const answer = (await res.json()) as { detail?: string; code?: string };
      expect({ label, detail: answer.detail ?? "" }).not.toEqual({
        label,
        detail: expect.stringMatching(/Expected object|Invalid body/),
      });
      // A route whose body is required says what it takes; one whose body is optional reads none.
      if (res.status === 400 && answer.code === "BAD_REQUEST" && answer.detail?.includes("JSON object"))
        expect({ label, detail: answer.detail }).toEqual({
          label,
          detail: "The request body must be a JSON object",
        });
    },
  );

  test("a route whose body is required answers the project's error (POST /api/watchers)", async () => {
    const key = await makeKey(server.storage, "tier3", { credits: 100 });
    const res = await server.fetch("/api/watchers", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...auth(key).headers },
      body: "",
    });
    await expectError(res, "BAD_REQUEST", undefined).then((answer) =>
      expect(answer.detail).toBe("The request body must be a JSON object"),
    );
  });
});
