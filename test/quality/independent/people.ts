/**
 * An independent people generator for judging search: it shares nothing with src/ (no vocabulary,
 * no parser, no demo generator). Every person is first drawn as latent facts — a role family and
 * specialty, a seniority, a city, skills, degrees, schools — and then *written* the way exported
 * profile data writes them: local names and exonyms of cities ("München", "Lisboa", "Bombay"),
 * countries in several languages or only as a code, titles with abbreviations, punctuation and
 * level suffixes ("Sr. Back-End Dev", "Software Engineer II", "SDE-2"), skill aliases ("k8s",
 * "Postgres"), dotted degrees ("M.Sc.", "Ph.D."), short school names, odd casing, a few typos and
 * missing fields. The labeller (./queries.ts) judges against the latent facts, never the strings.
 */

export type Family =
  | "software"
  | "mobile"
  | "devops"
  | "data_eng"
  | "ml"
  | "qa"
  | "security"
  | "data_science"
  | "data_analysis"
  | "product"
  | "design"
  | "account_exec"
  | "sales_eng"
  | "recruiting"
  | "accounting"
  | "marketing"
  | "other";
export type Specialty = "backend" | "frontend" | "fullstack" | "general";
export type Seniority =
  | "junior"
  | "mid"
  | "senior"
  | "manager"
  | "head"
  | "director"
  | "vp"
  | "chief"
  | "founder";

export interface Latent {
  url: string;
  family: Family;
  specialty: Specialty;
  seniority: Seniority;
  /** Department of a leader role ("engineering", "product", "sales"...), for leader queries. */
  leads: string | null;
  /** Canonical city id and country code; null when the record does not say where. */
  city: string | null;
  country: string | null;
  skills: string[];
  degrees: ("phd" | "mba" | "master" | "bachelor")[];
  schools: string[];
  years: number;
  /** Fields written with a typo (the labeller still counts them; search may not find them). */
  typos: string[];
}

/** mulberry32: small, seeded, and not the generator src/ uses. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const weighted = <T>(xs: readonly [T, number][]): T => {
    const sum = xs.reduce((s, [, w]) => s + w, 0);
    let r = next() * sum;
    for (const [x, w] of xs) {
      r -= w;
      if (r <= 0) return x;
    }
    return (xs[xs.length - 1] as [T, number])[0];
  };
  return { next, pick, weighted, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof rng>;

/** City id -> [country code, weight, spellings seen in exports]. */
export const CITIES: Record<string, [string, number, string[]]> = {
  munich: ["DE", 6, ["Munich", "München", "Muenchen", "MUNICH", "munich"]],
  berlin: ["DE", 7, ["Berlin", "berlin", "BERLIN"]],
  cologne: ["DE", 3, ["Cologne", "Köln", "Koeln"]],
  frankfurt: ["DE", 3, ["Frankfurt", "Frankfurt am Main", "Frankfurt a.M."]],
  nuremberg: ["DE", 2, ["Nuremberg", "Nürnberg", "Nuernberg"]],
  vienna: ["AT", 3, ["Vienna", "Wien"]],
  zurich: ["CH", 3, ["Zurich", "Zürich", "Zuerich"]],
  geneva: ["CH", 2, ["Geneva", "Genève", "Genf"]],
  lisbon: ["PT", 4, ["Lisbon", "Lisboa"]],
  porto: ["PT", 2, ["Porto", "Oporto"]],
  prague: ["CZ", 3, ["Prague", "Praha"]],
  warsaw: ["PL", 3, ["Warsaw", "Warszawa"]],
  krakow: ["PL", 2, ["Kraków", "Krakow", "Cracow"]],
  copenhagen: ["DK", 3, ["Copenhagen", "København", "Kobenhavn"]],
  gothenburg: ["SE", 2, ["Gothenburg", "Göteborg", "Goteborg"]],
  stockholm: ["SE", 3, ["Stockholm"]],
  milan: ["IT", 3, ["Milan", "Milano"]],
  rome: ["IT", 2, ["Rome", "Roma"]],
  brussels: ["BE", 2, ["Brussels", "Bruxelles", "Brussel"]],
  the_hague: ["NL", 2, ["The Hague", "Den Haag", "'s-Gravenhage"]],
  amsterdam: ["NL", 4, ["Amsterdam"]],
  paris: ["FR", 5, ["Paris", "PARIS"]],
  madrid: ["ES", 3, ["Madrid"]],
  seville: ["ES", 1, ["Seville", "Sevilla"]],
  london: ["GB", 7, ["London", "Greater London", "London, England"]],
  dublin: ["IE", 2, ["Dublin", "Baile Átha Cliath"]],
  mumbai: ["IN", 4, ["Mumbai", "Bombay"]],
  bengaluru: ["IN", 5, ["Bengaluru", "Bangalore"]],
  chennai: ["IN", 2, ["Chennai", "Madras"]],
  kolkata: ["IN", 1, ["Kolkata", "Calcutta"]],
  new_york: ["US", 6, ["New York", "New York City", "NYC", "New York, NY"]],
  san_francisco: ["US", 5, ["San Francisco", "SF", "San Francisco, CA"]],
  montreal: ["CA", 2, ["Montreal", "Montréal"]],
  sao_paulo: ["BR", 3, ["São Paulo", "Sao Paulo", "Sampa"]],
  tel_aviv: ["IL", 2, ["Tel Aviv", "Tel Aviv-Yafo", "Tel-Aviv"]],
  tokyo: ["JP", 2, ["Tokyo", "Tōkyō"]],
};

