/**
 * The occupation linker's rules from reading its MELO misses by class (issue 46, round of
 * bench/melo-misses.ts): one test per rule, on the shipped taxonomy. The titles are our own, not
 * benchmark queries.
 */
import { describe, expect, test } from "bun:test";
import { linkTitle, occupations } from "../../src/domain/occupations/index.ts";

const tax = occupations();
const link = (title: string) => linkTitle(tax, title, 5);
const topLabel = (title: string) => link(title).occupations[0]?.label;

describe("occupation linker: classes of misses", () => {
  test("a plural title is read in the language whose labels write it in the singular", () => {
    // ESCO writes singulars; national lists write plurals ("Watchmakers" was read as Norwegian).
    expect(link("Watchmakers").languages).toEqual(["en"]);
    expect(topLabel("Watchmakers")).toBe("clock and watchmaker");
    expect(link("Glassmakers").languages).toEqual(["en"]);
    expect(link("ORTODONCISTAS").languages).toEqual(["es"]);
    expect(link("PSICOTERAPEUTAS").languages).toContain("es");
    expect(link("PSICOTERAPEUTAS").languages).not.toContain("de");
  });
});
