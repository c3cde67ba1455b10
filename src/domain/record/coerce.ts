/**
 * Coerces loosely typed input (an import line, an upstream answer) to the shape a field list
 * describes: every listed field present, unknown ones null (or [] for arrays), numbers from numeric
 * strings, booleans from 0/1/"true". A value that cannot be read as its kind is an error naming
 * the field, never silently dropped.
 */
import { type FieldKind, NESTED_FIELDS } from "./fields.ts";

export class CoercionError extends Error {}

type Fields = Readonly<Record<string, FieldKind>>;

function fail(path: string, expected: string, value: unknown): never {
  const shown = JSON.stringify(value);
  throw new CoercionError(
    `${path}: expected ${expected}, got ${shown && shown.length > 40 ? `${shown.slice(0, 40)}...` : shown}`,
  );
}

/** A field's path in errors ("experience[2].date_from"): built only when one is reported. */
function pathOf(parent: string, field: string): string {
  return parent ? `${parent}.${field}` : field;
}

function coerceValue(kind: FieldKind, value: unknown, parent: string, field: string): unknown {
  const isArrayKind = kind === "strings" || kind === "list";
  if (value === undefined || value === null || value === "") {
    if (value === "" && kind === "string") return "";
    return isArrayKind ? [] : null;
  }
  switch (kind) {
    case "string":
      if (typeof value === "string") return value;
      if (typeof value === "number" || typeof value === "boolean") return String(value);
      return fail(pathOf(parent, field), "a string", value);
    case "int":
    case "number": {
      const n =
        typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN;
      if (!Number.isFinite(n))
        return fail(pathOf(parent, field), kind === "int" ? "an integer" : "a number", value);
      if (kind === "int" && !Number.isInteger(n)) return fail(pathOf(parent, field), "an integer", value);
      return n;
    }
    case "bool":
    case "flag": {
      let b: boolean | undefined;
      if (typeof value === "boolean") b = value;
      else if (value === 1 || value === "1" || value === "true") b = true;
      else if (value === 0 || value === "0" || value === "false") b = false;
      if (b === undefined) return fail(pathOf(parent, field), "a boolean or 0/1", value);
      return kind === "flag" ? (b ? 1 : 0) : b;
    }
    case "strings":
      if (typeof value === "string")
        return value
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean);
      if (!Array.isArray(value)) return fail(pathOf(parent, field), "an array of strings", value);
      return value.map((v, i) => {
        if (typeof v === "string") return v;
        if (typeof v === "number") return String(v);
        return fail(`${pathOf(parent, field)}[${i}]`, "a string", v);
      });
    case "list": {
      if (!Array.isArray(value)) return fail(pathOf(parent, field), "an array", value);
      const itemFields = NESTED_FIELDS[field];
      if (!itemFields) return value.slice();
      const path = pathOf(parent, field);
      return value.map((item, i) => coerceRecord(itemFields, item, `${path}[${i}]`));
    }
    case "object": {
      const itemFields = NESTED_FIELDS[field];
      return itemFields ? coerceRecord(itemFields, value, pathOf(parent, field)) : value;
    }
    case "any":
      return value;
  }
}

const entriesCache = new WeakMap<Fields, [string, FieldKind][]>();
/** Object.entries of a field list, computed once per list (this runs per field of every record). */
function entriesOf(fields: Fields): [string, FieldKind][] {
  let entries = entriesCache.get(fields);
  if (!entries) {
    entries = Object.entries(fields);
    entriesCache.set(fields, entries);
  }
  return entries;
}

/** Returns a new object with exactly the listed fields, in list order. */
export function coerceRecord(fields: Fields, raw: unknown, path = ""): Record<string, unknown> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) fail(path || "record", "an object", raw);
  const source = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, kind] of entriesOf(fields)) {
    out[field] = coerceValue(kind, source[field], path, field);
  }
  return out;
}

/** Projects an already canonical record onto a field list (wire order, defaults for absent fields). */
export function project(fields: Fields, record: object): Record<string, unknown> {
  const source = record as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, kind] of entriesOf(fields)) {
    const value = source[field];
    if (value === undefined || value === null) {
      out[field] = kind === "strings" || kind === "list" ? [] : null;
    } else if (kind === "list" && NESTED_FIELDS[field] && Array.isArray(value)) {
      const itemFields = NESTED_FIELDS[field];
      out[field] = value.map((item) => project(itemFields, item as object));
    } else if (kind === "object" && NESTED_FIELDS[field]) {
      out[field] = project(NESTED_FIELDS[field], value as object);
    } else {
      out[field] = value;
    }
  }
  return out;
}
