/**
 * Round 10, style (a): numeric comparatives and quantifiers said the ways people say them, on years
 * of experience, tenure, start years and the number of employers (conventions: ./labels.ts).
 */
import {
  about,
  at,
  atLeast,
  atMost,
  between,
  careerStart,
  changedEmployer,
  DACH,
  ENG_FAMILIES,
  founder,
  ic,
  inCity,
  inCountry,
  junior,
  justOver,
  leader,
  nearly,
  oneEmployer,
  over,
  placedOutside,
  placedOutsideCity,
  startedBetween,
  type TenthQuery,
  under,
  unplaced,
} from "./labels.ts";

type Q = TenthQuery;
const EXPERIENCE: Q[] = [
  {
    class: "num_experience",
    query: "senior backend engineers with at least 10 years of experience, but not anyone over 20",
    // "over 20" excludes 21 years and more; 20 years 10 months is over 20 or 20 by whole years: maybe.
    relevant: (l) =>
      ic(l, "software") &&
      l.specialty === "backend" &&
      l.seniority === "senior" &&
      atLeast(l.months, 10) &&
      atMost(l.months, 20),
    maybe: (l) =>
      ic(l, "software") && l.specialty === "backend" && l.seniority === "senior" && justOver(l.months, 20),
    inverted: (l) => over(l.months, 20),
  },
  {
    class: "num_experience",
    query: "data scientists with no fewer than seven years in the field, excluding anyone in India",
    relevant: (l) => ic(l, "data_science") && atLeast(l.months, 7) && placedOutside(l, "IN"),
    maybe: (l) => ic(l, "data_science") && atLeast(l.months, 7) && unplaced(l),
    inverted: (l) => inCountry(l, "IN"),
  },
  {
    class: "num_experience",
    query: "devops engineers north of 15 years of experience in Germany, Austria or Switzerland",
    relevant: (l) => ic(l, "devops") && inCountry(l, ...DACH) && over(l.months, 15),
    maybe: (l) => ic(l, "devops") && inCountry(l, ...DACH) && justOver(l.months, 15),
  },
  {
    class: "num_experience",
    query: "product managers, 3 to 5 years of experience, no juniors",
    // A junior with 3 years 10 months fits the range but is excluded by level: inverted.
    relevant: (l) => ic(l, "product") && !junior(l) && between(l.months, 3, 5),
    inverted: junior,
  },
  {
    class: "num_experience",
    query: "ML or data engineers with upwards of eight years, in the US or Canada",
    // "upwards of" read as "more than": 8 years 10 months is maybe.
    relevant: (l) => ic(l, "ml", "data_eng") && inCountry(l, "US", "CA") && over(l.months, 8),
    maybe: (l) => ic(l, "ml", "data_eng") && inCountry(l, "US", "CA") && justOver(l.months, 8),
  },
  {
    class: "num_experience",
    query: "account executives with a max of 4 years' experience, not at Papaya Pay",
    relevant: (l) => ic(l, "account_exec") && atMost(l.months, 4) && !at(l, "Papaya Pay"),
    maybe: (l) => ic(l, "account_exec") && justOver(l.months, 4) && !at(l, "Papaya Pay"),
    inverted: (l) => at(l, "Papaya Pay"),
  },
  {
    class: "num_experience",
    query: "frontend developers with 5-plus years and not more than a decade",
    // "not more than a decade" is a bound, not an exclusion: 10 years 10 months is maybe.
    relevant: (l) =>
      ic(l, "software") && l.specialty === "frontend" && atLeast(l.months, 5) && atMost(l.months, 10),
    maybe: (l) => ic(l, "software") && l.specialty === "frontend" && justOver(l.months, 10),
  },
];

