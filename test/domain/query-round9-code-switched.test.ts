/**
 * Round 9 of first sight (issue 45; test/quality/first-sight-9/README.md), style (c): English mixed
 * with German, Spanish, French, Dutch, Polish, Portuguese and Italian words. Foreign exclusions
 * ("pas de", "sem") exclude, foreign "or" ("oder", "albo", "ou", "o", Dutch "of") joins, places
 * and durations said in the other language are read, "came from" and "no longer there" said in it
 * are an earlier employer that is not the current one, and an employer with "&" keeps its list.
 * This test's own companies, places and phrasings, none of that set's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Marlowe Robotics", country: "GB" },
  { id: 2, name: "Sable & Rye", country: "US" },
  { id: 3, name: "Quartzline", country: "DE" },
  { id: 4, name: "Fennick Labs", country: "FR" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { plan, positive, negative } = queryReaders(companies, now);

describe("foreign exclusions exclude", () => {
  test.each([
    ["data analysts à Lyon, pas de juniors", "Seniority: Entry level"],
    ["designers à Lille, pas de stagiaires", "Seniority: Intern"],
    ["desenvolvedores em Recife, sem juniores", "Seniority: Entry level"],
    ["Entwickler in Köln ohne Junioren", "Seniority: Entry level"],
  ])("%s", (q, excluded) => {
    expect(negative(q)).toContain(excluded);
    expect(positive(q)).not.toContain(excluded);
    expect(plan(q)).not.toContain("ESCO");
  });

  test("Portuguese 'no' before a place is 'in the', even with no other Portuguese cue than 'sem'", () => {
    const q = "engenheiros de dados no Chile, sem juniores";
    expect(positive(q)).toContain("Located in Chile");
    expect(negative(q)).not.toContain("Located in Chile");
  });
});

describe("foreign 'or' joins alternatives", () => {
  test.each([
    ["backend devs, Rust albo Go", ["Skilled in Rust", "Skilled in Go"]],
    ["backend devs, Rust lub Go", ["Skilled in Rust", "Skilled in Go"]],
    [
      "ingénieurs chez Quartzline ou Fennick Labs",
      ["Currently works at Quartzline", "Currently works at Fennick Labs"],
    ],
    ["backend devs with Rust oder Go", ["Skilled in Rust", "Skilled in Go"]],
    ["backend devs con Rust o Go", ["Skilled in Rust", "Skilled in Go"]],
    ["backend devs met Rust of Go, geen juniors", ["Skilled in Rust", "Skilled in Go"]],
  ])("%s", (q, alternatives) => {
    const p = plan(q);
    expect(p).toContain(`(${alternatives[0]} OR ${alternatives[1]})`);
  });

  test("Dutch 'of' is 'of' outside a Dutch query and between lower-case words", () => {
    expect(plan("heads of engineering in Utrecht")).toContain("Head of");
  });
});

describe("places in the other language", () => {
  test.each([
    ["ingenieros en Estados Unidos, pero no en Nueva York", "Located in United States", "New York"],
    ["analistas en Reino Unido, pero no en Londres", "Located in United Kingdom", "London"],
  ])("%s", (q, asked, excluded) => {
    expect(positive(q)).toContain(asked);
    expect(negative(q).some((l) => l.includes(excluded))).toBe(true);
  });

  test("a title linked in another language does not swallow the place after it", () => {
    expect(positive("desarrolladores de software en Estados Unidos")).toContain("Located in United States");
  });

  test("Polish locative 'w Polsce'", () => {
    expect(positive("testerzy w Polsce")).toContain("Located in Poland");
  });
});

describe("durations and dates in the other language", () => {
  test("'con più di otto anni di esperienza'", () => {
    expect(plan("geologists con più di otto anni di esperienza")).toContain("At least 9 years of experience");
  });
  test("'mit mindestens sechs Jahren Erfahrung'", () => {
    expect(plan("geologists mit mindestens sechs Jahren Erfahrung")).toContain(
      "At least 6 years of experience",
    );
  });
  test("'seit mindestens drei Jahren bei ihrer Firma' is time at the current company", () => {
    expect(plan("chemists, die seit mindestens drei Jahren bei ihrer Firma sind")).toContain(
      "At the current company for at least 36 months",
    );
  });
  test("'depuis 2021 ou plus tard' is a start in 2021 or later", () => {
    expect(plan("chimistes chez Quartzline depuis 2021 ou plus tard")).toContain(
      "At the current company for at most 70 months",
    );
  });
  test("'plus de juniors' with no number is no duration", () => {
    expect(plan("designers à Lille, plus de juniors")).not.toContain("years");
  });
});

describe("an earlier employer in the other language is not the current one", () => {
  test.each([
    "geólogos que vieram da Quartzline",
    "geólogos que vinieron de Quartzline",
    "géologues qui viennent de Quartzline",
    "geologists who used to work at Quartzline, pero que ya no están allí",
    "geologists who used to work at Quartzline",
  ])("%s", (q) => {
    expect(positive(q)).toContain("Previously worked at Quartzline");
    expect(negative(q)).toContain("Currently works at Quartzline");
  });

  test("a list of earlier employers with an '&' name", () => {
    const q = "geologists who used to be at Sable & Rye or Fennick Labs";
    expect(plan(q)).toContain("(Previously worked at Sable & Rye OR Previously worked at Fennick Labs)");
    expect(positive(q).some((l) => l.startsWith("Currently"))).toBe(false);
  });
});
