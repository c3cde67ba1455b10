/**
 * Round 13, style 2: asks written as a profile headline or a CV fragment, to find look-alikes —
 * pipes, dots, bullets and arrows, "someone like: ...", "Experience: ..." — with what must not match
 * said in the same terse register ("no juniors", "✗ CTOs", "not UK"). Labelled before any search
 * (conventions in ./labels.ts: role, level, place and employer facts are required, a listed stack asks
 * for at least one of its skills).
 */
import {
  AMERICAS,
  at,
  atLevel,
  between,
  changedEmployer,
  DACH,
  degreeAt,
  EU,
  EUROPE,
  exOf,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  leader,
  monthsAtEmployer,
  onlyBachelor,
  promotedInside,
  swe,
  type ThirteenthQuery,
} from "./labels.ts";

type L = Parameters<ThirteenthQuery["relevant"]>[0];
const inEurope = (l: L) => inCountry(l, ...EUROPE);

export const HEADLINE_QUERIES: ThirteenthQuery[] = [
  // cv_headline: a profile headline with pipes and dots.
  {
    class: "cv_headline",
    query: "Senior Backend Engineer | Go · Kubernetes · PostgreSQL | DACH",
    relevant: (l) =>
      swe(l, "backend") &&
      l.seniority === "senior" &&
      hasSkill(l, "go", "kubernetes", "postgresql") &&
      inCountry(l, ...DACH),
  },
  {
    class: "cv_headline",
    query: "Data Engineer, mid–senior | Python · SQL | London · Dublin · Amsterdam | no juniors",
    relevant: (l) =>
      ic(l, "data_eng") &&
      atLevel(l, "mid", "senior") &&
      hasSkill(l, "python", "sql") &&
      inCity(l, "london", "dublin", "amsterdam"),
    inverted: (l) =>
      ic(l, "data_eng") &&
      l.seniority === "junior" &&
      hasSkill(l, "python", "sql") &&
      inCity(l, "london", "dublin", "amsterdam"),
  },
  {
    // "Engineering leadership (EM / Head / Director)": those three levels; VPs and CTOs are excluded.
    class: "cv_headline",
    query: "Engineering leadership (EM / Head / Director) | ex-Northwind Labs | ✗ VPs, ✗ CTOs",
    relevant: (l) => leader(l, "engineering", "manager", "head", "director") && exOf(l, "Northwind Labs"),
    inverted: (l) => leader(l, "engineering", "vp", "chief") && exOf(l, "Northwind Labs"),
  },
  {
    class: "cv_headline",
    query: "Frontend Dev · React | mid-level | EU-based | not senior, not junior",
    relevant: (l) =>
      swe(l, "frontend") && l.seniority === "mid" && hasSkill(l, "react") && inCountry(l, ...EU),
    inverted: (l) =>
      swe(l, "frontend") && atLevel(l, "senior", "junior") && hasSkill(l, "react") && inCountry(l, ...EU),
  },
  {
    class: "cv_headline",
    query: "Data Scientist | PhD | Europe | not ML engineers",
    relevant: (l) => ic(l, "data_science") && hasDegree(l, "phd") && inEurope(l),
    inverted: (l) => ic(l, "ml") && hasDegree(l, "phd") && inEurope(l),
  },
  {
    class: "cv_headline",
    query: "Sales Director / VP Sales | Americas | not AEs",
    relevant: (l) => leader(l, "sales", "director", "vp") && inCountry(l, ...AMERICAS),
    inverted: (l) => ic(l, "account_exec") && inCountry(l, ...AMERICAS),
  },
  {
    class: "cv_headline",
    query: "SRE · Terraform · GCP | Warsaw · Kraków · Prague",
    relevant: (l) =>
      ic(l, "devops") && hasSkill(l, "terraform", "gcp") && inCity(l, "warsaw", "krakow", "prague"),
  },
  // cv_like: "someone like: ..." in note form.
  {
    class: "cv_like",
    query: "someone like: 5-8 yrs backend, Python, now at their second company — but not in London",
    relevant: (l) =>
      swe(l, "backend") &&
      between(l.months, 5, 8) &&
      hasSkill(l, "python") &&
      changedEmployer(l) &&
      !inCity(l, "london"),
    inverted: (l) =>
      swe(l, "backend") &&
      between(l.months, 5, 8) &&
      hasSkill(l, "python") &&
      changedEmployer(l) &&
      inCity(l, "london"),
  },
  {
    // "1-2 yrs in": 12 <= months < 36.
    class: "cv_like",
    query: "someone like: junior frontend dev, 1-2 yrs in, React — no seniors please",
    relevant: (l) =>
      swe(l, "frontend") && l.seniority === "junior" && between(l.months, 1, 2) && hasSkill(l, "react"),
    inverted: (l) => swe(l, "frontend") && l.seniority === "senior" && hasSkill(l, "react"),
  },
  {
    // "8+ years": >= 96 months.
    class: "cv_like",
    query: "someone like: product manager, MBA, 8+ yrs, any company except Papaya Pay",
    relevant: (l) => ic(l, "product") && hasDegree(l, "mba") && l.months >= 96 && !at(l, "Papaya Pay"),
    inverted: (l) => ic(l, "product") && hasDegree(l, "mba") && l.months >= 96 && at(l, "Papaya Pay"),
  },
  {
    // "tech hiring" is the recruiter's usual beat, not a checkable fact; "3-5 yrs" 36 <= months < 72.
    class: "cv_like",
    query: "someone like: recruiter, tech hiring, 3-5 yrs, India",
    relevant: (l) => ic(l, "recruiting") && between(l.months, 3, 5) && inCountry(l, "IN"),
  },
  {
    class: "cv_like",
    query:
      "someone like: ML engineer / data scientist, TensorFlow, ex-Minerva Analytics — not anyone still at Minerva",
    relevant: (l) => ic(l, "ml", "data_science") && hasSkill(l, "tensorflow") && exOf(l, "Minerva Analytics"),
    inverted: (l) => ic(l, "ml", "data_science") && hasSkill(l, "tensorflow") && at(l, "Minerva Analytics"),
  },
  {
    // "Came up at one company, 10+ yrs there": promoted from within, >= 120 months at the employer.
    class: "cv_like",
    query:
      "someone like: engineering leader, came up at one company, 10+ yrs there, Europe — not hired in from outside",
    relevant: (l) =>
      leader(l, "engineering") && promotedInside(l) && monthsAtEmployer(l) >= 120 && inEurope(l),
    inverted: (l) => leader(l, "engineering") && changedEmployer(l) && inEurope(l),
  },
  {
    // "Staff-level" read as the accountant's ordinary title (Staff Accountant), not a seniority.
    class: "cv_like",
    query: "someone like: staff accountant, bachelor's only, 3-8 yrs, Europe — not UK",
    relevant: (l) =>
      ic(l, "accounting") && onlyBachelor(l) && between(l.months, 3, 8) && inEurope(l) && !inCountry(l, "GB"),
    inverted: (l) => ic(l, "accounting") && onlyBachelor(l) && between(l.months, 3, 8) && inCountry(l, "GB"),
  },
  // cv_fragment: lines pasted from a CV's experience, education or skills sections.
  {
    // "Hired in" from another company; "since 2020 or earlier" the current job's start.
    class: "cv_fragment",
    query:
      "Experience: • Senior Software Engineer, Lumen Grid, 2020–present • Software Engineer, another company, before that. Same arc, not promoted in-house",
    relevant: (l) =>
      swe(l) && l.seniority === "senior" && at(l, "Lumen Grid") && changedEmployer(l) && l.since <= 2020,
    maybe: (l) =>
      swe(l) && l.seniority === "senior" && at(l, "Lumen Grid") && changedEmployer(l) && l.since > 2020,
    inverted: (l) => swe(l) && l.seniority === "senior" && at(l, "Lumen Grid") && promotedInside(l),
  },
  {
    // "M.Sc., ETH Zürich": a master's written at ETH; a PhD holder is excluded however.
    class: "cv_fragment",
    query:
      "Education: M.Sc., ETH Zürich · B.Sc., any school | Role: data scientist / data engineer / ML engineer / analyst | not PhDs",
    relevant: (l) =>
      ic(l, "data_science", "data_eng", "ml", "data_analysis") &&
      degreeAt(l, "master", "eth") &&
      !hasDegree(l, "phd"),
    inverted: (l) =>
      ic(l, "data_science", "data_eng", "ml", "data_analysis") &&
      degreeAt(l, "master", "eth") &&
      hasDegree(l, "phd"),
  },
  {
    class: "cv_fragment",
    query:
      "Skills: Salesforce, Excel | Account Executive, in the role since 2022 or before | Spain, Portugal or Italy | not Milan",
    relevant: (l) =>
      ic(l, "account_exec") &&
      hasSkill(l, "salesforce", "excel") &&
      l.since <= 2022 &&
      inCountry(l, "ES", "PT", "IT") &&
      !inCity(l, "milan"),
    inverted: (l) =>
      ic(l, "account_exec") && hasSkill(l, "salesforce", "excel") && l.since <= 2022 && inCity(l, "milan"),
  },
  {
    class: "cv_fragment",
    query:
      'Summary: "Platform engineer, 10+ years, Kubernetes / Terraform, 5+ years at my current company." Find similar, not based in India',
    relevant: (l) =>
      ic(l, "devops") &&
      l.months >= 120 &&
      hasSkill(l, "kubernetes", "terraform") &&
      monthsAtEmployer(l) >= 60 &&
      !inCountry(l, "IN"),
    inverted: (l) =>
      ic(l, "devops") &&
      l.months >= 120 &&
      hasSkill(l, "kubernetes", "terraform") &&
      monthsAtEmployer(l) >= 60 &&
      inCountry(l, "IN"),
  },
  {
    // "Heading product" is the product department's heads and VPs.
    class: "cv_fragment",
    query:
      "About: product leader (Head of Product / VP Product), previously at Orbital Freight, now elsewhere — not at Orbital today",
    relevant: (l) => leader(l, "product") && exOf(l, "Orbital Freight"),
    inverted: (l) => leader(l, "product") && at(l, "Orbital Freight"),
  },
  {
    class: "cv_fragment",
    query: "Education ▸ Ph.D. ▸ Now: ML Engineer or Data Scientist ▸ Europe ▸ no juniors",
    relevant: (l) =>
      ic(l, "ml", "data_science") && l.seniority !== "junior" && hasDegree(l, "phd") && inEurope(l),
    inverted: (l) =>
      ic(l, "ml", "data_science") && l.seniority === "junior" && hasDegree(l, "phd") && inEurope(l),
  },
];
