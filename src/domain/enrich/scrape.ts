/**
 * GET /api/enrich/scrape: a live profile, fetched from an upstream and stored (the stored profile
 * becomes fresher). Two ways, by configuration:
 * - `SCRAPE_UPSTREAM_URL`, a URL template with `{url}` (the profile URL, encoded) answering JSON:
 *   the modern person record or the import format's provider aliases (docs/import.md);
 * - direct: the public profile page itself (its host on `SCRAPE_ALLOWED_HOSTS`), read for a
 *   schema.org `Person` in JSON-LD and OpenGraph tags.
 * Every fetch goes through the outbound port's scrape fetcher (the SSRF guard is in src/net).
 * Answer: the scrape record, i.e. the modern record as now stored plus `source` and `scraped_at`.
 * 2 credits, only on success; nothing is charged when scraping is not configured, the upstream
 * fails or the profile is not there.
 */
import { parse as parseHtml } from "node-html-parser";
import { ApiError } from "../../errors.ts";
import { chargeOrRefuse, requireBalance } from "../billing/auth.ts";
import { COSTS } from "../billing/costs.ts";
import { urlKey } from "../keys.ts";
import type { Person, Post } from "../model.ts";
import { FetchFailed, FetchRefused, hostAllowed, type PageFetcher } from "../outbound.ts";
import { InvalidRecord, normalizePersonInput } from "../person.ts";
import { identifier } from "../privacy/identifiers.ts";
import type { ApiKeyRecord, Storage } from "../storage/index.ts";

export interface ScrapeConfig {
  /** URL template with {url}; null = fetch the profile page itself (allowed hosts only). */
  upstreamUrl: string | null;
  allowedHosts: string[];
  /**
   * The network's own profile hosts (exact names or `*.domain`): the only hosts a scrape may
   * write a stored profile for. Profile identity is the URL path, so any other host could
   * otherwise overwrite a stored profile.
   */
  networkHosts: string[];
  /** Test and local development only: loopback addresses may be fetched. */
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
}

type Raw = Record<string, unknown>;

/** Stored posts in the hosted scrape record (newest first). */
const SCRAPE_POSTS = 20;

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
const nameOf = (v: unknown): string | null =>
  text(v) ?? (v && typeof v === "object" && !Array.isArray(v) ? text((v as Raw).name) : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** schema.org Person (JSON-LD) and OpenGraph tags of a profile page -> a partial modern record. */
export function parseProfilePage(html: string): Raw | null {
  const root = parseHtml(html);
  let person: Raw | null = null;
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    let doc: unknown;
    try {
      doc = JSON.parse(script.text);
    } catch {
      continue;
    }
    const candidates = list(doc).flatMap((d) =>
      d && typeof d === "object" ? [d as Raw, ...(list((d as Raw)["@graph"]) as Raw[])] : [],
    );
    person =
      candidates.find((c) => list(c["@type"]).includes("Person")) ??
      candidates
        .map((c) => c.mainEntity as Raw | undefined)
        .find((m) => m && list(m["@type"]).includes("Person")) ??
      null;
    if (person) break;
  }
  const og = (property: string) =>
    text(root.querySelector(`meta[property="${property}"]`)?.getAttribute("content") ?? null);
  const out: Raw = {};
  if (person) {
    out.name =
      text(person.name) ?? [text(person.givenName), text(person.familyName)].filter(Boolean).join(" ");
    out.first_name = text(person.givenName);
    out.last_name = text(person.familyName);
    const title = text(person.jobTitle) ?? text(list(person.jobTitle)[0]);
    const employer = nameOf(list(person.worksFor)[0]);
    out.headline = title && employer ? `${title} at ${employer}` : (title ?? null);
    out.summary = text(person.description);
    out.picture_url =
      text(person.image) ?? nameOf(person.image) ?? text((person.image as Raw | undefined)?.url);
    const address = (list(person.address)[0] ?? {}) as Raw;
    out.location_city = text(address.addressLocality);
    out.location_state = text(address.addressRegion);
    out.location_country = nameOf(address.addressCountry);
    if (title || employer)
      out.experience = [{ position_title: title, company_name: employer, active_experience: 1 }];
    const schools = list(person.alumniOf).map(nameOf).filter(Boolean);
    if (schools.length) out.education = schools.map((institution_name) => ({ institution_name }));
  }
  out.name ||= og("og:title")?.replace(/\s*[|–-].*$/, "") ?? null;
  out.headline ??= og("og:description");
  out.picture_url ??= og("og:image");
  return out.name ? out : null;
}

/** Fields derived from others: recomputed from the merged record when what they derive from changed. */
const DERIVED_NAME = [
  "name",
  "full_name",
  "first_name",
  "middle_name",
  "last_name",
  "first_name_initial",
  "middle_name_initial",
  "last_name_initial",
];
const DERIVED_LOCATION = [
  "location",
  "location_full",
  "location_city",
  "location_state",
  "location_country",
  "location_country_iso2",
  "location_country_iso3",
  "location_regions",
];
const DERIVED_ROLE = [
  "active_experience_company_id",
  "active_experience_title",
  "active_experience_description",
  "active_experience_department",
  "active_experience_management_level",
];

