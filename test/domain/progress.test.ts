import { expect, test } from "bun:test";
import { createProgress, formatEta } from "../../src/cli/progress.ts";

test("import progress on a log (not a terminal) shows the percentage of the file and an ETA", async () => {
  const lines: string[] = [];
  const progress = createProgress(
    "import people",
    1000,
    { isTTY: false, write: (t: string) => lines.push(t) },
    0,
  );
  await Bun.sleep(20);
  progress.update(50, "imported 50", 250);
  expect(lines[0]).toMatch(/^import people: 25%, ETA \d+s, 50 \(\d+\/s\) imported 50\n$/);
  const unknown: string[] = [];
  createProgress("import people", null, { isTTY: false, write: (t: string) => unknown.push(t) }, 0).update(7);
  expect(unknown[0]).not.toContain("%");
});

test("ETA formatting", () => {
  expect(formatEta(45)).toBe("45s");
  expect(formatEta(200)).toBe("3m 20s");
  expect(formatEta(3720)).toBe("1h 02m");
  expect(formatEta(Number.NaN)).toBe("?");
});
