/**
 * The words queries use that the data does not: nicknames of places, generic role nouns, level
 * words, department and industry names. Everything here is folded (src/domain/query/text.ts) and
 * compared word by word, singular.
 */
import { GAZETTEER, ROLES } from "../vocab/index.ts";
import type { Level } from "./titles.ts";

/** Phrases that name a whole title family (a broader search than one title). */
export const FAMILY_ALIASES: Record<string, string[]> = {
  "Software Engineering": [
    "software engineer",
    "software developer",
    "swe",
    "programmer",
    "coder",
    "software engineering",
    "developer",
    "dev",
    "software dev",
    "hacker",
  ],
  "Mobile Engineering": ["mobile engineer", "mobile developer", "mobile engineering", "app developer"],
  DevOps: [
    "devops",
    "devops engineer",
    "sre",
    "site reliability engineer",
    "infrastructure engineer",
    "infra engineer",
    "platform engineering",
    "site reliability",
  ],
  "Data Engineering": ["data engineer", "data engineering"],
  "Machine Learning": [
    "machine learning engineer",
    "ml engineer",
    "ai engineer",
    "machine learning",
    "ml",
    "mle",
    "ml researcher",
    "ai researcher",
  ],
  "Quality Assurance": ["qa", "qa engineer", "tester", "quality assurance", "quality engineer"],
  "Security Engineering": ["security engineer", "security", "cybersecurity", "infosec"],
  "Embedded Engineering": ["embedded engineer", "embedded developer", "embedded"],
  "Data Science": ["data scientist", "data science", "quant"],
  "Data Analysis": ["data analyst", "analyst", "data analysis", "bi"],
  "Product Management": ["product manager", "pm", "product management", "product owner"],
  "Product Design": ["product designer", "ux designer", "ux", "ui designer", "ux ui designer"],
  "Graphic Design": ["graphic designer", "visual designer"],
  "Account Executive": ["account executive", "ae", "ae rep"],
  "Sales Development": [
    "sdr",
    "bdr",
    "sales development representative",
    "business development representative",
  ],
  "Sales Engineering": ["sales engineer", "solution engineer", "solutions engineer", "presales"],
  "Growth Marketing": [
    "growth marketer",
    "growth marketing",
    "performance marketer",
    "digital marketer",
    "growth hacker",
    "performance marketing",
    "demand gen",
    "demand generation",
  ],
  "Content Marketing": [
    "content marketer",
    "content marketing",
    "content writer",
    "copywriter",
    "content creator",
    "content strategist",
  ],
  "Product Marketing": ["product marketer", "product marketing", "pmm"],
  "Customer Success": ["customer success manager", "csm", "customer success"],
  "Customer Support": ["customer support", "support engineer", "support specialist", "support agent"],
  Accounting: ["accountant", "accounting", "bookkeeper", "cpa", "chartered accountant"],
  "Financial Analysis": ["financial analyst", "finance analyst", "fp a analyst"],
  Recruiting: [
    "recruiter",
    "recruiting",
    "talent acquisition",
    "sourcer",
    "recruitment",
    "headhunter",
    "recruitment consultant",
    "talent partner",
  ],
  "People Operations": [
    "people operation",
    "hr specialist",
    "people ops",
    "hrbp",
    "hr business partner",
    "people partner",
  ],
  "Business Operations": ["operations analyst", "bizops", "business operation"],
  "Supply Chain": ["supply chain", "logistics", "procurement"],
  Legal: ["lawyer", "attorney", "counsel", "legal counsel", "solicitor", "barrister", "in house counsel"],
};

/** Nouns that name a whole department ("engineers", "salespeople"). */
export const DEPARTMENT_ALIASES: Record<string, string[]> = {
  Engineering: ["engineer", "engineering", "techie", "technical staff", "r d", "tech team"],
  Product: ["product", "product people"],
  Design: ["designer", "design"],
  Sales: [
    "sales",
    "salespeople",
    "salesperson",
    "seller",
    "sales rep",
    "sales representative",
    "sales people",
  ],
  Marketing: ["marketing", "marketer"],
  "Customer Success": ["customer success", "support", "customer support"],
  Finance: ["finance", "financial"],
  "Human Resources": ["hr", "human resource", "people team", "talent"],
  Operations: ["operation", "ops"],
  "Data Science": ["data team", "data org", "data department", "data function", "analytics team"],
  Legal: ["legal"],
};

