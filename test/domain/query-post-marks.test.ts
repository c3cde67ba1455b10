/**
 * Social and job-board posts (issue 45, round 18 of first sight: test/quality/first-sight-18/
 * README.md), with this test's own posts, none of that round's roles, places, emoji or tags: a flag
 * is its country (a regional-indicator pair is an ISO 3166 code), a pin marks a place, a
 * prohibition mark and a post's refusal idiom exclude, a hashtag is its words with the vocabulary's
 * own words kept whole.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([{ id: 1, name: "Initech", country: "US" }]);
const { parsed, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));

describe("a flag is its country", () => {
  test.each([
    ["#hiring Site Reliability Engineers 🇳🇱", ["Located in Netherlands"]],
    ["QA engineers 🇨🇭🇦🇹 pls", ["Located in Switzerland", "Located in Austria"]],
    ["🇲🇽 data engineers wanted!", ["Located in Mexico"]],
    // A subdivision flag (a tag sequence) is read as the country it lies in.
    ["sales people in 🏴󠁧󠁢󠁳󠁣󠁴󠁿", ["Located in United Kingdom"]],
  ])("%s", (q, places) => {
    const asked = positive(q).join(" | ");
    for (const place of places) expect(asked).toContain(place);
  });

  test("a flag beside a city of its country only confirms the city", () => {
    expect(positive("🇫🇷 iOS developers 📍Lyon").join(" | ")).not.toContain("Located in France");
    expect(positive("🇫🇷 iOS developers 📍Lyon").join(" | ")).toContain("Lyon");
  });

  test("a city excluded in another part of the post does not swallow the flag", () => {
    const q = "QA analysts in 🇫🇷 — not Marseille this time";
    expect(positive(q).join(" | ")).toContain("Located in France");
    expect(negative(q).join(" | ")).toContain("Marseille");
  });

  test("a flag after an exclusion is the place excluded", () => {
    expect(negative("iOS developers 📍anywhere but 🇨🇦").join(" | ")).toContain("Located in Canada");
  });
});

describe("a pin marks the place", () => {
  test.each([
    ["📌 Rotterdam data engineers", "Rotterdam"],
    ["QA leads 📍Graz", "Graz"],
    // A city named as a common word is a place only after a marker: the pin is one.
    ["accountants 📍reading", "Reading"],
  ])("%s", (q, city) => {
    expect(positive(q).join(" | ")).toContain(city);
  });
});

describe("a prohibition mark excludes, never asks", () => {
  test.each([
    ["Product managers in Toronto ⛔ interns", "Seniority: Intern"],
    ["accountants in Turin, juniors 👎", "Seniority: Entry level"],
    ["🙅‍♂️ juniors — QA engineers in Oslo", "Seniority: Entry level"],
    ["security engineers 📍Bilbao ✖️ managers", "Seniority: Manager"],
  ])("%s", (q, excluded) => {
    expect(negative(q)).toContain(excluded);
    expect(positive(q)).not.toContain(excluded);
  });

  test("beside a cue already said, the mark adds nothing", () => {
    const q = "🇦🇹 accountants 🛑 no interns";
    expect(negative(q)).toEqual(["Seniority: Intern"]);
    expect(positive(q)).not.toContain("Seniority: Intern");
  });
});

describe("a post's refusal idioms exclude", () => {
  test.each([
    ["QA engineers in Valencia — juniors may skip this one", "Seniority: Entry level"],
    ["security engineers in Oslo, managers need not respond", "Seniority: Manager"],
    ["Data engineers in Bologna; interns, not for now", "Seniority: Intern"],
    ["mobile developers in Gdańsk, interns can sit this one out", "Seniority: Intern"],
  ])("%s", (q, excluded) => {
    expect(negative(q)).toContain(excluded);
    expect(positive(q)).not.toContain(excluded);
  });

  test("'this time' after a refusal ranks nothing", () => {
    expect(parsed("QA leads in Graz, no juniors this round").prefer).toEqual([]);
  });
});

describe("a hashtag keeps the vocabulary's own words whole", () => {
  test.each([
    ["#JavaScript #PostgreSQL devs", ["Skilled in JavaScript", "Skilled in PostgreSQL"]],
    ["#SeniorJavaScriptEngineer in #Rotterdam", ["Seniority: Senior", "Skilled in JavaScript"]],
  ])("%s", (q, asked) => {
    const plan = positive(q);
    for (const a of asked) expect(plan.join(" | ")).toContain(a);
    expect(parsed(q).prefer).not.toContain("script");
  });
});
