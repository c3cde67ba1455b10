/**
 * Level bands as a job architecture writes them (issue 45, round 17 of first sight, class
 * level_band): a rung with its band, grade, tier or layer word and a floor after it is that rung
 * and every one above ("director band or higher"); a band named as a field ("band: director",
 * "Level: VP") is the rung; "first-line managers" are the manager level; "<rung>-level" is the rung
 * with "level" read ("director-level people" is no Director of People). This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { parsed, positive } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));

const levels = (q: string) => positive(q).filter((l) => l.startsWith("Seniority"));
const unread = (q: string) => parsed(q).unplaced ?? [];

describe("a rung with its band word and a floor", () => {
  test.each([
    ["director band or higher in sales, Dublin", ["Director", "VP", "C-level"]],
    ["head-of grade and above, marketing", ["Head of", "Director", "VP", "C-level"]],
    ["VP tier or above in finance", ["VP", "C-level"]],
  ])("%s: the rung and those above", (q, rungs) => {
    expect(levels(q)).toEqual(rungs.map((r) => `Seniority: ${r}`));
    expect(unread(q)).toEqual([]);
  });
});

describe("a band said as a field or a layer", () => {
  test.each([
    ["band: director, operations", ["Seniority: Director"]],
    ["Level: VP | sales | Dublin", ["Seniority: VP"]],
    ["the exec tier in marketing", ["Seniority: VP or C-level"]],
    ["management layer in finance", ["Seniority: Manager or Head of or Director or VP or C-level"]],
  ])("%s is %s, no band word left unread", (q, expected) => {
    expect(levels(q)).toEqual(expected);
    expect(unread(q)).toEqual([]);
  });
});

describe("rungs said with their ladder's words", () => {
  test.each([
    ["first-line managers in support, Dublin", "Seniority: Manager"],
    ["front-line sales managers in Dublin", "Seniority: Manager"],
    ["director-level people in Dublin", "Seniority: Director"],
    ["manager-level folks in finance", "Seniority: Manager"],
  ])("%s: %s, every word read", (q, level) => {
    expect(levels(q)).toEqual([level]);
    expect(unread(q)).toEqual([]);
    expect(positive(q).join(" ")).not.toMatch(/Human Resources/);
  });
});
