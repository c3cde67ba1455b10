/**
 * Round 22, style 3: preference connectives that exclude, as a requester contrasts what they want
 * with what they do not ("X rather than Y", "instead of", "as opposed to", "in lieu of", "in
 * preference to", "X over Y", "more X than Y", "not so much Y as X"). X is asked; Y, the
 * dispreferred side, is inverted within the other conditions. Between two skills, a person listing
 * both is neither. Judgement calls are commented above the query.
 */
import {
  DACH,
  EUROPE,
  engineerIC,
  engLeader,
  ic,
  inCity,
  inCountry,
  javaPerson,
  leader,
  prefers,
  pythonDev,
  swe,
  swSpecialty,
  type TwentySecondQuery,
} from "./labels.ts";

export const PREF_QUERIES: TwentySecondQuery[] = [
  // Roles.
  {
    class: "pref_role",
    query: "backend engineers rather than full-stack generalists",
    relevant: (l) => swSpecialty(l, "backend"),
    inverted: (l) => swSpecialty(l, "fullstack"),
  },
  {
    class: "pref_role",
    query: "data engineers as opposed to data scientists, in Berlin or Amsterdam",
    relevant: (l) => ic(l, "data_eng") && inCity(l, "berlin", "amsterdam"),
    inverted: (l) => ic(l, "data_science") && inCity(l, "berlin", "amsterdam"),
  },
  {
    class: "pref_role",
    query: "hands-on senior engineers instead of engineering managers, at Northwind Labs",
    // "senior engineers": the senior level of the engineering families; only managers are named,
    // so heads, directors, VPs and CTOs are wrong, not inverted.
    relevant: (l) => engineerIC(l) && l.seniority === "senior" && l.employer === "Northwind Labs",
    inverted: (l) => leader(l, "engineering", "manager") && l.employer === "Northwind Labs",
  },
  {
    class: "pref_role",
    query: "more solutions engineers than account executives, for enterprise deals in the DACH region",
    // "solutions engineers" are the sales engineers; "enterprise deals" is the asker's context.
    relevant: (l) => ic(l, "sales_eng") && inCountry(l, ...DACH),
    inverted: (l) => ic(l, "account_exec") && inCountry(l, ...DACH),
  },
  {
    class: "pref_role",
    query: "a Head of Product over a VP of Product, anywhere in Europe",
    relevant: (l) => leader(l, "product", "head") && inCountry(l, ...EUROPE),
    inverted: (l) => leader(l, "product", "vp") && inCountry(l, ...EUROPE),
  },
  {
    class: "pref_role",
    query: "sales directors in preference to sales VPs, in the US, Canada or the UK",
    relevant: (l) => leader(l, "sales", "director") && inCountry(l, "US", "CA", "GB"),
    inverted: (l) => leader(l, "sales", "vp") && inCountry(l, "US", "CA", "GB"),
  },
  {
    class: "pref_role",
    query: "software engineers in Munich, not so much managers as individual contributors",
    // "managers" beside software engineers: every engineering leader (manager to CTO).
    relevant: (l) => swe(l) && inCity(l, "munich"),
    inverted: (l) => engLeader(l) && inCity(l, "munich"),
  },
  // Places.
  {
    class: "pref_place",
    query: "iOS and Android developers in Lisbon or Porto rather than Madrid or Seville",
    relevant: (l) => ic(l, "mobile") && inCity(l, "lisbon", "porto"),
    inverted: (l) => ic(l, "mobile") && inCity(l, "madrid", "seville"),
  },
  {
    class: "pref_place",
    query: "data analysts in Poland instead of the Czech Republic",
    relevant: (l) => ic(l, "data_analysis") && inCountry(l, "PL"),
    inverted: (l) => ic(l, "data_analysis") && inCountry(l, "CZ"),
  },
  {
    class: "pref_place",
    query: "machine learning engineers: Bengaluru over Mumbai",
    relevant: (l) => ic(l, "ml") && inCity(l, "bengaluru"),
    inverted: (l) => ic(l, "ml") && inCity(l, "mumbai"),
  },
  {
    class: "pref_place",
    query: "software developers in Copenhagen or Stockholm as opposed to Gothenburg",
    relevant: (l) => swe(l) && inCity(l, "copenhagen", "stockholm"),
    inverted: (l) => swe(l) && inCity(l, "gothenburg"),
  },
  {
    class: "pref_place",
    query: "accountants in the Netherlands or Belgium rather than the UK",
    // "accountants": every accounting IC (auditors too), as round 21's "accountancy".
    relevant: (l) => ic(l, "accounting") && inCountry(l, "NL", "BE"),
    inverted: (l) => ic(l, "accounting") && inCountry(l, "GB"),
  },
  {
    class: "pref_place",
    query: "SREs in Vienna or Zurich, preferred over Munich",
    relevant: (l) => ic(l, "devops") && inCity(l, "vienna", "zurich"),
    inverted: (l) => ic(l, "devops") && inCity(l, "munich"),
  },
  {
    class: "pref_place",
    query: "recruiters in Paris as opposed to Brussels",
    relevant: (l) => ic(l, "recruiting") && inCity(l, "paris"),
    inverted: (l) => ic(l, "recruiting") && inCity(l, "brussels"),
  },
  // Skills.
  {
    class: "pref_skill",
    query: "Python developers rather than Java developers",
    // By skill or title ("Python Developer", "Java Developer"); someone who is both is neither.
    relevant: (l) => pythonDev(l) && !javaPerson(l),
    inverted: (l) => javaPerson(l) && !pythonDev(l),
  },
  {
    class: "pref_skill",
    query: "data engineers on AWS instead of GCP",
    relevant: (l) => ic(l, "data_eng") && prefers(l, "aws", "gcp"),
    inverted: (l) => ic(l, "data_eng") && prefers(l, "gcp", "aws"),
  },
  {
    class: "pref_skill",
    query: "backend engineers, Go over Java",
    // Go by skill (a "Golang Engineer" is a general software title, not backend); full-stack `maybe`.
    relevant: (l) => swSpecialty(l, "backend") && prefers(l, "go", "java"),
    maybe: (l) => swSpecialty(l, "fullstack") && prefers(l, "go", "java"),
    inverted: (l) => swSpecialty(l, "backend") && prefers(l, "java", "go"),
  },
  {
    class: "pref_skill",
    query: "product managers who are strong in Figma as opposed to Excel",
    relevant: (l) => ic(l, "product") && prefers(l, "figma", "excel"),
    inverted: (l) => ic(l, "product") && prefers(l, "excel", "figma"),
  },
  {
    class: "pref_skill",
    query: "DevOps engineers with GCP in lieu of AWS",
    relevant: (l) => ic(l, "devops") && prefers(l, "gcp", "aws"),
    inverted: (l) => ic(l, "devops") && prefers(l, "aws", "gcp"),
  },
  {
    class: "pref_skill",
    query: "frontend developers who write TypeScript instead of plain JavaScript",
    // Full-stack developers with TypeScript and no JavaScript `maybe`.
    relevant: (l) => swSpecialty(l, "frontend") && prefers(l, "typescript", "javascript"),
    maybe: (l) => swSpecialty(l, "fullstack") && prefers(l, "typescript", "javascript"),
    inverted: (l) => swSpecialty(l, "frontend") && prefers(l, "javascript", "typescript"),
  },
];
