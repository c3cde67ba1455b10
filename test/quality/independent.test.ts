/**
 * A floor under search quality on data the demo generator did not make (./independent/): people
 * written with exonyms, aliases, abbreviations, typos and missing fields, judged against their
 * latent facts. The figures are in docs/search.md (`bun test/quality/independent/evaluate.ts`).
 */
import { expect, test } from "bun:test";
import { evaluate } from "./independent/evaluate.ts";

test("independent evaluation: mean P@10 >= 0.95 and mean total error <= 0.10, filter on and off", async () => {
  const { mean, rows } = await evaluate(8000, 11);
  const worst = rows.filter((r) => r.p10On < 1).map((r) => `${r.query}: ${r.p10On.toFixed(2)}`);
  expect({ p10On: mean.p10On >= 0.95, p10Off: mean.p10Off >= 0.95, worst }).toEqual({
    p10On: true,
    p10Off: true,
    worst,
  });
  expect(mean.errorOn).toBeLessThanOrEqual(0.1);
  expect(mean.errorOff).toBeLessThanOrEqual(0.1);
}, 120_000);
