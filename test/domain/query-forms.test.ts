/**
 * Filled-in intake forms and tickets pasted as they are (issue 45, round 14's class "forms"): each
 * field read by what its label means, a field's scope ending at the next label; an "Exclude:" /
 * "Not:" / "Avoid:" / "Out of scope:" field excludes every item of its list; empty values ("—",
 * "N/A", "TBD", "any") ask for nothing; ids, requesters, dates, budgets and notes are no condition.
 * This file's own companies and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Granite Robotics", country: "DE" },
  { id: 2, name: "Saffron Mobility", country: "ES" },
  { id: 3, name: "Tidewater Bank", country: "GB" },
]);
const now = new Date(Date.UTC(2026, 10, 27));
const { plan, positive, negative } = queryReaders(companies, now);

describe("an exclusion field excludes every item, never requires one", () => {
  test.each([
    [
      "Role: QA Engineer / Location: Spain / Exclude: current Saffron Mobility employees / Owner: Ines",
      "Saffron",
    ],
    ["Position: Data Engineer / Avoid: anyone at Granite Robotics / Priority: P2", "Granite"],
    [
      "Role: Accountant; Location: UK; Out of scope: people from Tidewater Bank; Requested by: Tom",
      "Tidewater",
    ],
    ["Title: Designer / Not: Granite Robotics, Saffron Mobility / Date: 2026-10-01", "Granite"],
  ])("%s", (q, company) => {
    expect(negative(q).some((l) => l.includes(company))).toBe(true);
    expect(positive(q).some((l) => l.includes(company))).toBe(false);
  });
  test("a list: every item is excluded", () => {
    const q = "Title: Designer / Not: Granite Robotics, Saffron Mobility / Date: 2026-10-01";
    expect(negative(q).join(" | ")).toMatch(/Granite/);
    expect(negative(q).join(" | ")).toMatch(/Saffron/);
  });
  test("excluded levels and places are excluded", () => {
    const q = "Role: Mobile Developer / Location: Spain / Exclude: interns, Madrid";
    expect(negative(q).join(" | ")).toMatch(/Madrid/);
    expect(negative(q).join(" | ")).toMatch(/Entry level|Intern/);
    expect(positive(q).join(" | ")).not.toMatch(/Madrid|Entry level|Intern/);
  });
  test("the exclusion's scope ends at the next label: a nice-to-have after it is no exclusion", () => {
    const q = "Role: Backend Engineer / Exclude: Tidewater Bank / Nice to have: Kafka / Location: Leeds";
    expect(negative(q).join(" | ")).not.toMatch(/Kafka|Leeds/);
    expect(positive(q).some((l) => l.startsWith("Located in Leeds"))).toBe(true);
  });
});

describe("fields read by what they mean", () => {
  test("role, level, location, must-haves (all of them), years", () => {
    const q =
      "Role: Data Engineer / Level: Senior / Location: Netherlands / Must have: Spark, Airflow / Experience: 4+ yrs";
    const p = plan(q);
    expect(p).toMatch(/Data Engineering/);
    expect(p).toMatch(/Senior/);
    expect(p).toMatch(/Located in Netherlands/);
    expect(p).toMatch(/Skilled in (Apache )?Spark AND Skilled in Airflow/);
    expect(p).toMatch(/At least 4 years of experience/);
  });
  test("a slash inside a title is an alternative, not a new field", () => {
    const p = plan("Title: Backend / Full Stack Developer / Location: Poland / Budget: 90k");
    expect(p).toMatch(/Full Stack/);
    expect(p).toMatch(/ OR /);
    expect(p).toMatch(/Located in Poland/);
  });
  test("'Remote (EU only)' is the EU", () => {
    expect(plan("Role: Frontend Developer / Location: Remote (EU only) / Priority: P3")).toMatch(
      /Located in EU/,
    );
  });
  test("a nice-to-have ranks, filters nothing", () => {
    const q = "Role: DevOps Engineer / Must have: Terraform / Nice to have: Ansible, GCP";
    expect(positive(q).join(" | ")).not.toMatch(/Ansible|GCP/);
  });
  test("a ticket: AC items are conditions, the header and metadata are not", () => {
    const q =
      "[HIRE-311] Priority: P1 / Summary: security engineers / AC: 1) based in Spain 2) AWS 3) not at Saffron Mobility / Reporter: K. Osei";
    const p = plan(q);
    expect(p).toMatch(/Security Engineering/);
    expect(p).toMatch(/Located in Spain/);
    expect(p).toMatch(/Skilled in AWS/);
    expect(negative(q).join(" | ")).toMatch(/Saffron/);
    expect(p).not.toMatch(/Osei|HIRE|Priority|Mentions/);
  });
  test("a backfill names the seat, the AC says who is sought", () => {
    const q =
      "Story: backfill for the departing CFO / AC: a finance director; based in Ireland / Priority: P2";
    expect(plan(q)).not.toMatch(/C-level/);
    expect(plan(q)).toMatch(/Director/);
  });
});

describe("a label the table does not know", () => {
  test("its value is read as written, never dropped as the form's header", () => {
    const p = plan("Persona: data engineer IC; Geo: Benelux; Skills: Spark; Budget: 90k");
    expect(p).toMatch(/Data Engineering/);
    expect(p).toMatch(/Benelux/);
  });
});

describe("empty values and noise fields ask for nothing", () => {
  test.each([
    "Role: Product Designer / Level: TBD / Location: — / Must have: N/A / Exclude: — / Notes: —",
    "Role: Product Designer / Location: any / Skills: n/a / Exclude: none / Budget: 70k / Ticket: DES-9",
    "Req #: 5512 / Date: 2026-09-30 / Requested by: Pat from Legal / Role: Product Designer / Location: TBD",
  ])("%s: only the role", (q) => {
    expect(negative(q)).toEqual([]);
    expect(positive(q).length).toBe(1);
    expect(positive(q)[0]).toMatch(/Design/);
  });
  test("a department beside a role adds nothing; alone it is the function", () => {
    expect(positive("Department: Engineering / Role: QA Engineer / Location: Spain").join(" | ")).not.toMatch(
      /Works in Engineering/,
    );
    expect(plan("Department: Marketing / Level: Manager / Location: Spain")).toMatch(/Marketing/);
  });
});

describe("shared leader titles", () => {
  test("'a VP or Director of Sales' is a sales VP or a sales director", () => {
    expect(plan("a VP or Director of Sales in Leeds")).toMatch(
      /\(Works in Sales AND Seniority: VP\) OR \(Works in Sales AND Seniority: Director\)/,
    );
  });
});
