/**
 * A degree bound to its school, and a degree said as the highest (issue 45, round 13's "Education:
 * M.Sc., ETH Zürich" and "bachelor's only"): "a master's from X", "M.Sc., X", "X MBA" ask for that
 * degree taken at that school, one education entry (the index's degree-at-school token, FACETS_VERSION
 * 19), not the degree anywhere and any degree at X; "bachelor's only", "only a BSc", "no more than a
 * master's" are that degree and none above it. This file's own schools and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { normalizePersonInput } from "../../src/domain/person.ts";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { facetTokens } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const now = new Date(Date.UTC(2026, 10, 26));
const { leaves, negative, positive } = queryReaders(new CompanyLexicon([]), now);

const required = (q: string) =>
  leaves(q)
    .filter((l) => !l.negated)
    .flatMap((l) => l.criterion.tokens);

/** A person's tokens with these education entries. */
const tokensOf = (education: { institution_name: string; degree: string }[]) =>
  facetTokens(
    normalizePersonInput({ pnet_url: "https://www.pnet.example/in/d", name: "D", education }, now).person,
  );

describe("a degree at its school", () => {
  test("'a PhD from Oxford' is the pair, in the index and in the query", () => {
    const pair = required("chemists with a PhD from Oxford").filter((t) => t.startsWith("dsch0"));
    expect(pair.length).toBe(1);
    expect(tokensOf([{ institution_name: "University of Oxford", degree: "PhD" }])).toContain(
      pair[0] as string,
    );
    // A PhD elsewhere and a bachelor's at Oxford is not the pair.
    expect(
      tokensOf([
        { institution_name: "University of Oxford", degree: "BA" },
        { institution_name: "Imperial College London", degree: "PhD" },
      ]),
    ).not.toContain(pair[0] as string);
  });
  test("a CV's 'M.Sc., <school>' and '<school> MBA'", () => {
    expect(positive("M.Sc., TU Delft | Rotterdam").some((l) => /master's degree from/.test(l))).toBe(true);
    expect(positive("INSEAD MBA in Paris").some((l) => /MBA from INSEAD/.test(l))).toBe(true);
  });
  test("the pair is a condition of its own, not another degree's alternative", () => {
    const q = "analysts with an MBA from INSEAD and a bachelor's";
    expect(positive(q)).toContain("Holds a bachelor's degree");
    expect(positive(q).some((l) => /MBA from INSEAD/.test(l))).toBe(true);
  });
  test("a school and a degree said apart stay apart", () => {
    const q = "engineers who studied at ETH, with a PhD";
    expect(required(q).some((t) => t.startsWith("dsch0"))).toBe(false);
  });
});

describe("a degree said as the highest", () => {
  test.each([
    ["auditors, bachelor's only, Madrid", "bachelor"],
    ["auditors with only a BSc", "bachelor"],
    ["planners with no more than a master's degree", "master"],
  ])("%s", (q, kind) => {
    expect(required(q)).toContain(`deg0${kind}`);
    expect(negative(q).some((l) => l.startsWith("Holds a degree above"))).toBe(true);
  });
  test("'only a bachelor's or master's' is either, nothing excluded", () => {
    expect(negative("only a bachelor's or master's")).toEqual([]);
  });
});
