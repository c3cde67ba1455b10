/**
 * Letters that may be a place code, read by what stands beside them (issue 45, stop 68): a code
 * before a skill word is the skill, not a country; a code in a list of US state and city codes takes
 * the US reading its siblings share; a company's documented initials are the company when the
 * records hold it and no place otherwise. This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const day = new Date(Date.UTC(2026, 10, 27));
const { parsed, plan, positive, negative } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Quillfeather", country: "GB" }]),
  day,
);
const withBank = queryReaders(new CompanyLexicon([{ id: 7, name: "Goldman Sachs", country: "US" }]), day);
const said = (labels: string[]) => labels.join(" | ");

describe("letters before a skill word are the skill, not a country", () => {
  for (const q of [
    "animators without AR experience",
    "UX designers with no VR or AR background",
    "game developers without AR or VR exposure",
    "product designers, no AR skills",
    "engineers with ML skills",
    "3D artists, not AR/VR experience",
  ])
    test(`'${q}' names no place`, () => {
      expect(plan(q)).not.toContain("Located in");
    });
  test("an excluded country code with nothing after it is still the country", () => {
    expect(said(negative("sales engineers, excl. AR"))).toContain("Located in Argentina");
  });
});

describe("a list of US codes is read as US places", () => {
  test("'TX or WA': Washington is the state, not the capital", () => {
    const labels = said(positive("SREs in TX or WA"));
    expect(labels).toContain("Located in Texas");
    expect(labels).toContain("Located in Washington");
    expect(labels).not.toContain("District of Columbia");
  });
  test("'MA or NH': New Hampshire, not North Holland", () => {
    const labels = said(positive("data scientists in MA or NH"));
    expect(labels).toContain("Massachusetts");
    expect(labels).toContain("New Hampshire");
    expect(labels).not.toContain("North Holland");
  });
  test("'LA or SD': two Californian cities, not Sudan", () => {
    const labels = said(positive("recruiters in LA or SD"));
    expect(labels).toContain("Los Angeles");
    expect(labels).toContain("San Diego");
    expect(labels).not.toContain("Sudan");
  });
  test("'WA or NSW': beside an Australian state, Western Australia", () => {
    expect(said(positive("nurses in WA or NSW"))).toContain("Western Australia");
  });
  test("a code nothing settles is read as no place, and the notes say so", () => {
    expect(plan("welders in NH")).not.toContain("Located in");
    expect(parsed("welders in NH").notes.join(" ")).toContain('"NH"');
  });
  test("'MS or TX': beside Texas, Mississippi", () => {
    const labels = said(positive("engineers in MS or TX"));
    expect(labels).toContain("Mississippi");
    expect(labels).toContain("Texas");
  });
  test("'MS or AL', states of the US or of Brazil alike, are read as no place with a note", () => {
    expect(plan("engineers in MS or AL")).not.toContain("Located in");
    expect(parsed("engineers in MS or AL").notes.join(" ")).toContain('"AL" could be');
  });
});

describe("a company's initials are the company or nothing, never a place", () => {
  test("initials of companies the records do not hold are read as no place", () => {
    expect(plan("investment bankers from GS or MS")).not.toContain("Located in");
    expect(plan("traders, not from GS")).not.toContain("Located in");
  });
  test("initials of a company the records hold are that company", () => {
    expect(said(withBank.positive("analysts from GS"))).toContain("Goldman Sachs");
    expect(withBank.plan("analysts from GS")).not.toContain("Located in");
    expect(said(withBank.negative("traders, not from GS"))).toContain("Goldman Sachs");
  });
  test("after a city the letters are its state: 'Genève GE' is Geneva", () => {
    expect(plan("UX writers in Genève GE or Zürich ZH")).toContain("Located in Geneva");
    expect(plan("bankers from GS, MS")).not.toContain("Located in");
  });
  test("the letters elsewhere stay what they are: a degree is no company", () => {
    expect(withBank.plan("quants with an MS")).not.toContain("Goldman");
    expect(withBank.plan("analysts with a GS rating")).not.toContain("Goldman");
  });
});
