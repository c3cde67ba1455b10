/**
 * Import of JSONL files: people, companies, post reactions. One record per line; a bad line is
 * reported with its number and reason and skipped; good lines are upserted in batches, each batch
 * one transaction, so a crash loses at most the batch in flight and a re-run is idempotent.
 */

import { normalizeCompanyInput } from "../company.ts";
import { urlKey } from "../keys.ts";
import { type Company, type Post, REACTION_TYPES, type Reaction, type ReactionType } from "../model.ts";
import { InvalidRecord, normalizePersonInput, type PersonWrite, type RecordWarning } from "../person.ts";
import { MAX_TIMESTAMP_LENGTH, MAX_URL_LENGTH, overLength } from "../record/text-bounds.ts";
import { writePeople } from "../sources/write.ts";
import type { PostWrite, Storage, UpsertOutcome } from "../storage/index.ts";
import { entryRecord, type SourceEntry } from "./entries.ts";
import type { RecordFormat } from "./formats/chunk-records.ts";
import { readCsvChunks, readCsvHeader } from "./formats/csv-chunks.ts";
import { compile, type MappingFile } from "./formats/mapping.ts";
import { parquetGroupChunks, parquetGroups } from "./formats/parquet.ts";
import { entryChunks, type PeopleSource, sourceEntries } from "./formats/source.ts";
import { DEFAULT_MAX_RECORD_BYTES, readLineChunks, readLineEntries } from "./lines.ts";
import { importPreparedPeople } from "./parallel.ts";
import {
  type BadLine,
  badLineReporter,
  countOutcome,
  countWarning,
  emptySummary,
  type ImportKind,
  type ImportOptions,
  type ImportSummary,
  sourcedWrite,
} from "./summary.ts";

export { defaultImportWorkers } from "./summary.ts";
export type { BadLine, ImportKind, ImportOptions, ImportSummary };

type Normalizer<T> = (raw: unknown, warn: (w: RecordWarning) => void) => T;

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);
const int = (v: unknown): number =>
  typeof v === "number" && Number.isFinite(v) ? Math.max(0, Math.round(v)) : 0;

/** One post per line: post_url, author, text, counts and its reactions. */
export function normalizeReactionLine(raw: unknown): PostWrite {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new InvalidRecord("not a JSON object");
  const r = raw as Record<string, unknown>;
  const url = str(r.post_url) ?? str(r.url);
  if (!url || urlKey(url) === null) throw new InvalidRecord("missing or invalid post_url");
  const longUrl = overLength(url, MAX_URL_LENGTH);
  if (longUrl) throw new InvalidRecord(`post_url: ${longUrl}`);
  const author = (typeof r.author === "object" && r.author !== null ? r.author : {}) as Record<
    string,
    unknown
  >;
  const reactionsRaw = r.reactions ?? [];
  if (!Array.isArray(reactionsRaw)) throw new InvalidRecord("reactions: expected an array");
  const reactions: Reaction[] = reactionsRaw.map((x, i) => {
    const item = x as Record<string, unknown>;
    const profile = (item?.profile ?? {}) as Record<string, unknown>;
    const type = item?.reaction_type;
    if (!REACTION_TYPES.includes(type as ReactionType)) {
      throw new InvalidRecord(`reactions[${i}].reaction_type must be one of ${REACTION_TYPES.join(", ")}`);
    }
    const name = str(profile.name);
    const profileUrl = str(profile.pnet_url);
    if (!name || !profileUrl || urlKey(profileUrl) === null) {
      throw new InvalidRecord(`reactions[${i}].profile needs name and pnet_url`);
    }
    const longProfile = overLength(profileUrl, MAX_URL_LENGTH);
    if (longProfile) throw new InvalidRecord(`reactions[${i}].profile.pnet_url: ${longProfile}`);
    const timestamp = str(item.timestamp);
    // A date may carry a comment of any length ("Jan 1 2020 (...)"): what is indexed is bounded.
    if (!timestamp || timestamp.length > MAX_TIMESTAMP_LENGTH || Number.isNaN(Date.parse(timestamp)))
      throw new InvalidRecord(`reactions[${i}].timestamp is not a date`);
    return {
      profile: { name, headline: str(profile.headline), pnet_url: profileUrl },
      reaction_type: type as ReactionType,
      timestamp,
    };
  });
  const postedAt = str(r.posted_at) ?? str(r.postedDate) ?? new Date(0).toISOString();
  if (Number.isNaN(Date.parse(postedAt))) throw new InvalidRecord("posted_at is not a date");
  const count = (t: ReactionType) => reactions.filter((x) => x.reaction_type === t).length;
  const given = (k: string, fallback: number) => (r[k] === undefined ? fallback : int(r[k]));
  const post: Post = {
    id: 0,
    person_id: null,
    url,
    urn: str(r.urn) ?? `urn:post:${urlKey(url)}`,
    text: str(r.text) ?? "",
    title: str(r.title),
    posted_at: postedAt,
    reposted: r.reposted === true,
    author: {
      firstName: str(author.firstName) ?? "",
      lastName: str(author.lastName) ?? "",
      username: str(author.username) ?? "",
      url: str(author.url) ?? "",
    },
    counts: {
      totalReactionCount: given("totalReactionCount", reactions.length),
      likeCount: given("likeCount", count("like")),
      appreciationCount: given("appreciationCount", count("support")),
      empathyCount: given("empathyCount", count("love")),
      InterestCount: given("InterestCount", count("insightful")),
      praiseCount: given("praiseCount", count("celebrate")),
      commentsCount: given("commentsCount", 0),
      repostsCount: given("repostsCount", 0),
    },
    image: Array.isArray(r.image) ? r.image : [],
    mentions: Array.isArray(r.mentions) ? r.mentions : [],
    companyMentions: Array.isArray(r.companyMentions) ? (r.companyMentions as Post["companyMentions"]) : [],
    isBrandPartnership: r.isBrandPartnership === true,
  };
  return { post, reactions };
}

