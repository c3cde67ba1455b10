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
    throw new ApiError(400, `${name} must be a whole number from ${min} to ${max}`);
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
    throw new ApiError(400, `${name} must be a number from ${min} to ${max}`);
  return value;
}
