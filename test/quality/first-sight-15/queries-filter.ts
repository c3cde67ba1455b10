/**
 * Round 15, style 2: filters pasted from tools — SaaS filter panels ("Location (is any of): ...",
 * "Seniority is not Junior"), SQL and pandas lines from notebooks, spreadsheet formulas, AutoFilter
 * settings and CSV criteria rows. A filter names a fact; "!=", "<>", "≠", "is not", "NOT IN",
 * "Exclude ...", "~isin" name who is inverted. Labels written before any query was run; judgement
 * calls commented above their query.
 */
import {
  atLevel,
  DACH,
  DATA_FAMILIES,
  ENG_FAMILIES,
  EUROPE,
  engineering,
  type FifteenthQuery,
  hasAllSkills,
  ic,
  inCity,
  inCountry,
  leader,
  MID_UP,
  monthsAtEmployer,
  otherFamily,
  placedOutside,
  salesIC,
  swe,
  unplaced,
} from "./labels.ts";

/** The senior IC level of any family but sales (other-family people carry no level words: `maybe`). */
const seniorNonSales = (l: Parameters<typeof salesIC>[0]) =>
  atLevel(l, "senior") && l.leads === null && l.family !== "other" && !salesIC(l);

export const FILTER_QUERIES: FifteenthQuery[] = [
  {
    class: "filter_panel",
    // "Job function: Engineering" is the function: its ICs of every engineering family and its leaders.
    query:
      "Job function (is any of): Engineering | Location (is any of): London, Dublin | Seniority (is not): Entry level, Junior",
    relevant: (l) => engineering(l) && !atLevel(l, "junior") && inCity(l, "london", "dublin"),
    inverted: (l) => ic(l, ...ENG_FAMILIES) && atLevel(l, "junior") && inCity(l, "london", "dublin"),
  },
  {
    class: "filter_panel",
    query:
      "Current company (is any of): Papaya Pay, Lumen Grid · Department (is): Product · Seniority (is none of): Head, VP",
    relevant: (l) => ic(l, "product") && ["Papaya Pay", "Lumen Grid"].includes(l.employer),
    inverted: (l) => leader(l, "product") && ["Papaya Pay", "Lumen Grid"].includes(l.employer),
  },
  {
    class: "filter_panel",
    // "Account Executive, Enterprise AE": the account executives' family; "Senior" the senior IC level.
    query:
      "Job titles: Account Executive, Enterprise AE · Locations: Germany · Exclude locations: Berlin · Management level: Senior",
    relevant: (l) =>
      ic(l, "account_exec") && atLevel(l, "senior") && inCountry(l, "DE") && !inCity(l, "berlin"),
    inverted: (l) => ic(l, "account_exec") && atLevel(l, "senior") && inCity(l, "berlin"),
  },
  {
    class: "filter_panel",
    query: "Role = Data Analyst · Country = India · Years at current company ≥ 3 · Company ≠ Bluefin Data",
    relevant: (l) =>
      ic(l, "data_analysis") &&
      inCountry(l, "IN") &&
      monthsAtEmployer(l) >= 36 &&
      l.employer !== "Bluefin Data",
    inverted: (l) =>
      ic(l, "data_analysis") &&
      inCountry(l, "IN") &&
      monthsAtEmployer(l) >= 36 &&
      l.employer === "Bluefin Data",
  },
  {
    class: "filter_panel",
    // Whoever lists both skills (in practice the DevOps family), any level but junior.
    query:
      "Filters applied (3): Skills includes Kubernetes AND Terraform · Region is Europe · Seniority is not Junior",
    relevant: (l) =>
      hasAllSkills(l, "kubernetes", "terraform") && inCountry(l, ...EUROPE) && !atLevel(l, "junior"),
    inverted: (l) =>
      hasAllSkills(l, "kubernetes", "terraform") && inCountry(l, ...EUROPE) && atLevel(l, "junior"),
  },
  {
    class: "filter_panel",
    // "Seniority level is Manager" in marketing: the data's marketing leaders (all marketing managers).
    query:
      "Function is Marketing · Seniority level is Manager · Geography is Europe · Geography is not United Kingdom",
    relevant: (l) => leader(l, "marketing") && inCountry(l, ...EUROPE) && !inCountry(l, "GB"),
    inverted: (l) => leader(l, "marketing") && inCountry(l, "GB"),
  },
  {
    class: "filter_panel",
    // The "backend" tag: the backend software ICs.
    query:
      "Candidate filters › Tags: backend · Location: Warsaw OR Kraków · Current employer: is not Quillon Systems",
    relevant: (l) => swe(l, "backend") && inCity(l, "warsaw", "krakow") && l.employer !== "Quillon Systems",
    inverted: (l) => swe(l, "backend") && inCity(l, "warsaw", "krakow") && l.employer === "Quillon Systems",
  },
  {
    class: "filter_sql",
    query:
      "SELECT * FROM people WHERE title ILIKE '%data scien%' AND country IN ('DE','AT','CH') AND seniority <> 'junior'",
    relevant: (l) => ic(l, "data_science") && inCountry(l, ...DACH) && !atLevel(l, "junior"),
    inverted: (l) => ic(l, "data_science") && inCountry(l, ...DACH) && atLevel(l, "junior"),
  },
  {
    class: "filter_sql",
    // "function = 'engineering'": the engineering function (ICs and leaders); years_at_company across promotions.
    query:
      "WHERE function = 'engineering' AND city = 'Berlin' AND company NOT IN ('Northwind Labs', 'Vantablue') AND years_at_company >= 2",
    relevant: (l) =>
      engineering(l) &&
      inCity(l, "berlin") &&
      !["Northwind Labs", "Vantablue"].includes(l.employer) &&
      monthsAtEmployer(l) >= 24,
    inverted: (l) =>
      engineering(l) &&
      inCity(l, "berlin") &&
      ["Northwind Labs", "Vantablue"].includes(l.employer) &&
      monthsAtEmployer(l) >= 24,
  },
  {
    class: "filter_sql",
    // "role == 'Product Designer'": the design family (UX / UI designers are the same role, spelled apart).
    query:
      "df[(df.role == 'Product Designer') & (df.country.isin(['PT', 'ES'])) & (df.years_experience >= 5)]",
    relevant: (l) => ic(l, "design") && inCountry(l, "PT", "ES") && l.months >= 60,
  },
  {
    class: "filter_sql",
    // 'CXO' in engineering is the CTO; a place exclusion with no place asked: the unplaced are `maybe`.
    query:
      "WHERE seniority IN ('Director', 'VP', 'CXO') AND department = 'Engineering' AND country_code != 'US'",
    relevant: (l) => leader(l, "engineering", "director", "vp", "chief") && placedOutside(l, "US"),
    maybe: (l) => leader(l, "engineering", "director", "vp", "chief") && unplaced(l),
    inverted: (l) => leader(l, "engineering", "director", "vp", "chief") && inCountry(l, "US"),
  },
  {
    class: "filter_sql",
    // The pattern means the ML role (every ML title, "AI Engineer" too); months_in_role is the current job.
    query: `df[df.title.str.contains("Machine Learning|ML", case=False) & (df.months_in_role < 24) & (df.country != "IN")]`,
    relevant: (l) => ic(l, "ml") && l.tenure < 24 && placedOutside(l, "IN"),
    maybe: (l) => ic(l, "ml") && l.tenure < 24 && unplaced(l),
    inverted: (l) => ic(l, "ml") && l.tenure < 24 && inCountry(l, "IN"),
  },
  {
    class: "filter_sql",
    // A place exclusion with no place asked: the unplaced are `maybe`.
    query:
      "SELECT name FROM candidates WHERE role = 'Data Engineer' AND 'python' = ANY(skills) AND 'sql' = ANY(skills) AND location NOT ILIKE '%london%'",
    relevant: (l) => ic(l, "data_eng") && hasAllSkills(l, "python", "sql") && placedOutside(l, "GB"),
    maybe: (l) => ic(l, "data_eng") && hasAllSkills(l, "python", "sql") && unplaced(l),
    inverted: (l) => ic(l, "data_eng") && hasAllSkills(l, "python", "sql") && inCity(l, "london"),
  },
  {
    class: "filter_sql",
    // Senior / Staff / Principal: the senior IC level of every family but sales; other-family people `maybe`.
    query:
      "filters: people.current_company = 'Orbital Freight' AND people.seniority IN ('Senior', 'Staff', 'Principal') AND people.job_family != 'Sales'",
    relevant: (l) => l.employer === "Orbital Freight" && seniorNonSales(l),
    maybe: (l) => l.employer === "Orbital Freight" && otherFamily(l) && atLevel(l, "senior"),
    inverted: (l) => l.employer === "Orbital Freight" && salesIC(l) && atLevel(l, "senior"),
  },
  {
    class: "filter_sheet",
    query: `=FILTER(People!A2:H, People!D2:D="Account Executive", People!E2:E="New York", People!G2:G<>"Harbor & Finch")`,
    relevant: (l) => ic(l, "account_exec") && inCity(l, "new_york") && l.employer !== "Harbor & Finch",
    inverted: (l) => ic(l, "account_exec") && inCity(l, "new_york") && l.employer === "Harbor & Finch",
  },
  {
    class: "filter_sheet",
    // A CSV criteria row pasted flat: QA in India, >= 4 years of experience, Minerva left out.
    query: "role,country,min_years_experience,exclude_company QA Engineer,India,4,Minerva Analytics",
    relevant: (l) =>
      ic(l, "qa") && inCountry(l, "IN") && l.months >= 48 && l.employer !== "Minerva Analytics",
    inverted: (l) =>
      ic(l, "qa") && inCountry(l, "IN") && l.months >= 48 && l.employer === "Minerva Analytics",
  },
  {
    class: "filter_sheet",
    // "Title begins with Data" means the data roles (Big Data / ETL / BI spellings too): the data families.
    query: "AutoFilter — City: equals Paris; Seniority: does not equal Junior; Title: begins with Data",
    relevant: (l) => ic(l, ...DATA_FAMILIES) && inCity(l, "paris") && atLevel(l, ...MID_UP),
    inverted: (l) => ic(l, ...DATA_FAMILIES) && inCity(l, "paris") && atLevel(l, "junior"),
  },
  {
    class: "filter_sheet",
    // "Tenure > 2 yrs" is time at the employer (across promotions).
    query:
      "Title | Company | Country | Tenure — Engineering Manager, Head of Engineering, Director of Engineering | ≠ Tessellate AG | Europe | > 2 yrs",
    relevant: (l) =>
      leader(l, "engineering", "manager", "head", "director") &&
      inCountry(l, ...EUROPE) &&
      l.employer !== "Tessellate AG" &&
      monthsAtEmployer(l) > 24,
    inverted: (l) =>
      leader(l, "engineering", "manager", "head", "director") &&
      inCountry(l, ...EUROPE) &&
      l.employer === "Tessellate AG" &&
      monthsAtEmployer(l) > 24,
  },
  {
    class: "filter_sheet",
    query:
      "Airtable view filter: Where {Role} is 'Frontend Developer' AND {Country} is any of 'Poland', 'Czechia' AND {Seniority} is not 'Junior'",
    relevant: (l) => swe(l, "frontend") && inCountry(l, "PL", "CZ") && atLevel(l, ...MID_UP),
    inverted: (l) => swe(l, "frontend") && inCountry(l, "PL", "CZ") && atLevel(l, "junior"),
  },
  {
    class: "filter_sheet",
    // Whoever lists both skills at the senior IC level; a place exclusion alone: the unplaced `maybe`.
    query:
      "Notion filter — Skills contains React · Skills contains TypeScript · Location is not United States · Seniority is Senior",
    relevant: (l) => hasAllSkills(l, "react", "typescript") && atLevel(l, "senior") && placedOutside(l, "US"),
    maybe: (l) => hasAllSkills(l, "react", "typescript") && atLevel(l, "senior") && unplaced(l),
    inverted: (l) => hasAllSkills(l, "react", "typescript") && atLevel(l, "senior") && inCountry(l, "US"),
  },
];
