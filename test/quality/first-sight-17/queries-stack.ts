/**
 * Round 17, style 3: skills asked by stack and tool jargon instead of their names ("container
 * orchestration", "IaC", "hyperscaler", "JVM", "Gophers", "Pythonistas", ".NET shop", "RDBMS",
 * "lives in the CRM", "spreadsheet wizards", "deep-learning framework", "multi-cloud"). Which skill
 * each names is in ./labels.ts; judgement calls are commented above their query.
 */
import {
  developer,
  EU,
  EUROPE,
  hasAllSkills,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  placedOutside,
  type SeventeenthQuery,
  swe,
  unplaced,
} from "./labels.ts";

export const STACK_QUERIES: SeventeenthQuery[] = [
  {
    class: "stack_cloud",
    // Container orchestration: Kubernetes, whoever holds it; Docker alone maybe.
    query: "container-orchestration experts in Amsterdam",
    relevant: (l) => hasSkill(l, "kubernetes") && inCity(l, "amsterdam"),
    maybe: (l) => hasSkill(l, "docker") && inCity(l, "amsterdam"),
  },
  {
    class: "stack_cloud",
    // IaC: Terraform; "not on Google's cloud" inverts GCP holders.
    query: "IaC people in Europe, not on Google's cloud",
    relevant: (l) => hasSkill(l, "terraform") && !hasSkill(l, "gcp") && inCountry(l, ...EUROPE),
    inverted: (l) => hasSkill(l, "terraform") && hasSkill(l, "gcp") && inCountry(l, ...EUROPE),
  },
  {
    class: "stack_cloud",
    // Hyperscaler: AWS or GCP.
    query: "data engineers with hyperscaler experience in Germany or Austria",
    relevant: (l) => ic(l, "data_eng") && hasSkill(l, "aws", "gcp") && inCountry(l, "DE", "AT"),
  },
  {
    class: "stack_cloud",
    // Amazon's cloud: AWS; frontend software engineers excluded by name.
    query: "software engineers who know Amazon's cloud, Paris, not frontend",
    relevant: (l) => swe(l, "general", "backend", "fullstack") && hasSkill(l, "aws") && inCity(l, "paris"),
    inverted: (l) => swe(l, "frontend") && hasSkill(l, "aws") && inCity(l, "paris"),
  },
  {
    class: "stack_cloud",
    // Multi-cloud: AWS and GCP both; no place asked but one excluded: people without a place maybe.
    query: "multi-cloud DevOps engineers (AWS and GCP both), anyone but US-based",
    relevant: (l) => ic(l, "devops") && hasAllSkills(l, "aws", "gcp") && placedOutside(l, "US"),
    maybe: (l) => ic(l, "devops") && hasAllSkills(l, "aws", "gcp") && unplaced(l),
    inverted: (l) => ic(l, "devops") && hasAllSkills(l, "aws", "gcp") && inCountry(l, "US"),
  },
  {
    class: "stack_lang",
    // JVM: Java; developers are software and mobile ICs (QA with Java maybe); juniors excluded.
    query: "JVM developers in Lisbon, no juniors",
    relevant: (l) => developer(l) && hasSkill(l, "java") && !junior(l) && inCity(l, "lisbon"),
    maybe: (l) => ic(l, "qa") && hasSkill(l, "java") && !junior(l) && inCity(l, "lisbon"),
    inverted: (l) => developer(l) && hasSkill(l, "java") && junior(l) && inCity(l, "lisbon"),
  },
  {
    class: "stack_lang",
    // Gophers: anyone with Go; DevOps / SRE people excluded by name.
    query: "Gophers in Berlin who aren't SRE/DevOps",
    relevant: (l) => hasSkill(l, "go") && l.family !== "devops" && inCity(l, "berlin"),
    inverted: (l) => ic(l, "devops") && hasSkill(l, "go") && inCity(l, "berlin"),
  },
  {
    class: "stack_lang",
    // Pythonistas: Python; TensorFlow users excluded by name.
    query: "Pythonistas in data science anywhere in Europe, not TensorFlow users",
    relevant: (l) =>
      ic(l, "data_science") && hasSkill(l, "python") && !hasSkill(l, "tensorflow") && inCountry(l, ...EUROPE),
    inverted: (l) =>
      ic(l, "data_science") && hasAllSkills(l, "python", "tensorflow") && inCountry(l, ...EUROPE),
  },
  {
    class: "stack_lang",
    // .NET / Microsoft stack: C#.
    query: ".NET / Microsoft-stack developers in Sweden or Denmark",
    relevant: (l) => developer(l) && hasSkill(l, "csharp") && inCountry(l, "SE", "DK"),
  },
  {
    class: "stack_lang",
    // Full-JS stack: React and Node.js both; Brits (the UK) excluded by name.
    query: "full-JS stack people (React front end, Node back end) anywhere in Europe, no Brits",
    relevant: (l) => hasAllSkills(l, "react", "nodejs") && inCountry(l, ...EUROPE) && !inCountry(l, "GB"),
    inverted: (l) => hasAllSkills(l, "react", "nodejs") && inCountry(l, "GB"),
  },
  {
    class: "stack_lang",
    // RDBMS: PostgreSQL (SQL alone maybe); no place asked but one excluded: people without a place maybe.
    query: "RDBMS-savvy backend engineers, excluding India",
    relevant: (l) => swe(l, "backend") && hasSkill(l, "postgresql") && placedOutside(l, "IN"),
    maybe: (l) =>
      swe(l, "backend") &&
      ((hasSkill(l, "postgresql") && unplaced(l)) || (hasSkill(l, "sql") && !inCountry(l, "IN"))),
    inverted: (l) => swe(l, "backend") && hasSkill(l, "postgresql") && inCountry(l, "IN"),
  },
  {
    class: "stack_lang",
    query: "frontend people who write TypeScript, anywhere in the EU except Germany",
    relevant: (l) =>
      swe(l, "frontend") && hasSkill(l, "typescript") && inCountry(l, ...EU) && !inCountry(l, "DE"),
    inverted: (l) => swe(l, "frontend") && hasSkill(l, "typescript") && inCountry(l, "DE"),
  },
  {
    class: "stack_tool",
    // Lives in the CRM: Salesforce; solutions (sales) engineers excluded by name.
    query: "AEs who live in the CRM, France, not solutions engineers",
    relevant: (l) => ic(l, "account_exec") && hasSkill(l, "salesforce") && inCountry(l, "FR"),
    inverted: (l) => ic(l, "sales_eng") && inCountry(l, "FR"),
  },
  {
    class: "stack_tool",
    // Spreadsheet wizards: Excel.
    query: "spreadsheet wizards in accounting, Italy",
    relevant: (l) => ic(l, "accounting") && hasSkill(l, "excel") && inCountry(l, "IT"),
  },
  {
    class: "stack_tool",
    // Own mockups in Figma: Figma; designers excluded by name.
    query: "product managers who do their own mockups in Figma, Germany, not designers",
    relevant: (l) => ic(l, "product") && hasSkill(l, "figma") && inCountry(l, "DE"),
    inverted: (l) => ic(l, "design") && inCountry(l, "DE"),
  },
  {
    class: "stack_tool",
    // Deep-learning framework: TensorFlow; data scientists excluded by name.
    query: "ML engineers with a deep-learning framework, US, not data scientists",
    relevant: (l) => ic(l, "ml") && hasSkill(l, "tensorflow") && inCountry(l, "US"),
    inverted: (l) => ic(l, "data_science") && inCountry(l, "US"),
  },
  {
    class: "stack_tool",
    // Scripts in Python; spreadsheet-only (Excel without Python) inverted.
    query: "data analysts in India who script in Python, not spreadsheet-only",
    relevant: (l) => ic(l, "data_analysis") && hasSkill(l, "python") && inCountry(l, "IN"),
    inverted: (l) =>
      ic(l, "data_analysis") && hasSkill(l, "excel") && !hasSkill(l, "python") && inCountry(l, "IN"),
  },
  {
    class: "stack_tool",
    query: "SQL-fluent product managers in London",
    relevant: (l) => ic(l, "product") && hasSkill(l, "sql") && inCity(l, "london"),
  },
  {
    class: "stack_tool",
    // Runs campaigns out of the CRM: Salesforce.
    query: "marketers who run campaigns out of the CRM, Spain or Portugal",
    relevant: (l) => ic(l, "marketing") && hasSkill(l, "salesforce") && inCountry(l, "ES", "PT"),
  },
  {
    class: "stack_tool",
    // Lives in spreadsheets: Excel; juniors excluded by name.
    query: "recruiters who live in spreadsheets, Mumbai or Bengaluru, excluding juniors",
    relevant: (l) =>
      ic(l, "recruiting") && hasSkill(l, "excel") && !junior(l) && inCity(l, "mumbai", "bengaluru"),
    inverted: (l) =>
      ic(l, "recruiting") && hasSkill(l, "excel") && junior(l) && inCity(l, "mumbai", "bengaluru"),
  },
];
