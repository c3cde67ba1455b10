/** The console's HTTP client: same-origin API calls with the key from sessionStorage only. */

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

export async function call<T>(
  method: string,
  path: string,
  options: { body?: unknown; key?: string } = {},
): Promise<CallResult<T>> {
  const key = options.key ?? sessionStorage.getItem(KEY_STORAGE) ?? "";
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(options.body !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
  } catch {
    throw new ApiFailure(0, "The server could not be reached");
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (!res.ok) throw new ApiFailure(res.status, readable(res.status, body));
  const charged = res.headers.get("x-credits-charged");
  return { body: body as T, charged: charged === null ? null : Number(charged), rate: rateOf(res.headers) };
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
