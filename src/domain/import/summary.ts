/**
 * What an import reports, for both ways a file is imported (line by line: ./import.ts, and prepared on
 * worker threads: ./parallel.ts): the options, the summary, and the one report of a bad line.
 */
import type { RecordWarning } from "../person.ts";
import { NEWEST_WINS, type SourceRules } from "../sources/rules.ts";
import type { SourcedWrite } from "../sources/write.ts";
import type { UpsertOutcome } from "../storage/index.ts";
import type { BadLine } from "./entries.ts";

export type ImportKind = "people" | "companies" | "reactions";

export type { BadLine };

export interface ImportSummary {
  read: number;
  imported: number;
  updated: number;
  skipped: number;
  /** Records not written because they identify a person erased on request (docs/privacy.md). */
  suppressed: number;
  /** People whose record was exactly what was stored already: not written again. */
  unchanged: number;
  /**
   * Of those, lines not even parsed: their raw line is the one this source last wrote the person
   * from (./line-skip.ts). Their warnings, if they had any, are not reported again.
   */
  unparsed: number;
  /** Changes detected and appended to the change log (docs/changes.md). */
  changes: number;
  /**
   * Records that landed on a person another source supplied, or known under another URL, numeric
   * id or work email (docs/sources.md).
   */
  merged: number;
  bad: BadLine[];
  /** Lines imported with something not taken as given (unknown fields, unreadable dates). */
  warnings: number;
  /** How often each kind of warning occurred. */
  warningCounts: Record<string, number>;
}

export interface ImportOptions {
  batchSize?: number;
  /** Called for every skipped line as it is found. */
  onBadLine?: (bad: BadLine) => void;
  onProgress?: (summary: ImportSummary) => void;
  /** Keep at most this many bad lines in the summary (all are still reported through onBadLine). */
  keepBadLines?: number;
  /** Called for every warning of a line that was imported. */
  onWarning?: (line: number, warning: RecordWarning) => void;
  /** Lines already imported by an earlier run (import --resume): read past, not parsed. */
  skipLines?: number;
  /** After each batch is committed: every line up to `line` is on disk (or was reported bad). */
  onCommitted?: (line: number) => Promise<void> | void;
  /**
   * People only: worker threads that parse and prepare lines while this thread writes, where the
   * engine offers it (SQLite on a file); 0 or absent: everything on this thread.
   */
  workers?: number;
  /** What the change log records as the cause of this import's changes (default "import"). */
  source?: string;
  /** People only: the name of the source the file comes from (docs/sources.md; default "jsonl"). */
  sourceName?: string;
  /** People only: the conflict rule between sources (default: newest wins). */
  rules?: SourceRules;
  /**
   * The bound on one record in bytes (a line, a CSV record, a Parquet row; default 1 MiB): a
   * larger one is reported and skipped without being held whole (./lines.ts).
   */
  maxRecordBytes?: number;
}

/** Adds a written batch's outcome to the summary (both import paths). */
export function countOutcome(summary: ImportSummary, outcome: UpsertOutcome): void {
  summary.imported += outcome.inserted;
  summary.updated += outcome.updated;
  summary.suppressed += outcome.suppressed ?? 0;
  summary.unchanged += outcome.unchanged ?? 0;
  summary.changes += outcome.changes ?? 0;
  summary.merged += outcome.merged ?? 0;
}

/** Worker threads for an import on this machine: the cores but one (the writer's), 1 to 4. */
export function defaultImportWorkers(cores: number): number {
  return Math.max(1, Math.min(4, cores - 1));
}

export function emptySummary(): ImportSummary {
  return {
    read: 0,
    imported: 0,
    updated: 0,
    skipped: 0,
    suppressed: 0,
    unchanged: 0,
    unparsed: 0,
    changes: 0,
    merged: 0,
    bad: [],
    warnings: 0,
    warningCounts: {},
  };
}

/** Reports a line that is not imported: counted, kept (up to keepBadLines) and passed to onBadLine. */
export function badLineReporter(summary: ImportSummary, options: ImportOptions): (bad: BadLine) => void {
  const keep = options.keepBadLines ?? 1000;
  return (bad) => {
    summary.skipped++;
    if (summary.bad.length < keep) summary.bad.push(bad);
    options.onBadLine?.(bad);
  };
}

/** Counts a warning of an imported line and passes it to onWarning. */
export function countWarning(
  summary: ImportSummary,
  options: ImportOptions,
  line: number,
  warning: RecordWarning,
): void {
  summary.warningCounts[warning.kind] = (summary.warningCounts[warning.kind] ?? 0) + 1;
  options.onWarning?.(line, warning);
}

/** How an import's people are written: its source, when, and the rule between sources. */
export function sourcedWrite(options: ImportOptions, now: Date): SourcedWrite {
  return {
    changeSource: options.source ?? "import",
    provenance: { source: options.sourceName ?? "jsonl", at: now.toISOString() },
    rules: options.rules ?? NEWEST_WINS,
  };
}
