/**
 * The web console in headless Chromium (playwright-core driving /usr/bin/chromium), against a real
 * server: sign in, search and page forward, a deep research job whose progress bar reaches the end,
 * a bulk job from a pasted list, the balance dropping by what was charged, a bulk identify job from an
 * uploaded CSV (matches, reasons, charges, download), a watcher and its
 * deliveries, a 402 as a sentence.
 * With SCREENSHOTS=1 it also writes docs/console/*.png.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { exportLines } from "../../src/cli/export-lines.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importPeopleFile } from "../../src/domain/import/import.ts";
import { makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SHOTS = process.env.SCREENSHOTS === "1" ? join(import.meta.dir, "..", "..", "docs", "console") : null;

let server: TestServer;
let browser: Browser;
let page: Page;
let key: string;
/** The webhook receiver of the watchers screen's test, and the bodies it got. */
let receiver: ReturnType<typeof Bun.serve>;
const received: string[] = [];

beforeAll(async () => {
  receiver = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      received.push(await req.text());
      return new Response("ok");
    },
  });
  server = await startTestServer({
    env: { WEBHOOKS_ALLOW_LOOPBACK: "true", WEBHOOK_POLL_MS: "100" },
    prepare: (s) =>
      seedDemoData(s, { people: 2000, seed: 17, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
  key = await makeKey(server.storage, "tier2", { credits: 5000 });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  receiver?.stop(true);
});

const shot = async (name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};
const balance = async () =>
  Number(((await page.textContent('[data-testid="balance"]')) ?? "").replace(/[^\d]/g, ""));
const apiBalance = async () =>
  (
    (await (await server.fetch("/api/credits", { headers: { Authorization: `Bearer ${key}` } })).json()) as {
      credits: number;
    }
  ).credits;

test("sign in: the key stays in sessionStorage, never in the URL", async () => {
  await page.goto(`${server.url}/`);
  await page.fill('input[name="key"]', "lk_notavalidkeyatallxxxxxxxxxxxxxxxxxxxxx");
  await page.click('form button[type="submit"]');
  await expect(page.locator(".error").textContent()).resolves.toContain("not accepted");
  await page.fill('input[name="key"]', key);
  await page.click('form button[type="submit"]');
  await page.waitForSelector('[data-testid="balance"]:has-text("credits")');
  expect(await balance()).toBe(5000);
  expect(page.url()).not.toContain(key);
  expect(await page.evaluate(() => sessionStorage.getItem("prospector.apiKey"))).toBe(key);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
}, 30_000);

test("search: results with criteria badges, the parsed query beside them, the cost, and paging forward", async () => {
  await page.fill('input[name="query"]', "software engineers");
  await page.click('form button[type="submit"]');
  await page.waitForSelector('[data-testid="person"]');
  await page.waitForSelector('[data-testid="explain"]');
  expect(await page.locator('[data-testid="person"]').count()).toBe(10);
  expect(await page.textContent('[data-testid="cost"]')).toContain("10 credits");
  expect(await page.textContent('[data-testid="explain"]')).toContain("Software Engineering");
  expect(await page.locator(".badge.YES").count()).toBeGreaterThanOrEqual(10);
  const firstPage = await page.locator('[data-testid="person"] h3').allTextContents();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="balance"]')?.textContent?.includes("4,990"),
  );
  await shot("search");
  await page.click('[data-testid="next"]');
  await page.waitForFunction(
    (first) => document.querySelector('[data-testid="person"] h3')?.textContent !== first,
    firstPage[0],
  );
  const secondPage = await page.locator('[data-testid="person"] h3').allTextContents();
  expect(secondPage.length).toBe(10);
  expect(secondPage.filter((n) => firstPage.includes(n)).length).toBeLessThan(10);
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="balance"]')?.textContent?.includes("4,980"),
  );
  expect(await apiBalance()).toBe(4980);
}, 30_000);

