/**
 * Places written as codes (round 20 of first sight, issue 45): airport and metropolitan area codes,
 * city shorthands, subdivision codes (states, provinces, Länder), and country codes where only a
 * place fits, each read as its place; a code of several meanings follows the places around it,
 * and says so in the notes when they do not settle it. This test's own phrasings and places.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Quillfeather", country: "GB" }]);
const { parsed, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));
const placesIn = (labels: string[]) => labels.filter((l) => l.startsWith("Located in"));
const has = (labels: string[], start: string) => labels.some((l) => l.startsWith(start));

describe("airport, metro and shorthand codes are their cities", () => {
  test.each([
    ["accountants LIS or OPO", ["Located in Lisbon", "Located in Porto"]],
    ["product owners MAD, BCN", ["Located in Madrid", "Located in Barcelona"]],
    ["copywriters in the HAM / CGN area", ["Located in Hamburg", "Located in Cologne"]],
    ["lawyers LON or PAR", ["Located in London", "Located in Paris"]],
    ["ops analysts SEA-based or PDX-based", ["Located in Seattle", "Located in Portland"]],
    ["sales managers NYC or LA", ["Located in New York", "Located in Los Angeles"]],
    ["QA engineers LDN or STHLM", ["Located in London", "Located in Stockholm"]],
  ])("%s", (q, cities) => {
    for (const city of cities) expect(has(positive(q), city)).toBe(true);
  });
  test("an excluded airport code excludes its city, not the letters", () => {
    const q = "product owners MAD, BCN — not SVQ";
    expect(has(negative(q), "Located in Seville")).toBe(true);
    expect(negative(q).some((l) => l.startsWith("Mentions"))).toBe(false);
  });
  test("the Bay is the Bay Area", () => {
    expect(has(positive("UX designers in the Bay"), "Located in San Francisco")).toBe(true);
  });
});

describe("subdivision codes are their states", () => {
  test.each([
    ["pharmacists TX or FL, not GA", ["Texas", "Florida"], ["Georgia, United States"]],
    ["teachers BW or HH, not BE", ["Baden-Württemberg", "Hamburg"], ["Berlin"]],
    ["civil engineers ON or BC, not QC", ["Ontario", "British Columbia"], ["Quebec"]],
  ])("%s", (q, asked, excluded) => {
    for (const place of asked) expect(has(positive(q), `Located in ${place}`)).toBe(true);
    for (const place of excluded) expect(has(negative(q), `Located in ${place}`)).toBe(true);
    expect(negative(q).some((l) => l.startsWith("Mentions"))).toBe(false);
  });
  test("a cue after the code chooses its kind: the state, not the country", () => {
    const q = "developers in IN (the state, not India)";
    expect(has(positive(q), "Located in Indiana")).toBe(true);
    expect(has(negative(q), "Located in India")).toBe(true);
  });
  test("a state code after a city in it adds nothing and is no leftover word", () => {
    const q = "analysts Houston TX or Miami, FL";
    expect(has(positive(q), "Located in Houston")).toBe(true);
    expect(has(positive(q), "Located in Miami")).toBe(true);
    expect(parsed(q).notes.join(" ")).not.toContain('"tx"');
  });
});

describe("country codes where only a place fits", () => {
  test("after a place marker, with a city code excluded", () => {
    const q = "buyers based in FR but not LYS";
    expect(has(positive(q), "Located in France")).toBe(true);
    expect(has(negative(q), "Located in Lyon")).toBe(true);
  });
  test("a code that is a country and a state elsewhere follows the other codes", () => {
    const q = "chemists DE/AT, not CH";
    expect(has(negative(q), "Located in Switzerland")).toBe(true);
  });
});

describe("ambiguity and words are left alone", () => {
  test("a code the places around it do not settle is said, and read as no place", () => {
    const q = "analysts FRA-based";
    expect(placesIn(positive(q))).toEqual([]);
    expect(parsed(q).notes.some((n) => n.includes('"FRA"'))).toBe(true);
  });
  test("an operator in capitals is no state code, even after a city of that state", () => {
    const q = "welders Portland OR Boise";
    expect(has(positive(q), "Located in Portland")).toBe(true);
    expect(has(positive(q), "Located in Boise")).toBe(true);
  });
  test.each([
    "IT managers, no HR",
    "consultants with an MBA, not a PhD",
    "SQL/AWS engineers",
    "CEO or CTO of a fintech",
    "engineers who work in it",
    "hiring for SRE, PHP and API roles",
  ])("%s names no place", (q) => {
    expect(placesIn(positive(q))).toEqual([]);
    expect(placesIn(negative(q))).toEqual([]);
  });
});

describe("fields, credentials and jargon that share a place's letters (review r67)", () => {
  const everyPlace = (q: string) => [...placesIn(positive(q)), ...placesIn(negative(q))];
  test.each([
    "lab leads in QC",
    "PhD holders in ME",
    "bookkeepers, not PR",
    "consultants with PV, GMP",
    "physicists with a BA or MA",
    "merchandisers, EPOS or POS",
    "juniors in BD",
  ])("'%s' names no place", (q) => {
    expect(everyPlace(q)).toEqual([]);
  });
  test.each([
    ["sales reps in TX", "Texas"],
    ["sales reps in IE or PT", "Ireland"],
    ["sales reps based in IE", "Ireland"],
    ["sales reps in SEA or PDX", "Seattle"],
  ])("'%s' still names %s", (q, place) => {
    expect(everyPlace(q).join(" | ")).toContain(place);
  });
});

describe("a skill listed after the places leaves them places", () => {
  test.each([
    ["physicists in NM or NV, MATLAB", ["New Mexico", "Nevada"]],
    ["planners TX or AZ, SAP", ["Texas", "Arizona"]],
  ])("%s", (q, states) => {
    for (const state of states) expect(has(positive(q), `Located in ${state}`)).toBe(true);
  });
});
