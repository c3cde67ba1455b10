/**
 * Company search (alternate variant): a natural-language company query -> criteria (industry,
 * place, size, founding year, funding, B2B/B2C, keywords) -> every company judged YES / MAYBE / NO
 * on each -> those whose mean (YES 1, MAYBE 0.5) reaches acceptance_threshold / 100, best first.
 * The people parser reads places and industries (one lexicon for both searches); sizes, years,
 * funding and B2B are read here first. Companies are few (one per 25 people in demo data), so every
 * company's projection is judged; the text index answers the keywords.
 */

import { ApiError } from "../../errors.ts";
import { chargeOrRefuse, requireBalance } from "../billing/auth.ts";
import { COSTS } from "../billing/costs.ts";
import { boundedInt, boundedNumber } from "../bounds.ts";
import type { Company } from "../model.ts";
import { CompanyLexicon } from "../query/company-names.ts";
import type { Verdict } from "../query/criteria.ts";
import { parseQuery } from "../query/parse.ts";
import { keyOf, saysNothing } from "../query/text.ts";
import { facet } from "../search/facets.ts";
import type { ApiKeyRecord, CompanyFacts, Storage } from "../storage/index.ts";
import { COUNTRY_BY_ISO2, GAZETTEER } from "../vocab/index.ts";
import { industryConcepts } from "../vocab/industries.ts";

export const COMPANY_SEARCH_MAX_LIMIT = 100;
const MAX_COMPANIES_JUDGED = 200_000;

interface CompanyCriterion {
  label: string;
  judge(c: CompanyFacts, textHits: Map<number, number>): Verdict;
}

export interface CompanyPlan {
  criteria: CompanyCriterion[];
  keywords: string[];
}

const range = (lo: number | null, hi: number | null, value: number | null): Verdict =>
  value === null ? "MAYBE" : (lo === null || value >= lo) && (hi === null || value <= hi) ? "YES" : "NO";

/** A query being read: each phrase understood becomes a criterion and leaves the text. */
class QueryText {
  text: string;
  readonly criteria: CompanyCriterion[] = [];
  constructor(query: string) {
    this.text = ` ${query} `;
  }
  take(re: RegExp, f: (m: RegExpExecArray) => void): void {
    const m = re.exec(this.text);
    if (!m) return;
    f(m);
    this.text = `${this.text.slice(0, m.index)} , ${this.text.slice(m.index + m[0].length)}`;
  }
}

export function planCompanyQuery(query: string, referenceYear: number): CompanyPlan {
  const q = new QueryText(query);
  readSize(q);
  readFounding(q, referenceYear);
  readFunding(q);
  readMarket(q);
  const keywords = readPlacesAndIndustries(q);
  const words = keywordsOf(keywords);
  if (words.length) q.criteria.push(aboutCriterion(words));
  return { criteria: q.criteria, keywords: words };
}

/** Size: a range, at least, fewer than, startups and small companies, enterprises. */
function readSize(q: QueryText): void {
  const { criteria } = q;
  const take = q.take.bind(q);
  take(/\b(\d[\d,]*)\s*(?:-|to)\s*(\d[\d,]*)\s+(?:employees|people|staff)\b/i, (m) => {
    const lo = Number(m[1]?.replace(/,/g, ""));
    const hi = Number(m[2]?.replace(/,/g, ""));
    criteria.push({ label: `${lo}-${hi} employees`, judge: (c) => range(lo, hi, c.employeesCount) });
  });
  take(/\b(more than|over|at least)?\s*(\d[\d,]*)\+?\s+(?:employees|people|staff)\b/i, (m) => {
    const lo = Number(m[2]?.replace(/,/g, "")) + (/more than|over/i.test(m[1] ?? "") ? 1 : 0);
    criteria.push({ label: `At least ${lo} employees`, judge: (c) => range(lo, null, c.employeesCount) });
  });
  take(/\b(?:fewer than|less than|under)\s+(\d[\d,]*)\s+(?:employees|people|staff)\b/i, (m) => {
    const hi = Number(m[1]?.replace(/,/g, "")) - 1;
    criteria.push({
      label: `Fewer than ${hi + 1} employees`,
      judge: (c) => range(null, hi, c.employeesCount),
    });
  });
  take(/\b(startups?|small companies|small businesses|smb)\b/i, () =>
    criteria.push({
      label: "Startup or small company (under 200 employees)",
      judge: (c) => range(null, 199, c.employeesCount),
    }),
  );
  take(/\b(enterprises?|large companies|corporations?|big companies)\b/i, () =>
    criteria.push({
      label: "Large company (1,000+ employees)",
      judge: (c) => range(1000, null, c.employeesCount),
    }),
  );
}

