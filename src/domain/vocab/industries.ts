/**
 * Industries as data writes them, to the industries queries name: one reader for the facet index
 * and for query understanding, so "Financial Technology", "FinTech" and "Financial Services" are
 * fintech on both sides, "Banks" and "Retail Banking" banking, "Video Games" and "Entertainment &
 * Games" gaming. By words, not a list of spellings: an export's own wording ("Investment
 * Management & Fund Operators") still lands. The index also keeps the industry as written.
 */
import { memoize } from "../memo.ts";
import { fold } from "../query/text.ts";

export interface IndustryConcept {
  /** The name shown and tokenised (facet.industry). */
  name: string;
  /** Folded industry names that are this industry. */
  test: RegExp;
}

export const INDUSTRIES: IndustryConcept[] = [
  { name: "Fintech", test: /\bfintech\b|financial technolog|\bpayments?\b|^financial services$/ },
  { name: "Banking", test: /\bbank(s|ing)?\b/ },
  {
    name: "Asset Management",
    test: /\b(investment|asset|wealth|fund|portfolio) management\b|\bfunds?\b|private equity|venture capital|capital markets?|hedge/,
  },
  { name: "Insurance", test: /insur|reinsur|\bassurance\b|\bactuar/ },
  {
    name: "Financial Services",
    test: /financ|\bbank|\binvest|\bcapital\b|\bfunds?\b|fintech|insur|payment|credit|lending/,
  },
  {
    name: "Software Development",
    test: /\bsoftware\b|\bsaas\b|\binternet\b(?! retail)|information technology|\bit services\b/,
  },
  { name: "Hospitals and Health Care", test: /\bhealth|hospital|medical|clinic|\bcare\b|wellness/ },
  { name: "Biotechnology Research", test: /biotech|pharma|life science|genomic/ },
  { name: "Computer Games", test: /\bgames?\b|\bgaming\b|esport/ },
  { name: "Retail", test: /\bretail|e ?commerce|consumer goods|marketplace|apparel|fashion/ },
  { name: "Business Consulting and Services", test: /consult|advisory|professional services/ },
  {
    name: "Transportation, Logistics, Supply Chain and Storage",
    test: /logistic|freight|transport|supply chain|shipping|warehous/,
  },
  { name: "Education", test: /educat|e ?learning|\bschools?\b|universit|academ/ },
  { name: "Motor Vehicle Manufacturing", test: /automotive|motor vehicle|\bcars?\b/ },
  { name: "Hospitality", test: /hospitality|hotel|restaurant|tourism|leisure|travel/ },
  { name: "Legal Services", test: /\blaw\b|\blegal\b/ },
  { name: "Construction", test: /construction|civil engineering|\bbuilding\b/ },
  { name: "Real Estate", test: /real estate|\bpropert|realty/ },
  { name: "Media and Telecommunications", test: /\bmedia\b|telecom|broadcast|publishing|streaming/ },
  { name: "Renewable Energy", test: /renewable|solar|clean energy|cleantech|climate/ },
  { name: "Energy", test: /energy|\boil\b|\bgas\b|utilit|\bpower\b|renewable|solar/ },
  { name: "Advertising Services", test: /advertis|marketing services|marketing and|public relations/ },
  { name: "Human Resources Services", test: /staffing|recruit|human resources|executive search|\bhr\b/ },
  { name: "Computer and Network Security", test: /security/ },
  { name: "Artificial Intelligence", test: /artificial intelligence|\bai\b|machine learning/ },
  { name: "Manufacturing", test: /manufactur|industrial|machinery|robotic/ },
  { name: "Government Administration", test: /government|public policy|public administration|armed forces/ },
  { name: "Non-profit Organizations", test: /non ?profit|philanthrop|charit/ },
  { name: "Accounting", test: /\baccounting\b|\baudit/ },
  { name: "Aviation and Aerospace", test: /aviation|aerospace|airline|defense and space/ },
];

