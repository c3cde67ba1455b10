/**
 * Round 13, style 1: career trajectories and moves over time — who stayed, who moved where from
 * where, where a career started, how long someone spent before moving or being promoted. Labelled
 * before any search (conventions in ./labels.ts).
 */
import {
  at,
  changedEmployer,
  ENG_FAMILIES,
  EUROPE,
  exOf,
  firstEmployer,
  holdsOtherTitle,
  ic,
  leader,
  monthsAtEmployer,
  oneEmployer,
  promotedInside,
  swe,
  type ThirteenthQuery,
  usedToBe,
  yearsAtPrevious,
} from "./labels.ts";

export const TRAJECTORY_QUERIES: ThirteenthQuery[] = [
  // traj_stay: stayed at one company, promoted from within, long runs at the employer.
  {
    class: "traj_stay",
    query: "backend engineers who have only ever worked at one company, nobody who has switched employers",
    relevant: (l) => swe(l, "backend") && oneEmployer(l),
    inverted: (l) => swe(l, "backend") && changedEmployer(l),
  },
  {
    class: "traj_stay",
    query:
      "data scientists who were promoted internally and are now senior at the company where they started",
    relevant: (l) => ic(l, "data_science") && l.seniority === "senior" && promotedInside(l),
  },
  {
    class: "traj_stay",
    query: "anyone whose whole career has been at Papaya Pay, not people who joined Papaya from elsewhere",
    relevant: (l) => at(l, "Papaya Pay") && oneEmployer(l),
    inverted: (l) => at(l, "Papaya Pay") && changedEmployer(l),
  },
  {
    // "Engineering leaders": the engineering department's manager, head, director, VP and CTO.
    class: "traj_stay",
    query:
      "engineering leaders who were promoted from within at their current company rather than hired in from another one",
    relevant: (l) => leader(l, "engineering") && promotedInside(l),
    inverted: (l) => leader(l, "engineering") && changedEmployer(l),
  },
  {
    class: "traj_stay",
    query:
      "senior software engineers who have been with their current employer for 10+ years, promotions included",
    relevant: (l) => swe(l) && l.seniority === "senior" && monthsAtEmployer(l) >= 120,
  },
  {
    class: "traj_stay",
    query:
      "product managers still at the company where their career started; skip anyone who has moved around",
    relevant: (l) => ic(l, "product") && oneEmployer(l),
    inverted: (l) => ic(l, "product") && changedEmployer(l),
  },
  {
    // "First and only job": one job entry; two jobs at one employer is still one company, so maybe.
    class: "traj_stay",
    query: "designers who are still in their first and only job",
    relevant: (l) => ic(l, "design") && l.past === null,
    maybe: (l) => ic(l, "design") && promotedInside(l),
  },
  // traj_move: from where to where, first employers, career changes.
  {
    class: "traj_move",
    query: "people who moved from Northwind Labs to Quillon Systems",
    relevant: (l) => l.past === "Northwind Labs" && at(l, "Quillon Systems"),
  },
  {
    class: "traj_move",
    query: "who left Kestrel Health for Lumen Grid or Cobalt Works? leave out people who went anywhere else",
    relevant: (l) => l.past === "Kestrel Health" && at(l, "Lumen Grid", "Cobalt Works"),
    inverted: (l) => exOf(l, "Kestrel Health") && !at(l, "Lumen Grid", "Cobalt Works"),
  },
  {
    // "Still at Bluefin" is anyone at Bluefin now (a Bluefin hire who never left is as much "still").
    class: "traj_move",
    query:
      "software engineers who came over from Bluefin Data to another company, not the ones still at Bluefin",
    relevant: (l) => swe(l) && exOf(l, "Bluefin Data"),
    inverted: (l) => swe(l) && at(l, "Bluefin Data"),
  },
  {
    class: "traj_move",
    query:
      "data engineers whose first job was at Minerva Analytics and who have since moved on, so not at Minerva now",
    relevant: (l) =>
      ic(l, "data_eng") && firstEmployer(l) === "Minerva Analytics" && !at(l, "Minerva Analytics"),
    inverted: (l) => ic(l, "data_eng") && at(l, "Minerva Analytics"),
  },
  {
    class: "traj_move",
    query: "account executives who moved to Orbital Freight from another company, but not from Papaya Pay",
    relevant: (l) =>
      ic(l, "account_exec") && at(l, "Orbital Freight") && changedEmployer(l) && l.past !== "Papaya Pay",
    inverted: (l) => ic(l, "account_exec") && at(l, "Orbital Freight") && l.past === "Papaya Pay",
  },
  {
    class: "traj_move",
    query: "ML engineers who started out at Harbor & Finch or Vantablue and have since gone somewhere else",
    relevant: (l) => ic(l, "ml") && exOf(l, "Harbor & Finch", "Vantablue"),
  },
  {
    // Career changers out of teaching: an earlier job titled Teacher; only leaders and "other" people
    // have such an earlier job, and the ask is for those now in tech or leading (not another "other" job).
    class: "traj_move",
    query:
      "career changers who used to be teachers and now lead teams in tech, not anyone who is still teaching",
    relevant: (l) => usedToBe(l, "Teacher") && l.leads !== null && l.leads !== "founder",
    // A founder who taught before is a career changer leading a company: defensible either way.
    maybe: (l) => usedToBe(l, "Teacher") && l.leads === "founder",
    inverted: (l) => holdsOtherTitle(l, "Teacher"),
  },
  // traj_timing: how long before a move or a promotion, when careers and moves started.
  {
    class: "traj_timing",
    query:
      "software engineers who spent less than three years at their previous employer before moving to their current one",
    relevant: (l) => swe(l) && changedEmployer(l) && (yearsAtPrevious(l) ?? 99) < 3,
  },
  {
    // "Promoted within two years of joining": the new job at the same employer started <= 2 years in.
    class: "traj_timing",
    query:
      "engineers promoted within two years of joining their company, excluding anyone who got the new title by switching companies",
    relevant: (l) => ic(l, ...ENG_FAMILIES) && promotedInside(l) && (yearsAtPrevious(l) ?? 99) <= 2,
    inverted: (l) => ic(l, ...ENG_FAMILIES) && changedEmployer(l) && (yearsAtPrevious(l) ?? 99) <= 2,
  },
  {
    // "Just one move since": every two-job career has exactly one move (the data holds no more).
    class: "traj_timing",
    query:
      "QA engineers who started their careers in 2015 or earlier and have made one move to another company since",
    relevant: (l) => ic(l, "qa") && (l.pastFrom ?? l.since) <= 2015 && changedEmployer(l),
  },
  {
    class: "traj_timing",
    query:
      "data analysts who joined their current employer in 2023 or later after working somewhere else first, not first-jobbers",
    relevant: (l) => ic(l, "data_analysis") && l.since >= 2023 && changedEmployer(l),
    inverted: (l) => ic(l, "data_analysis") && l.since >= 2023 && l.past === null,
  },
  {
    // "Previous company" is the earlier job's employer, the same one for an internal move.
    class: "traj_timing",
    query:
      "engineering leaders who spent at least 8 years at their previous company before the current role, in Europe",
    relevant: (l) =>
      leader(l, "engineering") &&
      (yearsAtPrevious(l) ?? 0) >= 8 &&
      l.country !== null &&
      EUROPE.includes(l.country),
  },
  {
    // "Joined in the last 5 years" is time at the employer (promotions included) under 60 months.
    class: "traj_timing",
    query:
      "security engineers with a decade or more at their current company counting promotions, not those who joined in the last 5 years",
    relevant: (l) => ic(l, "security") && monthsAtEmployer(l) >= 120,
    inverted: (l) => ic(l, "security") && monthsAtEmployer(l) < 60,
  },
];
