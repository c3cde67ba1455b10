/**
 * "Never the opposite" (issue 45, point 1), generated: every exclusion cue crossed with every
 * criterion kind the vocabulary has a word for (company, place, level, family, school) in several
 * word orders. The plan must never hold the excluded value positively, and where the reading is
 * understood it holds it as an exclusion (so the guard cannot pass by dropping correct readings).
 * A dash before a clause with its own cue scopes the cue to that clause; "<Company> alumni" is a
 * past employer that is not the current one. This test's own companies and places.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Kestrelmoor", country: "GB" },
  { id: 2, name: "Brightwater Analytics", country: "US" },
  { id: 3, name: "Orvane", country: "FR" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { positive, negative } = queryReaders(companies, now);

/** A criterion kind: how a query says it, its label's start, and the noun of "any <noun> but". */
interface Kind {
  kind: string;
  said: string;
  label: string;
  noun: string;
}
const KINDS: Kind[] = [
  { kind: "company", said: "Kestrelmoor", label: "Currently works at Kestrelmoor", noun: "company" },
  {
    kind: "company (two words)",
    said: "Brightwater Analytics",
    label: "Currently works at Brightwater Analytics",
    noun: "employer",
  },
  { kind: "place", said: "Porto", label: "Located in Porto", noun: "city" },
  { kind: "level", said: "directors", label: "Seniority: Director", noun: "level" },
  { kind: "family", said: "data scientists", label: "Job title in the Data Science family", noun: "role" },
  { kind: "school", said: "Oxford graduates", label: "Studied at University of Oxford", noun: "school" },
];
/** The wanted part; none of its criteria is of a kind above except the department. */
const BASE = "engineers";
const BASE_LABEL = "Works in Engineering";

/** Cues said before what they exclude. */
const CUES = [
  "bar",
  "barring",
  "save",
  "save for",
  "apart from",
  "minus",
  "w/o",
  "other than",
  "except",
  "except for",
  "excluding",
];

/** Word orders: after the wanted part with and without a comma, and first, before a colon. */
const ORDERS: [string, (cue: string, x: string) => string][] = [
  ["after, comma", (cue, x) => `${BASE}, ${cue} ${x}`],
  ["after, no comma", (cue, x) => `${BASE} ${cue} ${x}`],
  ["first, colon", (cue, x) => `${cue.charAt(0).toUpperCase()}${cue.slice(1)} ${x}: ${BASE}`],
];

const isPositive = (q: string, label: string) => positive(q).some((l) => l.startsWith(label));
const isExcluded = (q: string, label: string) => negative(q).some((l) => l.startsWith(label));
const notApplied = (q: string, label: string) =>
  (parseQuery(q, { companies, now }).notes ?? []).some((n) => n.includes(label) && n.includes("not applied"));
/**
 * "bar" and "save" are also a noun and a verb ("bar managers", "save costs"): before a word that is
 * not a name and with no criterion just before them, they may be left unread, and then what follows
 * is not applied (with a note); it is never applied.
 */
const AMBIGUOUS = new Set(["bar", "save", "save for"]);
const mayBeDropped = (cue: string, k: Kind, order: string) =>
  AMBIGUOUS.has(cue) && /^[a-z]/.test(k.said) && order !== "after, no comma";

describe("each cue before each kind excludes it, in each word order", () => {
  for (const k of KINDS)
    for (const [order, make] of ORDERS)
      test.each(CUES.map((cue) => [make(cue, k.said), cue]))(`${k.kind}, ${order}: %s`, (q, cue) => {
        expect(isPositive(q, k.label)).toBe(false);
        if (mayBeDropped(cue, k, order)) expect(isExcluded(q, k.label) || notApplied(q, k.label)).toBe(true);
        else expect(isExcluded(q, k.label)).toBe(true);
        expect(positive(q)).toContain(BASE_LABEL);
      });
});