/** The words queries use for each industry (folded, singular; see src/domain/query/phrase-meanings.ts). */
export const INDUSTRY_ALIASES: Record<string, string[]> = {
  Fintech: ["fintech", "payment", "financial technology", "fintech company", "payment company", "neobank"],
  Banking: ["bank", "banking", "retail banking", "investment banking"],
  "Asset Management": [
    "asset management",
    "investment management",
    "wealth management",
    "private equity",
    "venture capital",
    "hedge fund",
    "capital market",
    "fund management",
    "asset manager",
  ],
  Insurance: ["insurance", "insurtech", "insurer", "reinsurance"],
  "Financial Services": [
    "financial service",
    "finance industry",
    "financial sector",
    "lending",
    "financial industry",
  ],
  "Software Development": [
    "software",
    "saas",
    "software company",
    "b2b software",
    "developer tool",
    "enterprise software",
  ],
  "Hospitals and Health Care": [
    "healthcare",
    "health care",
    "health",
    "healthtech",
    "digital health",
    "hospital",
    "medtech",
  ],
  "Biotechnology Research": [
    "biotech",
    "biotechnology",
    "life science",
    "pharma",
    "genomic",
    "pharmaceutical",
  ],
  "Computer and Network Security": ["cybersecurity company", "security company", "cybersecurity industry"],
  "Artificial Intelligence": [
    "ai",
    "ai company",
    "ai startup",
    "artificial intelligence",
    "generative ai",
    "genai",
  ],
  Retail: [
    "retail",
    "ecommerce",
    "e commerce",
    "consumer",
    "dtc",
    "d2c",
    "consumer good",
    "fashion",
    "online retail",
  ],
  "Transportation, Logistics, Supply Chain and Storage": [
    "logistics",
    "transportation",
    "freight",
    "shipping",
    "supply chain company",
  ],
  Manufacturing: ["manufacturing", "industrial", "robotics", "iot", "hardware"],
  Education: ["edtech", "education", "e learning", "elearning", "higher education"],
  "Media and Telecommunications": ["media", "telecom", "telecommunication", "streaming", "telco"],
  "Renewable Energy": [
    "renewable",
    "renewable energy",
    "clean energy",
    "cleantech",
    "climate",
    "climate tech",
    "solar",
  ],
  Energy: ["energy", "oil and gas", "oil gas", "utility", "utilities", "petroleum"],
  "Business Consulting and Services": [
    "consulting",
    "consultancy",
    "advisory",
    "professional service",
    "management consulting",
    "consulting firm",
  ],
  "Real Estate": ["real estate", "proptech", "property"],
  "Computer Games": ["gaming", "game", "video game", "games industry", "esport", "game studio", "gamedev"],
  "Advertising Services": ["advertising", "adtech", "ad tech", "marketing agency", "agency", "ad agency"],
  "Human Resources Services": [
    "hr tech",
    "hrtech",
    "staffing",
    "recruiting agency",
    // Not "payroll" alone: it is a profession's own field ("accountants in payroll", "payroll
    // clerks": ESCO), work every employer has done, never by itself an employer's industry.
    "payroll provider",
    "payroll service",
    "payroll company",
    "payroll firm",
    "payroll bureau",
    "payroll outsourcing",
    "payroll industry",
    "recruitment agency",
  ],
  "Legal Services": ["law firm", "legal service", "legal industry", "biglaw"],
  "Government Administration": ["government", "public sector", "civil service"],
  "Non-profit Organizations": ["nonprofit", "non profit", "ngo", "charity"],
  "Motor Vehicle Manufacturing": ["automotive", "auto industry", "carmaker", "automaker", "car maker"],
  "Aviation and Aerospace": ["aerospace", "aviation", "airline"],
  Hospitality: ["hospitality", "hotel", "travel industry", "restaurant"],
  Construction: ["construction"],
  Accounting: ["accounting firm", "big four", "big 4", "audit firm"],
};

/** The industries a written industry name is (none for a name no rule reads). */
export const industryConcepts = memoize((written: string): string[] => {
  const f = fold(written);
  return INDUSTRIES.filter((c) => c.test.test(f)).map((c) => c.name);
});