/** Level words; several may name one level. */
export const LEVEL_WORDS: Record<string, Level[]> = {
  intern: ["intern"],
  internship: ["intern"],
  trainee: ["intern"],
  junior: ["entry"],
  jr: ["entry"],
  "entry level": ["entry"],
  // "graduates" alone means people who studied somewhere ("Stanford graduates"): ./markers.ts.
  "new grad": ["entry"],
  "new graduate": ["entry"],
  "recent grad": ["entry"],
  "recent graduate": ["entry"],
  "graduate program": ["entry"],
  "graduate scheme": ["entry"],
  "early career": ["entry"],
  associate: ["entry"],
  "mid level": ["mid"],
  midlevel: ["mid"],
  senior: ["senior"],
  sr: ["senior"],
  manager: ["manager"],
  "people manager": ["manager"],
  "head of": ["head"],
  head: ["head"],
  director: ["director"],
  vp: ["vp"],
  "vice president": ["vp"],
  "c level": ["clevel"],
  "c suite": ["clevel"],
  cxo: ["clevel"],
  chief: ["clevel"],
  executive: ["vp", "clevel"],
  exec: ["vp", "clevel"],
  leader: ["manager", "head", "director", "vp", "clevel"],
  leadership: ["manager", "head", "director", "vp", "clevel"],
  "leadership role": ["manager", "head", "director", "vp", "clevel"],
  "senior leader": ["director", "vp", "clevel"],
  "senior leadership": ["director", "vp", "clevel"],
  "executive leadership": ["vp", "clevel"],
  "leadership team": ["director", "vp", "clevel"],
  "top executive": ["vp", "clevel"],
  "managing director": ["director", "clevel"],
  "people leader": ["manager", "head", "director", "vp", "clevel"],
  "team leader": ["manager"],
  "individual contributor": ["entry", "mid", "senior"],
  "mid career": ["mid", "senior"],
  "mid senior": ["mid", "senior"],
  founder: ["owner"],
  cofounder: ["owner"],
  "co founder": ["owner"],
  owner: ["owner"],
};

/** Level words that are also written as a title prefix and searched literally ("staff engineers"). */
export const PREFIX_WORDS = new Set(["staff", "principal", "lead"]);

/** Phrases that mean decision makers. */
export const DECISION_MAKER_PHRASES = ["decision maker", "decisionmaker", "buyer persona", "budget holder"];

/** Place nicknames -> cities (name, iso2), states, countries or country groups. */
export interface PlaceAlias {
  cities?: [string, string][];
  states?: [string, string][];
  countries?: string[];
  regions?: string[];
}
export const PLACE_ALIASES: Record<string, PlaceAlias> = {
  sf: { cities: [["San Francisco", "US"]] },
  "san fran": { cities: [["San Francisco", "US"]] },
  "bay area": {
    cities: [
      ["San Francisco", "US"],
      ["San Jose", "US"],
      ["Oakland", "US"],
    ],
  },
  "sf bay area": {
    cities: [
      ["San Francisco", "US"],
      ["San Jose", "US"],
      ["Oakland", "US"],
    ],
  },
  "silicon valley": {
    cities: [
      ["San Jose", "US"],
      ["San Francisco", "US"],
    ],
  },
  nyc: { cities: [["New York", "US"]] },
  "new york city": { cities: [["New York", "US"]] },
  ny: { cities: [["New York", "US"]] },
  la: { cities: [["Los Angeles", "US"]] },
  dc: { cities: [["Washington", "US"]] },
  "washington dc": { cities: [["Washington", "US"]] },
  philly: { cities: [["Philadelphia", "US"]] },
  vegas: { cities: [["Las Vegas", "US"]] },
  us: { countries: ["US"] },
  usa: { countries: ["US"] },
  "united state": { countries: ["US"] },
  "united state of america": { countries: ["US"] },
  america: { countries: ["US"] },
  uk: { countries: ["GB"] },
  "united kingdom": { countries: ["GB"] },
  britain: { countries: ["GB"] },
  "great britain": { countries: ["GB"] },
  england: { states: [["England", "GB"]] },
  scotland: { states: [["Scotland", "GB"]] },
  uae: { countries: ["AE"] },
  emirate: { countries: ["AE"] },
  holland: { countries: ["NL"] },
  "the netherland": { countries: ["NL"] },
  czech: { countries: ["CZ"] },
  "czech republic": { countries: ["CZ"] },
  "western europe": { regions: ["Western Europe"] },
  "northern europe": { regions: ["Northern Europe"] },
  "southern europe": { regions: ["Southern Europe"] },
  "central europe": { regions: ["Central Europe"] },
  bangalore: { cities: [["Bengaluru", "IN"]] },
  bombay: { cities: [["Mumbai", "IN"]] },
  munchen: { cities: [["Munich", "DE"]] },
  "sao paulo": { cities: [["São Paulo", "BR"]] },
};

