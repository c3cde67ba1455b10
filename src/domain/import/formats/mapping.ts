/**
 * The mapping language of `import people --mapping` (docs/import.md, "Mapping files"): which source
 * value (a column or a dotted path) fills which field of the canonical modern record, with a few
 * small transforms. A mapping is plain JSON, so it travels to the import workers in their open
 * message and is compiled there once; the built-in vendor mappings (./pdl.ts, ./coresignal.ts) are
 * written in it too. Keyed by the canonical field, not the source column, because one field may
 * be built from several columns (join, concat) or from none (const).
 */
import { formatYearMonth, parsePartialDate } from "../../dates.ts";
import { naturalCase, type TextKind } from "../../record/natural-case.ts";

export type Transform =
  | "trim"
  | "lower"
  | "upper"
  | "title"
  | "url"
  | "first"
  | "year"
  | "number"
  /** Natural case of text a vendor writes in one case (src/domain/record/natural-case.ts). */
  | "natural_name"
  | "natural_place"
  | "natural_company"
  | "natural_title";

/** Where a canonical field's value comes from. */
export type ValueSpec =
  /** A source column or dotted path ("company.name", "emails.0.address"); "." is the item itself. */
  | string
  | {
      /** The path, or several: the first that holds a value. */
      from?: string | string[];
      /** Paths whose values are joined with `sep` (default " "), empty ones left out. */
      join?: string[];
      sep?: string;
      /** Cuts a text into a list at this separator (items trimmed, empty ones dropped). */
      split?: string;
      transform?: Transform | Transform[];
      /**
       * Reads a date: "auto" (2013, 2013-05, 2013-05-01, May 2013, 05/2013) or a pattern of YYYY, MM,
       * DD and any separators ("MM/DD/YYYY", "DD.MM.YYYY", "YYYYMM"); stored as YYYY-MM (or YYYY).
       * "Present", "current", "now" read as no date (an ongoing position).
       */
      date?: string;
      /** Replaces values found in this table (after transforms); others are kept. */
      map?: Record<string, unknown>;
      /** A fixed value, whatever the source holds. */
      const?: unknown;
      /** The value when the source holds none. */
      default?: unknown;
      /** A list of objects: each item (a lone object counts as one) mapped with this mapping. */
      each?: Mapping;
      /** Several lists (or values) one after the other, as one list. */
      concat?: ValueSpec[];
      /** With concat: items whose value of this key was seen already are left out. */
      unique_by?: string;
    };

/** Canonical field (a dotted path: "experience.0.position_title") to where its value comes from. */
export type Mapping = { [target: string]: ValueSpec };

export interface MappingFile {
  /** What the mapping is called in dry-run output and errors. */
  name?: string;
  fields: Mapping;
  /** Source paths read on purpose by nothing: not reported as unmapped by --dry-run. */
  ignore?: string[];
}

export class MappingError extends Error {}

const TRANSFORMS: readonly Transform[] = [
  "trim",
  "lower",
  "upper",
  "title",
  "url",
  "first",
  "year",
  "number",
  "natural_name",
  "natural_place",
  "natural_company",
  "natural_title",
];
const SPEC_KEYS = new Set([
  "from",
  "join",
  "sep",
  "split",
  "transform",
  "date",
  "map",
  "const",
  "default",
  "each",
  "concat",
  "unique_by",
]);

type Getter = (source: unknown) => unknown;
type Compiled = (source: unknown) => Record<string, unknown>;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

function pathGetter(path: string): Getter {
  if (path === ".") return (s) => s;
  const parts = path.split(".");
  return (source) => {
    let at: unknown = source;
    for (const part of parts) {
      // Own properties only: a path "constructor" or "__proto__" reads nothing of Object's.
      if (at === null || typeof at !== "object" || !Object.hasOwn(at, part)) return undefined;
      at = (at as Record<string, unknown>)[part];
    }
    return at;
  };
}

const splitText = (text: string, sep: string) =>
  text
    .split(sep)
    .map((x) => x.trim())
    .filter(Boolean);

const NO_DATE = new Set(["present", "current", "now", "ongoing"]);

