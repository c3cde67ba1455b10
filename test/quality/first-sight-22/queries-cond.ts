/**
 * Round 22, style 2: conditionals and provisos, as a hiring manager hedges a request ("as long as
 * they're in ...", "provided they aren't ...", "only if they also know ...", "fine if ..., but not
 * if ...", "unless they came from ..."). A proviso that states a criterion is asked; one that states
 * an exclusion is inverted within the other conditions; "fine if X" alone asks nothing. Judgement
 * calls are commented above the query.
 */
import {
  BENELUX,
  changedEmployer,
  EUROPE,
  engOrDataScientist,
  everAt,
  goEngineer,
  hasAllSkills,
  hasSkill,
  ic,
  inCity,
  inCountry,
  leader,
  marketingPerson,
  midUp,
  NORDICS,
  oneEmployer,
  phdFrom,
  pythonDev,
  swe,
  swSpecialty,
  type TwentySecondQuery,
} from "./labels.ts";

const NAMED_PHD_SCHOOLS = ["mit", "stanford", "eth", "oxford", "cambridge"];

export const COND_QUERIES: TwentySecondQuery[] = [
  // Places.
  {
    class: "cond_place",
    query: "backend developers, as long as they're based in Spain or Portugal",
    relevant: (l) => swSpecialty(l, "backend") && inCountry(l, "ES", "PT"),
    maybe: (l) => swSpecialty(l, "fullstack") && inCountry(l, "ES", "PT"),
  },
  {
    class: "cond_place",
    query: "data scientists in Germany, but only if they're not in Berlin",
    relevant: (l) => ic(l, "data_science") && inCountry(l, "DE") && !inCity(l, "berlin"),
    inverted: (l) => ic(l, "data_science") && inCity(l, "berlin"),
  },
  {
    class: "cond_place",
    query: "product designers anywhere in Europe, provided they aren't in London",
    // Europe includes the UK, so London is an exclusion inside the asked region.
    relevant: (l) => ic(l, "design") && inCountry(l, ...EUROPE) && !inCity(l, "london"),
    inverted: (l) => ic(l, "design") && inCity(l, "london"),
  },
  {
    class: "cond_place",
    query: "account executives in the US: fine if they're in New York, but not if they're in San Francisco",
    // The data's US cities are New York and San Francisco, so the ask is New York.
    relevant: (l) => ic(l, "account_exec") && inCity(l, "new_york"),
    inverted: (l) => ic(l, "account_exec") && inCity(l, "san_francisco"),
  },
  {
    class: "cond_place",
    query: "ML engineers, assuming they sit in Zurich or Geneva",
    relevant: (l) => ic(l, "ml") && inCity(l, "zurich", "geneva"),
  },
  {
    class: "cond_place",
    query: "DevOps engineers in India unless they're in Chennai or Kolkata",
    relevant: (l) => ic(l, "devops") && inCountry(l, "IN") && !inCity(l, "chennai", "kolkata"),
    inverted: (l) => ic(l, "devops") && inCity(l, "chennai", "kolkata"),
  },
  {
    class: "cond_place",
    query: "recruiters, so long as they're somewhere in the Nordics or Benelux",
    relevant: (l) => ic(l, "recruiting") && inCountry(l, ...NORDICS, ...BENELUX),
  },
  // Skills.
  {
    class: "cond_skill",
    query: "Python developers, only if they also know AWS",
    relevant: (l) => pythonDev(l) && hasSkill(l, "aws"),
  },
  {
    class: "cond_skill",
    query: "frontend engineers with React; fine if they know TypeScript, but not if they're Java people",
    // TypeScript is neither asked nor excluded; full-stack developers with React and no Java `maybe`.
    relevant: (l) => swSpecialty(l, "frontend") && hasSkill(l, "react") && !hasSkill(l, "java"),
    maybe: (l) => swSpecialty(l, "fullstack") && hasSkill(l, "react") && !hasSkill(l, "java"),
    inverted: (l) => swSpecialty(l, "frontend") && hasAllSkills(l, "react", "java"),
  },
  {
    class: "cond_skill",
    query: "data engineers who know SQL, provided they don't list GCP",
    relevant: (l) => ic(l, "data_eng") && hasSkill(l, "sql") && !hasSkill(l, "gcp"),
    inverted: (l) => ic(l, "data_eng") && hasAllSkills(l, "sql", "gcp"),
  },
  {
    class: "cond_skill",
    query: "QA engineers, as long as they can code in Python or Java",
    relevant: (l) => ic(l, "qa") && hasSkill(l, "python", "java"),
  },
  {
    class: "cond_skill",
    query: "Go engineers who also do Kubernetes; skip them if they're junior",
    // "Go engineers": software or devops ICs with Go (or titled Golang Engineer).
    relevant: (l) => goEngineer(l) && hasSkill(l, "kubernetes") && midUp(l),
    inverted: (l) => goEngineer(l) && hasSkill(l, "kubernetes") && l.seniority === "junior",
  },
  {
    class: "cond_skill",
    query: "security engineers, assuming they know both AWS and Kubernetes",
    relevant: (l) => ic(l, "security") && hasAllSkills(l, "aws", "kubernetes"),
  },
  {
    class: "cond_skill",
    query: "designers who use Figma, provided they're not juniors",
    relevant: (l) => ic(l, "design") && hasSkill(l, "figma") && midUp(l),
    inverted: (l) => ic(l, "design") && hasSkill(l, "figma") && l.seniority === "junior",
  },
  // Careers: level, employer, experience, education.
  {
    class: "cond_career",
    query: "engineering managers with ten years or more in the industry, unless they're at Cobalt Works",
    // Experience across the whole career (months >= 120); managers only, heads and up are other titles.
    relevant: (l) => leader(l, "engineering", "manager") && l.months >= 120 && l.employer !== "Cobalt Works",
    inverted: (l) => leader(l, "engineering", "manager") && l.months >= 120 && l.employer === "Cobalt Works",
  },
  {
    class: "cond_career",
    query: "senior software engineers at Quillon Systems, unless they came from Minerva Analytics",
    // "came from": the earlier job was at Minerva Analytics.
    relevant: (l) =>
      swe(l) &&
      l.seniority === "senior" &&
      l.employer === "Quillon Systems" &&
      l.past !== "Minerva Analytics",
    inverted: (l) =>
      swe(l) &&
      l.seniority === "senior" &&
      l.employer === "Quillon Systems" &&
      l.past === "Minerva Analytics",
  },
  {
    class: "cond_career",
    query:
      "engineers or data scientists with a PhD, but only if it's from MIT, Stanford, ETH, Oxford or Cambridge",
    // The PhD written at one of the five; a PhD elsewhere beside a master's at one of them is wrong.
    relevant: (l) => engOrDataScientist(l) && phdFrom(l, ...NAMED_PHD_SCHOOLS),
  },
  {
    class: "cond_career",
    query: "product managers with an MBA, as long as they're not still at their first employer",
    // Juniors with one job and people promoted inside their first employer are "still at their first".
    relevant: (l) => ic(l, "product") && l.degrees.includes("mba") && changedEmployer(l),
    inverted: (l) => ic(l, "product") && l.degrees.includes("mba") && oneEmployer(l),
  },
  {
    class: "cond_career",
    query:
      "account executives with five or more years: fine if they're at Orbital Freight, but not if they're at Vantablue",
    relevant: (l) => ic(l, "account_exec") && l.months >= 60 && l.employer !== "Vantablue",
    inverted: (l) => ic(l, "account_exec") && l.months >= 60 && l.employer === "Vantablue",
  },
  {
    class: "cond_career",
    query: "marketing people, but only if they've never worked at Northwind Labs",
    // "marketing people": the marketing ICs and the marketing managers; now or earlier at Northwind inverted.
    relevant: (l) => marketingPerson(l) && !everAt(l, "Northwind Labs"),
    inverted: (l) => marketingPerson(l) && everAt(l, "Northwind Labs"),
  },
];
