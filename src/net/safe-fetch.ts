/**
 * Fetching a URL someone else chose, without letting them reach what they should not (SSRF).
 *
 * - http and https only, no credentials in the URL;
 * - the host must be on the allow-list (`SCRAPE_ALLOWED_HOSTS`: exact names, `*.domain`, or `*`);
 * - every address the host resolves to must be public unicast (ipaddr.js ranges: loopback,
 *   private, CGNAT, link-local including 169.254.169.254, unspecified, multicast, IPv6 unique and
 *   link local, IPv4-mapped / NAT64 / 6to4 forms... are all refused). IP literals in any encoding
 *   arrive here normalised by the URL parser ("2130706433", "0x7f.1", "0177.0.0.1" -> 127.0.0.1);
 * - the connection goes to the address that was checked (node:http with a pinned lookup), so a
 *   second DNS answer cannot swap in another address (no DNS rebinding);
 * - redirects are followed by hand, each hop checked again; a timeout and a size cap bound the
 *   work. Errors name what was refused, never echo what the remote sent.
 */
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { type FetchedPage, FetchFailed, FetchRefused, hostAllowed } from "../domain/outbound.ts";

export interface FetchPolicy {
  /** Host names allowed; `*.example.com` covers subdomains; `*` any host (addresses still checked). */
  allowedHosts: readonly string[];
  /** Test and local-development only: also allow loopback addresses (127.0.0.0/8, ::1). */
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

/**
 * IPv6 forms that carry an IPv4 address (ipaddr.js range names where it has them): IPv4-mapped and
 * RFC 6145 translated (last 32 bits), NAT64 (64:ff9b::/96, RFC 6052; and the local-use
 * 64:ff9b:1::/48 of RFC 8215), 6to4 (2002::/16, bits 16-47), Teredo (2001::/32: the server in bits
 * 32-63 and the client, inverted, in the last 32) and the deprecated IPv4-compatible ::a.b.c.d.
 * Such an address reaches the IPv4 host, so it is classified by that host.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = address.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const last = () => v4(p[6] as number, p[7] as number);
  switch (address.range()) {
    case "ipv4Mapped":
    case "rfc6145":
    case "rfc6052":
      return [last()];
    case "6to4":
      return [v4(p[1] as number, p[2] as number)];
    case "teredo":
      return [v4(p[2] as number, p[3] as number), v4(~(p[6] as number) & 0xffff, ~(p[7] as number) & 0xffff)];
  }
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 1) return [last()];
  // ::a.b.c.d (not :: and ::1, which have ranges of their own).
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || (p[7] as number) > 1)) return [last()];
  return [];
}

/** The range of an address, IPv6 forms that embed an IPv4 address by that address; only "unicast" is public. */
export function addressRange(address: string): string {
  const parsed = ipaddr.parse(address.replace(/^\[|\]$/g, ""));
  if (parsed.kind() === "ipv4") return parsed.range();
  const inner = embeddedIPv4(parsed as ipaddr.IPv6);
  if (inner.length === 0) return parsed.range();
  // Every embedded address must be public (a Teredo address names two hosts).
  return inner.map((a) => a.range()).find((r) => r !== "unicast") ?? "unicast";
}

function addressAllowed(address: string, policy: FetchPolicy): boolean {
  const range = addressRange(address);
  return range === "unicast" || (policy.allowLoopback && range === "loopback");
}

/** Checks one target against the policy (scheme, credentials, host, every address); the address to use. */
export async function vetTarget(
  rawUrl: string,
  policy: FetchPolicy,
  first = true,
): Promise<{ url: URL; address: string }> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new FetchRefused("not a valid URL", first);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new FetchRefused(
      `only http and https URLs can be fetched, not ${url.protocol.replace(":", "")}`,
      first,
    );
  if (url.username || url.password) throw new FetchRefused("URLs with credentials are not fetched", first);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!hostAllowed(host, policy.allowedHosts))
    throw new FetchRefused(`the host ${host} is not on the scrape allow-list (SCRAPE_ALLOWED_HOSTS)`, first);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new FetchRefused(`the host ${host} could not be resolved`, first);
    }
  }
  if (addresses.length === 0 || addresses.some((a) => !addressAllowed(a, policy)))
    throw new FetchRefused(`the host ${host} resolves to an address that is not public`, first);
  return { url, address: addresses[0] as string };
}