/** Country code -> spellings seen in exports (English, local, other languages). */
export const COUNTRIES: Record<string, string[]> = {
  DE: ["Germany", "Deutschland", "Allemagne"],
  AT: ["Austria", "Österreich"],
  CH: ["Switzerland", "Schweiz", "Suisse"],
  PT: ["Portugal"],
  CZ: ["Czech Republic", "Czechia", "Česko"],
  PL: ["Poland", "Polska"],
  DK: ["Denmark", "Danmark"],
  SE: ["Sweden", "Sverige"],
  IT: ["Italy", "Italia"],
  BE: ["Belgium", "Belgique", "België"],
  NL: ["Netherlands", "The Netherlands", "Nederland", "Holland"],
  FR: ["France"],
  ES: ["Spain", "España"],
  GB: ["United Kingdom", "UK", "Great Britain"],
  IE: ["Ireland", "Éire"],
  IN: ["India", "Bharat"],
  US: ["United States", "USA", "United States of America", "U.S."],
  CA: ["Canada"],
  BR: ["Brazil", "Brasil"],
  IL: ["Israel"],
  JP: ["Japan", "Nippon"],
};

/** Family -> [weight, title stems by specialty (the role without level words)]. */
const IC_TITLES: Record<Exclude<Family, "other">, [number, Partial<Record<Specialty, string[]>>]> = {
  software: [
    16,
    {
      general: [
        "Software Engineer",
        "Software Developer",
        "Software Dev",
        "SWE",
        "SDE",
        "Software Development Engineer",
        "Programmer",
        "Application Developer",
        "Java Developer",
        "Python Developer",
        "Golang Engineer",
        ".NET Developer",
      ],
      backend: [
        "Backend Engineer",
        "Back-End Developer",
        "Back End Engineer",
        "Backend Developer",
        "Server-Side Engineer",
      ],
      frontend: [
        "Frontend Engineer",
        "Front-End Developer",
        "Front End Developer",
        "Frontend Developer",
        "UI Engineer",
      ],
      fullstack: [
        "Full Stack Engineer",
        "Full-Stack Developer",
        "Fullstack Developer",
        "Full Stack Web Developer",
      ],
    },
  ],
  mobile: [
    3,
    {
      general: [
        "iOS Developer",
        "Android Engineer",
        "Mobile Developer",
        "iOS Engineer",
        "Android Developer",
        "Mobile App Developer",
      ],
    },
  ],
  devops: [
    4,
    {
      general: [
        "DevOps Engineer",
        "Dev Ops Engineer",
        "Site Reliability Engineer",
        "SRE",
        "Platform Engineer",
        "Cloud Engineer",
        "Infrastructure Engineer",
        "Cloud Infrastructure Engineer",
      ],
    },
  ],
  data_eng: [
    4,
    {
      general: [
        "Data Engineer",
        "Big Data Engineer",
        "ETL Developer",
        "Data Platform Engineer",
        "Analytics Engineer",
      ],
    },
  ],
  ml: [
    3,
    {
      general: [
        "Machine Learning Engineer",
        "ML Engineer",
        "Machine-Learning Engineer",
        "AI Engineer",
        "MLE",
        "Deep Learning Engineer",
      ],
    },
  ],
  qa: [
    2,
    {
      general: [
        "QA Engineer",
        "Test Engineer",
        "QA Automation Engineer",
        "Software Tester",
        "SDET",
        "Quality Assurance Engineer",
      ],
    },
  ],
  security: [
    2,
    {
      general: [
        "Security Engineer",
        "Cyber Security Engineer",
        "Information Security Engineer",
        "Application Security Engineer",
      ],
    },
  ],
  data_science: [4, { general: ["Data Scientist", "Data Science Specialist", "Applied Data Scientist"] }],
  data_analysis: [
    4,
    { general: ["Data Analyst", "BI Analyst", "Business Intelligence Analyst", "Reporting Analyst"] },
  ],
  product: [
    5,
    {
      general: [
        "Product Manager",
        "Product Owner",
        "Technical Product Manager",
        "Product Mgr",
        "Digital Product Manager",
      ],
    },
  ],
  design: [
    3,
    {
      general: [
        "UX Designer",
        "Product Designer",
        "UI/UX Designer",
        "UX/UI Designer",
        "User Experience Designer",
        "Interaction Designer",
      ],
    },
  ],
  account_exec: [
    4,
    {
      general: ["Account Executive", "Enterprise Account Executive", "Account Exec", "Sales Executive", "AE"],
    },
  ],
  sales_eng: [
    2,
    {
      general: [
        "Sales Engineer",
        "Solutions Engineer",
        "Pre-Sales Engineer",
        "Presales Consultant",
        "Solutions Consultant",
      ],
    },
  ],
  recruiting: [
    3,
    {
      general: [
        "Recruiter",
        "Technical Recruiter",
        "Talent Acquisition Specialist",
        "Talent Acquisition Partner",
        "IT Recruiter",
        "Tech Recruiter",
      ],
    },
  ],
  accounting: [
    3,
    { general: ["Accountant", "Staff Accountant", "Chartered Accountant", "Tax Accountant", "Auditor"] },
  ],
  marketing: [
    4,
    {
      general: [
        "Marketing Specialist",
        "Growth Marketer",
        "Digital Marketing Specialist",
        "Content Marketer",
        "Performance Marketing Specialist",
      ],
    },
  ],
};
const OTHER_TITLES = [
  "Civil Engineer",
  "Mechanical Engineer",
  "Registered Nurse",
  "Teacher",
  "Chef",
  "Electrician",
  "Pharmacist",
  "Architect",
  "Lawyer",
  "Office Manager",
  "Physiotherapist",
  "Translator",
];

