/**
 * The one implementation of the domain's outbound port (src/domain/outbound.ts), built once from
 * the configuration by createServices: each purpose gets its policy here, at start-up, and every
 * call goes through the SSRF guard of ./safe-fetch.ts (the LLM endpoint excepted: the operator
 * chose it, so it is the only URL that client can reach).
 */
import type { Config } from "../config.ts";
import type { ScrapeConfig } from "../domain/enrich/scrape.ts";
import { FetchRefused, type Outbound, type PageFetcher, type WebhookSender } from "../domain/outbound.ts";
import { MxChecker } from "./mx.ts";
import { type FetchPolicy, safeFetch, safePost, vetTarget } from "./safe-fetch.ts";

export type OutboundConfig = Pick<
  Config,
  "scrape" | "webhooks" | "llm" | "contactsMxCheck" | "contactsDnsServers"
>;

export function createOutbound(config: OutboundConfig): Outbound {
  return {
    scrape: pageFetcher(scrapePolicy(config.scrape)),
    webhooks: createWebhookSender(config.webhooks),
    mx: config.contactsMxCheck ? new MxChecker(config.contactsDnsServers) : null,
    llm: llmFetch(config.llm.url),
  };
}

/**
 * Scrape: the allow-list (SCRAPE_ALLOWED_HOSTS), plus the upstream's own host when
 * SCRAPE_UPSTREAM_URL is set; up to 3 redirects, each hop checked again.
 */
export function scrapePolicy(scrape: ScrapeConfig): FetchPolicy {
  const upstream = scrape.upstreamUrl ? [new URL(scrape.upstreamUrl.replace("{url}", "x")).hostname] : [];
  return {
    allowedHosts: [...upstream, ...scrape.allowedHosts],
    allowLoopback: scrape.allowLoopback,
    timeoutMs: scrape.timeoutMs,
    maxBytes: scrape.maxBytes,
    maxRedirects: 3,
  };
}

/** Webhooks: any public host; loopback only when the operator allows it; no redirects. */
export function webhookPolicy(options: { allowLoopback: boolean; timeoutMs: number }): FetchPolicy {
  return {
    allowedHosts: ["*"],
    allowLoopback: options.allowLoopback,
    timeoutMs: options.timeoutMs,
    maxBytes: 64 * 1024,
    maxRedirects: 0,
  };
}

export function pageFetcher(policy: FetchPolicy): PageFetcher {
  return {
    vet: async (url) => {
      await vetTarget(url, policy);
    },
    get: (url, accept) => safeFetch(url, policy, accept),
  };
}

export function createWebhookSender(options: { allowLoopback: boolean; timeoutMs: number }): WebhookSender {
  const policy = webhookPolicy(options);
  return {
    vet: async (url) => {
      await vetTarget(url, policy);
    },
    post: (url, headers, body) => safePost(url, policy, headers, body),
  };
}

/** Fetch for the LLM planner's client: LLM_URL only, redirects refused. */
function llmFetch(allowed: string | null): typeof fetch {
  const guarded = (input: string | URL | Request, init?: RequestInit) => {
    const target = input instanceof Request ? input.url : String(input);
    if (allowed === null || target !== allowed)
      return Promise.reject(new FetchRefused("only the configured LLM_URL is reachable", true));
    return fetch(input, { ...init, redirect: "error" });
  };
  return Object.assign(guarded, { preconnect: fetch.preconnect });
}
