/**
 * The asker's context is not a criterion (round 19's class, in this file's own words): their own
 * city, their organisation's offices, their colleagues' pushes, past hires and own level are
 * background; the ask after a contrast is read alone, and "them" / "there" / "that company" /
 * "somewhere else" in it are what the context named, with the ask's polarity.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, parsed } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Saffron Logistics", country: "GB" },
    { id: 2, name: "Tidewater Bank", country: "US" },
    { id: 3, name: "Marigold Games", country: "SE" },
    { id: 4, name: "Ironbark Labs", country: "AU" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);

describe("the asker's own place and offices are context", () => {
  test("'I'm in <city> and our office is in <city>, but I need X in <city>' asks the last city only", () => {
    const p = plan(
      "I'm in Chicago and our main office is in Denver, but I need frontend engineers in Warsaw",
    );
    expect(p).toMatch(/Warsaw/);
    expect(p).not.toMatch(/Chicago|Denver/);
  });

  test("'I sit in <city>' and 'our HQ is in <city>' before 'the hires are for <city>'", () => {
    const p = plan("Our headquarters is in Seattle and I sit in Boston, but the QA hires are for Prague");
    expect(p).toMatch(/Prague/);
    expect(p).not.toMatch(/Seattle|Boston/);
  });

  test("travel plans are context: 'I'm flying to <city> next month, but the role is in <city>'", () => {
    const p = plan(
      "I'm flying to Singapore next month for a trade fair, but the role is in Vienna: a data scientist",
    );
    expect(p).toMatch(/Vienna/);
    expect(p).not.toMatch(/Singapore/);
  });

  test("a self-description ended by 'but' leaves the role's own office asked", () => {
    const p = plan("I'm based in Madrid myself but this job sits in our Milan office: UX designers");
    expect(p).toMatch(/Milan/);
    expect(p).not.toMatch(/Madrid/);
  });

  test("an office closed and people moved, then 'so X in <city>': the ask's city only", () => {
    const p = plan("We shut our Oslo branch and moved the team to Porto, so accountants in Porto now");
    expect(p).toMatch(/Porto/);
    expect(p).not.toMatch(/Oslo/);
  });

  test("context after the ask: '... in <city> — I'm in <city> myself'", () => {
    const p = plan("sales engineers in Frankfurt — I'm in Zurich myself");
    expect(p).toMatch(/Frankfurt/);
    expect(p).not.toMatch(/Zurich/);
  });

  test("a relocation of the asker's own is context; the team's place after 'though' is asked", () => {
    const p = plan("I'm moving from Lyon to Nantes myself; for the new team, though, designers in Rotterdam");
    expect(p).toMatch(/Rotterdam/);
    expect(p).not.toMatch(/Lyon|Nantes/);
  });
});

describe("colleagues and past hires are context", () => {
  test("a co-founder's push is not applied, neither as a place nor as a founder's level", () => {
    const p = plan(
      "My co-founder lives in Lisbon and keeps pushing Portuguese candidates, but I want recruiters in Brussels",
    );
    expect(p).toMatch(/Brussels/);
    expect(p).not.toMatch(/Lisbon|Portugal|Founder/);
  });

  test("'our CTO wants us to look there, but I'd rather have X': the asker's choice is the ask", () => {
    const p = plan(
      "Marigold Games just let go of half its staff and our CTO wants us to look there, but I'd rather have data engineers from Tidewater Bank",
    );
    expect(p).toMatch(/Currently works at Tidewater Bank/);
    expect(p).not.toMatch(/Marigold/);
    expect(p).not.toMatch(/C-level|CTO/);
  });

  test("a past hire's level is context; the ask's own exclusion stays", () => {
    const p = plan(
      "My previous hire was an intern and it was a lot of work, so this time no interns: QA engineers",
    );
    expect(p).toMatch(/NOT Seniority: Intern/);
    expect(p).not.toMatch(/AND Seniority: Intern|Previously/);
  });

  test("the team's make-up is context: 'our team is all X, so I need Y'", () => {
    const p = plan("Our team is all product designers, so I need mid-level frontend engineers");
    expect(p).toMatch(/Mid level/);
    expect(p).not.toMatch(/Design/);
  });

  test("'I'm on the X team at <company>; my boss wants Y': the asker's employer is not asked", () => {
    const p = plan(
      "I'm on the finance team at Ironbark Labs; my boss wants accountants currently at Saffron Logistics",
    );
    expect(p).toMatch(/Currently works at Saffron Logistics/);
    expect(p).not.toMatch(/Ironbark|Finance|Seniority/);
  });
});

describe("anaphors in the ask point back into the context", () => {
  test("'we used to hire from X, but now people who never worked there' excludes X", () => {
    const p = plan(
      "We used to hire mostly from Saffron Logistics, but now I want analysts who never worked there",
    );
    expect(p).toMatch(/NOT Works or worked at Saffron Logistics/);
  });

  test("'our biggest customer is X, so no poaching from them' excludes X within the ask", () => {
    const p = plan(
      "Our largest customer is Tidewater Bank, so no poaching from them. Backend engineers in Canada",
    );
    expect(p).toMatch(/NOT Currently works at Tidewater Bank/);
    expect(p).toMatch(/Canada/);
  });

  test("'we're opening an office in X and need Y there' asks X", () => {
    expect(plan("We're expanding to Krakow and need support engineers who live there")).toMatch(
      /Krakow|Kraków/,
    );
  });

  test("'there' after a place the context named is that place, with the ask's polarity", () => {
    expect(plan("I'm in Denver, but I want designers who never worked there")).toMatch(
      /NOT Located in Denver/,
    );
  });

  test("an anaphor the context does not resolve is dropped with a note, never applied", () => {
    const q = "My last hire was a junior, but I want designers who never worked there";
    expect(plan(q)).toBe("Works in Design");
    expect(parsed(q).notes.join(" ")).toMatch(/names no company or place, not applied/);
  });
});

describe("asks said in the first person stay asks", () => {
  test.each([
    ["I need backend engineers in Lyon", /Lyon/],
    ["we're hiring data scientists in Turin", /Turin/],
    ["I'm looking for nurses in Graz, not in Linz", /NOT Located in Linz/],
    ["we don't mind where as long as they're in Spain: pharmacists", /Spain/],
  ])("%s", (q, expected) => {
    expect(plan(q)).toMatch(expected);
  });
});

describe("an exclusion of too little experience is a floor", () => {
  test.each([
    ["platform engineers, exclude anyone with less than four years", /At least 4 years/],
    ["welders with 6+ yrs, nobody under 2", /At least 6 years/],
    ["copywriters, leave out people below 3 yrs of experience", /At least 3 years/],
  ])("%s", (q, expected) => {
    expect(plan(q)).toMatch(expected);
    expect(plan(q)).not.toMatch(/At most/);
  });

  test("a number with no unit in a query that counts no years is left alone", () => {
    expect(plan("chefs, skip anyone under 30")).not.toMatch(/years/);
  });
});

describe("context never takes the ask with it", () => {
  test("a first-person sentence that alone names the role is the ask ('I have a seat open for X')", () => {
    expect(plan("I have a seat open for a data engineer. Leeds, no juniors.")).toMatch(/Data Engineering/);
  });

  test("a chat post's 'so if anyone knows X pls DM me' after the asker's news is the ask", () => {
    const p = plan("quick one, our QA lead just quit so if anyone knows QA engineers in Poland pls DM me");
    expect(p).toMatch(/Quality Assurance/);
    expect(p).toMatch(/Poland/);
  });

  test("'used to be at X and is now elsewhere' is elsewhere than X, not than the asker's company", () => {
    expect(
      plan("I work at Ironbark Labs. Anyone who used to be at Saffron Logistics and is now elsewhere?"),
    ).not.toMatch(/Ironbark/);
  });

  test("'not less than N years' at the company stays tenure, not a floor on experience", () => {
    expect(plan("pharmacists who have been at their company not less than four years")).not.toMatch(
      /years of experience/,
    );
  });
});
