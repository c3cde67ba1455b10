/**
 * Titles the vocabulary does not list, placed in a family and department by their head noun and
 * its modifiers: "Golang Engineer" and "Server-Side Developer" are software engineers,
 * "Cloud Infrastructure Engineer" DevOps, "Head of Platform" an engineering head, "Tech Lead" a
 * senior software engineer. English titles; what no rule places stays unclassified and is listed by
 * `prospector vocab report` so an operator sees what the vocabulary misses.
 */
import type { Level, TitleEntry } from "./title-entry.ts";

/** Modifier phrases (space-joined, singular) -> family, and the vocabulary title it names when one does. */
type Rule = [modifiers: string[], family: string, title?: string];

const ENGINEER_RULES: Rule[] = [
  [
    ["io", "ios", "android", "mobile", "app", "flutter", "react native", "swift", "mobile app"],
    "Mobile Engineering",
  ],
  [
    [
      "machine learning",
      "ai",
      "deep learning",
      "nlp",
      "computer vision",
      "mlop",
      "artificial intelligence",
      "ai machine learning",
    ],
    "Machine Learning",
  ],
  [["data", "etl", "big data", "analytic", "bi", "data platform", "data warehouse"], "Data Engineering"],
  [
    [
      "devop",
      "site reliability",
      "sre",
      "platform",
      "cloud",
      "infrastructure",
      "reliability",
      "cloud infrastructure",
      "devsecop",
    ],
    "DevOps",
  ],
  [
    ["qa", "test", "testing", "automation", "quality", "test automation", "qa automation"],
    "Quality Assurance",
  ],
  [
    [
      "security",
      "cybersecurity",
      "appsec",
      "information security",
      "application security",
      "network security",
      "infosec",
    ],
    "Security Engineering",
  ],
  [["embedded", "firmware", "embedded software"], "Embedded Engineering"],
  [["sale", "solution", "presale", "customer solution"], "Sales Engineering"],
  [["support", "technical support", "customer support"], "Customer Support"],
  [["backend", "api", "backend software"], "Software Engineering", "Backend Engineer"],
  [["frontend", "ui", "frontend software", "frontend web"], "Software Engineering", "Frontend Engineer"],
  [["full stack", "full stack web", "full stack software"], "Software Engineering", "Full Stack Engineer"],
  [["web", "web application"], "Software Engineering", "Web Developer"],
];
/** "<modifier> developer|engineer|programmer" phrases that name a vocabulary title (for queries). */
export const TITLE_VARIANT_PHRASES: [phrase: string, title: string][] = ENGINEER_RULES.flatMap(
  ([mods, , title]) =>
    title
      ? mods.flatMap((m) =>
          ["engineer", "developer", "programmer"].map((h) => [`${m} ${h}`, title] as [string, string]),
        )
      : [],
);
/** Software words: a "<language> developer" is a software engineer. */
const SOFTWARE = new Set(
  "software application java python golang go ruby rail php net dotnet csharp cpp c javascript typescript node nodej scala rust react angular vue django spring kotlin elixir haskell perl game blockchain salesforce wordpress shopify".split(
    " ",
  ),
);

const DESIGN_RULES: Rule[] = [
  [
    [
      "ux",
      "ui",
      "ux ui",
      "product",
      "interaction",
      "user interface",
      "service",
      "digital",
      "web",
      "ux product",
    ],
    "Product Design",
  ],
  [["graphic", "visual", "brand", "motion", "creative", "communication"], "Graphic Design"],
];
const ANALYST_RULES: Rule[] = [
  [
    [
      "data",
      "bi",
      "analytic",
      "reporting",
      "insight",
      "business intelligence",
      "business",
      "product",
      "marketing",
      "data reporting",
    ],
    "Data Analysis",
  ],
  [["financial", "finance", "fp a", "investment", "credit", "equity"], "Financial Analysis"],
  [["security", "soc", "cybersecurity", "information security"], "Security Engineering"],
  [["qa", "test"], "Quality Assurance"],
  [["operation", "business operation", "strategy operation"], "Business Operations"],
  [["supply chain", "procurement", "logistic", "inventory"], "Supply Chain"],
];
const SCIENTIST_RULES: Rule[] = [
  [["data", "applied data", "senior data", "data science"], "Data Science", "Data Scientist"],
  [
    ["machine learning", "ml", "ai", "research", "applied", "applied ml", "nlp", "computer vision"],
    "Machine Learning",
  ],
];

/** Modifiers of "... Specialist" that name a family. */
const SPECIALIST_FAMILIES = new Map<string, string>([
  ["data science", "Data Science"],
  ["machine learning", "Machine Learning"],
  ["devop", "DevOps"],
  ["qa", "Quality Assurance"],
  ["test automation", "Quality Assurance"],
  ["security", "Security Engineering"],
  ["cybersecurity", "Security Engineering"],
  ["information security", "Security Engineering"],
  ["data analytic", "Data Analysis"],
  ["business intelligence", "Data Analysis"],
  ["ux", "Product Design"],
]);

