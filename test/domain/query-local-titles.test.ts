/**
 * Round 18 of first sight (issue 45; test/quality/first-sight-18/README.md), class "job titles in
 * the local language inside English asks", with issue 46's rule: a title in any of ESCO's languages
 * reads as its English equivalent. Each test is a mechanism, with this file's own titles, places
 * and languages (none of that round's queries):
 * - job-board grades of other languages ("Medior", "Pleno", "Regular" in a grade list) and
 *   "nothing <grade>" (./src/domain/query/local-levels.ts);
 * - ESCO labels read as our English titles read them ("ICT ..." without ESCO's qualifier, a
 *   modifier the vocabulary reads as a department dropped for the title of the same family);
 * - a foreign head noun with its complement as one of ESCO's titles, kept whole;
 * - English words restating an occupation the vocabulary does not place, read once;
 * - two gender forms sharing the specialty said once; a Nordic compound whose head is an ESCO title.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { englishLabel } from "../../src/domain/query/occupation-english.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Quartzline", country: "DE" }]);
const { parsed, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const OCCUPATION = /\(ESCO occupation\)$/;

describe("grades of local job boards", () => {
  test.each([
    ["Medior ontwikkelaars in Utrecht", "Seniority: Mid level"],
    ["Desenvolvedor Pleno in Curitiba", "Seniority: Mid level"],
    ["Junior or Regular testers in Gdańsk", "Seniority: Mid level"],
    ["data engineers in Lyon, Regular/Senior only", "Seniority: Mid level"],
  ])("%s", (q, level) => {
    expect(positive(q)).toContain(level);
  });

  test('"regular" outside a list of grades is no grade', () => {
    expect(positive("regular contributors in Berlin").join(" ")).not.toContain("Mid level");
  });

  test('"nothing <grade>" turns the grade away', () => {
    expect(negative("data engineers in Lyon, nothing senior")).toContain("Seniority: Senior");
    expect(positive("data engineers in Lyon, nothing senior")).not.toContain("Seniority: Senior");
  });
});

describe("ESCO labels read as the English vocabulary reads the same title", () => {
  test.each([
    ["ICT test analyst", "test analyst"],
    ["ICT project manager", "project manager"],
    ["financial auditor", "auditor"],
    // Nothing of the vocabulary places these: no head noun is read alone.
    ["civil engineer", "civil engineer"],
    ["nurse assistant", "nurse assistant"],
    ["technical sales representative", "technical sales representative"],
  ])("%s -> %s", (label, read) => {
    expect(englishLabel(label)).toBe(read);
  });

  test("a Polish auditor excluded leaves the accountants (the finance department is not excluded)", () => {
    const q = "Księgowi in Poznań, no biegły rewident";
    expect(negative(q)).not.toContain("Works in Finance");
    expect(negative(q).join(" ")).toContain("Auditor");
  });
});

describe("a head noun with its complement as one ESCO title", () => {
  test("Analista de testes is the QA family, not the data analysts", () => {
    const pos = positive("Analista de testes in Recife");
    expect(pos).toContain("Job title in the Quality Assurance family");
    expect(pos).not.toContain("Job title in the Data Analysis family");
  });

  test("Ingénieur génie civil is the civil engineer, not the engineering department", () => {
    const pos = positive("Ingénieure génie civil à Lyon");
    expect(pos.some((l) => OCCUPATION.test(l) && l.includes("civil engineer"))).toBe(true);
    expect(pos).not.toContain("Works in Engineering");
  });
});

describe("English words restating an occupation read from another language", () => {
  test.each([
    ["Elektriker or Elektrikerin — electricians in Graz", "electrician"],
    ["Apotheker in Graz — pharmacists only", "pharmacist"],
    ["Köche in Hamburg — cooks wanted", "cook"],
  ])("%s", (q, occupation) => {
    const pos = positive(q);
    expect(pos.some((l) => OCCUPATION.test(l) && l.includes(occupation))).toBe(true);
    // Nothing broader (a family, a department) narrows the occupation to nobody.
    expect(pos.filter((l) => /^(Job title|Works in)/.test(l))).toEqual([]);
  });

  test("an English query is left alone", () => {
    expect(positive("lawyers in Turin").some((l) => OCCUPATION.test(l))).toBe(false);
  });
});

describe("gender forms and compounds", () => {
  test.each([
    ["Sviluppatori e sviluppatrici frontend in Bari", "Job title Frontend Engineer"],
    ["Desarrollador/Desarrolladora backend in Valencia", "Job title Backend Engineer"],
  ])("%s: the specialty is both forms'", (q, title) => {
    const pos = positive(q);
    expect(pos).toContain(title);
    expect(pos).not.toContain("Job title in the Software Engineering family");
  });

  test("the same form twice is two asks", () => {
    expect(positive("desarrolladores o desarrolladores backend")).toContain(
      "Job title in the Software Engineering family",
    );
  });

  test.each([
    ["dataanalytiker in Aarhus", "Job title in the Data Analysis family"],
    ["Utvecklare in Uppsala, no frontendutvecklare", "Job title Frontend Engineer"],
  ])("%s", (q, label) => {
    expect([...positive(q), ...negative(q)]).toContain(label);
  });
});

describe("a plural linked to its ISCO group reads as the occupation the group names", () => {
  test.each([
    ["ingegneri civili in Torino", "Works as civil engineer (ESCO occupation)"],
    // "lawyer" is a word the English vocabulary places (the Legal family), stored "Lawyer" titles too.
    ["adwokaci in Poznań", "Job title in the Legal family"],
  ])("%s", (q, label) => {
    expect(positive(q)).toContain(label);
  });
});

describe("gender-inclusive spellings are the title", () => {
  test.each([
    ["Projektmanager:in in Leipzig", "Job title Project Manager"],
    ["Entwickler*innen in Leipzig", "Job title in the Software Engineering family"],
    ["Buchhalter_innen in Linz", "Job title in the Accounting family"],
  ])("%s", (q, label) => {
    expect(positive(q)).toContain(label);
  });

  test("a French median dot ending leaves nothing unread", () => {
    expect(parsed("Informaticien·ne à Lille").notes.join(" ")).not.toContain('"ne"');
  });
});
