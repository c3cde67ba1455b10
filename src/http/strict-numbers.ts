/**
 * Query-string numbers are plain decimal numbers. Elysia coerces a query parameter declared as
 * an integer or number with `Number()`, which also reads `0x10` (16), `1e2` (100), ` 5` (5) and
 * `5.0`; a client's typo must not silently become another number (issue 27). The numeric
 * parameters of each route are read from the app's own route table (their schemas), and their raw
 * text is checked before validation runs: integers as `-?digits`, numbers as `-?digits[.digits]`.
 * A JSON body's numbers are JSON numbers: a string there is refused whatever it holds.
 */
import { ApiError } from "../errors.ts";

type Kind = "integer" | "number";
type Schema = {
  type?: string;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  minimum?: number;
  maximum?: number;
};

const PLAIN: Record<Kind, RegExp> = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ };

/** The numeric kind a (possibly coercion-wrapped) schema declares, if any. */
function numericKind(schema: Schema | undefined): Kind | null {
  if (!schema) return null;
  const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)];
  if (types.includes("integer")) return "integer";
  if (types.includes("number")) return "number";
  return null;
}

interface NumericParam {
  kind: Kind;
  /** What the error says it must be, in the words validation errors use. */
  expected: string;
}

/** `METHOD path` -> the numeric query parameters of that route. */
export type NumericQueries = Map<string, Map<string, NumericParam>>;

function expectation(kind: Kind, schema: Schema): string {
  const plain = schema.anyOf?.find((s) => s.type === kind) ?? schema;
  const [min, max] = [plain.minimum ?? schema.minimum, plain.maximum ?? schema.maximum];
  const unit = kind === "integer" ? "a whole number" : "a number";
  if (min !== undefined && max !== undefined) return `${unit} from ${min} to ${max}`;
  if (min !== undefined) return `${unit} of at least ${min}`;
  return max !== undefined ? `${unit} of at most ${max}` : unit;
}

export function numericQueries(
  routes: readonly { method: string; path: string; hooks?: { query?: unknown } }[],
): NumericQueries {
  const out: NumericQueries = new Map();
  for (const route of routes) {
    const properties = (route.hooks?.query as Schema | undefined)?.properties ?? {};
    const numeric = new Map<string, NumericParam>();
    for (const [name, schema] of Object.entries(properties)) {
      const kind = numericKind(schema);
      if (kind) numeric.set(name, { kind, expected: expectation(kind, schema) });
    }
    if (numeric.size) out.set(`${route.method} ${route.path}`, numeric);
  }
  return out;
}

/**
 * `METHOD path` -> the numeric fields of the route's JSON body. Elysia coerces a body string with
 * `Number()` as it does a query's: {"credits": "0x10"} topped a key up by 16. JSON has numbers.
 */
export function numericBodies(
  routes: readonly { method: string; path: string; hooks?: { body?: unknown } }[],
): NumericQueries {
  return numericQueries(routes.map((r) => ({ ...r, hooks: { query: r.hooks?.body } })));
}

/** The 400's sentence for the first numeric body field sent as a JSON string, if any. */
export function stringNumberInBody(
  numeric: NumericQueries,
  method: string,
  route: string,
  body: unknown,
): string | null {
  const fields = numeric.get(`${method} ${route}`);
  if (!fields || body === null || typeof body !== "object") return null;
  for (const [name, { expected }] of fields)
    if (typeof (body as Record<string, unknown>)[name] === "string") return `${name} must be ${expected}`;
  return null;
}

/** 400 naming the first numeric parameter whose text is not a plain decimal number (as validation words it). */
export function checkQueryNumbers(
  numeric: NumericQueries,
  method: string,
  route: string,
  query: Record<string, unknown>,
): void {
  const params = numeric.get(`${method} ${route}`);
  if (!params) return;
  for (const [name, { kind, expected }] of params) {
    const raw = query[name];
    if (typeof raw === "string" && !PLAIN[kind].test(raw))
      throw new ApiError("BAD_REQUEST", `${name} must be ${expected}`);
  }
}
