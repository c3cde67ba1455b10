/** `prospector seed`, `import`, `export`, `migrate`. */

import { once } from "node:events";
import { createWriteStream, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { basename } from "node:path";
import { type Config, MAX_RECORD_BYTES_RANGE } from "../config.ts";
import { openStorage } from "../db/open.ts";
import type { PeopleSource } from "../domain/import/formats/source.ts";
import {
  defaultImportWorkers,
  type ImportKind,
  type ImportOptions,
  type ImportSummary,
  importCompaniesOrReactionsFile,
  importPeopleFile,
} from "../domain/import/import.ts";
import { firstNonUtf8Line } from "../domain/import/lines.ts";
import { fileIdentity, ImportProgressStore } from "../domain/import/resume.ts";
import { buildAssociations } from "../domain/search/associations.ts";
import { parseArgs, positiveInt, UsageError } from "./args.ts";
import { refuseMissingDatabase } from "./existing-database.ts";
import { exportLines } from "./export-lines.ts";
import { describeSource, dryRunCommand, resolvePeopleSource } from "./import-formats.ts";
import { note } from "./output.ts";
import { createProgress } from "./progress.ts";

const KINDS: ImportKind[] = ["people", "companies", "reactions"];

function kindOf(value: string | undefined, command: string): ImportKind {
  if (!KINDS.includes(value as ImportKind))
    throw new UsageError(`usage: prospector ${command} people|companies|reactions FILE`);
  return value as ImportKind;
}

export async function seedCommand(config: Config, args: string[]): Promise<number> {
  const { values } = parseArgs(args, {
    people: { type: "string" },
    seed: { type: "string" },
    force: { type: "boolean" },
  });
  const people = positiveInt(values.people, "--people", config.demoPeople || 5000);
  const seed = positiveInt(values.seed, "--seed", config.demoSeed);
  const storage = await openStorage(config, { cacheMiB: 256 });
  try {
    const existing = await storage.people.count();
    if (existing > 0 && !values.force) {
      console.error(
        `${storage.location} already holds ${existing} people; seed an empty database or pass --force.`,
      );
      return 1;
    }
    const progress = createProgress("seed", people);
    const started = performance.now();
    // Loaded when needed: the demo generator brings faker's name lists, which every other start skips.
    const { seedDemoData } = await import("../domain/demo/seed.ts");
    const summary = await seedDemoData(storage, {
      people,
      seed,
      onProgress: (done) => progress.update(done),
    });
    progress.stop();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `seeded ${summary.people} people (${summary.suppressed} suppressed), ${summary.companies} companies, ${summary.posts} posts in ${seconds.toFixed(1)} s (${Math.round(summary.people / seconds)} people/s) into ${storage.location}`,
    );
    return 0;
  } finally {
    await storage.close();
  }
}

/** Why `file` cannot be imported before anything opens (missing, a directory, unreadable), or null. */
function unreadableFile(file: string): string | null {
  try {
    if (statSync(file).isDirectory()) return `${file} is a directory: give the file to import`;
    return null;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === "ENOENT" || code === "ENOTDIR"
      ? `no such file: ${file}`
      : `cannot read ${file}: ${(e as Error).message}`;
  }
}

/**
 * The file's people format (null for companies and reactions), or false after saying on stderr
 * why the file cannot be imported: all before anything is opened or written (docs/import.md).
 */
async function importableSource(
  file: string,
  kind: ImportKind,
  format: string | undefined,
  mapping: string | undefined,
): Promise<PeopleSource | null | false> {
  const problem = unreadableFile(file);
  if (problem) {
    console.error(problem);
    return false;
  }
  // Other formats than the canonical JSONL (docs/import.md, "Formats").
  const source = kind === "people" ? await resolvePeopleSource(file, format, mapping) : null;
  if (kind === "people" && !source) return false;
  // Text in another encoding would import with U+FFFD in place of its letters.
  const notUtf8 = source?.container === "parquet" ? null : await firstNonUtf8Line(file);
  if (notUtf8 !== null) {
    console.error(
      `${file} is not UTF-8 text: line ${notUtf8} holds bytes that are not (another encoding, e.g. Latin-1?); convert the file first (e.g. iconv -f latin1 -t utf-8)`,
    );
    return false;
  }
  return source;
}

/** More threads than this only compete for the one writer (bench/README.md). */
const MAX_WORKERS = 32;

/** `import` options read and checked, before anything is opened. */
interface ImportArgs {
  kind: ImportKind;
  file: string;
  sourceName: string | undefined;
  batchSize: number;
  maxRecordBytes: number;
  resume: boolean;
  dryRun: boolean;
  format: string | undefined;
  mapping: string | undefined;
  workers: string | undefined;
}

