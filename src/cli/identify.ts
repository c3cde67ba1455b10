/**
 * `prospector identify FILE [--format csv|jsonl] [--min-score S]`: the stored person behind each row
 * of a CRM file (CSV or JSON lines), one JSON line per row on stdout in the file's order, a progress
 * bar on stderr. Local and free: it reads the database directly, like import (docs/identify.md).
 * `prospector identify index`: brings the identify index up to date (a start-up does it too).
 * `prospector identify train [FILE]`: u again from the store, then m and rho by EM over the rows
 * scored so far (and FILE's rows first, when given).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import type { Config } from "../config.ts";
import { openStorage } from "../db/open.ts";
import { bestMatch } from "../domain/identify/bulk.ts";
import { DEFAULT_MIN_SCORE } from "../domain/identify/identify.ts";
import type { RowInput } from "../domain/identify/row.ts";
import { parseRowsFile } from "../domain/identify/rows-file.ts";
import { IdentifyService } from "../domain/identify/service.ts";
import type { Storage } from "../domain/storage/index.ts";
import { ApiError } from "../errors.ts";
import { personBrief } from "../format/identify.ts";
import { createLogger } from "../log.ts";
import { parseArgs, UsageError } from "./args.ts";
import { createProgress } from "./progress.ts";

const USAGE =
  "usage: prospector identify FILE [--format csv|jsonl] [--min-score S] | identify index | identify train [FILE]";
/** The CLI takes files larger than a bulk job's 10,000 rows. */
const CLI_MAX_ROWS = 10_000_000;

function readRows(path: string, format: string | undefined): RowInput[] {
  if (format !== undefined && format !== "csv" && format !== "jsonl")
    throw new UsageError("--format must be csv or jsonl");
  // Said as import says it, in one line (the fs error came with a stack of this source).
  if (!existsSync(path)) throw new UsageError(`no such file: ${path}`);
  if (statSync(path).isDirectory()) throw new UsageError(`${path} is a directory: give the file to identify`);
  const guessed =
    format ??
    (path.endsWith(".jsonl") || path.endsWith(".ndjson") ? "jsonl" : path.endsWith(".csv") ? "csv" : null);
  try {
    return parseRowsFile(readFileSync(path, "utf8"), guessed as "csv" | "jsonl" | null, CLI_MAX_ROWS);
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(`${path}: ${error.detail}`);
    throw error;
  }
}

async function indexWithProgress(storage: Storage, service: IdentifyService): Promise<void> {
  const due = await storage.identify.dueCount();
  if (due === 0) return;
  const progress = createProgress("indexing people", due);
  await service.catchUp((p) => progress.update(p.indexed));
  progress.stop();
}

async function identifyFile(storage: Storage, service: IdentifyService, rows: RowInput[], minScore: number) {
  await indexWithProgress(storage, service);
  await service.ready();
  const progress = createProgress("identifying rows", rows.length);
  let matched = 0;
  for (const [i, input] of rows.entries()) {
    const best = await bestMatch(storage, service, input, minScore);
    const line: Record<string, unknown> = { row: i, input, ...best };
    if (best.status === "matched") {
      matched++;
      const [person] = await storage.people.getMany([best.personId]);
      line.person = person ? personBrief(person) : null;
      delete line.personId;
      delete line.urlKey;
    }
    process.stdout.write(`${JSON.stringify(line)}\n`);
    progress.update(i + 1, `${matched} matched`);
  }
  progress.stop();
  console.error(`identified ${rows.length} rows: ${matched} matched at or above ${minScore}`);
}

export async function identifyCommand(config: Config, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs(args, {
    format: { type: "string" },
    "min-score": { type: "string" },
  });
  const [first, second] = positionals;
  if (!first) throw new UsageError(USAGE);
  const minScore = values["min-score"] === undefined ? DEFAULT_MIN_SCORE : Number(values["min-score"]);
  if (!Number.isFinite(minScore) || minScore < 0 || minScore > 1)
    throw new UsageError("--min-score must be a number from 0 to 1");
  const rows =
    first === "index"
      ? null
      : first === "train"
        ? second
          ? readRows(second, values.format)
          : []
        : readRows(first, values.format);
  const storage = await openStorage(config);
  const service = new IdentifyService(storage, createLogger("warn"));
  try {
    if (first === "index") {
      await indexWithProgress(storage, service);
      console.error(`identify index up to date: ${(await storage.identify.stats()).people} people`);
    } else if (first === "train") {
      await indexWithProgress(storage, service);
      const model = await service.train();
      if (rows?.length) {
        const progress = createProgress("scoring rows for EM", rows.length);
        for (const [i, input] of rows.entries()) {
          await bestMatch(storage, service, input, 1);
          progress.update(i + 1);
        }
        progress.stop();
        await service.flush();
      }
      const fitted = (await service.refit()) ?? model;
      console.log(
        JSON.stringify(
          { people: fitted.people, rho: fitted.rho, em: fitted.em, m: fitted.m, u: fitted.u },
          null,
          1,
        ),
      );
    } else await identifyFile(storage, service, rows ?? [], minScore);
    await service.flush();
    return 0;
  } finally {
    await storage.close();
  }
}
