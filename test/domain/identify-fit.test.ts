/**
 * The identify model's fitting (src/domain/identify/train.ts, fit.ts, fitter.ts) and the company
 * comparison's "similar" level, on hand-made inputs whose answers are known.
 */
import { describe, expect, test } from "bun:test";
import { compareCompany } from "../../src/domain/identify/compare.ts";
import { COMPARISON_INDEX, COMPARISONS, levelIndex } from "../../src/domain/identify/comparisons.ts";
import { Fitter } from "../../src/domain/identify/fitter.ts";
import { untrainedModel } from "../../src/domain/identify/model.ts";
import { companyKey, type IdentifyProfile } from "../../src/domain/identify/profile.ts";
import { readRow } from "../../src/domain/identify/row.ts";
import { estimateM, type SampleRow } from "../../src/domain/identify/train.ts";
import { createLogger } from "../../src/log.ts";

const profileAt = (company: string): IdentifyProfile =>
  ({
    g: ["ana"],
    gw: ["ana"],
    m: [],
    s: ["lopez"],
    sw: "lopez",
    c: [[companyKey(company), company, null, true]],
    t: [],
    p: { iso2: null, city: null, metros: [] },
    e: [],
    ph: [],
    sc: [],
    u: "x",
  }) as unknown as IdentifyProfile;

const levelOf = (row: string, stored: string) =>
  compareCompany(readRow({ name: "Ana Lopez", company: row }), profileAt(stored), [])?.level;

describe("company comparison", () => {
  test("two companies of one trade are different, not similar", () => {
    expect(levelOf("Aldway Motors", "Vexhall Motors")).toBe(levelIndex("company", "different"));
    expect(levelOf("Northwind Labs", "Southgate Labs")).toBe(levelIndex("company", "different"));
  });
  test("one company written two ways is similar", () => {
    expect(levelOf("Papaya Pay", "Papaya Payments Pay")).toBe(levelIndex("company", "similar"));
    expect(levelOf("Papaya Pay Inc.", "papaya pay")).toBe(levelIndex("company", "current"));
  });
});

/** A row's candidates as EM sees them: levels by comparison name, the rest not compared. */
function candidate(levels: Partial<Record<keyof typeof COMPARISON_INDEX, string>>, logU: number) {
  const l = COMPARISONS.map(() => -1);
  for (const [name, level] of Object.entries(levels))
    l[COMPARISON_INDEX[name as keyof typeof COMPARISON_INDEX]] = levelIndex(
      name as "company",
      level as string,
    );
  return { l, u: logU };
}

describe("m by EM", () => {
  // Rows settled by an email: the right person's first name agrees in all of them. Rows about
  // someone else at the same employer with the stored person's surname: first name different.
  const settled: SampleRow[] = Array.from({ length: 200 }, () => ({
    n: 10_000,
    c: [candidate({ first_name: "exact", last_name: "exact", company: "current", email: "exact" }, -40)],
  }));
  const relatives: SampleRow[] = Array.from({ length: 200 }, () => ({
    n: 10_000,
    c: [candidate({ first_name: "different", last_name: "exact", company: "current" }, -14)],
  }));
  const byName: SampleRow[] = Array.from({ length: 600 }, () => ({
    n: 10_000,
    c: [candidate({ first_name: "exact", last_name: "exact", company: "current" }, -16)],
  }));
  const fn = COMPARISON_INDEX.first_name;
  const different = levelIndex("first_name", "different");

  test("a first name's outright disagreement is learned from the rows an identifier settles", () => {
    const model = estimateM(untrainedModel(10_000), [...settled, ...relatives, ...byName], "now");
    expect(model.m[fn]?.[different] ?? 1).toBeLessThan(0.005);
    const sum = (model.m[fn] ?? []).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 6);
  });

  test("without enough settled rows, EM over all rows decides", () => {
    const model = estimateM(untrainedModel(10_000), [...relatives, ...byName], "now");
    expect(model.m[fn]?.[different] ?? 0).toBeGreaterThan(0.005);
  });
});

describe("fitting on a thread", () => {
  test("a fit on the thread gives what the same fit gives in-process", async () => {
    const rows = JSON.stringify(
      Array.from({ length: 50 }, (_, i) => ({
        n: 1000,
        c: [candidate({ first_name: i % 5 ? "exact" : "nickname", last_name: "exact" }, -12)],
      })),
    );
    const request = { kind: "em" as const, model: untrainedModel(1000), batches: [rows], at: "now" };
    const threaded = new Fitter(createLogger("silent"));
    const here = new Fitter(createLogger("silent"), false);
    try {
      expect(await threaded.run(request)).toEqual(await here.run(request));
    } finally {
      threaded.close();
    }
  });
});
