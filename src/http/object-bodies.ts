/**
 * A JSON body is an object wherever a route's schema declares one: an array, a string, a number or
 * null sent as JSON is a 400 saying so. Elysia's object schema lets an array through as an object
 * of its indices, which the field checks then named as unknown fields "0", "1" (and a JSON string
 * as "0"), and a number through to "query is required". The body is looked at before validation
 * (its converted copy no longer tells), the answer given after the key check. The routes are read
 * from the app's own route table, so a route added later is covered; bodies that are files (CSV,
 * JSON lines) have other content types and are left alone. No body at all is a 400 saying the same
 * only where the route requires one (its validation fails on the body): Elysia's own sentence,
 * "Invalid body: Expected object", was the one answer not in the project's words. A JSON text sent
 * under another type (`curl -d` without `-H`: a form of one field named after the text; text/plain:
 * a string) is a 400 saying to send Content-Type: application/json, where it was "Unknown field
 * "{"query":...}"" or "Unknown fields "0", "1", ..."; a real form body is still read as before.
 */
import { ApiError } from "../errors.ts";

/**
 * `METHOD path` of every route whose body schema is an object (or a map of fields), and whether
 * the route parses its body itself (a file sent as text/csv or text/plain: bulk identify).
 */
export type ObjectBodies = ReadonlyMap<string, { ownParser: boolean }>;

export function objectBodies(
  routes: readonly { method: string; path: string; hooks?: { body?: unknown; parse?: unknown } }[],
): ObjectBodies {
  return new Map(
    routes
      .filter((route) => (route.hooks?.body as { type?: string } | undefined)?.type === "object")
      .map((route) => [`${route.method} ${route.path}`, { ownParser: route.hooks?.parse !== undefined }]),
  );
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

/**
 * A JSON text sent under another content type: `curl -d '{...}'` without `-H` (a form of one field
 * named after the whole text, with no value) or a string body (text/plain, or no type at all).
 */
function jsonUnderAnotherType(contentType: string, body: unknown): boolean {
  if (typeof body === "string") return true;
  if (!FORM_TYPE.test(contentType) || body === null || typeof body !== "object") return false;
  const fields = Object.entries(body);
  return fields.length === 1 && fields[0]?.[1] === "" && /^\s*[[{]/.test(fields[0][0]);
}

/** The requests whose body is not a JSON object, and the 400's sentence saying what it is instead. */
const notObjects = new WeakMap<Request, string>();
/** The requests to a route that takes a JSON object sent with no body at all. */
const emptyBodies = new WeakSet<Request>();

/**
 * Before validation (transform): note a route that takes a JSON object sent some other JSON value.
 * The 400 waits for the route's key check, so a caller without a key still learns that first.
 */
export function noteObjectBody(bodies: ObjectBodies, request: Request, route: string, body: unknown): void {
  const takes = bodies.get(`${request.method} ${route}`);
  if (!takes) return;
  // No body at all (an optional body left out) is not a value sent: refused only by validation.
  if (body === undefined || body === "") {
    emptyBodies.add(request);
    return;
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (!JSON_TYPE.test(contentType)) {
    if (!takes.ownParser && jsonUnderAnotherType(contentType, body)) {
      const sentAs = contentType.split(";")[0]?.trim() || "no Content-Type";
      notObjects.set(
        request,
        `The request body must be JSON sent with Content-Type: application/json (it came as ${sentAs})`,
      );
    }
    return;
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    const sent = body === null ? "null" : Array.isArray(body) ? "an array" : `a ${typeof body}`;
    notObjects.set(request, `The request body must be a JSON object, not ${sent}`);
  }
}

/** Notes another refusal of the body as sent (a number sent as a string), answered like the others. */
export function noteBodyRefusal(request: Request, detail: string): void {
  if (!notObjects.has(request)) notObjects.set(request, detail);
}

/** What a 400 says of a body noted as not a JSON object (validation may have refused it first). */
export function notAnObjectDetail(request: Request): string | undefined {
  return notObjects.get(request);
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
