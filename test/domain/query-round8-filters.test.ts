/**
 * Round 8 of first sight (issue 45; test/quality/first-sight-8/README.md), classes 1, 2 and 4:
 * structured filters pasted from another tool (a JSON object, a key=value list, URL parameters, a
 * CSV header and row) read as the criteria the prose form gives; an exclusion written as a field
 * name or an operator (`exclude_company`, `current_company!=`, "Exclude companies: A, B") excludes
 * every company it lists; ISO country codes in a place field and a compared start date of the
 * current role. This test's own companies, places and phrasings, none of that set's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Marlowe Robotics", country: "GB" },
  { id: 2, name: "Sable & Rye", country: "US" },
  { id: 3, name: "Quartzline", country: "DE" },
  { id: 4, name: "Tidewater Bank", country: "US" },
  { id: 5, name: "Ferro Logistics", country: "IT" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { parsed, plan, positive, negative } = queryReaders(companies, now);
const has = (labels: string[], start: string) => labels.some((l) => l.startsWith(start));

describe("class 1: a pasted JSON object is read as its fields", () => {
  test("title, places, level and an excluded current employer", () => {
    const q =
      '{"job_title": "Data Analyst", "cities": ["Vienna", "Prague"], "level": "Senior", "exclude_current_company": ["Quartzline", "Tidewater Bank"]}';
    const pos = positive(q);
    expect(has(pos, "Job title in the Data Analysis family") || has(pos, "Job title Data Analyst")).toBe(
      true,
    );
    expect(has(pos, "Located in Vienna")).toBe(true);
    expect(has(pos, "Located in Prague")).toBe(true);
    expect(pos).toContain("Seniority: Senior");
    expect(negative(q)).toEqual(["Currently works at Quartzline", "Currently works at Tidewater Bank"]);
    expect(parsed(q).prefer).toEqual([]);
  });
  test("nested exclusions, a {min} range of years, ISO country codes and degrees", () => {
    const q =
      '{"roles": ["QA Engineer"], "degree": ["Bachelor"], "countries": ["PL", "CZ"], "years_experience": {"min": 6}, "exclude": {"titles": ["Founder"], "locations": ["Warsaw"]}}';
    const pos = positive(q);
    expect(has(pos, "Job title in the Quality Assurance family")).toBe(true);
    expect(pos).toContain("Located in Poland");
    expect(pos).toContain("Located in Czechia");
    expect(pos).toContain("At least 6 years of experience");
    expect(has(pos, "Holds a bachelor")).toBe(true);
    expect(negative(q)).toContain("Seniority: Founder / owner");
    expect(has(negative(q), "Located in Warsaw")).toBe(true);
  });
  test("an ISO code in a place field in either case, UK as GB, any country of the world", () => {
    expect(positive('{"title": "Recruiter", "countries": ["uk", "NL"]}')).toEqual([
      "Job title in the Recruiting family",
      "Located in United Kingdom",
      "Located in Netherlands",
    ]);
    expect(positive('{"title": "Recruiter", "country": "Gb"}')).toContain("Located in United Kingdom");
    expect(positive('{"title": "Recruiter", "countries": ["BD"]}')).toContain("Located in Bangladesh");
  });
  test("current and past employer and a department; tenure in role", () => {
    const q =
      '{"current_company": "Ferro Logistics", "past_company": "Marlowe Robotics", "department": "Marketing", "min_years_in_role": 4}';
    const pos = positive(q);
    expect(pos).toContain("Currently works at Ferro Logistics");
    expect(pos).toContain("Previously worked at Marlowe Robotics");
    expect(pos).toContain("Works in Marketing");
    expect(pos).toContain("In the current job for at least 48 months");
  });
  test("a field with no fact behind it is dropped with a note, not made a ranking word", () => {
    const p = parsed('{"title": "Recruiter", "company_size": "11-50", "industry_vertical": "Fintech"}');
    expect(p.prefer).toEqual([]);
    expect(p.notes.some((n) => n.includes("company_size"))).toBe(true);
    expect(
      has(positive('{"title": "Recruiter", "company_size": "11-50"}'), "Job title in the Recruiting family"),
    ).toBe(true);
  });
});

describe("class 1 and 4: key=value lists, URL parameters and CSV rows", () => {
  test("semicolon list with ISO codes and a skills list", () => {
    const q = "role=devops engineer; country=SE,FI; skills=kubernetes,terraform";
    const pos = positive(q);
    expect(pos).toContain("Located in Sweden");
    expect(pos).toContain("Located in Finland");
    expect(has(pos, "Job title in the DevOps")).toBe(true);
    expect(pos).toContain("Skilled in Kubernetes");
    expect(parsed(q).prefer).toEqual([]);
  });
  test("URL parameters: a company name with & stays whole; != excludes", () => {
    const q = "title=Designer&city=Oslo|Bergen&yoe_min=3&current_company!=Sable & Rye";
    expect(negative(q)).toEqual(["Currently works at Sable & Rye"]);
    expect(positive(q)).toContain("At least 3 years of experience");
    expect(has(positive(q), "Located in Oslo")).toBe(true);
  });
  test("a start date of the current role compared with a year", () => {
    const after = plan("start_date_current_role>2023, country=IE, function=finance");
    expect(after).toContain("In the current job for at most 34 months");
    expect(after).toContain("Located in Ireland");
    const from = plan("start_date_current_role>=2021; title=accountant");
    expect(from).toContain("In the current job for at most 70 months");
  });
  test("a CSV header and its row, with an exclude column and ';' lists", () => {
    const q =
      "title,city,min_years_experience,exclude_company Backend Engineer,Lyon;Nantes,4,Ferro Logistics";
    expect(has(positive(q), "Job title Backend Engineer")).toBe(true);
    expect(has(positive(q), "Located in Lyon")).toBe(true);
    expect(has(positive(q), "Located in Nantes")).toBe(true);
    expect(positive(q)).toContain("At least 4 years of experience");
    expect(negative(q)).toEqual(["Currently works at Ferro Logistics"]);
  });
  test("prose with a comparison is not a filter", () => {
    expect(plan("designers with experience > 7 years")).toContain("At least 8 years of experience");
  });
});

describe("class 2: an exclusion by field name or operator excludes every company listed", () => {
  test.each([
    ["Title: Data Engineer | Country: Spain | Exclude companies: Quartzline, Marlowe Robotics"],
    ["Data engineers in Spain. Exclude companies: Quartzline, Marlowe Robotics"],
    ["data engineers in Spain, excluding companies Quartzline and Marlowe Robotics"],
    ["title=data engineer; country=ES; exclude_company=Quartzline,Marlowe Robotics"],
    ["title=data engineer&country=ES&current_company!=Quartzline|Marlowe Robotics"],
  ])("%s", (q) => {
    expect(negative(q).sort()).toEqual([
      "Currently works at Marlowe Robotics",
      "Currently works at Quartzline",
    ]);
    expect(positive(q)).toContain("Located in Spain");
    expect(positive(q).some((l) => l.includes("Quartzline") || l.includes("Marlowe"))).toBe(false);
  });
  test("past_company!= excludes the earlier employer, not the current one", () => {
    const q = "current_company=Tidewater Bank; past_company!=Marlowe Robotics; title=analyst";
    expect(negative(q)).toEqual(["Previously worked at Marlowe Robotics"]);
    expect(positive(q)).toContain("Currently works at Tidewater Bank");
  });
  test("a place in a pipe line given as ISO codes", () => {
    expect(plan("Title: Recruiter | Country: AT, CH")).toContain("Located in Austria");
  });
});