/** Founding year: after or since, before, in, the last N years. */
function readFounding(q: QueryText, referenceYear: number): void {
  const { criteria } = q;
  const take = q.take.bind(q);
  take(/\bfounded\s+(?:after|since)\s+(\d{4})\b/i, (m) => {
    const y = Number(m[1]) + (/after/i.test(m[0]) ? 1 : 0);
    criteria.push({ label: `Founded in ${y} or later`, judge: (c) => range(y, null, c.foundedYear) });
  });
  take(/\bfounded\s+before\s+(\d{4})\b/i, (m) => {
    const y = Number(m[1]) - 1;
    criteria.push({ label: `Founded in ${y} or earlier`, judge: (c) => range(null, y, c.foundedYear) });
  });
  take(/\bfounded\s+in\s+(\d{4})\b/i, (m) => {
    const y = Number(m[1]);
    criteria.push({ label: `Founded in ${y}`, judge: (c) => range(y, y, c.foundedYear) });
  });
  take(/\b(?:founded\s+in\s+the\s+)?last\s+(\d{1,2})\s+years\b/i, (m) => {
    const y = referenceYear - Number(m[1]);
    criteria.push({ label: `Founded in ${y} or later`, judge: (c) => range(y, null, c.foundedYear) });
  });
}

/** Funding. A company with no funding round on record is a NO, not a MAYBE. */
function readFunding(q: QueryText): void {
  const { criteria } = q;
  const take = q.take.bind(q);
  take(/\b(recently funded|venture[- ]backed|vc[- ]backed|funded|series [a-e]|seed[- ]stage|raised)\b/i, () =>
    criteria.push({
      label: "Raised a funding round",
      judge: (c) => (c.lastFundingRoundDate ? "YES" : "NO"),
    }),
  );
}

/** B2B / B2C. */
function readMarket(q: QueryText): void {
  const { criteria } = q;
  const take = q.take.bind(q);
  take(/\bb2b\b/i, () =>
    criteria.push({
      label: "Sells to businesses (B2B)",
      judge: (c) => (c.isB2b === null ? "MAYBE" : c.isB2b ? "YES" : "NO"),
    }),
  );
  take(/\b(b2c|consumer[- ]facing|dtc|d2c)\b/i, () =>
    criteria.push({
      label: "Sells to consumers (B2C)",
      judge: (c) => (c.isB2b === null ? "MAYBE" : c.isB2b ? "NO" : "YES"),
    }),
  );
}

/**
 * Places and industries through the people parser (one lexicon for both searches); anything about
 * roles becomes keywords, which are returned.
 */
function readPlacesAndIndustries(q: QueryText): string[] {
  const { criteria, text } = q;
  const parsed = parseQuery(text, { companies: new CompanyLexicon([]) });
  const keywords = [...parsed.prefer];
  for (const c of parsed.criteria) {
    if (c.kind === "location") {
      const tokens = new Set(c.tokens);
      criteria.push({
        label: c.label.replace(/^Located in/, "Headquartered in"),
        judge: (co) => {
          if (!co.hqCountryIso2) return "MAYBE";
          return companyPlaceTokens(co).some((t) => tokens.has(t)) ? "YES" : "NO";
        },
      });
    } else if (c.kind === "industry") {
      const names = new Set(c.tokens);
      criteria.push({
        label: c.label.replace(/^Current employer in/, "Industry:"),
        // The industry as written and the industries it reads as (as the people index does).
        judge: (co) =>
          co.industry === null
            ? "MAYBE"
            : [co.industry, ...industryConcepts(co.industry)].some((n) => names.has(facet.industry(n)))
              ? "YES"
              : "NO",
      });
    } else keywords.push(...c.from.split(/\s+/).filter(Boolean));
  }
  return keywords;
}

/** The keywords in lower case, without the words that only say "company". */
function keywordsOf(keywords: string[]): string[] {
  return [
    ...new Set(
      keywords
        .map((k) => k.toLowerCase())
        .filter((k) => !/^(company|companies|firm|firms|business|businesses|startup)$/.test(k)),
    ),
  ];
}

