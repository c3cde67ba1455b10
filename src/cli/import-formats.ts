/** The people formats of `prospector import people` (--format, --mapping) and its --dry-run. */
import { dryRun } from "../domain/import/formats/dry-run.ts";
import { NotParquet, parquetFileProblem } from "../domain/import/formats/parquet.ts";
import { type PeopleSource, peopleSource, SourceError } from "../domain/import/formats/source.ts";
import { toModernPerson } from "../format/modern.ts";

/** Records shown by --dry-run, and how many are looked at for unmapped fields. */
const DRY_RUN_SHOWN = 3;
const DRY_RUN_SAMPLE = 1000;

/** The file's format and mapping, or null after saying on stderr why they cannot be had. */
export async function resolvePeopleSource(
  file: string,
  format: string | undefined,
  mapping: string | undefined,
): Promise<PeopleSource | null> {
  try {
    const source = await peopleSource(file, format, mapping);
    if (source.container === "parquet") {
      const problem = await parquetFileProblem(file);
      if (problem) {
        console.error(problem);
        return null;
      }
    }
    return source;
  } catch (e) {
    if (e instanceof SourceError) {
      console.error(e.message);
      return null;
    }
    throw e;
  }
}

export function describeSource(source: PeopleSource): string {
  const mapping = source.mapping ? ` with mapping ${source.mapping.name ?? "file"}` : "";
  return `${source.format}${source.format === source.container || source.format === "jsonl" ? "" : ` (${source.container})`}${mapping}`;
}

export async function dryRunCommand(
  file: string,
  source: PeopleSource,
  maxRecordBytes?: number,
): Promise<number> {
  let result: Awaited<ReturnType<typeof dryRun>>;
  try {
    result = await dryRun(file, source, DRY_RUN_SHOWN, DRY_RUN_SAMPLE, maxRecordBytes);
  } catch (e) {
    if (e instanceof NotParquet) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
  console.log(`dry run of ${file} as ${describeSource(source)}: nothing is written`);
  for (const { line, write } of result.shown) {
    const { id: _id, match_data: _m, ...record } = toModernPerson(write.person);
    const extras = {
      ...(write.contacts.length ? { contacts: write.contacts } : {}),
      ...(write.social.length ? { social: write.social } : {}),
    };
    console.log(`\nrecord at line ${line}, as it would be stored:`);
    for (const text of fieldLines({ ...record, ...extras })) console.log(text);
  }
  console.log(
    `\nof the first ${result.read} records: ${result.imported} would be imported, ${result.bad.length} skipped`,
  );
  for (const bad of result.bad.slice(0, 20)) console.log(`  line ${bad.line}: ${bad.reason}`);
  if (result.unmapped.length === 0) console.log("unmapped source fields: none");
  else {
    console.log(`unmapped source fields (records holding a value, of ${result.read}):`);
    for (const [path, count] of result.unmapped) console.log(`  ${count} x ${path}`);
  }
  for (const [kind, count] of Object.entries(result.warnings).sort((a, b) => b[1] - a[1]))
    console.log(`warning: ${count} x ${kind}`);
  return result.bad.length > 0 ? 2 : 0;
}

const emptyValue = (v: unknown) =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/**
 * A record to read at a glance: a line per field that holds something, a line per item of a list
 * of objects (a job, a school, a contact), each value as compact JSON without its empty fields.
 */
function fieldLines(record: Record<string, unknown>): string[] {
  const compact = (v: unknown): unknown =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).filter(([, x]) => !emptyValue(x)))
      : v;
  const out: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (emptyValue(value)) continue;
    if (Array.isArray(value) && value.some((x) => x !== null && typeof x === "object"))
      for (const [i, item] of value.entries()) out.push(`  ${key}[${i}]: ${JSON.stringify(compact(item))}`);
    else out.push(`  ${key}: ${JSON.stringify(value)}`);
  }
  return out;
}
