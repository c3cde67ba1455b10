/**
 * Stacked hyphenated modifiers before the noun (./src/domain/query/read-hyphen-modifiers.ts): the
 * head affix decides the polarity and kind of its stem, a refusal's scope is its own compound, and a
 * wanted stem stays wanted (issue 45, round 21's hyphenated style). This file's own words, places
 * and roles.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Ostara Bank", country: "NL" }]);
const { positive, negative, parsed } = queryReaders(companies, new Date(Date.UTC(2026, 10, 28)));

describe("a refusing head refuses its own stem, never the bare stem", () => {
  test("'<skill>-free' excludes the skill and keeps the wanted one", () => {
    const q = "Rust-first, Docker-free platform developers";
    expect(positive(q)).toContain("Skilled in Rust");
    expect(positive(q).join(" ")).not.toMatch(/Docker/);
    expect(negative(q)).toContain("Skilled in Docker");
  });
  test("'<skill>-averse' after an 'and' list of wanted skills", () => {
    const q = "Kotlin-and-Swift-heavy, Flutter-averse mobile developers";
    expect(positive(q)).toEqual(expect.arrayContaining(["Skilled in Kotlin", "Skilled in Swift"]));
    expect(negative(q)).toEqual(["Skilled in Flutter"]);
  });
  test("an unknown refused stem is left unread with a note", () => {
    const q = "gluten-free, Madrid-based accountants";
    expect(negative(q)).toEqual([]);
    expect(parsed(q).notes.join(" ")).toMatch(/gluten-free.*not applied/);
  });
});

// "anti-<stem>" is against the stem; a field named with it is left as written (review r69).
describe("'anti-' refuses a tool, an employer or a place it names", () => {
  test("'anti-<skill>' and 'anti-<employer>' exclude their stem", () => {
    expect(negative("Mobile developers, anti-Flutter")).toEqual(["Skilled in Flutter"]);
    expect(positive("Mobile developers, anti-Flutter").join(" ")).not.toMatch(/Flutter/);
    expect(negative("Anti-Ostara Bank analysts in Utrecht")).toContain("Currently works at Ostara Bank");
  });
  test("a field named with 'anti-' refuses nothing; an unread name is taken out", () => {
    expect(negative("Anti-fraud analysts in Utrecht")).toEqual([]);
    expect(positive("Mobile developers, anti-Blorptastic").join(" ")).not.toMatch(/Blorptastic/i);
    expect(parsed("Mobile developers, anti-Blorptastic").notes.join(" ")).toMatch(/anti-Blorptastic/);
  });
});

describe("the scope of 'non-' is its own compound", () => {
  test("'non-<city>, <country>-based' excludes the city only", () => {
    const q = "non-Lyon, France-based QA engineers";
    expect(positive(q).join(" ")).toMatch(/Located in France/);
    expect(negative(q).join(" ")).toMatch(/Lyon/);
    expect(negative(q).join(" ")).not.toMatch(/Located in France\b/);
  });
  test("'non-<employer>' is not working there now, the place and tool kept", () => {
    const q = "non-Ostara-Bank, Amsterdam-based, HubSpot-savvy marketers";
    expect(negative(q)).toEqual(["Currently works at Ostara Bank"]);
    expect(positive(q).join(" ")).toMatch(
      /Located in Amsterdam.*Skilled in HubSpot|Skilled in HubSpot.*Amsterdam/,
    );
  });
  test("'non-<level>' beside a wanted place list", () => {
    const q = "Warsaw-or-Krakow-based, Tableau-fluent, non-senior BI analysts";
    expect(negative(q)).toEqual(["Seniority: Senior"]);
    expect(positive(q).join(" ")).toMatch(/Warsaw.*Kraków/);
  });
});

describe("a compound under an earlier cue stays where the cue governs it", () => {
  test("'doesn't want <city>-based people' excludes the city", () => {
    const q = "Product designers in Spain. She doesn't want Valencia-based people, just so you know.";
    expect(negative(q).some((l) => l.startsWith("Located in Valencia"))).toBe(true);
    expect(positive(q).join(" ")).not.toMatch(/Valencia/);
  });
});

describe("wanted heads read their stem's kind", () => {
  test("'-educated' with an 'or' list of schools", () => {
    const q = "Sorbonne-or-Oxford-educated economists";
    expect(positive(q).join(" ")).toMatch(/Studied at Sorbonne University/);
    expect(positive(q).join(" ")).toMatch(/Studied at University of Oxford/);
  });
  test("'-holding' a degree and '-level' a rung", () => {
    const q = "PhD-or-MBA-holding, head-level product people";
    expect(positive(q)).toEqual(
      expect.arrayContaining(["Holds a PhD", "Holds an MBA", "Seniority: Head of"]),
    );
  });
  test("a place of two words before '-based'", () => {
    expect(positive("San Francisco-based, Docker-literate SREs").join(" ")).toMatch(
      /Located in San Francisco.*Skilled in Docker/,
    );
  });
  test("'-focused' on a skill is the skill, not a second role", () => {
    const q = "machine-learning-focused economists";
    expect(positive(q)).toContain("Skilled in Machine Learning");
  });
  test("years as a stem of '-experienced'", () => {
    const years = parsed("two-decade-experienced accountants").where;
    expect(JSON.stringify(years)).toMatch(/"kind":"years","label":"At least 20 years/);
  });
});

describe("management refused", () => {
  test("'never-managed' is at no managing rung now or before, the level asked kept", () => {
    const q = "Oxford-educated, never-managed senior data scientists";
    expect(positive(q)).toContain("Seniority: Senior");
    const refused = negative(q).join(" | ");
    for (const rung of ["Manager", "Director", "VP", "C-level"])
      expect(refused).toContain(`Seniority: ${rung}`);
    expect(refused).toMatch(/Previously at level Manager/);
  });
  test("'non-management' is no managing rung now", () => {
    const refused = negative("non-management accountants").join(" | ");
    expect(refused).toMatch(/Seniority: Manager.*Seniority: Head of.*Seniority: Director/);
    expect(refused).not.toMatch(/Previously/);
  });
  test("an unknown 'never-' compound applies nothing", () => {
    const q = "never-promoted, Paris-based designers";
    expect(negative(q)).toEqual([]);
    expect(positive(q).join(" ")).not.toMatch(/promot/i);
    expect(parsed(q).notes.join(" ")).toMatch(/never-promoted.*not applied/);
  });
});