/**
 * `policy.timeoutMs` bounds the whole fetch, name lookups and redirects included, so a scrape
 * always ends before its request's deadline (REQUEST_TIMEOUT_MS).
 */
export async function safeFetch(rawUrl: string, policy: FetchPolicy, accept: string): Promise<FetchedPage> {
  const deadline = Date.now() + policy.timeoutMs;
  const remaining = () => Math.max(1, deadline - Date.now());
  let current = rawUrl;
  for (let hop = 0; hop <= policy.maxRedirects; hop++) {
    const { url, address } = await beforeDeadline(vetTarget(current, policy, hop === 0), remaining(), policy);
    const response = await request(
      url,
      address,
      policy,
      {
        method: "GET",
        headers: { Accept: accept, "User-Agent": "prospector-scraper/1" },
      },
      remaining(),
    );
    if (response.status >= 300 && response.status < 400 && response.location) {
      current = new URL(response.location, url).toString();
      continue;
    }
    return {
      status: response.status,
      contentType: response.contentType,
      body: response.body,
      url: url.toString(),
    };
  }
  throw new FetchFailed(`more than ${policy.maxRedirects} redirects`);
}

function beforeDeadline<T>(work: Promise<T>, ms: number, policy: FetchPolicy): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FetchFailed(`no answer within ${policy.timeoutMs} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * One POST to a URL someone else chose (webhook delivery): the same checks as safeFetch, and
 * redirects are not followed (a 3xx is the answer).
 */
export async function safePost(
  rawUrl: string,
  policy: FetchPolicy,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number }> {
  const { url, address } = await beforeDeadline(vetTarget(rawUrl, policy), policy.timeoutMs, policy);
  // The timeout bounds the lookup and, again, the answer: a receiver gets the whole timeout.
  const response = await request(url, address, policy, { method: "POST", headers, body });
  return { status: response.status };
}

function request(
  url: URL,
  address: string,
  policy: FetchPolicy,
  send: { method: "GET" | "POST"; headers: Record<string, string>; body?: string },
  /** What is left of the policy's time (a redirect spends some); the message names the whole. */
  waitMs = policy.timeoutMs,
): Promise<{ status: number; contentType: string; body: string; location: string | null }> {
  const family = isIP(address);
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        method: send.method,
        headers:
          send.body === undefined
            ? send.headers
            : { ...send.headers, "Content-Length": String(Buffer.byteLength(send.body)) },
        timeout: waitMs,
        // The connection goes to the address that was checked, whatever DNS says now.
        lookup: ((_host, options, callback) => {
          if (options?.all) callback(null, [{ address, family }]);
          else callback(null, address, family);
        }) as LookupFunction,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = typeof res.headers.location === "string" ? res.headers.location : null;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            req.destroy();
            reject(new FetchFailed(`the response is larger than ${policy.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () =>
          resolve({
            status,
            contentType: String(res.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
            location,
          }),
        );
        res.on("error", () => reject(new FetchFailed("the connection failed while reading")));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(new FetchFailed(`no answer within ${policy.timeoutMs} ms`));
    }, waitMs);
    req.on("timeout", () => {
      req.destroy();
      reject(new FetchFailed(`no answer within ${policy.timeoutMs} ms`));
    });
    req.on("error", () => reject(new FetchFailed("the connection failed")));
    req.on("close", () => clearTimeout(timer));
    req.end(send.body);
  });
}
