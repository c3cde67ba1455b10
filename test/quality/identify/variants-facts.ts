/**
 * Row builders for the classes that vary what is not the name: the company's legal form or domain,
 * a stale employer, a metro area or suburb or country instead of the city, a personal or a work
 * email, a phone written another way, the profile URL spelled another way.
 */
import { fold, type Rng } from "./names.ts";
import { domainOf, employerOf, type IdPerson, personalEmail } from "./people.ts";
import { PHONE_FORMATS, writePhone } from "./phones.ts";
import { ALL_CITIES, ALL_COUNTRIES, LEGAL_FORMS, METROS, TRAILING_FORM } from "./places.ts";
import { phoneKey } from "./truth.ts";
import { context, type Draft, draft, type Fields, writtenName } from "./write.ts";

/** The company with a legal form added or removed, in capitals, or as its web domain. */
export function legalSuffix(r: Rng, p: IdPerson): Draft {
  const e = employerOf(p.employer);
  const trailing = TRAILING_FORM.test(e.name);
  const form = r.weighted([
    ["removed", trailing ? 4 : 0],
    ["added", trailing ? 0 : 4],
    ["upper_case", 1],
    ["domain", 3],
  ] as const);
  const legal = r.pick(LEGAL_FORMS[e.hq] ?? ["Ltd."]);
  const added = trailing ? e.name : `${e.name}${legal.startsWith(",") ? "" : " "}${legal}`;
  const d = domainOf(e.id);
  const company =
    form === "removed"
      ? e.name.replace(TRAILING_FORM, "")
      : form === "added"
        ? added
        : form === "upper_case"
          ? added.toUpperCase()
          : r.pick([d, `www.${d}`, `https://www.${d}`, `http://${d}/`]);
  const extra = context(r, p, { company: 0, location: 0.5, title: 0.3, one: false });
  extra.fields.company = company;
  extra.claims.employer = p.employer;
  return draft(form, writtenName(r, p), extra);
}

/** A past employer given as the company (the CRM was not updated when they moved). */
export function staleEmployer(r: Rng, p: IdPerson): Draft | null {
  if (!p.past.length) return null;
  const k = Math.floor(r.next() * p.past.length);
  const employer = p.past[k] as string;
  const extra = context(r, p, { company: 0, location: 0.6, title: 0, one: false });
  extra.fields.company = employerOf(employer).name;
  extra.claims.employer = employer;
  const title = r.chance(0.5) ? p.pastTitles[k] : undefined;
  if (title) extra.fields.title = title;
  return draft(k === 0 ? "previous_employer" : "earlier_employer", writtenName(r, p), extra);
}

/** A suburb or the metro area's name instead of the city, or only the country. */
export function metro(r: Rng, p: IdPerson): Draft | null {
  if (!p.city || !p.country) return null;
  const areas = METROS[p.city];
  if (!areas) return null;
  const spellings = new Set((ALL_CITIES[p.city]?.[1] ?? []).map(fold));
  const metros = areas.metro.filter((x) => !spellings.has(fold(x)));
  const form = r.weighted([
    ["suburb", 4],
    ["metro_area", metros.length ? 4 : 0],
    ["country_only", 2],
  ] as const);
  const location =
    form === "suburb"
      ? r.pick(areas.suburbs)
      : form === "metro_area"
        ? r.pick(metros)
        : r.pick(ALL_COUNTRIES[p.country] ?? [p.country]);
  const extra = context(r, p, {
    company: form === "country_only" ? 0.85 : 0.6,
    location: 0,
    title: 0.3,
    one: false,
  });
  extra.fields.location = location;
  if (form === "country_only") extra.claims.country = p.country;
  else extra.claims.city = p.city;
  return draft(form, writtenName(r, p), extra);
}

/** The work email the profile holds, as stored or in other letter case. */
export function workEmail(r: Rng, p: IdPerson): Draft | null {
  if (!p.workEmail) return null;
  const [local = "", domain = ""] = p.workEmail.split("@");
  const cased = r.chance(0.35);
  const email = cased
    ? `${local.replace(/(^|[._])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase())}@${domain[0]?.toUpperCase()}${domain.slice(1)}`
    : p.workEmail;
  const extra = context(r, p, { company: 0.4, location: 0.3, title: 0.3, one: false });
  extra.fields.email = email;
  extra.claims.email = p.workEmail.toLowerCase();
  return draft(cased ? "mixed_case" : "as_stored", writtenName(r, p), extra);
}

