/**
 * Round 21 of first sight (issue 45), class "symbol shorthand": criteria typed with symbols, as
 * notes and chats write them ("w/o", "!X", "≠ X", "-X", "x Acme", "Acme → elsewhere", "≥N yoe"),
 * read as the words they stand for with the scope of the one term they touch; names that carry a
 * symbol ("C++", "C#", ".NET", "R&D", "CI/CD") keep it. This test's own companies, places and tools.
 */
import { describe, expect, test } from "bun:test";
import { companyNameKey } from "../../src/domain/keys.ts";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";
import { facet } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Sable & Rye", country: "US" },
  { id: 2, name: "Quartzline", country: "DE" },
  { id: 3, name: "Marlowe Robotics", country: "GB" },
  { id: 4, name: "AT&T", country: "US" },
]);
const { positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));

describe("a negation mark before a term: not that term", () => {
  test.each([
    ["designers UK !Glasgow", "Located in Glasgow"],
    ["data scientists in Spain, != Madrid", "Located in Madrid"],
    ["SREs w/ Docker ≠ Azure", "Skilled in Azure"],
    ["backend devs !Rust", "Skilled in Rust"],
  ])("%s", (q, excluded) => {
    expect(negative(q).some((l) => l.startsWith(excluded))).toBe(true);
    expect(positive(q).some((l) => l.startsWith(excluded))).toBe(false);
  });

  // An exclamation is no negation: a "!" after a word, a bracket, a quote or another "!" ends a
  // sentence (found by round 4's job ads at stop 68: "(EU only)! Senior ..." excluded the seniors).
  test.each([
    ["Hiring (Lisbon only)! Senior data engineers", "Senior"],
    ["We're growing!! Staff designers in Oslo", "Staff"],
    ['Apply "now"! Lead accountants in Cork', "Lead"],
    ["Great news! Python developers in Porto", "Python"],
  ])("%s: the term after the exclamation stays wanted", (q) => {
    expect(negative(q)).toEqual([]);
  });

  // A bare "!" set apart by spaces after a word (French typography, a shouted aside), or opening a
  // line after a sentence, is an exclamation: the term after it is asked (review r69).
  test.each([
    ["Hiring now ! Staff accountants in Cork", "Staff"],
    ["Payroll accountants in Cork ! Quartzline people very welcome", "Quartzline"],
    ["Accountants in Cork.\n! Python is a plus", "Python"],
    ["Accountants in Cork:\n! Marlowe Robotics alumni", "Marlowe"],
  ])("%s: an exclamation set apart refuses nothing", (q, term) => {
    expect(negative(q).some((l) => l.includes(term))).toBe(false);
  });

  test("a '! X' opening a term after a list's separator or the text is still 'not'", () => {
    expect(negative("accountants in Spain, ! Valencia")).toContain("Located in Valencia, Valencia, Spain");
    expect(negative("! Quartzline accountants in Cork")).toContain("Currently works at Quartzline");
  });

  test("a company of several words is negated whole", () => {
    const q = "platform engineers !Marlowe Robotics, !Sable & Rye";
    expect(negative(q)).toContain("Currently works at Marlowe Robotics");
    expect(negative(q)).toContain("Currently works at Sable & Rye");
    expect(positive(q).some((l) => /Marlowe|Sable/.test(l))).toBe(false);
  });

  test("country codes after the mark are the countries excluded", () => {
    const q = "recruiters in Europe !IT !ES";
    expect(negative(q).some((l) => l.includes("Italy"))).toBe(true);
    expect(negative(q).some((l) => l.includes("Spain"))).toBe(true);
  });
});

describe("a sign glued to a known term: with it or without it", () => {
  test("-X on a place or a skill is the place or the skill excluded, not a word refused", () => {
    expect(negative("accountants in Spain -Valencia").some((l) => l.startsWith("Located in Valencia"))).toBe(
      true,
    );
    expect(negative("android devs +Kotlin -Flutter")).toContain("Skilled in Flutter");
    expect(positive("android devs +Kotlin -Flutter")).toContain("Skilled in Kotlin");
  });

  // A pasted list whose dash touches the item is a list: a sign opening a line is its bullet, so
  // each item is asked (or refused, under a refusal's heading), never refused by the dash (review r69).
  test("a dash glued to an item opening a line is a bullet", () => {
    const q = "Android devs in Cork. Must haves:\n-Kotlin\n-Flutter";
    expect(positive(q)).toContain("Skilled in Kotlin");
    expect(positive(q)).toContain("Skilled in Flutter");
    expect(negative(q)).toEqual([]);
    const under = "Android devs in Cork. Exclude:\n-Flutter\n-Quartzline";
    expect(negative(under)).toContain("Skilled in Flutter");
    expect(negative(under)).toContain("Currently works at Quartzline");
  });

  test("a one-line query keeps its opening sign", () => {
    expect(negative("-Quartzline android devs in Cork")).toContain("Currently works at Quartzline");
  });
});

