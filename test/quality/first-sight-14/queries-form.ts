/**
 * Round 14, style 3: filled-in intake forms and ticket templates pasted as they are ("Role: … /
 * Location: … / Must have: … / Nice to have: … / Exclude: …", Jira-like "AC:" lists, "Priority:
 * P1"), the form's line breaks written as " / " (the harness prints one line per query). Some fields
 * are empty ("—", "N/A", "TBD", "any") and some are noise (ticket ids, dates, requesters, budgets)
 * that are not conditions. Labels follow ./labels.ts; each judgement call is commented above its
 * query.
 */
import {
  at,
  atLevel,
  DACH,
  EU,
  EUROPE,
  type FourteenthQuery,
  hasAllSkills,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  monthsAtEmployer,
  swe,
} from "./labels.ts";

export const FORM_QUERIES: FourteenthQuery[] = [
  // "Berlin preferred" is a preference, Germany the condition; Kubernetes is nice to have.
  {
    class: "form_intake",
    query:
      "Role: Backend Engineer / Level: Senior / Location: Germany (Berlin preferred) / Must have: — / Nice to have: Kubernetes / Exclude: current Papaya Pay staff / Requested by: Dana K. / Date: 2026-11-20",
    relevant: (l) => swe(l, "backend") && atLevel(l, "senior") && inCountry(l, "DE") && !at(l, "Papaya Pay"),
    inverted: (l) => swe(l, "backend") && atLevel(l, "senior") && inCountry(l, "DE") && at(l, "Papaya Pay"),
  },
  // "Seniority: any" asks no level; Excel and Python are nice to have; the hiring manager is noise.
  {
    class: "form_intake",
    query:
      "Position: Data Analyst / Seniority: any / Location: London / Must have: SQL / Nice to have: Excel, Python / Exclude: Minerva Analytics / Hiring manager: R. Osei",
    relevant: (l) =>
      ic(l, "data_analysis") && inCity(l, "london") && hasSkill(l, "sql") && !at(l, "Minerva Analytics"),
    inverted: (l) =>
      ic(l, "data_analysis") && inCity(l, "london") && hasSkill(l, "sql") && at(l, "Minerva Analytics"),
  },
  // "5+ yrs" is >= 60 months of experience; "Location: —" asks no place; juniors inverted.
  {
    class: "form_intake",
    query:
      "Role: Product Manager / Location: — / Experience: 5+ yrs / Must have: N/A / Exclude: juniors / Notes: backfill for Q1",
    relevant: (l) => ic(l, "product") && !junior(l) && l.months >= 60,
    inverted: (l) => ic(l, "product") && junior(l),
  },
  // "Territory: DACH" is the place; German (a language) has no fact in the data and is nice to have.
  {
    class: "form_intake",
    query:
      "Role: Account Executive / Territory: DACH / Must have: Salesforce / Nice to have: German / Exclude: anyone currently at Cobalt Works / Req ID: 2231",
    relevant: (l) =>
      ic(l, "account_exec") && inCountry(l, ...DACH) && hasSkill(l, "salesforce") && !at(l, "Cobalt Works"),
    inverted: (l) =>
      ic(l, "account_exec") && inCountry(l, ...DACH) && hasSkill(l, "salesforce") && at(l, "Cobalt Works"),
  },
  // An SRE is the DevOps family; "Must have: Terraform, AWS" asks for both; "Exclude: TBD" asks nothing.
  {
    class: "form_intake",
    query:
      "Role: Site Reliability Engineer / Location: any / Must have: Terraform, AWS / Exclude: TBD / Start date: ASAP",
    relevant: (l) => ic(l, "devops") && hasAllSkills(l, "terraform", "aws"),
  },
  // "Mid or senior" are the two IC levels; the budget is noise.
  {
    class: "form_intake",
    query:
      "Job title: Recruiter / Level: mid or senior / Location: New York or Montreal / Must have: — / Exclude: N/A / Budget: 120k",
    relevant: (l) => ic(l, "recruiting") && atLevel(l, "mid", "senior") && inCity(l, "new_york", "montreal"),
  },
  // "Remote (EU only)" is the data's EU countries (remote is no fact); TypeScript nice to have; Lisbon inverted.
  // (Changed while labelling, before any search: "Must have: React, TypeScript" had 8 true at 12,000.)
  {
    class: "form_intake",
    query:
      "Candidate profile: Frontend Developer / Must have: React / Nice to have: TypeScript / Location: Remote (EU only) / Exclude: Lisbon",
    relevant: (l) =>
      swe(l, "frontend") && hasSkill(l, "react") && inCountry(l, ...EU) && !inCity(l, "lisbon"),
    inverted: (l) => swe(l, "frontend") && hasSkill(l, "react") && inCity(l, "lisbon"),
  },
  // The AC list's items are the conditions; the ticket id, priority and reporter are noise.
  {
    class: "form_ticket",
    query:
      "[REC-1042] Priority: P1 / Summary: hire ML engineers / AC: 1) based in India 2) Python 3) not currently at Kestrel Health / Reporter: M. Iyer",
    relevant: (l) => ic(l, "ml") && inCountry(l, "IN") && hasSkill(l, "python") && !at(l, "Kestrel Health"),
    inverted: (l) => ic(l, "ml") && inCountry(l, "IN") && hasSkill(l, "python") && at(l, "Kestrel Health"),
  },
  // QA engineers not juniors in the three countries; Java is a nice-to-have.
  {
    class: "form_ticket",
    query:
      "TICKET HR-778; Status: Open; Priority: P2; Request: QA engineers, not juniors; AC: located in Poland, Czechia or Germany; Nice: Java; Requester: Ops",
    relevant: (l) => ic(l, "qa") && !junior(l) && inCountry(l, "PL", "CZ", "DE"),
    inverted: (l) => ic(l, "qa") && junior(l) && inCountry(l, "PL", "CZ", "DE"),
  },
  // "VP or Director of Sales" are the sales leaders; Northwind inverted; the epic and due date are noise.
  {
    class: "form_ticket",
    query:
      "Epic: Sales hiring H1 / Story: find a VP or Director of Sales / AC: based in the US or UK; not at Northwind Labs / Priority: P1 / Due: 2026-12-15",
    relevant: (l) => leader(l, "sales") && inCountry(l, "US", "GB") && !at(l, "Northwind Labs"),
    inverted: (l) => leader(l, "sales") && inCountry(l, "US", "GB") && at(l, "Northwind Labs"),
  },
  // "Out of scope" names who is inverted; "Location: N/A" asks no place.
  {
    class: "form_ticket",
    query:
      "Ticket #5531 / Priority: High / Title: Security engineers for audit / AC: AWS required / Location: N/A / Out of scope: anyone at Harbor & Finch / Created: 26/11/2026",
    relevant: (l) => ic(l, "security") && hasSkill(l, "aws") && !at(l, "Harbor & Finch"),
    inverted: (l) => ic(l, "security") && hasSkill(l, "aws") && at(l, "Harbor & Finch"),
  },
  // "5+ years at their current company" is >= 60 months at the employer across promotions.
  {
    class: "form_ticket",
    query:
      "Type: Sourcing request / Priority: P3 / AC: Engineering managers; Europe; 5+ years at their current company / Assignee: unassigned",
    relevant: (l) =>
      leader(l, "engineering", "manager") && inCountry(l, ...EUROPE) && monthsAtEmployer(l) >= 60,
  },
  // "Mid-level or senior" the two IC levels; Python nice to have; Bluefin inverted.
  {
    class: "form_ticket",
    query:
      "JIRA TA-219 / Priority: P2 / Summary: Data engineers, mid-level or senior / AC: Netherlands or Belgium; exclude Bluefin Data / Nice to have: Python / Labels: sourcing",
    relevant: (l) =>
      ic(l, "data_eng") && atLevel(l, "mid", "senior") && inCountry(l, "NL", "BE") && !at(l, "Bluefin Data"),
    inverted: (l) =>
      ic(l, "data_eng") && atLevel(l, "mid", "senior") && inCountry(l, "NL", "BE") && at(l, "Bluefin Data"),
  },
  // "CTO or VP Engineering elsewhere" are the engineering chiefs and VPs; Tessellate inverted.
  {
    class: "form_ticket",
    query:
      "Story: backfill for departing CTO / AC: a current CTO or VP Engineering elsewhere; based in Israel, France or Germany; not at Tessellate AG / Priority: P1 / Reporter: board",
    relevant: (l) =>
      leader(l, "engineering", "chief", "vp") && inCountry(l, "IL", "FR", "DE") && !at(l, "Tessellate AG"),
    inverted: (l) =>
      leader(l, "engineering", "chief", "vp") && inCountry(l, "IL", "FR", "DE") && at(l, "Tessellate AG"),
  },
  // Every other field is empty: the role alone.
  {
    class: "form_blank",
    query:
      "Role: Data Scientist / Level: TBD / Location: TBD / Must have: — / Nice to have: — / Exclude: — / Notes: —",
    relevant: (l) => ic(l, "data_science"),
  },
  // The request number, date and requester ("Sam from Finance") are noise.
  {
    class: "form_blank",
    query:
      "Req #: 88213 / Date: 2026-11-02 / Requested by: Sam from Finance / Role: Accountant / Location: any / Must have: Excel / Exclude: N/A",
    relevant: (l) => ic(l, "accounting") && hasSkill(l, "excel"),
  },
  // "Role: Marketing" is the marketing ICs; the marketing managers the form excludes (in France or Belgium) inverted.
  {
    class: "form_blank",
    query:
      "Role: Marketing / Level: N/A / Location: France, Belgium / Skills: — / Exclude: marketing managers / Comments: none yet",
    relevant: (l) => ic(l, "marketing") && inCountry(l, "FR", "BE"),
    inverted: (l) => leader(l, "marketing") && inCountry(l, "FR", "BE"),
  },
  // Either title; React and Node are nice to have; juniors inverted; the salary and ticket are noise.
  {
    class: "form_blank",
    query:
      "Title: Full Stack / Frontend Developer / Location: Brazil or Portugal / Salary: TBD / Must have: N/A / Nice to have: React, Node / Exclude: juniors / Ticket: WEB-12",
    relevant: (l) => swe(l, "fullstack", "frontend") && !junior(l) && inCountry(l, "BR", "PT"),
    inverted: (l) => swe(l, "fullstack", "frontend") && junior(l) && inCountry(l, "BR", "PT"),
  },
  // "Years: 3-5" is 36 <= months < 72; the department is noise; two employers inverted.
  {
    class: "form_blank",
    query:
      "Hiring form v2 / Department: Engineering / Role: Mobile Developer (iOS or Android) / Location: — / Years: 3-5 / Must have: — / Exclude: anyone at Vantablue or Lumen Grid",
    relevant: (l) => ic(l, "mobile") && l.months >= 36 && l.months < 72 && !at(l, "Vantablue", "Lumen Grid"),
    inverted: (l) => ic(l, "mobile") && l.months >= 36 && l.months < 72 && at(l, "Vantablue", "Lumen Grid"),
  },
  // "Director or Head of Engineering" are those two engineering leader levels; the note and date are noise.
  {
    class: "form_blank",
    query:
      "Role: Director or Head of Engineering / Location: Canada, US / Must have: — / Exclude: — / Requested: 11/26 / Notes: please confirm comp band before outreach",
    relevant: (l) => leader(l, "engineering", "director", "head") && inCountry(l, "US", "CA"),
  },
];
