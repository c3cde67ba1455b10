/**
 * Review r60: an ampersand initialism is read as the one known company with those initials
 * (d04822c, "the H&F folks" for Harbor & Finch), so with one company "Rhodes & Dunmore" in the
 * store "R&D engineers in London" asked for its current staff only, and "engineers, not in R&D"
 * excluded them: the department's initialism read as an employer. Business terms written as
 * initials with an ampersand are the term, whatever the store holds.
 */
import { expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Rhodes & Dunmore", country: "GB" },
    { id: 2, name: "Pryor & Lane", country: "US" },
    { id: 3, name: "Harbor & Finch", country: "GB" },
  ]),
  new Date(Date.UTC(2026, 5, 15)),
);

test("R&D, P&L are the terms, not a company with those initials", () => {
  expect(plan("R&D engineers in London")).not.toContain("Rhodes & Dunmore");
  expect(plan("engineers, not in R&D")).not.toContain("Rhodes & Dunmore");
  expect(plan("finance directors owning the P&L")).not.toContain("Pryor & Lane");
});

test("a company's own initials still name it", () => {
  expect(plan("the H&F folks in London")).toContain("Harbor & Finch");
});