/** Lines numbered from 1, as records of a JSON lines file. */
export async function* numberedLines(lines: AsyncIterable<string>): AsyncGenerator<SourceEntry> {
  let line = 0;
  for await (const text of lines) yield { line: ++line, text };
}

async function importLines<T>(
  lines: AsyncIterable<string>,
  normalize: Normalizer<T>,
  write: (batch: T[]) => Promise<UpsertOutcome>,
  options: ImportOptions,
): Promise<ImportSummary> {
  return importEntries(numberedLines(lines), null, normalize, write, options);
}

/**
 * The one-thread import of any file's records: JSON lines are parsed here, records a container
 * (CSV, Parquet) gave are taken as they are; `convert` (a mapping: formats/mapping.ts) turns each
 * into the canonical shape before normalisation.
 */
async function importEntries<T>(
  entries: AsyncIterable<SourceEntry>,
  convert: ((raw: unknown) => unknown) | null,
  normalize: Normalizer<T>,
  write: (batch: T[]) => Promise<UpsertOutcome>,
  options: ImportOptions,
): Promise<ImportSummary> {
  const summary = emptySummary();
  const batchSize = options.batchSize ?? 2000;
  const report = badLineReporter(summary, options);
  let batch: T[] = [];
  let batchLines: number[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const outcome = await write(batch);
    countOutcome(summary, outcome);
    for (const r of outcome.rejected) report({ line: batchLines[r.index] ?? 0, reason: r.reason });
    batch = [];
    batchLines = [];
    await options.onCommitted?.(lineNo);
    options.onProgress?.(summary);
  };
  let lineNo = 0;
  const skip = options.skipLines ?? 0;
  for await (const entry of entries) {
    lineNo = entry.line;
    if (lineNo <= skip) continue;
    if ("text" in entry && entry.text.trim() === "") continue;
    summary.read++;
    const read = entryRecord(entry);
    if ("bad" in read) {
      report({ line: lineNo, reason: read.bad });
      continue;
    }
    const raw = read.raw;
    let warned = false;
    const warn = (w: RecordWarning) => {
      warned = true;
      countWarning(summary, options, lineNo, w);
    };
    try {
      batch.push(normalize(convert ? convert(raw) : raw, warn));
      batchLines.push(lineNo);
      if (warned) summary.warnings++;
    } catch (e) {
      if (!(e instanceof InvalidRecord)) throw e;
      report({ line: lineNo, reason: e.message });
      continue;
    }
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  // The last lines may all have been bad or blank: they are done with too.
  await options.onCommitted?.(lineNo);
  return summary;
}

export function importPeople(storage: Storage, lines: AsyncIterable<string>, options: ImportOptions = {}) {
  return importPeopleEntries(storage, numberedLines(lines), null, options);
}

function importPeopleEntries(
  storage: Storage,
  entries: AsyncIterable<SourceEntry>,
  mapping: MappingFile | null,
  options: ImportOptions,
) {
  const now = new Date();
  const context = sourcedWrite(options, now);
  return importEntries<PersonWrite>(
    entries,
    mapping ? compile(mapping).convert : null,
    (raw, warn) => normalizePersonInput(raw, now, warn),
    (b) => writePeople(storage, b, context),
    options,
  );
}

/**
 * People from a file (gzip when it ends in .gz) in any format (formats/source.ts; default: JSONL
 * in the canonical shape): prepared on `options.workers` worker threads where the engine offers
 * it, else record by record on this thread. `read.bytes` follows the bytes read from disk.
 */
export async function importPeopleFile(
  storage: Storage,
  path: string,
  options: ImportOptions = {},
  read: { bytes: number } = { bytes: 0 },
  source: Pick<PeopleSource, "container" | "mapping"> = { container: "jsonl", mapping: null },
): Promise<ImportSummary> {
  const now = new Date();
  const workers = options.workers ?? 0;
  const { container, mapping } = source;
  // Parquet row groups are read by the workers themselves unless a group is too big for one.
  const groups = container === "parquet" && workers > 0 ? await parquetGroups(path) : null;
  const max = options.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES;
  const bounds = { read, maxRecordBytes: max };
  // CSV records go to the workers as text under the header's columns (formats/csv-chunks.ts).
  const records: RecordFormat = {
    mapping,
    csvColumns: container === "csv" ? await readCsvHeader(path, max) : null,
    parquetPath: groups ? path : null,
    maxRecordBytes: max,
  };
  const { provenance } = sourcedWrite(options, now);
  const writer =
    workers > 0 ? storage.people.bulkWriter?.({ now, source: options.source ?? "import", provenance }) : null;
  if (!writer) return importPeopleEntries(storage, sourceEntries(path, container, bounds), mapping, options);
  const batchSize = options.batchSize ?? 2000;
  const chunks =
    container === "jsonl"
      ? readLineChunks(path, batchSize, bounds)
      : container === "csv"
        ? readCsvChunks(path, batchSize, bounds)
        : groups
          ? parquetGroupChunks(groups, read)
          : entryChunks(sourceEntries(path, container, bounds), batchSize, options.skipLines ?? 0);
  return importPreparedPeople(storage, writer, chunks, options, emptySummary(), now, workers, records);
}

export function importCompanies(storage: Storage, lines: AsyncIterable<string>, options: ImportOptions = {}) {
  return importLines<Company>(lines, normalizeCompanyInput, (b) => storage.companies.upsert(b), options);
}

export function importReactions(storage: Storage, lines: AsyncIterable<string>, options: ImportOptions = {}) {
  return importLines<PostWrite>(lines, normalizeReactionLine, (b) => storage.posts.upsert(b), options);
}

/** Companies or posts from a JSON lines file (gzip when it ends in .gz), each line within the bound. */
export function importCompaniesOrReactionsFile(
  storage: Storage,
  kind: "companies" | "reactions",
  path: string,
  options: ImportOptions = {},
  read: { bytes: number } = { bytes: 0 },
) {
  const lines = readLineEntries(path, { read, maxRecordBytes: options.maxRecordBytes });
  return kind === "companies"
    ? importEntries<Company>(lines, null, normalizeCompanyInput, (b) => storage.companies.upsert(b), options)
    : importEntries<PostWrite>(lines, null, normalizeReactionLine, (b) => storage.posts.upsert(b), options);
}