function readImportArgs(config: Config, args: string[]): ImportArgs {
  const { values, positionals } = parseArgs(args, {
    "batch-size": { type: "string" },
    resume: { type: "boolean" },
    workers: { type: "string" },
    format: { type: "string" },
    mapping: { type: "string" },
    "dry-run": { type: "boolean" },
    source: { type: "string" },
    "max-record-bytes": { type: "string" },
  });
  const kind = kindOf(positionals[0], "import");
  const file = positionals[1];
  if (!file)
    throw new UsageError(
      `usage: prospector import ${kind} FILE [--resume] [--batch-size N] [--workers N] [--max-record-bytes N]${kind === "people" ? " [--format jsonl|pdl|coresignal|csv|parquet] [--mapping pdl|coresignal|FILE] [--source NAME] [--dry-run]" : ""}`,
    );
  if (kind !== "people" && (values.format || values.mapping || values["dry-run"] || values.source))
    throw new UsageError("--format, --mapping, --source and --dry-run are for import people");
  const sourceName = values.source?.trim();
  if (sourceName !== undefined && !/^[a-z0-9][a-z0-9._-]{0,63}$/i.test(sourceName))
    throw new UsageError(
      `--source must be 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit, got "${values.source}"`,
    );
  return {
    kind,
    file,
    sourceName,
    batchSize: positiveInt(values["batch-size"], "--batch-size", 2000),
    maxRecordBytes: positiveInt(
      values["max-record-bytes"],
      "--max-record-bytes",
      config.importMaxRecordBytes,
    ),
    resume: values.resume === true,
    dryRun: values["dry-run"] === true,
    format: values.format,
    mapping: values.mapping,
    workers: values.workers,
  };
}

/** The line to start after, said on stderr (docs/import.md, "Resuming an import"). */
async function startingLine(marks: ImportProgressStore, resume: boolean): Promise<number> {
  const previous = await marks.previous();
  if (resume && previous && !previous.done) {
    note(`resuming after line ${previous.line} (committed ${previous.at})`);
    return previous.line;
  }
  if (resume) note("no unfinished import of this file to resume: importing it from the start");
  else if (previous && !previous.done)
    note(
      `an earlier import of this file stopped after line ${previous.line}; importing from the start (--resume continues after it)`,
    );
  return 0;
}

function printImportSummary(
  kind: ImportKind,
  summary: ImportSummary,
  skipLines: number,
  seconds: number,
): void {
  console.log(
    `${skipLines ? `resumed after line ${skipLines}: ` : ""}read ${summary.read}, imported ${summary.imported}, updated ${summary.updated}, skipped ${summary.skipped}, suppressed ${summary.suppressed} in ${seconds.toFixed(1)} s (${Math.round(summary.read / seconds)} lines/s)`,
  );
  if (kind === "people" && summary.merged > 0)
    console.log(
      `sources: ${summary.merged} records merged into people known from another source or under another URL, id or work email (docs/sources.md)`,
    );
  if (kind === "people" && (summary.unchanged > 0 || summary.changes > 0))
    console.log(
      `changes: ${summary.changes} detected (docs/changes.md); ${summary.unchanged} people unchanged, not written again` +
        (summary.unparsed > 0 ? ` (${summary.unparsed} lines as last imported, not parsed)` : ""),
    );
  if (summary.warnings > 0) {
    console.log(`warnings: ${summary.warnings} imported lines had something not taken as given`);
    for (const [warning, count] of Object.entries(summary.warningCounts).sort((a, b) => b[1] - a[1]))
      console.log(`  ${count} x ${warning}`);
  }
}