/** Leader roles: [department it leads, seniority, spellings]. */
const LEADER_TITLES: [string, Seniority, string[]][] = [
  [
    "engineering",
    "manager",
    [
      "Engineering Manager",
      "Eng Manager",
      "Software Development Manager",
      "Manager, Software Engineering",
      "Engineering Mgr",
    ],
  ],
  [
    "engineering",
    "director",
    ["Director of Engineering", "Engineering Director", "Director, Engineering", "Dir. of Engineering"],
  ],
  [
    "engineering",
    "vp",
    [
      "VP of Engineering",
      "VP Engineering",
      "Vice President, Engineering",
      "VP Eng",
      "Vice President of Engineering",
    ],
  ],
  ["engineering", "chief", ["CTO", "Chief Technology Officer", "Chief Technical Officer"]],
  ["engineering", "head", ["Head of Engineering", "Head of Software Engineering"]],
  ["product", "head", ["Head of Product", "Head of Product Management"]],
  ["product", "vp", ["VP of Product", "VP Product", "Vice President, Product"]],
  ["sales", "director", ["Director of Sales", "Sales Director", "Dir. Sales"]],
  ["sales", "vp", ["VP of Sales", "VP Sales", "Vice President of Sales"]],
  ["marketing", "manager", ["Marketing Manager", "Marketing Mgr"]],
  ["founder", "founder", ["Founder", "Co-Founder", "Co-founder & CEO", "Founder and CEO", "Cofounder"]],
];

