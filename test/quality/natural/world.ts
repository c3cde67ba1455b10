/**
 * The places and employers the natural-phrasing data adds to the independent generator
 * (../independent/): invented companies with an industry and a size, more cities so region words
 * have somewhere to point, and the region groups the labeller uses. Nothing here comes from src/.
 * Every company name is invented.
 */

export type Industry =
  | "fintech"
  | "banking"
  | "insurance"
  | "asset_management"
  | "healthcare"
  | "gaming"
  | "ecommerce"
  | "saas"
  | "consulting"
  | "logistics"
  | "education"
  | "automotive"
  | "hospitality"
  | "legal"
  | "construction";

/** Industry -> how exports and company records write it. */
export const INDUSTRY_SPELLINGS: Record<Industry, string[]> = {
  fintech: ["Financial Technology", "Fintech", "FinTech", "Financial Services"],
  banking: ["Banking", "Retail Banking", "Banks"],
  insurance: ["Insurance", "Insurance Carriers", "Reinsurance"],
  asset_management: ["Investment Management", "Asset Management", "Investment Management & Fund Operators"],
  healthcare: ["Hospitals and Health Care", "Hospital & Health Care", "Health Care"],
  gaming: ["Computer Games", "Video Games", "Entertainment & Games"],
  ecommerce: ["Internet Retail", "E-Commerce", "Online Retail"],
  saas: ["Software Development", "Computer Software", "SaaS"],
  consulting: ["Management Consulting", "Business Consulting and Services", "IT Services and IT Consulting"],
  logistics: ["Transportation, Logistics, Supply Chain and Storage", "Logistics & Supply Chain", "Freight"],
  education: ["Education", "Primary and Secondary Education", "Education Management"],
  automotive: ["Motor Vehicle Manufacturing", "Automotive"],
  hospitality: ["Hospitality", "Hotels and Motels", "Restaurants"],
  legal: ["Law Practice", "Legal Services"],
  construction: ["Civil Engineering", "Construction"],
};

export interface Employer {
  id: string;
  name: string;
  industry: Industry;
  /** Relative headcount: how often a person works there. */
  weight: number;
  hq: string;
  about: string;
}

