/** `prospector vocab report [--top N] [--json]`: the titles the vocabulary misses (docs/search.md). */
import type { Config } from "../config.ts";
import { openStorage } from "../db/open.ts";
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
    if (values.json) {
      console.log(JSON.stringify(report, null, 2));
      return 0;
    }
    const pct = (n: number) => (report.withTitle ? ((100 * n) / report.withTitle).toFixed(1) : "0.0");
    console.log(
      `${report.people} people, ${report.withTitle} with a current title: ${report.classified} classified (${pct(report.classified)}%, ${report.inferred} by head-noun rules), ${report.withTitle - report.classified} not (${pct(report.withTitle - report.classified)}%)`,
    );
    if (report.unclassified.length)
      console.log("most frequent titles no family or department was found for:");
    for (const u of report.unclassified) console.log(`${String(u.count).padStart(9)}  ${u.title}`);
    return 0;
  } finally {
    await storage.close();
  }
}
