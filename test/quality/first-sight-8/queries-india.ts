/**
 * Round 8, style (a): an Indian recruiter's postings and asks, in South Asian / Indian English
 * ("freshers", "having 5+ yrs of exp", "B.Tech/M.Tech", "kindly share", "immediate joiners", CTC
 * and notice-period noise). Labels over latent truth (./labels.ts's conventions); each judgement
 * call is commented above its query.
 */
import {
  at,
  atLevel,
  degreeAt,
  type EighthQuery,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  leader,
  studied,
  yearsAtLeast,
  yearsBetween,
} from "./labels.ts";

export const INDIA: EighthQuery[] = [
  // "Java/J2EE developers": the software family with Java (a mobile developer with Java is `maybe`);
  // "Immediate joiners preferred" is a preference, not judged.
  {
    class: "in_profiles",
    query:
      "Looking for profiles of Java/J2EE developers having 5+ yrs of exp, currently working in Bangalore or Chennai. Immediate joiners preferred.",
    relevant: (l) =>
      ic(l, "software") && hasSkill(l, "java") && yearsAtLeast(l, 5) && inCity(l, "bengaluru", "chennai"),
    maybe: (l) =>
      ic(l, "mobile") && hasSkill(l, "java") && yearsAtLeast(l, 5) && inCity(l, "bengaluru", "chennai"),
  },
  // "2-6 yrs" is 24 <= months < 84; "CTC up to 12 LPA" is noise (the data holds no salary). Re-scoped
  // before measuring from "2-4 yrs" (7 true at 12,000 / 11).
  {
    class: "in_profiles",
    query: "Kindly share profiles of Data Analysts with 2-6 yrs exp, anywhere in India, CTC up to 12 LPA.",
    relevant: (l) => ic(l, "data_analysis") && yearsBetween(l, 2, 6) && inCountry(l, "IN"),
  },
  // Hyderabad is not in the data: the list is Bengaluru and Chennai. "experience in AWS or GCP" is
  // either skill; the notice period is not judged.
  {
    class: "in_profiles",
    query:
      "Required DevOps engineers having 4+ years of experience in AWS or GCP, working in Bengaluru/Chennai/Hyderabad. Notice period max 30 days.",
    relevant: (l) =>
      ic(l, "devops") && hasSkill(l, "aws", "gcp") && yearsAtLeast(l, 4) && inCity(l, "bengaluru", "chennai"),
  },
  // "freshers (0-2 yrs)": juniors with < 36 months (the data has no one without a job); "B.Tech
  // preferred" is not judged.
  {
    class: "in_profiles",
    query:
      "We are hiring freshers (0-2 yrs) as Software Engineers, candidates from any Indian city, B.Tech preferred.",
    relevant: (l) => ic(l, "software") && atLevel(l, "junior") && l.months < 36 && inCountry(l, "IN"),
  },
  // "Product Managers" are the product family's ICs (a Head of Product is not a PM); the MBA is
  // "preferred", not judged.
  {
    class: "in_profiles",
    query:
      "Urgent opening for Product Managers having 8+ yrs exp, location Mumbai / Bengaluru, MBA from a top B-school preferred.",
    relevant: (l) => ic(l, "product") && yearsAtLeast(l, 8) && inCity(l, "mumbai", "bengaluru"),
  },
  // "3-6 yrs" is 36 <= months < 84; "Bangalore preferred" and "CTC no constraint" are not judged.
  {
    class: "in_profiles",
    query:
      "Looking for Full Stack Developers with 3-6 yrs experience, anywhere in India, Bangalore preferred, CTC open.",
    relevant: (l) =>
      ic(l, "software") && l.specialty === "fullstack" && yearsBetween(l, 3, 6) && inCountry(l, "IN"),
  },
  // "Marketing folks" are the marketing family's ICs and marketing managers; "(digital /
  // performance)" is a sub-specialty the data does not hold, not judged.
  {
    class: "in_profiles",
    query:
      "Need Marketing folks (digital / performance) with 3+ yrs of exp currently working in Mumbai or Bengaluru.",
    relevant: (l) =>
      (ic(l, "marketing") || leader(l, "marketing")) &&
      yearsAtLeast(l, 3) &&
      inCity(l, "mumbai", "bengaluru"),
  },
  // "B.Tech from IIT Bombay": a bachelor's written at IIT Bombay; a software engineer who studied
  // there otherwise (a master's, or no degree written) is `maybe`.
  {
    class: "in_qualifications",
    query:
      "Looking for profiles of candidates having B.Tech from IIT Bombay, currently working as Software Engineers with 4+ yrs exp.",
    relevant: (l) => ic(l, "software") && degreeAt(l, "bachelor", "iitb") && yearsAtLeast(l, 4),
    maybe: (l) => ic(l, "software") && studied(l, "iitb") && yearsAtLeast(l, 4),
  },
  // "M.Tech or MS": a master's (PhD holders hold one too); "Sr." the senior IC level.
  {
    class: "in_qualifications",
    query:
      "Need Sr. Data Scientists / ML engineers with M.Tech or MS, currently working with Minerva Analytics or Bluefin Data.",
    relevant: (l) =>
      ic(l, "data_science", "ml") &&
      atLevel(l, "senior") &&
      hasDegree(l, "master", "phd") &&
      at(l, "Minerva Analytics", "Bluefin Data"),
  },
  // "MBA from a top B-school": an MBA at one of the data's named schools (one at an unnamed local
  // school is `maybe`); "sales leadership" the sales directors and VPs.
  {
    class: "in_qualifications",
    query:
      "Need candidates with MBA from a top B-school, currently working as Account Executives or in sales leadership, 6+ yrs exp.",
    relevant: (l) =>
      (ic(l, "account_exec") || leader(l, "sales")) && degreeAt(l, "mba", "named") && yearsAtLeast(l, 6),
    maybe: (l) => (ic(l, "account_exec") || leader(l, "sales")) && hasDegree(l, "mba") && yearsAtLeast(l, 6),
  },
  // "PhD holders in Machine Learning / Data Science": ML engineers and data scientists with a PhD
  // (the data holds no field of study).
  {
    class: "in_qualifications",
    query:
      "Looking for PhD holders in Machine Learning / Data Science, currently working with Minerva Analytics, Bluefin Data or Quillon Systems.",
    relevant: (l) =>
      ic(l, "ml", "data_science") &&
      hasDegree(l, "phd") &&
      at(l, "Minerva Analytics", "Bluefin Data", "Quillon Systems"),
  },
  {
    class: "in_qualifications",
    query:
      "Kindly share profiles of M.Tech / MS graduates working as Backend Developers anywhere in India with 3+ yrs exp.",
    relevant: (l) =>
      ic(l, "software") &&
      l.specialty === "backend" &&
      hasDegree(l, "master", "phd") &&
      inCountry(l, "IN") &&
      yearsAtLeast(l, 3),
  },
  // "IIT / NIT graduates (B.Tech)": a bachelor's at IIT Bombay (the data's only IIT; no NIT); another
  // IIT Bombay study is `maybe`.
  {
    class: "in_qualifications",
    query: "Looking for IIT / NIT graduates (B.Tech) working as Data Engineers or Data Analysts, 2+ yrs exp.",
    relevant: (l) =>
      ic(l, "data_eng", "data_analysis") && degreeAt(l, "bachelor", "iitb") && yearsAtLeast(l, 2),
    maybe: (l) => ic(l, "data_eng", "data_analysis") && studied(l, "iitb") && yearsAtLeast(l, 2),
  },
  // "qualified CAs": the accounting family (no certification is in the data); "Big 4 exp
  // preferred" is not judged.
  {
    class: "in_qualifications",
    query: "Hiring qualified CAs having 5+ yrs exp, PAN India, Big 4 exp preferred.",
    relevant: (l) => ic(l, "accounting") && yearsAtLeast(l, 5) && inCountry(l, "IN"),
  },
  // "need not apply": someone at Papaya Pay now is inverted (an earlier Papaya Pay job is fine).
  {
    class: "in_exclusions",
    query:
      "Looking for Java developers with 4+ yrs of exp, currently working in India. Candidates from Papaya Pay need not apply.",
    relevant: (l) =>
      ic(l, "software") &&
      hasSkill(l, "java") &&
      yearsAtLeast(l, 4) &&
      inCountry(l, "IN") &&
      !at(l, "Papaya Pay"),
    maybe: (l) =>
      ic(l, "mobile") &&
      hasSkill(l, "java") &&
      yearsAtLeast(l, 4) &&
      inCountry(l, "IN") &&
      !at(l, "Papaya Pay"),
    inverted: (l) => at(l, "Papaya Pay"),
  },
  // "no freshers": a junior is inverted.
  {
    class: "in_exclusions",
    query: "Kindly share profiles of QA automation engineers, no freshers please, Bengaluru or Mumbai only.",
    relevant: (l) => ic(l, "qa") && atLevel(l, "mid", "senior") && inCity(l, "bengaluru", "mumbai"),
    inverted: (l) => atLevel(l, "junior"),
  },
  {
    class: "in_exclusions",
    query:
      "Need Engineering Managers / Directors of Engineering with 12+ yrs exp, working in India but not with Orbital Freight.",
    relevant: (l) =>
      leader(l, "engineering", "manager", "director") &&
      yearsAtLeast(l, 12) &&
      inCountry(l, "IN") &&
      !at(l, "Orbital Freight"),
    inverted: (l) => at(l, "Orbital Freight"),
  },
  // "other than Bengaluru": an Indian city but Bengaluru; a Bengaluru person is inverted.
  {
    class: "in_exclusions",
    query:
      "Requirement for Data Engineers having 3+ yrs of exp, any Indian metro other than Bengaluru is fine.",
    relevant: (l) => ic(l, "data_eng") && yearsAtLeast(l, 3) && inCountry(l, "IN") && !inCity(l, "bengaluru"),
    inverted: (l) => inCity(l, "bengaluru"),
  },
  {
    class: "in_exclusions",
    query:
      "Require UI/UX designers with Figma and 2+ yrs of experience, currently working in Mumbai or Bengaluru, no candidates from Cobalt Works or Vantablue.",
    relevant: (l) =>
      ic(l, "design") &&
      hasSkill(l, "figma") &&
      yearsAtLeast(l, 2) &&
      inCity(l, "mumbai", "bengaluru") &&
      !at(l, "Cobalt Works", "Vantablue"),
    inverted: (l) => at(l, "Cobalt Works", "Vantablue"),
  },
  // "any location except Mumbai": someone without a place is `maybe`; a Mumbai person is inverted.
  // "6-10 yrs" is 72 <= months < 132.
  {
    class: "in_exclusions",
    query:
      "Senior Android / iOS developers, 6-10 yrs exp, immediate joiners preferred, any location except Mumbai.",
    relevant: (l) =>
      ic(l, "mobile") &&
      atLevel(l, "senior") &&
      yearsBetween(l, 6, 10) &&
      l.city !== null &&
      !inCity(l, "mumbai"),
    maybe: (l) => ic(l, "mobile") && atLevel(l, "senior") && yearsBetween(l, 6, 10) && l.city === null,
    inverted: (l) => inCity(l, "mumbai"),
  },
];
