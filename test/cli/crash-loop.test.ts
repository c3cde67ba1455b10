/** The crash loop (scripts/crash-loop.ts) with a CI-sized count of SIGKILLs. */
import { expect, test } from "bun:test";
import { runCrashLoop } from "../../scripts/crash-loop.ts";

test("5 SIGKILLs at random moments: every job final, no duplicate, charges = results, check passes, no 5xx", async () => {
  const report = await runCrashLoop(5, 7, 2000);
  console.log(`crash loop: ${JSON.stringify(report)}`);
  expect(report.jobs).toBeGreaterThan(0);
  expect(report.results).toBeGreaterThan(0);
  expect(report.unfinished).toBe(0);
  expect(report.duplicates).toBe(0);
  expect(report.chargeMismatches).toBe(0);
  expect(report.serverErrors).toBe(0);
  expect(report.checkExit).toBe(0);
}, 300_000);
