/**
 * Round 12, style 2: asks by education — degrees, schools, a degree taken at a school — with the
 * role, place or employer around them and exclusions. The data holds degree kinds and schools only
 * (no field of study, spoken language or certification), so nothing else is asked. Labelled before
 * any search (conventions in ./labels.ts).
 */
import {
  anyLeader,
  at,
  atLevel,
  DATA_FAMILIES,
  degreeAt,
  ENG_FAMILIES,
  hasDegree,
  ic,
  inCity,
  inCountry,
  leader,
  noDegree,
  onlyBachelor,
  placedOutside,
  placedOutsideCity,
  studied,
  swe,
  type TwelfthQuery,
  unplaced,
} from "./labels.ts";

const masterNoPhd = (l: { degrees: string[] }) => l.degrees.includes("master") && !l.degrees.includes("phd");

export const EDUCATION_QUERIES: TwelfthQuery[] = [
  {
    class: "edu_degree",
    // A place exclusion with no place asked: without a place is `maybe`.
    query: "machine learning engineers with a PhD, anywhere except the US",
    relevant: (l) => ic(l, "ml") && hasDegree(l, "phd") && placedOutside(l, "US"),
    maybe: (l) => ic(l, "ml") && hasDegree(l, "phd") && unplaced(l),
    inverted: (l) => ic(l, "ml") && hasDegree(l, "phd") && inCountry(l, "US"),
  },
  {
    class: "edu_degree",
    query: "data scientists in Germany who hold a master's degree but not a PhD",
    relevant: (l) => ic(l, "data_science") && inCountry(l, "DE") && masterNoPhd(l),
    inverted: (l) => ic(l, "data_science") && inCountry(l, "DE") && hasDegree(l, "phd"),
  },
  {
    class: "edu_degree",
    // Product managers: product ICs (leaders of product are not "managers" of products here).
    query: "product managers with an MBA who are not at Papaya Pay or Lumen Grid",
    relevant: (l) => ic(l, "product") && hasDegree(l, "mba") && !at(l, "Papaya Pay", "Lumen Grid"),
    inverted: (l) => ic(l, "product") && hasDegree(l, "mba") && at(l, "Papaya Pay", "Lumen Grid"),
  },
  {
    class: "edu_degree",
    // Engineering leaders from manager up; founders are apart.
    query: "engineering leaders (manager and up) who have a doctorate",
    relevant: (l) => leader(l, "engineering") && hasDegree(l, "phd"),
  },
  {
    class: "edu_degree",
    // Highest degree a bachelor's: an MBA is a higher degree too.
    query: "backend engineers in London or Paris whose highest degree is a bachelor's (no master's, no PhD)",
    relevant: (l) => swe(l, "backend") && inCity(l, "london", "paris") && onlyBachelor(l),
    inverted: (l) => swe(l, "backend") && inCity(l, "london", "paris") && hasDegree(l, "master", "phd"),
  },
  {
    class: "edu_degree",
    // A school written without a degree is no degree on the profile.
    query: "accountants in Germany or Austria without any degree on their profile",
    relevant: (l) => ic(l, "accounting") && inCountry(l, "DE", "AT") && noDegree(l),
    inverted: (l) => ic(l, "accounting") && inCountry(l, "DE", "AT") && !noDegree(l),
  },
  {
    class: "edu_degree",
    // 5+ years: >= 60 months of experience; no place is `maybe` for "not based in India".
    query: "DevOps engineers with a master's and 5+ years of experience, not based in India",
    relevant: (l) => ic(l, "devops") && hasDegree(l, "master") && l.months >= 60 && placedOutside(l, "IN"),
    maybe: (l) => ic(l, "devops") && hasDegree(l, "master") && l.months >= 60 && unplaced(l),
    inverted: (l) => ic(l, "devops") && hasDegree(l, "master") && l.months >= 60 && inCountry(l, "IN"),
  },
  {
    class: "edu_school",
    query:
      "software engineers who studied at TUM or ETH Zürich and now work in Germany or Switzerland, not at Tessellate",
    relevant: (l) =>
      swe(l) && studied(l, "tum", "eth") && inCountry(l, "DE", "CH") && !at(l, "Tessellate AG"),
    inverted: (l) => swe(l) && studied(l, "tum", "eth") && inCountry(l, "DE", "CH") && at(l, "Tessellate AG"),
  },
  {
    class: "edu_school",
    // "working in sales": account executives and sales leaders; sales engineers `maybe`.
    query: "Oxbridge alumni working in sales, outside the UK",
    relevant: (l) =>
      studied(l, "oxford", "cambridge") &&
      (ic(l, "account_exec") || leader(l, "sales")) &&
      placedOutside(l, "GB"),
    maybe: (l) =>
      studied(l, "oxford", "cambridge") &&
      (ic(l, "sales_eng") || ((ic(l, "account_exec") || leader(l, "sales")) && unplaced(l))) &&
      !inCountry(l, "GB"),
    inverted: (l) =>
      studied(l, "oxford", "cambridge") &&
      (ic(l, "account_exec", "sales_eng") || leader(l, "sales")) &&
      inCountry(l, "GB"),
  },
  {
    class: "edu_school",
    // Product people: product ICs and product leaders.
    query: "Stanford or Berkeley grads who are product people at Quillon Systems or Northwind Labs",
    relevant: (l) =>
      studied(l, "stanford", "berkeley") &&
      (ic(l, "product") || leader(l, "product")) &&
      at(l, "Quillon Systems", "Northwind Labs"),
  },
  {
    class: "edu_school",
    query: "IIT Bombay alumni doing data engineering outside India",
    relevant: (l) => studied(l, "iitb") && ic(l, "data_eng") && placedOutside(l, "IN"),
    maybe: (l) => studied(l, "iitb") && ic(l, "data_eng") && unplaced(l),
    inverted: (l) => studied(l, "iitb") && ic(l, "data_eng") && inCountry(l, "IN"),
  },
  {
    class: "edu_school",
    // Any role, leaders and founders too; only juniors are out.
    query: "people from Politecnico di Milano working in Milan or Rome, but not anyone who is still a junior",
    relevant: (l) => studied(l, "polimi") && inCity(l, "milan", "rome") && l.seniority !== "junior",
    inverted: (l) => studied(l, "polimi") && inCity(l, "milan", "rome") && l.seniority === "junior",
  },
  {
    class: "edu_school",
    query: "University of Toronto alumni now in New York, San Francisco or Montreal, excluding founders",
    relevant: (l) =>
      studied(l, "toronto") &&
      inCity(l, "new_york", "san_francisco", "montreal") &&
      l.seniority !== "founder",
    inverted: (l) =>
      studied(l, "toronto") &&
      inCity(l, "new_york", "san_francisco", "montreal") &&
      l.seniority === "founder",
  },
  {
    class: "edu_school",
    // Heads, directors, VPs and C-level of any function; managers are not among the four words.
    query: "MIT alumni who moved into leadership — heads, directors, VPs or C-level — but not founders",
    relevant: (l) => studied(l, "mit") && anyLeader(l) && atLevel(l, "head", "director", "vp", "chief"),
    maybe: (l) => studied(l, "mit") && atLevel(l, "manager"),
    inverted: (l) => studied(l, "mit") && l.seniority === "founder",
  },
  {
    class: "edu_pair",
    // ML and data science ICs; another degree at ETH only is `maybe`.
    query: "people with a master's from ETH Zürich now working as ML engineers or data scientists",
    relevant: (l) => degreeAt(l, "master", "eth") && ic(l, "ml", "data_science"),
    maybe: (l) => studied(l, "eth") && ic(l, "ml", "data_science"),
  },
  {
    class: "edu_pair",
    query: "anyone with an MBA from Stanford, Cambridge or Oxford, but not the founders",
    relevant: (l) => degreeAt(l, "mba", "stanford", "cambridge", "oxford") && l.seniority !== "founder",
    maybe: (l) =>
      studied(l, "stanford", "cambridge", "oxford") && hasDegree(l, "mba") && l.seniority !== "founder",
    inverted: (l) => degreeAt(l, "mba", "stanford", "cambridge", "oxford") && l.seniority === "founder",
  },
  {
    class: "edu_pair",
    // A bachelor's written at IIT Bombay (B.Tech); another degree there only is `maybe`.
    query: "B.Tech or other bachelor's from IIT Bombay, working as software engineers anywhere but Bengaluru",
    relevant: (l) => degreeAt(l, "bachelor", "iitb") && swe(l) && placedOutsideCity(l, "bengaluru"),
    maybe: (l) =>
      swe(l) &&
      ((degreeAt(l, "bachelor", "iitb") && unplaced(l)) ||
        (studied(l, "iitb") && !degreeAt(l, "bachelor", "iitb") && !inCity(l, "bengaluru"))),
    inverted: (l) => studied(l, "iitb") && swe(l) && inCity(l, "bengaluru"),
  },
  {
    class: "edu_pair",
    // Engineers or data people: the engineering and data families' ICs.
    query:
      "did their PhD at Oxford, Cambridge or the University of Amsterdam and now work as engineers or data people",
    relevant: (l) =>
      degreeAt(l, "phd", "oxford", "cambridge", "uva") && ic(l, ...ENG_FAMILIES, ...DATA_FAMILIES),
    maybe: (l) =>
      studied(l, "oxford", "cambridge", "uva") &&
      hasDegree(l, "phd") &&
      ic(l, ...ENG_FAMILIES, ...DATA_FAMILIES),
  },
  {
    class: "edu_pair",
    // "a master's anywhere else": a master's written at a school other than PoliMi.
    query: "a bachelor's from PoliMi plus a master's somewhere else, now in marketing or product",
    relevant: (l) =>
      degreeAt(l, "bachelor", "polimi") &&
      l.studies.some((s) => s.degree === "master" && s.school !== "polimi") &&
      (ic(l, "marketing", "product") || leader(l, "marketing") || leader(l, "product")),
    maybe: (l) =>
      degreeAt(l, "bachelor", "polimi") &&
      hasDegree(l, "master") &&
      (ic(l, "marketing", "product") || leader(l, "marketing") || leader(l, "product")),
  },
  {
    class: "edu_pair",
    query: "senior software engineers with a master's from MIT or Stanford, excluding anyone at Cobalt Works",
    relevant: (l) =>
      degreeAt(l, "master", "mit", "stanford") &&
      swe(l) &&
      l.seniority === "senior" &&
      !at(l, "Cobalt Works"),
    maybe: (l) =>
      studied(l, "mit", "stanford") &&
      hasDegree(l, "master") &&
      swe(l) &&
      l.seniority === "senior" &&
      !at(l, "Cobalt Works"),
    inverted: (l) =>
      studied(l, "mit", "stanford") && swe(l) && l.seniority === "senior" && at(l, "Cobalt Works"),
  },
];