/** Industry names and the words queries use for them. */
export const INDUSTRY_ALIASES: Record<string, string[]> = {
  "Software Development": [
    "software",
    "saas",
    "software company",
    "b2b software",
    "developer tool",
    "enterprise software",
  ],
  "Financial Services": [
    "fintech",
    "financial service",
    "finance industry",
    "banking",
    "bank",
    "payment",
    "lending",
    "asset management",
    "investment management",
    "wealth management",
    "private equity",
    "venture capital",
    "hedge fund",
    "investment banking",
    "investment bank",
    "capital market",
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
  Retail: ["retail", "ecommerce", "e commerce", "consumer", "dtc", "d2c", "consumer goods", "fashion"],
  "Transportation, Logistics, Supply Chain and Storage": [
    "logistics",
    "transportation",
    "freight",
    "shipping",
    "supply chain company",
  ],
  Manufacturing: ["manufacturing", "industrial", "robotics", "iot", "hardware"],
  Education: ["edtech", "education", "e learning", "elearning", "higher education", "university sector"],
  "Media and Telecommunications": [
    "media",
    "telecom",
    "telecommunication",
    "streaming",
    "telco",
    "entertainment",
  ],
  "Renewable Energy": [
    "renewable",
    "renewable energy",
    "clean energy",
    "cleantech",
    "climate",
    "climate tech",
    "energy",
    "solar",
  ],
  "Business Consulting and Services": [
    "consulting",
    "consultancy",
    "advisory",
    "professional service",
    "management consulting",
    "consulting firm",
  ],
  Insurance: ["insurance", "insurtech", "insurer"],
  "Real Estate": ["real estate", "proptech", "property"],
  "Computer Games": ["gaming", "game", "video game", "games industry", "esport", "game studio", "gamedev"],
  "Advertising Services": ["advertising", "adtech", "ad tech", "marketing agency", "agency", "ad agency"],
  "Human Resources Services": [
    "hr tech",
    "hrtech",
    "staffing",
    "recruiting agency",
    "payroll",
    "recruitment agency",
  ],
  "Legal Services": ["law firm", "legal service", "legal industry", "biglaw"],
  "Government Administration": ["government", "public sector", "civil service"],
  "Non-profit Organizations": ["nonprofit", "non profit", "ngo", "charity"],
  "Motor Vehicle Manufacturing": ["automotive", "auto industry", "carmaker", "automaker", "car maker"],
  "Aviation and Aerospace Component Manufacturing": ["aerospace", "aviation"],
  "Oil and Gas": ["oil and gas", "oil gas", "petroleum"],
  Hospitality: ["hospitality", "hotel", "travel industry"],
  Construction: ["construction"],
  Accounting: ["accounting firm", "big four", "big 4", "audit firm"],
};

/**
 * The names data uses for each industry (LinkedIn's industry names and their older spellings): an
 * industry criterion holds for any of them.
 */
export const INDUSTRY_DATA_NAMES: Record<string, string[]> = {
  "Software Development": [
    "Computer Software",
    "IT Services and IT Consulting",
    "Information Technology and Services",
    "Information Technology & Services",
    "Technology, Information and Internet",
    "Internet",
  ],
  "Financial Services": [
    "Banking",
    "Investment Management",
    "Investment Banking",
    "Capital Markets",
    "Venture Capital and Private Equity Principals",
    "Venture Capital & Private Equity",
    "Fintech",
  ],
  "Hospitals and Health Care": [
    "Hospital & Health Care",
    "Medical Practices",
    "Health, Wellness and Fitness",
  ],
  "Biotechnology Research": ["Biotechnology", "Pharmaceutical Manufacturing", "Pharmaceuticals"],
  "Computer and Network Security": ["Computer & Network Security"],
  Retail: [
    "Retail Apparel and Fashion",
    "Online and Mail Order Retail",
    "Consumer Goods",
    "Consumer Services",
  ],
  "Transportation, Logistics, Supply Chain and Storage": [
    "Logistics and Supply Chain",
    "Transportation/Trucking/Railroad",
    "Truck Transportation",
    "Freight and Package Transportation",
  ],
  Manufacturing: ["Industrial Machinery Manufacturing", "Automation Machinery Manufacturing", "Machinery"],
  Education: [
    "Higher Education",
    "E-Learning Providers",
    "E-Learning",
    "Education Management",
    "Primary and Secondary Education",
  ],
  "Media and Telecommunications": [
    "Telecommunications",
    "Media Production",
    "Broadcast Media Production and Distribution",
    "Online Audio and Video Media",
    "Entertainment Providers",
  ],
  "Renewable Energy": [
    "Renewables & Environment",
    "Renewable Energy Semiconductor Manufacturing",
    "Solar Electric Power Generation",
  ],
  "Business Consulting and Services": ["Management Consulting", "Strategic Management Services"],
  Insurance: ["Insurance Carriers", "Insurance Agencies and Brokerages"],
  "Real Estate": [
    "Commercial Real Estate",
    "Real Estate Agents and Brokers",
    "Leasing Non-residential Real Estate",
  ],
  "Computer Games": ["Mobile Gaming Apps", "Video Games"],
  "Advertising Services": [
    "Marketing and Advertising",
    "Marketing Services",
    "Public Relations and Communications Services",
  ],
  "Human Resources Services": ["Staffing and Recruiting", "Human Resources", "Executive Search Services"],
  "Legal Services": ["Law Practice", "Legal"],
  "Government Administration": ["Public Policy Offices", "Government Relations Services", "Armed Forces"],
  "Non-profit Organizations": [
    "Nonprofit Organization Management",
    "Non-profit Organization Management",
    "Philanthropic Fundraising Services",
  ],
  "Motor Vehicle Manufacturing": ["Automotive"],
  "Aviation and Aerospace Component Manufacturing": [
    "Airlines and Aviation",
    "Aviation & Aerospace",
    "Defense and Space Manufacturing",
  ],
  "Oil and Gas": ["Oil & Energy", "Oil, Gas, and Mining"],
  Hospitality: ["Hotels and Motels", "Travel Arrangements", "Leisure, Travel & Tourism"],
  Construction: ["Building Construction", "Civil Engineering"],
  Accounting: [],
};

/** Words that carry no criterion of their own once the rest is understood. */
export const STOP_WORDS = new Set(
  `a an the and or of in at on for to from with who whom that which whose are is was be been being have has had
  having do does did people person profile professional employee worker someone somebody anyone candidate
  find show me list get give search looking look want need i we our my any all some find
  currently current presently now working work works worked job role position based located living live lives
  near around within into by as their there they them this these those than more less over under about like
  year yr yrs experience experienced exp background skill skilled knowledge knowing know knows expertise proficient
  strong good great top best well also plus can could would should will etc via using use uses used
  team teams company companies firm organisation organization org startup startups industry space sector field area
  degree hold holds holding studied study graduated graduate alumni alumnus alum went school university college
  region area interested interest passionate focused focus specialising specializing specialist expert
  not non no nor either both neither but except excluding exclude outside other without never don doesn t
  folk guy gal peep individual professional anywhere somewhere please thanks ideally preferably
  maybe possibly who're what which where whose named called name`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words before a place that mark it as one ("in", "based in"...; negations too: ./read-phrases.ts). */
export const PLACE_MARKERS = new Set([
  "in",
  "across",
  "throughout",
  "from",
  "near",
  "around",
  "based",
  "located",
  "living",
  "across",
  "within",
]);

export const ALL_DEPARTMENTS = ROLES.departments.map((d) => d.name);
export const COUNTRIES = GAZETTEER.countries;
export const CITIES = GAZETTEER.cities;
