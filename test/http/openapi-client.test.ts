/**
 * The document as an outside client generator reads it (issue 44): openapi-typescript's types for
 * the served document, compiled with the TypeScript compiler, accept a well-formed watcher body
 * and reject one with a misspelt field at compile time (POST and PATCH); and the headers clients
 * read (RateLimit, X-Credits-Charged, X-Search-Notes) are documented on the answers that carry
 * them, which the served answers confirm.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
  components: { headers: Record<string, unknown> };
};
let server: TestServer;
let doc: Doc;
let dir: string;

beforeAll(async () => {
  server = await startTestServer({ prepare: (s) => seedDemoData(s, { people: 30, seed: 3 }).then(() => {}) });
  doc = (await (await server.fetch("/openapi/json")).json()) as Doc;
  dir = mkdtempSync(join(tmpdir(), "openapi-client-"));
  const ast = await openapiTS(structuredClone(doc) as unknown as Parameters<typeof openapiTS>[0]);
  writeFileSync(join(dir, "api.ts"), astToString(ast));
});
afterAll(() => {
  server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const CREATE = `type Create = paths["/api/watchers"]["post"]["requestBody"]["content"]["application/json"];`;
const PATCH = `type Patch = paths["/api/watchers/{id}"]["patch"]["requestBody"]["content"]["application/json"];`;

/** The compiler's error messages for each client file that uses the generated types (one program). */
function compile(sources: string[]): string[][] {
  const files = sources.map((source, i) => {
    const file = join(dir, `client-${i}-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(file, `import type { paths } from "./api.ts";\n${CREATE}\n${PATCH}\n${source}\n`);
    return file;
  });
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
  });
  return files.map((file) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")),
  );
}

test("a generated client accepts well-formed watcher bodies and rejects a misspelt field at compile time", () => {
  const good = `const people: Create = { people: ["https://www.pnet.example/in/a"], events: ["job_started"], webhook_url: "https://hooks.example/x" };
const search: Create = { search: { query: "cto in berlin", companies: ["Acme"] }, webhook_url: "https://hooks.example/x" };
const patch: Patch = { status: "paused", rotate_secret: true };
export { people, search, patch };`;
  const wrong = [
    `const w: Create = { people: ["https://www.pnet.example/in/a"], webhook_url: "https://h.example/x", evnts: ["job_started"] };`,
    `const w: Create = { people: ["https://www.pnet.example/in/a"], webhookUrl: "https://h.example/x" };`,
    `const w: Create = { search: { query: "cto", company: ["Acme"] }, webhook_url: "https://h.example/x" };`,
    `const w: Patch = { staus: "paused" };`,
    `const w: Patch = { status: "stopped" };`,
  ];
  // One program for all (the compiler's start-up is most of the time).
  const [goodErrors, ...wrongErrors] = compile([good, ...wrong.map((line) => `${line}\nexport { w };`)]);
  expect(goodErrors).toEqual([]);
  expect(wrong.map((line, i) => [line, (wrongErrors[i] ?? []).length > 0])).toEqual(
    wrong.map((line) => [line, true]),
  );
});

test("the headers clients read are documented where they are sent", async () => {
  for (const name of ["RateLimit", "RateLimit-Policy", "X-Credits-Charged", "X-Search-Notes", "X-Request-Id"])
    expect(doc.components.headers[name]).toBeDefined();
  const headersOf = (path: string, method = "get") =>
    Object.keys(doc.paths[path]?.[method]?.responses["200"]?.headers ?? {});
  expect(headersOf("/api/search")).toEqual(
    expect.arrayContaining(["RateLimit", "X-Credits-Charged", "X-Search-Notes", "X-Search-Candidates"]),
  );
  expect(headersOf("/api/changes")).toEqual(expect.arrayContaining(["RateLimit", "X-Credits-Charged"]));
  expect(headersOf("/api/credits")).toEqual(expect.arrayContaining(["RateLimit", "RateLimit-Policy"]));
  expect(headersOf("/api/credits")).not.toContain("X-Credits-Charged");
  expect(headersOf("/health")).toEqual(["X-Request-Id"]);

  // What the document says is what is sent.
  const key = await makeKey(server.storage, "tier2", { credits: 100 });
  const search = await server.fetch("/api/search?query=engineer&limit=2", auth(key));
  for (const name of headersOf("/api/search"))
    expect({ name, sent: search.headers.has(name) }).toEqual({ name, sent: true });
  const changes = await server.fetch("/api/changes", auth(key));
  for (const name of headersOf("/api/changes"))
    expect({ name, sent: changes.headers.has(name) }).toEqual({ name, sent: true });
});