const given = (v: unknown) =>
  !(v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0));

/** The role a page names, when it is not the stored current role: it becomes the current one. */
function newCurrentRole(stored: Person, found: Raw): Raw | null {
  const role = (found.experience as Raw[] | undefined)?.[0];
  if (!role) return null;
  const same = (a: unknown, b: unknown) =>
    String(a ?? "")
      .trim()
      .toLowerCase() ===
    String(b ?? "")
      .trim()
      .toLowerCase();
  const current = stored.experience.filter((e) => e.active_experience === 1);
  if (
    current.some(
      (e) => same(e.position_title, role.position_title) && same(e.company_name, role.company_name),
    )
  )
    return null;
  return role;
}

/** The stored record with what the scrape found laid over it (empty findings change nothing). */
function merge(stored: Person | null, found: Raw, url: string, now: Date): Raw {
  const base: Raw = stored ? { ...stored } : {};
  // What derives from a changed value is dropped, so that normalizing the merged record derives
  // it again: a new name renames full_name and the initials, a new place every location field.
  if (stored && ["name", "full_name", "first_name", "last_name"].some((k) => given(found[k])))
    for (const k of DERIVED_NAME) if (!given(found[k])) base[k] = null;
  if (stored && DERIVED_LOCATION.some((k) => given(found[k])))
    for (const k of DERIVED_LOCATION) if (!given(found[k])) base[k] = null;
  for (const [k, v] of Object.entries(found)) {
    if (!given(v)) continue;
    // A page knows one current role: keep a stored career rather than replace it with that.
    if ((k === "experience" || k === "education") && stored && (stored[k] as unknown[]).length > 0) continue;
    base[k] = v;
  }
  const role = stored && stored.experience.length > 0 ? newCurrentRole(stored, found) : null;
  if (stored && role) {
    // The career stays; the role the page names becomes the current one and the old current
    // roles end this month.
    const ended = stored.experience.map((e) =>
      e.active_experience === 1
        ? {
            ...e,
            active_experience: 0,
            date_to_year: now.getUTCFullYear(),
            date_to_month: now.getUTCMonth() + 1,
          }
        : e,
    );
    // Order in profile is derived again from the new order.
    base.experience = [{ ...role, active_experience: 1 }, ...ended].map((e) => ({
      ...e,
      order_in_profile: null,
    }));
    for (const k of DERIVED_ROLE) base[k] = null;
  }
  base.pnet_url = stored?.pnet_url ?? url;
  if (stored) base.id = stored.id;
  return base;
}

/** A scraped and stored profile, as canonical records; the route writes the wire shape. */
export interface Scraped {
  person: Person;
  /** The person's latest posts (the hosted shape shows them). */
  posts: Post[];
  source: "page" | "upstream";
  scrapedAt: Date;
}

const notServable = () =>
  new ApiError("NOT_FOUND", "No profile can be served for this URL; nothing was charged");

export async function scrapeProfile(
  storage: Storage,
  key: ApiKeyRecord,
  input: { pnetUrl: string | undefined; requestId: string; now: Date },
  config: ScrapeConfig,
  pages: PageFetcher,
): Promise<Scraped> {
  // The input first: a URL that is not a profile is a 400 whatever the configuration.
  const { pnetUrl, withScheme } = scrapeTarget(input.pnetUrl, config);
  // A person erased on request is not fetched again, let alone stored (docs/privacy.md). The
  // answer is the same as for any profile that cannot be served: nothing says why.
  const subject = identifier("url", pnetUrl);
  if (subject && (await storage.privacy.suppressed([subject.hash])).size > 0) throw notServable();
  const direct = config.upstreamUrl === null;
  if (direct && config.allowedHosts.length === 0)
    throw new ApiError(
      "UNAVAILABLE",
      "Live scraping is not configured on this server (set SCRAPE_UPSTREAM_URL or SCRAPE_ALLOWED_HOSTS); nothing was charged",
    );
  requireBalance(key, "scrape");
  const body = await fetchProfile(pnetUrl, withScheme, config, pages);
  const found = direct ? parseProfilePage(body) : upstreamRecord(body);
  if (!found)
    throw new ApiError(
      "UNAVAILABLE",
      "The scrape upstream answered with something that is not a profile; nothing was charged",
    );
  await storeScraped(storage, pnetUrl, found, input.now);
  await chargeOrRefuse(storage, key, COSTS.scrape.perRequest, {
    operation: "scrape",
    requestId: input.requestId,
  });
  const person = (await storage.people.getByUrl(pnetUrl)) as Person;
  return {
    person,
    posts: await storage.posts.byAuthor(person.id, SCRAPE_POSTS),
    source: direct ? "page" : "upstream",
    scrapedAt: input.now,
  };
}

