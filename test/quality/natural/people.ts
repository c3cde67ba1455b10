/**
 * People for the natural-phrasing evaluation: the independent generator's people (../independent/,
 * same seed, same records), each extended from a separate random stream with the latent facts
 * natural queries ask about — current and past employers with their industries, exact months of
 * experience, a move to one of more cities, occupations outside the families, titles of a family
 * that do not carry its usual name, more leader roles, founders' backgrounds, activities said only
 * in sentences (headline, summary), certifications, remote work — and then written again the way
 * an export writes them. The independent generator itself is untouched, so its query set judges
 * exactly what it judged before. The labeller (./queries-*.ts) reads the latent facts only.
 */
import { type Generated, generate, type Latent, rng } from "../independent/people.ts";
import { IC_TITLES } from "../independent/roles.ts";
import {
  ACTIVITIES,
  type Activity,
  CERTIFICATIONS,
  type Certification,
  DOMAIN_WORDS,
  FILLER,
  FOUNDER_STORIES,
  FOUNDER_TITLES,
  LEADER_PAST_TITLES,
  LEVEL_WORDS,
  MOBILE_TITLES,
  MORE_LEADERS,
  OCCUPATIONS,
  type Occupation,
  type Platform,
  REMOTE_WORDS,
  VARIANT_TITLES,
} from "./work.ts";
import {
  EMPLOYER_BY_ID,
  EMPLOYERS,
  type Employer,
  INDUSTRY_SPELLINGS,
  type Industry,
  NEW_CITIES,
  NEW_COUNTRIES,
  OFFICE_SHARE,
} from "./world.ts";

type Rng = ReturnType<typeof rng>;

export interface NaturalLatent extends Latent {
  /** For people of family "other" outside leadership: what they do. */
  occupation: Occupation | null;
  platform: Platform | null;
  /** The current title is one of the family's titles that do not carry its usual name. */
  variantTitle: boolean;
  /** A founder who is also the CEO. */
  ceo: boolean;
  /** A founder's background (null for everyone else). */
  technical: boolean | null;
  employer: string;
  industry: Industry;
  /** Earlier employers, most recent first. */
  past: { employer: string; industry: Industry }[];
  /** Months of experience when the data was generated (never within a month of a whole year). */
  months: number;
  activities: Activity[];
  certifications: Certification[];
  remote: boolean;
}

export interface NaturalPerson {
  record: Record<string, unknown>;
  latent: NaturalLatent;
}
export interface NaturalData {
  people: NaturalPerson[];
  /** Company records (the company import format), imported before the people. */
  companies: Record<string, unknown>[];
}

const OFFICE_FAMILIES = new Set(["software", "mobile", "devops", "data_eng", "ml", "qa", "security"]);
OFFICE_FAMILIES.add("data_science").add("data_analysis").add("product").add("design").add("recruiting");

function typo(r: Rng, s: string): string {
  if (s.length < 5) return s;
  const i = 1 + Math.floor(r.next() * (s.length - 3));
  return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
}

function levelled(r: Rng, seniority: Latent["seniority"], stem: string): string {
  const words = LEVEL_WORDS[seniority];
  return words ? `${r.pick(words)} ${stem}` : stem;
}

/** An employer for someone doing `occupation` (office work when null), not one of `exclude`. */
function employerFor(r: Rng, occupation: Occupation | null, exclude: Set<string>): Employer {
  const industry = occupation ? OCCUPATIONS[occupation][1] : null;
  const pool = EMPLOYERS.filter((e) => !exclude.has(e.id) && (industry === null || e.industry === industry));
  const from = pool.length ? pool : EMPLOYERS.filter((e) => !exclude.has(e.id));
  return r.weighted(from.map((e) => [e, industry ? e.weight : e.weight * OFFICE_SHARE[e.industry]]));
}

function relocate(r: Rng, record: Record<string, unknown>, latent: NaturalLatent) {
  const id = r.weighted(Object.entries(NEW_CITIES).map(([c, [, w]]) => [c, w]));
  const [iso2, , spellings] = NEW_CITIES[id] as [string, number, string[]];
  const city = r.pick(spellings);
  const country = r.pick(NEW_COUNTRIES[iso2] ?? [iso2]);
  if (typeof record.location === "string") record.location = `${city}, ${country}`;
  else {
    record.location_city = city;
    record.location_country = country;
    if ("location_country_iso2" in record) record.location_country_iso2 = iso2;
  }
  latent.city = id;
  latent.country = iso2;
  latent.typos = latent.typos.filter((t) => t !== "city");
}

const month = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

