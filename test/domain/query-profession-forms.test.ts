/**
 * Professions outside software as their trades write them (src/domain/query/read-profession-forms.ts):
 * short forms and nicknames, a credential or a rank before the title, titles sharing a head, trainee
 * levels, and country nicknames. Each case is judged on the tokens the index writes for a career
 * (as test/domain/query-english-occupations.test.ts does), with this file's own titles and places.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { holderTokens } from "../helpers/career-tokens.ts";
import { queryReaders } from "../helpers/query.ts";

const now = new Date(Date.UTC(2026, 10, 27));
const reader = queryReaders(new CompanyLexicon([{ id: 1, name: "Wrenfield Works", country: "GB" }]), now);
const { plan, positive, negative } = reader;

/** The tokens the index writes for someone whose current job is this title, living there when given. */
const holder = holderTokens("Wrenfield Works", "2020-02", now);
const meets = (q: string, title: string, location?: string) => reader.meets(q, holder(title, location));
/** Someone whose current job is `title` meets the query, someone who is `other` does not (living there when given). */
function expectTitleNotOther(q: string, title: string, other: string, where?: string) {
  expect(meets(q, title, where)).toBe(true);
  expect(meets(q, other, where)).toBe(false);
}

describe("short forms and trade nicknames are the titles they stand for", () => {
  test.each([
    ["LPNs", "Practical Nurse", "Software Engineer"],
    ["GPs in Bristol", "General Practitioner", "Data Analyst"],
    ["OTs or physios", "Occupational Therapist", "Product Manager"],
    ["OTs or physios", "Physiotherapist", "Recruiter"],
    ["chippies", "Carpenter", "Sales Manager"],
    ["brickies and chippies", "Bricklayer", "Backend Engineer"],
    ["MEs", "Mechanical Engineer", "Software Engineer"],
  ])("%s: %s, not %s", (q, title, other) => {
    expectTitleNotOther(q, title, other, q.includes("Bristol") ? "Bristol, United Kingdom" : undefined);
  });

  test("a form that also means something else is a profession only in capitals and plural, or listed", () => {
    expect(plan("PT roles for nurses")).not.toMatch(/physiotherap/);
    expect(plan("send me plumbers")).not.toMatch(/mechanical/);
    expect(plan("rn")).not.toMatch(/nurse/);
    expect(plan("OT or PT")).toMatch(/occupational therapist/);
    expect(plan("OT or PT")).toMatch(/physiotherap/);
  });

  test("an aside that says the short forms again is read once, the list kept whole", () => {
    const q = "OTs & GPs (occupational therapists and general practitioners)";
    expect(meets(q, "Occupational Therapist")).toBe(true);
    expect(meets(q, "General Practitioner")).toBe(true);
  });
});

describe("a credential or a rank ESCO's title lacks is dropped, the title read", () => {
  test.each([
    ["licensed plumbers", "Plumber", "Account Executive"],
    ["certified welders", "Welder", "Data Scientist"],
    ["qualified electricians", "Electrician", "Electrical Engineer"],
    ["registered midwives", "Midwife", "Recruiter"],
    ["journeyman plumbers", "Plumber", "Backend Engineer"],
    ["sous chefs", "Chef", "Product Designer"],
  ])("%s: %s, not %s", (q, title, other) => {
    expectTitleNotOther(q, title, other);
  });

  test("a title the vocabulary knows with its credential keeps it", () => {
    expect(plan("chartered accountants")).toMatch(/Accounting/);
  });
});

describe("titles sharing one head are each read, joined by or", () => {
  test.each([
    ["civil/geotechnical engineers", "Geotechnical Engineer", "Software Engineer"],
    ["civil/geotechnical engineers", "Civil Engineer", "Data Engineer"],
    ["civil and mechanical engineers in Leeds", "Mechanical Engineer", "DevOps Engineer"],
    ["hospital or retail pharmacists", "Pharmacist", "Sales Engineer"],
  ])("%s: %s, not %s", (q, title, other) => {
    expectTitleNotOther(q, title, other, q.includes("Leeds") ? "Leeds, United Kingdom" : undefined);
  });

  test("a member that is a title alone shares no head", () => {
    expect(plan("midwives or general practitioners")).not.toMatch(/midwives practitioners/);
  });
});

describe("trainee levels in a profession's ask", () => {
  test("'no apprentices' excludes the trainee levels, not an occupation", () => {
    const excluded = negative("welders, no apprentices").join(" | ");
    expect(excluded).toMatch(/Seniority/);
    expect(excluded).not.toMatch(/ESCO/);
  });

  test("'no graduates' and 'no new grads' exclude the entry level", () => {
    for (const q of ["dentists, no graduates", "midwives with 6+ years, no new grads"]) {
      expect(negative(q)).toContain("Seniority: Entry level");
      expect(positive(q).join(" | ")).not.toMatch(/At most/);
    }
    // Graduates of a school are still its alumni.
    expect(plan("Leeds University graduates")).not.toMatch(/Seniority/);
  });

  test("'apprentice carpenters' asks the level and the trade", () => {
    const labels = positive("apprentice carpenters").join(" | ");
    expect(labels).toMatch(/carpenter/);
    expect(labels).toMatch(/Seniority/);
    expect(labels).not.toMatch(/cook/);
  });
});

describe("country nicknames are the countries", () => {
  test("'the States' and 'Blighty'", () => {
    expect(negative("midwives anywhere but the States")).toContain("Located in United States");
    expect(meets("carpenters back in Blighty", "Carpenter", "Leeds, United Kingdom")).toBe(true);
    expect(meets("carpenters back in Blighty", "Carpenter", "Lyon, France")).toBe(false);
    expect(positive("opticians based stateside")).toContain("Located in United States");
    // "states" alone stays a word.
    expect(plan("states that hire plumbers")).not.toMatch(/United States/);
  });
});
