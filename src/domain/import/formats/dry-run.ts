/**
 * `import people FILE --dry-run`: the first records as they would be stored and the source fields
 * nothing maps, over the first records of the file, without opening a database.
 */
import {
  EXTRA_FIELDS,
  InvalidRecord,
  normalizePersonInput,
  type PersonWrite,
  type RecordWarning,
} from "../../person.ts";
import { PERSON_FIELDS } from "../../record/fields.ts";
import type { BadLine } from "../entries.ts";
import { compile } from "./mapping.ts";
import { type PeopleSource, sourceEntries } from "./source.ts";

export interface DryRun {
  /** The first records that would be imported, normalised as the import stores them. */
  shown: { line: number; write: PersonWrite }[];
  /** Records looked at (at most `sample`). */
  read: number;
  imported: number;
  bad: BadLine[];
  /** How many of the records looked at hold a value at each source path nothing reads. */
  unmapped: [path: string, records: number][];
  warnings: Record<string, number>;
}

/** Every path of a value that holds something: "experience[].title.name", lists of scalars whole. */
function valuePaths(value: unknown, prefix: string, out: Set<string>): void {
  if (value === null || value === undefined || value === "") return;
  if (Array.isArray(value)) {
    if (value.length === 0) return;
    if (value.every((v) => v === null || typeof v !== "object")) out.add(prefix);
    else for (const v of value) valuePaths(v, `${prefix}[]`, out);
    return;
  }
  if (typeof value === "object") {
    for (const [k, v] of Object.entries(value)) valuePaths(v, prefix ? `${prefix}.${k}` : k, out);
    return;
  }
  out.add(prefix);
}

/** A path is mapped when the mapping reads it or a path above it ("company" covers "company.name"). */
function coverage(read: string[]): (path: string) => boolean {
  const known = new Map<string, boolean>();
  return (path) => {
    let hit = known.get(path);
    if (hit === undefined) {
      hit = read.some((r) => path === r || path.startsWith(`${r}.`) || path.startsWith(`${r}[]`));
      known.set(path, hit);
    }
    return hit;
  };
}

export async function dryRun(
  path: string,
  source: PeopleSource,
  show = 3,
  sample = 1000,
  maxRecordBytes?: number,
): Promise<DryRun> {
  const mapping = source.mapping ? compile(source.mapping) : null;
  const covered = coverage(mapping ? mapping.read : [...Object.keys(PERSON_FIELDS), ...EXTRA_FIELDS]);
  const unmapped = new Map<string, number>();
  const result: DryRun = { shown: [], read: 0, imported: 0, bad: [], unmapped: [], warnings: {} };
  const now = new Date();
  for await (const entry of sourceEntries(path, source.container, { maxRecordBytes })) {
    if ("text" in entry && entry.text.trim() === "") continue;
    if (result.read >= sample) break;
    result.read++;
    if ("bad" in entry) {
      result.bad.push({ line: entry.line, reason: entry.bad });
      continue;
    }
    let raw: unknown;
    try {
      raw = "text" in entry ? JSON.parse(entry.text) : entry.record;
    } catch (e) {
      result.bad.push({ line: entry.line, reason: `invalid JSON: ${(e as Error).message}` });
      continue;
    }
    const paths = new Set<string>();
    valuePaths(raw, "", paths);
    for (const p of paths) if (!covered(p)) unmapped.set(p, (unmapped.get(p) ?? 0) + 1);
    const warn = (w: RecordWarning) => {
      result.warnings[w.kind] = (result.warnings[w.kind] ?? 0) + 1;
    };
    try {
      const write = normalizePersonInput(mapping ? mapping.convert(raw) : raw, now, warn);
      result.imported++;
      if (result.shown.length < show) result.shown.push({ line: entry.line, write });
    } catch (e) {
      if (!(e instanceof InvalidRecord)) throw e;
      result.bad.push({ line: entry.line, reason: e.message });
    }
  }
  result.unmapped = [...unmapped.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return result;
}