/** Titles: the current one and the earlier ones (most recent first), rewritten where the role changed. */
function titles(
  r: Rng,
  l: NaturalLatent,
  base: Record<string, unknown>[],
): [string, (older: boolean) => string] {
  let current = String(base[0]?.position_title ?? "");
  const basePast = String(base[1]?.position_title ?? "");
  const retitle = (t: string) => {
    l.typos = l.typos.filter((x) => x !== "title");
    if (!r.chance(0.03)) return t;
    l.typos.push("title");
    return typo(r, t);
  };
  const stems = (IC_TITLES as Record<string, [number, Record<string, string[]>]>)[l.family]?.[1];
  const stem = () => r.pick(stems?.[l.specialty] ?? stems?.general ?? [basePast]);
  if (l.leads === "founder") {
    l.ceo = r.chance(0.6);
    l.technical = r.chance(0.5);
    current = retitle(r.pick(l.ceo ? FOUNDER_TITLES.ceo : FOUNDER_TITLES.plain));
    const past = LEADER_PAST_TITLES[l.technical ? "technical" : "nontechnical"] ?? [];
    return [current, () => r.pick(past)];
  }
  if (l.leads !== null) {
    if (r.chance(0.35)) {
      const [leads, seniority, written] = r.pick(MORE_LEADERS);
      l.leads = leads;
      l.seniority = seniority;
      current = retitle(r.pick(written));
    }
    const past = LEADER_PAST_TITLES[l.leads] ?? [];
    return [current, () => r.pick(past)];
  }
  if (l.family === "other") {
    const occupation = r.weighted(Object.entries(OCCUPATIONS).map(([o, [w]]) => [o as Occupation, w]));
    l.occupation = occupation;
    const written = OCCUPATIONS[occupation][2];
    current = retitle(levelled(r, l.seniority, r.pick(written)));
    return [current, () => r.pick(written)];
  }
  if (l.family === "mobile") {
    const platform = r.weighted<Platform>([
      ["ios", 4],
      ["android", 4],
      ["both", 2],
    ]);
    l.platform = platform;
    l.variantTitle = r.chance(0.25);
    const [usual, other] = MOBILE_TITLES[platform];
    current = retitle(levelled(r, l.seniority, r.pick(l.variantTitle ? other : usual)));
    return [current, () => r.pick(usual)];
  }
  const variant = VARIANT_TITLES[l.family];
  if (variant && r.chance(variant[0])) {
    l.variantTitle = true;
    current = retitle(levelled(r, l.seniority, r.pick(variant[1])));
  }
  return [current, (older) => (older || !basePast ? stem() : basePast)];
}

function activities(r: Rng, l: NaturalLatent): Activity[] {
  const out = new Set<Activity>();
  const f = l.leads === null ? l.family : null;
  const industry = l.industry;
  if ((l.platform === "android" || l.platform === "both") && r.chance(0.6)) out.add("android_apps");
  if ((l.platform === "ios" || l.platform === "both") && r.chance(0.6)) out.add("ios_apps");
  if (f === "devops" && r.chance(0.5)) out.add("k8s_clusters");
  if (((f === "software" && l.specialty === "backend") || f === "security") && r.chance(0.1))
    out.add("k8s_clusters");
  if (l.occupation === "underwriter") out.add("underwriting");
  if (l.occupation === "claims") out.add("claims");
  if (l.occupation === "portfolio_manager" && r.chance(0.7)) out.add("portfolios");
  if (l.occupation === "nurse" && r.chance(0.6)) out.add("patient_care");
  if (l.occupation === "teacher" && r.chance(0.6)) out.add("teaching");
  if ((f === "software" || f === "data_eng" || f === "product") && industry === "fintech" && r.chance(0.4))
    out.add("payments");
  if ((f === "software" || f === "design" || f === "qa") && industry === "gaming" && r.chance(0.5))
    out.add("games");
  if (
    (f === "data_science" || f === "ml") &&
    ["fintech", "banking", "insurance"].includes(industry) &&
    r.chance(0.5)
  )
    out.add("fraud");
  if (f === "recruiting" && r.chance(0.5)) out.add("hiring");
  return [...out];
}

function certifications(r: Rng, l: NaturalLatent): Certification[] {
  const f = l.leads === null ? l.family : null;
  const out: Certification[] = [];
  if (
    l.occupation === "portfolio_manager"
      ? r.chance(0.6)
      : l.occupation === "investment_analyst" && r.chance(0.5)
  )
    out.push("cfa");
  if (f === "accounting" && r.chance(0.3)) out.push("cpa");
  if (f === "security" && r.chance(0.3)) out.push("cissp");
  if (f === "devops" && r.chance(0.3)) out.push("aws");
  return out;
}

