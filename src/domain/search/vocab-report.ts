/**
 * What the title vocabulary misses in a database: the most frequent current titles that neither the
 * vocabulary nor the head-noun rules place in a family or department (`prospector vocab report`).
 * People are read in id batches; counts are kept per title folded, and when more distinct titles
 * than MAX_DISTINCT are held, those seen once are dropped (rare titles are then undercounted; the
 * frequent ones, which are what the report is for, are not).
 */

import { classifyTitle } from "../query/classify-title.ts";
import { fold } from "../query/text.ts";
import type { Storage } from "../storage/index.ts";

const BATCH = 2000;
const MAX_DISTINCT = 200_000;

export interface VocabReport {
  people: number;
  withTitle: number;
  classified: number;
  /** Placed by the head-noun rules rather than found in the vocabulary. */
  inferred: number;
  unclassified: { title: string; count: number }[];
}

export async function vocabReport(
  storage: Storage,
  top = 30,
  onProgress?: (people: number) => void,
): Promise<VocabReport> {
  const counts = new Map<string, { title: string; count: number }>();
  const report: VocabReport = { people: 0, withTitle: 0, classified: 0, inferred: 0, unclassified: [] };
  for (let after = 0; ; ) {
    const batch = await storage.people.scan(after, BATCH);
    if (batch.length === 0) break;
    for (const p of batch) {
      report.people++;
      const active = p.experience.find((e) => e.active_experience === 1);
      const title = (active?.position_title ?? p.active_experience_title ?? "").trim();
      if (!title) continue;
      report.withTitle++;
      const c = classifyTitle(title);
      if (c.base) {
        report.classified++;
        if (c.inferred) report.inferred++;
        continue;
      }
      const key = fold(title);
      const seen = counts.get(key);
      if (seen) seen.count++;
      else counts.set(key, { title, count: 1 });
    }
    if (counts.size > MAX_DISTINCT) for (const [k, v] of counts) if (v.count === 1) counts.delete(k);
    after = batch[batch.length - 1]?.id ?? after;
    onProgress?.(report.people);
  }
  report.unclassified = [...counts.values()]
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title))
    .slice(0, top);
  return report;
}
