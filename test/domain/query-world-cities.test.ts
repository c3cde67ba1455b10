/**
 * Cities the gazetteer (thirty countries) does not hold are places all the same: every capital,
 * every city of a million people, the thirty countries' cities of 100,000 (data/vocab/world-cities.json).
 * A query naming one filters to it (never widens to everyone), an exclusion of one excludes, and a
 * record in one is found by the query through its facet tokens. City names that are also words
 * ("Male", "Orange", "Surprise") are places only when written as one. Phrasings written for this test.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { facetTokens } from "../../src/domain/search/facets.ts";
import { countryFieldsOf } from "../../src/domain/vocab/places.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([]);
const now = new Date(Date.UTC(2026, 10, 26));
const { plan, meets } = queryReaders(companies, now);

describe("a capital or a large city outside the gazetteer filters to it", () => {
  test.each([
    // South America, Africa, Europe (a capital under the gazetteer's bar), Asia, Oceania, the Caribbean.
    ["accountants in Lima", "Located in Lima, Lima, Peru"],
    ["product managers based in Bogota", "Located in Bogotá"],
    ["nurses in Quito", "Located in Quito"],
    ["data scientists in Nairobi", "Located in Nairobi"],
    ["lawyers located in Bern", "Located in Bern, Bern, Switzerland"],
    ["backend devs from Lagos", "Located in Lagos, Lagos, Nigeria"],
    ["designers in Ho Chi Minh City", "Located in Ho Chi Minh City"],
    ["marketing leads in Saigon", "Located in Ho Chi Minh City"],
    ["analysts in Kiev", "Located in Kyiv"],
    ["teachers in Ulaanbaatar", "Located in Ulaanbaatar"],
    ["engineers in Port Moresby", "Located in Port Moresby"],
    ["sales reps in Kingston", "Located in Kingston, Kingston Parish, Jamaica"],
    ["hr managers in Casablanca", "Located in Casablanca"],
    // A city of the gazetteer's countries under its bar of 150,000 that its cap of forty dropped.
    ["recruiters in Allentown", "Located in Allentown, Pennsylvania, United States"],
  ])("%s", (q, place) => {
    expect({ q, plan: plan(q) }).toEqual({ q, plan: expect.stringContaining(place) });
    expect(plan(q)).not.toBe("everyone");
  });

  test("a large city is a place however written, as the gazetteer's are", () => {
    expect(plan("react developers nairobi")).toContain("Located in Nairobi");
    expect(plan("Jakarta or Manila accountants")).toContain(
      "(Located in Jakarta, DKI Jakarta, Indonesia OR Located in Manila",
    );
  });

  test("a namesake in a smaller place is named with its region", () => {
    expect(plan("engineers in Valencia, Venezuela")).toContain("Located in Valencia, Carabobo, Venezuela");
    expect(plan("engineers in Valencia")).toContain("Spain");
    expect(plan("engineers in Springfield, Illinois")).toContain("Located in Springfield, Illinois");
    expect(plan("engineers in Athens, Georgia")).toContain("Located in Athens, Georgia, United States");
    expect(plan("engineers in Athens")).toContain("Greece");
  });

  test("a name the gazetteer holds keeps the gazetteer's reading", () => {
    expect(plan("engineers in Hamilton")).toContain("Located in Hamilton, Ontario, Canada");
    expect(plan("engineers in Victoria")).toContain("British Columbia");
  });
});

describe("an exclusion of such a city excludes it", () => {
  test("not in Lima; outside Nairobi or Kampala", () => {
    expect(plan("accountants not in Lima")).toContain("NOT Located in Lima, Lima, Peru");
    expect(plan("nurses outside Nairobi or Kampala")).toContain(
      "NOT (Located in Nairobi, Nairobi City, Kenya OR Located in Kampala",
    );
  });
});

describe("a city named like a word is a place only when written as one", () => {
  test.each([
    ["male nurses in London", "Maldives"],
    ["Male nurses in London", "Maldives"],
    ["orange juice sales reps", "Orange"],
    ["a surprise hire for engineering", "Surprise"],
    ["AEs in enterprise software", "Enterprise"],
    ["the most senior engineers", "Most"],
    ["best engineers in Berlin", "Best"],
    ["bar managers in Paris", "Located in Bar"],
    ["split testing engineers", "Split"],
    ["OTA update engineers", "Japan"],
  ])("%s names no such place", (q, not) => {
    expect({ q, plan: plan(q) }).toEqual({ q, plan: expect.not.stringContaining(not) });
  });

  test.each([
    ["data engineers in Male", "Located in Male, Kaafu Atoll, Maldives"],
    ["engineers in Orange", "Located in Orange, California"],
    ["engineers in Surprise, Arizona", "Located in Surprise"],
    ["nurses in Colombo or Male", "Located in Male"],
  ])("%s is the city", (q, place) => {
    expect({ q, plan: plan(q) }).toEqual({ q, plan: expect.stringContaining(place) });
  });
});

describe("a record in such a city is found by the query through its facet tokens", () => {
  const person = (location: Record<string, string>) =>
    new Set(facetTokens({ experience: [], education: [], skills: [], ...location } as never));
  const inLima = person({ location: "Lima, Peru" });
  const inNairobi = person({ location_city: "Nairobi", location_country: "Kenya" });
  const inKyiv = person({ location: "Kiev, Ukraine" });
  const inBerlin = person({ location: "Berlin, Germany" });

  test("the city's query holds for its record and not for another's", () => {
    expect(meets("people in Lima", inLima)).toBe(true);
    expect(meets("people in Lima", inNairobi)).toBe(false);
    expect(meets("people in Nairobi", inNairobi)).toBe(true);
    expect(meets("people in Kyiv", inKyiv)).toBe(true);
    expect(meets("people in Kiev", inKyiv)).toBe(true);
  });

  test("its exclusion excludes its record and keeps the others", () => {
    expect(meets("people not in Lima", inLima)).toBe(false);
    expect(meets("people not in Lima", inBerlin)).toBe(true);
    expect(meets("people outside Nairobi", inNairobi)).toBe(false);
  });

  test("a record naming the city alone is in its country", () => {
    const read = countryFieldsOf({ location: "Nairobi" });
    expect({ iso2: read.iso2, city: read.place.city }).toEqual({ iso2: "KE", city: "Nairobi" });
    expect(countryFieldsOf({ location: "Victoria, Seychelles" }).iso2).toBe("SC");
    expect(countryFieldsOf({ location: "Tbilisi, Georgia" }).iso2).toBe("GE");
    expect(countryFieldsOf({ location: "Atlanta, Georgia" }).iso2).toBe("US");
    expect(countryFieldsOf({ location: "Athens, Georgia" }).iso2).toBe("US");
    expect(countryFieldsOf({ location: "Saigon, Vietnam" }).place.city).toBe("Ho Chi Minh City");
  });

  test("a gazetteer city keeps its reading (the demo data's cities are the gazetteer's)", () => {
    expect(countryFieldsOf({ location: "Hamilton" }).iso2).toBe("CA");
    expect(countryFieldsOf({ location: "Valencia" }).place.city).toBe("Valencia");
    expect(countryFieldsOf({ location: "Valencia" }).iso2).toBe("ES");
  });
});
