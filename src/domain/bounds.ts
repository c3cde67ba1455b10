/**
 * Every number that changes what is charged or returned is checked here, where it is used, as well
 * as by the route's schema: a schema layer that fails open (as Elysia's did in the minified
 * binary, docs/decisions.md) can never overcharge or return unbounded data. A value that is not a
 * safe integer (e.g. 99999999999999999999) is a 400 like any other out-of-range value.
 */
import { ApiError } from "../errors.ts";

/** `value` as a whole number within [min, max]; `fallback` when absent; 400 naming `name` otherwise. */
export function boundedInt(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < min || n > max)
    throw new ApiError("BAD_REQUEST", `${name} must be a whole number from ${min} to ${max}`);
  return n;
}

/** The same for a number that may have a fraction (thresholds). */
export function boundedNumber(
  value: unknown,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max)
    throw new ApiError("BAD_REQUEST", `${name} must be a number from ${min} to ${max}`);
  return value;
}

/**
 * A JSON body field the operation does not know is a 400 naming it: a client that sends `limit`
 * where `additional_limit` is meant must not silently get (and pay for) the default.
 */
export function onlyKnownFields(
  body: unknown,
  known: readonly string[],
  /** Where the fields are, for an object inside the body ("search" of a watcher). */
  where = "the request body",
): void {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return;
  const unknown = Object.keys(body).filter((k) => !known.includes(k));
  if (unknown.length)
    throw new ApiError(
      "BAD_REQUEST",
      `Unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => `"${k}"`).join(", ")} in ${where}; accepted: ${known.join(", ")}`,
    );
}

/** A list of names: an array of strings or one comma-separated string; 400 naming the field otherwise. */
export function nameList(value: unknown, field: string, max = 50): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [value];
  if (list.length > max || list.some((v) => typeof v !== "string" || v.length > 200))
    throw new ApiError("BAD_REQUEST", `${field} must be an array of at most ${max} names`);
  return [...new Set((list as string[]).map((v) => v.trim()).filter(Boolean))];
}
