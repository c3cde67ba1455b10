/**
 * A record's city with one slip of the keyboard (two letters swapped, one dropped, one doubled) in a
 * country the record names is that country's city, so a search that excludes the city excludes the
 * person too (round 8's "any Indian metro other than Bengaluru" showed a "Bnagalore, Bharat" data
 * engineer). A letter replaced, a short name, or a spelling near two cities stays unread. Examples
 * written for this test.
 */
import { describe, expect, test } from "bun:test";
import { countryFieldsOf, resolvePlace } from "../../src/domain/vocab/places.ts";

const cityOf = (city: string, country: string) =>
  resolvePlace({ location_city: city, location_country: country }).city;

describe("a misspelt city of a named country", () => {
  test.each([
    ["Bnagalore", "India", "Bengaluru"],
    ["Bengalru", "Bharat", "Bengaluru"],
    ["Mumbia", "India", "Mumbai"],
    ["Londno", "United Kingdom", "London"],
    ["Hambburg", "Germany", "Hamburg"],
  ])("%s, %s is %s", (city, country, expected) => {
    expect(cityOf(city, country)).toBe(expected);
  });

  test.each([
    ["Mantes", "France"],
    ["Parks", "France"],
    ["Berln", "Germany"],
    ["Bnagalore", "Germany"],
  ])("%s, %s stays unread (a replaced letter, a short name, another country)", (city, country) => {
    expect(cityOf(city, country)).toBeNull();
  });

  test("the stored record and the index read it so (countryFieldsOf is their one reading)", () => {
    const read = countryFieldsOf({
      location_city: "Bnagalore",
      location_country: "Bharat",
      location_country_iso2: "in",
    });
    expect({ iso2: read.iso2, city: read.place.city, asWritten: read.place.cityAsWritten }).toEqual({
      iso2: "IN",
      city: "Bengaluru",
      asWritten: "Bnagalore",
    });
  });
});
