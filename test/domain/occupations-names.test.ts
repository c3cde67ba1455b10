/**
 * Product and method names in titles (review r63: "A/B Testing Specialist" linked to a bed and
 * breakfast operator, "Canva Designer" to a textile designer): one test per class of the fix, on
 * the shipped taxonomy. The titles are our own. ("Snowflake Engineer" to a surface engineer is
 * open: its rule was taken out, review r64; test/review/r63-i46g.test.ts.)
 */
import { describe, expect, test } from "bun:test";
import { linkTitle, occupations } from "../../src/domain/occupations/index.ts";

const tax = occupations();
const link = (title: string) => linkTitle(tax, title, 5);

describe("occupation linker: names the labels do not write", () => {
  test("letters joined by a slash are no alternative titles and no words; joined by '&' one word", () => {
    // "A/B" made "A" and "B Testing Specialist" two titles, and "b" met "B&B".
    expect(link("A/B Testing Specialist").occupations).toEqual(link("Testing Specialist").occupations);
    expect(link("A/B Testing Specialist").occupations[0]?.label).toBe("software tester");
    // Labels write initials with "&": "B&B owner", "F & B manager" meet the title's "B&B", "F&B".
    expect(link("B&B Owner").occupations[0]?.matched).toBe("b&b owner");
    expect(link("F&B Manager").occupations[0]?.matched).toBe("F & B manager");
    // Two one-letter conjunctions around a slash stay one conjunction (Spanish "y/o").
    expect(link("Directores de ventas y/o marketing").occupations[0]?.label).toBe(
      link("Directores de ventas y marketing").occupations[0]?.label,
    );
  });

  test("a word no label writes, left whole by the stemmer, meets no longer label word it is the stem of", () => {
    // "Canva" (a design tool) is the stem of "canvas": it read as "canvas pattern designer".
    const canva = link("Canva Designer").occupations;
    for (const o of canva) expect(o.matched.toLowerCase()).not.toContain("canvas");
    // It is a word the labels do not know, like any other.
    expect(canva).toEqual(link("Qxzvu Designer").occupations);
    // A word the labels write keeps its match ("canvas"); in German, a compound's modifier the
    // stemmer leaves still meets the trade ("Gerüstbau", of "Gerüstbauer").
    expect(link("Canvas Designer").occupations[0]?.matched.toLowerCase()).toContain("canvas");
    expect(link("Gerüstbau-Kolonnenführer").occupations[0]?.matched).toMatch(/gerüstbau/i);
  });
});
