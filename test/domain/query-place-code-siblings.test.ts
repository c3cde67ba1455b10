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
const { plan, negative } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Quillfeather", country: "GB" }]),
  day,
);
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
