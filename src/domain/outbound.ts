/**
 * Outbound calls (HTTP and DNS): the port the domain reaches the network through, declared here as
 * the storage ports are (./storage). src/net implements it once, with the SSRF guard inside, and
 * createServices (src/services.ts) builds it from the configuration once for serve, the tests and
 * the benches. Each member is one purpose with its policy fixed at start-up (allow-list, loopback,
 * timeout, size cap, redirects): the domain says what it wants, never how far the network may go.
 */

export interface Outbound {
  /** Scrape (SCRAPE_*): the profile page itself or the configured upstream. */
  scrape: PageFetcher;
  /** Webhook receivers (WEBHOOK_*, WEBHOOKS_ALLOW_LOOPBACK): watchers' and jobs' deliveries. */
  webhooks: WebhookSender;
  /** The MX check of inferred work emails (CONTACTS_MX_CHECK); null when it is off. */
  mx: MxLookup | null;
  /**
   * The operator's own LLM endpoint (LLM_URL), in the shape the planner's client calls: only that
   * URL is reachable through it and no redirect is followed (the query never chooses a host).
   */
  llm: typeof fetch;
}

/** GETs of URLs someone else chose: the allow-list, every address and every redirect hop checked. */
export interface PageFetcher {
  /** Settles when the policy would fetch `url`; FetchRefused (first hop) when it would not. */
  vet(url: string): Promise<void>;
  /** FetchRefused (a URL or a redirect the policy refuses), FetchFailed (no usable answer). */
  get(url: string, accept: string): Promise<FetchedPage>;
}

/** POSTs to receivers someone registered: any public host, no redirects, a timeout. */
export interface WebhookSender {
  vet(url: string): Promise<void>;
  post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number }>;
}

export interface FetchedPage {
  status: number;
  contentType: string;
  body: string;
  /** Where the answer came from, after redirects. */
  url: string;
}

export type MxVerdict = "has_mx" | "no_mx" | "unknown";

/** Whether a domain receives mail: a DNS failure is "unknown", never "no_mx". */
export interface MxLookup {
  check(domain: string): Promise<MxVerdict>;
}

/** The policy refuses the target (scheme, credentials, host, address); names what, never echoes the remote. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    /** True when the refusal is about the caller's own URL (first hop), false for a redirect. */
    readonly firstHop: boolean,
  ) {
    super(message);
  }
}

/** The target was allowed but gave no usable answer (timeout, connection, size, redirects). */
export class FetchFailed extends Error {}

/** A host against an allow-list of exact names, `*.domain` (the domain and its subdomains) or `*`. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  return allowed.some((entry) => {
    const e = entry.trim().toLowerCase();
    if (e === "*") return true;
    if (e.startsWith("*.")) return h.endsWith(e.slice(1)) || h === e.slice(2);
    return h === e;
  });
}
