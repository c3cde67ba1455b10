/**
 * The words queries use that the data does not: nicknames of places, generic role nouns, level
 * words, department and industry names. Everything here is folded (src/domain/query/text.ts) and
 * compared word by word, singular.
 */
import { GAZETTEER, ROLES } from "../vocab/index.ts";
import type { Level } from "./title-entry.ts";

/** Phrases written as one text, comma-separated (the tables below read better a family a line). */
const list = (text: string): string[] => text.split(",").map((phrase) => phrase.trim());

/** Phrases that name a whole title family (a broader search than one title). */
export const FAMILY_ALIASES: Record<string, string[]> = {
  "Software Engineering": list(`software engineer, software developer, swe, programmer, coder,
    software engineering, developer, dev, software dev, hacker`),
  "Mobile Engineering": list("mobile engineer, mobile developer, mobile engineering, app developer"),
  DevOps: list(`devops, devops engineer, sre, site reliability engineer, infrastructure engineer,
    infra engineer, platform engineering, site reliability, site reliability engineering,
    devops engineering, infrastructure engineering`),
  "Data Engineering": list("data engineer, data engineering"),
  "Machine Learning": list(`machine learning engineer, ml engineer, ai engineer, machine learning, ml, mle,
    ml researcher, ai researcher, machine learning engineering, ml engineering`),
  "Quality Assurance":
    list(`qa, qa engineer, tester, quality assurance, quality assurance engineer, quality engineer,
    quality engineering, qa engineering, test engineering`),
  "Security Engineering": list("security engineer, security, cybersecurity, infosec, security engineering"),
  "Embedded Engineering": list("embedded engineer, embedded developer, embedded, embedded engineering"),
  "Data Science": list("data scientist, data science, quant, ds"),
  "Data Analysis": list("data analyst, analyst, data analysis, bi"),
  "Product Management": list("product manager, pm, product management, product owner"),
  "Product Design": list("product designer, ux designer, ux, ui designer, ux ui designer"),
  "Graphic Design": list("graphic designer, visual designer"),
  "Account Executive": list("account executive, ae, ae rep"),
  "Sales Development": list(`sdr, bdr, sales development representative,
    business development representative, business development, business developer`),
  // A function said as "<x> engineering" names the family of its "<x> engineer" ("presales / sales
  // engineering": one role said twice, never Sales or Engineering at large).
  "Sales Engineering": list(`sales engineer, solution engineer, solutions engineer, presales, pre sales,
    sales engineering, solution engineering, solutions engineering, presales engineering`),
  "Growth Marketing": list(`growth marketer, growth marketing, performance marketer, digital marketer,
    growth hacker, performance marketing, demand gen, demand generation`),
  "Content Marketing": list(`content marketer, content marketing, content writer, copywriter,
    content creator, content strategist`),
  "Product Marketing": list("product marketer, product marketing, pmm"),
  "Customer Success": list("customer success manager, csm, customer success"),
  "Customer Support": list("customer support, support engineer, support specialist, support agent"),
  // "payroll": ISCO-08 groups payroll clerks (4313) with accounting and bookkeeping clerks (431,
  // numerical clerks): the field of payroll specialists and payroll accountants, never an employer.
  // "payroll" alone only: a person's title here ("Payroll Specialist") would be indexed in the family.
  Accounting: list("accountant, accounting, bookkeeper, cpa, chartered accountant, payroll"),
  "Financial Analysis": list("financial analyst, finance analyst, fp a analyst"),
  Recruiting: list(`recruiter, recruiting, talent acquisition, sourcer, recruitment, headhunter,
    recruitment consultant, talent partner`),
  "People Operations": list(`people operation, hr specialist, people ops, hrbp, hr business partner,
    people partner`),
  "Business Operations": list("operations analyst, bizops, business operation"),
  "Supply Chain": list("supply chain, logistics, procurement"),
  Legal: list("lawyer, attorney, counsel, legal counsel, solicitor, barrister, in house counsel"),
};

