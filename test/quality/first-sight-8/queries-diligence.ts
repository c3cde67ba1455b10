/**
 * Round 8, style (c): an investor's or analyst's due-diligence questions about a company's team:
 * tenure and joining dates, where people came from, the most senior people, degrees, comparatives
 * and superlatives. "longest" and "most senior" are labelled as ./labels.ts says (>= 10 years in
 * seat; the function's top two levels); each judgement call is commented above its query.
 */
import {
  at,
  atLevel,
  cameFrom,
  DATA_FAMILIES,
  type EighthQuery,
  ENG_FAMILIES,
  engTeam,
  founder,
  hasDegree,
  ic,
  leader,
  longestServing,
  salesTeam,
  seniorPeople,
  studied,
} from "./labels.ts";

export const DILIGENCE: EighthQuery[] = [
  {
    class: "dd_tenure",
    query: "Who on Northwind Labs' engineering team has been there longest?",
    relevant: (l) => engTeam(l) && at(l, "Northwind Labs") && longestServing(l),
  },
  // "in the last two years", asked in late 2026: jobs start in January, so a start in 2025 or 2026.
  {
    class: "dd_tenure",
    query: "Which people joined Orbital Freight in the last two years?",
    relevant: (l) => at(l, "Orbital Freight") && l.since >= 2025,
  },
  {
    class: "dd_tenure",
    query: "Which of Lumen Grid's engineering leaders joined before 2018?",
    relevant: (l) => leader(l, "engineering") && at(l, "Lumen Grid") && l.since <= 2017,
  },
  // "less than three years": tenure < 36 months (a start in 2024 or later); a junior is inverted.
  {
    class: "dd_tenure",
    query: "How many people at Kestrel Health have been there less than three years, not counting juniors?",
    relevant: (l) => at(l, "Kestrel Health") && l.tenure < 36 && !atLevel(l, "junior"),
    inverted: (l) => atLevel(l, "junior"),
  },
  {
    class: "dd_tenure",
    query: "Among Tessellate AG's data people, who has the longest tenure?",
    relevant: (l) => ic(l, ...DATA_FAMILIES) && at(l, "Tessellate AG") && longestServing(l),
  },
  // "longer than five years": tenure > 60 months; "product managers" the product family's ICs.
  {
    class: "dd_tenure",
    query: "Which product managers at Papaya Pay have been there longer than five years?",
    relevant: (l) => ic(l, "product") && at(l, "Papaya Pay") && l.tenure > 60,
  },
  // "outside engineering": anyone at Cobalt Works but the engineering team, who is inverted.
  {
    class: "dd_tenure",
    query: "Who are the longest-serving people at Cobalt Works outside engineering?",
    relevant: (l) => at(l, "Cobalt Works") && !engTeam(l) && longestServing(l),
    inverted: (l) => engTeam(l),
  },
  // "senior people": the senior IC level and leaders; a founder is `maybe`.
  {
    class: "dd_moves",
    query: "Which senior people at Papaya Pay came from Kestrel Health?",
    relevant: (l) => seniorPeople(l) && at(l, "Papaya Pay") && cameFrom(l, "Kestrel Health"),
    maybe: (l) => founder(l) && at(l, "Papaya Pay") && cameFrom(l, "Kestrel Health"),
  },
  {
    class: "dd_moves",
    query: "Who left Orbital Freight for Tessellate AG?",
    relevant: (l) => cameFrom(l, "Orbital Freight") && at(l, "Tessellate AG"),
  },
  // "excluding anyone in sales": the sales team is inverted.
  {
    class: "dd_moves",
    query: "Which of Cobalt Works' current staff used to be at Minerva Analytics, excluding anyone in sales?",
    relevant: (l) => at(l, "Cobalt Works") && cameFrom(l, "Minerva Analytics") && !salesTeam(l),
    inverted: (l) => salesTeam(l),
  },
  // "aren't managers": engineering ICs; a leader (manager and above) is inverted.
  {
    class: "dd_moves",
    query: "Who in Vantablue's engineering org was previously at Papaya Pay but isn't a manager?",
    relevant: (l) => ic(l, ...ENG_FAMILIES) && at(l, "Vantablue") && cameFrom(l, "Papaya Pay"),
    inverted: (l) => l.leads !== null && l.leads !== "founder",
  },
  // "engineers" are the engineering ICs; "in 2020 or later" the current job's start year.
  {
    class: "dd_moves",
    query: "Which Quillon Systems engineers joined from Bluefin Data or Lumen Grid in 2020 or later?",
    relevant: (l) =>
      ic(l, ...ENG_FAMILIES) &&
      at(l, "Quillon Systems") &&
      cameFrom(l, "Bluefin Data", "Lumen Grid") &&
      l.since >= 2020,
  },
  // "never worked anywhere else": no earlier job, or an earlier one at Harbor & Finch too; someone
  // with an earlier employer elsewhere is inverted.
  {
    class: "dd_moves",
    query: "Who at Harbor & Finch has never worked anywhere else?",
    relevant: (l) => at(l, "Harbor & Finch") && (l.past === null || l.past === "Harbor & Finch"),
    inverted: (l) => at(l, "Harbor & Finch") && l.past !== null && l.past !== "Harbor & Finch",
  },
  // "the most senior product people": the product function's top two levels (head and VP).
  {
    class: "dd_seniority",
    query: "Who are the most senior product people at Harbor & Finch?",
    relevant: (l) => leader(l, "product", "head", "vp") && at(l, "Harbor & Finch"),
  },
  {
    class: "dd_seniority",
    query: "Who at Bluefin Data holds a PhD?",
    relevant: (l) => at(l, "Bluefin Data") && hasDegree(l, "phd"),
  },
  // "the most senior engineering people": the engineering function's top two levels (VP and CTO).
  {
    class: "dd_seniority",
    query: "Who are the most senior engineering people at Minerva Analytics and Lumen Grid?",
    relevant: (l) => leader(l, "engineering", "vp", "chief") && at(l, "Minerva Analytics", "Lumen Grid"),
  },
  // A founder is inverted.
  {
    class: "dd_seniority",
    query: "Excluding founders, who at Kestrel Health has a PhD or an MBA?",
    relevant: (l) => at(l, "Kestrel Health") && hasDegree(l, "phd", "mba") && !founder(l),
    inverted: (l) => founder(l),
  },
  // "more than fifteen years": months > 180; "engineers" the engineering ICs.
  {
    class: "dd_seniority",
    query: "Of Quillon Systems' engineers, who has more than fifteen years of experience?",
    relevant: (l) => ic(l, ...ENG_FAMILIES) && at(l, "Quillon Systems") && l.months > 180,
  },
  {
    class: "dd_seniority",
    query: "Which of Northwind Labs' senior engineers studied at ETH Zurich or TU Munich?",
    relevant: (l) =>
      ic(l, ...ENG_FAMILIES) && atLevel(l, "senior") && at(l, "Northwind Labs") && studied(l, "eth", "tum"),
  },
  // "the most senior sales people": the sales function's top two levels (director and VP); "founders
  // aside": a founder is inverted.
  {
    class: "dd_seniority",
    query: "Who are the most senior sales people at Vantablue and Orbital Freight, founders aside?",
    relevant: (l) => leader(l, "sales", "director", "vp") && at(l, "Vantablue", "Orbital Freight"),
    inverted: (l) => founder(l),
  },
];