/** Level words as exports write them, by where they go. */
const PREFIXES: Partial<Record<Seniority, string[]>> = {
  junior: ["Junior", "Jr.", "Jr", "Associate", "Entry-Level"],
  senior: ["Senior", "Sr.", "Sr", "SR.", "Staff", "Principal", "Lead"],
};
const SUFFIXES: Partial<Record<Seniority, string[]>> = {
  junior: [" I", " 1"],
  mid: [" II", " 2"],
  senior: [" III"],
};

/** Skill id -> spellings. */
export const SKILLS: Record<string, string[]> = {
  kubernetes: ["Kubernetes", "k8s", "K8S", "kubernetes"],
  postgresql: ["PostgreSQL", "Postgres", "postgres", "Postgresql", "PostgreSQL 14"],
  go: ["Go", "Golang", "golang", "Go (Golang)"],
  javascript: ["JavaScript", "Javascript", "JS", "javascript"],
  typescript: ["TypeScript", "Typescript", "TS"],
  react: ["React", "React.js", "ReactJS", "React JS", "react"],
  nodejs: ["Node.js", "NodeJS", "Node", "node.js"],
  python: ["Python", "python", "Python 3", "Python3"],
  aws: ["AWS", "Amazon Web Services", "aws"],
  gcp: ["Google Cloud Platform", "GCP", "Google Cloud"],
  terraform: ["Terraform", "terraform", "HashiCorp Terraform"],
  docker: ["Docker", "docker"],
  sql: ["SQL", "sql"],
  machine_learning: ["Machine Learning", "ML", "machine learning"],
  tensorflow: ["TensorFlow", "Tensorflow", "TF"],
  figma: ["Figma", "figma"],
  salesforce: ["Salesforce", "SFDC", "Salesforce.com", "Salesforce CRM"],
  excel: ["Excel", "Microsoft Excel", "MS Excel"],
  java: ["Java", "java", "Java 17"],
  csharp: ["C#", "C Sharp", "csharp"],
};
const SKILLS_BY_FAMILY: Partial<Record<Family, string[]>> = {
  software: [
    "python",
    "java",
    "go",
    "javascript",
    "typescript",
    "react",
    "nodejs",
    "postgresql",
    "docker",
    "aws",
    "kubernetes",
    "sql",
    "csharp",
  ],
  mobile: ["java", "javascript", "typescript", "react"],
  devops: ["kubernetes", "terraform", "docker", "aws", "gcp", "go", "python"],
  data_eng: ["python", "sql", "postgresql", "aws", "gcp", "docker"],
  ml: ["python", "machine_learning", "tensorflow", "sql", "kubernetes"],
  qa: ["python", "java", "javascript", "sql"],
  security: ["python", "aws", "kubernetes", "docker"],
  data_science: ["python", "machine_learning", "sql", "tensorflow"],
  data_analysis: ["sql", "excel", "python"],
  product: ["sql", "figma", "excel"],
  design: ["figma"],
  account_exec: ["salesforce", "excel"],
  sales_eng: ["salesforce", "aws", "sql"],
  recruiting: ["excel"],
  accounting: ["excel"],
  marketing: ["excel", "salesforce"],
};