/** [id, name, industry, relative headcount, headquarters country, what it does]. */
const EMPLOYER_ROWS: [string, string, Industry, number, string, string][] = [
  ["papaya", "Papaya Pay", "fintech", 8, "Germany", "Card payments for merchants"],
  ["ledgerloop", "Ledgerloop", "fintech", 5, "United Kingdom", "Business accounts and cards"],
  ["coinvale", "Coinvale", "fintech", 3, "Netherlands", "Savings and investing app"],
  ["northmoor", "Northmoor Bank", "banking", 4, "United Kingdom", "A retail bank"],
  ["crestline", "Crestline Savings", "banking", 2, "United States", "Community bank"],
  ["bramblecross", "Bramblecross Mutual", "insurance", 4, "United Kingdom", "Property and casualty insurer"],
  ["oakhaven", "Oakhaven Assurance", "insurance", 3, "Germany", "Life and health insurance"],
  ["stillwell", "Stillwell Re", "insurance", 2, "Switzerland", "Reinsurance"],
  ["greyheron", "Greyheron Capital", "asset_management", 3, "United Kingdom", "Multi-asset funds"],
  ["larchmont", "Larchmont Asset Management", "asset_management", 2, "United States", "Bond funds"],
  ["meridale", "Meridale Investors", "asset_management", 2, "France", "Pension fund manager"],
  ["kestrel", "Kestrel Health", "healthcare", 5, "United States", "Hospitals and clinics"],
  ["vellamo", "Vellamo Care", "healthcare", 3, "Finland", "Care homes and nursing"],
  ["fablewright", "Fablewright Games", "gaming", 4, "Sweden", "Multiplayer games studio"],
  ["pixelmoor", "Pixelmoor Studios", "gaming", 3, "Poland", "Console and PC games"],
  ["nightjar", "Nightjar Interactive", "gaming", 2, "Canada", "Mobile games"],
  ["basketly", "Basketly", "ecommerce", 4, "Spain", "Online grocery"],
  ["cartwheel", "Cartwheel Commerce", "ecommerce", 2, "Brazil", "Marketplace for fashion"],
  ["northwind", "Northwind Labs", "saas", 6, "Germany", "Developer tools"],
  ["quillon", "Quillon Systems", "saas", 5, "United States", "HR software"],
  ["tessellate", "Tessellate AG", "saas", 3, "Switzerland", "Design collaboration software"],
  ["lumen", "Lumen Grid", "saas", 3, "Denmark", "Energy analytics platform"],
  ["cobalt", "Cobalt Works", "saas", 3, "Portugal", "Field service software"],
  ["bluefin", "Bluefin Data", "saas", 3, "Ireland", "Data warehouse tooling"],
  ["minerva", "Minerva Analytics", "saas", 3, "India", "Analytics for retailers"],
  ["vantablue", "Vantablue", "saas", 2, "Israel", "Security monitoring"],
  ["harbor", "Harbor & Finch", "consulting", 4, "United Kingdom", "Strategy and technology consultancy"],
  ["orbital", "Orbital Freight", "logistics", 4, "Netherlands", "Freight forwarding"],
  ["brightwater", "Brightwater Academy Trust", "education", 2, "United Kingdom", "Secondary schools"],
  ["vexhall", "Vexhall Motors", "automotive", 2, "Germany", "Electric vans"],
  ["copperkettle", "Copperkettle Hotels", "hospitality", 2, "Spain", "Hotels and restaurants"],
  ["ashcombe", "Ashcombe & Reyes LLP", "legal", 1, "United Kingdom", "Law firm"],
  ["penrose", "Penrose Whitlock LLP", "legal", 1, "United States", "Corporate law"],
  ["dunmore", "Dunmore Legal", "legal", 1, "Ireland", "Employment law"],
  ["marrowfield", "Marrowfield Hospitals", "healthcare", 3, "United Kingdom", "Teaching hospitals"],
  ["larkspur", "Larkspur Schools", "education", 1, "United States", "Charter schools"],
  ["hollins", "Hollins Learning", "education", 1, "Australia", "Tutoring centres"],
  ["korvath", "Korvath Automotive", "automotive", 2, "Czechia", "Car parts"],
  ["aldway", "Aldway Motors", "automotive", 1, "Sweden", "Trucks"],
  ["saltmarsh", "Saltmarsh Inns", "hospitality", 1, "United Kingdom", "Country inns"],
  ["bellhaven", "Bellhaven Restaurants", "hospitality", 1, "France", "Restaurant group"],
  ["granitefield", "Granitefield Construction", "construction", 2, "Germany", "Bridges and tunnels"],
  ["ironbridge", "Ironbridge Civil", "construction", 1, "United Kingdom", "Rail infrastructure"],
  ["tidewater", "Tidewater Builders", "construction", 1, "Netherlands", "Flood defences"],
];
export const EMPLOYERS: Employer[] = EMPLOYER_ROWS.map(([id, name, industry, weight, hq, about]) => ({
  id,
  name,
  industry,
  weight,
  hq,
  about,
}));
export const EMPLOYER_BY_ID = new Map(EMPLOYERS.map((e) => [e.id, e]));

/** How much of an industry's headcount is office work (tech, product, sales...), as a weight factor. */
export const OFFICE_SHARE: Record<Industry, number> = {
  fintech: 1,
  saas: 1,
  gaming: 1,
  ecommerce: 0.8,
  consulting: 0.7,
  banking: 0.5,
  logistics: 0.5,
  healthcare: 0.4,
  insurance: 0.4,
  asset_management: 0.3,
  automotive: 0.3,
  education: 0.1,
  hospitality: 0.05,
  legal: 0.05,
  construction: 0.1,
};

