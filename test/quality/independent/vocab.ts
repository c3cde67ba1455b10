/**
 * The independent generator's own vocabulary (./people.ts): how exports write cities, countries,
 * titles, skills, degrees and schools, each spelling tied to the latent fact it stands for. Nothing
 * here comes from src/.
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
export const SKILLS_BY_FAMILY: Partial<Record<Family, string[]>> = {
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
export const DEGREES: Record<"phd" | "mba" | "master" | "bachelor", string[]> = {
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
export const FIRST = [
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
export const LAST = [
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
export const EMPLOYERS = [
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
