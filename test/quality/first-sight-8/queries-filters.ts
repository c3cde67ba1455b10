/**
 * Round 8, style (b): structured filters pasted from another tool's saved search (not boolean):
 * "Key: value | Key: value" lines, JSON objects, and key=value / CSV / URL-parameter strings. Every
 * field is a criterion, a list in a field is any-of (./labels.ts); each judgement call is commented
 * above its query.
 */
import {
  at,
  atLevel,
  cameFrom,
  DACH,
  type EighthQuery,
  EUROPE,
  engTeam,
  founder,
  hasAllSkills,
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

export const FILTERS: EighthQuery[] = [
  // "Senior, Lead": the senior IC level; "6-15" is 72 <= months < 192; someone at Papaya Pay now is inverted.
  {
    class: "filter_pipes",
    query:
      "Title: Backend Engineer | Seniority: Senior, Lead | Location: Germany | Years of experience: 6-15 | Exclude companies: Papaya Pay",
    relevant: (l) =>
      ic(l, "software") &&
      l.specialty === "backend" &&
      atLevel(l, "senior") &&
      inCountry(l, "DE") &&
      yearsBetween(l, 6, 15) &&
      !at(l, "Papaya Pay"),
    inverted: (l) => at(l, "Papaya Pay"),
  },
  // "Min. years in current role: 3" is >= 36 months of tenure; someone at Northwind Labs now is inverted.
  {
    class: "filter_pipes",
    query:
      "Current title: Engineering Manager | Current company: not Northwind Labs | Region: DACH | Min. years in current role: 3",
    relevant: (l) =>
      leader(l, "engineering", "manager") &&
      !at(l, "Northwind Labs") &&
      inCountry(l, ...DACH) &&
      l.tenure >= 36,
    inverted: (l) => at(l, "Northwind Labs"),
  },
  // "Skills (all)": both skills; "Location: Europe" the European countries the data has.
  {
    class: "filter_pipes",
    query: "Skills (all): Terraform, AWS | Role: DevOps | Location: Europe | Seniority: Senior",
    relevant: (l) =>
      ic(l, "devops") &&
      hasAllSkills(l, "terraform", "aws") &&
      inCountry(l, ...EUROPE) &&
      atLevel(l, "senior"),
  },
  // "Years at current company: 3+" is tenure >= 36 months.
  {
    class: "filter_pipes",
    query:
      "Seniority: Mid, Senior | Function: Security | Location: Tel Aviv, London, New York | Years at current company: 3+",
    relevant: (l) =>
      ic(l, "security") &&
      atLevel(l, "mid", "senior") &&
      inCity(l, "tel_aviv", "london", "new_york") &&
      l.tenure >= 36,
  },
  // "Exclude location: India": someone in India is inverted; someone without a place is `maybe`.
  {
    class: "filter_pipes",
    query: "Degree: MBA | Function: Product | Seniority: Head, VP | Exclude location: India",
    relevant: (l) => leader(l, "product") && hasDegree(l, "mba") && l.country !== null && !inCountry(l, "IN"),
    maybe: (l) => leader(l, "product") && hasDegree(l, "mba") && l.country === null,
    inverted: (l) => inCountry(l, "IN"),
  },
  // "Company size" is a fact the data does not hold: not judged. Someone at Vantablue or Cobalt Works is inverted.
  {
    class: "filter_pipes",
    query:
      "Title: CTO, VP Engineering | Company size: 51-200 | Country: Germany, Switzerland, Austria | Exclude companies: Vantablue, Cobalt Works",
    relevant: (l) =>
      leader(l, "engineering", "chief", "vp") && inCountry(l, ...DACH) && !at(l, "Vantablue", "Cobalt Works"),
    inverted: (l) => at(l, "Vantablue", "Cobalt Works"),
  },
  // A Product Manager is the product family's IC; someone at Harbor & Finch now is inverted.
  {
    class: "filter_json",
    query:
      '{"title": "Product Manager", "location": ["London", "Dublin"], "seniority": ["Senior"], "exclude_current_company": ["Harbor & Finch"]}',
    relevant: (l) =>
      ic(l, "product") && inCity(l, "london", "dublin") && atLevel(l, "senior") && !at(l, "Harbor & Finch"),
    inverted: (l) => at(l, "Harbor & Finch"),
  },
  {
    class: "filter_json",
    query:
      '{"titles": ["ML Engineer", "Data Scientist"], "degree": ["Master", "PhD"], "countries": ["US", "CA", "GB"]}',
    relevant: (l) =>
      ic(l, "ml", "data_science") && hasDegree(l, "master", "phd") && inCountry(l, "US", "CA", "GB"),
  },
  // "min_years_in_role" is tenure; the data's only Irish city is Dublin.
  {
    class: "filter_json",
    query:
      '{"current_title": "Recruiter", "min_years_in_role": 2, "countries": ["United Kingdom", "Ireland"]}',
    relevant: (l) => ic(l, "recruiting") && l.tenure >= 24 && inCountry(l, "GB", "IE"),
  },
  // "Function: Sales" with director and VP: the sales leaders; a founder is inverted.
  {
    class: "filter_json",
    query:
      '{"function": "Sales", "seniority": ["Director", "VP"], "locations": ["New York", "San Francisco"], "exclude": {"titles": ["Founder"]}}',
    relevant: (l) => leader(l, "sales", "director", "vp") && inCity(l, "new_york", "san_francisco"),
    inverted: (l) => founder(l),
  },
  // "2-5 years" is 24 <= months < 72; Barcelona is not in the data; the skills are any-of. Re-scoped
  // before measuring: Seville and Rome added to the cities (9 true at 12,000 / 11).
  {
    class: "filter_json",
    query:
      '{"roles": ["Frontend Developer", "Full Stack Developer"], "cities": ["Lisbon", "Porto", "Madrid", "Seville", "Barcelona", "Milan", "Rome"], "experience_years": "2-5", "skills": ["React", "TypeScript"]}',
    relevant: (l) =>
      ic(l, "software") &&
      (l.specialty === "frontend" || l.specialty === "fullstack") &&
      inCity(l, "lisbon", "porto", "madrid", "seville", "milan", "rome") &&
      yearsBetween(l, 2, 5) &&
      hasSkill(l, "react", "typescript"),
  },
  // Someone in the United States is inverted; someone without a place is `maybe`.
  {
    class: "filter_json",
    query:
      '{"titles": ["Sales Engineer", "Solutions Engineer"], "skills": ["Salesforce"], "years_experience": {"min": 4}, "exclude_locations": ["United States"]}',
    relevant: (l) =>
      ic(l, "sales_eng") &&
      hasSkill(l, "salesforce") &&
      yearsAtLeast(l, 4) &&
      l.country !== null &&
      !inCountry(l, "US"),
    maybe: (l) => ic(l, "sales_eng") && hasSkill(l, "salesforce") && yearsAtLeast(l, 4) && l.country === null,
    inverted: (l) => inCountry(l, "US"),
  },
  // "department: Engineering" is the engineering team (./labels.ts).
  {
    class: "filter_json",
    query:
      '{"current_company": "Minerva Analytics", "past_company": "Bluefin Data", "department": "Engineering"}',
    relevant: (l) => engTeam(l) && at(l, "Minerva Analytics") && cameFrom(l, "Bluefin Data"),
  },
  // Spark is not in the data: the any-of list is Python.
  {
    class: "filter_params",
    query: "role=data scientist; country=NL,BE; skills=python,spark",
    relevant: (l) => ic(l, "data_science") && inCountry(l, "NL", "BE") && hasSkill(l, "python"),
  },
  // A CSV header and its row, the newline turned into a space by the one-line search box; ";" lists
  // cities inside a cell. Someone at Bluefin Data now is inverted.
  {
    class: "filter_params",
    query:
      "title,location,min_years_experience,exclude_company Data Engineer,Amsterdam;The Hague,3,Bluefin Data",
    relevant: (l) =>
      ic(l, "data_eng") &&
      inCity(l, "amsterdam", "the_hague") &&
      yearsAtLeast(l, 3) &&
      !at(l, "Bluefin Data"),
    inverted: (l) => at(l, "Bluefin Data"),
  },
  // URL parameters; "current_company!=" excludes the current employer.
  {
    class: "filter_params",
    query: "title=Account Executive&location=Paris|Madrid|Milan&yoe_min=5&current_company!=Orbital Freight",
    relevant: (l) =>
      ic(l, "account_exec") &&
      inCity(l, "paris", "madrid", "milan") &&
      yearsAtLeast(l, 5) &&
      !at(l, "Orbital Freight"),
    inverted: (l) => at(l, "Orbital Freight"),
  },
  // A designer is the design family's IC; a junior is inverted.
  {
    class: "filter_params",
    query: "location=Stockholm,Copenhagen,Gothenburg; title=designer; exclude_seniority=junior",
    relevant: (l) =>
      ic(l, "design") && atLevel(l, "mid", "senior") && inCity(l, "stockholm", "copenhagen", "gothenburg"),
    inverted: (l) => atLevel(l, "junior"),
  },
  {
    class: "filter_params",
    query:
      "school=Stanford|UC Berkeley|MIT; title=Software Engineer; city=San Francisco,New York; exclude_current_company=Harbor & Finch",
    relevant: (l) =>
      ic(l, "software") &&
      studied(l, "stanford", "berkeley", "mit") &&
      inCity(l, "san_francisco", "new_york") &&
      !at(l, "Harbor & Finch"),
    inverted: (l) => at(l, "Harbor & Finch"),
  },
  // "past_company!=": an earlier job at Papaya Pay is inverted; no earlier job is fine.
  {
    class: "filter_params",
    query:
      "current_company=Quillon Systems,Tessellate AG; past_company!=Papaya Pay; title=software engineer; seniority=senior",
    relevant: (l) =>
      ic(l, "software") &&
      atLevel(l, "senior") &&
      at(l, "Quillon Systems", "Tessellate AG") &&
      !cameFrom(l, "Papaya Pay"),
    inverted: (l) => cameFrom(l, "Papaya Pay"),
  },
  // "start_date_current_role>2022": jobs start in January, so 2023 or later; "function=marketing" the
  // marketing ICs and managers.
  {
    class: "filter_params",
    query: "start_date_current_role>2022, country=BR,PT,ES, function=marketing",
    relevant: (l) =>
      (ic(l, "marketing") || leader(l, "marketing")) && l.since >= 2023 && inCountry(l, "BR", "PT", "ES"),
  },
];