/** Cities the natural data moves some people to: id -> [country, weight, spellings]. */
export const NEW_CITIES: Record<string, [string, number, string[]]> = {
  toronto: ["CA", 3, ["Toronto", "Toronto, ON", "Greater Toronto Area"]],
  vancouver: ["CA", 2, ["Vancouver", "Vancouver, BC"]],
  oslo: ["NO", 3, ["Oslo"]],
  helsinki: ["FI", 3, ["Helsinki", "Helsingfors"]],
  barcelona: ["ES", 3, ["Barcelona"]],
  valencia: ["ES", 1, ["Valencia", "València"]],
  luxembourg: ["LU", 2, ["Luxembourg", "Luxembourg City"]],
  budapest: ["HU", 2, ["Budapest"]],
  bucharest: ["RO", 2, ["Bucharest", "București"]],
  dubai: ["AE", 3, ["Dubai"]],
  riyadh: ["SA", 2, ["Riyadh"]],
  cairo: ["EG", 2, ["Cairo", "Al Qahirah"]],
  johannesburg: ["ZA", 2, ["Johannesburg", "Joburg"]],
  singapore: ["SG", 3, ["Singapore"]],
  sydney: ["AU", 3, ["Sydney", "Sydney NSW"]],
  mexico_city: ["MX", 3, ["Mexico City", "Ciudad de México", "CDMX"]],
  buenos_aires: ["AR", 2, ["Buenos Aires", "CABA"]],
  bogota: ["CO", 2, ["Bogotá", "Bogota"]],
};
export const NEW_COUNTRIES: Record<string, string[]> = {
  CA: ["Canada"],
  NO: ["Norway", "Norge"],
  FI: ["Finland", "Suomi"],
  ES: ["Spain", "España"],
  LU: ["Luxembourg"],
  HU: ["Hungary", "Magyarország"],
  RO: ["Romania", "România"],
  AE: ["United Arab Emirates", "UAE"],
  SA: ["Saudi Arabia", "KSA"],
  EG: ["Egypt"],
  ZA: ["South Africa"],
  SG: ["Singapore"],
  AU: ["Australia"],
  MX: ["Mexico", "México"],
  AR: ["Argentina"],
  CO: ["Colombia"],
};

/**
 * Region words, by their common public definitions (written down so a reader can disagree):
 * - DACH: Germany, Austria, Switzerland.
 * - Nordics: Denmark, Sweden, Norway, Finland (and Iceland); Scandinavia: Denmark, Sweden, Norway.
 * - Benelux: Belgium, Netherlands, Luxembourg. Iberia: Spain, Portugal.
 * - CEE (Central and Eastern Europe): the post-1989 EU members: Poland, Czechia, Slovakia, Hungary,
 *   Romania, Bulgaria, the Baltics, Slovenia, Croatia.
 * - Europe: the continent, UK, Ireland, Switzerland and Norway included.
 * - MENA (Middle East and North Africa, World Bank): Israel, the Gulf, Egypt... (Turkey excluded).
 * - EMEA: Europe, the Middle East and Africa. APAC: South and East Asia and Oceania (India included).
 * - LATAM: Mexico, Central and South America.
 */
const EUROPE = ["DE", "AT", "CH", "PT", "CZ", "PL", "DK", "SE", "NO", "FI", "IT", "BE", "NL", "LU"].concat([
  "FR",
  "ES",
  "GB",
  "IE",
  "HU",
  "RO",
  "SK",
  "BG",
  "HR",
  "SI",
  "EE",
  "LV",
  "LT",
  "IS",
]);
const MENA = ["IL", "AE", "SA", "EG", "QA", "JO", "MA", "TN", "LB", "KW", "BH", "OM"];
export const REGIONS: Record<string, ReadonlySet<string>> = {
  dach: new Set(["DE", "AT", "CH"]),
  nordics: new Set(["DK", "SE", "NO", "FI", "IS"]),
  scandinavia: new Set(["DK", "SE", "NO"]),
  benelux: new Set(["BE", "NL", "LU"]),
  iberia: new Set(["ES", "PT"]),
  cee: new Set(["PL", "CZ", "SK", "HU", "RO", "BG", "HR", "SI", "EE", "LV", "LT"]),
  europe: new Set(EUROPE),
  mena: new Set(MENA),
  emea: new Set([...EUROPE, ...MENA, "ZA", "NG", "KE"]),
  apac: new Set(["IN", "JP", "SG", "AU", "NZ", "CN", "KR", "ID", "VN", "PH", "MY", "TH"]),
  latam: new Set(["MX", "BR", "AR", "CO", "CL", "PE", "UY"]),
  north_america: new Set(["US", "CA"]),
};
