/**
 * `prospector vocab report [--top N] [--json]`: the titles the vocabulary misses, and the strongest
 * associations learned from the data (docs/search.md).
 */
import type { Config } from "../config.ts";
import { openStorage } from "../db/open.ts";
import { buildAssociations, isStale, storedAssociations } from "../domain/search/associations.ts";
import { vocabReport } from "../domain/search/vocab-report.ts";
import { parseArgs, positiveInt, UsageError } from "./args.ts";

const USAGE = "usage: prospector vocab report [--top N] [--json]";

export async function vocabCommand(config: Config, args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== "report") throw new UsageError(USAGE);
  const { values } = parseArgs(rest, { top: { type: "string" }, json: { type: "boolean" } });
  const top = positiveInt(values.top, "--top", 30);
  const storage = await openStorage(config);
  try {
    const report = await vocabReport(storage, top);
    const stored = await storedAssociations(storage);
    const table = stored && !isStale(stored, report.people) ? stored : await buildAssociations(storage);
    // Strongest: the most people behind an association that says much (share x support).
    const strongest = [...table.entries]
      .sort((a, b) => b.share * b.support - a.share * a.support)
      .slice(0, top);
    if (values.json) {
      console.log(JSON.stringify({ ...report, associations: { ...table, entries: strongest } }, null, 2));
      return 0;
    }
    const pct = (n: number) => (report.withTitle ? ((100 * n) / report.withTitle).toFixed(1) : "0.0");
    console.log(
      `${report.people} people, ${report.withTitle} with a current title: ${report.classified} classified (${pct(report.classified)}%, ${report.inferred} by head-noun rules), ${report.withTitle - report.classified} not (${pct(report.withTitle - report.classified)}%)`,
    );
    if (report.unclassified.length)
      console.log("most frequent titles no family or department was found for:");
    for (const u of report.unclassified) console.log(`${String(u.count).padStart(9)}  ${u.title}`);
    console.log(
      `strongest associations (${table.entries.length} kept, from ${table.scanned} people; share = people with the word in the family / people with the word):`,
    );
    for (const a of strongest)
      console.log(
        `${String(a.support).padStart(9)}  ${a.word} -> ${a.label} (share ${a.share.toFixed(2)}, PMI ${a.pmi.toFixed(2)})`,
      );
    return 0;
  } finally {
    await storage.close();
  }
}