/** A date reader for a pattern of YYYY/MM/DD with separators, or "auto". */
function dateReader(pattern: string, where: string): (v: unknown) => unknown {
  if (pattern === "auto")
    return (v) => {
      if (typeof v !== "string") return v;
      if (NO_DATE.has(v.trim().toLowerCase())) return null;
      const d = parsePartialDate(v);
      return d ? formatYearMonth(d.year, d.month) : v;
    };
  const order: string[] = [];
  const source = pattern.replace(/YYYY|MM|DD/g, (token) => {
    order.push(token);
    return token === "YYYY" ? "(\\d{4})" : "(\\d{1,2})";
  });
  if (!order.includes("YYYY")) throw new MappingError(`${where}: date pattern needs YYYY, got "${pattern}"`);
  const re = new RegExp(`^${source.replace(/[.]/g, "\\.")}$`);
  return (v) => {
    if (typeof v !== "string") return v;
    const text = v.trim();
    if (NO_DATE.has(text.toLowerCase())) return null;
    const m = re.exec(text);
    // Kept as given when it does not fit: the import warns about an unreadable date and keeps it.
    if (!m) return v;
    const year = Number(m[order.indexOf("YYYY") + 1]);
    const month = order.includes("MM") ? Number(m[order.indexOf("MM") + 1]) : null;
    return formatYearMonth(year, month);
  };
}

function applyTransform(t: Transform, v: unknown): unknown {
  if (t === "first") return Array.isArray(v) ? (v[0] ?? null) : v;
  if (Array.isArray(v)) return v.map((x) => applyTransform(t, x));
  if (t === "year") {
    if (typeof v === "number") return v;
    const d = typeof v === "string" ? parsePartialDate(v) : null;
    return d ? d.year : null;
  }
  if (t === "number") {
    const n = typeof v === "string" ? Number(v.trim()) : v;
    return typeof n === "number" && Number.isFinite(n) ? n : v;
  }
  if (typeof v !== "string") return v;
  if (t === "trim") return v.trim();
  if (t === "lower") return v.toLowerCase();
  if (t === "upper") return v.toUpperCase();
  if (t === "title") return v.toLowerCase().replace(/(^|[\s\-'])(\p{L})/gu, (_, a, b) => a + b.toUpperCase());
  if (t.startsWith("natural_")) return naturalCase(v, t.slice("natural_".length) as TextKind);
  // "url": vendors write profile URLs without a scheme (linkedin.com/in/x); stored with https://.
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(v) || v.trim() === "" ? v : `https://${v.trim()}`;
}

function compileValue(spec: ValueSpec, where: string, read: (path: string) => void): Getter {
  if (typeof spec === "string") {
    read(spec);
    const get = pathGetter(spec);
    return (s) => {
      const v = get(s);
      return v === "" ? null : v;
    };
  }
  if (typeof spec !== "object" || spec === null || Array.isArray(spec))
    throw new MappingError(`${where}: expected a source path or an object, got ${JSON.stringify(spec)}`);
  for (const k of Object.keys(spec))
    if (!SPEC_KEYS.has(k)) throw new MappingError(`${where}: unknown key "${k}"`);
  if ("const" in spec) return () => spec.const;
  let get: Getter;
  if (spec.concat) {
    if (!Array.isArray(spec.concat)) throw new MappingError(`${where}.concat: expected a list`);
    const parts = spec.concat.map((p, i) => compileValue(p, `${where}.concat[${i}]`, read));
    const key = spec.unique_by;
    get = (s) => {
      const out: unknown[] = [];
      const seen = new Set<unknown>();
      for (const part of parts) {
        const v = part(s);
        for (const item of Array.isArray(v) ? v : [v]) {
          if (isEmpty(item)) continue;
          if (key !== undefined) {
            const k = (item as Record<string, unknown>)?.[key];
            if (seen.has(k)) continue;
            seen.add(k);
          }
          out.push(item);
        }
      }
      return out;
    };
  } else if (spec.join) {
    if (!Array.isArray(spec.join)) throw new MappingError(`${where}.join: expected a list of paths`);
    const getters = spec.join.map((p) => {
      read(p);
      return pathGetter(p);
    });
    const sep = spec.sep ?? " ";
    get = (s) =>
      getters
        .map((g) => g(s))
        .filter((v) => !isEmpty(v))
        .join(sep) || null;
  } else if (spec.from !== undefined) {
    const paths = Array.isArray(spec.from) ? spec.from : [spec.from];
    if (paths.some((p) => typeof p !== "string")) throw new MappingError(`${where}.from: expected a path`);
    if (spec.each) {
      const items = compileMapping(spec.each, `${where}.each`, (p) => {
        // "." reads each item whole: the list (or the lone value) is read entirely.
        for (const base of paths) read(p === "." ? base : `${base}[].${p}`);
      });
      const getters = paths.map(pathGetter);
      const sep = spec.split;
      get = (s) => {
        let v = getters.map((g) => g(s)).find((x) => !isEmpty(x));
        // A text cut into a list first, so that each piece is an item ("a@x.example; b@y.example").
        if (sep !== undefined && typeof v === "string") v = splitText(v, sep);
        if (isEmpty(v)) return [];
        return (Array.isArray(v) ? v : [v])
          .map((item) => items(item))
          .filter((o) => Object.values(o).some((x) => !isEmpty(x)));
      };
    } else {
      for (const p of paths) read(p);
      const getters = paths.map(pathGetter);
      get = (s) => {
        for (const g of getters) {
          const v = g(s);
          if (!isEmpty(v)) return v;
        }
        return null;
      };
    }
  } else throw new MappingError(`${where}: needs "from", "join", "concat" or "const"`);

  const steps: ((v: unknown) => unknown)[] = [];
  if (spec.split !== undefined && !spec.each) {
    const sep = spec.split;
    steps.push((v) => (typeof v === "string" ? splitText(v, sep) : v));
  }
  for (const t of spec.transform === undefined ? [] : [spec.transform].flat()) {
    if (!TRANSFORMS.includes(t)) throw new MappingError(`${where}: unknown transform "${t}"`);
    steps.push((v) => applyTransform(t, v));
  }
  if (spec.date !== undefined) steps.push(dateReader(spec.date, where));
  if (spec.map) {
    const table = spec.map;
    steps.push((v) => (typeof v === "string" && Object.hasOwn(table, v) ? table[v] : v));
  }
  const fallback = spec.default;
  return (s) => {
    let v = get(s);
    if (v === "") v = null;
    if (v !== null && v !== undefined) for (const step of steps) v = step(v);
    return isEmpty(v) && fallback !== undefined ? fallback : (v ?? null);
  };
}

/** Names a target path may not use: setting them would reach Object's prototype. */
const OBJECT_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Sets a dotted target path ("experience.0.position_title"), making objects and lists on the way. */
function setter(target: string): (out: Record<string, unknown>, v: unknown) => void {
  const parts = target.split(".");
  const last = parts.pop() as string;
  return (out, v) => {
    let at: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? last);
      at[part] ??= nextIsIndex ? [] : {};
      at = at[part] as Record<string, unknown>;
    });
    at[last] = v;
  };
}

