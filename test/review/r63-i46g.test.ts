/**
 * Review r63 of the ESCO title linker (branch i46g's area; these links are on main as on i46g's
 * a5b6bb0, not caused by its 'y/o' rule): a job title whose first word is a method's or a
 * product's name links, above the job link threshold, to an unrelated trade: "A/B Testing
 * Specialist" (the slash splits "A" from "B Testing Specialist") to a bed and breakfast operator,
 * "Snowflake Engineer" (the data warehouse) to a surface engineer, "Canva Designer" (the design
 * tool) to a textile designer. A person with that title is then found by searches for the trade.
 *
 * i46g's 4fc431f (a word no label writes read as the worker its derivation names: "Weberei" ->
 * "Weber") links its own example in a title to a web developer: "Leiter Weberei" (head of a
 * weaving mill) was the chief information officer on main (wrong too, from "Leiter") and is a web
 * developer on i46g, above the job link threshold. "Weber", ESCO's own German label of the weaver,
 * links to a web developer (1.4356, weaver not in the top 3) on main and on i46g.
 *
 * i46g's e6aa9cb (a German dash between spaces marks a specialisation, "as a parenthesis is") scores
 * the occupation before the dash far below the same title with its qualifier in brackets: "Koch -
 * Restaurant" 0.7743 (cook; "Koch (Restaurant)" 0.9973, main 0.9375), "Verkäufer - Teilzeit"
 * (part-time) 0.6804, "Ingenieur - Maschinenbau" 0.7662: under the job link threshold (0.85),
 * these jobs lose the link they have on main.
 *
 * Open at the end of stop 63 (test.failing: each flips to a failure when its link is fixed, and
 * is then made a plain test): the product names, on main before i46g too; and "Weber" / "Leiter
 * Weberei" — i46g's fix (df956df, c19b810) was left out of main because it took the link p50 from
 * about 0.09 to 0.24 ms, over issue 46's 0.2 ms target (closing note, stop 63).
 */
import { expect, test } from "bun:test";
import { jobOccupation } from "../../src/domain/occupations/jobs.ts";

test.each([
  ["A/B Testing Specialist", "bed and breakfast operator"],
  ["Canva Designer", "textile designer"],
])("%s is no %s", (title, trade) => {
  expect(jobOccupation(title)?.label).not.toBe(trade);
});

// Open again at the end of stop 64: i46w's rule that took it under the link threshold (a word no
// label explains weighs in the title's norm) also took the right links of "AWS Cloud Engineer" and
// "Staff Nurse NHS" under it (review r64), and was taken out.
test.failing("Snowflake Engineer is no surface engineer", () => {
  expect(jobOccupation("Snowflake Engineer")?.label).not.toBe("surface engineer");
});

test.each(["Leiter Weberei", "Leiterin der Weberei", "Weber"])(
  "%s (weaving) is no web developer",
  (title) => {
    expect(jobOccupation(title)?.label).not.toBe("web developer");
  },
);

test.each([
  ["Koch - Restaurant", "cook"],
  ["Verkäufer - Teilzeit", "sales assistant"],
  ["Ingenieur - Maschinenbau", "mechanical engineer"],
])("%s keeps its occupation after a dash's qualifier (%s)", (title, occupation) => {
  expect(jobOccupation(title)?.label).toBe(occupation);
});