test("deep research: start a job, its progress bar reaches completion, results can be exported", async () => {
  await page.click('nav button:has-text("Deep research")');
  await page.fill('input[name="research-query"]', "engineers");
  await page.fill('input[type="number"]', "40");
  await page.click('form button[type="submit"]');
  await page.waitForSelector('[data-testid="research-job"]');
  await page.waitForSelector(
    '[data-testid="research-job"] [role="progressbar"][data-status="completed"][aria-valuenow="100"]',
    {
      timeout: 20_000,
    },
  );
  await page.click('[data-testid="research-job"] button:has-text("Results")');
  await page.waitForSelector("text=40 profiles");
  const download = page.waitForEvent("download");
  await page.click('button:has-text("Export CSV")');
  const file = await download;
  expect(file.suggestedFilename()).toBe("research.csv");
  await shot("deep-research");
  expect(await apiBalance()).toBe(4980 - 40);
}, 40_000);

test("bulk contacts: a pasted list starts a job that completes; the balance drops by what it charged", async () => {
  await page.click('nav button:has-text("Bulk contacts")');
  const people = await server.storage.people.scan(0, 12);
  await page.fill('textarea[name="urls"]', people.map((p) => p.pnet_url).join("\n"));
  await page.click('button:has-text("Start bulk job (12 URLs)")');
  await page.waitForSelector('[data-testid="bulk-job"] [role="progressbar"][data-status="completed"]', {
    timeout: 20_000,
  });
  const charged = Number(
    ((await page.locator('[data-testid="bulk-job"] td').nth(2).textContent()) ?? "").replace(/[^\d]/g, ""),
  );
  expect(charged).toBeGreaterThan(0);
  await page.waitForFunction(
    (expected) =>
      Number(document.querySelector('[data-testid="balance"]')?.textContent?.replace(/[^\d]/g, "")) ===
      expected,
    4940 - charged,
  );
  expect(await apiBalance()).toBe(4940 - charged);
  await shot("bulk-contacts");
}, 40_000);