function extend(r: Rng, base: Generated, now: number): NaturalPerson {
  const record: Record<string, unknown> = { ...base.record };
  const l: NaturalLatent = {
    ...base.latent,
    typos: [...base.latent.typos],
    occupation: null,
    platform: null,
    variantTitle: false,
    ceo: false,
    technical: null,
    employer: "",
    industry: "saas",
    past: [],
    months: base.latent.years * 12 + 2 + Math.floor(r.next() * 9),
    activities: [],
    certifications: [],
    remote: false,
  };
  const [current, pastTitle] = titles(r, l, record.experience as Record<string, unknown>[]);
  if (l.city !== null && r.chance(0.3)) relocate(r, record, l);

  const employer = employerFor(r, l.occupation, new Set());
  l.employer = employer.id;
  l.industry = employer.industry;
  const pastCount = l.years > 3 ? (l.years >= 8 && r.chance(0.6) ? 2 : 1) : 0;
  const seen = new Set([employer.id]);
  for (let k = 0; k < pastCount; k++) {
    const e = employerFor(r, l.occupation, seen);
    seen.add(e.id);
    l.past.push({ employer: e.id, industry: e.industry });
  }
  // Jobs in time order: the earliest past job starts when the career does; the current one ends never.
  const start = now - l.months;
  const jobs = [...l.past.map((p) => p.employer).reverse(), employer.id];
  const experience = jobs
    .map((id, k) => {
      const e = EMPLOYER_BY_ID.get(id) as Employer;
      const from = start + Math.floor((l.months * k) / jobs.length);
      const to = k === jobs.length - 1 ? null : start + Math.floor((l.months * (k + 1)) / jobs.length);
      return {
        position_title: to === null ? current : pastTitle(k < jobs.length - 2),
        company_name: e.name,
        ...(r.chance(0.7) ? { company_industry: r.pick(INDUSTRY_SPELLINGS[e.industry]) } : {}),
        date_from: month(from),
        date_to: to === null ? null : month(to),
      };
    })
    .reverse();
  record.experience = experience;

  l.activities = activities(r, l);
  l.certifications = certifications(r, l);
  l.remote = l.leads === null && OFFICE_FAMILIES.has(l.family) && r.chance(0.12);
  record.certifications = l.certifications.map((c) => ({
    title: r.pick(CERTIFICATIONS[c][1]),
    issuer: CERTIFICATIONS[c][0],
  }));

  // Every activity is written somewhere: the headline takes at most one, the summary the rest.
  const phrases = l.activities.map((a) =>
    r.pick(ACTIVITIES[a]).replace("{domain}", DOMAIN_WORDS[l.industry] ?? "our platform"),
  );
  const style = r.weighted([
    ["title_at", 5],
    ["title_activity", phrases.length ? 3 : 0],
    ["activity", phrases.length ? 1 : 0],
    ["empty", 1],
  ] as const);
  let headline =
    style === "title_at"
      ? `${current}${r.pick([" at ", " @ ", " | "])}${employer.name}`
      : style === "title_activity"
        ? `${current} | ${phrases.shift()}`
        : style === "activity"
          ? `${phrases.shift()}`
          : "";
  if (headline && l.certifications.includes("cfa") && r.chance(0.4)) headline += ", CFA";
  const sentences = phrases.map((p) => `${p}.`);
  if (l.remote) {
    if (headline && r.chance(0.5)) headline += r.pick(REMOTE_WORDS.headline);
    else sentences.push(r.pick(REMOTE_WORDS.summary));
  }
  if (l.technical !== null && r.chance(0.8))
    sentences.push(r.pick(l.technical ? FOUNDER_STORIES.technical : FOUNDER_STORIES.nontechnical));
  if (r.chance(sentences.length ? 0.4 : 0.3)) sentences.push(r.pick(FILLER));
  record.headline = headline;
  if (sentences.length) record.summary = sentences.join(" ");
  return { record, latent: l };
}

/** `count` people from `seed` (the independent generator's people for that seed, extended). */
export function generateNatural(count: number, seed: number, now = new Date()): NaturalData {
  const r = rng((Math.imul(seed, 0x9e3779b1) ^ 0x6e617475) >>> 0);
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const people = generate(count, seed).map((g) => extend(r, g, nowIndex));
  const companies = EMPLOYERS.map((e) => ({
    company_name: e.name,
    pnet_industry: INDUSTRY_SPELLINGS[e.industry][0],
    hq_country: e.hq,
    pnet_company_description: e.about,
    company_website: `https://www.${e.id}.example`,
  }));
  return { people, companies };
}
