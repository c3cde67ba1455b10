/**
 * The console's typed client (src/console/api-types.ts) is generated from the OpenAPI document;
 * this regenerates it from the running server's document (source or compiled binary) and fails
 * when the committed file differs: run `npm run api:types` after changing a route's documentation.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { API_TYPES_PATH, apiTypesSource } from "../../scripts/api-types.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

test("the committed console types equal the ones generated from the served document", async () => {
  const document = await (await server.fetch("/openapi/json")).json();
  const generated = await apiTypesSource(document);
  const committed = await Bun.file(API_TYPES_PATH).text();
  // A line-level first difference makes the failure readable.
  const a = committed.split("\n");
  const b = generated.split("\n");
  const first = a.findIndex((line, i) => line !== b[i]);
  expect(first === -1 ? null : `line ${first + 1}: committed ${a[first]} / generated ${b[first]}`).toBeNull();
  expect(generated).toBe(committed);
  // The types are specific: the search page's results and the ledger's entries are typed records.
  expect(committed).toContain("SearchResponse: {");
  expect(committed).toMatch(/getCreditLedger[\s\S]*?components\["schemas"\]\["Ledger"\]/);
});

test("a changed document changes the types (the comparison can fail)", async () => {
  const document = (await (await server.fetch("/openapi/json")).json()) as {
    components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  };
  const ledger = document.components.schemas.Ledger;
  if (!ledger?.properties) throw new Error("no Ledger schema");
  ledger.properties.spent_this_month = { type: "integer" };
  expect(await apiTypesSource(document)).not.toBe(await Bun.file(API_TYPES_PATH).text());
});
