/**
 * Lookalikes of an exemplar (issue 45, round 16): the person the asker describes is named to
 * describe them, and what is said of them is the query. The exemplar's name is never a filter (a
 * surname that is another language's occupation label, a first name that is a place) and never a
 * soft word; a description in its place stays asked; companies, places and skills after "like" are
 * examples of what is asked. The exemplar's employer said by a pronoun is the company named after
 * it; unnamed, its exclusion is not applied. This file's own phrasings and names.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { parsed, positive, negative } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Marlowe Robotics", country: "GB" },
    { id: 2, name: "Saffron Ledger", country: "ES" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);
const joined = (labels: string[]) => labels.join(" | ");

describe("an exemplar's name is dropped with a note, never read as what it spells", () => {
  test.each([
    ["more folks like Tiago Ferreira, please: backend developers in Lisbon", "Tiago Ferreira", /Lisbon/],
    ["clones of Jordan Blake: data analysts in Madrid", "Jordan Blake", /Madrid/],
    ["someone similar to Paris Okafor: a recruiter in Dublin", "Paris Okafor", /Dublin/],
    ["the same career path as Ines Weber: product managers in Berlin", "Ines Weber", /Berlin/],
    ["look-alikes of Henrik: SREs in Oslo", "Henrik", /Oslo/],
  ])("%s", (q, name, place) => {
    const p = parsed(q);
    const all = joined([...positive(q), ...negative(q)]);
    expect(all).toMatch(place);
    // The name's words neither filter (an occupation, a place) nor rank (a soft word).
    for (const w of name.toLowerCase().split(" ")) {
      expect(all.toLowerCase()).not.toContain(w);
      expect(p.prefer).not.toContain(w);
    }
    expect(joined(positive(q))).not.toMatch(/ESCO|Georgia|Jordan|France|Paris/);
    expect(p.notes.join(" ")).toContain(`"${name}": the exemplar's name`);
  });
  test("a possessive exemplar: 'with Dagny's background', 'a CV like Marek's'", () => {
    for (const q of [
      "someone with Dagny's background: accountants in Vienna",
      "a CV like Marek's: accountants in Vienna",
    ]) {
      expect(joined(positive(q))).toMatch(/Accounting/);
      expect(parsed(q).prefer.join(" ")).not.toMatch(/dagny|marek/);
    }
  });
});

describe("what stays asked after 'like'", () => {
  test("a possessor before a role ('like Quarkly's first designer') is whose the exemplar is, kept", () => {
    const p = parsed("someone like Quarkly's first designer");
    expect(p.prefer.join(" ")).toMatch(/quarkly/);
    expect(p.notes.join(" ")).not.toMatch(/exemplar's name/);
  });
  test("a description of the exemplar is the query ('like our best SDR')", () => {
    expect(joined(positive("someone like our best SDR: based in Spain"))).toMatch(/Sales Development/);
  });
  test.each([
    ["engineers at companies like Saffron Ledger", /Saffron Ledger/],
    ["analysts in cities like Madrid or Lisbon", /Madrid/],
    ["designers with tools like Figma", /Figma/],
    ["designers who like Figma", /Figma/],
  ])("%s", (q, kept) => {
    expect(joined(positive(q))).toMatch(kept);
  });
});

describe("the exemplar's employer said by a pronoun", () => {
  test.each([
    ["like Noor Haddad: data engineers in Spain, but not from her own employer, Saffron Ledger"],
    ["data engineers in Spain, not at his current company (Saffron Ledger)"],
    ["data engineers in Spain - nobody from their company: Saffron Ledger"],
  ])("%s excludes the company named, never asks it", (q) => {
    expect(joined(negative(q))).toMatch(/Saffron Ledger/);
    expect(joined(positive(q))).not.toMatch(/Saffron Ledger/);
  });
  test("unnamed, the exclusion is not applied (no word excluded, no employer asked)", () => {
    const q = "data engineers in Spain, but not from her own employer";
    expect(negative(q)).toEqual([]);
    expect(joined(positive(q))).toMatch(/Spain/);
    expect(parsed(q).notes.join(" ")).toMatch(/does not name: not applied/);
  });
  test("a tenure at 'her company' is still the time at the current employer", () => {
    expect(joined(positive("marketers who have been at her company 4+ years"))).toMatch(/current company/);
  });
});