/** Words naming what a leader leads. */
const DEPARTMENT_WORDS: [string[], string][] = [
  [
    [
      "engineering",
      "software engineering",
      "software development",
      "development",
      "technology",
      "tech",
      "technical",
      "it",
      "platform",
      "infrastructure",
      "software",
      "r d",
    ],
    "Engineering",
  ],
  [["data", "data science", "analytic", "ai", "machine learning", "data analytic"], "Data Science"],
  [["product", "product management"], "Product"],
  [["design", "ux", "ux ui", "product design", "creative"], "Design"],
  [["sale", "revenue", "business development", "commercial", "global sale", "enterprise sale"], "Sales"],
  [
    ["marketing", "growth", "brand", "demand generation", "product marketing", "digital marketing"],
    "Marketing",
  ],
  [
    ["customer success", "support", "customer support", "customer experience", "customer"],
    "Customer Success",
  ],
  [["finance", "accounting", "financial"], "Finance"],
  [
    ["hr", "people", "talent", "talent acquisition", "recruiting", "people operation", "people culture"],
    "Human Resources",
  ],
  [["operation", "op", "business operation"], "Operations"],
  [["legal"], "Legal"],
];
const DEPARTMENT_BY_WORDS = new Map<string, string>();
for (const [phrases, department] of DEPARTMENT_WORDS)
  for (const p of phrases) DEPARTMENT_BY_WORDS.set(p, department);

export type Lookup = (key: string) => TitleEntry | undefined;

function byRules(
  modifiers: string,
  rules: Rule[],
  lookup: Lookup,
  family: (f: string) => string | null,
  written: string,
): TitleEntry | null {
  for (const [phrases, fam, title] of rules) {
    if (!phrases.includes(modifiers)) continue;
    const named = title ? lookup(title.toLowerCase()) : undefined;
    return named ?? { title: written, family: fam, department: family(fam), level: null };
  }
  return null;
}

function leader(department: string | undefined, level: Level, written: string): TitleEntry | null {
  return department ? { title: written, family: null, department, level } : null;
}

/** A title's words (level words already taken out), with the parts the rules read. */
interface TitleParts {
  ws: readonly string[];
  written: string;
  first: string;
  /** The head noun: the last word ("engineer" in "Backend Engineer"). */
  head: string;
  /** The words before the head noun, space-joined. */
  mods: string;
}

/** What the rules ask of the vocabulary: a title by its words, a family's department. */
interface Vocabulary {
  lookup: Lookup;
  departmentOf: (family: string) => string | null;
}

/**
 * The role named by a title's words (level words already taken out, ./reduce-title.ts), or null.
 * `departmentOf` gives a family's department.
 */
export function inferRole(
  ws: readonly string[],
  lookup: Lookup,
  departmentOf: (family: string) => string | null,
): TitleEntry | null {
  if (ws.length === 0) return null;
  const t: TitleParts = {
    ws,
    written: ws.join(" "),
    first: ws[0] as string,
    head: ws[ws.length - 1] as string,
    mods: ws.slice(0, -1).join(" "),
  };
  const v: Vocabulary = { lookup, departmentOf };
  if (ws.includes("founder") || (ws.length === 1 && ws[0] === "owner"))
    return { title: t.written, family: null, department: null, level: "owner" };
  const led = leaderRole(t);
  if (led !== undefined) return led;
  if (t.head === "manager" || t.head === "owner") return managerRole(t, v);
  if (t.head === "lead") return leadRole(t, v);
  // "Member of Technical Staff": the software engineer's title at many technology companies.
  if (t.written === "member technical staff" || t.written === "mt")
    return lookup("software engineer") ?? null;
  if (t.head === "engineer" || t.head === "developer") return engineerRole(t, v);
  if (t.written === "ae") return lookup("account executive") ?? null;
  return roleByHeadNoun(t, v);
}

/**
 * A leader of what the other words name ("Head of Platform", "VP Sales", "Chief Revenue Officer"),
 * null when they name no department; undefined when the title is no leader's.
 */
function leaderRole({ ws, written, first, head }: TitleParts): TitleEntry | null | undefined {
  const dept = (xs: readonly string[]) => DEPARTMENT_BY_WORDS.get(xs.join(" "));
  if (first === "chief" && head === "officer") return leader(dept(ws.slice(1, -1)), "clevel", written);
  if (first === "head") return leader(dept(ws.slice(1)), "head", written);
  if (first === "vp") return leader(dept(ws.slice(1)), "vp", written);
  if (first === "director") return leader(dept(ws.slice(1)), "director", written);
  if (head === "director") return leader(dept(ws.slice(0, -1)), "director", written);
  return undefined;
}

/** "... Manager", "... Owner": a product manager or an engineering manager; other managers stay unplaced. */
function managerRole({ written, mods }: TitleParts, { lookup }: Vocabulary): TitleEntry | null {
  if (mods === "product" || mods === "digital product" || mods === "technical product")
    return lookup("product manager") ?? null;
  if (
    mods === "engineering" ||
    mods === "software engineering" ||
    mods === "software development" ||
    mods === "development"
  )
    return leader("Engineering", "manager", written);
  return null;
}

