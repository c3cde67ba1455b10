/**
 * Round 11, style (b): report and spreadsheet shorthand as a headcount or pipeline report writes
 * it — "excl.", "incl.", "w/o", "sans", "minus", "less", "+", "≥", "<", "n/a", "tbd", slashes and
 * parentheses — with inclusions and exclusions. Labels per ./labels.ts, written before any query
 * was run.
 */
import {
  anyLeader,
  at,
  atLevel,
  cameFrom,
  type EleventhQuery,
  ENG_FAMILIES,
  EU,
  founder,
  hasAllSkills,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  justOver,
  leader,
  over,
  placedOutsideCity,
  swe,
  unplaced,
} from "./labels.ts";

export const REPORT_QUERIES: EleventhQuery[] = [
  {
    // Senior ICs have >= 6 years, so "≥5y" holds for all of them; "mgmt" in DE/NL is inverted.
    class: "rep_role",
    query: "Sr. Eng (Backend) — DE/NL, excl. mgmt, ≥5y",
    relevant: (l) => swe(l, "backend") && atLevel(l, "senior") && inCountry(l, "DE", "NL") && l.months >= 60,
    inverted: (l) => anyLeader(l) && inCountry(l, "DE", "NL"),
  },
  {
    // "EU only" is the data's EU members: the United Kingdom and Switzerland are out.
    class: "rep_role",
    query: "Data (Eng + Sci) ICs, EU only, w/o juniors",
    relevant: (l) => ic(l, "data_eng", "data_science") && !junior(l) && inCountry(l, ...EU),
    inverted: (l) => ic(l, "data_eng", "data_science") && junior(l) && inCountry(l, ...EU),
  },
  {
    class: "rep_role",
    query: "PM / Design, Sr. + Mid, sans London",
    relevant: (l) =>
      ic(l, "product", "design") && atLevel(l, "senior", "mid") && placedOutsideCity(l, "london"),
    maybe: (l) => ic(l, "product", "design") && atLevel(l, "senior", "mid") && unplaced(l),
    inverted: (l) => ic(l, "product", "design") && atLevel(l, "senior", "mid") && inCity(l, "london"),
  },
  {
    class: "rep_role",
    query: "Eng mgmt (Mgr/Dir/VP), excl. CTO + Head of",
    relevant: (l) => leader(l, "engineering", "manager", "director", "vp"),
    inverted: (l) => leader(l, "engineering", "chief", "head"),
  },
  {
    // "tbd level" asks nothing about the level.
    class: "rep_role",
    query: "QA + Security ICs, tbd level, minus Bengaluru",
    relevant: (l) => ic(l, "qa", "security") && placedOutsideCity(l, "bengaluru"),
    maybe: (l) => ic(l, "qa", "security") && unplaced(l),
    inverted: (l) => ic(l, "qa", "security") && inCity(l, "bengaluru"),
  },
  {
    // "(iOS/Android)" names the mobile family; "w/ React" asks the skill.
    class: "rep_role",
    query: "Mobile devs (iOS/Android) w/ React, excl. Jr.",
    relevant: (l) => ic(l, "mobile") && !junior(l) && hasSkill(l, "react"),
    inverted: (l) => ic(l, "mobile") && junior(l) && hasSkill(l, "react"),
  },
  {
    class: "rep_role",
    query: "AEs + SEs (sales eng), Sr. only, ≥8y",
    relevant: (l) => ic(l, "account_exec", "sales_eng") && atLevel(l, "senior") && l.months >= 96,
  },
  {
    class: "rep_place",
    query: "Backend/Fullstack — Berlin, Munich (incl. Vienna), Go or Python",
    relevant: (l) =>
      swe(l, "backend", "fullstack") &&
      inCity(l, "berlin", "munich", "vienna") &&
      hasSkill(l, "go", "python"),
  },
  {
    // "DACH, excl. CH" is Germany and Austria; "w/ k8s" asks Kubernetes.
    class: "rep_place",
    query: "DevOps w/ k8s — DACH, excl. CH",
    relevant: (l) => ic(l, "devops") && hasSkill(l, "kubernetes") && inCountry(l, "DE", "AT"),
    inverted: (l) => ic(l, "devops") && hasSkill(l, "kubernetes") && inCountry(l, "CH"),
  },
  {
    // "n/a location excl.": a recruiter whose record holds no place is what is excluded.
    class: "rep_place",
    query: "Recruiters (Mid/Sr.) — n/a location excl.",
    relevant: (l) => ic(l, "recruiting") && atLevel(l, "mid", "senior") && !unplaced(l),
    inverted: (l) => ic(l, "recruiting") && atLevel(l, "mid", "senior") && unplaced(l),
  },
  {
    class: "rep_place",
    query: "Designers — Lisbon/Porto/Madrid, incl. Jr.",
    relevant: (l) => ic(l, "design") && inCity(l, "lisbon", "porto", "madrid"),
  },
  {
    class: "rep_place",
    query: "Accounting ICs, FR/BE/NL, less anyone in Paris",
    relevant: (l) => ic(l, "accounting") && inCountry(l, "FR", "BE", "NL") && !inCity(l, "paris"),
    inverted: (l) => ic(l, "accounting") && inCity(l, "paris"),
  },
  {
    class: "rep_place",
    query: "Data Eng, UK/IE (London, Dublin), w/o AWS",
    relevant: (l) => ic(l, "data_eng") && inCity(l, "london", "dublin") && !hasSkill(l, "aws"),
    inverted: (l) => ic(l, "data_eng") && inCity(l, "london", "dublin") && hasSkill(l, "aws"),
  },
  {
    // India without Mumbai: Bengaluru, Chennai and Kolkata.
    class: "rep_place",
    query: "Frontend/Fullstack, Sr./Mid, IN excl. Mumbai",
    relevant: (l) =>
      swe(l, "frontend", "fullstack") &&
      atLevel(l, "senior", "mid") &&
      inCountry(l, "IN") &&
      !inCity(l, "mumbai"),
    inverted: (l) => swe(l, "frontend", "fullstack") && atLevel(l, "senior", "mid") && inCity(l, "mumbai"),
  },
  {
    class: "rep_tenure",
    query: "Eng ICs @ Papaya Pay, tenure ≥ 3y, excl. ex-Quillon",
    relevant: (l) =>
      ic(l, ...ENG_FAMILIES) && at(l, "Papaya Pay") && l.tenure >= 36 && !cameFrom(l, "Quillon Systems"),
    inverted: (l) =>
      ic(l, ...ENG_FAMILIES) && at(l, "Papaya Pay") && l.tenure >= 36 && cameFrom(l, "Quillon Systems"),
  },
  {
    // "Product (PM + Head of/VP)": product ICs and product leaders; "incl. founders" widens the list.
    class: "rep_tenure",
    query: "Product (PM + Head of/VP), < 3y in seat, incl. founders",
    relevant: (l) => (ic(l, "product") || leader(l, "product") || founder(l)) && l.tenure < 36,
  },
  {
    // "2–4y exp." is 24 <= months < 60; "SQL + Excel" both skills.
    class: "rep_tenure",
    query: "Analysts (Data/BI), 2–4y exp., SQL + Excel, excl. Tokyo",
    relevant: (l) =>
      ic(l, "data_analysis") &&
      l.months >= 24 &&
      l.months < 60 &&
      hasAllSkills(l, "sql", "excel") &&
      placedOutsideCity(l, "tokyo"),
    maybe: (l) =>
      ic(l, "data_analysis") &&
      l.months >= 24 &&
      l.months < 60 &&
      hasAllSkills(l, "sql", "excel") &&
      unplaced(l),
    inverted: (l) => ic(l, "data_analysis") && inCity(l, "tokyo"),
  },
  {
    class: "rep_tenure",
    query: "Sr. SWE, ≥10y, excl. Harbor & Finch + Vantablue",
    relevant: (l) =>
      swe(l) && atLevel(l, "senior") && l.months >= 120 && !at(l, "Harbor & Finch", "Vantablue"),
    inverted: (l) => swe(l) && atLevel(l, "senior") && at(l, "Harbor & Finch", "Vantablue"),
  },
  {
    // "> 5y" tenure: 6 whole years up; 5 years and some months is `maybe` (round 10's "more than").
    class: "rep_tenure",
    query: "Mgmt (all functions), tenure > 5y, w/o founders",
    relevant: (l) => anyLeader(l) && over(l.tenure, 5),
    maybe: (l) => anyLeader(l) && justOver(l.tenure, 5),
    inverted: (l) => founder(l),
  },
  {
    class: "rep_tenure",
    query: "Jr. + Mid SWE, < 2y at current co., excl. Bengaluru/Chennai",
    relevant: (l) =>
      swe(l) && atLevel(l, "junior", "mid") && l.tenure < 24 && placedOutsideCity(l, "bengaluru", "chennai"),
    maybe: (l) => swe(l) && atLevel(l, "junior", "mid") && l.tenure < 24 && unplaced(l),
    inverted: (l) => swe(l) && atLevel(l, "junior", "mid") && inCity(l, "bengaluru", "chennai"),
  },
];