describe("'any <kind> but X', 'anything / anywhere but X'", () => {
  const forms: [string, (k: Kind) => string][] = [
    ["any <kind> but", (k) => `${BASE}, any ${k.noun} but ${k.said}`],
    ["any <kind> other than", (k) => `${BASE} at any ${k.noun} other than ${k.said}`],
    ["any <kind> bar", (k) => `${BASE}, any ${k.noun} bar ${k.said}`],
    ["any <kind> except", (k) => `Any ${k.noun} except ${k.said}: ${BASE}`],
  ];
  for (const k of KINDS)
    test.each(forms.map(([name, make]) => [name, make(k)]))(`${k.kind}: %s (%s)`, (_name, q) => {
      expect(isPositive(q, k.label)).toBe(false);
      expect(isExcluded(q, k.label)).toBe(true);
    });
  test.each([
    ["engineers anywhere but Porto", "Located in Porto"],
    ["engineers anywhere bar Porto", "Located in Porto"],
    ["anything but data scientists in Porto", "Job title in the Data Science family"],
    ["anyone bar Kestrelmoor people: engineers", "Currently works at Kestrelmoor"],
    ["anyone but directors, engineers in Porto", "Seniority: Director"],
  ])("%s", (q, label) => {
    expect(isPositive(q, label)).toBe(false);
    expect(isExcluded(q, label)).toBe(true);
  });
});

describe("a dash scopes a clause's own cue to that clause", () => {
  const dashed: [string, (x: string) => string][] = [
    ["need not apply", (x) => `${BASE} in Lisbon - ${x} need not apply`],
    ["en dash, no", (x) => `${BASE} in Lisbon – no ${x}`],
    ["em dash, excluded", (x) => `${BASE} in Lisbon — ${x} excluded`],
    ["unspaced em dash, except", (x) => `${BASE} in Lisbon—except ${x}`],
    ["double hyphen, not", (x) => `${BASE} in Lisbon -- not ${x}`],
  ];
  for (const k of KINDS.filter((k) => k.kind !== "place"))
    test.each(dashed.map(([name, make]) => [name, make(k.said)]))(`${k.kind}: %s (%s)`, (_name, q) => {
      expect(isPositive(q, k.label)).toBe(false);
      expect(isExcluded(q, k.label)).toBe(true);
      // The words before the dash keep their own sense.
      expect(positive(q)).toContain(BASE_LABEL);
      expect(isPositive(q, "Located in Lisbon")).toBe(true);
    });
  test("a dash with no cue after it excludes nothing", () => {
    expect(negative("engineers in Lisbon - directors")).toEqual([]);
    expect(positive("engineers in Lisbon - directors")).toContain("Seniority: Director");
    expect(isPositive("senior engineers - Lisbon", "Located in Lisbon")).toBe(true);
  });
});

describe("a weak cue no pass read drops what follows it, never applies it", () => {
  test.each([
    ["engineers, bar data scientists", "Job title in the Data Science family"],
    ["Bar directors: engineers in Porto", "Seniority: Director"],
  ])("%s", (q, label) => {
    expect(isPositive(q, label)).toBe(false);
    expect(notApplied(q, label)).toBe(true);
  });
  test("right after a criterion, it excludes what follows", () => {
    expect(isExcluded("engineers in Porto bar data scientists", "Job title in the Data Science family")).toBe(
      true,
    );
  });
  test("the word in another sense, before no criterion, leaves the plan alone", () => {
    expect(positive("engineers who save money in Porto").some((l) => l.startsWith("Located in Porto"))).toBe(
      true,
    );
  });
});

describe("'<Company> alumni' is a past employer that is not the current one", () => {
  test.each([
    ["Kestrelmoor alumni", "Kestrelmoor"],
    ["Kestrelmoor alums in Porto", "Kestrelmoor"],
    ["former Kestrelmoor people", "Kestrelmoor"],
    ["engineers who are Brightwater Analytics alumni", "Brightwater Analytics"],
    ["alumni of Orvane in Lyon", "Orvane"],
    ["ex-Orvane engineers", "Orvane"],
  ])("%s", (q, company) => {
    expect(positive(q)).toContain(`Previously worked at ${company}`);
    expect(negative(q)).toContain(`Currently works at ${company}`);
    expect(isPositive(q, `Currently works at ${company}`)).toBe(false);
  });
  test("a school's alumni stay a school", () => {
    expect(positive("Oxford alumni in Porto")).toContain("Studied at University of Oxford");
    expect(negative("Oxford alumni in Porto")).toEqual([]);
  });
  test("a former role is not an employer", () => {
    expect(negative("former designers in Porto")).toEqual([]);
  });
});
