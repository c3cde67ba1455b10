/**
 * Round 20, style 1: asks written as prompts to an AI assistant, as people paste them — a role line,
 * numbered or listed constraints, must / must-not lists, output instructions that are not criteria
 * (a table, JSON, a row limit, "be concise", "no commentary", "don't add emails"), politeness and a
 * rationale. The labels follow the criteria only (./labels.ts).
 */
import {
  EU,
  EUROPE,
  goDev,
  hasAllSkills,
  hasSkill,
  holdsAnyOther,
  ic,
  inCity,
  inCountry,
  javaDev,
  leader,
  oneOf,
  swe,
  type TwentiethQuery,
} from "./labels.ts";

const DE = "DE";

export const PROMPT_QUERIES: TwentiethQuery[] = [
  {
    class: "prompt_role",
    query:
      "You are a sourcing assistant. Find senior backend engineers in Germany. Return a table with name, current title, company and city. Max 25 rows. Be concise.",
    relevant: (l) => swe(l, "backend") && l.seniority === "senior" && inCountry(l, DE),
    // Full-stack seniors in Germany do backend work too.
    maybe: (l) => swe(l, "fullstack") && l.seniority === "senior" && inCountry(l, DE),
  },
  {
    class: "prompt_role",
    query:
      "Act as my recruiting researcher. Task: product managers in London with at least 5 years of experience. Must not: anyone currently at Papaya Pay. Output a bullet list, one line per person with a short reason.",
    relevant: (l) => ic(l, "product") && inCity(l, "london") && l.months >= 60 && l.employer !== "Papaya Pay",
    inverted: (l) => ic(l, "product") && inCity(l, "london") && l.months >= 60 && l.employer === "Papaya Pay",
  },
  {
    class: "prompt_place",
    query:
      "You're an expert talent sourcer. We are expanding to Portugal, so I need data engineers in Lisbon or Porto. Rules: 1) not juniors 2) no commentary, just the list. Format: markdown table.",
    // "No commentary" is an output instruction; "not juniors" the one exclusion.
    relevant: (l) => ic(l, "data_eng") && l.seniority !== "junior" && inCity(l, "lisbon", "porto"),
    inverted: (l) => ic(l, "data_eng") && l.seniority === "junior" && inCity(l, "lisbon", "porto"),
  },
  {
    class: "prompt_skill",
    query:
      "You are a technical sourcer. Find DevOps engineers who know both Kubernetes and Terraform, anywhere in Europe. Return JSON with the fields name, title, location, skills. Limit 30.",
    relevant: (l) => ic(l, "devops") && hasAllSkills(l, "kubernetes", "terraform") && inCountry(l, ...EUROPE),
    maybe: (l) => ic(l, "devops") && oneOf(l, "kubernetes", "terraform") && inCountry(l, ...EUROPE),
  },
  {
    class: "prompt_role",
    query:
      "I want you to act as a headhunter. Find engineering managers in Germany. Must be an engineering manager today (not a director, not a VP). Give me a ranked table with a column explaining why each one fits. Keep it short.",
    relevant: (l) => leader(l, "engineering", "manager") && inCountry(l, DE),
    inverted: (l) => leader(l, "engineering", "director", "vp") && inCountry(l, DE),
  },
  {
    class: "prompt_place",
    query:
      "You are a recruiting copilot. Context: our team is remote-first inside the EU. Find frontend developers in the European Union, exclude the United Kingdom and Switzerland. Output: CSV with name, city, company. Don't add emails.",
    // The EU is the data's European countries without the UK and Switzerland.
    relevant: (l) => swe(l, "frontend") && inCountry(l, ...EU),
    maybe: (l) => swe(l, "fullstack") && inCountry(l, ...EU),
    inverted: (l) => swe(l, "frontend") && inCountry(l, "GB", "CH"),
  },
  {
    class: "prompt_skill",
    query:
      "System: you are a sourcing agent. User: find machine learning engineers with TensorFlow in San Francisco or New York. Exclude anyone working at Minerva Analytics. Return the top 20 as a table.",
    relevant: (l) =>
      ic(l, "ml") &&
      hasSkill(l, "tensorflow") &&
      inCity(l, "san_francisco", "new_york") &&
      l.employer !== "Minerva Analytics",
    inverted: (l) =>
      ic(l, "ml") &&
      hasSkill(l, "tensorflow") &&
      inCity(l, "san_francisco", "new_york") &&
      l.employer === "Minerva Analytics",
  },
  {
    class: "prompt_role",
    query:
      "Please act as a sourcing assistant for a hospital group. We need registered nurses and physiotherapists anywhere in Europe except the UK. Return name, title and city for each. Thanks!",
    relevant: (l) =>
      holdsAnyOther(l, "Registered Nurse", "Physiotherapist") &&
      inCountry(l, ...EUROPE) &&
      l.country !== "GB",
    inverted: (l) => holdsAnyOther(l, "Registered Nurse", "Physiotherapist") && inCountry(l, "GB"),
  },
  {
    class: "prompt_place",
    query:
      "You are an assistant for a sales team. Target: account executives in Stockholm, Gothenburg or Copenhagen. They must have Salesforce on their profile. Output a table sorted by company, max 40 rows.",
    relevant: (l) =>
      ic(l, "account_exec") &&
      hasSkill(l, "salesforce") &&
      inCity(l, "stockholm", "gothenburg", "copenhagen"),
  },
  {
    class: "prompt_skill",
    query:
      "Role: sourcing assistant. Find data scientists in India (Bengaluru, Mumbai, Chennai or Kolkata). Must-have: machine learning on their profile. Must-nots: juniors, anyone at Bluefin Data. Reply with a numbered list.",
    relevant: (l) =>
      ic(l, "data_science") &&
      l.seniority !== "junior" &&
      inCountry(l, "IN") &&
      hasSkill(l, "machine_learning") &&
      l.employer !== "Bluefin Data",
    inverted: (l) =>
      ic(l, "data_science") &&
      inCountry(l, "IN") &&
      hasSkill(l, "machine_learning") &&
      (l.seniority === "junior" || l.employer === "Bluefin Data"),
  },
  {
    class: "prompt_role",
    query:
      "You are a helpful recruiting assistant. I'm looking for QA automation or test engineers in Poland or Czechia, mid-level or senior. Give me 15 names with their employer and a confidence score.",
    relevant: (l) => ic(l, "qa") && l.seniority !== "junior" && inCountry(l, "PL", "CZ"),
  },
  {
    class: "prompt_place",
    query:
      "Act as a talent-intelligence analyst. Find security engineers in Israel or the United States; leave out New York. Present the results as a table with a notes column. Be brief.",
    relevant: (l) => ic(l, "security") && inCountry(l, "IL", "US") && l.city !== "new_york",
    inverted: (l) => ic(l, "security") && inCity(l, "new_york"),
  },
  {
    class: "prompt_skill",
    query:
      "You are a sourcing bot. Query: Go developers (Golang) who also use PostgreSQL, in Germany or the Netherlands. Output format: name | title | city. Sort by seniority, most senior first.",
    relevant: (l) => goDev(l) && hasSkill(l, "postgresql") && inCountry(l, DE, "NL"),
    // A Golang Engineer listing no skills at all may still use PostgreSQL.
    maybe: (l) => goDev(l) && l.skills.length === 0 && inCountry(l, DE, "NL"),
  },
  {
    class: "prompt_role",
    query:
      "You are my sourcing co-pilot. Find UX or product designers in Paris, Madrid or Milan. Must NOT currently work at Lumen Grid or Cobalt Works. Return a table and include a portfolio link where you have one.",
    relevant: (l) =>
      ic(l, "design") &&
      inCity(l, "paris", "madrid", "milan") &&
      !["Lumen Grid", "Cobalt Works"].includes(l.employer),
    inverted: (l) =>
      ic(l, "design") &&
      inCity(l, "paris", "madrid", "milan") &&
      ["Lumen Grid", "Cobalt Works"].includes(l.employer),
  },
  {
    class: "prompt_place",
    query:
      "You are a recruiter's assistant. Need: site reliability or DevOps engineers in Tokyo or São Paulo, excluding juniors. Output format: JSON array. Do not invent data.",
    relevant: (l) => ic(l, "devops") && l.seniority !== "junior" && inCity(l, "tokyo", "sao_paulo"),
    inverted: (l) => ic(l, "devops") && l.seniority === "junior" && inCity(l, "tokyo", "sao_paulo"),
  },
  {
    class: "prompt_skill",
    query:
      "Act as a sourcing specialist. Find full-stack developers who know React, based in Poland, Czechia or Germany. Return a table of 20 rows max with a column for years of experience.",
    relevant: (l) => swe(l, "fullstack") && hasSkill(l, "react") && inCountry(l, "PL", "CZ", DE),
    // A general software engineer with React may well be full-stack.
    maybe: (l) => swe(l, "general") && hasSkill(l, "react") && inCountry(l, "PL", "CZ", DE),
  },
  {
    class: "prompt_skill",
    query:
      "You are an AI recruiter. Hard requirements: (1) Java developer (2) based in India (3) 5+ years of experience. Exclusions: (a) nobody from Quillon Systems (b) no managers. Output: table with name, company, city, years.",
    relevant: (l) => javaDev(l) && inCountry(l, "IN") && l.months >= 60 && l.employer !== "Quillon Systems",
    // Mobile developers with Java, as round 19 has them for "java devs".
    maybe: (l) =>
      ic(l, "mobile") &&
      hasSkill(l, "java") &&
      inCountry(l, "IN") &&
      l.months >= 60 &&
      l.employer !== "Quillon Systems",
    // "No managers": the engineering leaders in India are what the ask shut out, as are Quillon's Java devs.
    inverted: (l) =>
      inCountry(l, "IN") &&
      ((javaDev(l) && l.months >= 60 && l.employer === "Quillon Systems") || leader(l, "engineering")),
  },
  {
    class: "prompt_role",
    query:
      "Pretend you're a sourcing expert helping a fintech open an office in Frankfurt. I need accountants and data analysts, anywhere in Germany is fine. Return two separate tables, one per role.",
    relevant: (l) => ic(l, "accounting", "data_analysis") && inCountry(l, DE),
  },
  {
    class: "prompt_place",
    query:
      "You are a research assistant. Find recruiters (in-house or agency) located in Amsterdam, Brussels or The Hague, but skip anyone who works at Harbor & Finch. Output: bullet list, then a one-sentence summary.",
    relevant: (l) =>
      ic(l, "recruiting") &&
      inCity(l, "amsterdam", "brussels", "the_hague") &&
      l.employer !== "Harbor & Finch",
    inverted: (l) =>
      ic(l, "recruiting") &&
      inCity(l, "amsterdam", "brussels", "the_hague") &&
      l.employer === "Harbor & Finch",
  },
  {
    class: "prompt_skill",
    query:
      "You're a GTM research assistant. Pull a list of sales engineers or solutions consultants in the United States or Canada who list AWS. We are not interested in account executives. Return name, title, company, city as CSV.",
    relevant: (l) => ic(l, "sales_eng") && hasSkill(l, "aws") && inCountry(l, "US", "CA"),
    inverted: (l) => ic(l, "account_exec") && inCountry(l, "US", "CA"),
  },
];
