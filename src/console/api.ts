/**
 * The console's HTTP client: openapi-fetch typed by src/console/api-types.ts, which is generated
 * from the server's own OpenAPI document (scripts/api-types.ts). Same-origin calls only; the key
 * comes from sessionStorage (or is given explicitly, when signing in).
 */
import createClient from "openapi-fetch";
import type { components, paths } from "./api-types.ts";

export type Schemas = components["schemas"];

export const KEY_STORAGE = "prospector.apiKey";

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface RateState {
  group: string;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

export interface CallResult<T> {
  body: T;
  charged: number | null;
  rate: RateState | null;
}

/** The typed client. Every request carries the stored key unless the call names its own. */
export const api = createClient<paths>({ baseUrl: globalThis.location?.origin ?? "" });
api.use({
  onRequest({ request }) {
    if (!request.headers.has("Authorization"))
      request.headers.set("Authorization", `Bearer ${sessionStorage.getItem(KEY_STORAGE) ?? ""}`);
    return request;
  },
});

/** An explicit key for one call (signing in checks a key before storing it). */
export const withKey = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });

/** RateLimit-Policy: "search";q=200;w=60 and RateLimit: "search";r=197;t=1 -> one state. */
function rateOf(headers: Headers): RateState | null {
  const policy = headers.get("ratelimit-policy");
  const state = headers.get("ratelimit");
  if (!policy || !state) return null;
  const group = /"([^"]+)"/.exec(policy)?.[1] ?? "";
  const num = (text: string, name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(text)?.[1] ?? 0);
  return { group, limit: num(policy, "q"), remaining: num(state, "r"), resetSeconds: num(state, "t") };
}

/** A readable sentence for any failure, never a raw JSON dump. */
function readable(status: number, body: unknown): string {
  const detail = body && typeof body === "object" ? (body as { detail?: unknown }).detail : null;
  const text = typeof detail === "string" ? detail : `The server answered ${status}`;
  if (status === 402) return `Not enough credits: ${text}`;
  if (status === 429) return `Too many requests: ${text}`;
  if (status === 401) return `Your API key was not accepted: ${text}`;
  return text;
}

/**
 * One typed call's outcome: its body, what it cost and the rate-limit headroom, or an ApiFailure
 * with a sentence. `api.GET(...)` etc. give the pending call.
 */
export async function call<T>(
  pending: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<CallResult<T>> {
  let outcome: Awaited<typeof pending>;
  try {
    outcome = await pending;
  } catch {
    throw new ApiFailure(0, "The server could not be reached");
  }
  const { data, error, response } = outcome;
  if (!response.ok || data === undefined)
    throw new ApiFailure(response.status, readable(response.status, error));
  const charged = response.headers.get("x-credits-charged");
  return {
    body: data,
    charged: charged === null ? null : Number(charged),
    rate: rateOf(response.headers),
  };
}

export function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function toCsv(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown) => {
    const text = v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(","), ...rows.map((r) => columns.map((c) => cell(r[c])).join(","))].join("\n");
}
