/**
 * The API reference page (/openapi) in headless Chromium, offline: every request leaving for
 * another origin is aborted and recorded, and the page must still render every operation of the
 * document it reads. Run against the source and the compiled binary alike (the page is embedded).
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { type Browser, chromium, type Page } from "playwright-core";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Operations = Record<string, Record<string, { summary?: string }>>;
type Doc = { paths: Operations; webhooks?: Operations };

/** Opens the page with the network cut off beyond the server's own origin. */
async function openOffline(base: string): Promise<{ page: Page; requests: string[]; foreign: string[] }> {
  const page = await browser.newPage();
  const origin = new URL(base).origin;
  const requests: string[] = [];
  const foreign: string[] = [];
  await page.route("**/*", (route) => {
    const url = route.request().url();
    requests.push(url);
    if (new URL(url).origin === origin || url.startsWith("data:")) return route.continue();
    foreign.push(url);
    return route.abort("internetdisconnected");
  });
  await page.goto(`${base}/openapi`);
  return { page, requests, foreign };
}

for (const listener of ["main", "alt"] as const) {
  test(`${listener} listener: the reference renders every operation with same-origin requests only`, async () => {
    const base = listener === "main" ? server.url : server.altUrl;
    const doc = (await (await fetch(`${base}/openapi/json`)).json()) as Doc;
    // The reference shows the operations and, on the main listener, the webhooks it sends.
    const operations = [...Object.values(doc.paths), ...Object.values(doc.webhooks ?? {})].reduce(
      (n, methods) => n + Object.keys(methods).length,
      0,
    );
    expect(operations).toBeGreaterThan(15);
    const { page, requests, foreign } = await openOffline(base);
    await page.waitForSelector(".opblock", { timeout: 20_000 });
    await page.waitForFunction((n) => document.querySelectorAll(".opblock").length === n, operations, {
      timeout: 20_000,
    });
    expect(await page.locator(".opblock").count()).toBe(operations);
    // The title and a summary from the document, as rendered text.
    expect(await page.textContent(".info .title")).toContain("prospector");
    expect(await page.textContent("body")).toContain("Search people");
    expect(await page.locator(".opblock-summary-path", { hasText: "/api/search/explain" }).count()).toBe(1);
    if (listener === "alt") expect(await page.textContent("body")).toContain("Search companies");
    expect(foreign).toEqual([]);
    expect(requests.some((u) => u.endsWith("/openapi/json"))).toBe(true);
    expect(requests.length).toBeGreaterThan(2);
    await page.close();
  }, 60_000);
}

test("expanding an operation shows its parameters, the error responses and the bearer lock", async () => {
  const { page, foreign } = await openOffline(server.url);
  // Swagger UI's deep-link id: operations-<tag>-<operationId>.
  await page.waitForSelector("#operations-Search-searchPeople");
  await page.click("#operations-Search-searchPeople .opblock-summary");
  await page.waitForSelector(".opblock.is-open .parameters");
  const text = (await page.textContent(".opblock.is-open")) ?? "";
  for (const expected of ["query", "limit", "search_id", "401", "402", "429", "503"])
    expect(text).toContain(expected);
  expect(await page.locator(".opblock.is-open .authorization__btn").count()).toBeGreaterThan(0);
  expect(foreign).toEqual([]);
  await page.close();
}, 60_000);
