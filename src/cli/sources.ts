/**
 * `prospector sources report [--json]`: per source, the people it supplied and how its values fared
 * against the others'. `prospector sources apply`: the conflict rule (SOURCE_RULES) applied again to
 * every person more than one source supplied, without importing anything (docs/sources.md).
 */
import type { Config } from "../config.ts";
import { openStorage } from "../db/open.ts";
import { applySourceRules } from "../domain/sources/apply.ts";
import { parseArgs, UsageError } from "./args.ts";
import { createProgress } from "./progress.ts";

const USAGE = "usage: prospector sources report [--json] | prospector sources apply";

export async function sourcesCommand(config: Config, args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== "report" && sub !== "apply") throw new UsageError(USAGE);
  const { values } = parseArgs(rest, sub === "report" ? { json: { type: "boolean" } } : {});
  const storage = await openStorage(config);
  try {
    if (sub === "apply") {
      const progress = createProgress("sources apply", null);
      const started = performance.now();
      const summary = await applySourceRules(storage, config.sourceRules, (s) =>
        progress.update(s.people, `changed ${s.changed}`),
      );
      progress.stop();
      console.log(
        `sources apply: ${summary.people} people supplied by more than one source, ${summary.changed} decided differently and written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      return 0;
    }
    const report = await storage.sources.report();
    if (values.json) {
      console.log(
        JSON.stringify({ sources: report.map((r) => ({ ...r, shared: r.people - r.alone })) }, null, 2),
      );
      return 0;
    }
    if (report.length === 0) {
      console.log("no source has supplied anyone yet: `prospector import people FILE --source NAME`");
      return 0;
    }
    const header = [
      "source",
      "people",
      "alone",
      "shared",
      "fields supplied",
      "conflicts won",
      "lost",
      "last seen",
    ];
    const rows = report.map((r) => [
      r.source,
      String(r.people),
      String(r.alone),
      String(r.people - r.alone),
      String(r.fieldsSupplied),
      String(r.won),
      String(r.lost),
      r.lastSeen.slice(0, 19).replace("T", " "),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
    for (const line of [header, ...rows])
      console.log(
        line
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
          .join("  "),
      );
    console.log(
      "fields supplied: root fields of shared people whose stored value comes from the source; conflicts: another source held a different value",
    );
    return 0;
  } finally {
    await storage.close();
  }
}
