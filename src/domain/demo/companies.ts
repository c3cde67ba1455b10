/** Fictional demo companies: names, industry, size, HQ in a real city, domain, email pattern. */
import type { Company } from "../model.ts";
import { COMPANY_PARTS, COUNTRY_BY_ISO2, type GazetteerCity, type Industry } from "../vocab/index.ts";
import { DEMO_COMPANY_HOST, DEMO_EMAIL_SUFFIX } from "./hosts.ts";
import { slug } from "./names.ts";
import { mix, Rng, WeightedPicker } from "./rng.ts";

export interface DemoCompany extends Company {
  industryRef: Industry;
}

const COMPANY_TYPES = [
  "Privately Held",
  "Privately Held",
  "Privately Held",
  "Public Company",
  "Partnership",
  "Nonprofit",
];

function titleCase(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function generateCompanies(
  seed: number,
  count: number,
  cityPicker: WeightedPicker<GazetteerCity>,
  referenceYear: number,
): DemoCompany[] {
  const out: DemoCompany[] = [];
  const usedNames = new Set<string>();
  const sizes = new WeightedPicker(COMPANY_PARTS.size_ranges, ([lo]) => 1 / Math.sqrt(lo));
  for (let i = 0; i < count; i++) {
    const rng = new Rng(mix(seed, i, 0xc0));
    const industry = rng.pick(COMPANY_PARTS.industries);
    const base = uniqueName(rng, industry, usedNames, i);
    const city = cityPicker.pick(rng);
    out.push(demoCompany(rng, { id: i + 1, base, industry, city, sizes, referenceYear }));
  }
  return out;
}

/** A name no earlier company has: prefix and suffix, maybe an industry word; numbered as a last resort. */
function uniqueName(rng: Rng, industry: Industry, usedNames: Set<string>, i: number): string {
  let base = "";
  for (let attempt = 0; attempt < 20; attempt++) {
    const word = `${rng.pick(COMPANY_PARTS.name_prefixes)}${rng.pick(COMPANY_PARTS.name_suffixes)}`;
    base = rng.chance(0.55) ? `${word} ${rng.pick(industry.words)}` : word;
    if (attempt > 10) base = `${base} ${rng.pick(COMPANY_PARTS.name_prefixes)}`;
    if (!usedNames.has(base)) break;
  }
  if (usedNames.has(base)) base = `${base} ${i}`;
  usedNames.add(base);
  return base;
}

interface CompanyStart {
  id: number;
  /** The name without a legal suffix: the domain and the URLs are made from it. */
  base: string;
  industry: Industry;
  city: GazetteerCity;
  sizes: WeightedPicker<[number, number]>;
  referenceYear: number;
}

/** The rest of a company, drawn in a fixed order after its name and city. */
function demoCompany(rng: Rng, start: CompanyStart): DemoCompany {
  const { base, industry, city, referenceYear } = start;
  const country = COUNTRY_BY_ISO2.get(city.country_iso2);
  const legal = COMPANY_PARTS.legal_suffixes[city.country_iso2] ?? ["Inc."];
  const name = rng.chance(0.35) ? `${base} ${rng.pick(legal)}` : base;
  const [lo, hi] = start.sizes.pick(rng);
  const employees = rng.int(lo, hi);
  const founded = Math.min(referenceYear - 1, 2024 - Math.floor(rng.next() ** 1.8 * 70));
  const type = employees > 5000 && rng.chance(0.6) ? "Public Company" : rng.pick(COMPANY_TYPES);
  const domainSlug = slug(base, "");
  const domain = `${domainSlug}.${DEMO_EMAIL_SUFFIX}`;
  const companySlug = slug(base);
  const keywords = rng.sample(industry.keywords, rng.int(2, 4));
  const funded = type === "Privately Held" && founded > 2005 && rng.chance(0.6);
  const fundingYear = funded ? rng.int(Math.max(founded + 1, referenceYear - 6), referenceYear - 1) : null;
  const hq = headquarters(rng, city);
  return {
    id: start.id,
    name,
    type,
    website: `https://www.${domain}`,
    website_domain: domain,
    pnet_url: `https://www.${DEMO_COMPANY_HOST}/company/${companySlug}`,
    logo_url: `https://media.${DEMO_COMPANY_HOST}/logos/${companySlug}.png`,
    description: `${name} is a ${industry.name.toLowerCase()} company headquartered in ${city.name}, ${country?.name ?? city.country_iso2}, founded in ${founded}. It focuses on ${keywords.join(", ")}${employees > 1000 ? ` and employs more than ${Math.floor(employees / 1000) * 1000} people` : ""}.`,
    industry: industry.name,
    specialities: keywords.map(titleCase),
    categories_and_keywords: keywords,
    thirdparty_category: industry.name,
    founded_year: founded,
    employees_count: employees,
    size_range: `${lo}-${hi}`,
    followers_count: Math.round(employees * (2 + rng.next() * 30)),
    social_a_url: `https://social-a.example/${companySlug}`,
    social_b_url: `https://social-b.example/${companySlug}`,
    hq,
    annual_revenue: Math.round(employees * rng.int(80, 400)) * 1000,
    annual_revenue_currency: "USD",
    employees_count_change_yearly_percentage: Math.round((rng.next() * 50 - 10) * 10) / 10,
    last_funding_round_date: fundingYear
      ? `${fundingYear}-${String(rng.int(1, 12)).padStart(2, "0")}-01`
      : null,
    last_funding_round_amount_raised: fundingYear ? rng.int(1, 120) * 1_000_000 : null,
    stock_tickers:
      type === "Public Company"
        ? [
            {
              exchange: rng.pick(["NASDAQ", "NYSE", "LSE", "XETRA"]),
              ticker: domainSlug.slice(0, 4).toUpperCase(),
            },
          ]
        : [],
    is_b2b: rng.chance(industry.b2b),
    email_pattern: rng.pick(COMPANY_PARTS.email_patterns),
    updated_at: `${referenceYear}-01-15T00:00:00.000Z`,
    industryRef: industry,
  };
}

/** The head office: a street address in the company's city. */
function headquarters(rng: Rng, city: GazetteerCity): DemoCompany["hq"] {
  const country = COUNTRY_BY_ISO2.get(city.country_iso2);
  const street = `${rng.int(1, 999)} ${rng.pick(["Market", "Main", "King", "Harbour", "Station", "Park", "Bridge", "Mill"])} ${rng.pick(["Street", "Avenue", "Road", "Square"])}`;
  const zipcode = String(rng.int(10000, 99999));
  return {
    full_address: `${street}, ${city.name}, ${city.state} ${zipcode}, ${country?.name ?? city.country_iso2}`,
    country: country?.name ?? null,
    country_iso2: city.country_iso2,
    country_iso3: country?.iso3 ?? null,
    regions: country?.regions ?? [],
    city: city.name,
    state: city.state,
    street,
    zipcode,
  };
}

/** The canonical company without the generator's working fields. */
export function toCompany(c: DemoCompany): Company {
  const { industryRef: _industry, ...company } = c;
  return company;
}