describe("w/ and w/o", () => {
  test.each([
    ["mobile devs w/ Swift, w/o Kotlin", "Skilled in Swift", "Skilled in Kotlin"],
    ["analysts w/Tableau w/out Excel", "Skilled in Tableau", "Skilled in Excel"],
  ])("%s", (q, wanted, refused) => {
    expect(positive(q)).toContain(wanted);
    expect(negative(q)).toContain(refused);
  });
});

describe("moves and former employers in symbols", () => {
  test("an employer before an arrow to anywhere else: was there, is no longer", () => {
    for (const q of ["designers: Sable & Rye → elsewhere", "analysts Quartzline -> another company"]) {
      const name = q.includes("Sable") ? "Sable & Rye" : "Quartzline";
      expect(positive(q)).toContain(`Previously worked at ${name}`);
      expect(negative(q)).toContain(`Currently works at ${name}`);
    }
  });

  test("an arrow between two employers: the earlier one, then the current one", () => {
    const q = "sales leads Marlowe Robotics → Quartzline";
    expect(positive(q)).toContain("Previously worked at Marlowe Robotics");
    expect(positive(q)).toContain("Currently works at Quartzline");
  });

  test("x before an employer is ex-", () => {
    const q = "product designers x Marlowe Robotics, now @ another co";
    expect(positive(q)).toContain("Previously worked at Marlowe Robotics");
    expect(positive(q)).not.toContain("Currently works at Marlowe Robotics");
  });

  // "A x B" names a collaboration of two employers, no move between them (review r69).
  test("x between two employers is no ex-", () => {
    const q = "Product designers from the Quartzline x Marlowe Robotics joint venture";
    const all = [...positive(q), ...negative(q)].join(" | ");
    expect(all).not.toContain("Previously worked at Marlowe Robotics");
    expect(negative(q).join(" | ")).not.toContain("Marlowe Robotics");
  });
});

describe("comparison signs with yoe bound both ends", () => {
  test("≥ and < around yoe", () => {
    expect(positive("QA engineers ≥4 yoe & <9 yoe")).toContain("4 to 8 years of experience");
    expect(positive("QA engineers >= 6 yoe").some((l) => l.includes("6"))).toBe(true);
  });
});

describe("symbols inside a name keep their meaning", () => {
  test("C++, C#, .NET, CI/CD, AT&T", () => {
    const q = "devs w/ C++ & C#, !.NET, CI/CD @ AT&T";
    expect(positive(q)).toEqual(
      expect.arrayContaining([
        "Skilled in C++",
        "Skilled in C#",
        "Skilled in CI/CD",
        "Currently works at AT&T",
      ]),
    );
    expect(negative(q).some((l) => l.startsWith("Skilled in .NET"))).toBe(true);
  });
});

describe("an employer only people's jobs hold (no company record)", () => {
  const none = new CompanyLexicon([]);
  test("the name a symbol touches is asked of the index, then read on the second parse", () => {
    for (const [q, name] of [
      ["ops analysts: Otter & Vine → anywhere else", "Otter & Vine"],
      ["growth marketers !Pelican Freightworks", "Pelican Freightworks"],
    ] as const) {
      const first = parseQuery(q, { companies: none });
      const key = companyNameKey(name);
      expect(first.nameCandidates).toContain(key);
      const again = parseQuery(q, { companies: none, employerNames: new Set([key]) });
      // Not at it now, by the name as people's jobs hold it ("Otter & Vine", not "Otter Vine").
      const notNow = leavesOf(again.where).find((l) => l.negated && l.criterion.kind === "current_company");
      expect(notNow?.criterion.tokens).toContain(facet.currentCompanyName(name));
    }
  });
});
