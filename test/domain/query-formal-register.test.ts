/**
 * The formal, bureaucratic and legal register (./read-formal-register.ts): exclusion connectives
 * and their scope, role frames, residence, the employment record and named degrees, each written
 * as the plain English the later passes read. What a connective excludes is never required.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { facet } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const { parsed, positive, negative, leaves } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Globex", country: "US" },
    { id: 2, name: "Vandelay Industries", country: "US" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);
const required = (q: string) => positive(q).join(" | ");
const excluded = (q: string) => negative(q).join(" | ");

describe("formal exclusion connectives govern their clause to its end", () => {
  test("'save where the individual is based in X' excludes X", () => {
    const q = "Persons occupying the post of data engineer, save where the individual is based in Canada.";
    expect(excluded(q)).toContain("Canada");
    expect(required(q)).not.toContain("Canada");
    expect(required(q)).toContain("Data Engineering");
  });
  test("'in so far as they are not employed by X' excludes X", () => {
    const q =
      "Designers whose place of residence lies within the Italian Republic, in so far as they are not employed by Globex.";
    expect(excluded(q)).toContain("Globex");
    expect(required(q)).not.toContain("Globex");
    expect(required(q)).not.toContain("Not working");
    expect(required(q)).toContain("Italy");
  });
  test("'other than those resident in X' excludes the place, not the word 'resident'", () => {
    const q = "Interior designers other than those resident in Milan.";
    expect(excluded(q)).toContain("Milan");
    expect(excluded(q)).not.toContain("resident");
    expect(required(q)).not.toContain("Milan");
  });
  test("'with the exception of those holding the title of X' excludes X, no alternative", () => {
    const q =
      "Identification of persons presently holding managerial positions within the marketing function, with the exception of those holding the title of Chief Marketing Officer.";
    expect(excluded(q)).toContain("C-level");
    expect(required(q)).toContain("Marketing");
    expect(required(q)).toContain("Director");
    expect(parsed(q).where).not.toMatchObject({ op: "or" });
  });
  test("'save for those of X' and 'excluding persons at the level of X'", () => {
    expect(excluded("Backend developers with a Master of Science, save for those at Globex.")).toContain(
      "Globex",
    );
    const level = "Financial analysts of senior grade, excluding persons at the level of principal.";
    expect(excluded(level)).toContain("Principal");
    expect(required(level)).not.toContain("Principal");
    expect(required(level)).toContain("Senior");
  });
  test("'notwithstanding their experience' is no condition, said in the notes", () => {
    const q =
      "Sales engineers domiciled in France, notwithstanding their experience, save those resident in Lyon.";
    expect(required(q)).toContain("France");
    expect(excluded(q)).toContain("Lyon");
    expect(required(q)).not.toContain("experience");
    expect(parsed(q).notes.join(" ")).toContain("notwithstanding their experience");
  });
});

describe("the employment record in legal prose", () => {
  test("'formerly in the employ of X who are no longer employed thereby' left X, not unemployed", () => {
    const q = "Persons formerly in the employ of Vandelay Industries who are no longer employed thereby.";
    expect(required(q)).toContain("Previously worked at Vandelay Industries");
    expect(required(q)).not.toContain("Currently works at");
    expect(required(q)).not.toContain("Not working");
    expect(excluded(q)).toContain("Currently works at Vandelay Industries");
  });
  test("'in the employ of X' is the current employer; 'previously engaged by X' an earlier one", () => {
    expect(
      required("Frontend developers in the employ of Globex, other than those in junior positions."),
    ).toContain("Currently works at Globex");
    expect(
      excluded("Frontend developers in the employ of Globex, other than those in junior positions."),
    ).toContain("Entry level");
    expect(required("Sales staff previously engaged by Globex")).toContain("Previously worked at Globex");
  });
});

describe("named degrees and role frames", () => {
  test("a spelled-out degree is that degree, not any master's", () => {
    expect(required("Analysts having completed a Master of Business Administration.")).toContain("MBA");
    expect(required("Analysts having completed a Master of Business Administration.")).not.toContain(
      "master's",
    );
    expect(required("Economists in possession of a Doctor of Philosophy.")).toContain("PhD");
  });
  test("'employed in the capacity of X' is X, the spelled-out QA title its family alone", () => {
    const q =
      "Persons employed in the capacity of quality assurance engineer in Leeds, other than those at junior grade.";
    expect(required(q)).toContain("Quality Assurance");
    expect(required(q)).not.toContain("Works in Engineering");
    expect(excluded(q)).toContain("Entry level");
  });
  test("after a role noun a title frame is 'who are': the title's level is kept", () => {
    expect(required("Developers who hold the title of Principal Engineer in Oslo")).toContain("Principal");
  });
  test("the request's framing asks for no one and leaves no word to rank by", () => {
    const q = "A register of persons presently engaged as pharmacists in Oslo is hereby requested.";
    expect(required(q)).toContain("Oslo");
    expect(parsed(q).unplaced).not.toContain("hereby");
    expect(parsed(q).unplaced).not.toContain("register");
  });
  test("'practising <field>' is the field's practitioners", () => {
    expect(required("Persons practising dentistry in Ireland.")).toContain("dentist");
    expect(required("Persons practising accountancy in Austria.")).toContain("Accounting");
  });
  test("'at entry level' stays the level the level passes read", () => {
    expect(excluded("Midwives in Cork, other than those at entry level")).toContain("Entry level");
  });
  test("'X in the field of Y' is a Y X; a grade is a level", () => {
    const q = "Engineers of junior grade in the field of machine learning";
    expect(required(q)).toContain("Machine Learning");
    expect(required(q)).not.toContain("Works in Engineering");
    expect(required(q)).toContain("Entry level");
  });
});

describe("an excluded rung above Senior (./negated-rungs.ts)", () => {
  test("excluding Staff or Principal excludes those rungs, never the Senior level asked", () => {
    for (const q of [
      "Senior mobile developers, excluding persons at the level of staff or principal.",
      "senior security engineers, other than principal or staff engineers",
    ]) {
      const excludedTokens = leaves(q)
        .filter((l) => l.negated)
        .flatMap((l) => l.criterion.tokens);
      expect(excludedTokens).toContain(facet.prefix("staff"));
      expect(excludedTokens).not.toContain(facet.level("senior"));
      expect(required(q)).toContain("Senior");
    }
  });
});
