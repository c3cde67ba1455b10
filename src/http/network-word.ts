/**
 * NETWORK_WORD: existing clients of the hosted API use the professional network's real name where
 * the spec writes `pnet` (`/api/enrich/<word>`, `<word>_url`, `company_<word>_url`...). When the
 * word is set to something else, this adapter sits between the listener and the app: requests have
 * the word turned back into `pnet` (path segments, query parameter names, JSON body keys), and JSON
 * responses have `pnet` turned into the word in every key (and in the identifiers that error
 * messages name). The app itself only ever knows `pnet`. Values (URLs, names) are never touched.
 */

export const DEFAULT_NETWORK_WORD = "pnet";

function renameKeys(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((v) => renameKeys(v, from, to));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>))
    out[k.split(from).join(to)] = renameKeys(v, from, to);
  return out;
}

/** Identifiers inside human-readable messages ("pnet_url is required") follow the word too. */
function renameInMessages(value: unknown, word: string): unknown {
  if (Array.isArray(value)) return value.map((v) => renameInMessages(v, word));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[k] =
      typeof v === "string" && (k === "detail" || k === "error" || k === "message")
        ? v.replace(/\bpnet_/g, `${word}_`).replace(/\/api\/enrich\/pnet\b/g, `/api/enrich/${word}`)
        : renameInMessages(v, word);
  }
  return out;
}

export function adaptRequest(request: Request, word: string): Promise<Request> | Request {
  const url = new URL(request.url);
  url.pathname = url.pathname
    .split("/")
    .map((segment) => (segment === word ? DEFAULT_NETWORK_WORD : segment))
    .join("/");
  const params = new URLSearchParams();
  for (const [k, v] of url.searchParams) params.append(k.split(word).join(DEFAULT_NETWORK_WORD), v);
  url.search = params.toString();
  const type = request.headers.get("content-type") ?? "";
  if (request.method === "GET" || request.method === "HEAD")
    return new Request(url.toString(), { method: request.method, headers: request.headers });
  if (!type.includes("json"))
    return request
      .arrayBuffer()
      .then(
        (body) => new Request(url.toString(), { method: request.method, headers: request.headers, body }),
      );
  return request.text().then((text) => {
    let body = text;
    try {
      body = JSON.stringify(renameKeys(JSON.parse(text), word, DEFAULT_NETWORK_WORD));
    } catch {
      // Not JSON: the app answers its own 400.
    }
    const headers = new Headers(request.headers);
    headers.delete("content-length");
    // No bytes in is no body out: an empty stream is a body, which the app would parse as JSON and
    // refuse (a cancel sent with Content-Type: application/json and nothing, as clients do).
    return new Request(url.toString(), { method: request.method, headers, body: text === "" ? null : body });
  });
}

export async function adaptResponse(response: Response, word: string): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return response;
  const text = await response.text();
  let body = text;
  try {
    body = JSON.stringify(renameInMessages(renameKeys(JSON.parse(text), DEFAULT_NETWORK_WORD, word), word));
  } catch {
    // Leave a body that is not JSON as it is.
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(body, { status: response.status, headers });
}