/** Nouns that name a whole department ("engineers", "salespeople"). */
export const DEPARTMENT_ALIASES: Record<string, string[]> = {
  Engineering: list("engineer, engineering, techie, techies, technical staff, r d, tech team"),
  Product: list("product, product people"),
  Design: list("designer, design"),
  Sales: list("sales, salespeople, salesperson, seller, sales rep, sales representative, sales people"),
  Marketing: list("marketing, marketer"),
  "Customer Success": list("customer success, support, customer support"),
  Finance: list("finance, financial"),
  "Human Resources": list("hr, human resource, people team, talent"),
  Operations: list("operation, ops"),
  "Data Science": list("data team, data org, data department, data function, analytics team"),
  Legal: list("legal"),
};

/** Level words; several may name one level. */
export const LEVEL_WORDS: Record<string, Level[]> = {
  intern: ["intern"],
  internship: ["intern"],
  trainee: ["intern"],
  // An apprentice is in training for a trade: an intern or an entry-level hire (ESCO lists
  // "apprentice" as a label of "cook", which the occupation reader would read otherwise).
  apprentice: ["intern", "entry"],
  junior: ["entry"],
  jr: ["entry"],
  "entry level": ["entry"],
  // "graduates" alone means people who studied somewhere ("Stanford graduates"): ./marker-words.ts.
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
  // British recruiting: "mid-weight" is the mid level, as "junior" and "senior" are the ends.
  "mid weight": ["mid"],
  midweight: ["mid"],
  senior: ["senior"],
  sr: ["senior"],
  manager: ["manager"],
  // Anyone with people reporting to them, as "people leader": manager and up (round 17 of first sight).
  "people manager": ["manager", "head", "director", "vp", "clevel"],
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
  // "solid / firmly / squarely mid-career": in the middle of a career, said so as not to mean its later
  // part; the mid level only.
  "solid mid career": ["mid"],
  "solidly mid career": ["mid"],
  "firmly mid career": ["mid"],
  "squarely mid career": ["mid"],
  "truly mid career": ["mid"],
  "mid senior": ["mid", "senior"],
  founder: ["owner"],
  cofounder: ["owner"],
  "co founder": ["owner"],
  owner: ["owner"],
};

/**
 * Rungs also said with "level" ("director-level people", "VP level", "senior-level"): the rung, the
 * word "level" read with it ("director people" alone would be the title Director of People).
 */
export const RUNGS_WITH_LEVEL = [
  "intern",
  "junior",
  "associate",
  "senior",
  "manager",
  "head of",
  "head",
  "director",
  "vp",
  "vice president",
  "executive",
  "exec",
  "chief",
] as const;

/** Level words that are also written as a title prefix and searched literally ("staff engineers"). */
export const PREFIX_WORDS = new Set(["staff", "principal", "lead"]);
/**
 * The IC ladder's rungs above Senior, lowest first, as titles state them (data/vocab/roles.json's
 * Senior prefixes): "Staff+" is Staff and Principal, not every senior.
 */
export const IC_TOP_RUNGS = ["staff", "principal"] as const;

/** Backgrounds: words -> departments a person works in now or worked in before, and how it reads. */
export const BACKGROUNDS: [string[], string[], string][] = [
  [
    [
      "technical",
      "technical background",
      "tech background",
      "engineering background",
      "technical founder background",
    ],
    ["Engineering", "Data Science"],
    "A technical background (engineering or data, now or before)",
  ],
  [
    ["commercial", "commercial background", "business background", "sales background"],
    ["Sales", "Marketing"],
    "A commercial background (sales or marketing, now or before)",
  ],
];

/** Phrases that mean decision makers. */
export const DECISION_MAKER_PHRASES = ["decision maker", "decisionmaker", "buyer persona", "budget holder"];

/** Place nicknames -> cities (name, iso2), states, countries or country groups. */
export interface PlaceAlias {
  cities?: [string, string][];
  states?: [string, string][];
  countries?: string[];
  regions?: string[];
  /** Groups of countries by key (src/domain/vocab/regions.ts). */
  groups?: string[];
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
  // The metro's full name (the Census Bureau's "San Francisco Bay Area").
  "san francisco bay area": {
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

/**
 * Words that carry no criterion of their own once the rest is understood: they never rank and are
 * never read as a typo of a vocabulary word (the last line: the words
 * an e-mail reply says about the thread itself, "same brief", "ignore my earlier mail", "as below";
 * "same" is otherwise one edit from "sale").
 */
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
  maybe possibly who're what which where whose named called name across throughout doing
  same mail email message below above earlier thread brief ignore everything else
  exception exceptions noted mentioned aforementioned aforesaid hereinafter so far`
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
