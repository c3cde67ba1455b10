/**
 * `prospector changes [--since CURSOR|now] [--types a,b] [--limit N] [--follow]`: the change feed
 * from the operator's side (docs/changes.md), one event per line as JSON, as `GET /api/changes`
 * shows it, without a key or a charge. The last line on stderr is the cursor to go on from.
 */
import type { Config } from "../config.ts";
import { openStorage } from "../db/open.ts";
import { cursorFor, parseChangeTypes, positionOf } from "../domain/changes/feed.ts";
import { ApiError } from "../errors.ts";
import { changeEventBody } from "../format/changes.ts";
import { parseArgs, positiveInt, UsageError } from "./args.ts";
import { note } from "./output.ts";

const USAGE = "usage: prospector changes [--since CURSOR|now] [--types a,b] [--limit N] [--follow]";

export async function changesCommand(config: Config, args: string[]): Promise<number> {
  const { values } = parseArgs(args, {
    since: { type: "string" },
    types: { type: "string" },
    limit: { type: "string" },
    follow: { type: "boolean" },
  });
  let types: ReturnType<typeof parseChangeTypes>;
  try {
    types = parseChangeTypes(values.types);
  } catch (e) {
    throw e instanceof ApiError ? new UsageError(`${e.detail}\n${USAGE}`) : e;
  }
  const limit = positiveInt(values.limit, "--limit", 1000);
  const storage = await openStorage(config);
  try {
    let after = 0;
    if (values.since === "now") after = await storage.changes.lastId();
    else if (values.since)
      try {
        after = positionOf(values.since);
      } catch {
        throw new UsageError(`--since is not a cursor the feed gave out (or now)\n${USAGE}`);
      }
    let printed = 0;
    for (;;) {
      const page = await storage.changes.read(after, types, Math.min(1000, limit - printed || 1000));
      for (const c of page) console.log(JSON.stringify(changeEventBody(c)));
      printed += page.length;
      if (page.length) after = page.at(-1)?.id ?? after;
      if (!values.follow && (page.length === 0 || printed >= limit)) break;
      if (values.follow && page.length === 0) await Bun.sleep(1000);
    }
    note(`next cursor: ${cursorFor(after)}`);
    return 0;
  } finally {
    await storage.close();
  }
}
