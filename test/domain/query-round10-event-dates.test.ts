/**
 * Round 10 of first sight (issue 45; test/quality/first-sight-10/README.md), class (b): times
 * anchored on events and on the calendar (./src/domain/query/event-dates.ts): the event table's
 * dates, calendar words counted from the day asked, decades and their parts, a career's start as
 * years of experience. The day asked is 2026-11-26; a tenure window is "minAgo..maxAgo" months
 * before it (2026-11 is month 0). This test's own phrasings, none of that set's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { EVENTS } from "../../src/domain/query/event-dates.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Tidewell", country: "GB" },
  { id: 2, name: "Oskar Brandt", country: "DE" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { leaves } = queryReaders(companies, now);
const of = (q: string, kind: string) =>
  leaves(q)
    .filter((l) => !l.negated && l.criterion.kind === kind)
    .map((l) => l.criterion);
const tenure = (q: string) => of(q, "tenure").map((c) => c.value);
const years = (q: string) => of(q, "years").map((c) => [c.min, c.max]);
/** Months before 2026-11 of the first month of a year-month. */
const ago = (y: number, m: number) => 2026 * 12 + 10 - (y * 12 + m - 1);

describe("the event table", () => {
  test("every event has a date and a source", () => {
    expect(EVENTS.length).toBeGreaterThanOrEqual(4);
    for (const e of EVENTS) {
      expect(e.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.source.length).toBeGreaterThan(20);
    }
  });
});

describe("events as dates of the current job's start", () => {
  test("since covid: from March 2020", () => {
    expect(tenure("nurses who joined their current employer since covid")).toEqual([`0..${ago(2020, 3)}`]);
  });
  test("before the pandemic: up to February 2020", () => {
    expect(tenure("nurses hired before the pandemic")).toEqual([`${ago(2020, 2)}..`]);
  });
  test("after Brexit: from February 2020 (it took effect on 31 January)", () => {
    expect(tenure("buyers hired after Brexit")).toEqual([`0..${ago(2020, 2)}`]);
  });
  test("during the pandemic: a span", () => {
    expect(tenure("chemists who moved to their current employer during covid")).toEqual([
      `${ago(2021, 12)}..${ago(2020, 3)}`,
    ]);
  });
  test("the crash as a career's start: years of experience, not the finance department", () => {
    const q = "plant managers whose careers began before the financial crisis";
    expect(years(q)).toEqual([[19, undefined]]);
    expect(of(q, "department").map((c) => c.label)).not.toContain("Works in Finance");
  });
  test("an earlier job left before an event, no employer named", () => {
    expect(
      of("welders who left their last employer before covid", "past_company").map((c) => c.label),
    ).toEqual([`Left an earlier job ${ago(2020, 2)}+ months ago`]);
  });
});

describe("the calendar, counted from the day asked", () => {
  test("last year: 2025", () => {
    expect(tenure("welders who started last year")).toEqual([`${ago(2025, 12)}..${ago(2025, 1)}`]);
  });
  test("last year after a departure stays the last twelve months", () => {
    expect(of("buyers who quit Tidewell last year", "past_company").map((c) => c.label)).toEqual([
      "Previously worked at Tidewell, left in the last 12 months",
    ]);
  });
  test("hired in the last year: the window, as joined", () => {
    expect(tenure("welders hired in the last year")).toEqual(["0..12"]);
  });
  test("the year before last: 2024", () => {
    expect(tenure("welders hired the year before last")).toEqual([`${ago(2024, 12)}..${ago(2024, 1)}`]);
  });
  test("the start of a year is its first months", () => {
    expect(tenure("buyers hired at the start of 2021")).toEqual([`${ago(2021, 4)}..${ago(2021, 1)}`]);
  });
  test("a quarter", () => {
    expect(tenure("buyers hired in Q3 2023")).toEqual([`${ago(2023, 9)}..${ago(2023, 7)}`]);
  });
  test("pre- and post- a year, as hires and joiners", () => {
    expect(tenure("pre-2018 hires at Tidewell")).toEqual([`${ago(2017, 12)}..`]);
    expect(tenure("post-2021 joiners in finance")).toEqual([`0..${ago(2022, 1)}`]);
  });
  test("between two years, no earlier than a year", () => {
    expect(tenure("clerks who started their current job between 2012 and 2014")).toEqual([
      `${ago(2014, 12)}..${ago(2012, 1)}`,
    ]);
    expect(tenure("clerks who started their current role no earlier than 2022")).toEqual([
      `0..${ago(2022, 1)}`,
    ]);
  });
  test("within the last couple of years, with the current job named", () => {
    expect(tenure("clerks who started their current role within the last couple of years")).toEqual([
      "0..36",
    ]);
  });
  test("joined named employers at a dated time: the employers and the date", () => {
    const q = "analysts who joined Tidewell or Oskar Brandt at the start of 2023";
    expect(tenure(q)).toEqual([`${ago(2023, 4)}..${ago(2023, 1)}`]);
    expect(of(q, "current_company").map((c) => c.label)).toEqual([
      "Currently works at Tidewell",
      "Currently works at Oskar Brandt",
    ]);
  });
});

describe("decades and their parts", () => {
  test("careers begun in the 2000s: 17 to 26 years of experience", () => {
    expect(years("surveyors who began their careers in the 2000s")).toEqual([[17, 26]]);
  });
  test("careers started before the 2000s", () => {
    expect(years("surveyors whose careers started before the 2000s")).toEqual([[27, undefined]]);
  });
  test("in the seat since the late 2010s: started 2017 to 2019", () => {
    expect(tenure("editors who've held their seat since the late 2010s")).toEqual([
      `${ago(2019, 12)}..${ago(2017, 1)}`,
    ]);
  });
  test("left a named employer at the turn of the decade", () => {
    const c = of("people who left Tidewell at the turn of the decade", "past_company");
    expect(c.map((x) => x.label)).toEqual([
      `Previously worked at Tidewell, left ${ago(2020, 12)}-${ago(2020, 1)} months ago`,
    ]);
  });
});