function compileMapping(mapping: Mapping, where: string, read: (path: string) => void): Compiled {
  if (typeof mapping !== "object" || mapping === null || Array.isArray(mapping))
    throw new MappingError(`${where}: expected an object of field: source`);
  const fields = Object.entries(mapping).map(([target, spec]) => {
    if (!/^[A-Za-z_][\w]*(\.\w+)*$/.test(target) || target.split(".").some((p) => OBJECT_KEYS.has(p)))
      throw new MappingError(`${where}: bad field name "${target}"`);
    return {
      set: setter(target),
      get: compileValue(spec, `${where}.${target}`, read),
      nested: target.includes("."),
    };
  });
  const nested = fields.some((f) => f.nested);
  return (source) => {
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      const v = f.get(source);
      if (v !== null || !f.nested) f.set(out, v);
    }
    // Items built from numbered columns (experience.0..., experience.1...) that got no value at all.
    if (nested)
      for (const [k, v] of Object.entries(out))
        if (Array.isArray(v)) out[k] = v.filter((x) => x !== undefined && x !== null);
    return out;
  };
}

export interface CompiledMapping {
  name: string;
  convert: (source: unknown) => Record<string, unknown>;
  /** Source paths the mapping reads or ignores ("experience[].title.name"): the rest is unmapped. */
  read: string[];
}

export function compile(file: MappingFile): CompiledMapping {
  if (typeof file !== "object" || file === null || typeof file.fields !== "object")
    throw new MappingError('a mapping file is a JSON object with "fields": { canonical field: source }');
  const read = new Set<string>();
  const convert = compileMapping(file.fields, "fields", (p) => read.add(p));
  for (const p of file.ignore ?? []) read.add(p);
  return {
    name: file.name ?? "mapping",
    convert: (source) => {
      if (typeof source !== "object" || source === null || Array.isArray(source)) return source as never;
      return convert(source);
    },
    read: [...read],
  };
}

/** Parses and checks a mapping file's text: a MappingError says what is wrong. */
export function parseMappingFile(text: string, name: string): MappingFile {
  let file: MappingFile;
  try {
    file = JSON.parse(text) as MappingFile;
  } catch (e) {
    throw new MappingError(`${name} is not JSON: ${(e as Error).message}`);
  }
  file.name ??= name;
  compile(file);
  return file;
}
