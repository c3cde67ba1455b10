/**
 * A file of CRM rows for bulk identify: CSV (the first line names the columns) or JSON lines (one
 * object per line). Columns or keys identify does not know are ignored (a CRM export carries many);
 * a file with none it knows is refused. Each row keeps only the fields identify reads, as strings.
 */
import Papa from "papaparse";
import { ApiError } from "../../errors.ts";
import { ROW_FIELDS, type RowInput } from "./row.ts";

export const BULK_MAX_ROWS = 10_000;

/** Header spellings CRM exports use for identify's fields. */
const COLUMN_ALIASES: Record<string, (typeof ROW_FIELDS)[number]> = {
  full_name: "name",
  firstname: "first_name",
  given_name: "first_name",
  lastname: "last_name",
  surname: "last_name",
  family_name: "last_name",
  company_name: "company",
  organization: "company",
  employer: "company",
  job_title: "title",
  city: "location",
  email_address: "email",
  phone_number: "phone",
  mobile: "phone",
  linkedin_url: "profile_url",
  pnet_url: "profile_url",
  url: "profile_url",
};

function fieldOf(column: string): (typeof ROW_FIELDS)[number] | null {
  const key = column
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if ((ROW_FIELDS as readonly string[]).includes(key)) return key as (typeof ROW_FIELDS)[number];
  return COLUMN_ALIASES[key] ?? null;
}

/** One row as identify takes it: known fields only, values as strings (numbers in JSON become text). */
function rowOf(record: Record<string, unknown>): RowInput {
  const row: RowInput = {};
  for (const [column, value] of Object.entries(record)) {
    const field = fieldOf(column);
    if (!field || value === null || value === undefined) continue;
    const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : null;
    if (text !== null && text.trim() !== "" && row[field] === undefined) row[field] = text.trim();
  }
  return row;
}

function checkCount(n: number, max = BULK_MAX_ROWS): void {
  if (n === 0) throw new ApiError("BAD_REQUEST", "The file holds no rows");
  if (n > max) throw new ApiError("BAD_REQUEST", `Too many rows: at most ${max} per job, got ${n}`);
}

export function parseCsvRows(text: string, max = BULK_MAX_ROWS): RowInput[] {
  // An empty file has no header to judge: it holds no rows, as an empty JSON-lines file.
  if (text.replace(/^\uFEFF/, "").trim() === "") checkCount(0, max);
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.some((f) => fieldOf(f) !== null))
    throw new ApiError(
      "BAD_REQUEST",
      `The CSV header names none of identify's fields (${ROW_FIELDS.join(", ")}): the first line must name the columns`,
    );
  const broken = parsed.errors.find((e) => e.type === "Quotes");
  if (broken)
    throw new ApiError(
      "BAD_REQUEST",
      `The CSV cannot be read at row ${(broken.row ?? 0) + 1}: ${broken.message}`,
    );
  checkCount(parsed.data.length, max);
  return parsed.data.map(rowOf);
}

export function parseJsonLines(text: string, max = BULK_MAX_ROWS): RowInput[] {
  const rows: RowInput[] = [];
  const lines = text.split("\n");
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new ApiError("BAD_REQUEST", `Line ${i + 1} is not JSON`);
    }
    if (value === null || typeof value !== "object" || Array.isArray(value))
      throw new ApiError("BAD_REQUEST", `Line ${i + 1} is not a JSON object`);
    rows.push(rowOf(value as Record<string, unknown>));
    if (rows.length > max) checkCount(rows.length, max);
  }
  checkCount(rows.length, max);
  return rows;
}

/** Rows given as a JSON array of objects. */
export function rowsOfArray(list: unknown[]): RowInput[] {
  checkCount(list.length);
  return list.map((item, i) => {
    if (item === null || typeof item !== "object" || Array.isArray(item))
      throw new ApiError("BAD_REQUEST", `rows[${i}] must be an object of the row's fields`);
    return rowOf(item as Record<string, unknown>);
  });
}

/** A file's text as rows, by its declared format, or by its look when none is declared. */
export function parseRowsFile(text: string, format: "csv" | "jsonl" | null, max = BULK_MAX_ROWS): RowInput[] {
  const kind = format ?? (text.trimStart().startsWith("{") ? "jsonl" : "csv");
  return kind === "csv" ? parseCsvRows(text, max) : parseJsonLines(text, max);
}