/** The keywords as one criterion: YES when the text index finds all, MAYBE when half. */
function aboutCriterion(words: string[]): CompanyCriterion {
  return {
    label: `About ${words.join(", ")}`,
    judge: (co, hits) => {
      const n = hits.get(co.id) ?? 0;
      return n === words.length ? "YES" : n * 2 >= words.length ? "MAYBE" : "NO";
    },
  };
}

const STATE_OF_CITY = new Map<string, string>();
for (const c of GAZETTEER.cities)
  if (c.state) STATE_OF_CITY.set(`${c.country_iso2}:${keyOf(c.name)}`, c.state);

function companyPlaceTokens(c: CompanyFacts): string[] {
  const iso2 = c.hqCountryIso2 as string;
  const out = [facet.country(iso2)];
  for (const r of COUNTRY_BY_ISO2.get(iso2)?.regions ?? []) out.push(facet.region(r));
  if (c.hqCity) {
    out.push(facet.city(iso2, c.hqCity));
    const state = STATE_OF_CITY.get(`${iso2}:${keyOf(c.hqCity)}`);
    if (state) out.push(facet.state(iso2, state));
  }
  return out;
}

export interface CompanyHit {
  id: number;
  score: number;
  criteria: Record<string, Verdict>;
}

/** Every company judged on every criterion of the query; those reaching the threshold, best first. */
export async function judgeCompanies(
  storage: Storage,
  query: string,
  options: { limit: number; threshold: number; referenceYear: number },
): Promise<{ hits: CompanyHit[]; total: number; plan: CompanyPlan }> {
  const limit = boundedInt(options.limit, "limit", 1, COMPANY_SEARCH_MAX_LIMIT, 10);
  const threshold = boundedNumber(options.threshold, "acceptance_threshold", 0, 100, 73);
  const plan = planCompanyQuery(query, options.referenceYear);
  const hits = new Map<number, number>();
  for (const word of plan.keywords)
    for (const id of await storage.companies.idsWithWord(word, MAX_COMPANIES_JUDGED))
      hits.set(id, (hits.get(id) ?? 0) + 1);
  const accepted: (CompanyHit & { headcount: number })[] = [];
  for (const c of await storage.companies.facts(MAX_COMPANIES_JUDGED)) {
    const criteria: Record<string, Verdict> = {};
    let sum = 0;
    for (const criterion of plan.criteria) {
      const verdict = criterion.judge(c, hits);
      criteria[criterion.label] = verdict;
      sum += verdict === "YES" ? 1 : verdict === "MAYBE" ? 0.5 : 0;
    }
    const score = plan.criteria.length ? sum / plan.criteria.length : 1;
    if (score * 100 + 1e-9 >= threshold)
      accepted.push({
        id: c.id,
        score: Math.round(score * 1000) / 1000,
        criteria,
        headcount: c.employeesCount ?? 0,
      });
  }
  accepted.sort((a, b) => b.score - a.score || b.headcount - a.headcount || a.id - b.id);
  return {
    hits: accepted.slice(0, limit).map(({ headcount: _h, ...hit }) => hit),
    total: accepted.length,
    plan,
  };
}

export interface CompanySearchPage {
  results: { company: Company; criteria: Record<string, Verdict> }[];
  total: number;
  query: string;
  /** Credits charged: 1 per result. */
  charged: number;
}

/**
 * GET {alt}/api/search/companies, the one domain call of its route: refused when the balance
 * cannot pay for one result, the companies judged, the page read in one go and charged per result.
 */
export async function searchCompanies(
  storage: Storage,
  key: ApiKeyRecord,
  input: { query: string; limit: number; threshold: number; referenceYear: number; requestId: string },
): Promise<CompanySearchPage> {
  const query = input.query.trim();
  if (saysNothing(query)) throw new ApiError("UNPROCESSABLE", "query is required");
  requireBalance(key, "companySearch");
  const { hits, total } = await judgeCompanies(storage, query, input);
  const companies = new Map((await storage.companies.getMany(hits.map((h) => h.id))).map((c) => [c.id, c]));
  const results = hits.flatMap((hit) => {
    const company = companies.get(hit.id);
    return company ? [{ company, criteria: hit.criteria }] : [];
  });
  const charged = results.length * COSTS.companySearch.perResult;
  if (charged > 0)
    await chargeOrRefuse(storage, key, charged, { operation: "company_search", requestId: input.requestId });
  return { results, total, query, charged };
}