/** School id -> spellings. */
export const SCHOOLS: Record<string, string[]> = {
  mit: ["Massachusetts Institute of Technology", "MIT", "M.I.T."],
  stanford: ["Stanford University", "Stanford"],
  tum: ["Technical University of Munich", "Technische Universität München", "TU München", "TUM"],
  eth: ["ETH Zurich", "ETH Zürich", "ETH"],
  iitb: ["Indian Institute of Technology Bombay", "IIT Bombay", "IIT-Bombay"],
  oxford: ["University of Oxford", "Oxford University", "Oxford"],
  cambridge: ["University of Cambridge", "Cambridge University"],
  berkeley: ["University of California, Berkeley", "UC Berkeley"],
  toronto: ["University of Toronto", "UofT"],
  uva: ["University of Amsterdam", "Universiteit van Amsterdam", "UvA"],
  polimi: ["Politecnico di Milano", "PoliMi"],
  local: [
    "Hochschule Rhein-Main",
    "Universidade do Minho",
    "Uniwersytet Łódzki",
    "College of Engineering Pune",
    "State Polytechnic Institute",
  ],
};
const DEGREES: Record<"phd" | "mba" | "master" | "bachelor", string[]> = {
  phd: ["PhD", "Ph.D.", "Doctor of Philosophy", "DPhil", "Ph.D", "Doctorate"],
  mba: ["MBA", "M.B.A.", "Master of Business Administration", "Executive MBA"],
  master: [
    "MSc",
    "M.Sc.",
    "M.S.",
    "MS",
    "Master of Science",
    "Master's degree",
    "MEng",
    "M.Eng.",
    "Master of Engineering",
    "MA",
    "Master of Arts",
  ],
  bachelor: [
    "BSc",
    "B.Sc.",
    "B.S.",
    "BS",
    "Bachelor of Science",
    "BA",
    "B.A.",
    "Bachelor's degree",
    "BEng",
    "B.Tech",
    "Bachelor of Technology",
  ],
};
const FIRST = [
  "Ana",
  "Tomasz",
  "Priya",
  "Lukas",
  "Chloé",
  "Mateus",
  "Yuki",
  "Sven",
  "Aoife",
  "Omar",
  "Giulia",
  "Dev",
  "Noa",
  "Femi",
  "Ingrid",
  "Pablo",
  "Mei",
  "Jonas",
  "Zofia",
  "Arjun",
  "Léa",
  "Kofi",
  "Elif",
  "Marek",
];
const LAST = [
  "Kowalczyk",
  "Ferreira",
  "Iyer",
  "Brandt",
  "Moreau",
  "Santos",
  "Tanaka",
  "Lindqvist",
  "Byrne",
  "Haddad",
  "Romano",
  "Patel",
  "Levi",
  "Okafor",
  "Hansen",
  "Ruiz",
  "Chen",
  "Weber",
  "Nowak",
  "Rao",
  "Dubois",
  "Mensah",
  "Yilmaz",
  "Dvořák",
];
const EMPLOYERS = [
  "Northwind Labs",
  "Quillon Systems",
  "Bluefin Data",
  "Kestrel Health",
  "Orbital Freight",
  "Papaya Pay",
  "Tessellate AG",
  "Lumen Grid",
  "Harbor & Finch",
  "Vantablue",
  "Cobalt Works",
  "Minerva Analytics",
];

/** One adjacent-letter swap: the typo exports hold. */
function typo(r: Rng, s: string): string {
  if (s.length < 5) return s;
  const i = 1 + Math.floor(r.next() * (s.length - 3));
  return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
}

function title(r: Rng, family: Family, specialty: Specialty, seniority: Seniority): string {
  if (family === "other") return r.pick(OTHER_TITLES);
  const stems = IC_TITLES[family][1][specialty] ?? IC_TITLES[family][1].general ?? [];
  const stem = r.pick(stems);
  const prefixes = PREFIXES[seniority];
  const suffixes = SUFFIXES[seniority];
  if (seniority === "mid") return suffixes && r.chance(0.2) ? stem + r.pick(suffixes) : stem;
  if (suffixes && r.chance(0.25)) return stem + r.pick(suffixes);
  if (prefixes)
    return r.chance(0.1) ? `${stem}, ${r.pick(prefixes).replace(/\.$/, "")}` : `${r.pick(prefixes)} ${stem}`;
  return stem;
}

export interface Generated {
  record: Record<string, unknown>;
  latent: Latent;
}