const TENURE: Q[] = [
  {
    class: "num_tenure",
    query:
      "software developers in their third year at their current company, not counting anyone at Northwind Labs",
    // Third year: 24 <= tenure < 36 months (tenures here are 34 months).
    relevant: (l) => ic(l, "software") && l.tenure >= 24 && l.tenure < 36 && !at(l, "Northwind Labs"),
    inverted: (l) => at(l, "Northwind Labs"),
  },
  {
    class: "num_tenure",
    query:
      "QA or security engineers who are shy of two years at their current employer, except anyone at Lumen Grid",
    relevant: (l) => ic(l, "qa", "security") && under(l.tenure, 2) && !at(l, "Lumen Grid"),
    inverted: (l) => at(l, "Lumen Grid"),
  },
  {
    class: "num_tenure",
    query: "data analysts with no more than six years at their employer, but not in London",
    relevant: (l) => ic(l, "data_analysis") && atMost(l.tenure, 6) && placedOutsideCity(l, "london"),
    maybe: (l) =>
      ic(l, "data_analysis") &&
      ((justOver(l.tenure, 6) && !inCity(l, "london")) || (atMost(l.tenure, 6) && l.city === null)),
    inverted: (l) => inCity(l, "london"),
  },
  {
    class: "num_tenure",
    query: "security or devops folks who've been at the same place for a decade or so, not in the US",
    relevant: (l) => ic(l, "security", "devops") && about(l.tenure, 10) && placedOutside(l, "US"),
    maybe: (l) =>
      ic(l, "security", "devops") &&
      ((nearly(l.tenure, 10) && !inCountry(l, "US")) || (about(l.tenure, 10) && unplaced(l))),
    inverted: (l) => inCountry(l, "US"),
  },
  {
    class: "num_tenure",
    query: "designers who've stayed at one company roughly five years, give or take a year",
    relevant: (l) => ic(l, "design") && about(l.tenure, 5),
    maybe: (l) => ic(l, "design") && nearly(l.tenure, 5),
  },
  {
    class: "num_tenure",
    query:
      "engineering managers or directors with under five years in their seat, leave out anyone at Vantablue",
    relevant: (l) =>
      leader(l, "engineering", "manager", "director") && under(l.tenure, 5) && !at(l, "Vantablue"),
    inverted: (l) => at(l, "Vantablue"),
  },
  {
    class: "num_tenure",
    query: "mobile developers who've been at their company not less than three years, juniors excluded",
    relevant: (l) => ic(l, "mobile") && !junior(l) && atLeast(l.tenure, 3),
    inverted: junior,
  },
];

const HISTORY: Q[] = [
  {
    class: "num_history",
    query:
      "full-stack or backend developers in Paris or Amsterdam who started their current role no earlier than 2021, except Quillon Systems",
    relevant: (l) =>
      ic(l, "software") &&
      (l.specialty === "fullstack" || l.specialty === "backend") &&
      inCity(l, "paris", "amsterdam") &&
      l.since >= 2021 &&
      !at(l, "Quillon Systems"),
    inverted: (l) => at(l, "Quillon Systems"),
  },
  {
    class: "num_history",
    query: "data engineers who started at their company before 2019, not including anyone at Bluefin Data",
    relevant: (l) => ic(l, "data_eng") && l.since < 2019 && !at(l, "Bluefin Data"),
    inverted: (l) => at(l, "Bluefin Data"),
  },
  {
    class: "num_history",
    query:
      "sales engineers or account executives who've worked at two or more companies, but not anyone at Harbor & Finch now",
    // Two jobs at the same company is two jobs but one company: maybe.
    relevant: (l) => ic(l, "sales_eng", "account_exec") && changedEmployer(l) && !at(l, "Harbor & Finch"),
    maybe: (l) =>
      ic(l, "sales_eng", "account_exec") &&
      l.past !== null &&
      !changedEmployer(l) &&
      !at(l, "Harbor & Finch"),
    inverted: (l) => at(l, "Harbor & Finch"),
  },
  {
    class: "num_history",
    query: "recruiters with three years' experience tops who've only ever had one employer",
    // 3 years 10 months is over three, or three by whole years: maybe.
    relevant: (l) => ic(l, "recruiting") && atMost(l.months, 3) && oneEmployer(l),
    maybe: (l) => ic(l, "recruiting") && justOver(l.months, 3) && oneEmployer(l),
  },
  {
    class: "num_history",
    query: "senior engineers who started their current role between 2015 and 2018, but not in Germany",
    relevant: (l) =>
      ic(l, ...ENG_FAMILIES) &&
      l.seniority === "senior" &&
      startedBetween(l, 2015, 2018) &&
      placedOutside(l, "DE"),
    maybe: (l) =>
      ic(l, ...ENG_FAMILIES) && l.seniority === "senior" && startedBetween(l, 2015, 2018) && unplaced(l),
    inverted: (l) => inCountry(l, "DE"),
  },
  {
    class: "num_history",
    query: "people in Tokyo or Tel Aviv whose careers started twenty-plus years ago, excluding the founders",
    // "people": any role, ICs and leaders alike; a career started in 2006 or earlier.
    relevant: (l) => inCity(l, "tokyo", "tel_aviv") && careerStart(l) <= 2006 && !founder(l),
    inverted: founder,
  },
];

export const NUMERIC: Q[] = [...EXPERIENCE, ...TENURE, ...HISTORY];
