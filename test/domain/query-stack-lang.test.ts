/**
 * Languages asked by their ecosystem or community (issue 45, round 17 of first sight, class
 * stack_lang): "JVM" is the JVM's languages (Java, Kotlin, Scala...), ".NET" / "the Microsoft
 * stack" its languages and frameworks (C#, F#, ASP.NET...), "RDBMS" / "relational databases" the
 * relational engines (PostgreSQL, MySQL..., not the SQL language), a community's name the language
 * ("Gophers" Go, "Rustaceans" Rust, "Pythonistas" Python); "net" as a word is no .NET; a stack
 * told layer by layer ("React front end, Node back end") is its skills, not front- and back-end
 * titles. The memberships are data (data/vocab/skill-groups.json). This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { facet } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const { parsed, leaves, positive } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));

const skillTokens = (q: string) =>
  leaves(q)
    .filter((l) => !l.negated && l.criterion.kind === "skill")
    .map((l) => l.criterion.tokens);
const sk = (...names: string[]) => names.map((n) => facet.skill(n));

describe("ecosystems", () => {
  test.each(["JVM engineers in Porto", "developers on the JVM stack in Porto"])(
    "%s: the JVM's languages",
    (q) => {
      const [only, ...rest] = skillTokens(q);
      expect(rest).toEqual([]);
      expect(only).toEqual(expect.arrayContaining(sk("Java", "Kotlin", "Scala")));
      expect(parsed(q).unplaced ?? []).toEqual([]);
    },
  );
  test.each([
    ".NET developers in Dublin",
    "ASP.NET devs in Dublin",
    "Microsoft-stack engineers in Dublin",
    "dotnet people in Dublin",
  ])("%s: .NET's languages and frameworks", (q) => {
    for (const tokens of skillTokens(q))
      expect(tokens).toEqual(expect.arrayContaining(sk("C#", "F#", "ASP.NET")));
    expect(skillTokens(q).length).toBeGreaterThan(0);
    expect(parsed(q).unplaced ?? []).toEqual([]);
  });
  test("'net' as a word is no .NET", () => {
    expect(skillTokens("account executives who close net new logos in Dublin")).toEqual([]);
  });
  test.each(["RDBMS-savvy backend engineers in Porto", "backend engineers who know relational databases"])(
    "%s: the relational engines, not the SQL language",
    (q) => {
      const [only] = skillTokens(q);
      expect(only).toEqual(expect.arrayContaining(sk("PostgreSQL", "MySQL", "SQLite")));
      expect(only).not.toContain(facet.skill("SQL"));
    },
  );
});

describe("a language's community name", () => {
  test.each([
    ["Rustaceans in Oslo", "Rust"],
    ["Gophers at fintechs in Oslo", "Go"],
    ["Pythonistas doing data work in Oslo", "Python"],
    ["Rubyists in Oslo", "Ruby"],
  ])("%s: %s", (q, language) => {
    expect(skillTokens(q)).toContainEqual([facet.skill(language)]);
  });
});

describe("a skill with its layer", () => {
  test("'Vue front end, Go back end' are the skills, no front-end or back-end title", () => {
    const q = "people with a Vue front end, Go back end, in Oslo";
    expect(skillTokens(q)).toEqual(expect.arrayContaining([sk("Vue.js"), sk("Go")]));
    expect(positive(q).join(" ")).not.toMatch(/Job title/);
  });
  test("a layer before a role noun stays the title ('Vue frontend engineers')", () => {
    expect(positive("Vue frontend engineers in Oslo")).toContain("Job title Frontend Engineer");
  });
  test("one skill with its layer stays the title ('Java backend, Oslo')", () => {
    expect(positive("Java backend, Oslo")).toContain("Job title Backend Engineer");
  });
});
