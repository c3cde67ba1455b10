/**
 * Runs the independent evaluation: generate people with ./people.ts, import them through the
 * ordinary import path into a fresh SQLite database, run every query of ./queries.ts through the
 * search domain with the quality filter on and off, and score against the latent truth.
 *   P@10  = relevant results in the first ten / min(10, relevant people)
 *   error = |total - truth| / truth   (the `total` the first page reports)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteStorage } from "../../../src/db/sqlite/storage.ts";
import { importPeople } from "../../../src/domain/import/import.ts";
import { SearchService } from "../../../src/domain/search/search.ts";
import { generate, type Latent } from "./people.ts";
import { QUERIES } from "./queries.ts";

export interface QueryScore {
  query: string;
  truth: number;
  p10On: number;
  p10Off: number;
  totalOn: number;
  totalOff: number;
  errorOn: number;
  errorOff: number;
}

export interface Evaluation {
  people: number;
  seed: number;
  rows: QueryScore[];
  mean: { p10On: number; p10Off: number; errorOn: number; errorOff: number };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export async function evaluate(people: number, seed: number): Promise<Evaluation> {
  const generated = generate(people, seed);
  const latentByUrl = new Map<string, Latent>(generated.map((g) => [g.latent.url, g.latent]));
  const dir = mkdtempSync(join(tmpdir(), "prospector-independent-"));
  const storage = openSqliteStorage(join(dir, "eval.db"));
  try {
    async function* lines() {
      for (const g of generated) yield JSON.stringify(g.record);
    }
    const summary = await importPeople(storage, lines());
    if (summary.skipped > 0) throw new Error(`the import skipped ${summary.skipped} generated lines`);
    const service = new SearchService(storage);
    const latentOf = new Map<number, Latent>();
    for (let after = 0; ; ) {
      const batch = await storage.people.scan(after, 5000);
      if (!batch.length) break;
      for (const p of batch) {
        const latent = latentByUrl.get(p.pnet_url ?? "");
        if (latent) latentOf.set(p.id, latent);
      }
      after = batch[batch.length - 1]?.id ?? after;
    }
    const rows: QueryScore[] = [];
    for (const q of QUERIES) {
      const truth = generated.filter((g) => q.relevant(g.latent)).length;
      const run = async (advancedFiltering: boolean) => {
        const { session, params } = await service.start(0, {
          query: q.query,
          companies: [],
          schools: [],
          advancedFiltering,
        });
        const hits = await service.page(session, params, 0, 10);
        const good = hits.filter((h) => {
          const latent = latentOf.get(h.person.id);
          return latent !== undefined && q.relevant(latent);
        }).length;
        return {
          p10: truth === 0 ? (hits.length === 0 ? 1 : 0) : good / Math.min(10, truth),
          total: session.total,
        };
      };
      const on = await run(true);
      const off = await run(false);
      const error = (total: number) =>
        truth === 0 ? (total === 0 ? 0 : 1) : Math.abs(total - truth) / truth;
      rows.push({
        query: q.query,
        truth,
        p10On: on.p10,
        p10Off: off.p10,
        totalOn: on.total,
        totalOff: off.total,
        errorOn: error(on.total),
        errorOff: error(off.total),
      });
    }
    return {
      people,
      seed,
      rows,
      mean: {
        p10On: mean(rows.map((r) => r.p10On)),
        p10Off: mean(rows.map((r) => r.p10Off)),
        errorOn: mean(rows.map((r) => r.errorOn)),
        errorOff: mean(rows.map((r) => r.errorOff)),
      },
    };
  } finally {
    storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const people = Number(process.argv[2] ?? 20_000);
  const seed = Number(process.argv[3] ?? 2026);
  const result = await evaluate(people, seed);
  const pad = (s: string, n: number) => s.padEnd(n).slice(0, n);
  const num = (x: number) => x.toFixed(3);
  console.log(`independent evaluation: ${people} people, seed ${seed}`);
  console.log(`${pad("query", 58)} truth  P@10 on  P@10 off  total on  total off  err on  err off`);
  for (const r of result.rows) {
    console.log(
      `${pad(r.query, 58)} ${String(r.truth).padStart(5)}  ${num(r.p10On)}    ${num(r.p10Off)}     ${String(r.totalOn).padStart(6)}    ${String(r.totalOff).padStart(6)}   ${num(r.errorOn)}   ${num(r.errorOff)}`,
    );
  }
  const m = result.mean;
  console.log(
    `mean P@10: filter on ${num(m.p10On)}, filter off ${num(m.p10Off)}; mean total error: filter on ${num(m.errorOn)}, filter off ${num(m.errorOff)}`,
  );
}
