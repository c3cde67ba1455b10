/**
 * Review r63 of the ESCO title linker (branch i46g's area; these links are on main as on i46g's
 * a5b6bb0, not caused by its 'y/o' rule): a job title whose first word is a method's or a
 * product's name links, above the job link threshold, to an unrelated trade: "A/B Testing
 * Specialist" (the slash splits "A" from "B Testing Specialist") to a bed and breakfast operator,
 * "Snowflake Engineer" (the data warehouse) to a surface engineer, "Canva Designer" (the design
 * tool) to a textile designer. A person with that title is then found by searches for the trade.
 */
import { expect, test } from "bun:test";
import { jobOccupation } from "../../src/domain/occupations/jobs.ts";

test.each([
  ["A/B Testing Specialist", "bed and breakfast operator"],
  ["Snowflake Engineer", "surface engineer"],
  ["Canva Designer", "textile designer"],
])("%s is no %s", (title, trade) => {
  expect(jobOccupation(title)?.label).not.toBe(trade);
});
