/**
 * Company search (alternate variant): a natural-language company query -> criteria (industry,
 * place, size, founding year, funding, B2B/B2C, keywords) -> every company judged YES / MAYBE / NO
 * on each -> those whose mean (YES 1, MAYBE 0.5) reaches acceptance_threshold / 100, best first.
 * The people parser reads places and industries (one lexicon for both searches); sizes, years,
 * funding and B2B are read here first. Companies are few (one per 25 people in demo data), so every
 * company's projection is judged; the text index answers the keywords.
 */
import type { CompanyFacts, Storage } from "../../db/repositories/types.ts";
import { boundedInt, boundedNumber } from "../bounds.ts";
import { CompanyLexicon } from "../query/companies.ts";
import type { Verdict } from "../query/criteria.ts";
import { parseQuery } from "../query/parse.ts";
import { keyOf } from "../query/text.ts";
import { facet } from "../search/facets.ts";
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

export function planCompanyQuery(query: string, referenceYear: number): CompanyPlan {
  let text = ` ${query} `;
  const criteria: CompanyCriterion[] = [];
  const take = (re: RegExp, f: (m: RegExpExecArray) => void) => {
    const m = re.exec(text);
    if (!m) return;
    f(m);
    text = `${text.slice(0, m.index)} , ${text.slice(m.index + m[0].length)}`;
  };
  // Size.
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
  // Founding year.
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
  // Funding. A company with no funding round on record is a NO, not a MAYBE.
  take(/\b(recently funded|venture[- ]backed|vc[- ]backed|funded|series [a-e]|seed[- ]stage|raised)\b/i, () =>
    criteria.push({
      label: "Raised a funding round",
      judge: (c) => (c.lastFundingRoundDate ? "YES" : "NO"),
    }),
  );
  // B2B / B2C.
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

  // Places and industries through the people parser; anything about roles becomes keywords.
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
  const words = [
    ...new Set(
      keywords
        .map((k) => k.toLowerCase())
        .filter((k) => !/^(company|companies|firm|firms|business|businesses|startup)$/.test(k)),
    ),
  ];
  if (words.length) {
    criteria.push({
      label: `About ${words.join(", ")}`,
      judge: (co, hits) => {
        const n = hits.get(co.id) ?? 0;
        return n === words.length ? "YES" : n * 2 >= words.length ? "MAYBE" : "NO";
      },
    });
  }
  return { criteria, keywords: words };
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

export async function searchCompanies(
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
