/**
 * Review r64 of branch i45f22 (d23c181, round 17 region readers: language areas). After
 * "<language> speaking" / "<language> speaker" (read-place-areas.ts BEFORE_PLACE) the next one to
 * three words are tried as a country by anyCountryIso2, so a two-letter word is a country code: "in"
 * India, "at" Austria, "PM" Saint Pierre and Miquelon. "an English speaking designer in Berlin"
 * becomes English-speaking India OR Berlin, the language and the role dropped. On main these read
 * as the language spoken and the place. Phrasings of this file's own; they pass on main.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { positive } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Bosch", country: "DE" }]),
  new Date(Date.UTC(2026, 10, 27)),
);
const asked = (q: string) => positive(q).join(" | ");

describe("a short word after '<language> speaking' is no country code", () => {
  test.each([
    ["English speaking in Berlin", /Speaks English/, /India/],
    ["a German speaker at Bosch in Munich", /Speaks German/, /Austria/],
    ["French speaking PM in Paris", /Product Management/, /Saint Pierre/],
  ])("%s", (q, kept, wrong) => {
    const labels = asked(q);
    expect(labels).toMatch(kept);
    expect(labels).not.toMatch(wrong);
  });
});
