/**
 * Scores labelled queries on generated people: imports the records through the ordinary import
 * path into a fresh SQLite database (companies first, when given), runs every query through the
 * search domain with the quality filter on and off, and judges the first page against the latent
 * facts each query's labeller reads (never the written strings). Used by ./independent/ and
 * ./natural/.
 *   P@10   = good results in the first ten / min(10, good people), where good = relevant or maybe
 *            (maybe: defensible either way, e.g. 5 years 7 months for "more than 5 years")
 *   error  = distance of the first page's `total` from [truth, truth + maybe], / truth
 *   empty  = the first page holds nothing
 *   inverted = results in the first ten that have exactly what the query excluded
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteStorage } from "../../src/db/sqlite/storage.ts";
import { importCompanies, importPeople } from "../../src/domain/import/import.ts";
import { SearchService } from "../../src/domain/search/search.ts";

export interface Labelled<L> {
  query: string;
  relevant: (latent: L) => boolean;
  maybe?: (latent: L) => boolean;
  inverted?: (latent: L) => boolean;
}

export interface Scored<Q> {
  labelled: Q;
  query: string;
  /** People the labeller calls relevant, and (apart) maybe. */
  truth: number;
  maybe: number;
  p10On: number;
  p10Off: number;
  totalOn: number;
  totalOff: number;
  errorOn: number;
  errorOff: number;
  emptyOn: boolean;
  emptyOff: boolean;
  invertedOn: number;
  invertedOff: number;
}

export interface Corpus<L> {
  people: { record: Record<string, unknown>; latent: L & { url: string } }[];
  companies?: Record<string, unknown>[];
}

async function* jsonLines(records: Record<string, unknown>[]) {
  for (const r of records) yield JSON.stringify(r);
}

/** P@10 of a first page holding `hits` results, `good` of them relevant or maybe. */
export function precisionAt10(truth: number, maybe: number, good: number, hits: number): number {
  const possible = Math.min(10, truth + maybe);
  return possible === 0 ? (hits === 0 ? 1 : 0) : good / possible;
}

/** How far a reported total is from [truth, truth + maybe], relative to the truth. */
export function totalError(truth: number, maybe: number, total: number): number {
  if (truth + maybe === 0) return total === 0 ? 0 : 1;
  const off = total < truth ? truth - total : Math.max(0, total - truth - maybe);
  return off / (truth || maybe);
}

export async function scoreQueries<L, Q extends Labelled<L>>(
  corpus: Corpus<L>,
  queries: Q[],
): Promise<Scored<Q>[]> {
  const latentByUrl = new Map(corpus.people.map((g) => [g.latent.url, g.latent as L]));
  const dir = mkdtempSync(join(tmpdir(), "prospector-quality-"));
  const storage = openSqliteStorage(join(dir, "eval.db"));
  try {
    if (corpus.companies?.length) {
      const summary = await importCompanies(storage, jsonLines(corpus.companies));
      if (summary.skipped > 0) throw new Error(`the import skipped ${summary.skipped} company lines`);
    }
    const summary = await importPeople(storage, jsonLines(corpus.people.map((g) => g.record)));
    if (summary.skipped > 0) throw new Error(`the import skipped ${summary.skipped} generated lines`);
    // ASSOCIATIONS=off: soft words without the associations learned from the data (docs/search.md).
    const service = new SearchService(storage, undefined, {
      associations: process.env.ASSOCIATIONS !== "off",
    });
    const latentOf = new Map<number, L>();
    for (let after = 0; ; ) {
      const batch = await storage.people.scan(after, 5000);
      if (!batch.length) break;
      for (const p of batch) {
        const latent = latentByUrl.get(p.pnet_url ?? "");
        if (latent) latentOf.set(p.id, latent);
      }
      after = batch[batch.length - 1]?.id ?? after;
    }
    const rows: Scored<Q>[] = [];
    for (const q of queries) {
      let truth = 0;
      let maybe = 0;
      for (const g of corpus.people) {
        if (q.relevant(g.latent)) truth++;
        else if (q.maybe?.(g.latent)) maybe++;
      }
      const run = async (advancedFiltering: boolean) => {
        const { session, params } = await service.start(0, {
          query: q.query,
          companies: [],
          schools: [],
          advancedFiltering,
          // The total is judged against the truth: counted exactly, never capped (docs/api.md, "Totals").
          exactTotal: true,
        });
        const hits = (await service.page(session, params, 0, 10)).map((h) => latentOf.get(h.person.id));
        const good = hits.filter((l) => l !== undefined && (q.relevant(l) || q.maybe?.(l))).length;
        const inverted = hits.filter((l) => l !== undefined && q.inverted?.(l)).length;
        return {
          p10: precisionAt10(truth, maybe, good, hits.length),
          total: session.total,
          empty: !hits.length,
          inverted,
        };
      };
      const on = await run(true);
      const off = await run(false);
      rows.push({
        labelled: q,
        query: q.query,
        truth,
        maybe,
        p10On: on.p10,
        p10Off: off.p10,
        totalOn: on.total,
        totalOff: off.total,
        errorOn: totalError(truth, maybe, on.total),
        errorOff: totalError(truth, maybe, off.total),
        emptyOn: on.empty,
        emptyOff: off.empty,
        invertedOn: on.inverted,
        invertedOff: off.inverted,
      });
    }
    return rows;
  } finally {
    storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
