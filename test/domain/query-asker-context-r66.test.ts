/**
 * The asker's context and the ask, in this file's own words (issue 45, the classes review r66
 * found): a past habit turned by ", now" is context; a colleague's wish answered by the asker's own
 * choice ("but I'd rather") is context and the choice the ask; hiring said in the present ("we only
 * hire in X", "we have an opening in X", "our team lacks an X") is the ask; and what the ask points
 * back to ("anyone but them", "except there", "who live there too" after "I live in X", "who work
 * here", "who know it", "from that sector") is what the context or the asker's description named.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, positive, negative } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Larkspur Freight", country: "GB" },
    { id: 2, name: "Quillon Analytics", country: "US" },
    { id: 3, name: "Brambleway Insurance", country: "IE" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);
const required = (q: string) => positive(q).join(" | ");
const excluded = (q: string) => negative(q).join(" | ");

describe("a past habit turned by ', now' is context", () => {
  test("'we used to recruit from <co>, now we need <role> who never worked there'", () => {
    const q = "we used to hire from Quillon Analytics, now we need QA engineers who never worked there";
    expect(required(q)).not.toMatch(/Quillon|Recruit/);
    expect(excluded(q)).toContain("Works or worked at Quillon Analytics");
  });
});

describe("a colleague's wish answered by the asker's own choice", () => {
  test("'my VP wants <level>, but I'd rather have <level>' asks the asker's level", () => {
    const labels = positive("my VP wants interns, but I'd rather have senior people");
    expect(labels).toContain("Seniority: Senior");
    expect(labels).not.toContain("Seniority: Intern");
  });
  test("'our director wants <city> but we need people in <city>' asks the second city", () => {
    const q = "our director wants Glasgow but we need people in Cardiff";
    expect(required(q)).toContain("Cardiff");
    expect(required(q)).not.toContain("Glasgow");
  });
  test("'my boss wants people from <co>, but I'd rather have people who never worked there'", () => {
    const q = "my boss wants people from Larkspur Freight, but I'd rather have people who never worked there";
    expect(required(q)).not.toContain("Larkspur");
    expect(excluded(q)).toContain("Larkspur Freight");
  });
  test("the asker's choice with no role of its own keeps the role the wish named", () => {
    expect(plan("my VP wants senior designers, but I need junior ones")).toBe(
      "Works in Design AND Seniority: Entry level",
    );
    const q =
      "our CEO wants analysts from Larkspur Freight, but I'd rather have people who never worked there";
    expect(required(q)).toMatch(/Analy/);
    expect(required(q)).not.toContain("Larkspur");
    expect(excluded(q)).toContain("Larkspur Freight");
  });
  test("'but I need them in <city>' adds to the wish, it does not replace it", () => {
    const labels = positive("my VP wants senior designers, but I need them in Cardiff");
    expect(labels).toContain("Seniority: Senior");
    expect(labels.join(" | ")).toContain("Cardiff");
  });
  test("a relayed ask with no choice of the asker's own stays the ask", () => {
    expect(required("our head of data wants analysts in Leeds")).toContain("Leeds");
  });
});

describe("hiring said in the present is the ask", () => {
  for (const [query, place] of [
    ["we only hire in Chile. frontend developers", "Located in Chile"],
    ["We have two openings in Gdansk. QA engineers with Selenium.", "Located in Gdańsk"],
    ["our platform team has an open role in Porto; SREs", "Located in Porto"],
  ]) {
    test(`'${query}' keeps ${place}`, () => {
      expect(required(query as string)).toContain(place as string);
    });
  }
  test("'our team lacks an <role> in <city>' asks the role, not its absence", () => {
    const q = "our team lacks a QA engineer in Cork";
    expect(required(q)).toContain("Quality Assurance");
    expect(excluded(q)).not.toContain("Quality Assurance");
  });
  test("a past habit of hiring stays context", () => {
    expect(plan("we used to hire in Lagos. Now frontend developers in Accra")).not.toContain("Lagos");
  });
});

describe("what the ask points back to", () => {
  test("'anybody but them' after a context naming a company excludes it", () => {
    expect(plan("we lost three analysts to Brambleway Insurance. analysts, anybody but them")).toContain(
      "NOT Currently works at Brambleway Insurance",
    );
  });
  test("'nobody still there' is nobody currently at the company", () => {
    expect(plan("our best tester left for Larkspur Freight. QA engineers, nobody still there")).toContain(
      "NOT Currently works at Larkspur Freight",
    );
  });
  test("'anywhere except there' after the asker's city excludes the city", () => {
    expect(plan("I'm in Leeds but need designers anywhere except there")).toContain("NOT Located in Leeds");
  });
  test("'who live there too' after 'I live in <city>' is the city", () => {
    expect(plan("I live in Cardiff and need accountants who live there too")).toContain("Located in Cardiff");
  });
  test("'who work somewhere else' / 'who don't work here' after 'I work at <co>' exclude it", () => {
    expect(plan("I work at Quillon Analytics, looking for analysts who work somewhere else")).toContain(
      "NOT Currently works at Quillon Analytics",
    );
    expect(plan("I work at Larkspur Freight. QA engineers who don't work here")).toContain(
      "NOT Currently works at Larkspur Freight",
    );
  });
  test("'didn't work there' is never worked there", () => {
    expect(
      excluded("My old manager came from Brambleway Insurance. analysts who didn't work there"),
    ).toContain("Works or worked at Brambleway Insurance");
  });
  test("'who know it' after 'our stack is <skill>' is the skill", () => {
    expect(required("our stack is Scala; data engineers who know it")).toContain("Scala");
  });
  test("'from that sector' after 'our product is in <industry>' is the industry", () => {
    expect(required("our product is in insurance, so analysts from that sector")).toMatch(/Insurance/i);
  });
});
