/**
 * Capitals read by what the sentence says (review r68): "MS" before one of Microsoft's products is
 * Microsoft, not a master's degree; "state" after a place is that place's state, never the United
 * States or a university; US codes that are English words ("OR", "ME") are states beside their
 * siblings; a company's initials are read anywhere in an "or" list of employers. This file's own
 * phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, positive } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Pied Piper", country: "US" },
    { id: 2, name: "Morgan Stanley", country: "US" },
    { id: 3, name: "General Electric", country: "US" },
    { id: 4, name: "Microsoft", country: "US" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);
const required = (q: string) => positive(q).join(" | ");

describe("'state' after a place's name is that state", () => {
  for (const [q, place] of [
    ["welders in the state of Texas", "Located in Texas"],
    ["welders In The State Of Washington", "Located in Washington"],
    ["welders in the state of New South Wales or Queensland", "Located in New South Wales"],
    ["welders in the state of São Paulo", "Located in São Paulo, Brazil"],
    ["welders based in Ohio state", "Located in Ohio"],
    ["welders living in New York state", "Located in New York"],
  ] as const)
    test(`'${q}' asks for ${place}, no United States, no school`, () => {
      expect(required(q)).toContain(place);
      expect(plan(q)).not.toContain("Located in United States");
      expect(plan(q)).not.toContain("Studied at");
    });
  test("the university is still the university where the sentence says so", () => {
    expect(required("welders who studied at Ohio State")).toContain("Studied at Ohio State University");
    expect(required("Ohio State grads in Texas")).toContain("Studied at Ohio State University");
  });
});

describe("'MS' before a Microsoft product is Microsoft", () => {
  for (const q of [
    "bookkeepers fluent in MS Excel",
    "office managers who know MS-Office well",
    "paralegals with MS Outlook and MS PowerPoint",
    "PMs with MS Project experience",
  ])
    test(`'${q}' asks for no master's degree`, () => {
      expect(plan(q)).not.toContain("master's");
    });
  test("the product is the skill where the vocabulary knows it", () => {
    expect(required("bookkeepers fluent in MS Excel")).toContain("Skilled in Excel");
  });
  test("the product is no employer: nobody is asked to work at Microsoft", () => {
    expect(plan("office managers who know MS-Office well")).not.toContain("works at Microsoft");
    expect(plan("paralegals with MS Outlook and MS PowerPoint")).not.toContain("works at Microsoft");
  });
  test("'MS' as a degree is still the degree", () => {
    expect(plan("chemists with an MS in chemistry")).toContain("master's");
    expect(plan("chemists, MS degree, who use MS Excel")).toContain("master's");
  });
});

describe("a company's initials anywhere in a list of employers", () => {
  for (const q of [
    "traders from Pied Piper or MS",
    "engineers at Pied Piper, General Electric or MS",
    "analysts who worked at Pied Piper and MS",
  ])
    test(`'${q}' keeps Morgan Stanley`, () => {
      expect(required(q)).toContain("Morgan Stanley");
      expect(plan(q)).not.toContain("Mississippi");
    });
  test("initials the records do not hold stay unread, no place", () => {
    const q = "traders from Pied Piper or GS";
    expect(plan(q)).not.toContain("Located in");
    expect(required(q)).toContain("Pied Piper");
  });
});

describe("US codes that are English words or other letters, beside their siblings", () => {
  for (const [q, states] of [
    ["pharmacists based in OR or WA", ["Oregon", "Washington"]],
    ["pharmacists in ID, OR or NV", ["Idaho", "Oregon", "Nevada"]],
    ["teachers located in ME or NH", ["Maine", "New Hampshire"]],
    ["teachers in VT, ME or MA", ["Vermont", "Maine", "Massachusetts"]],
    ["pharmacists near OR", ["Oregon"]],
  ] as const)
    test(`'${q}' reads ${states.join(", ")}`, () => {
      for (const state of states) expect(required(q)).toContain(`Located in ${state}`);
    });
  test("'OR' as the operating room, beside no US code, is no place", () => {
    expect(plan("scrub techs with experience in OR/ER")).not.toContain("Located in");
    expect(plan("theatre nurses who worked in OR or PACU")).not.toContain("Oregon");
  });
  test("'OR' between two codes is still the operator", () => {
    expect(plan("pharmacists in TX OR NM")).not.toContain("Oregon");
  });
  test("'ME' beside a field is the field, no place", () => {
    expect(plan("PhDs in CE or ME")).not.toContain("Located in");
    expect(plan("graduates with an ME")).not.toContain("Maine");
  });
});

describe("a city code excluded inside a state the query asks for", () => {
  test("'in AZ or CA, not LA' leaves out Los Angeles, not Louisiana", () => {
    const q = "welders in AZ or CA, not LA";
    expect(plan(q)).toContain("NOT Located in Los Angeles");
    expect(plan(q)).not.toContain("Louisiana");
  });
  test("'LA' beside other states is Louisiana", () => {
    expect(required("welders in MS or LA")).toContain("Located in Louisiana");
    expect(plan("welders in AZ or NV, not LA")).toContain("NOT Located in Louisiana");
  });
});