test("identify: an uploaded CSV becomes a job; matches with their reasons, charges and the CSV download", async () => {
  await page.click('nav button:has-text("Identify")');
  const [a, b] = await server.storage.people.scan(0, 2);
  if (!a || !b) throw new Error("no people seeded");
  const before = await apiBalance();
  const csv = [
    "name,location,profile_url,first_name",
    `"${a.name}",,${a.pnet_url},`,
    `"${b.name}","${b.location ?? ""}",${b.pnet_url.toUpperCase()},`,
    "Zebulon Quixotewright,Ulaanbaatar,,",
    ",,,Ann",
  ].join("\n");
  await page.setInputFiles('input[name="file"]', {
    name: "crm.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.waitForFunction(() =>
    (document.querySelector("textarea") as HTMLTextAreaElement | null)?.value.includes("Quixotewright"),
  );
  await page.click('form button[type="submit"]:has-text("Identify")');
  const job = page.locator('[data-testid="identify-job"]').first();
  await page.waitForSelector('[data-testid="identify-job"] [role="progressbar"][data-status="completed"]', {
    timeout: 20_000,
  });
  await job.locator('button:has-text("Show matches")').click();
  const rows = page.locator('[data-testid="identify-result"]');
  await rows.first().waitFor();
  await expect(rows.count()).resolves.toBe(4);
  const statuses = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-status")));
  expect(statuses).toEqual(["matched", "matched", "no_match", "invalid"]);
  const first = (await rows.nth(0).textContent()) ?? "";
  expect(first).toContain(a.name);
  expect(first).toContain("profile_url: exact");
  expect(await rows.nth(2).textContent()).toContain("no match");
  expect(await rows.nth(3).textContent()).toMatch(/name|last_name/);
  // One credit per matched row, none for the absent person or the refused row.
  expect(Number(((await job.locator("td").nth(2).textContent()) ?? "").replace(/[^\d]/g, ""))).toBe(2);
  expect(await apiBalance()).toBe(before - 2);
  await shot("identify");
  const download = page.waitForEvent("download");
  await job.locator('button:has-text("Download CSV")').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("matches.csv");
  const text = await Bun.file((await file.path()) as string).text();
  expect(text.split("\n")[0]).toContain("score");
  expect(text).toContain(a.pnet_url);
}, 40_000);

test("watchers: start one from a list, its secret shown once, a change delivered and listed, pause", async () => {
  await page.click('nav button:has-text("Watchers")');
  const people = await server.storage.people.scan(0, 2);
  await page.fill('textarea[name="targets"]', people.map((p) => p.pnet_url).join("\n"));
  await page.fill('input[name="webhook_url"]', `http://127.0.0.1:${receiver.port}/console-hook`);
  await page.click('[data-testid="watcher-form"] button[type="submit"]');
  const secret = (await page.locator('[data-testid="watcher-secret"] pre').textContent()) ?? "";
  expect(secret).toMatch(/^whsec_/);
  const row = page.locator('[data-testid="watchers"] tbody tr');
  // The list is fetched again after the secret is shown: wait for its row (count() does not wait).
  await row.first().waitFor();
  await expect(row.count()).resolves.toBe(1);
  expect(await row.textContent()).toContain("2 people");
  // One of them changes: their headline is rewritten by an import.
  const [line] = await Array.fromAsync(exportLines(server.storage, "people"));
  const record = JSON.parse(line as string);
  record.headline = `${record.headline ?? ""} | now advising startups`;
  const file = join(mkdtempSync(join(tmpdir(), "console-watch-")), "changed.jsonl");
  writeFileSync(file, `${JSON.stringify(record)}\n`);
  await importPeopleFile(server.storage, file);
  for (let i = 0; i < 100 && received.length === 0; i++) await Bun.sleep(100);
  expect(received).toHaveLength(1);
  expect(JSON.parse(received[0] as string).type).toBe("profile_updated");
  await page.click('button:has-text("Deliveries")');
  const delivery = page.locator('[data-testid="deliveries"] tbody tr');
  await delivery.waitFor();
  const text = (await delivery.textContent()) ?? "";
  expect(text).toContain("profile_updated");
  expect(text).toContain("delivered");
  expect(text).toContain("200");
  await shot("watchers");
  await page.click('button:has-text("Pause")');
  await page.waitForSelector('[data-testid="watchers"] td.status:has-text("paused")');
  // The secret is not shown again after a refresh of the list.
  await page.click('nav button:has-text("Search")');
  await page.click('nav button:has-text("Watchers")');
  await page.waitForSelector('[data-testid="watchers"]');
  expect(await page.locator('[data-testid="watcher-secret"]').count()).toBe(0);
}, 40_000);

test("profile and credits screens; a 402 is shown as a readable message", async () => {
  await page.click('nav button:has-text("Profile")');
  const [person] = await server.storage.people.scan(0, 1);
  await page.fill('input[name="lookup"]', person?.pnet_url as string);
  await page.click('button:has-text("Stored profile")');
  await page.waitForSelector('[data-testid="lookup-result"]');
  // Each job with the ESCO occupation it was linked to when stored (issue 46).
  const linked = person?.experience.find((e) => e.occupation)?.occupation;
  expect(linked).toBeDefined();
  await page.waitForSelector(`[data-testid="occupation"] a:has-text("${linked?.label}")`);
  expect(await page.locator('[data-testid="about"]').textContent()).toContain("Decision 2011/833/EU");
  await shot("profile");
  await page.click('nav button:has-text("Credits and usage")');
  await page.waitForSelector('[data-testid="credits-balance"]:has-text("credits")');
  await page.waitForSelector("canvas");
  await shot("credits");
  // Spend the rest, then ask for more: the console says so in words.
  const rest = await apiBalance();
  await server.storage.credits.debit(
    (await server.storage.keys.list()).find((k) => k.credits === rest)?.id as number,
    rest,
    {
      operation: "test_drain",
    },
  );
  await page.click('nav button:has-text("Search")');
  await page.fill('input[name="query"]', "designers");
  await page.click('form button[type="submit"]');
  const error = page.locator('[data-testid="error"]');
  await error.waitFor();
  const text = (await error.textContent()) ?? "";
  expect(text).toContain("Not enough credits");
  expect(text).not.toContain("{");
  await shot("error-402");
}, 40_000);
