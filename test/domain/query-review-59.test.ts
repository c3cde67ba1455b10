/**
 * What the review of stop 59's parser found (issue 45), each a class with examples of this test's
 * own: a message of a thread with nothing readable in it superseded the rest (the thread matched no
 * one); a removal verb before "requirement" / "filter" / ... excluded what it named instead of
 * dropping that condition; "X are a deal-breaker" / "X won't work for us" / "X is out" / "X are a
 * red flag" about people required them; "since the 2010s" was the decade alone; a Spanish query
 * holding a word Portuguese shares ("para", "dos") lost its "o" as "or".
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Tidewater Analytics", country: "GB" },
  { id: 2, name: "Brightforge", country: "US" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { parsed, plan, positive, negative } = queryReaders(companies, now);

describe("a message of a thread with nothing readable supersedes nothing", () => {
  for (const [q, kept] of [
    ["+1 On Fri, 6 Mar, Sam wrote: > backend engineers in Dublin", "Dublin"],
    ["Bumping this!! On Mon, Priya wrote: > product managers in Lisbon", "Lisbon"],
    ["data analysts in Oslo. On Tue, Jo wrote: > +1", "Oslo"],
    ["2/2 ---------- Forwarded message --------- From: Ola Nowak. UX designers in Krakow", "Krak"],
  ] as const)
    test(q, () => {
      expect(plan(q)).not.toContain("no one");
      expect(plan(q)).toContain(kept);
    });
  test("a readable ask now still replaces the earlier one's place", () => {
    const q = "Munich instead. On Tue, Anna wrote: > data engineers in Berlin";
    expect(plan(q)).toContain("Munich");
    expect(plan(q)).not.toContain("Berlin");
  });
  test("a thread of which nothing at all is readable still matches no one", () => {
    expect(plan("+1 On Fri, Sam wrote: > 12345")).toContain("no one");
  });
});

describe("dropping a requirement takes the condition back, it excludes no one", () => {
  for (const [q, dropped, kept] of [
    ["Backend engineers in Dublin with Kafka. Please remove the Kafka requirement.", "Kafka", "Dublin"],
    ["marketing managers in Lyon who know HubSpot; drop the HubSpot filter", "HubSpot", "Lyon"],
    ["Data scientists in Zurich with a PhD, lose the PhD condition", "PhD", "Zurich"],
    ["designers in Oslo with Figma. Ditch the criterion on Figma", "Figma", "Oslo"],
    ["accountants in Leeds with SAP, scrap that SAP constraint", "SAP", "Leeds"],
    ["designers in Oslo with Figma, forget about Figma", "Figma", "Oslo"],
    ["accountants in Leeds with SAP, SAP is no longer needed", "SAP", "Leeds"],
    ["QA engineers in Porto with Selenium. Selenium is optional now", "Selenium", "Porto"],
    ["product managers in Berlin with 5+ years; drop the location requirement", "Berlin", "5 years"],
    ["iOS developers at Brightforge in Austin, remove the company filter", "Brightforge", "Austin"],
  ] as const)
    test(q, () => {
      const where = plan(q);
      expect(where).not.toContain(dropped);
      expect(where).toContain(kept);
      expect(negative(q)).toEqual([]);
    });
  test("what was only made optional still ranks", () => {
    expect(parsed("QA engineers in Porto with Selenium. Selenium is optional now").prefer).toContain(
      "selenium",
    );
  });
  test("a removal verb before people still excludes them", () => {
    expect(negative("Accountants in Leeds. Drop the interns.").join(" ")).toContain("Seniority");
  });
});

describe("people said to break the deal are excluded", () => {
  for (const [q, excluded] of [
    ["Account executives in Madrid; interns are a deal-breaker", "Intern"],
    ["Data engineers in Lisbon, anyone from Tidewater Analytics is a deal-breaker", "Tidewater Analytics"],
    ["Backend developers, Brightforge people are a no-go", "Brightforge"],
    ["iOS developers in Austin; interns won't work for us", "Intern"],
    ["Data engineers in Lisbon, Tidewater Analytics is out", "Tidewater Analytics"],
    ["Sales directors in Paris; interns are a red flag", "Intern"],
  ] as const)
    test(q, () => {
      expect(negative(q).some((l) => l.includes(excluded))).toBe(true);
      expect(positive(q).some((l) => l.includes(excluded))).toBe(false);
    });
  test("'won't work for us' excludes no country", () => {
    expect(negative("Marketing leads in Denver; interns won't work for us").join(" ")).not.toContain(
      "United States",
    );
  });
  test("a qualification that is a deal-breaker is still required (its lack breaks the deal)", () => {
    expect(positive("Research scientists in Basel, a PhD is a deal-breaker").join(" ")).toContain("PhD");
  });
});

describe("since a decade is from its first year on", () => {
  test("since the 2010s: from 2010, no later bound", () => {
    expect(plan("product managers who started since the 2010s")).toContain(
      plan("product managers who started since 2010"),
    );
  });
  test("since the late 2000s: from 2007", () => {
    expect(plan("engineers who joined their current company since the late 2000s")).toBe(
      plan("engineers who joined their current company since 2007"),
    );
  });
  test("since the 2010s after a state that lasts: it began within them", () => {
    expect(plan("sales managers who have been in their current role since the 2010s")).toBe(
      plan("sales managers who have been in their current role 2010 to 2019"),
    );
  });
  test("in the 2010s stays within it", () => {
    expect(plan("product managers who started in the 2010s")).toBe(
      plan("product managers who started 2010 to 2019"),
    );
  });
});

describe("a Spanish 'o' is 'or' though the query holds words Portuguese shares", () => {
  for (const q of [
    "analistas con SQL o Tableau en Sevilla para dos proyectos",
    "desarrolladores con Python o Java para el equipo de datos",
    "ingenieros con Kotlin o Swift, dos años en Valencia",
  ])
    test(q, () => {
      expect(plan(q)).toMatch(/\(Skilled in [^)]* OR Skilled in [^)]*\)/);
      expect(parsed(q).notes.join(" ")).not.toContain('"o"');
    });
  test("a Portuguese 'no' before a place is still 'in the', with shared words about", () => {
    const q = "engenheiros de dados em Lisboa ou no Porto para dois clientes";
    expect(plan(q)).toContain("Porto");
    expect(negative(q)).toEqual([]);
  });
  test("a Portuguese query's 'o' is still 'the'", () => {
    expect(plan("analistas em Lisboa com Python e o Excel para o time")).not.toContain(" OR ");
  });
});
