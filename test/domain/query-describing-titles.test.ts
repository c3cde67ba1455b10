/**
 * Nouns that describe, count or praise the people asked, plain nouns no ESCO concept is named by,
 * and "master" inside a title (src/domain/query/describing-words.ts, plain-title.ts,
 * title-masters.ts): this file's own titles, places and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 6, 3)));

describe("a noun describing or counting the people is no second title", () => {
  test.each([
    // a predicate after a copula
    "designers who are coaches",
    "accountants who are guardians",
    "product designers who are carers",
    // a quantity noun before "of"
    "a crew of welders in Gdansk",
    // an ability praised by an adjective of quality
    "great presenters",
  ])("%s: no occupation read from the describing noun", (q) => {
    expect(plan(q)).not.toMatch(/business coach|legal guardian|animal handler|steward|presenter\)/);
  });

  test("the title the query does ask is still read", () => {
    expect(plan("a crew of welders in Gdansk")).toContain("ESCO occupations: welder");
    expect(plan("strong welders in Gdansk")).toContain("ESCO occupations: welder");
  });

  test("a verb after an auxiliary is no title in another language", () => {
    expect(plan("we were told to hire fast")).not.toContain("customs officer");
  });
});

describe("a plain noun no concept is named by", () => {
  test("'physiotherapists' leaves out the animal physiotherapist, a kind of work on animals", () => {
    const p = plan("physiotherapists in Porto");
    expect(p).toContain("ESCO occupations: physiotherapist");
    expect(p).not.toContain("animal physiotherapist");
  });

  test("'inspectors' is the title and its kinds, not the best link's unrelated concept", () => {
    const p = plan("inspectors in Oslo");
    expect(p).not.toContain("private detective");
    expect(p).toContain('titled "inspector"');
  });

  test("'therapists' leaves out the animal assisted therapist", () => {
    expect(plan("therapists in Oslo")).not.toContain("animal assisted therapist");
  });
});

describe("'master' in a title is no degree", () => {
  test.each(["master carpenters in Cork", "quiz masters"])("%s asks no master's degree", (q) => {
    expect(plan(q)).not.toContain("master's degree");
  });
  test("the trade after 'master' is read", () => {
    expect(plan("master carpenters in Cork")).toContain("ESCO occupation: carpenter");
  });
  test.each(["engineers with a masters", "a master in statistics", "masters degree holders in Turin"])(
    "%s is still a master's degree",
    (q) => {
      expect(plan(q)).toContain("master's degree");
    },
  );
});
