/**
 * The identify evaluation's HTTP client: one row to `POST /api/identify` on a real server, the
 * answer checked against the contract issue 47 states, and its best matches read back as profile
 * URLs. The request is the row's fields plus `min_score: 0` and `limit: 5`; the answer
 * `{ "matches": [ { "score", "person", "explanation" } ] }`, best first, `person` the stored profile
 * in either record format (modern: `pnet_url` at the top; legacy: `profile.pnet_url`).
 */
import type { Fields } from "./write.ts";

export const IDENTIFY_PATH = "/api/identify";
export const LIMIT = 5;

/** The server has no identify endpoint (404/405): nothing to evaluate. */
export class EndpointMissing extends Error {}
/** The server refuses the key (401/403): the run cannot go on. */
export class KeyRefused extends Error {}

export interface Match {
  score: number;
  /** Normalised profile URL (`urlKey`) of the matched person, null when the answer had none. */
  url: string | null;
}

export interface Answer {
  status: number;
  matches: Match[];
  /** The `detail` of a refusal or failure. */
  detail: string | null;
  ms: number;
  /** Ways the answer broke the contract (empty when it kept it). */
  violations: string[];
}

/**
 * A profile URL reduced to what identifies the profile: the path, lower case, percent-decoded,
 * without scheme, host, query or trailing slash ("https://www.pnet.com/in/Jane-Doe/" -> "/in/jane-doe").
 */
export function urlKey(url: string): string {
  let path = url.trim().replace(/^[a-z]+:\/\//i, "");
  path = path.slice(path.indexOf("/") >= 0 ? path.indexOf("/") : path.length);
  path = path.replace(/[?#].*$/, "").replace(/\/+$/, "");
  try {
    path = decodeURIComponent(path);
  } catch {}
  return path.toLowerCase();
}

/** The profile URL of a `person` in the modern or the legacy record format. */
export function personUrl(person: unknown): string | null {
  if (!person || typeof person !== "object") return null;
  const p = person as Record<string, unknown>;
  const profile = (p.profile && typeof p.profile === "object" ? p.profile : {}) as Record<string, unknown>;
  for (const v of [p.pnet_url, profile.pnet_url, profile.pnet_profile_url, p.profile_url])
    if (typeof v === "string" && v) return v;
  return null;
}

/** The contract's checks on a 200 answer; returns the matches and what broke it. */
export function readAnswer(body: unknown): { matches: Match[]; violations: string[] } {
  const violations: string[] = [];
  const list = (body as { matches?: unknown })?.matches;
  if (!Array.isArray(list)) return { matches: [], violations: ["no `matches` array"] };
  if (list.length > LIMIT) violations.push(`${list.length} matches for limit ${LIMIT}`);
  const matches: Match[] = [];
  for (const [i, m] of list.entries()) {
    const score = (m as { score?: unknown })?.score;
    if (typeof score !== "number" || !Number.isFinite(score) || score < 0 || score > 1) {
      violations.push(`matches[${i}].score is ${JSON.stringify(score)}, not a number in [0, 1]`);
      continue;
    }
    const url = personUrl((m as { person?: unknown }).person);
    if (url === null) violations.push(`matches[${i}].person has no profile URL`);
    if ((m as { explanation?: unknown }).explanation === undefined)
      violations.push(`matches[${i}] has no explanation`);
    const previous = matches.at(-1);
    if (previous && previous.score < score) violations.push(`matches[${i}] scores above the one before it`);
    matches.push({ score, url: url === null ? null : urlKey(url) });
  }
  return { matches, violations };
}

async function detailOf(res: Response): Promise<string> {
  const text = await res.text();
  try {
    const d = (JSON.parse(text) as { detail?: unknown }).detail;
    return typeof d === "string" ? d : text.slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}

/** Sends one row; retries on 429 (Retry-After), throws when there is no endpoint or no access. */
export async function identify(
  base: string,
  key: string,
  fields: Fields,
  path = IDENTIFY_PATH,
): Promise<Answer> {
  const body = JSON.stringify({ ...fields, min_score: 0, limit: LIMIT });
  for (let attempt = 0; ; attempt++) {
    const started = performance.now();
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
        body,
      });
    } catch (e) {
      return { status: 0, matches: [], detail: String(e), ms: 0, violations: [] };
    }
    const ms = performance.now() - started;
    if (res.status === 404 || res.status === 405)
      throw new EndpointMissing(
        `POST ${base}${path} answered ${res.status} (${await detailOf(res)}): the identify endpoint ` +
          "(issue 47) is not there, so there is nothing to evaluate. Run this against a build that has it.",
      );
    if (res.status === 401 || res.status === 403)
      throw new KeyRefused(`POST ${path} answered ${res.status}: ${await detailOf(res)} (check --key)`);
    if (res.status === 429 && attempt < 30) {
      const wait = Number(res.headers.get("retry-after") ?? "1");
      await res.body?.cancel();
      await Bun.sleep(Math.min(60, Number.isFinite(wait) ? Math.max(wait, 0.05) : 1) * 1000);
      continue;
    }
    if (res.status !== 200)
      return { status: res.status, matches: [], detail: await detailOf(res), ms, violations: [] };
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      return { status: 200, matches: [], detail: null, ms, violations: ["the body is not JSON"] };
    }
    return { status: 200, detail: null, ms, ...readAnswer(json) };
  }
}
