/**
 * Natural keys: how two spellings of the same profile URL, company name or contact compare equal.
 */
import { memoize } from "./memo.ts";

/**
 * Key of a profile or company URL: the path, lower case, without scheme, host, `www.`, query,
 * fragment or trailing slashes (`https://www.pnet.com/in/Jane-Doe/?x=1` -> `in/jane-doe`).
 * The host is left out so that a profile imported under the network's real host name and looked up
 * under another spelling is still found. Returns null for input that is not a URL with a path.
 */
export function urlKey(input: string): string | null {
  return profileUrl(input)?.key ?? null;
}

/** A URL's key (urlKey) and host (as domainOf gives it), from one parse. */
interface ParsedProfileUrl {
  key: string;
  domain: string | null;
}

/**
 * The last few URLs parsed, newest last. One person's profile URL is keyed four or five times as it
 * is imported (checked, made canonical, the row's key, the line's key, its identifier), each a WHATWG
 * URL parse; the same text in a row is parsed once. A handful, compared by value: bounded whatever
 * the data, and a hit is as exact as a parse (the function is pure).
 */
const recentUrls: [input: string, parsed: ParsedProfileUrl | null][] = [];
const RECENT_URLS = 8;

function profileUrl(input: string): ParsedProfileUrl | null {
  for (let i = recentUrls.length - 1; i >= 0; i--) {
    const entry = recentUrls[i] as [string, ParsedProfileUrl | null];
    if (entry[0] === input) return entry[1];
  }
  const parsed = parseProfileUrl(input);
  if (recentUrls.length >= RECENT_URLS) recentUrls.shift();
  recentUrls.push([input, parsed]);
  return parsed;
}

function parseProfileUrl(input: string): ParsedProfileUrl | null {
  let text = input.trim();
  if (text === "") return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `https://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // A host is a domain name or an IP literal (IPv6 ones are bracketed); "localhost" is not a profile's.
  if (!url.hostname.includes(".") && !url.hostname.startsWith("[")) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  path = path
    .replace(/\/+/g, "/")
    .replace(/^\/|\/$/g, "")
    .toLowerCase();
  // The old numeric form (`/profile/view?id=123`) names its person in the query: kept in the key.
  const id = path === "profile/view" ? url.searchParams.get("id")?.trim() : undefined;
  const key = id ? numericProfileKey(id) : path;
  if (key === "") return null;
  // domainOf's host, read from this parse (the same text, the same URL).
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  return { key, domain: host.includes(".") ? host : null };
}

/** The key of the network's numeric-id profile URL (`/profile/view?id=N`): a vendor's member id. */
export function numericProfileKey(id: string): string {
  return `profile/view?id=${id.toLowerCase()}`;
}

/** Whether a key is the numeric-id form (a vanity URL is preferred as the person's own). */
export function isNumericProfileKey(key: string): boolean {
  return key.startsWith("profile/view?id=");
}

/**
 * A profile URL in its one stored spelling (issue 44): https, the network's host with "www." in
 * place of a country or no prefix, and the key's path ("HTTP://UK.pnet.com/IN/Jane-Doe/" ->
 * "https://www.pnet.com/in/jane-doe"). Every spelling has the same key, so each still finds it.
 */
export function canonicalProfileUrl(input: string): string | null {
  const parsed = profileUrl(input);
  const key = parsed?.key ?? null;
  const domain = parsed?.domain ?? null;
  // An address, not a name (a test page, a private mirror): nothing to fold.
  if (key === null || domain === null || /^[\d.]+$|^\[/.test(domain)) return null;
  const host = /^[a-z]{2}\.[^.]+\.[^.]+$/.test(domain) ? domain.slice(3) : domain;
  const [path, query] = key.split("?");
  return `https://www.${host}/${encodeURI(path ?? "")}${query ? `?${query}` : ""}`;
}

/** Host of a URL or bare domain, lower case, without `www.`; null when there is none. */
export function domainOf(input: string | null | undefined): string | null {
  if (!input) return null;
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`;
  try {
    const host = new URL(text).hostname.toLowerCase().replace(/^www\./, "");
    return host.includes(".") ? host : null;
  } catch {
    return null;
  }
}

const LEGAL_SUFFIXES =
  /\b(inc|incorporated|llc|l\.l\.c|ltd|limited|plc|corp|corporation|co|company|gmbh|ag|sa|sas|s\.a|bv|b\.v|nv|ab|as|a\/s|aps|oy|srl|s\.r\.l|spa|s\.p\.a|sl|s\.l|pty|pte|pvt|kk|k\.k|ltda|lda|fz-llc|sp\. z o\.o|s\.r\.o|s\.a\. de c\.v)\.?$/i;

/** Key of a company name: lower case, no diacritics, legal suffixes and punctuation removed. */
export function companyNameKey(name: string): string {
  let text = name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[(),]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  for (let i = 0; i < 3; i++) {
    const next = text.replace(LEGAL_SUFFIXES, "").trim();
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N} ]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A company name as facet tokens write it: its key without spaces or punctuation. Memoized: a
 * person's every employer is written two or three times (past company, the month it ended), and
 * employers repeat across profiles (issue 43: a tenth of an import's facet tokens).
 */
export const companyNameToken = memoize((name: string) => companyNameKey(name).replace(/[^a-z0-9]/g, ""));

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** How many of a phone's last digits are its key (phoneKey). */
export const PHONE_KEY_DIGITS = 10;

/**
 * The last ten digits, so "+1 (415) 555-0101", "415 555 0101" and "14155550101" are one phone, and
 * so are "+44 7700 900123" and "07700 900123" (country code and trunk prefix dropped). Numbers from
 * two countries can share their last ten digits; a lookup then finds the higher-rated one.
 */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, "").slice(-PHONE_KEY_DIGITS);
}