/** "Tech Lead" is a software engineer; any other "X Lead" is read as X. */
function leadRole({ ws }: TitleParts, v: Vocabulary): TitleEntry | null {
  const rest = ws.slice(0, -1);
  if (
    rest.length === 1 &&
    ["tech", "technical", "engineering", "software", "development", "team"].includes(rest[0] as string)
  )
    return v.lookup("software engineer") ?? null;
  return rest.length ? inferRole(rest, v.lookup, v.departmentOf) : null;
}

/** "... Engineer" / "... Developer": by the engineer rules, or a software engineer by language words. */
function engineerRole({ ws, written, head, mods }: TitleParts, v: Vocabulary): TitleEntry | null {
  // A bare "Engineer" ("Staff Engineer") is in engineering; which kind, the title does not say.
  if (ws.length === 1)
    return head === "developer"
      ? (v.lookup("software developer") ?? null)
      : { title: written, family: null, department: "Engineering", level: null };
  const ruled = byRules(mods, ENGINEER_RULES, v.lookup, v.departmentOf, written);
  if (ruled) return ruled;
  if (ws.slice(0, -1).every((w) => SOFTWARE.has(w)))
    return { title: written, family: "Software Engineering", department: "Engineering", level: null };
  return null;
}

/** Every other title, by head noun and modifiers: specialists, scientists, analysts, designers... */
function roleByHeadNoun(t: TitleParts, v: Vocabulary): TitleEntry | null {
  const { ws, written, head, mods } = t;
  const { lookup, departmentOf } = v;
  // "Data Science Specialist", "Machine Learning Expert": the modifiers name the family.
  if (["specialist", "expert", "professional", "consultant"].includes(head)) {
    const family = SPECIALIST_FAMILIES.get(mods);
    if (family) return { title: written, family, department: departmentOf(family), level: null };
  }
  if (head === "tester")
    return { title: written, family: "Quality Assurance", department: "Engineering", level: null };
  if (head === "scientist") return byRules(mods, SCIENTIST_RULES, lookup, departmentOf, written);
  if (head === "analyst") return byRules(mods, ANALYST_RULES, lookup, departmentOf, written);
  if (head === "designer") return byRules(mods, DESIGN_RULES, lookup, departmentOf, written);
  if (head === "researcher" && (mods === "ux" || mods === "user")) return lookup("ux researcher") ?? null;
  if (head === "recruiter" || head === "sourcer" || mods === "talent acquisition" || mods === "recruitment")
    return { title: written, family: "Recruiting", department: "Human Resources", level: null };
  if (head === "accountant" || head === "auditor" || head === "bookkeeper")
    return { title: written, family: "Accounting", department: "Finance", level: null };
  if (head === "executive" && /^(account|sale|enterprise account|enterprise sale)$/.test(mods))
    return lookup("account executive") ?? null;
  if (head === "consultant" && /^(solution|presale|technical sale|sale engineering)$/.test(mods))
    return { title: written, family: "Sales Engineering", department: "Sales", level: null };
  if (head === "representative" && /^(sale development|business development)$/.test(mods))
    return { title: written, family: "Sales Development", department: "Sales", level: null };
  const department = departmentRole(t);
  if (department) return department;
  if (
    head === "marketer" ||
    (ws.includes("marketing") && /^(specialist|manager|coordinator|associate|lead|executive)$/.test(head))
  ) {
    const family = /growth|performance|digital|demand/.test(written)
      ? "Growth Marketing"
      : /content|social|seo|copy/.test(written)
        ? "Content Marketing"
        : /product/.test(written)
          ? "Product Marketing"
          : null;
    return { title: written, family, department: "Marketing", level: null };
  }
  return null;
}

/**
 * Nouns that say how someone works, not in what: "Sales Representative", "Finance Associate", "HR
 * Generalist", "Support Agent". Before them, words naming a department are the title's department;
 * a title that is only such words ("Sales", "Sales Associate" once its level word is out) is too.
 * Without this a "Sales Representative" held no department now or before, and "sales people" or
 * "came from sales" did not find them.
 */
const WORKER_NOUNS = new Set([
  ...[
    "representative",
    "rep",
    "specialist",
    "associate",
    "coordinator",
    "consultant",
    "executive",
    "officer",
  ],
  ...["assistant", "administrator", "agent", "advisor", "adviser", "partner", "generalist", "supervisor"],
  ...["clerk", "trainee", "intern", "apprentice"],
]);

function departmentRole({ ws, written, head }: TitleParts): TitleEntry | null {
  const department =
    DEPARTMENT_BY_WORDS.get(written) ?? (WORKER_NOUNS.has(head) ? departmentBefore(ws) : undefined);
  return department ? { title: written, family: null, department, level: null } : null;
}

/** The department the words before the head end with ("Inside Sales" of "Inside Sales Representative"). */
function departmentBefore(ws: readonly string[]): string | undefined {
  for (let from = 0; from < ws.length - 1; from++) {
    const department = DEPARTMENT_BY_WORDS.get(ws.slice(from, -1).join(" "));
    if (department) return department;
  }
  return undefined;
}