export async function importCommand(config: Config, args: string[]): Promise<number> {
  const { kind, file, sourceName, batchSize, maxRecordBytes, ...opts } = readImportArgs(config, args);
  const source = await importableSource(file, kind, opts.format, opts.mapping);
  if (source === false) return 1;
  const [least, most] = MAX_RECORD_BYTES_RANGE;
  if (maxRecordBytes < least || maxRecordBytes > most)
    throw new UsageError(`--max-record-bytes must be between ${least} and ${most}, got ${maxRecordBytes}`);
  if (source && opts.dryRun) return dryRunCommand(file, source, maxRecordBytes);
  // People lines are prepared on worker threads where the engine offers it (docs/import.md).
  const workers = positiveInt(opts.workers, "--workers", defaultImportWorkers(availableParallelism()));
  if (workers > MAX_WORKERS) throw new UsageError(`--workers must be at most ${MAX_WORKERS}, got ${workers}`);
  const storage = await openStorage(config, {
    cacheMiB: 256,
    keepDeferredIndexes: kind === "people" && workers > 0,
  });
  // How far an earlier import of the same file got (docs/import.md, "Resuming an import").
  const marks = new ImportProgressStore(storage.meta, kind, await fileIdentity(file), file);
  if (source && source.format !== "jsonl") note(`reading ${file} as ${describeSource(source)}`);
  const skipLines = await startingLine(marks, opts.resume);
  let lastLine = skipLines;
  // The file's size is the total: percentage and ETA follow the bytes read (compressed ones for .gz).
  const read = { bytes: 0 };
  const progress = createProgress(`import ${kind}`, statSync(file).size || null);
  const started = performance.now();
  try {
    let warningsShown = 0;
    const options: ImportOptions = {
      batchSize,
      workers,
      skipLines,
      source: `import ${basename(file)}`,
      // Provenance (docs/sources.md): the source is named by --source, else by the file's format.
      sourceName: sourceName ?? source?.format ?? "jsonl",
      rules: config.sourceRules,
      maxRecordBytes,
      onCommitted: (line) => {
        lastLine = line;
        return marks.committed(line);
      },
      onBadLine: (bad) => console.error(`line ${bad.line}: ${bad.reason}`),
      // The first warnings line by line; all of them are counted in the summary.
      onWarning: (line, w) => {
        if (++warningsShown <= 20) note(`line ${line}: warning: ${w.message}`);
      },
      onProgress: (s) =>
        progress.update(
          s.read,
          `imported ${s.imported}, updated ${s.updated}, skipped ${s.skipped}`,
          read.bytes,
        ),
    };
    const summary =
      kind === "people"
        ? await importPeopleFile(storage, file, options, read, source ?? undefined).catch((e: Error) => {
            // A file that stops making sense midway (a corrupt Parquet page, a truncated .gz): what
            // was committed stays, and the marker says where (docs/import.md, "Resuming").
            progress.stop();
            console.error(`import stopped after line ${lastLine}: ${e.message}`);
            return null;
          })
        : await importCompaniesOrReactionsFile(storage, kind, file, options, read);
    if (!summary) return 1;
    progress.stop();
    await marks.committed(lastLine, true);
    printImportSummary(kind, summary, skipLines, (performance.now() - started) / 1000);
    if (kind === "people" && config.associations) {
      // The words-to-families table is rebuilt with the import (searches would otherwise build it).
      const table = await buildAssociations(storage);
      console.log(
        `associations: ${table.entries.length} from ${table.scanned} people in ${(table.builtMs / 1000).toFixed(1)} s`,
      );
    }
    return summary.skipped > 0 ? 2 : 0;
  } finally {
    await storage.close();
  }
}

export async function exportCommand(config: Config, args: string[]): Promise<number> {
  const { positionals, values } = parseArgs(args, { provenance: { type: "boolean" } });
  const kind = kindOf(positionals[0], "export");
  const file = positionals[1];
  if (!file)
    throw new UsageError(
      `usage: prospector export ${kind} FILE (- for standard output)${kind === "people" ? " [--provenance]" : ""}`,
    );
  if (values.provenance && kind !== "people") throw new UsageError("--provenance is for export people");
  if (refuseMissingDatabase(config)) return 1;
  const storage = await openStorage(config);
  const out = file === "-" ? process.stdout : createWriteStream(file);
  let count = 0;
  // A reader that stops early (`| head`) closes the pipe: the export stops there, quietly.
  let failed: NodeJS.ErrnoException | null = null;
  out.on("error", (e: NodeJS.ErrnoException) => {
    failed = e;
  });
  try {
    for await (const line of exportLines(storage, kind, 1000, values.provenance === true)) {
      if (failed) break;
      if (!out.write(`${line}\n`)) await once(out, "drain").catch(() => {});
      count++;
    }
  } finally {
    await storage.close();
  }
  const error = failed as NodeJS.ErrnoException | null;
  if (error && error.code !== "EPIPE") throw error;
  if (error) return 0;
  if (out !== process.stdout) {
    out.end();
    await once(out, "finish");
    note(`exported ${count} ${kind} to ${file}`);
  }
  return 0;
}

export async function migrateCommand(config: Config): Promise<number> {
  // Opening the storage applies what is missing (under a lock on engines shared by instances).
  const storage = await openStorage(config);
  try {
    console.log(
      storage.migrated.length
        ? `applied ${storage.migrated.join(", ")} to ${storage.location}`
        : `${storage.location} is up to date`,
    );
    return 0;
  } finally {
    await storage.close();
  }
}