/** The profile URL asked for, checked: http(s), a profile path, on the network's own hosts. */
function scrapeTarget(
  given: string | undefined,
  config: ScrapeConfig,
): { pnetUrl: string; withScheme: string } {
  const pnetUrl = given?.trim() ?? "";
  if (pnetUrl === "") throw new ApiError("BAD_REQUEST", "pnet_url is required");
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(pnetUrl) ? pnetUrl : `https://${pnetUrl}`;
  let host: string;
  try {
    const parsed = new URL(withScheme);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("scheme");
    host = parsed.hostname.replace(/^\[|\]$/g, "");
  } catch {
    throw new ApiError(
      "BAD_REQUEST",
      "pnet_url cannot be scraped: only http and https profile URLs are accepted",
    );
  }
  if (urlKey(pnetUrl) === null) throw new ApiError("BAD_REQUEST", "pnet_url is not a profile URL");
  // Stored profiles are identified by their URL path: only the network's own hosts may write one,
  // or http://any-host/in/<slug> would overwrite the stored https://www.<network>/in/<slug>.
  if (!hostAllowed(host, config.networkHosts))
    throw new ApiError(
      "BAD_REQUEST",
      `pnet_url must be a profile on the network's own host (${config.networkHosts.join(", ")}), not ${host}`,
    );
  return { pnetUrl, withScheme };
}

/**
 * The body the upstream (or, direct, the profile page itself) answers for the URL, through
 * the scrape fetcher; 400 for a refused URL of the caller's own, 404 for a profile the upstream does not
 * have, 503 with Retry-After for an upstream that cannot be used.
 */
async function fetchProfile(
  pnetUrl: string,
  withScheme: string,
  config: ScrapeConfig,
  pages: PageFetcher,
): Promise<string> {
  const direct = config.upstreamUrl === null;
  const target = direct
    ? withScheme
    : (config.upstreamUrl as string).replace("{url}", encodeURIComponent(pnetUrl));
  let fetched: Awaited<ReturnType<PageFetcher["get"]>>;
  try {
    // The caller's own URL is vetted first, so a refused target is named as such.
    if (direct) await pages.vet(target);
    fetched = await pages.get(target, direct ? "text/html" : "application/json");
  } catch (error) {
    if (error instanceof FetchRefused) {
      if (direct && error.firstHop)
        throw new ApiError("BAD_REQUEST", `pnet_url cannot be scraped: ${error.message}`);
      throw new ApiError(
        "UNAVAILABLE",
        `The scrape upstream cannot be used: ${error.message}; nothing was charged`,
        {
          headers: { "Retry-After": "30" },
        },
      );
    }
    if (error instanceof FetchFailed)
      throw new ApiError(
        "UNAVAILABLE",
        `The scrape upstream is unreachable: ${error.message}; nothing was charged`,
        {
          headers: { "Retry-After": "30" },
        },
      );
    throw error;
  }
  if (fetched.status === 404 || fetched.status === 410)
    throw new ApiError("NOT_FOUND", "The profile was not found upstream; nothing was charged");
  if (fetched.status < 200 || fetched.status >= 300)
    throw new ApiError(
      "UNAVAILABLE",
      `The scrape upstream answered with status ${fetched.status}; nothing was charged`,
      {
        headers: { "Retry-After": "30" },
      },
    );
  return fetched.body;
}

/** The record of an upstream's JSON answer (the record itself, or under data or profile), or null. */
function upstreamRecord(body: string): Raw | null {
  try {
    const doc = JSON.parse(body) as unknown;
    const inner = doc && typeof doc === "object" ? ((doc as Raw).data ?? (doc as Raw).profile ?? doc) : null;
    const record = Array.isArray(inner) ? inner[0] : inner;
    return record && typeof record === "object" ? (record as Raw) : null;
  } catch {
    return null;
  }
}

/** What was found, laid over the stored profile, normalised and stored (contacts kept as stored). */
async function storeScraped(storage: Storage, pnetUrl: string, found: Raw, now: Date): Promise<void> {
  const stored = await storage.people.getByUrl(pnetUrl);
  const merged = merge(stored, found, pnetUrl, now);
  merged.checked_at = now.toISOString();
  merged.updated_at = now.toISOString();
  let write: ReturnType<typeof normalizePersonInput>;
  try {
    write = normalizePersonInput(merged, now);
  } catch (error) {
    if (error instanceof InvalidRecord)
      throw new ApiError(
        "UNAVAILABLE",
        `The scraped profile could not be read (${error.message}); nothing was charged`,
      );
    throw error;
  }
  // No contacts in the write: the repository keeps the stored ones (a public page has none).
  const outcome = await storage.people.upsert([write], { source: "scrape" });
  if (outcome.suppressed) throw notServable();
  if (outcome.rejected.length)
    throw new ApiError(
      "UNAVAILABLE",
      `The scraped profile could not be stored: ${outcome.rejected[0]?.reason}`,
    );
}
