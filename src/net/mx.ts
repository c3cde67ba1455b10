/**
 * Optional MX check of an inferred work email's domain (CONTACTS_MX_CHECK, off by default: it is
 * a network call). A domain with mail exchangers makes the address more likely; a domain that
 * positively has none (NXDOMAIN, no MX records) rules it out; a DNS failure decides nothing.
 * Answers are kept for an hour per domain. CONTACTS_DNS_SERVERS picks the resolvers.
 */
import { Resolver } from "node:dns/promises";
import type { MxLookup, MxVerdict } from "../domain/outbound.ts";

const TTL_MS = 3600_000;
const TIMEOUT_MS = 2000;

export class MxChecker implements MxLookup {
  private readonly resolver: Resolver;
  private readonly answers = new Map<string, { at: number; verdict: MxVerdict }>();

  constructor(servers: readonly string[] = []) {
    this.resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 1 });
    if (servers.length) this.resolver.setServers([...servers]);
  }

  async check(domain: string): Promise<MxVerdict> {
    const key = domain.toLowerCase();
    const cached = this.answers.get(key);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.verdict;
    let verdict: MxVerdict;
    try {
      const records = await this.resolver.resolveMx(key);
      verdict = records.length > 0 ? "has_mx" : "no_mx";
    } catch (error) {
      const code = (error as { code?: string }).code;
      verdict = code === "ENOTFOUND" || code === "ENODATA" ? "no_mx" : "unknown";
    }
    if (this.answers.size > 50_000) this.answers.clear();
    this.answers.set(key, { at: Date.now(), verdict });
    return verdict;
  }
}
