/**
 * Round 21, style 1: stacked hyphenated modifiers before the noun, as headlines and briefs write
 * them ("Germany-based, Python-first backend engineers"); criteria and exclusions alike said as
 * modifiers ("non-junior", "Java-free", "Excel-averse", "never-managed", "now-elsewhere"). Labels per
 * ./labels.ts; a judgement call is commented above its query.
 */
import {
  allButOne,
  engineerIC,
  engLeader,
  exOf,
  hasAllSkills,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  midUp,
  skillsWithout,
  studied,
  swe,
  type TwentyFirstQuery,
} from "./labels.ts";

const EU_NOT_DE = ["AT", "PT", "CZ", "PL", "DK", "SE", "IT", "BE", "NL", "FR", "ES", "IE"];

export const HYPHEN_QUERIES: TwentyFirstQuery[] = [
  // Backend engineers: the backend specialty, full-stack `maybe` (with Python, in Germany).
  {
    class: "hyph_place",
    query: "Germany-based, Python-first backend engineers",
    relevant: (l) => swe(l, "backend") && inCountry(l, "DE") && hasSkill(l, "python"),
    maybe: (l) => swe(l, "fullstack") && inCountry(l, "DE") && hasSkill(l, "python"),
  },
  {
    class: "hyph_place",
    query: "London-based, non-junior product managers",
    relevant: (l) => ic(l, "product") && midUp(l) && inCity(l, "london"),
    inverted: (l) => ic(l, "product") && l.seniority === "junior" && inCity(l, "london"),
  },
  {
    class: "hyph_place",
    query: "non-Berlin, Germany-based data engineers",
    relevant: (l) => ic(l, "data_eng") && inCountry(l, "DE") && !inCity(l, "berlin"),
    inverted: (l) => ic(l, "data_eng") && inCity(l, "berlin"),
  },
  // "EU-based, non-German": the EU without Germany (the UK and Switzerland are not in the EU).
  {
    class: "hyph_place",
    query: "EU-based, non-German, Kubernetes-experienced platform engineers",
    relevant: (l) => ic(l, "devops") && inCountry(l, ...EU_NOT_DE) && hasSkill(l, "kubernetes"),
    inverted: (l) => ic(l, "devops") && inCountry(l, "DE") && hasSkill(l, "kubernetes"),
  },
  // "non-Papaya-Pay": not working at Papaya Pay now (those who do are inverted).
  {
    class: "hyph_place",
    query: "non-Papaya-Pay, New York-based, Salesforce-savvy account execs",
    relevant: (l) =>
      ic(l, "account_exec") &&
      inCity(l, "new_york") &&
      hasSkill(l, "salesforce") &&
      l.employer !== "Papaya Pay",
    inverted: (l) =>
      ic(l, "account_exec") &&
      inCity(l, "new_york") &&
      hasSkill(l, "salesforce") &&
      l.employer === "Papaya Pay",
  },
  {
    class: "hyph_place",
    query: "Lisbon-or-Porto-based, Figma-fluent product designers",
    relevant: (l) => ic(l, "design") && inCity(l, "lisbon", "porto") && hasSkill(l, "figma"),
  },
  {
    class: "hyph_place",
    query: "India-based, non-Bangalore, SQL-strong data analysts",
    relevant: (l) =>
      ic(l, "data_analysis") && inCountry(l, "IN") && !inCity(l, "bengaluru") && hasSkill(l, "sql"),
    inverted: (l) => ic(l, "data_analysis") && inCity(l, "bengaluru") && hasSkill(l, "sql"),
  },
  // Frontend with both React and TypeScript; one of the two `maybe`, full-stack with both `maybe`.
  {
    class: "hyph_skill",
    query: "React-first, TypeScript-fluent frontend developers",
    relevant: (l) => swe(l, "frontend") && hasAllSkills(l, "react", "typescript"),
    maybe: (l) =>
      (swe(l, "frontend") && allButOne(l, "react", "typescript")) ||
      (swe(l, "fullstack") && hasAllSkills(l, "react", "typescript")),
  },
  // "Java-free" inverts the Go-listing backend engineers who also list Java.
  {
    class: "hyph_skill",
    query: "Go-first, Java-free backend engineers",
    relevant: (l) => swe(l, "backend") && skillsWithout(l, ["go"], ["java"]),
    maybe: (l) => swe(l, "fullstack") && skillsWithout(l, ["go"], ["java"]),
    inverted: (l) => swe(l, "backend") && hasAllSkills(l, "go", "java"),
  },
  {
    class: "hyph_skill",
    query: "Python-and-SQL-heavy, Excel-averse data analysts",
    relevant: (l) => ic(l, "data_analysis") && skillsWithout(l, ["python", "sql"], ["excel"]),
    inverted: (l) => ic(l, "data_analysis") && hasAllSkills(l, "python", "sql", "excel"),
  },
  // Cloud engineers: the devops ICs.
  {
    class: "hyph_skill",
    query: "Terraform-fluent, AWS-native, GCP-free cloud engineers",
    relevant: (l) => ic(l, "devops") && skillsWithout(l, ["terraform", "aws"], ["gcp"]),
    inverted: (l) => ic(l, "devops") && hasAllSkills(l, "terraform", "aws", "gcp"),
  },
  {
    class: "hyph_skill",
    query: "machine-learning-focused, TensorFlow-savvy, non-junior data scientists",
    relevant: (l) => ic(l, "data_science") && midUp(l) && hasAllSkills(l, "machine_learning", "tensorflow"),
    inverted: (l) =>
      ic(l, "data_science") && l.seniority === "junior" && hasAllSkills(l, "machine_learning", "tensorflow"),
  },
  {
    class: "hyph_skill",
    query: "Salesforce-literate, Excel-heavy marketers",
    relevant: (l) => ic(l, "marketing") && hasAllSkills(l, "salesforce", "excel"),
    maybe: (l) => ic(l, "marketing") && allButOne(l, "salesforce", "excel"),
  },
  {
    class: "hyph_skill",
    query: "Postgres-fluent, Node-first, non-Java backend developers",
    relevant: (l) => swe(l, "backend") && skillsWithout(l, ["postgresql", "nodejs"], ["java"]),
    maybe: (l) => swe(l, "fullstack") && skillsWithout(l, ["postgresql", "nodejs"], ["java"]),
    inverted: (l) => swe(l, "backend") && hasAllSkills(l, "postgresql", "nodejs", "java"),
  },
  // "ex-Papaya-Pay, now-elsewhere": an earlier job at Papaya Pay, another employer now; product ICs
  // at Papaya Pay now are inverted (whatever their earlier employer).
  {
    class: "hyph_career",
    query: "ex-Papaya-Pay, now-elsewhere product managers",
    relevant: (l) => ic(l, "product") && exOf(l, "Papaya Pay"),
    inverted: (l) => ic(l, "product") && l.employer === "Papaya Pay",
  },
  // Every sales leader of the data is a director or a VP.
  {
    class: "hyph_career",
    query: "MBA-holding, director-or-VP-level sales leaders",
    relevant: (l) => l.leads === "sales" && hasDegree(l, "mba"),
  },
  {
    class: "hyph_career",
    query: "PhD-holding, TensorFlow-using ML engineers",
    relevant: (l) => ic(l, "ml") && hasDegree(l, "phd") && hasSkill(l, "tensorflow"),
  },
  // "never-managed senior engineers": senior engineering ICs; engineering leaders with the same
  // schools are inverted.
  {
    class: "hyph_career",
    query: "Stanford-or-MIT-educated, never-managed senior engineers",
    relevant: (l) => engineerIC(l) && l.seniority === "senior" && studied(l, "stanford", "mit"),
    inverted: (l) => engLeader(l) && studied(l, "stanford", "mit"),
  },
  // "non-manager" inverts the engineering leaders of ten years or more.
  {
    class: "hyph_career",
    query: "decade-plus-experienced, hands-on, non-manager backend engineers",
    relevant: (l) => swe(l, "backend") && l.months >= 120,
    maybe: (l) => swe(l, "fullstack") && l.months >= 120,
    inverted: (l) => engLeader(l) && l.months >= 120,
  },
  {
    class: "hyph_career",
    query: "TUM-educated, Munich-based, non-junior engineers",
    relevant: (l) => engineerIC(l) && midUp(l) && inCity(l, "munich") && studied(l, "tum"),
    inverted: (l) => engineerIC(l) && l.seniority === "junior" && inCity(l, "munich") && studied(l, "tum"),
  },
];
