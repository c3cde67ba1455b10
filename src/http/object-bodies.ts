/**
 * A JSON body is an object wherever a route's schema declares one: an array, a string, a number or
 * null sent as JSON is a 400 saying so. Elysia's object schema lets an array through as an object
 * of its indices, which the field checks then named as unknown fields "0", "1" (and a JSON string
 * as "0"), and a number through to "query is required". The body is looked at before validation
 * (its converted copy no longer tells), the answer given after the key check. The routes are read
 * from the app's own route table, so a route added later is covered; bodies that are files (CSV,
 * JSON lines) have other content types and are left alone. No body at all is a 400 saying the same
 * only where the route requires one (its validation fails on the body): Elysia's own sentence,
 * "Invalid body: Expected object", was the one answer not in the project's words.
 */
import { ApiError } from "../errors.ts";

/** `METHOD path` of every route whose body schema is an object (or a map of fields). */
export type ObjectBodies = ReadonlySet<string>;

export function objectBodies(
  routes: readonly { method: string; path: string; hooks?: { body?: unknown } }[],
): ObjectBodies {
  return new Set(
    routes
      .filter((route) => (route.hooks?.body as { type?: string } | undefined)?.type === "object")
      .map((route) => `${route.method} ${route.path}`),
  );
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** The requests whose JSON body is not an object, and what it is instead ("an array"). */
const notObjects = new WeakMap<Request, string>();
/** The requests to a route that takes a JSON object sent with no body at all. */
const emptyBodies = new WeakSet<Request>();

/**
 * Before validation (transform): note a route that takes a JSON object sent some other JSON value.
 * The 400 waits for the route's key check, so a caller without a key still learns that first.
 */
export function noteObjectBody(bodies: ObjectBodies, request: Request, route: string, body: unknown): void {
  if (!bodies.has(`${request.method} ${route}`)) return;
  // No body at all (an optional body left out) is not a value sent: refused only by validation.
  if (body === undefined || body === "") {
    emptyBodies.add(request);
    return;
  }
  if (!JSON_TYPE.test(request.headers.get("content-type") ?? "")) return;
  if (body === null || typeof body !== "object" || Array.isArray(body))
    notObjects.set(request, body === null ? "null" : Array.isArray(body) ? "an array" : `a ${typeof body}`);
}

/** What a 400 says of a body noted as not an object (validation may have refused it first). */
export function notAnObjectDetail(request: Request): string | undefined {
  const sent = notObjects.get(request);
  return sent && `The request body must be a JSON object, not ${sent}`;
}

/** What a 400 says when a route's required object body was left out (its body validation failed). */
export function missingBodyDetail(request: Request): string | undefined {
  return emptyBodies.has(request) ? "The request body must be a JSON object" : undefined;
}

/** After the key check and validation (before the handler): the 400 of a body noted as not an object. */
export function refuseNonObjectBody(request: Request): void {
  const detail = notAnObjectDetail(request);
  if (detail) throw new ApiError("BAD_REQUEST", detail);
}