/** A personal address the store never saw, with what else a CRM knows. */
export function personalEmailRow(r: Rng, p: IdPerson, taken: Set<string>): Draft {
  const extra = context(r, p, { company: 0.7, location: 0.6, title: 0.3 });
  extra.fields.email = personalEmail(r, p.name, taken);
  const detail = p.workEmail
    ? "store_has_work_email"
    : p.personalEmail
      ? "store_has_other_personal"
      : "store_has_no_email";
  return draft(detail, writtenName(r, p), extra);
}

/** The stored phone written in another format. */
export function phone(r: Rng, p: IdPerson): Draft | null {
  const key = phoneKey(p);
  if (!p.phone || !key) return null;
  const stored = p.phoneFormat ? writePhone(p.phone, p.phoneFormat) : null;
  const phoneNumber = p.phone;
  const options = PHONE_FORMATS.filter((f) => {
    const written = writePhone(phoneNumber, f);
    return written !== null && written !== stored;
  });
  const format = r.pick(options);
  // A number written without its country code comes with the place more often (a CRM in that country).
  const national = format === "national" || format === "national_brackets";
  const extra = context(r, p, { company: 0.3, location: national ? 0.8 : 0.4, title: 0, one: false });
  extra.fields.phone = writePhone(p.phone, format) ?? "";
  extra.claims.phone = key;
  return draft(format, writtenName(r, p), extra);
}

const SUBDOMAIN: Record<string, string> = { GB: "uk", US: "www", JP: "jp", IN: "in", BR: "br" };

const URL_SPELLINGS = [
  "http",
  "no_scheme",
  "no_www",
  "trailing_slash",
  "country_subdomain",
  "upper_case",
  "query",
  "percent_encoded",
] as const;
type UrlSpelling = (typeof URL_SPELLINGS)[number];

/** The profile URL spelled with `changes`. */
export function spellUrl(url: string, changes: UrlSpelling[], country: string | null): string {
  const m = /^https:\/\/www\.pnet\.com(\/in\/.+)$/.exec(url);
  if (!m) throw new Error(`unexpected profile URL ${url}`);
  let scheme = "https://";
  let host = "www.pnet.com";
  let path = m[1] as string;
  let tail = "";
  for (const c of changes) {
    if (c === "http") scheme = "http://";
    if (c === "no_scheme") scheme = "";
    if (c === "no_www") host = "pnet.com";
    if (c === "country_subdomain")
      host = `${SUBDOMAIN[country ?? ""] ?? (country ?? "de").toLowerCase()}.pnet.com`;
    if (c === "trailing_slash") tail = `/${tail}`;
    if (c === "query") tail += "?originalSubdomain=de";
    if (c === "percent_encoded") path = encodeURI(path);
  }
  const out = `${scheme}${host}${path}${tail}`;
  return changes.includes("upper_case") ? out.toUpperCase() : out;
}

/** The profile URL with one or two spelling changes, with or without the name. */
export function profileUrl(r: Rng, p: IdPerson): Draft {
  const unicode = /[^\p{ASCII}]/u.test(p.url);
  const pool = URL_SPELLINGS.filter((c) => c !== "percent_encoded" || unicode);
  const first = unicode && r.chance(0.6) ? "percent_encoded" : r.pick(pool);
  const changes: UrlSpelling[] = [first];
  if (r.chance(0.4)) {
    const second = r.pick(pool.filter((c) => c !== first && !(first === "http" && c === "no_scheme")));
    if (!(first === "no_scheme" && second === "http")) changes.push(second);
  }
  const withName = r.chance(0.6);
  const name = withName ? writtenName(r, p) : { fields: {} as Fields, claims: {} };
  const extra = {
    fields: { profile_url: spellUrl(p.url, changes, p.country) } as Fields,
    claims: { url: p.url },
  };
  return draft(changes.length === 1 ? first : "two_changes", name, extra);
}