/** One person: latent facts, then the record an export would hold for them. */
export function person(r: Rng, i: number, reference = 2026): Generated {
  const typos: string[] = [];
  const spell = (field: string, s: string) => {
    if (!r.chance(0.03)) return s;
    typos.push(field);
    return typo(r, s);
  };
  const leader = r.chance(0.12) ? r.pick(LEADER_TITLES) : null;
  const family: Family = leader
    ? "other"
    : r.chance(0.06)
      ? "other"
      : r.weighted(Object.entries(IC_TITLES).map(([f, [w]]) => [f as Family, w]));
  const specialty: Specialty =
    family === "software"
      ? r.weighted([
          ["general", 5],
          ["backend", 3],
          ["frontend", 2],
          ["fullstack", 2],
        ])
      : "general";
  const seniority: Seniority = leader
    ? leader[1]
    : r.weighted([
        ["junior", 2],
        ["mid", 4],
        ["senior", 3],
      ]);
  const years =
    seniority === "junior"
      ? 1 + Math.floor(r.next() * 3)
      : seniority === "mid"
        ? 3 + Math.floor(r.next() * 6)
        : 6 + Math.floor(r.next() * 20);
  const current = leader ? r.pick(leader[2]) : title(r, family, specialty, seniority);

  const cityId = r.weighted(Object.entries(CITIES).map(([id, [, w]]) => [id, w]));
  const [iso2, , citySpellings] = CITIES[cityId] as [string, number, string[]];
  const hasPlace = r.chance(0.9);
  const cityText = spell("city", r.pick(citySpellings));
  const countryText = r.pick(COUNTRIES[iso2] ?? [iso2]);
  const location: Record<string, unknown> = {};
  if (hasPlace) {
    const style = r.weighted([
      ["fields", 5],
      ["fields-no-code", 3],
      ["string", 2],
    ] as const);
    if (style === "string") location.location = `${cityText}, ${countryText}`;
    else {
      location.location_city = r.chance(0.1) ? cityText.toUpperCase() : cityText;
      location.location_country = countryText;
      if (style === "fields") location.location_country_iso2 = r.chance(0.5) ? iso2 : iso2.toLowerCase();
    }
  }

  const skillPool = SKILLS_BY_FAMILY[family] ?? [];
  const skills = r.chance(0.85)
    ? [...new Set(Array.from({ length: 2 + Math.floor(r.next() * 5) }, () => r.pick(skillPool)))].filter(
        Boolean,
      )
    : [];
  const degrees: Latent["degrees"] = [];
  const schools: string[] = [];
  const education: Record<string, unknown>[] = [];
  if (r.chance(0.8)) {
    const path = r.weighted([
      [["bachelor"], 5],
      [["bachelor", "master"], 4],
      [["bachelor", "master", "phd"], 1],
      [["bachelor", "mba"], 1],
    ] as const);
    let year = reference - years - 1;
    for (const kind of [...path].reverse()) {
      const school = r.weighted([
        ["local", 6],
        ...Object.keys(SCHOOLS)
          .filter((s) => s !== "local")
          .map((s) => [s, 1] as [string, number]),
      ]);
      const schoolText = r.pick(SCHOOLS[school] ?? []);
      const hasDegree = r.chance(0.92);
      education.push({
        institution_name: schoolText,
        ...(hasDegree ? { degree: r.pick(DEGREES[kind]) } : {}),
        date_to_year: year,
      });
      if (hasDegree) degrees.push(kind);
      if (school !== "local") schools.push(school);
      year -= kind === "phd" ? 4 : 2;
    }
  }
  const start = reference - years;
  const experience: Record<string, unknown>[] = [
    {
      position_title: spell("title", current),
      company_name: r.pick(EMPLOYERS),
      date_from: `${years > 3 ? start + Math.floor(years / 2) : start}-01`,
      date_to: null,
    },
  ];
  if (years > 3)
    experience.push({
      position_title: title(r, family, specialty, "mid"),
      company_name: r.pick(EMPLOYERS),
      date_from: `${start}-01`,
      date_to: `${start + Math.floor(years / 2)}-01`,
    });
  const name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
  const url = `https://www.pnet.com/in/${name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z]+/g, "-")}-${i.toString(36)}`;
  const record = {
    pnet_url: url,
    name,
    headline: r.chance(0.7) ? `${current} at ${experience[0]?.company_name}` : "",
    ...location,
    skills: skills.map((s) => spell("skill", r.pick(SKILLS[s] ?? [s]))),
    experience,
    education,
    connections_count: Math.floor(r.next() * 1500),
  };
  return {
    record,
    latent: {
      url,
      family,
      specialty,
      seniority,
      leads: leader ? leader[0] : null,
      city: hasPlace ? cityId : null,
      country: hasPlace ? iso2 : null,
      skills,
      degrees,
      schools,
      years,
      typos,
    },
  };
}

/** `count` people from `seed`. */
export function generate(count: number, seed: number): Generated[] {
  const r = rng(seed);
  return Array.from({ length: count }, (_, i) => person(r, i + 1));
}
